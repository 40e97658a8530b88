"""The read-out of the inadmissible-call guide's passed-out Ending keeps 22B's parenthesis, "but see
Law 25": an unintended pass may still be changed until the hands are back in the board.

22B (TR, official): "Dört oyuncunun pas geçmesi durumunda (ancak bkz. Yasa 25). Eller oynanmaksızın
borda geri konulur. Deste yeniden dağıtılmayacaktır."; WBF "all four players pass (but see Law 25). The
hands are returned to the board without play. There shall not be a redeal." 25A1 (TR): "bu
konuşmasını, ortağının henüz konuşmamış olması kaydıyla, aslında yapmak istediği konuşma ile
değiştirebilir"; WBF "he may, until his partner makes a call, substitute the call he intended for the
unintended call". 25A5 (TR): "Oyuncunun ortağına tekrar sıra gelmeden artırmanın bitmesi durumunda,
artırım sürecinin bitmesinden sonra herhangi bir değişiklik yapılamaz (bkz. Yasa 17D)."; WBF "If the
auction ends before it reaches the player's partner no substitution may occur after the end of the
auction period". 17D2 (TR): "Oyunculardan hiçbiri artırımda bulunmazsa (bkz. Yasa 22B), dört elin
tamamının bord ceplerine geri konması ile Artırım Süreci sona erer."; WBF "If no player bids (see Law
22B) the auction period ends when all four hands have been returned to the board."

The page says so in its advice; the read-out said "the board is not played (Law 22B)" and that the
later call is cancelled, with no exception, though that call may be the change of an unintended
fourth pass."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import reads

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
KEYS = ["after-final-pass", "passed-out"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

READ_OUT = {
    "tr": (
        "bord oynanmaz (Yasa 22B), ancak bkz. Yasa 25: pasını istemeden yapan oyuncu, ortağı ondan sonra konuşmadıysa, dört el borda geri konana kadar onu değiştirebilir (Yasa 25A1, 25A5, 17D2).",
        "Aksi halde sonraki konuşma iptal edilir (Yasa 39A).",
    ),
    "en": (
        "the board is not played (Law 22B), but see Law 25: a player whose pass was unintended may change it, if his partner has not called since, until the four hands are returned to the board (Laws 25A1, 25A5, 17D2).",
        "Otherwise the later call is cancelled (Law 39A).",
    ),
}


def test_the_official_turkish_22b_sends_to_law_25():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "(ancak bkz. Yasa 25)" in paragraphs["22B"].text
    assert "dört elin tamamının bord ceplerine geri konması ile Artırım Süreci sona erer" in paragraphs["17D2"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_keeps_22b_but_see_law_25(client, lang):
    reads(client, SLUG, KEYS, lang, *READ_OUT[lang])
