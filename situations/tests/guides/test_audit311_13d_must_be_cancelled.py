"""The after-play Ending of the wrong-number-of-cards guide says 13D's obligation: "must be cancelled"
(WBF) / "iptal edilmeli ... verilmelidir" (the official Turkish), with each text's own bracket on 86B.

13D (WBF): "When it is determined after play ends that a player's hand originally contained more than 13
cards with another player holding fewer, the result must be cancelled and an adjusted score awarded (Law
86B may apply). An offending contestant is liable to a procedural penalty."
13D (TR): "Oyunculardan birinde 13'ten fazla kart bulunduğu, bir diğerinde ise eksik sayıda kart olduğu
oyun bittikten sonra fark edilirse, masa skoru iptal edilmeli ve bord için ayarlı skor verilmelidir.
(Yasa 86B dikkate alınmalıdır.) Kusura neden olan taraf için prosedür ceza uygulanabilir."

The page and the read-out said the present, "is cancelled and an adjusted score awarded (Law 86B is taken
into account)" / "iptal edilir ve ... ayarlı skor verilir (Yasa 86B dikkate alınır)", from before the
modal-verb rule (CONTRIBUTING.md, "Add a situation guide", point 1). The bracket is each text's own:
86B applies in team play only, by its own conditions, in both texts (qa122, qa185: no difference of
ruling, no editor's note). The last sentence ("may be applied" / "verilebilir") is unchanged."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["after-play"]

NOW = {
    "en": "the table result must be cancelled and an adjusted score awarded for the board (Law 86B may apply). A procedural penalty may be applied to the side that caused the fault (Law 13D).",
    "tr": "masa skoru iptal edilmeli ve bord için ayarlı skor verilmelidir (Yasa 86B dikkate alınmalıdır). Kusura neden olan tarafa prosedür cezası verilebilir (Yasa 13D).",
}
READ = {
    "en": "the table result must be cancelled and an adjusted score awarded (Law 86B may apply); the side that caused the fault may get a procedural penalty (Law 13D).",
    "tr": "masa skoru iptal edilmeli ve ayarlı skor verilmelidir (Yasa 86B dikkate alınmalıdır); kusura neden olan tarafa prosedür cezası verilebilir (Yasa 13D).",
}
OLD = {
    "en": ("the table result is cancelled", "(Law 86B is taken into account)"),
    "tr": ("masa skoru iptal edilir", "(Yasa 86B dikkate alınır)"),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_13d_s_must(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, *OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_13d_s_must(client, lang):
    reads(client, SLUG, KEYS, lang, READ[lang])
    never_reads(client, SLUG, KEYS, lang, *OLD[lang])
