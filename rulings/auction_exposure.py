"""Law 24: cards of a player exposed or led during the auction.

Whether the offender's partner must pass at his next turn (24A small card not led: no; 24B an
honour or a card led prematurely: yes; 24C two or more cards: yes), and the penalty cards the
offender has if he becomes a defender (24E), each major or minor per Law 50B (an honour, a card
led, or two or more cards: major). If he becomes declarer or dummy they go back to his hand (24D).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import laws
from .cards import CARD_CODES, is_honour


@dataclass(frozen=True)
class AuctionExposure:
    partner_must_pass: bool
    if_defender: tuple[tuple[int, str], ...]  # (card index, "major" | "minor")
    laws: tuple[str, ...]


def auction_exposure(cards: list[int], led: bool) -> AuctionExposure:
    if len(cards) >= 2:
        paragraph, must_pass = laws.AUCTION_TWO_OR_MORE, True
    elif led or is_honour(cards[0]):
        paragraph, must_pass = laws.AUCTION_HONOUR_OR_LED, True
    else:
        paragraph, must_pass = laws.AUCTION_SMALL_CARD, False
    # 50B: a single small card exposed inadvertently is minor; an honour, a card exposed with
    # intent to play (led) or two or more penalty cards of one defender are all major.
    all_major = led or len(cards) >= 2
    kinds = tuple((c, "major" if all_major or is_honour(c) else "minor") for c in cards)
    return AuctionExposure(must_pass, kinds, (paragraph, laws.AUCTION_DEFENDING_SIDE, laws.MAJOR_OR_MINOR))


def as_answer(result: AuctionExposure) -> dict:
    return {
        "partner_must_pass": result.partner_must_pass,
        "if_defender": [{"card": CARD_CODES[c], "kind": k} for c, k in result.if_defender],
        "laws": list(result.laws),
    }
