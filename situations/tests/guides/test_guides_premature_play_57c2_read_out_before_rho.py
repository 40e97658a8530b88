"""Law 57C2 in the premature-play guide's read-out for dummy's card played or suggested on his own:
the card is one dummy played before his right-hand opponent.

57C2: TR "Eğer Yer, kendi iradesi ile, sağındaki rakipten önce bir kartı oynar veya oynanmasını
önerecek şekilde tavır alırsa, defans oyuncusunun ortağından önce oynaması herhangi bir onarmaya tabi
değildir."; WBF "A defender is not subject to rectification for playing before his partner if dummy
has of his own volition prematurely selected a card before his RHO or has illegally suggested that
one be played."

The read-out said "Dummy played or suggested a card on his own" / "Yer kendiliğinden bir kart oynadı
ya da önerdi": without "before his right-hand opponent" / "sağındaki rakipten önce", a card dummy
played unbidden at his own turn was read out as exempting the defender (qa268). The Ending's page
says the condition (its `now` and the question that leads to it)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG = "premature-play"
KEYS = ["before-partner", "dummy-acted"]
BEFORE_RHO = {
    "tr": "Yer kendi iradesiyle, sağındaki rakipten önce bir kart oynadı ya da bir kartın oynanmasını önerdi",
    "en": "Dummy of his own volition played a card before his right-hand opponent, or suggested one",
}
ON_HIS_OWN = {
    "tr": "Yer kendiliğinden bir kart oynadı ya da önerdi",
    "en": "Dummy played or suggested a card on his own",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_dummys_card_came_before_his_rho(client, lang):
    reads(client, SLUG, KEYS, lang, BEFORE_RHO[lang])
    never_reads(client, SLUG, KEYS, lang, ON_HIS_OWN[lang])
