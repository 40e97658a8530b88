"""The insufficient-bid guide's 27B2 and 27B3 sentences, and the 32A1 read-out's 36B sentence, keep
the Laws' "must": the offender's partner is bound to pass, he does not merely pass.

27B2 (TR, official): "eğer yetersiz deklare yeterli bir deklare ile ya da pas ile düzeltilmişse,
kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır."
WBF: "if the insufficient bid is corrected by a sufficient bid or by a pass, the offender's partner
must pass whenever it is his turn to call."
27B3 (TR): "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı
konuşma sırası kendisine her geldiğinde pas geçmek zorundadır."; WBF: "The offender must replace it
as the foregoing allows and his partner must then pass whenever it is his turn to call."
36B2 (TR): "Kusurlu oyuncu konuşmasını yasal bir konuşma ile değiştirmelidir, artırım devam eder ve
kusurlu oyuncunun ortağı konuşma sırası her kendine geldiğinde pas geçmek zorundadır."; WBF: "the
offender must substitute a legal call, the auction continues, and the offender's partner must pass
whenever it is his turn to call."

The Turkish pages said "pas geçer" (passes) for every one of these; one English step said "silences
partner", and the 32A1 read-out "you substitute a legal call, your partner passes". 27B3's own
offender "düzeltir" (corrects) is the Turkish's word and stays."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
IB = "insufficient-bid"
MUST = "pas geçmek zorundadır"


def test_the_official_turkish_says_must_pass_in_27b2_27b3_and_36b2():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır" in paragraphs["27B2"].text
    assert "ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır" in paragraphs["27B3"].text
    assert "konuşma sırası her kendine geldiğinde pas geçmek zorundadır" in paragraphs["36B2"].text


# (keys, the page or the read-out, what the Turkish user reads)
TURKISH_LINES = [
    (
        ["not-yet"],
        "page",
        "kusurlu oyuncunun ortağı artırımın sonuna kadar pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B2, 26B).",
    ),
    (["not-yet"], "page", "ortağı her sırasında pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B3, 26B)."),
    (
        ["not-yet"],
        "read_out",
        "pasla düzeltirse ortağı her sırasında pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B2, 26B).",
    ),
    (
        ["not-accepted", "other", "not-over"],
        "page",
        "kusurlu oyuncunun ortağı artırımın sonuna kadar her sırasında pas geçmek zorundadır (Yasa 27B2).",
    ),
    (
        ["not-accepted", "other", "not-over"],
        "read_out",
        "ortağınız artırımın sonuna kadar her sırasında pas geçmek zorundadır (Yasa 27B2).",
    ),
    (["not-accepted", "double"], "page", "Ortağı artırımın sonuna kadar her sırasında pas geçmek zorundadır; çıkış"),
    (["not-accepted", "double"], "read_out", "Ortağınız artırımın sonuna kadar her sırasında pas geçmek zorundadır;"),
    (["not-accepted", "insufficient"], "page", "ortağı artırımın sonuna kadar pas geçmek zorundadır; çıkış"),
    (
        ["not-accepted", "insufficient"],
        "read_out",
        "ortağı artırımın sonuna kadar pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B3, 26B).",
    ),
    (
        ["replaced-early", "reject"],
        "page",
        "başka bir deklare ya da pas ise kusurlu oyuncunun ortağı sonuna kadar pas geçmek zorundadır.",
    ),
    (
        ["replaced-early", "reject"],
        "page",
        "kusurlu oyuncunun ortağı artırımın sonuna kadar her sırasında pas geçmek zorundadır (Yasa 27B2).",
    ),
    (
        ["replaced-early", "reject"],
        "read_out",
        "ortağınız her sırasında pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27C, 27B2, 26B).",
    ),
]


def _check(client, slug, keys, where, lang, now, old):
    found, missing = {
        "page": (guide_pages.says, guide_pages.never_says),
        "read_out": (guide_pages.reads, guide_pages.never_reads),
    }[where]
    found(client, slug, keys, lang, now)
    missing(client, slug, keys, lang, old)


@pytest.mark.parametrize("keys, where, phrase", TURKISH_LINES)
def test_the_turkish_says_the_partner_must_pass_27b2_27b3(client, keys, where, phrase):
    _check(client, IB, keys, where, "tr", phrase, phrase.replace(MUST, "pas geçer"))


def test_the_english_step_says_must_pass_not_silences(client):
    keys = ["replaced-early", "reject"]
    now = "after any other bid or a pass, the offender's partner must pass to the end."
    _check(client, IB, keys, "page", "en", now, "silences partner")


@pytest.mark.parametrize(
    "lang, now, old",
    [
        (
            "tr",
            "onu yasal bir konuşma ile değiştirmelisiniz ve ortağınız her sırasında pas geçmek zorundadır (Yasa 36B)",
            "yerine yasal bir konuşma yaparsınız ve ortağınız her sırasında pas geçer",
        ),
        (
            "en",
            "you must substitute a legal call, your partner must pass at each turn (Law 36B)",
            "you substitute a legal call, your partner passes at each turn",
        ),
    ],
)
def test_the_32a1_read_out_says_36b2s_must(client, lang, now, old):
    keys = ["not-accepted", "double", "rho", "rho-passed"]
    _check(client, "call-out-of-rotation", keys, "read_out", lang, now, old)
