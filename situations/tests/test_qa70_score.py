"""qa70: the score calculator walked by a Director (docs/legal-review.md, "qa70"): what the page
cites for an artificial adjusted score at IMPs, held to both texts of Law 12C2."""

from urllib.parse import urlencode

import pytest
from django.utils.html import escape

from tests.seen import seen

pytestmark = pytest.mark.django_db
PAGE = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}


def result(client, lang: str, **params) -> str:
    page = seen(client.get(PAGE[lang] + "?" + urlencode({"kind": "artificial", **params})).content.decode())
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


@pytest.mark.parametrize(
    "params, lang, says",
    [
        (
            {"fault": "none", "session": "55"},
            "en",
            "The session percentage does not change this score: Law 12C2(c) awards it to a contestant not at fault "
            "only when it exceeds 60 %.",
        ),
        (
            {"fault": "none", "session": "60"},
            "tr",
            "Seans yüzdesi bu skoru değiştirmez: Yasa 12C2(c) onu kusursuz yarışmacıya yalnızca %60'ın üzerindeyse verir.",
        ),
        (
            {"fault": "directly", "session": "40"},
            "en",
            "The session percentage does not change this score: Law 12C2(c) awards it to a contestant at fault only "
            "when it is less than 40 %.",
        ),
        (
            {"fault": "directly", "session": "70"},
            "tr",
            "Seans yüzdesi bu skoru değiştirmez: Yasa 12C2(c) onu kusurlu yarışmacıya yalnızca %40'ın altındaysa verir.",
        ),
        (
            {"fault": "partly", "session": "35"},
            "en",
            "The session percentage does not change this score: the calculator applies Law 12C2(c) to average plus "
            "and average minus, not to average.",
        ),
        (
            {"fault": "partly", "session": "70"},
            "tr",
            "Seans yüzdesi bu skoru değiştirmez: hesaplayıcı Yasa 12C2(c)'yi averaj artı ve averaj eksiye uygular, "
            "averaja uygulamaz.",
        ),
    ],
)
def test_a_session_percentage_that_does_not_apply_is_said_not_to(client, params, lang, says):
    """12C2(c) (TR): "kusursuz tarafın, o seans için olanaklı maç puanlarının %60’ının üzerinde bir skor
    elde etmesi durumunda ya da kusurlu tarafın, o seans için olanaklı maç puanlarının ... %40’ının
    altında bir skor elde etmesi durumunda değiştirilir"; (WBF) "modified for a non-offending
    contestant that obtains a session score exceeding 60% of the available matchpoints or for an
    offending contestant that obtains a session score that is less than 40%". A Director who typed
    a session percentage that does not apply saw 60, 50 or 40 % with no word about it."""
    section = result(client, lang, form="mp", **params)
    assert escape(says) in section
    figure = {"none": "60", "directly": "40", "partly": "50"}[params["fault"]]
    assert (f"{figure} %" if lang == "en" else f"%{figure}") in section


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_session_percentage_that_applies_has_no_such_note(client, lang):
    """12C2(c): above 60 % the contestant not at fault gets its session percentage; no note then."""
    section = result(client, lang, form="mp", fault="none", session="64.2")
    assert "does not change this score" not in section and "bu skoru değiştirmez" not in section


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_weighted_table_fits_a_phone(client, lang):
    """On a 390 px phone the Weighted column and the weighted total were off the screen: site.css
    gives every table's first cell 8em, here a row number. The table now sits in .table-wrap (a wider
    one scrolls there, not the page) and its first cells take no minimum width."""
    from pathlib import Path

    from django.conf import settings

    params = {"kind": "weighted", "form": "imps", "score1": "1830", "weight1": "40", "score2": "-1100"}
    params.update({"weight2": "35", "score3": "0", "weight3": "25", "other": "1430"})
    page = client.get(PAGE[lang] + "?" + urlencode(params)).content.decode()
    assert page.split('<table class="score-steps">', 1)[0].rstrip().endswith('<div class="table-wrap">')
    css = (Path(settings.BASE_DIR) / "static/css/situations.css").read_text()
    assert ".score-steps td:first-child, .score-rows td:first-child { min-width: 0; }" in css


@pytest.mark.parametrize(
    "lang, says",
    [
        ("en", "when no result can be obtained, or when the possibilities are numerous or not obvious (Law 12C1(d))"),
        ("tr", "hiçbir sonuç elde edilemediğinde veya olasılıklar çok çeşitli ya da belirgin değilse (Yasa 12C1(d))"),
    ],
)
def test_the_lede_gives_both_cases_of_an_artificial_score(client, lang, says):
    """12C1(d) (TR): "Eğer olasılıklar çok çeşitli ise ya da belirgin değil ise hakem yapay ayarlı
    skor verebilir. (Bkz. aşağıda C2 maddesi.)"; (WBF) "If the possibilities are numerous or not
    obvious, the Director may award an artificial adjusted score (see C2 below)". 12C2(a) is the other
    case: "Bir usulsüzlük nedeniyle hiçbir sonuç elde edilemiyorsa [ve bkz. C1(d)]" / "When owing to
    an irregularity no result can be obtained [see also C1(d)]". The page gave only the second."""
    assert escape(says) in seen(client.get(PAGE[lang]).content.decode())


@pytest.mark.parametrize(
    "lang, total, exact", [("en", "\u22121.63", "\u22121.625"), ("tr", "\u22121,63", "\u22121,625")]
)
def test_negative_weighted_figures_use_the_minus_sign_of_the_other_columns(client, lang, total, exact):
    """The score and IMP columns print −100 and −2 (U+2212); the weighted column and the total
    printed -1.75 and -1.63 with a hyphen. Figures checked by 78B: −100 − (−140) = 40, 1 IMP;
    −200 − (−140) = −60, −2 IMPs; 0.125 × 1 + 0.875 × −2 = −1.625."""
    params = {"kind": "weighted", "form": "imps", "score1": "-100", "weight1": "12.5", "score2": "-200"}
    params.update({"weight2": "87.5", "other": "-140"})
    page = client.get(PAGE[lang] + "?" + urlencode(params)).content.decode()
    assert f'<td class="score-total">{total}' in page
    assert exact in page and "-1" not in page.split('<section class="engine score-result"', 1)[1].split("</table>")[0]
