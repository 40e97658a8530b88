"""The one fallback from a language to the official Turkish (the Turkish is the official text of
the 2017 Laws; our English renders it and may lack a sentence, a heading or a title)."""

from django.utils.translation import get_language


def in_language(obj, field: str, lang: str) -> str:
    """A translated field (django-modeltranslation's `<field>_tr` / `<field>_en`) in `lang`, the
    Turkish where that is empty (a missing English text, a section without an English heading)."""
    return getattr(obj, f"{field}_{lang}") or getattr(obj, f"{field}_tr") or ""


def current_lang() -> str:
    """The page's language among the text's two: "en" on an English page, "tr" on any other."""
    lang = (get_language() or "tr")[:2]
    return lang if lang in ("tr", "en") else "tr"
