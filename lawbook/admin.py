"""The federation edits both languages of the text here.

A saved edit is kept by later imports (lawbook.provenance), and its stand-off layers follow it at
once (lawbook.layers.text_changed): a paragraph's citations, term links and footnote markers are
recomputed from its new text, a footnote's or a Law title's citations from theirs; a definition's
term may be used anywhere, so its save recomputes every text's layers (about half a second).
"""
from django.contrib import admin
from modeltranslation.admin import TranslationAdmin

from .layers import Change, Scope, text_changed
from .models import Chapter, Definition, EditorNote, Footnote, Law, Paragraph

TEXT_FIELDS = ("heading", "text", "tail")


class TextChanges:
    """Any saved or deleted text changes what readers see: lawbook.layers.text_changed recomputes
    the layers the edit touched and bumps the content version, which caches and each machine's
    search index follow."""

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        text_changed(self.edited(obj, form))

    def delete_model(self, request, obj):
        super().delete_model(request, obj)
        text_changed(Change())

    def edited(self, obj, form) -> Change:
        """What the save changed: the rows whose layers to recompute."""
        return Change()


@admin.register(Law)
class LawAdmin(TextChanges, TranslationAdmin):
    list_display = ("number", "title", "chapter", "edition")
    list_filter = ("chapter", "edition")
    search_fields = ("number", "title_tr", "title_en")
    readonly_fields = ("number", "edition")

    def edited(self, obj, form):
        return Change(Scope.of(law=[obj], paragraph=list(obj.paragraphs.all())))


@admin.register(Paragraph)
class ParagraphAdmin(TextChanges, TranslationAdmin):
    list_display = ("label", "law", "heading")
    list_filter = ("law__chapter",)
    search_fields = ("label", "text_tr", "text_en", "heading_tr", "heading_en")
    readonly_fields = ("law", "label", "anchor", "parent", "position", "depth")
    ordering = ("law__number", "position")

    def edited(self, obj, form):
        before = {name: form.initial.get(f"{name}_tr") or "" for name in TEXT_FIELDS}
        return Change(Scope.of(paragraph=[obj]), previous={obj.pk: before})


@admin.register(Definition)
class DefinitionAdmin(TextChanges, TranslationAdmin):
    list_display = ("term", "parent")
    search_fields = ("term_tr", "term_en", "text_tr", "text_en")
    readonly_fields = ("slug", "position", "parent")

    def edited(self, obj, form):
        # A term may be used anywhere: every paragraph's term mentions are found again.
        return Change(Scope(everything=True))


@admin.register(Footnote)
class FootnoteAdmin(TextChanges, TranslationAdmin):
    list_display = ("number", "paragraph")
    readonly_fields = ("number", "paragraph", "printed_number")

    def edited(self, obj, form):
        return Change(Scope.of(footnote=[obj]))


@admin.register(Chapter)
class ChapterAdmin(TextChanges, TranslationAdmin):
    list_display = ("roman", "name")


@admin.register(EditorNote)
class EditorNoteAdmin(TextChanges, TranslationAdmin):
    list_display = ("paragraph", "kind")
