"""Adjusted scores: the `weighted` and `artificial` queries (Laws 12C1(c), 12C2, 78A, 78B).

12C1(c), official Turkish (fixtures/laws_tr.txt): "Atamalı ayarlı skor, masada gerçekleşmesi olası
birkaç farklı sonucun gerçekleşme oranına bağlı ağırlıklı toplamı yansıtacak şekilde
belirlenebilir, ancak bu esnada sadece yasalara uygun şekilde gerçekleşebilecek olası sonuçlar göz
önünde bulundurulmalıdır." WBF English: "An assigned adjusted score may be weighted to reflect the
probabilities of a number of potential results, but only outcomes that could have been achieved
in a legal manner may be included."

12C2(a): "Doğrudan kusurlu yarışmacıya averaj eksi (ikili turnuvada olanaklı maç puanlarının en çok
% 40'ı); kısmen kusurlu yarışmacıya averaj (ikili turnuvada % 50); hiçbir kusuru olmayan
yarışmacıya averaj artı (ikili turnuvada en az % 60)." WBF: "average minus (at most 40% of the
available matchpoints in pairs) to a contestant directly at fault, average (50% in pairs) to a
contestant only partly at fault, and average plus (at least 60% in pairs) to a contestant in no
way at fault."
12C2(b): "... averaj artı veya averaj eksi ... bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık
gelir." WBF: "that score is plus 3 IMPs or minus 3 IMPs respectively."
12C2(c): "Yukarıdaki maddede belirtilen hükümler, kusursuz tarafın, o seans için olanaklı maç
puanlarının %60'ının üzerinde bir skor elde etmesi durumunda ya da kusurlu tarafın, o seans için
olanaklı maç puanlarının (ya da IMP cinsinden eşdeğeri) %40'ının altında bir skor elde etmesi
durumunda değiştirilir. Bu yarışmacılara o seansın diğer bordlarında elde ettikleri yüzdeleri ...
verilir." WBF: "The foregoing is modified for a non-offending contestant that obtains a session
score exceeding 60% of the available matchpoints or for an offending contestant that obtains a
session score that is less than 40% of the available matchpoints (or the equivalent in IMPs).
Such contestants are awarded the percentage obtained (or the equivalent in IMPs) on the other
boards of that session."

78A: "kendisininkinden daha düşük olan her skor için iki skorlama birimi ..., kendisininkine eşit
her skor için bir skorlama birimi" / WBF "two scoring units ... for each score inferior to his, one
scoring unit for each score equal to his". 78B: the IMP scale (rulings/imps.py).

Every expected figure below is worked out by hand in the comment beside it, never read from the
engine.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from rulings import answer, artificial_score, weighted_score


def weighted_mp(outcomes: list[tuple[int, float]], field: list[int]) -> dict:
    query = {"q": "weighted", "form": "mp", "outcomes": [{"score": s, "weight": w} for s, w in outcomes]}
    return answer({**query, "field": field})


def weighted_imps(outcomes: list[tuple[int, float]], other: int) -> dict:
    query = {"q": "weighted", "form": "imps", "outcomes": [{"score": s, "weight": w} for s, w in outcomes]}
    return answer({**query, "other": other})


# ------------------------------------------------------------ the contract's four examples
def test_contract_weighted_matchpoints():
    # Field 620 170 -100 650. +620 beats 170 and -100 (2 x 2) and ties 620 (1): 5.
    # -100 beats nothing and ties -100: 1. Top 2 x 4 = 8. 0.7 x 5 + 0.3 x 1 = 3.8; 3.8 / 8 = 47.5 %.
    got = weighted_mp([(620, 0.7), (-100, 0.3)], [620, 170, -100, 650])
    assert got == {"mp": 3.8, "top": 8, "percent": 47.5, "each": [5, 1], "laws": ["12C1(c)", "78A"]}


def test_contract_weighted_imps():
    # 620 - (-620) = 1240: 1100-1290 is 15 IMPs. -100 - (-620) = 520: 500-590 is 11.
    # 0.5 x 15 + 0.5 x 11 = 13.
    got = weighted_imps([(620, 0.5), (-100, 0.5)], -620)
    assert got == {"imps": 13, "each": [15, 11], "laws": ["12C1(c)", "78B"]}


def test_contract_artificial_examples():
    assert answer({"q": "artificial", "form": "mp", "fault": "none"}) == {"percent": 60, "laws": ["12C2(a)"]}
    assert answer({"q": "artificial", "form": "imps", "fault": "directly"}) == {"imps": -3, "laws": ["12C2(b)"]}


@pytest.mark.parametrize(
    "fault, percent, imps",
    [("none", 60, 3), ("partly", 50, 0), ("directly", 40, -3)],  # 12C2(a) and 12C2(b), as quoted above
)
def test_every_share_of_the_fault(fault, percent, imps):
    assert answer({"q": "artificial", "form": "mp", "fault": fault}) == {"percent": percent, "laws": ["12C2(a)"]}
    assert answer({"q": "artificial", "form": "imps", "fault": fault}) == {"imps": imps, "laws": ["12C2(b)"]}


# ------------------------------------------------------------ published worked examples
def test_stevenson_lille_daily_news_weighted_imps():
    """David Stevenson, "Appeals - Law 12C3", Daily News of the Lille Olympiad
    (https://blakjak.org/lille4.htm; the 1997 Law 12C3 is the 2017 12C1(c)): "they might give them
    35% of +980, 65% of +480 ... if +500 was the North-South score in the other room, then
    North-South would calculate the IMPs for 480 against 500 (-1), and for 980 against 500 (+10),
    and they would get 65% of -1 plus 35% of +10, which is +3".
    By hand: 480 - 500 = -20, 20-40 is 1 IMP: -1. 980 - 500 = 480, 430-490 is 10 IMPs.
    0.65 x -1 + 0.35 x 10 = -0.65 + 3.5 = 2.85. The article gives the whole IMP, +3; the contract
    keeps two decimals."""
    got = weighted_imps([(980, 0.35), (480, 0.65)], 500)
    assert got == {"imps": 2.85, "each": [10, -1], "laws": ["12C1(c)", "78B"]}


def test_bridgebase_forum_weighted_imps_after_unauthorised_information():
    """Bridge Base Forums, "UI views please" (topic 44800, March 2011): "50% of 4H=, +620; and 50%
    of 5Hx-1, -200, both of which are scored as normal, and the generated scores are weighted and
    added to get a result. ... At IMP-scored teams, if the other table was 5Cx-1 +200, then it
    would be 50% of +9 and 50% of -9 is zero IMPs"; and a reply: "50% of 4H making (+620) plus 25%
    of 4H making 5 (+650) plus 25% of 4H down 1 (-100) ... 0.5*(9 IMPs)+0.25*(10 IMPs)-0.25*(7
    IMPs)". The reply's "-200" is the teammates' score in 5CX-1; from the point of view of the side
    being scored, the other table is +200 (the contract's `other`), as both posters compute.
    By hand: 620 - 200 = 420 (370-420: 9); -200 - 200 = -400 (-9); 0.5 x 9 - 0.5 x 9 = 0. Then
    650 - 200 = 450 (430-490: 10) and -100 - 200 = -300 (270-310: -7): 4.5 + 2.5 - 1.75 = 5.25."""
    assert weighted_imps([(620, 0.5), (-200, 0.5)], 200) == {"imps": 0, "each": [9, -9], "laws": ["12C1(c)", "78B"]}
    got = weighted_imps([(620, 0.5), (650, 0.25), (-100, 0.25)], 200)
    assert got == {"imps": 5.25, "each": [9, 10, -7], "laws": ["12C1(c)", "78B"]}


def test_bridgebase_forum_weighted_matchpoints():
    """The same thread: "if it was Matchpoints, and +620 would score 18/24, and -200 would score
    3/24, then their result would be 10.5". The thread gives no field; this one is built so that
    78A gives those figures: 12 scores (top 24); +620 beats -300, -200 and the seven scores from
    100 to 500 (9 x 2 = 18); -200 beats -300 (2) and ties -200 (1): 3.
    0.5 x 18 + 0.5 x 3 = 10.5; 10.5 / 24 = 43.75 %."""
    field = [-300, -200, 100, 140, 170, 200, 300, 400, 500, 650, 680, 1430]
    got = weighted_mp([(620, 0.5), (-200, 0.5)], field)
    assert got == {"mp": 10.5, "top": 24, "percent": 43.75, "each": [18, 3], "laws": ["12C1(c)", "78A"]}


def test_the_raw_scores_are_never_weighted():
    """Weighting 50% of +620 and 50% of -200 into +210 and scoring that is what the thread above
    warns against. Against +200 at the other table, +210 would be 10 points: 0 IMPs; the
    potential results are 9 and -9 IMPs: 0 too. Against -100 they differ: +210 + 100 = 310 would be
    7 IMPs, while 620 + 100 = 720 is 12 and -200 + 100 = -100 is -3: 0.5 x 12 - 0.5 x 3 = 4.5."""
    assert weighted_imps([(620, 0.5), (-200, 0.5)], -100)["imps"] == 4.5


# ------------------------------------------------------------ 12C2(c) both ways
@pytest.mark.parametrize(
    "fault, session, expected",
    [
        ("none", 64.2, {"percent": 64.2, "laws": ["12C2(a)", "12C2(c)"]}),  # exceeding 60 %: his session
        ("none", 55, {"percent": 60, "laws": ["12C2(a)"]}),  # below 60: average plus stands
        ("none", 60, {"percent": 60, "laws": ["12C2(a)"]}),  # "exceeding" / "üzerinde": 60 is not above 60
        ("directly", 35.5, {"percent": 35.5, "laws": ["12C2(a)", "12C2(c)"]}),  # less than 40 %: his session
        ("directly", 45, {"percent": 40, "laws": ["12C2(a)"]}),  # above 40: average minus stands
        ("directly", 40, {"percent": 40, "laws": ["12C2(a)"]}),  # "less than" / "altında": 40 is not below
        ("partly", 70, {"percent": 50, "laws": ["12C2(a)"]}),  # 12C2(c) is for the two others only
        ("partly", 30, {"percent": 50, "laws": ["12C2(a)"]}),
        ("none", 62.345, {"percent": 62.35, "laws": ["12C2(a)", "12C2(c)"]}),  # two decimals, half up
    ],
)
def test_session_percentage_replaces_average_plus_or_minus(fault, session, expected):
    """EBU forum, "Programming Arbitrary Scores" (Robin Barker): "If a top on a board is 100 MPs,
    then Ave+ is 60 MPs (or session average if higher)"."""
    assert answer({"q": "artificial", "form": "mp", "fault": fault, "session_percent": session}) == expected


# ------------------------------------------------------------ rounding: halves away from zero
def test_rounding_is_half_away_from_zero_not_round():
    # 0.345 x 1 IMP + 0.655 x 0 = 0.345 exactly -> 0.35 (round(0.345, 2) gives 0.34: binary float).
    assert weighted_imps([(20, 0.345), (0, 0.655)], 0)["imps"] == 0.35
    # The same below zero: -0.345 -> -0.35, away from zero.
    assert weighted_imps([(-20, 0.345), (0, 0.655)], 0)["imps"] == -0.35
    # 0.125 -> 0.13 (round(0.125, 2) gives 0.12: halves to even).
    assert weighted_imps([(20, 0.125), (0, 0.875)], 0)["imps"] == 0.13


def test_percentage_rounding_half_up():
    # Field of 8 scores (top 16): +100 beats the one -50 (2): mp 0.73 x 2 = 1.46; 1.46 / 16 = 9.125 % -> 9.13.
    field = [-50, 200, 300, 400, 500, 600, 700, 800]
    got = weighted_mp([(100, 0.73), (-100, 0.27)], field)
    assert (got["mp"], got["top"], got["percent"], got["each"]) == (1.46, 16, 9.13, [2, 0])


def test_percentage_is_of_the_exact_matchpoints():
    # 0.7325 x 2 = 1.465 mp, shown 1.47; 1.465 / 16 = 9.15625 % -> 9.16 (1.47 / 16 would give 9.19).
    field = [-50, 200, 300, 400, 500, 600, 700, 800]
    got = weighted_mp([(100, 0.7325), (-100, 0.2675)], field)
    assert (got["mp"], got["percent"]) == (1.47, 9.16)


def test_weights_are_read_as_written_and_may_miss_1_by_a_billionth():
    # Three thirds written to ten places add up to 0.9999999999: within 1e-9 of 1.
    got = weighted_imps([(20, 0.3333333333), (50, 0.3333333333), (90, 0.3333333333)], 0)
    # 1 + 2 + 3 IMPs, each x 0.3333333333 = 1.9999999998 -> 2.
    assert got == {"imps": 2, "each": [1, 2, 3], "laws": ["12C1(c)", "78B"]}


def test_typed_call_shows_every_step():
    result = weighted_score(
        {
            "form": "mp",
            "outcomes": [{"score": 620, "weight": 0.7}, {"score": -100, "weight": 0.3}],
            "field": [620, 170, -100, 650],
        }
    )
    assert [(line.score, line.weight, line.points, line.weighted) for line in result.lines] == [
        (620, Decimal("0.7"), 5, Decimal("3.5")),
        (-100, Decimal("0.3"), 1, Decimal("0.3")),
    ]
    assert (result.total, result.top, result.percent) == (Decimal("3.8"), 8, Decimal("47.5"))
    assert artificial_score({"form": "mp", "fault": "none", "session_percent": Decimal("64.2")}).session


# ------------------------------------------------------------ errors name the field
@pytest.mark.parametrize(
    "query, field",
    [
        (
            {"form": "mp", "outcomes": [{"score": 620, "weight": 0.6}, {"score": -100, "weight": 0.3}], "field": [0]},
            "weight:",
        ),
        ({"form": "mp", "outcomes": [{"score": 620, "weight": 0.333333}] * 3, "field": [0]}, "weight:"),
        ({"form": "mp", "outcomes": [{"score": 620, "weight": 1}], "field": []}, "field:"),
        ({"form": "mp", "outcomes": [{"score": 620, "weight": 1}]}, "field: missing"),
        ({"form": "mp", "outcomes": [{"score": 620, "weight": 1}], "field": [1, "x"]}, "field[1]:"),
        ({"form": "mp", "outcomes": [{"score": 620, "weight": 1}], "field": "620 170"}, "field:"),
        ({"form": "xmp", "outcomes": [{"score": 620, "weight": 1}], "field": [0]}, "form:"),
        ({"outcomes": [{"score": 620, "weight": 1}], "field": [0]}, "form: missing"),
        ({"form": "imps", "outcomes": [{"score": 620, "weight": 1}]}, "other: missing"),
        ({"form": "imps", "outcomes": [{"score": 620, "weight": 1}], "other": "x"}, "other:"),
        ({"form": "imps", "outcomes": [], "other": 0}, "outcomes:"),
        ({"form": "imps", "outcomes": [620], "other": 0}, "outcomes[0]:"),
        ({"form": "imps", "outcomes": [{"score": 620}], "other": 0}, "outcomes[0].weight: missing"),
        (
            {"form": "imps", "outcomes": [{"score": 620, "weight": 0}, {"score": 0, "weight": 1}], "other": 0},
            "outcomes[0].weight:",
        ),
        (
            {"form": "imps", "outcomes": [{"score": 620, "weight": 1.5}, {"score": 0, "weight": -0.5}], "other": 0},
            "outcomes[1].weight:",
        ),
        ({"form": "imps", "outcomes": [{"score": 620, "weight": "1"}], "other": 0}, "outcomes[0].weight:"),
        ({"form": "imps", "outcomes": [{"score": 620, "weight": True}], "other": 0}, "outcomes[0].weight:"),
        ({"form": "imps", "outcomes": [{"score": "620", "weight": 1}], "other": 0}, "outcomes[0].score:"),
        ({"form": "imps", "outcomes": [{"score": 620.5, "weight": 1}], "other": 0}, "outcomes[0].score:"),
    ],
)
def test_weighted_errors_name_the_field(query, field):
    got = answer({"q": "weighted", **query})
    assert list(got) == ["error"] and got["error"].startswith(field), got


@pytest.mark.parametrize(
    "query, field",
    [
        ({"form": "mp", "fault": "half"}, "fault:"),
        ({"form": "mp"}, "fault: missing"),
        ({"form": "teams", "fault": "none"}, "form:"),
        ({"form": "mp", "fault": "none", "session_percent": 101}, "session_percent:"),
        ({"form": "mp", "fault": "none", "session_percent": "64"}, "session_percent:"),
        ({"form": "imps", "fault": "none", "session_percent": 64}, "session_percent:"),
    ],
)
def test_artificial_errors_name_the_field(query, field):
    got = answer({"q": "artificial", **query})
    assert list(got) == ["error"] and got["error"].startswith(field), got


def test_weights_error_says_what_they_add_up_to():
    got = weighted_imps([(620, 0.6), (-100, 0.3)], 0)
    assert got == {"error": "weight: the weights add up to 0.9, not 1"}
