"""qa272: an agreed claim with penalty cards cites no Law 70A (situations/engine_words.py; qa265 left it).

68D1, official Turkish: "Talep veya terkte uzlaşılmış ise Yasa 69 uygulanır"; WBF: "If the claim or
concession is agreed, Law 69 applies". 68D2(a)/70A are the contested claim's: TR "İtiraz edilmiş bir
talep veya terk hakkında karar verirken ... talep ile ilgili her şüpheli durum talep edenin aleyhine
çözümlenecektir"; WBF "In ruling on a contested claim or concession ... any doubtful point as to a claim
shall be resolved against the claimer". 69A, TR "Bord talep veya terk edilen löveler kazanılmış veya
kaybedilmiş gibi skorlanır"; WBF "The board is scored as though the tricks claimed or conceded had been
won or lost in play". 50D2, TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar
çıkış yapamaz"; WBF "he may not lead until declarer has stated which of the options below is selected".

For an agreed claim the engine's `laws` are 69A (69B2) and 50C/50D, never 70A; its figure and the line
69B2's note shows still try each of declarer's choices and keep the one that gives the claimer fewest
tricks (docs/rulings-cli.md, "Penalty cards on the table"). The penalty cards' clause said of them "the
option that gives the claimer fewest tricks is taken (Law 70A)": a Law that does not apply. A contested
claim keeps its words."""

import pytest

import rulings
from situations.engine_words import describe

# docs/rulings-cli.md: West to lead, East's SQ a major penalty card (50D2's choice on the lead)
LEAD = {
    "q": "claim",
    "deal": "N:9..3.6 Q.3..2 .4.5.8 5..Q.3",
    "trump": "NT",
    "lead": "W",
    "claimer": "S",
    "declarer": "S",
    "claimed": 3,
    "penalty": [{"seat": "E", "card": "SQ", "kind": "major"}],
}
# KEPT_KING: East's SK and D2 both major penalty cards (51A's designation), none stated
DESIGNATE = {
    "q": "claim",
    "deal": "N:2.2.. K..2. Q.A.. .3.3.",
    "trump": "NT",
    "lead": "N",
    "claimer": "S",
    "declarer": "S",
    "claimed": 2,
    "statement": {"cards": ["H2", "HA", "SQ"]},
    "penalty": [{"seat": "E", "card": "SK", "kind": "major"}, {"seat": "E", "card": "D2", "kind": "major"}],
}
# a defender's claim with his side's penalty card: West claims two, East's SA a major penalty card
DEFENDER = {
    "q": "claim",
    "deal": "W:3..4. ..AK. A.A.. ...32",
    "trump": "NT",
    "lead": "W",
    "claimer": "W",
    "declarer": "S",
    "claimed": 2,
    "statement": {"cards": ["S3"]},
    "penalty": [{"seat": "E", "card": "SA", "kind": "major"}],
}
SEARCH = {
    "tr": ("denenir ve talep edene en az löve verdiren esas alınır", "Yasa 70A"),
    "en": ("tried and the one that gives the claimer fewest tricks is kept", "Law 70A"),
}


@pytest.mark.parametrize("query", [LEAD, DESIGNATE, DEFENDER], ids=["lead", "designate", "defender"])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_agreed_claim_with_penalty_cards_says_the_search_not_70a(lang, query):
    agreed = {**query, "agreed": True}
    answer = rulings.answer(agreed)
    assert "69A" in answer["laws"] and "70A" not in answer["laws"], answer["laws"]
    said = describe(answer, agreed, lang)
    assert not any("70A" in sentence for sentence in said), said
    searched, law = SEARCH[lang]
    assert any(searched in sentence for sentence in said), said
    # the contested claim keeps its words: the choice read against the claimer under 70A
    contested = describe(rulings.answer(query), query, lang)
    assert any(law in s and ("en az löve" in s or "fewest tricks" in s) for s in contested), contested
    assert not any(searched in sentence for sentence in contested), contested
