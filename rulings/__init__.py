"""The ruling engine of Briç Yasaları: what the Laws of Duplicate Bridge (WBF 2017) require
after what happened at the table, and the paragraphs each answer rests on.

Pure Python standard library; nothing here imports Django. The command line
(`python -m rulings`, see docs/rulings-cli.md) is a thin loop over `answer`.

Library API (quizzes and "what happens now?" pages call these in-process)
-------------------------------------------------------------------------
answer(query: dict, claim_budget: int = NODE_BUDGET) -> dict
    Exactly what the command line prints for one query (score, imps, board, matchpoints,
    weighted, artificial, teams_one_at_fault, auction_exposure, state, result, auction, claim). Never raises on bad input: returns
    {"error": "<field>: <problem>"} (a Refusal: a dict, printed the same, whose `refused` is the
    QueryError, with `problem` and `values` saying the play's and the auction's refusals as data
    for a page to put in its reader's language; problem "" for the others). `claim_budget`: the positions a claim's search may visit before
    its budget error (the command line's 3 000 000; a web request passes fewer).
answers_after(query: dict, events: list) -> list[dict]
    For each event, exactly answer({**query, "play": [*query["play"], event]}), the record of a
    `state` query replayed once (the table page's card links, perf316); not a command-line query.

Typed calls (raise ValueError, with the same messages, on bad input):
    score(contract: Contract | str, vulnerable: bool, tricks: int) -> int          Law 77
    table_scores(vulnerable=None, opponents_vulnerable=None) -> frozenset[int]     Law 77
        every score a side can be given at the table (any contract and result, for either side; each
        side at its vulnerability, either where None).
    board_info(board: int) -> BoardInfo(board, dealer: Seat, vul: str)             Law 2
    imps(diff: int) -> int                                                         Law 78B
    matchpoints(scores: Sequence[int]) -> list[int]                                Law 78A
    weighted_score(query: dict) -> WeightedScore                    Laws 12C1(c), 78A, 78B
        the `weighted` query's fields (form, outcomes, field or other); every step: each
        outcome's score, weight, points (matchpoints or IMPs) and weighted figure, the exact
        total, top and percent (Decimals; round2 gives the answer's two decimals).
    artificial_score(query: dict) -> ArtificialScore                       Law 12C2(a)-(c)
        the `artificial` query's fields (form, fault, session_percent).
    teams_score(query: dict) -> TeamsScore                                     Law 86B2(b)
        the `teams_one_at_fault` query's fields (outcomes, other): the assigned score in IMPs
        (12C1(c), 78B), 12C2(b)'s average plus, the more favourable, the complement.
    auction_exposure(cards: list[int], led: bool) -> AuctionExposure               Law 24
        (cards as indices: Card.parse("SK").index)
    play_state(deal: str, contract: str, declarer: str, play: list) -> PlayState   Laws 44-64
        turn, trick, tricks (NS, EW), penalty_cards, lead_restriction, decision, legal,
        revokes, laws, declarer (after a 54A spread), completed tricks.
    play_result(deal, contract, declarer, vul: bool, play) -> PlayResult           Laws 64, 77
        tricks_played, transfer_to, transfer, tricks, score, revokes (Law 64 rulings), laws.
        Each transferred revoke's ruling carries a Shortfall: the figures by which the play
        record shows the transfer may fall short (the reason for 64C).
    `deal` is a PBN Deal value, `play` the events of the contract ("W:SK" or {"act": ...}).
    auction_state(dealer: str, calls: list) -> AuctionState                        Laws 17-40
        turn, legal calls, must_pass, decision, lead_restriction (26B), over, contract,
        declarer, laws; `calls` as in the `auction` query ("E:1H" or {"act": ...}).

Model: cards.py (Card, Suit, Rank, Turkish/English names), deal.py (Seat, Hand, Deal, PBN),
contract.py, scoring.py, boards.py, imps.py, matchpoints.py, adjusted.py (Law 12C), auction_exposure.py, auction/ (the
auction state machine, Laws 17-40), play.py (the trick-by-trick state machine), penalty_card.py, lead_out_of_turn.py, revoke.py, outcome.py,
laws.py (every label the engine can cite: CITED_LABELS), queries.py (JSON boundary), cli.py,
records.py (PBN and BBO LIN records read into a BoardRecord; import rulings.records, it is not
imported here, so that endplay is loaded only when a record is read).

Decisions where the contract or the Laws left room are listed in rulings/README.md.
"""

from __future__ import annotations

from .adjusted import ArtificialScore, TeamsScore, WeightedLine, WeightedScore, round2
from .auction import AuctionState
from .auction_exposure import AuctionExposure
from .auction_exposure import auction_exposure as auction_exposure
from .boards import BoardInfo, board_info, side_vulnerable
from .cards import Card, Rank, Suit
from .contract import Contract, Strain
from .deal import Deal, Hand, Seat
from .imps import imps
from .laws import CITED_LABELS
from .matchpoints import matchpoints
from .outcome import PlayResult
from .play import PlayState
from .queries import (
    PLAY_ACTS,
    QueryError,
    Refusal,
    answer,
    answers_after,
    artificial_score,
    auction_state,
    play_result,
    play_state,
    teams_score,
    weighted_score,
)
from .revoke import Shortfall
from .scoring import score as _score
from .scoring import table_scores as table_scores


def score(contract: Contract | str, vulnerable: bool, tricks: int) -> int:
    """Law 77: the declaring side's score (positive made, negative defeated, 0 passed out)."""
    if isinstance(contract, str):
        contract = Contract.parse(contract)
    return _score(contract, vulnerable, tricks)


__all__ = [
    "PLAY_ACTS",
    "ArtificialScore",
    "AuctionExposure",
    "AuctionState",
    "BoardInfo",
    "CITED_LABELS",
    "Card",
    "Contract",
    "Deal",
    "Hand",
    "PlayResult",
    "PlayState",
    "QueryError",
    "Rank",
    "Refusal",
    "Seat",
    "Shortfall",
    "Strain",
    "Suit",
    "WeightedLine",
    "WeightedScore",
    "answer",
    "answers_after",
    "artificial_score",
    "teams_score",
    "TeamsScore",
    "auction_exposure",
    "auction_state",
    "board_info",
    "side_vulnerable",
    "imps",
    "matchpoints",
    "play_result",
    "play_state",
    "round2",
    "score",
    "table_scores",
    "weighted_score",
]
