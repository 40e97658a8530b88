"""Law 57C3 in the premature-play guide's read-out for declarer's early play: a lead is excepted.

57C3: TR "Deklaran veya yer tarafından zamanından önce oynanan (löveye çıkış hariç) herhangi bir
kart, oynanmış kart sayılır, ve eğer yasalara uygun kart ise geri alınamaz."; WBF "A premature play
(not a lead) by declarer from either hand is a played card and if legal may not be withdrawn."

The read-out said "Your premature card is a played card and, if legal, may not be withdrawn" /
"Zamanından önce oynadığınız kart oynanmış karttır": without the exception, a premature lead by
declarer was read out as a card that may not be withdrawn (qa268). The Ending's `now` and the question
leading to it say "(not a lead)"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG = "premature-play"
KEYS = ["declarer-early"]
NOT_A_LEAD = {
    "tr": "Zamanından önce oynadığınız kart (löveye çıkış hariç) oynanmış karttır ve yasalsa geri alınamaz (Yasa 57C3).",
    "en": "Your premature card (not a lead) is a played card and, if legal, may not be withdrawn (Law 57C3).",
}
ANY_CARD = {
    "tr": "Zamanından önce oynadığınız kart oynanmış karttır",
    "en": "Your premature card is a played card",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_excepts_a_lead(client, lang):
    reads(client, SLUG, KEYS, lang, NOT_A_LEAD[lang])
    never_reads(client, SLUG, KEYS, lang, ANY_CARD[lang])
