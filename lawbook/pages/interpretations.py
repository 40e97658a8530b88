"""The federation's interpretations, elections and regulations as a page shows them: under each
paragraph they concern, in the page's language (the Turkish where no English is entered yet),
with their kind, source and date (lawbook.models.Interpretation). The Law page and the book draw
them with templates/lawbook/interpretations.html, from lawbook.pages.views.law_blocks."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from django.utils import translation


@dataclass(frozen=True)
class InterpretationShown:
    kind: str  # regulation, election or interpretation (a CSS class and the API's value)
    kind_name: str
    title: str
    text: str
    source: str
    date: datetime.date
    untranslated: bool  # the page's language is English and only the Turkish is entered


def shown(interpretation, lang: str) -> InterpretationShown:
    english = lang == "en" and bool(interpretation.title_en and interpretation.text_en)
    pick = "en" if english else "tr"
    with translation.override(lang):  # a side-by-side column's language, not only the page's
        kind_name = str(interpretation.get_kind_display())
    return InterpretationShown(
        kind=interpretation.kind,
        kind_name=kind_name,
        title=getattr(interpretation, f"title_{pick}") or "",
        text=getattr(interpretation, f"text_{pick}") or "",
        source=interpretation.source,
        date=interpretation.date,
        untranslated=lang != "tr" and not english,
    )


def under(label: str, by_label: dict, lang: str) -> tuple[InterpretationShown, ...]:
    """Those that concern the paragraph `label`, in their order."""
    return tuple(shown(i, lang) for i in by_label.get(label, ()))
