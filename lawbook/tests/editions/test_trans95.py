"""trans95: Laws 23-39 (the auction's irregularities) read in three texts, the official Turkish
(fixtures/laws_tr.txt), our English (fixtures/laws_en.json) and the WBF's English (the 2017 Laws as
printed by the ACBL).

Each note below stands where the Turkish differs in meaning from the WBF's English; each is shown
under its paragraph on the Law page, in both languages (docs/translation-notes.md)."""

import pytest

from lawbook.tests.editions.law_pages import note_on_page

pytestmark = pytest.mark.django_db


# TR 37A: "soldaki rakip hakem bir onarma belirlemeden konuşursa, bu konuşma ve sonraki tüm yasal
# konuşmalar geçerli olarak kalırlar". WBF 37A: "offender's LHO calls before the Director has ruled
# on rectification, that call and all subsequent calls stand."
def test_the_37a_note_stands_under_its_paragraph_in_both_languages(client):
    english = note_on_page(client, 37, "37A", "en")
    turkish = note_on_page(client, 37, "37A", "tr")
    assert english.lstrip(">\n ").count("Editor's note:") == 1
    assert "sonraki tüm yasal konuşmalar" in english and "that call and all subsequent calls stand" in english
    assert "Editörün notu:" in turkish
    assert "sonraki tüm yasal konuşmalar" in turkish and "that call and all subsequent calls stand" in turkish
