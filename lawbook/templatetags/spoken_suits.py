"""Suit symbols a screen reader says as words (qa59, a11y60): "♥" alone is read by its Unicode name,
"black heart suit", so the table's heading "4♥ · South" was heard as "4 black heart suit · South"
and a trick line "West ♦2" as "West black diamond suit 2". The symbol stays drawn (hidden from the
reader) and the suit's name in the page's language is read in its place (hidden from the eye).

The one helper for every page that draws a suit in a sentence: the table and the guides' Endings
(situations) and the quizzes load it from here, below both apps (the lawbook), so neither imports
the other."""

import re

from django import template
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

from rulings import words

register = template.Library()

_SUIT_CODES = {symbol: code for code, symbol in words.SYMBOLS.items()}
_SYMBOL = re.compile("[♣♦♥♠]")


def speak_suits(escaped: str, lang: str | None = None) -> str:
    """Already escaped HTML text with each suit symbol drawn for the eye and its name, a space either
    side, for the ear: "♦2" is heard "Karo 2" / "Diamonds 2", not "Karo2". A symbol inside a tag's
    attribute is never met: the callers pass text, not markup with attributes holding symbols."""
    lang = (lang or get_language() or "tr")[:2]

    def spoken(match: re.Match) -> str:
        symbol = match.group(0)
        return format_html(
            '<span aria-hidden="true">{}</span><span class="visually-hidden"> {} </span>',
            symbol,
            words.suit_name(_SUIT_CODES[symbol], lang),
        )

    return _SYMBOL.sub(spoken, escaped)


@register.filter(is_safe=True)
def spoken_suits(text, lang: str = "") -> str:
    """Escape `text` (unless it is already safe HTML); each suit symbol drawn for the eye, its name
    for the ear, in `lang` when the text is in a language of its own (a ruling record's play, made
    in Turkish and read on the English desk, desk65), else in the page's."""
    return mark_safe(speak_suits(conditional_escape("" if text is None else text), lang or None))
