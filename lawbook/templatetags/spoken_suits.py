"""Suit symbols a screen reader says as words (qa59): "♥" alone is read by its Unicode name, "black
heart suit", so the table's heading "4♥ · South" was heard as "4 black heart suit · South". The
symbol stays drawn (hidden from the reader) and the suit's name in the page's language is read in
its place (hidden from the eye)."""

import re

from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

from rulings.cards import Card

register = template.Library()

_SUIT_CODES = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
_SYMBOL = re.compile("[♣♦♥♠]")


def suit_word(symbol: str, lang: str) -> str:
    """ "Kör" / "Hearts" for "♥"."""
    return Card.parse(_SUIT_CODES[symbol] + "A").suit.name_in("tr" if lang == "tr" else "en")


@register.filter(is_safe=True)
def spoken_suits(text) -> str:
    """Escape `text`; each suit symbol drawn for the eye, its name (after a space) for the ear."""
    lang = (get_language() or "tr")[:2]

    def spoken(match: re.Match) -> str:
        symbol = match.group(0)
        return format_html(
            '<span aria-hidden="true">{}</span><span class="visually-hidden"> {}</span>',
            symbol,
            suit_word(symbol, lang),
        )

    return mark_safe(_SYMBOL.sub(spoken, escape("" if text is None else text)))
