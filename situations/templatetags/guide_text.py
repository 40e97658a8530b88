"""A guide's text on its page (lawbook/text/language_parts.py, a11y66): the words quoted in the other
language in a span carrying their `lang` (WCAG 3.1.2), each suit symbol said as its name
(lawbook/templatetags/spoken_suits.py).

Two filters for a guide's Text (anything else is drawn as `spoken_suits` draws it):
`guide_text_with_links` links each paragraph the words cite (situations/citation_links.py), for a
Text standing on its own on a step or an ending page; `guide_text` draws the words alone, for a Text
inside a link (an answer's button, the trail: no link in a link) and for the read-out page (a script
read aloud at the table).

Two for words that are not a guide's (desklinks2): `words_with_links` for a sentence of the catalogue
or of a view (the score forms' notes, the desk's results) standing on its own; `label_apart` for a
form label ending in its citation, whose link stands beside the <label>, not inside it (a tap on a
radio button's words chooses the option).

Two for the engine's sentences (situations.engine_words.describe), whose words marked in the other
language (the claim's "double dummy" in Turkish) are drawn in a span of their `lang` (qa106):
`engine_sentence` on the table page; `engine_sentence_with_links`, which also links the paragraphs a
sentence cites, on a guide's ending with the engine's example.

Each filter's words keep a label that a line could break ("30B1(b)" | "(ii)") whole, by
lawbook/text/whole_labels.py's `keep_whole`, as the Law pages and the book do (polish71); a linked
citation is kept whole by its element's `white-space: nowrap` (static/css/site.css's a.guide-cite)."""

from functools import lru_cache, partial

from django import template
from django.utils.html import escape
from django.utils.safestring import mark_safe

from lawbook.templatetags.spoken_suits import speak_suits, spoken_suits
from lawbook.text.language_parts import UnbalancedMark, html
from lawbook.text.whole_labels import keep_whole

from ..citation_links import Labelled, drawn_from, linked, split_label
from ..guide import Text, current_lang

register = template.Library()


@register.filter(is_safe=True)
def guide_text(text) -> str:
    if not isinstance(text, Text):
        return spoken_suits(text)
    lang = current_lang()
    return mark_safe(keep_whole(speak_suits(html(text.marked_in(lang), lang), lang)))


@register.filter(is_safe=True)
def guide_text_with_links(text) -> str:
    if not isinstance(text, Text):
        return spoken_suits(text)
    lang = current_lang()
    return _with_links(text.marked_in(lang), lang, drawn_from())


# A guide's Text is code and its links are drawn from the current edition's paragraphs: the same HTML
# for every request of one content version, edition, language and script prefix (`drawn_from`, which a
# publication moves). Drawing them was some 15 % of a step's or an ending's CPU (docs/benchmarks.md,
# suite45). Some 6 000 Texts in both languages; older versions' drawings leave as the cache fills.
@lru_cache(maxsize=16_384)
def _with_links(marked: str, lang: str, drawn: tuple) -> str:
    return mark_safe(keep_whole(speak_suits(html(marked, lang, partial(linked, lang=lang)), lang)))


@register.filter(is_safe=True)
def words_with_links(words, site="") -> str:
    """Plain words (a catalogue string, which `{% translate %}` marks safe though it is words, or a
    view's sentence) escaped, each paragraph they cite linked; a suit symbol is left as it was drawn
    (`spoken_suits` after this filter says it, as for the engine's sentences). `site`, where given,
    makes the addresses absolute (`words_with_links:site` in a feed entry)."""
    return mark_safe(keep_whole(linked("" if words is None else str(words), current_lang(), str(site or ""))))


@register.filter
def label_apart(words) -> Labelled:
    """A form label's words and, to stand beside the <label>, the citation it ends in, linked."""
    return split_label(str(words), current_lang())


@register.filter(is_safe=True)
def engine_sentence(sentence) -> str:
    """One of the engine's sentences, its marked words in a span of their `lang` (the table page)."""
    return _engine_sentence(str(sentence), current_lang(), escape)


@register.filter(is_safe=True)
def engine_sentence_with_links(sentence) -> str:
    """The same, each paragraph the sentence cites linked (a guide's ending with the engine's example)."""
    lang = current_lang()
    return _engine_sentence(str(sentence), lang, partial(linked, lang=lang))


def _engine_sentence(sentence: str, lang: str, own) -> str:
    try:
        return mark_safe(keep_whole(speak_suits(html(sentence, lang, own), lang)))
    except UnbalancedMark:
        # not one of the engine's own sentences (its refusal quotes what it was sent): as words
        return mark_safe(keep_whole(speak_suits(own(sentence), lang)))
