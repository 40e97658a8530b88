"""The table page's "make a ruling record of this board" (issue 23, ruling records: "the auction
and play (from the table page's state)"): registered with situations.table_links, shown only to
whom may add a record, it opens the new record's form filled with the deal as a PBN, the contract
and every event recorded at the table, trick by trick in the page's words, the table's own address
(which replays them), and the paragraphs the engine cites."""

from __future__ import annotations

from urllib.parse import urlencode

from django.urls import reverse
from django.utils.translation import gettext as _

from rulings import words as names
from situations.guide import current_lang
from situations.table import parse_play
from situations.table_links import AuctionAtTable, BoardAtTable, TableLink
from situations.table_play_words import laws_along_the_play, play_in_words, states_along


def record_link(request, board: BoardAtTable) -> TableLink | None:
    if not request.user.has_perm("desk.add_rulingrecord"):
        return None
    play = parse_play(",".join(board.events))
    states = states_along(board.deal, board.contract, board.replayed_declarer or board.declarer, play)
    query = {
        "deal_source": pbn(board),
        "auction_and_play": play_text(request, board, play, states),
        "laws": ", ".join(laws_applied(board, states, play)),
        "language": current_lang(),  # the language play_text wrote it in (desk65)
    }
    return TableLink(_("Make a ruling record of this board"), reverse("desk:new") + "?" + urlencode(query))


def laws_applied(board: BoardAtTable, states: list, play: list) -> list[str]:
    """The paragraphs the table shows now (the position's, a result's, a claim's), then those the
    engine cited earlier in the play and no longer does: a revoke corrected at trick 1 (62A, 62B1,
    50B) is out of the table's answer once the next card is played, yet the Director applied it."""
    along = laws_along_the_play(states, play)
    return [*board.laws, *(label for label in along if label not in board.laws)]


def pbn(board: BoardAtTable) -> str:
    """The deal as the record's reader takes it (situations.table_record): PBN tags, with the
    board's Dealer and Vulnerable (Law 2) when the table had them from a pasted record, so that the
    record shows them (desk.diagram.markings); none inferred from a board number."""
    markings = ""
    if board.dealer:
        markings += f'[Dealer "{board.dealer}"]\n'
    if board.vulnerability:
        markings += f'[Vulnerable "{board.vulnerability}"]\n'
    return f'{markings}[Deal "{board.deal}"]\n[Declarer "{board.declarer}"]\n[Contract "{board.contract}"]\n'


def play_text(request, board: BoardAtTable, play: list, states: list) -> str:
    """The contract and declarer in the page's words, the events trick by trick in the page's words
    (situations.table_play_words; the table's address, which replays them, keeps its tokens), a
    claim in words when one was ruled, the address."""
    lang = current_lang()
    contract = names.contract(board.contract, lang) if board.contract != "pass" else board.contract
    declarer = board.replayed_declarer or board.declarer
    tricks = play_in_words(board.deal, board.contract, declarer, play, states, lang)
    return "\n".join(
        [
            _("Contract %(contract)s by %(declarer)s.")
            % {"contract": contract, "declarer": names.seat(board.declarer, lang)},
            *(tricks or [_("At the table: %(events)s") % {"events": "-"}]),
            *board.claim,
            request.build_absolute_uri(board.table_url),
        ]
    )


def auction_record_link(request, auction: AuctionAtTable) -> TableLink | None:
    """The auction page's "make a ruling record of this auction": the record's auction in the page's
    words (the dealer and vulnerability, each call and choice, what the engine says now, the page's
    address, which replays it) and the paragraphs the engine cites. The auction page has no hands:
    the Director pastes the deal into the form, as a record asks for one."""
    if not request.user.has_perm("desk.add_rulingrecord"):
        return None
    words = [auction.setting, *auction.events, *auction.sentences, request.build_absolute_uri(auction.table_url)]
    query = {"auction_and_play": "\n".join(words), "laws": ", ".join(auction.laws), "language": current_lang()}
    return TableLink(_("Make a ruling record of this auction"), reverse("desk:new") + "?" + urlencode(query))
