"""27B3 in the insufficient-bid guide and the engine's Turkish 27B3 line, in the Law's own words (qa276).

27B3, Turkish (official): "Yukarıda B1(b) ile hükme bağlananın dışında, kusurlu oyuncu yetersiz
deklaresini bir kontr veya sürkontr ile düzeltme girişiminde bulunursa, yapılmak istenen bu konuşma
iptal edilir. Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı
konuşma sırası kendisine her geldiğinde pas geçmek zorundadır."
WBF English: "except as provided in B1(b) above, if the offender attempts to substitute a double or a
redouble for his insufficient bid the attempted call is cancelled. The offender must replace it as the
foregoing allows and his partner must then pass whenever it is his turn to call."

The guide said "kusurlu oyuncu (yeterli bir deklare ya da pasla) yeniden düzeltir" / "the offender corrects
again": neither the Turkish's criteria nor the WBF's "must". qa272 brought the auction quiz to these words;
the guide and the engine's Turkish line follow (the engine's English already says "must")."""

import pytest

import rulings
from situations.engine_words import describe
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"

NOW = {
    # the not-yet step's options line
    ("not-yet",): {
        "tr": "kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı her sırasında pas geçmek zorundadır",
        "en": "the offender must replace it as the foregoing allows and his partner must pass at every turn",
    },
    # the double Ending
    ("not-accepted", "double"): {
        "tr": "kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltir (Yasa 27B3).",
        "en": "the offender must replace it as the foregoing allows, with a sufficient bid or a pass (Law 27B3).",
    },
    # the early correction, refused
    ("replaced-early", "reject"): {
        "tr": "kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı, yeni düzeltme ne olursa olsun",
        "en": "the offender must replace it as the foregoing allows and his partner must pass at every turn, whatever the new correction.",
    },
}
OLD_EN = ("corrects again", "correct again")

SCRIPT = {
    "tr": "konuşmanızı yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltirsiniz (Yasa 27B3).",
    "en": "you must replace it as the foregoing allows, with a sufficient bid or a pass (Law 27B3).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", list(NOW))
def test_the_guide_states_27b3_in_the_law_s_words(client, keys, lang):
    says(client, SLUG, list(keys), lang, NOW[keys][lang])
    never_says(client, SLUG, list(keys), lang, *(("yeniden düzelt",) if lang == "tr" else OLD_EN))


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_double_read_out_says_the_offender_must_replace_it(client, lang):
    reads(client, SLUG, ["not-accepted", "double"], lang, SCRIPT[lang])
    never_reads(client, SLUG, ["not-accepted", "double"], lang, *(("yeniden düzelt",) if lang == "tr" else OLD_EN))


def test_the_engine_s_turkish_27b3_line_has_the_official_criteria():
    question = {"q": "auction", "dealer": "N", "calls": ["N:1H", "E:1S", "S:1D", {"act": "reject", "seat": "W"}]}
    answer = rulings.answer(question)
    assert answer["laws"] == ["27B"] and "X" in answer["legal"]
    said = describe(answer, question, "tr")
    assert (
        "Kontr ancak hakem onu eşdeğer bir konuşma sayarsa geçerli olur (Yasa 27B1(b)); aksi halde iptal edilir, "
        "Güney konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası kendisine "
        "her geldiğinde pas geçmek zorundadır (Yasa 27B3)."
    ) in said, said
    assert not any("yeniden düzeltir" in s for s in said)
