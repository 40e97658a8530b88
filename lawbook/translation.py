"""The translatable fields of the lawbook (django-modeltranslation: `_tr` and `_en`)."""

from modeltranslation.translator import TranslationOptions, register

from .models import Chapter, Definition, EditorNote, Footnote, Law, Paragraph


@register(Chapter)
class ChapterTranslation(TranslationOptions):
    fields = ("name",)


@register(Law)
class LawTranslation(TranslationOptions):
    fields = ("title",)


@register(Paragraph)
class ParagraphTranslation(TranslationOptions):
    fields = ("heading", "text", "tail")


@register(Footnote)
class FootnoteTranslation(TranslationOptions):
    fields = ("text",)


@register(Definition)
class DefinitionTranslation(TranslationOptions):
    fields = ("term", "text")


@register(EditorNote)
class EditorNoteTranslation(TranslationOptions):
    fields = ("text",)


# The history of every text field: registered after the translation fields exist, so that each
# historical record holds both languages (lawbook.history).
from . import history  # noqa: E402

history.register_text_history()
