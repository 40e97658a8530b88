"""Template helpers for quiz pages: red hearts and diamonds in any text that names cards."""

import json
import re

from django import template
from django.utils.html import escape
from django.utils.safestring import mark_safe

from lawbook.templatetags.spoken_suits import speak_suits

register = template.Library()

_RANK = r"(?:10|[2-9AKQJRDV])"
# A red suit's symbol and its cards, as a holding is written: "♦A K 4 3" (the ranks one space apart;
# a rank after a space only when no letter follows it, nor a full stop and a lower-case word, the
# Turkish ordinal of "♦A 4. lövede").
_RED = re.compile(rf"([♥♦])((?:{_RANK}(?: {_RANK}(?!\w)(?!\.\s*[a-zçğıöşü]))*)?)")


def suit_colours(escaped: str) -> str:
    """Wrap ♥ and ♦ of already escaped text, with the cards written after them ("♦A K 4 3"), in a red
    span: the whole holding red, as the table page draws a red suit's symbol and every card of it
    (templates/situations/table.html, "card red")."""
    return _RED.sub(r'<span class="red">\1\2</span>', escaped)


@register.filter(is_safe=True)
def cards(text):
    """Escape, colour the red suits, say each suit in words to a screen reader (a11y60), keep line
    breaks."""
    return mark_safe(speak_suits(suit_colours(escape(text or ""))).replace("\n", "<br>"))


@register.filter
def full_stop(text) -> str:
    """The full stop that ends a sentence quoting `text`, unless the text ends one itself (a
    definition, a sentence offered as an answer): "Your answer: ... skor birimi." not "birimi.."."""
    return "" if str(text or "").rstrip().endswith((".", "!", "?", "…")) else "."


@register.filter
def get(mapping, key):
    return mapping.get(key) if hasattr(mapping, "get") else None


@register.filter
def as_json(value):
    """A query or an answer as the ruling engine's command line reads and writes it (one line)."""
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
