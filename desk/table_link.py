"""The table page's "make a ruling record of this board" (issue 23, ruling records: "the auction
and play (from the table page's state)"): registered with situations.table_links, shown only to
whom may add a record, it opens the new record's form filled with the deal as a PBN, the contract
and every event recorded at the table, trick by trick in the page's words, the table's own address
(which replays them), and the paragraphs the engine cites. The links carry the page's own query
and the form's page (board_record, auction_record) works the record out again from it."""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import QueryDict
from django.shortcuts import redirect
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from rulings import words as names
from situations.auction_table_views import auction_at_table
from situations.guide import current_lang
from situations.table import parse_play
from situations.table_links import AuctionAtTable, BoardAtTable, TableLink
from situations.table_play_words import laws_along_the_play, play_in_words, states_along
from situations.table_views import board_at_table

from .access import director_required
from .models import RecordLanguage
from .views import prefilled_record_page


def record_link(request, board: BoardAtTable) -> TableLink | None:
    """The link carries the table's own query and its language, which board_record reads again
    (polish80): the record's text in it, each Turkish letter and suit symbol percent-encoded,
    reached 2 861 bytes after a claim (the table's address: 643)."""
    if not request.user.has_perm("desk.add_rulingrecord"):
        return None
    return TableLink(_("Make a ruling record of this board"), _carrying("desk:table_record", board.table_url))


@director_required("add")
@require_GET
def board_record(request):
    """The new-record form prefilled from the table at the query this address carries (the table's
    own): the board, its events and Laws worked out again as the table shows them, in the table
    page's language (desk65: the language the link names, whatever this page's). Reload draws the
    same form, Back is the table; a query the table shows no board for (a cut link, a refusal) is
    sent to the table, which says why."""
    params, lang = _table_query(request)
    with translation.override(lang):
        board = board_at_table(request, params)
        if board is None:
            return redirect(reverse("situations:table") + "?" + params.urlencode())
        play = parse_play(",".join(board.events))
        states = states_along(board.deal, board.contract, board.replayed_declarer or board.declarer, play)
        prefill = {
            "deal_source": pbn(board),
            "auction_and_play": play_text(request, board, play, states),
            "laws": ", ".join(laws_applied(board, states, play)),
        }
    return prefilled_record_page(request, prefill)


def _carrying(name: str, address: str) -> str:
    """The desk's page `name` with the query of the table's `address` and the language its record
    is written in (the table page's: desk65)."""
    query = address.partition("?")[2]
    return reverse(name) + "?" + (query + "&" if query else "") + urlencode({"language": current_lang()})


def _table_query(request) -> tuple[QueryDict, str]:
    """The table's query this address carries, and the language the link names (else this page's)."""
    params = request.GET.copy()
    named = params.pop("language", [""])[-1]
    return params, named if named in RecordLanguage.values else current_lang()


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
    the Director pastes the deal into the form, as a record asks for one. The link carries the
    page's own query, which auction_record reads again (polish80: the words in the link reached
    3 869 bytes in Turkish)."""
    if not request.user.has_perm("desk.add_rulingrecord"):
        return None
    return TableLink(_("Make a ruling record of this auction"), _carrying("desk:auction_record", auction.table_url))


@director_required("add")
@require_GET
def auction_record(request):
    """The new-record form prefilled from the auction page at the query this address carries, worked
    out again as that page shows it, in its language; a query it shows no ruled auction for is sent
    to that page, which says why."""
    params, lang = _table_query(request)
    with translation.override(lang):
        auction = auction_at_table(params)
        if auction is None:
            return redirect(reverse("situations:auction_table") + "?" + params.urlencode())
        words = [auction.setting, *auction.events, *auction.sentences, request.build_absolute_uri(auction.table_url)]
    return prefilled_record_page(request, {"auction_and_play": "\n".join(words), "laws": ", ".join(auction.laws)})
