"""A typed "bid" also searches "call", never the other way (fixtures/search_vocabulary.tsv's broader
terms, lawbook.search.vocabulary.Group.broader).

Definitions: "Konuşma: Herhangi bir deklare, kontr, sürkontr veya pas." / "Call: Any bid, double,
redouble or pass."; "Deklare: Belirli bir renkte en az belirtilen sayıda (altı löveye ilaveten)
artı löve kazanmayı üstlenme." / "Bid: An undertaking to win at least a specified number of odd
tricks ...". A bid is a call; a call is not always a bid.
Law 25B1: "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın solundaki
rakip tarafından kabul edilebilir" / "A substituted call not permitted by A may be accepted by the
offender's LHO": a player who changed his bid on purpose changed his call, in the Laws' words."""

from lawbook.search.query import plan
from lawbook.search.scoring import Weights
from lawbook.search.service import search
from lawbook.search.vocabulary import load, parse
from tests.search_index import GUIDE, search_index, search_index_dir  # noqa: F401


def _first_paragraph(text: str, weights: Weights | None = None) -> str:
    return next(h.label for h in search(text, "en", weights=weights).hits if h.kind != GUIDE)


def _searched(text: str) -> set[tuple[str | None, tuple[str, ...]]]:
    found = plan(text, load(), "en").concepts[0].alternatives
    return {(a.lang, a.words) for a in found}


def test_a_typed_bid_searches_call_and_a_typed_call_does_not_search_bid():
    assert ("en", ("call",)) in _searched("bid")
    assert ("en", ("bid",)) not in _searched("call")


def test_broader_terms_are_the_third_and_fourth_columns():
    group = parse("deklare\tbid\tkonuşma\tcall\n")[0]
    assert [t.text for t in group.terms] == ["deklare", "bid"]
    assert [(t.lang, t.text) for t in group.broader] == [("tr", "konuşma"), ("en", "call")]


def test_a_bid_changed_on_purpose_finds_the_call_intended(search_index):  # noqa: F811
    query = "my opponent changed his bid deliberately what happens"
    assert _first_paragraph(query).startswith("25B")
    # The control: without the broader term, a bid out of rotation (31C) came first.
    assert not _first_paragraph(query, Weights(broader=0.0)).startswith("25B")
