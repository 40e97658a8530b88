"""A label written in words is given an element that keeps it whole on a line (lawbook/text/whole_labels.py),
and the book's reading back finds a label a line end broke (lawbook/pages/book_check.broken_labels)."""

from __future__ import annotations

import pytest
from django.template import Context, Template

from lawbook.pages.book_check import broken_labels
from lawbook.text.whole_labels import keep_whole


def test_a_label_that_could_break_is_wrapped_with_its_suffix():
    # 23C's editor's note, as the page draws it (the apostrophe escaped).
    note = "WBF&#x27;nin İngilizce metni 30B1(b)(ii)&#x27;yi değil, 30B1(b)(i)&#x27;i gösterir (30B1(b)(ii) eşdeğer"
    assert keep_whole(note) == (
        'WBF&#x27;nin İngilizce metni <span class="whole-label">30B1(b)(ii)&#x27;yi</span> değil,'
        ' <span class="whole-label">30B1(b)(i)&#x27;i</span> gösterir (<span class="whole-label">30B1(b)(ii)</span> eşdeğer'
    )
    assert keep_whole("see 80B2/k and 40B2(a)(iv).") == (
        'see <span class="whole-label">80B2/k</span> and <span class="whole-label">40B2(a)(iv)</span>.'
    )


def test_a_label_with_no_break_inside_or_in_its_own_element_or_an_attribute_is_left_as_it_is():
    # "12C1(b)": no line may end inside it (a digit before "(", a suffix after ")"), so no element is added.
    assert keep_whole("Yasa 12C1(b)&#x27;ye göre, 17D1, 2017") == "Yasa 12C1(b)&#x27;ye göre, 17D1, 2017"
    linked = '<a class="cite" href="#p-30B1bii" data-label="30B1(b)(ii)">30B1(b)(ii)</a>'
    own = '<a class="para-label" href="#p-40B2aiv">40B2(a)(iv)</a>'
    assert keep_whole(linked + " " + own) == linked + " " + own


def test_a_label_in_text_not_drawn_or_inside_a_labels_own_element_is_not_wrapped():
    # A span inside <title> is shown as its characters in the tab and the PDF's metadata; one inside
    # <style> changes the stylesheet. The text after them is wrapped as ever.
    assert keep_whole("<title>Yasa 30B1(b)(ii)</title><p>bkz. 30B1(b)(ii)</p>") == (
        '<title>Yasa 30B1(b)(ii)</title><p>bkz. <span class="whole-label">30B1(b)(ii)</span></p>'
    )
    assert keep_whole("<style>/* 40B2(a)(iv) */</style>") == "<style>/* 40B2(a)(iv) */</style>"
    # A citation link holding another element (a language span) before its label: the label is the
    # link's, kept whole by the stylesheet; no second span inside it, and a label after the link is wrapped.
    linked = '<a class="cite" href="#p-30B1bii"><span lang="tr">Yasa</span> 30B1(b)(ii)</a>'
    assert keep_whole(linked + " ve 40B2(a)(iv)") == linked + ' ve <span class="whole-label">40B2(a)(iv)</span>'


def test_an_editors_note_on_a_page_draws_its_labels_whole():
    drawn = Template("{% load language_parts %}{{ note|language_parts:'en' }}").render(
        Context({"note": "The WBF's English cites 30B1(b)(i), the comparable-call case."})
    )
    assert 'cites <span class="whole-label">30B1(b)(i)</span>, the' in drawn


@pytest.mark.parametrize(
    "text, broken",
    [
        ("metni 30B1(b)\n(ii)'yi değil", ["page 1: 30B1(b)|(ii)'yi"]),
        ("kural (30B1(b)\n(ii)) der", ["page 1: 30B1(b)|(ii))"]),
        ("bkz. 30B1(b)(\nii), x", ["page 1: 30B1(b)(|ii)"]),
        ("Yasa 80B2/\nk ile", ["page 1: 80B2/|k"]),
        ("Yasa 50D2(a)\n'ya göre", ["page 1: 50D2(a)|'ya"]),
        ("Yasa 17\n'de", ["page 1: 17|'de"]),
        # A line end where the text has a space: a whole label, or a word after one.
        ("16D'nin\nbaşlığı", []),
        ('period is 17D\n("End', []),
        ("30B1(b)(ii)\nve", []),
        ("Law 12C1(b)\napplies", []),
        ("Yasa\n12C1(b)", []),
        ("in 2017\n'de", []),
    ],
)
def test_the_book_read_back_finds_a_line_end_inside_a_label(text, broken):
    assert broken_labels(["a first page", text]) == [line.replace("page 1", "page 2") for line in broken]
