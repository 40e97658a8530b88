"""Law 16C2's second difference (grid79): the official Turkish makes unauthorised for the offending
side all information from a withdrawn action "whether taken by themselves or by their opponents", our
English translates it so, and the WBF's English names the side's own withdrawn action and those of
the non-offending side. They part only when both sides offend (17D3: a player of each side passed
out of rotation), where the auction table marks neither side. The note stands under 16C2 on the Law
16 page, in both languages, after the note's first difference (clearly / demonstrably suggested)."""

import pytest

from lawbook.tests.editions.law_pages import note_on_page

pytestmark = pytest.mark.django_db


def test_16c2_note_gives_both_texts_on_the_opponents_action(client):
    """TR 16C2: "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri
    tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir." WBF 16C2: "For an offending
    side, information arising from its own withdrawn action and from withdrawn actions of the
    non-offending side is unauthorized." """
    english = note_on_page(client, 16, "16C2", "en")
    turkish = note_on_page(client, 16, "16C2", "tr")
    for text in (english, turkish):
        assert "gerek kendileri gerekse rakipleri" in text
        assert "withdrawn actions of the non-offending side" in text
        assert "17D3" in text
    assert "demonstrably suggested" in english  # the note's first difference stays
    assert english.lstrip(">\n ").count("Editor's note:") == 1 and turkish.count("Editörün notu:") == 1
