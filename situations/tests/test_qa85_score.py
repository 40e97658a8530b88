"""qa85: the score calculator walked by a Director (docs/legal-review.md, "qa85"): the IMP scale
of Law 78B as the page quotes it, whose score the page shows when its link states the side and the
vulnerability (the ruling desk's score step), and the exact total on a phone; held to both texts."""

import re
from pathlib import Path

import pytest
from django.conf import settings

from tests.seen import seen

pytestmark = pytest.mark.django_db
PAGE = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}


def quoted(client, lang: str, label: str) -> str:
    page = client.get(PAGE[lang]).content.decode()
    return page.split(f'<details class="cited" data-label="{label}">', 1)[1].split("</details>", 1)[0]


def cells(html: str) -> list[list[str]]:
    return [re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row) for row in re.findall(r"<tr>(.*?)</tr>", html)]


@pytest.mark.parametrize("lang, head", [("en", "Point difference"), ("tr", "Puan farkı")])
def test_the_imp_scale_quoted_on_the_calculator_is_a_table(client, lang, head):
    """78B (TR) "... aşağıdaki skalaya göre IMP'ye çevrilir" / (WBF) "... converted into IMPs according
    to the following scale": 0-10 = 0, 20-40 = 1, ..., 3500-3990 = 23, 4000+ = 24. The calculator's
    "The Laws" showed the scale as its stored markup, "| 0–10 | 0 | 370–420 | 9 | ..." between <br>s,
    a line of pipes a Director had to decode; the Law page draws it as a table."""
    section = quoted(client, lang, "78B")
    assert "| 0–10 |" not in section and "|---|" not in section
    rows = cells(section)
    assert rows[0] == [head, "IMP"] * 3
    assert rows[1] == ["0–10", "0", "370–420", "9", "1750–1990", "18"]
    assert rows[2] == ["20–40", "1", "430–490", "10", "2000–2240", "19"]
    assert rows[7] == ["220–260", "6", "1100–1290", "15", "4000 +", "24"]
    assert rows[9] == ["320–360", "8", "1500–1740", "17"]
    # The sentence before the scale keeps its label and stays a sentence.
    assert re.search(r'<p><span class="cited-label">78B</span> [^<|]+\.</p>', section)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_quoted_paragraph_without_a_table_reads_as_before(client, lang):
    """78A has no table: one paragraph, its label first."""
    section = quoted(client, lang, "78A")
    assert "<table" not in section
    assert re.search(r'<p><span class="cited-label">78A</span> [^<]+</p>', section)


def result_section(response) -> str:
    page = seen(response.content.decode())
    return page.split('<section class="engine score-result"', 1)[1].split("</section>", 1)[0]


# The link the ruling desk's score step gives ("Every step in the adjusted score calculator"):
# its figures, with the side it gave the score to and the board's vulnerability.
FROM_DESK = {
    "kind": "weighted",
    "form": "mp",
    "field": "-620 -620 100 -650 200",
    "side": "EW",
    "vul": "All",
    "score1": "-620",
    "weight1": "60",
    "score2": "100",
    "weight2": "40",
}


@pytest.mark.parametrize(
    "lang, says",
    [
        ("en", "For East-West, both sides vulnerable: each result is checked against Law 77 at that vulnerability."),
        ("tr", "Doğu-Batı için, herkes zonda: her sonuç bu zon durumunda Yasa 77&#x27;ye göre denetlenir."),
    ],
)
def test_the_calculator_says_whose_score_the_link_gives(client, lang, says):
    """The desk's score step says "Weighted assigned adjusted score for East-West (Law 12C1(c))";
    the calculator it links to for every step showed the same figures (−620 and +100 scored for
    East-West, 4 and 7 of 10, 5.2) without the side or the vulnerability the link states. 12C1(c)
    weighs "the probabilities of a number of potential results" / "masada gerçekleşmesi olası
    birkaç farklı sonucun", each the score of one side, and 12C1(e) may give the two sides
    different scores (TR "Kusurlu taraf ... ayarlı skoru alır"; "Kusursuz taraf ise ... telafi hakkı
    kazanmaz" / WBF "(i.) The offending side is awarded ...", "(ii.) The non-offending side does not
    receive relief ..."): a printed calculation must say whose it is."""
    response = client.get(PAGE[lang], FROM_DESK)
    assert response.status_code == 200
    section = result_section(response)
    assert f'<p class="score-for">{says}</p>' in section
    assert '<td class="score-total">5' in section  # 5.2 / 5,2: 0.6 x 4 + 0.4 x 7
    # Calculated again from the page's own form, the side and the vulnerability stay.
    page = response.content.decode()
    assert page.count('<input type="hidden" name="side" value="EW"><input type="hidden" name="vul" value="All">') == 2


@pytest.mark.parametrize(
    "lang, says",
    [
        ("en", "Row 1: no contract and result gives North-South a score of +620 (neither side vulnerable; Law 77)."),
        (
            "tr",
            "1. satır: hiçbir kontrat ve sonuç Kuzey-Güney&#x27;e +620 skorunu vermez (kimse zonda değil; Yasa 77).",
        ),
    ],
)
def test_a_result_the_stated_vulnerability_cannot_give_is_refused(client, lang, says):
    """Law 77: a game bid and made scores 300 not vulnerable (TR "Zonsuz iken ZON yapmak 300" /
    WBF "For making GAME, not vulnerable 300"): 4♠ making is +420 with neither side vulnerable, never
    +620. The desk's step refuses +620 at "vul=None"; the calculator it links to took it."""
    response = client.get(
        PAGE[lang],
        {
            "kind": "weighted",
            "form": "imps",
            "other": "0",
            "side": "NS",
            "vul": "None",
            "score1": "620",
            "weight1": "100",
        },
    )
    assert response.status_code == 400
    assert says in seen(response.content.decode())


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_without_a_stated_board_the_calculator_is_as_before(client, lang):
    """No side, or one that is not a side: nothing said, and +620 is one of Law 77's scores at
    either vulnerability (4♠ making vulnerable)."""
    for extra in ({}, {"side": "XX", "vul": "bad"}):
        response = client.get(
            PAGE[lang], {"kind": "weighted", "form": "imps", "other": "0", "score1": "620", "weight1": "100", **extra}
        )
        assert response.status_code == 200
        assert 'class="score-for"' not in response.content.decode()
        assert 'type="hidden" name="side"' not in response.content.decode()


@pytest.mark.parametrize("lang, says", [("en", "For East-West."), ("tr", "Doğu-Batı için.")])
def test_an_artificial_score_says_the_side_the_link_gives(client, lang, says):
    """12C2(a) gives each artificial score to a contestant by its share of the fault; the desk's
    step names the side ("Artificial adjusted score for East-West"); the calculator now does too."""
    response = client.get(PAGE[lang], {"kind": "artificial", "form": "imps", "fault": "none", "side": "EW"})
    assert f'<p class="score-for">{says}</p>' in result_section(response)


@pytest.mark.parametrize("lang, exact", [("en", "exactly 10.625"), ("tr", "tam olarak 10,625")])
def test_the_exact_total_wraps_under_the_rounded_one_on_a_phone(client, lang, exact):
    """Eight results at 12.5 % each against −420 (78B: 840 and 870 = 13, 370 and 420 = 9, 320 = 8,
    530 to 590 = 11; TR "500–590 | 11", WBF "500-590 11"): 85 / 8 = 10.625, shown "10.63 (exactly
    10.625)". On one line (site.css: td nowrap) that note widened the Weighted column so far that
    on a 390 px phone every weighted figure sat off the screen (the screenshot of
    docs/legal-review.md, qa85). The note now goes under the total and wraps."""
    query = {"kind": "weighted", "form": "imps", "other": "-420"}
    for n, score in enumerate(["420", "450", "-50", "-100", "140", "110", "170", "0"], 1):
        query.update({f"score{n}": score, f"weight{n}": "12.5"})
    section = result_section(client.get(PAGE[lang], query))
    assert re.search(rf'<td class="score-total">10[.,]63 <span class="note">\({exact}\)</span></td>', section)
    css = (Path(settings.BASE_DIR) / "static/css/situations.css").read_text()
    assert ".score-steps .score-total .note { display: block; white-space: normal; font-weight: 400; }" in css


@pytest.mark.parametrize(
    "lang, says",
    [
        ("en", "Row 1: a weight may have at most 10 decimals, such as 33.3333333333."),
        ("tr", "1. satır: ağırlık en çok 10 ondalık basamaklı olabilir, 33,3333333333 gibi."),
    ],
)
def test_a_third_typed_to_twelve_places_is_not_called_no_percentage(client, lang, says):
    """12C1(c) weighs "the probabilities of a number of potential results" ("gerçekleşme oranına
    bağlı ağırlıklı toplam"): a Director giving three results a third each typed 33.333333333333;
    the page answered "the weight must be a percentage above 0, such as 70" for each row, which it
    is. It now says how many decimals it reads; 33.3333333333 twice and 33.3333333334 add up to 100."""
    thirds = {"kind": "weighted", "form": "imps", "other": "0", "score1": "620", "score2": "-100", "score3": "0"}
    response = client.get(
        PAGE[lang], {**thirds, "weight1": "33.333333333333", "weight2": "33,333333333333", "weight3": "33.333333333334"}
    )
    assert response.status_code == 400
    page = response.content.decode()
    assert says in page
    assert "percentage above 0" not in page and "0&#x27;dan büyük" not in page
    typed = {"weight1": "33.3333333333", "weight2": "33.3333333333", "weight3": "33.3333333334"}
    assert client.get(PAGE[lang], {**thirds, **typed}).status_code == 200
