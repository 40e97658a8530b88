"""The federation edits both languages of the text here.

A saved edit is kept by later imports (lawbook.provenance), and its stand-off layers follow it at
once: a paragraph's citations, term links and footnote markers are recomputed from its new text
(lawbook.importer.follow_edit); a definition's term may be used anywhere, so its save recomputes
every paragraph's layers (about half a second). Law titles and footnote texts carry no stored
layers (their citations are found when they are rendered); their saves refresh their paragraphs.
"""
from django.contrib import admin
from modeltranslation.admin import TranslationAdmin

from . import content_version
from .importer import TEXT_FIELDS, follow_edit
from .models import Chapter, Definition, EditorNote, Footnote, Law, Paragraph


class BumpsContentVersion:
    """Any saved or deleted text changes what readers see: caches and each machine's search index
    follow the content version."""

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        content_version.bump()

    def delete_model(self, request, obj):
        super().delete_model(request, obj)
        content_version.bump()


class LayersFollowEdits(BumpsContentVersion):
    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        follow_edit(*self.edited(obj, form))

    def edited(self, obj, form):
        """(paragraphs whose layers to recompute, their Turkish texts before the edit, everywhere)."""
        return [], {}, False


@admin.register(Law)
class LawAdmin(LayersFollowEdits, TranslationAdmin):
    list_display = ("number", "title", "chapter", "edition")
    list_filter = ("chapter", "edition")
    search_fields = ("number", "title_tr", "title_en")
    readonly_fields = ("number", "edition")

    def edited(self, obj, form):
        return list(obj.paragraphs.all()), {}, False


@admin.register(Paragraph)
class ParagraphAdmin(LayersFollowEdits, TranslationAdmin):
    list_display = ("label", "law", "heading")
    list_filter = ("law__chapter",)
    search_fields = ("label", "text_tr", "text_en", "heading_tr", "heading_en")
    readonly_fields = ("law", "label", "anchor", "parent", "position", "depth")
    ordering = ("law__number", "position")

    def edited(self, obj, form):
        before = {name: form.initial.get(f"{name}_tr") or "" for name in TEXT_FIELDS}
        return [obj], {obj.pk: before}, False


@admin.register(Definition)
class DefinitionAdmin(LayersFollowEdits, TranslationAdmin):
    list_display = ("term", "parent")
    search_fields = ("term_tr", "term_en", "text_tr", "text_en")
    readonly_fields = ("slug", "position", "parent")

    def edited(self, obj, form):
        return [], {}, True


@admin.register(Footnote)
class FootnoteAdmin(LayersFollowEdits, TranslationAdmin):
    list_display = ("number", "paragraph")
    readonly_fields = ("number", "paragraph", "printed_number")

    def edited(self, obj, form):
        return [marker.paragraph for marker in obj.markers.select_related("paragraph")], {}, False


@admin.register(Chapter)
class ChapterAdmin(BumpsContentVersion, TranslationAdmin):
    list_display = ("roman", "name")


@admin.register(EditorNote)
class EditorNoteAdmin(BumpsContentVersion, TranslationAdmin):
    list_display = ("paragraph", "kind")
