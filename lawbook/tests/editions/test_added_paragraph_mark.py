"""A paragraph an edition added is marked "added", not "changed", on its Law page (qa78).

Walking the federation's edit as an Editor, 41E ("Yerin Kartları" / "Dummy's Cards", a sub-paragraph
the Laws do not have: Law 41 ends at 41D, TR "D. Yerin Eli", WBF "D. Dummy's Hand") was added to
draft 2017.1 beside a correction of 41A and published. The changelog listed "Paragraf 41E
(eklendi)" / "Paragraph 41E (added)", while /tr/yasa/41/ marked it "2017.1 baskısında değişti" and
/en/law/41/ "Changed in edition 2017.1", as if a reader had met it before. Its mark now says
"2017.1 baskısında eklendi" / "Added in edition 2017.1"; 41A's stays "değişti" / "Changed". No
paragraph of the Laws decides what a mark says.
"""

import pytest

from lawbook.editions import editions, tree_edits
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import Law, Paragraph
from lawbook.tests.htmlparse import links

pytestmark = pytest.mark.django_db

LAW = {"tr": "/tr/yasa/41/", "en": "/en/law/41/"}
MARKS = {
    "tr": [("41A", "2017.1 baskısında değişti"), ("41E", "2017.1 baskısında eklendi")],
    "en": [("41A", "Changed in edition 2017.1"), ("41E", "Added in edition 2017.1")],
}


@pytest.fixture
def published_with_41e():
    draft = editions.open_draft("2017.1", title="2017.1")
    corrected = Paragraph.objects.get(law__edition=draft.code, label="41A")
    corrected.text_tr += " Düzeltme."
    corrected.text_en += " Correction."
    corrected.save()
    law = Law.objects.get(edition=draft.code, number=41)
    place = tree_edits.place_for(law, "41E", Paragraph.objects.get(law=law, label="41D"))
    added = tree_edits.insert(
        Paragraph(
            heading_tr="Yerin Kartları",
            heading_en="Dummy's Cards",
            text_tr="Yer, açılan kartlarını oyun sonuna kadar masada tutar.",
            text_en="Dummy keeps his faced cards on the table until the end of play.",
        ),
        place,
    )
    text_changed(Change(Scope.of(paragraph=[corrected, added])))
    editions.publish(draft)
    return draft


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_added_paragraph_is_marked_added_and_a_corrected_one_changed(client, published_with_41e, lang):
    marks = links(client.get(LAW[lang]).content.decode(), "change-mark")
    assert [(m.inside[-1], m.text) for m in marks] == MARKS[lang]
    both = links(client.get(LAW[lang] + "?view=both").content.decode(), "change-mark")
    assert sorted({m.text for m in both}) == sorted(text for _, text in MARKS[lang])
