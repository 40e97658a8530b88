"""The Laws a ruling record applies are checked against the paragraphs' places the links read
(lawbook.quoting.paragraph_places, kept per content version and current edition), not asked of the
database once a label typed (desk/laws.py, desklinks2): the same answers. No paragraph of the Laws
decides what the desk accepts; the labels are the Laws' (41D TR "D. Yerin Eli", WBF "D. Dummy's
Hand"; Law 41 ends there in both texts)."""

import pytest
from django.utils import translation

from desk.laws import LawsError, read_laws
from lawbook.editions import editions, tree_edits
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import Law, Paragraph

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def english():
    with translation.override("en"):
        yield


def test_a_label_the_edition_has_is_kept_in_citation_form():
    assert read_laws("41d, Law 16B1a, 93") == "41D, 16B1(a), 93"


def test_a_label_the_edition_lacks_is_named():
    with pytest.raises(LawsError, match=r"The Laws have no paragraph 41E\.") as raised:
        read_laws("41D, 41E, 12C9")
    assert "The Laws have no paragraph 12C9." in str(raised.value)


@pytest.fixture
def draft_with_41e():
    """An Editor's draft adding 41E, a paragraph the current edition does not have."""
    draft = editions.open_draft("2017.1", title="2017.1")
    law = Law.objects.get(edition=draft.code, number=41)
    place = tree_edits.place_for(law, "41E", Paragraph.objects.get(law=law, label="41D"))
    added = tree_edits.insert(
        Paragraph(heading_tr="Yerin Kartları", heading_en="Dummy's Cards", text_tr="Yer.", text_en="Dummy."), place
    )
    text_changed(Change(Scope.of(paragraph=[added])))
    return draft


def test_a_paragraph_only_a_draft_has_is_refused_until_it_is_published(draft_with_41e):
    """A draft is not the current edition (readers cannot see it): its 41E is no paragraph of the
    Laws the desk applies until the draft is published; then it is, at once (the publication moves
    the content version the places are kept by)."""
    assert Paragraph.objects.filter(law__edition=draft_with_41e.code, label="41E").exists()
    with pytest.raises(LawsError, match=r"The Laws have no paragraph 41E\."):
        read_laws("41E")
    editions.publish(draft_with_41e)
    assert read_laws("41E") == "41E"
