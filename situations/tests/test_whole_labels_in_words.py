"""The guides' text, the engine's sentences and the catalogue's sentences keep a label a line could
break ("30B1(b)" | "(ii)", UAX #14) whole, by lawbook/text/whole_labels.py's `keep_whole` (polish71):
where a label is not linked (a Text inside a button or read aloud, the table page's engine
sentences, a label quoted) it is given a `span.whole-label`; a linked one is kept whole by its
link's nowrap (site.css's a.guide-cite) and is not wrapped twice. The browser's view of the same:
test_browser_whole_labels.py."""

import pytest
from django.utils import translation

from situations.guide import Text
from situations.templatetags.guide_text import (
    engine_sentence,
    engine_sentence_with_links,
    guide_text,
    guide_text_with_links,
    words_with_links,
)

WHOLE = '<span class="whole-label">30B1(b)(ii)</span>'
# 30B1(b)(ii): TR "... sonraki yasal pas kusurlu oyuncunun ortağının pas demesi için ..." is the
# engine's and the guides' paragraph of a pass out of rotation (rulings/laws.py); its words here are
# only the sentence a filter is given.
SENTENCE = {"tr": "Yasa 30B1(b)(ii) uygulanır.", "en": "Law 30B1(b)(ii) applies."}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_label_not_linked_is_kept_whole(lang):
    with translation.override(lang):
        assert WHOLE in guide_text(Text(SENTENCE["tr"], SENTENCE["en"]))
        assert WHOLE in engine_sentence(SENTENCE[lang])


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_linked_label_is_kept_whole_by_its_link_and_a_quoted_one_by_a_span(lang):
    with translation.override(lang):
        for drawn in (
            guide_text_with_links(Text(SENTENCE["tr"], SENTENCE["en"])),
            engine_sentence_with_links(SENTENCE[lang]),
            words_with_links(SENTENCE[lang]),
        ):
            assert 'class="guide-cite"' in drawn and "30B1(b)(ii)</a>" in drawn
            assert "whole-label" not in drawn
        # A label between quotation marks is the quoted words, not linked (citation_links); still whole.
        assert WHOLE in words_with_links("“30B1(b)(ii)”")
