"""Law 60A1 in the premature-play guide's read-out for the right lost: whose play forfeits it, and
when.

60A1: TR "Kusursuz tarafın bir üyesi sağındaki rakibin sırasız ya da vaktinden önce çıkması veya
oynamasından sonra ve bir onarma belirlenmeden önce, bir oyun oynarsa, o kusuru onarma hakkını
yitirir."; WBF "A play by a member of the non-offending side after his RHO has led or played out of
turn or prematurely, and before rectification has been assessed, forfeits the right to rectification
of that offense." 60C: TR "Kusurlu tarafın bir üyesinin düzeltme belirlenmeden önce oynaması
rakiplerinin haklarını etkilemez"; WBF "A play by a member of the offending side before rectification
has been assessed does not affect the rights of the opponents".

The read-out said "You played after the premature card; the right to rectification is lost" /
"Zamanından önce oynanan karttan sonra oynadınız": read to the table, it named neither the player
(the non-offending side's hand on the offender's left, which the question leading here names:
declarer, who plays dummy's cards) nor the time (before rectification was assessed); the offender's
partner, who may also have played after the premature card, forfeits nothing (60C; the engine's
`play_before_choice` tells the two apart) (qa268)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG = "premature-play"
KEYS = ["before-partner", "next-hand-played"]
WHOSE_PLAY = {
    "tr": "Deklaran, zamanından önce oynanan karttan sonra ve onarma belirlenmeden önce kusurlu oyuncunun solundaki elden oynadınız; onarma hakkı yitirildi",
    "en": "Declarer, you played from the hand on the offender's left after the premature card, before rectification was assessed; the right to rectification is lost",
}
ANYONE = {
    "tr": "Zamanından önce oynanan karttan sonra oynadınız;",
    "en": "You played after the premature card;",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_whose_play_forfeits_and_when(client, lang):
    reads(client, SLUG, KEYS, lang, WHOSE_PLAY[lang])
    never_reads(client, SLUG, KEYS, lang, ANYONE[lang])
