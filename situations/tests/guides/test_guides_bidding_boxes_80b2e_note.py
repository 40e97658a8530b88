"""The unintended-call guide names bidding boxes from the official Turkish 80B2(e), where the WBF
English does not: the difference has its editor's note on the Law 80 page (translation-80B2(e)).

80B2(e): TR "Bu yasalara uygun bir şekilde, deklare ve oyun için özel şartları belirlemek (Yazılı
artırım, deklare kutuları, perdeler gibi perdenin diğer tarafına iletilmeyen hareketler için
öngörülmüş prosedürde değişiklik yapılabilir)."; WBF "to establish the conditions for bidding and play
in accordance with these laws, together with any special conditions (as, for example, play with
screens [-] provisions for rectification of actions not transmitted across the screen may be
varied)."."""

import pytest

from lawbook.tests.editions.law_pages import note_on_page
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db


def test_the_guide_s_bidding_boxes_rest_on_the_turkish_80b2e_and_its_note_says_the_wbf_differs(client):
    guide_pages.says(client, "unintended-call", [], "en", "names bidding boxes", "Law 80B2(e)")
    english = note_on_page(client, 80, "80B2(e)", "en")
    turkish = note_on_page(client, 80, "80B2(e)", "tr")
    assert "Editor's note:" in english and "Editörün notu:" in turkish
    for words in ("as, for example, play with screens", "provisions for rectification", "Bidding boxes"):
        assert words in english
    for words in ("deklare kutuları", "as, for example, play with screens", "Türkçe metin resmî metindir"):
        assert words in turkish
