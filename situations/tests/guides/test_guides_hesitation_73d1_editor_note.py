"""73D1 differs in the two texts, and the hesitation guide follows the Turkish: the difference now has
its editor's note (translation-73D1), shown on the Law 73 page and beside 73D1 where the guide's
Ending for an opponent's hesitation quotes it.

73D1 (TR): "Ancak, oyuncular bu tür değişikliklerin kendi taraflarına yarayabileceği durumlarda
özellikle dikkatli olmalıdırlar. Bir konuşma veya oyunun yapılışındaki hız veya tavrı kasıtsız olarak
değiştirmek bir kural ihlali değildir, ama bu tür tempo değişiklikleri yalnızca rakipler için izinli
bilgi olup, rakip oyuncuların bu tempo değişikliklerini yorumlama riski kendilerine aittir."
73D1 (WBF): "However, players should be particularly careful when variations may work to the benefit
of their side. Otherwise, unintentionally to vary the tempo or manner in which a call or play is made
is not an infraction. Inferences from such variations are authorized only to the opponents, who may
act upon the information at their own risk."

The Turkish says an unintentional variation is no infraction with no qualifier; the WBF's "Otherwise"
sets apart the positions where a variation may work to the benefit of the player's side. The guide's
Ending says "kasıtsız olarak değiştirmek bir kural ihlali değildir" / "is not an infraction", as the
Turkish does, and no note said that the WBF's English differs there."""

from pathlib import Path

import pytest

from lawbook.tests.editions.law_pages import note_on_page
from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["opponent"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

NOTE = {
    "tr": (
        "Editörün notu:",
        "kasıtsız olarak değiştirmek bir kural ihlali değildir",
        "Otherwise, unintentionally to vary the tempo or manner in which a call or play is made is not an infraction",
        "Resmî metin Türkçedir",
    ),
    "en": (
        "Editor's note:",
        "Otherwise, unintentionally to vary the tempo or manner in which a call or play is made is not an infraction",
        "kasıtsız olarak değiştirmek bir kural ihlali değildir",
        "The Turkish is the official text",
    ),
}


def test_the_official_turkish_73d1_says_it_without_otherwise():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["73D1"].text
    assert (
        "özellikle dikkatli olmalıdırlar. Bir konuşma veya oyunun yapılışındaki hız veya tavrı kasıtsız olarak" in text
    )
    assert "aksi halde" not in text.lower() and "bunun dışında" not in text.lower()


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_law_73_page_shows_the_73d1_note(client, lang):
    note = note_on_page(client, 73, "73D1", lang)
    assert all(words in note for words in NOTE[lang]), note


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_opponent_ending_says_73d1_as_the_turkish_and_shows_the_note_beside_it(client, lang):
    line = {
        "tr": "Bir konuşma ya da oyunun yapılışındaki hızı ya da tavrı kasıtsız olarak değiştirmek bir kural ihlali değildir;",
        "en": "Unintentionally varying the tempo or manner in which a call or play is made is not an infraction;",
    }[lang]
    guide_pages.says(client, SLUG, KEYS, lang, line, *NOTE[lang])
