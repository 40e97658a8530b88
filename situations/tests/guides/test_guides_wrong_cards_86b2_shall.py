"""The fouled-board Ending's team-play sentence says 86B2's verbs: the WBF's "shall" in English, the
official Turkish's present in Turkish.

86B2 (WBF): "(a) If no contestant was at fault, the Director shall cancel the board(s) and award one or
more artificial adjusted scores [see Law 12C2] or, if time permits, play one or more substitute boards
(but see A above). (b) If only one contestant was at fault, the Director shall award to the
non-offending side, for each board in question, either an artificial adjusted score of average plus
[see Law 12C2(b)] or an assigned adjusted score, whichever is more favorable. The offending side shall
receive the complement of the score awarded to their opponents. (c) If both contestants were at fault,
the Director shall cancel the board(s) and award one or more artificial adjusted scores [see Law 12C2]."

86B2 (TR): "(a) Yarışmacılardan hiç birisinin kusuru yoksa, Hakem bord(ları) iptal eder ve bir veya daha
fazla sayıda suni ayarlı skor atar (bkz Yasa 12 C2) veya yeterli zaman varsa bir veya daha fazla sayıda
yedek bord oynattırır. (Ancak bkz yukarıdaki A bendi.) (b) Yalnızca bir tek yarışmacı kusurlu ise, Hakem
kusursuz tarafa, ... suni ayarlı skor ortalama üstü şeklinde suni ayarlı skor (bkz Yasa 12C2(b)), veya
atanmış bir ayarlı bir skor verir (hangisi daha yüksek ise). Kusurlu taraf ise, rakipleri için atanan
skorun karşılığı olarak tamamlayıcı skoru alır. (c) Her iki yarışmacı taraf ta kusurlu ise, Hakem
bord(ları) iptal eder ve bir veya daha fazla sayıda suni ayarlı skor atar."

The English said "the Director cancels the board and awards", "the non-offending side gets ... and the
offending side the complement", "he cancels the board and awards" (qa296's note). The Turkish says the
official present ("iptal edip ... verir", "verir", "alır") and stays."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["fouled"]


def test_86b2_says_shall_in_english(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "if no contestant was at fault the Director shall cancel the board and award artificial adjusted scores or, if time permits, have a substitute board played (but see Law 86A); if only one was at fault, he shall award the non-offending side the more favourable of average plus and an assigned adjusted score, and the offending side shall receive the complement; if both were at fault, he shall cancel the board and award artificial adjusted scores.",
    )
    for old in (
        "the Director cancels the board and awards",
        "he cancels the board and awards",
        "the non-offending side gets",
    ):
        never_says(client, SLUG, KEYS, "en", old)


def test_86b2_keeps_the_official_present_in_turkish(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "hiçbir yarışmacı kusurlu değilse hakem bordu iptal edip yapay ayarlı skor verir ya da zaman elveriyorsa yedek bord oynatır (ancak bkz. Yasa 86A); yalnızca biri kusurluysa kusursuz tarafa ortalama üstü ile atanmış ayarlı skordan hangisi daha yüksekse onu verir, kusurlu taraf bunun tamamlayıcısını alır; ikisi de kusurluysa bordu iptal edip yapay ayarlı skor verir.",
    )
