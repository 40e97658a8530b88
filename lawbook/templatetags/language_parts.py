"""A text whose words quoted in the other language are marked (lawbook/text/language_parts.py,
notes67) on a page: each quotation in a span carrying its `lang` (WCAG 3.1.2, Language of Parts),
each suit symbol said as its name (spoken_suits), the rest escaped. The editor's notes are drawn
through it (templates/lawbook/editor_note.html); a text without marks comes out as `spoken_suits`
draws it. A label the note writes in words that a line could break ("30B1(b)(ii)") is kept whole
(lawbook/text/whole_labels.py)."""

from django import template
from django.utils.safestring import mark_safe

from ..text.language_parts import html
from ..text.whole_labels import keep_whole
from .spoken_suits import speak_suits

register = template.Library()


@register.filter(is_safe=True)
def language_parts(marked, lang: str) -> str:
    """`marked`, written in `lang` ("tr" or "en"), as HTML."""
    return mark_safe(keep_whole(speak_suits(html(marked or "", lang))))
