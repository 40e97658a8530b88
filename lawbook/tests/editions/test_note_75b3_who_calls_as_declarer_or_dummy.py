"""The 75B3 editor's note names the second difference of the texts: who calls the Director after the
final pass when the misexplained player's side is declaring.

75B3 (TR): "Oyuncunun ortağı, artırma devam ederken, hatalı açıklamayı düzelmek için herhangi bir şey
yapmamalıdır ... Ortağı deklaran veya yer olursa, oyuncu son pas’tan sonra Hakemi çağırmalı ve düzeltmeyi
yapmalıdır." In 75B "oyuncu" is the player who gave the explanation (75B2 "Bir oyuncu kendi hatasının
farkına varırsa"; 75B3 "Oyuncunun ortağı"); our English: "If his partner becomes declarer or dummy, the
player must summon the Director after the final pass and make the correction."
75B3 (WBF): "If the player's partner is to be declarer or dummy, he must, after the final pass, call the
Director and then provide a correction": "he" is the player's partner, as in 20F5(b)(ii) of both texts.
The note said only the first sentence's difference (qa206 left the second for the lead)."""

import json
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures"


def note(lang: str) -> str:
    notes = json.loads((FIXTURES / "editor_notes.json").read_text(encoding="utf-8"))
    return notes["translation-75B3"][lang]


def laws(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def test_the_texts_say_what_the_note_quotes():
    assert "Ortağı deklaran veya yer olursa, oyuncu son pas’tan sonra Hakemi çağırmalı" in laws("laws_tr.txt")
    assert "If his partner becomes declarer or dummy, the player must summon the Director after the final pass" in laws(
        "laws_en.json"
    )


def test_the_note_names_the_player_in_the_turkish_and_the_partner_in_the_wbf():
    en = note("en")
    assert '"the player" (⁅oyuncu⁆), the word Law 75B uses for the player who gave the explanation' in en
    assert "If the player's partner is to be declarer or dummy, he must, after the final pass, call the Director" in en
    assert "Law 20F5(b)(ii) puts this duty on the partner" in en
    tr = note("tr")
    assert 'Hakemi çağırıp düzeltmeyi yapacak olan "oyuncu"dur' in tr
    assert (
        "⁅If the player's partner is to be declarer or dummy, he must, after the final pass, call the Director⁆" in tr
    )
