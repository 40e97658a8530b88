"""The federation edits both languages of the text here; layers are recomputed by import_laws."""
from django.contrib import admin
from modeltranslation.admin import TranslationAdmin

from .models import Chapter, Definition, EditorNote, Footnote, Law, Paragraph


@admin.register(Law)
class LawAdmin(TranslationAdmin):
    list_display = ("number", "title", "chapter", "edition")
    list_filter = ("chapter", "edition")
    search_fields = ("number", "title_tr", "title_en")
    readonly_fields = ("number", "edition")


@admin.register(Paragraph)
class ParagraphAdmin(TranslationAdmin):
    list_display = ("label", "law", "heading")
    list_filter = ("law__chapter",)
    search_fields = ("label", "text_tr", "text_en", "heading_tr", "heading_en")
    readonly_fields = ("law", "label", "anchor", "parent", "position", "depth")
    ordering = ("law__number", "position")


@admin.register(Definition)
class DefinitionAdmin(TranslationAdmin):
    list_display = ("term", "parent")
    search_fields = ("term_tr", "term_en", "text_tr", "text_en")
    readonly_fields = ("slug", "position", "parent")


@admin.register(Footnote)
class FootnoteAdmin(TranslationAdmin):
    list_display = ("number", "paragraph")
    readonly_fields = ("number", "paragraph", "printed_number")


@admin.register(Chapter)
class ChapterAdmin(TranslationAdmin):
    list_display = ("roman", "name")


@admin.register(EditorNote)
class EditorNoteAdmin(TranslationAdmin):
    list_display = ("paragraph", "kind")
