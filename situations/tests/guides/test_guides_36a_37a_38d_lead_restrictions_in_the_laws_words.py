"""Where Law 36A, 37A or 38D lifts Law 26B after the left-hand opponent called before rectification,
the guides say it in the paragraph's words: the Law lifts 26B for that call, not every lead
restriction (an earlier irregularity of the auction may still bring one: 27B2 and 27B3 "The lead
restrictions in Law 26B may apply"), as qa167 put 25A1's read-out in its words.

36A, TR "Kabulü olanaksız bir kontr veya sürkontrun onarılmasından önce soldaki rakip konuşursa kabulü
olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir. Artırım konuşma sırası kendisinde
olan oyuncuya geri gider ve bir usulsüzlük olmamış gibi devam eder. Yasa 26B'deki çıkış kısıtlamaları
uygulanmaz."; WBF "If offender's LHO calls before rectification of an inadmissible double or redouble
the inadmissible call and all subsequent calls are cancelled. The auction reverts to the player whose
turn it was to call and proceeds as though there had been no irregularity. The lead restrictions in
Law 26B do not apply."
37A, TR "... Yasa 26B'deki çıkış kısıtlamaları uygulanmaz."; WBF "... The lead restrictions in Law 26B
do not apply."
38D, TR "Ancak, kusurlu oyuncunun solundaki rakip, usulsüzlükten sonra ve bir onarma belirlenmeden önce
konuşma yaparsa, bu yasalara başvurulmaz."; WBF "except that if the offender's LHO had called
subsequent to the infraction and before rectification there is no recourse to these Laws."

The call-out-of-rotation guide's 36A sentence (the left-hand-opponent-called Ending, among the
things to weigh) stated 36A's cancellation and stopped there; it now says the rest of 36A. The
inadmissible-call guide's read-outs for 36A, 37A and 38D, and 38D's page, said "there is no lead
restriction"."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
FLAT = {"tr": "çıkış kısıtlaması yoktur", "en": "there is no lead restriction"}


def test_the_official_turkish_paragraphs():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "bir usulsüzlük olmamış gibi devam eder. Yasa 26B’deki çıkış kısıtlamaları uygulanmaz" in (
        paragraphs["36A"].text
    )
    assert "Yasa 26B’deki çıkış kısıtlamaları uygulanmaz" in paragraphs["37A"].text
    assert "bir onarma belirlenmeden önce konuşma yaparsa, bu yasalara başvurulmaz" in paragraphs["38D"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_call_out_of_rotation_says_the_rest_of_36a(client, lang):
    said = {
        "tr": "o ve sonraki bütün konuşmalar iptal edilir, artırım konuşma sırası kendisinde olan oyuncuya geri gider ve bir usulsüzlük olmamış gibi devam eder; Yasa 26B'deki çıkış kısıtlamaları uygulanmaz (Yasa 36A)",
        "en": "it and all later calls are cancelled, the auction reverts to the player whose turn it was to call and proceeds as though there had been no irregularity; the lead restrictions of Law 26B do not apply (Law 36A)",
    }
    says(client, "call-out-of-rotation", ["lho-called"], lang, said[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "keys, law",
    [(["double", "lho-called"], "36A"), (["must-pass", "lho-called"], "37A")],
)
def test_inadmissible_call_read_out_says_26b_does_not_apply(client, lang, keys, law):
    said = {
        "tr": f"Yasa 26B'deki çıkış kısıtlamaları uygulanmaz (Yasa {law})",
        "en": f"the lead restrictions of Law 26B do not apply (Law {law})",
    }
    text = said[lang] if lang == "tr" or law == "36A" else said[lang].replace("the lead", "The lead", 1)
    reads(client, "inadmissible-call", keys, lang, text)
    never_reads(client, "inadmissible-call", keys, lang, FLAT[lang].capitalize(), FLAT[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_inadmissible_call_38d_says_no_recourse(client, lang):
    keys = ["above-seven", "lho-called"]
    said = {
        "tr": "Yasa 26B ve 72C'ye başvurulmaz (Yasa 38D)",
        "en": "there is no recourse to Laws 26B and 72C (Law 38D)",
    }
    says(client, "inadmissible-call", keys, lang, said[lang])
    reads(client, "inadmissible-call", keys, lang, said[lang])
    flat = {"tr": "çıkış kısıtlaması olmaz", "en": "there is no lead restriction"}
    never_says(client, "inadmissible-call", keys, lang, flat[lang])
    never_reads(client, "inadmissible-call", keys, lang, FLAT[lang], flat[lang])
