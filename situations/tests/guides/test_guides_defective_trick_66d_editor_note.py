"""66D differs in the two texts, and the defective-trick guide follows the Turkish: the difference now
has its editor's note (translation-66D), shown on the Law 66 page and beside 66D where the guide quotes it.

66D: TR "Eğer, böyle bir talep ileri sürüldüğünde, taraflardan birisi hakemin artık olayları tespit
edemeyeceği şekilde kartlarını karıştırmışsa, hakem diğer tarafın lehine karar verecektir." WBF "If the
Director can no longer ascertain the facts after such a claim has been made, and only one side has mixed
its cards, the Director shall rule in favor of the other side."

The guide's `MIXED_CARDS` said in its own words that the WBF adds "only one side" (audit rounds and
qa167 read it so), but no editor's note stood on the paragraph, as docs/translation-notes.md asks of
every paragraph where our English (the Turkish's) differs in meaning from the WBF's."""

from pathlib import Path

import pytest

from lawbook.tests.editions.law_pages import note_on_page
from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
AFTER_PLAY = ["see-cards", "after-play"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

NOTE = {
    "tr": (
        "Editörün notu:",
        "taraflardan birisi kartlarını",
        "and only one side has mixed its cards",
        "Resmî metin Türkçedir.",
    ),
    "en": (
        "Editor's note:",
        "only one side has mixed its cards, the Director shall rule in favor of the other side",
        "taraflardan birisi",
        "The Turkish is the official text.",
    ),
}


def test_the_official_turkish_66d_names_one_of_the_sides_not_only_one():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["66D"].text
    assert "taraflardan birisi hakemin artık olayları tespit edemeyeceği şekilde kartlarını karıştırmışsa" in text
    assert "yalnızca" not in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_law_66_page_shows_the_66d_note(client, lang):
    note = note_on_page(client, 66, "66D", lang)
    assert all(words in note for words in NOTE[lang]), note


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_after_play_ending_shows_the_66d_note_beside_its_quotation(client, lang):
    guide_pages.says(client, SLUG, AFTER_PLAY, lang, *NOTE[lang])
