"""qa70: the score calculator walked by a Director (docs/legal-review.md, "qa70"): what the page
cites for an artificial adjusted score at IMPs, held to both texts of Law 12C2."""

from urllib.parse import urlencode

import pytest

pytestmark = pytest.mark.django_db
PAGE = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}


def result(client, lang: str, **params) -> str:
    page = client.get(PAGE[lang] + "?" + urlencode({"kind": "artificial", **params})).content.decode()
    return page.split('<p class="score-total">', 1)[1].split("</section>", 1)[0]


def rests_on(section: str) -> list[str]:
    line = section.split("rests on" if "rests on" in section else "Dayandığı maddeler", 1)[1].split("</p>", 1)[0]
    return [part.split(">", 1)[1] for part in line.split("</a>")[:-1]]


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("fault", ["none", "partly", "directly"])
def test_an_artificial_score_at_imps_rests_on_12c2a_for_the_share_of_fault(client, lang, fault):
    """Which of the three scores a contestant gets is 12C2(a)'s, at IMPs too: (TR) "usulsüzlükten
    doğan sorumluluğa göre ... Doğrudan kusurlu yarışmacıya averaj eksi ...; kısmen kusurlu
    yarışmacıya averaj ...; hiçbir kusuru olmayan yarışmacıya averaj artı"; (WBF) "according to
    responsibility for the irregularity: average minus ... to a contestant directly at fault,
    average ... to a contestant only partly at fault, and average plus ... to a contestant in no way
    at fault". 12C2(b) only turns average plus and average minus into IMPs. The page cited 12C2(b)
    alone."""
    assert rests_on(result(client, lang, form="imps", fault=fault)) == ["12C2(a)", "12C2(b)"]


@pytest.mark.parametrize(
    "lang, says",
    [
        (
            "en",
            "Law 12C2(b) gives figures at IMPs for average plus and average minus only (plus or minus 3 IMPs); "
            "average, for a contestant only partly at fault (12C2(a)), is taken here as 0 IMPs.",
        ),
        (
            "tr",
            "Yasa 12C2(b) IMP karşılığını yalnızca averaj artı ve averaj eksi için verir (artı veya eksi 3 IMP); "
            "kısmen kusurlu yarışmacıya verilen averaj (12C2(a)) burada 0 IMP olarak alınır.",
        ),
    ],
)
def test_average_at_imps_is_said_to_be_the_calculators_reading(client, lang, says):
    """12C2(b) (TR): "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj eksi olarak yapay bir
    ayarlı skor atamayı tercih ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir";
    (WBF) "When the Director chooses to award an artificial adjusted score of average plus or average
    minus at IMP play, that score is plus 3 IMPs or minus 3 IMPs respectively". Neither text gives
    average a figure at IMPs; the page showed 0 IMPs resting on 12C2(b) with nothing said."""
    section = result(client, lang, form="imps", fault="partly")
    assert says.replace("'", "&#x27;") in section or says in section
    assert "0 IMP" in section
