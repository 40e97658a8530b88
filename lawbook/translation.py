"""The translatable fields of the lawbook (django-modeltranslation: `_tr` and `_en`).

A text field is never NULL: an empty heading, a missing English text are "" (Django's way for
text). modeltranslation makes every `_tr`/`_en` column nullable, and Django's form field for a
nullable CharField turns an empty input into None, so an admin save of a section without a heading
stored NULL there, which the quizzes' "where" questions could not read (`fields_as_declared`).
The API's null `_en` ("the English is missing") is made from "" by lawbook.api.views, not stored.
"""

from modeltranslation.translator import TranslationOptions, register, translator

from .models import Chapter, Definition, Edition, EditorNote, Footnote, Interpretation, Law, Paragraph


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


@register(Edition)
class EditionTranslation(TranslationOptions):
    """The edition's title and note, shown on the changelog, its feed and the book (lawbook
    migration 0017 gave the 2017 edition its Turkish and English titles)."""

    fields = ("title", "note")


@register(Interpretation)
class InterpretationTranslation(TranslationOptions):
    fields = ("title", "text")


def fields_as_declared() -> None:
    """Each `_tr`/`_en` field is NULL-able only if the field it translates is (none is), so its
    column is NOT NULL and its form field gives "" for an empty input (lawbook migration 0012).
    Called before the history is registered, whose records copy these fields."""
    for model in translator.get_registered_models(abstract=False):
        for fields in translator.get_options_for_model(model).all_fields.values():
            for field in fields:
                field.null = field.translated_field.null


fields_as_declared()

# The history of every text field: registered after the translation fields exist, so that each
# historical record holds both languages (lawbook.editions.history).
from .editions import history  # noqa: E402

history.register_text_history()
