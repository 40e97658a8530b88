"""trans95: Laws 23-39 (the auction's irregularities) read in three texts, the official Turkish
(fixtures/laws_tr.txt), our English (fixtures/laws_en.json) and the WBF's English (the 2017 Laws as
printed by the ACBL).

Each note below stands where the Turkish differs in meaning from the WBF's English; each is shown
under its paragraph on the Law page, in both languages (docs/translation-notes.md)."""

from html import unescape

import pytest
from django.urls import reverse
from django.utils import translation

from tests.seen import seen

pytestmark = pytest.mark.django_db


def law_page(client, number: int, lang: str) -> str:
    with translation.override(lang):
        url = reverse("lawbook:law", args=(number,))
    response = client.get(url)
    assert response.status_code == 200
    return unescape(seen(response.content.decode()))


def note_on_page(client, number: int, label: str, lang: str) -> str:
    html = law_page(client, number, lang)
    assert f'id="note-translation-{label}"' in html, f"no note on {label} ({lang})"
    return html.split(f'id="note-translation-{label}"', 1)[1].split("</aside>", 1)[0]


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
