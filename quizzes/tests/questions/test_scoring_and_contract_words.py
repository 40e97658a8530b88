"""The scoring and declarer-and-contract questions say what Laws 22A and 77 and the Definition of
declarer say, in the official Turkish's own words (docs/legal-review.md, "qa140")."""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def _calls_after_the_last_bid(question) -> list[str]:
    calls = [event.split(":")[1] for event in question.scenario["calls"]]
    last = max(i for i, call in enumerate(calls) if call[0].isdigit())
    return calls[last + 1 :]


def test_the_auction_ends_after_three_consecutive_passes():
    """Law 22A (TR, official): "son verilen deklareyi sıralı bir şekilde takiben arka arkaya üç pas
    geçilmesinden sonra. Sonuncu deklare kontrat haline gelir"; WBF: "one or more players having
    bid, there are three consecutive passes in rotation subsequent to the last bid. The last bid
    becomes the contract".

    Seed 27's auction ends 3♥ pass pass double pass pass redouble pass pass pass: the step said
    "three passes in rotation after the last bid end the auction", by which it would have ended at
    the third of those passes, before the redouble. Every auction with a pass, then a double after
    the last bid now hears "consecutive" ("arka arkaya")."""
    question = generate("declarer_contract", 27)
    assert _calls_after_the_last_bid(question) == ["pass", "pass", "X", "pass", "pass", "XX", "pass", "pass", "pass"]
    assert question.expected["contract"] == "3HXX"
    steps_tr = [s for s in question.explanation_tr.split("\n") if s.startswith("Yasa 22A")]
    steps_en = [s for s in question.explanation_en.split("\n") if s.startswith("Law 22A")]
    assert steps_tr == [
        "Yasa 22A: son deklareden sonra sırayla arka arkaya üç pas artırımı bitirir; son deklare kontrat olur."
    ]
    assert steps_en == [
        "Law 22A: three consecutive passes in rotation after the last bid end the auction; the last bid is the contract."
    ]
    interrupted = 0
    for seed in range(1, 201):
        question = generate("declarer_contract", seed)
        after = _calls_after_the_last_bid(question)
        if after[0] == "pass" and ("X" in after or "XX" in after):
            interrupted += 1
        assert "arka arkaya üç pas" in question.explanation_tr, seed
        assert "three consecutive passes" in question.explanation_en, seed
    assert interrupted > 10


def test_declarer_is_named_in_the_definition_s_words():
    """Definitions, Declarer (TR, official): "Son deklareyi yapan tarafın o deklarede sözü geçen türü
    ilk olarak deklare eden oyuncusu"; WBF: "The player who, for the side that makes the final bid,
    first bid the denomination named in the final bid".

    The step said "kontratı alan taraftan ilk söyleyen" (the first of the side that took the
    contract to say it) / "The first of the declaring side to name NT"; seed 1's auction ends
    ... North double, East pass, South 4NT: South is declarer."""
    question = generate("declarer_contract", 1)
    assert question.expected["contract"] == "4NT" and question.expected["declarer"] == "S"
    assert question.explanation_tr.endswith(
        "Son deklareyi yapan taraftan SA türünü ilk olarak deklare eden Güney: deklaran odur."
    )
    assert question.explanation_en.endswith("Of the side that made the final bid, South first bid NT: he is declarer.")


def test_law_77_premiums_are_called_by_the_law_s_word():
    """Law 77 (TR, official): "ÖDÜL SKORLARI", "ZON, PARTSKOR, YAPILMIŞ KONTRAT ÖDÜLLERİ ... Zonsuz
    iken ZON yapmak 300 ... Sürkonturlu herhangi bir kontrat yapmak 100"; the Definitions: "Ödül
    Puanları: Löve puanları dışında kazanılmış puanlar". WBF: "Premium Score", "Premiums for Game,
    Partscore, Fulfilling Contract ... For making GAME, not vulnerable 300 ... For making any
    redoubled contract 100"; "Premium Points: Any points earned other than trick points".

    Seed 1 (1NT redoubled made, not vulnerable: 160 + 300 + 100) said "zon primi" and
    "Sürkonturlu kontratı yapma primi" / "game bonus" and "Bonus for making a redoubled contract",
    above a quotation of Law 77 that says "ödül" / "premium": the Turkish Laws never say "prim"."""
    question = generate("scoring", 1)
    assert question.answer == "560"
    assert question.explanation_tr.split("\n")[1:3] == [
        "Löve skoru 100 veya daha fazla: zon ödülü (zonsuz) 300.",
        "Sürkonturlu kontratı yapma ödülü: 100.",
    ]
    assert question.explanation_en.split("\n")[1:3] == [
        "Trick score of 100 or more: game premium (not vulnerable) 300.",
        "Premium for making a redoubled contract: 100.",
    ]
    kinds = set()
    for seed in range(1, 301):
        question = generate("scoring", seed)
        assert "prim" not in question.explanation_tr, seed
        assert "bonus" not in question.explanation_en.lower(), seed
        kinds.update(
            k
            for k in ("zon ödülü", "partskor ödülü", "şlem ödülü", "kontratı yapma ödülü")
            if k in question.explanation_tr
        )
    assert kinds == {"zon ödülü", "partskor ödülü", "şlem ödülü", "kontratı yapma ödülü"}
