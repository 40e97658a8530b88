"""The auction at the director's table (/tr/masa/artirim/, /en/table/auction/): the Director records
the calls as they were made, irregular ones included (an insufficient bid, a call out of rotation,
a double Law 19 does not allow, a call by a player required to pass, a call after the final pass),
and after each event the ruling engine's `auction` query says what the Laws require now (Laws
17-40): whose turn, who must pass and until when, who chooses, the Law 26B lead restriction, the
paragraphs. Server-rendered, the record in the GET URL (situations/auction_table.py), each event one
tap, so that it works without JavaScript and any moment can be shared. The page decides nothing:
every sentence is the engine's answer in words (situations/engine_words.describe)."""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import QueryDict
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _

import rulings
from lawbook.labels import LabelError, parse_label
from rulings import words as names
from rulings.boards import side_vulnerable
from rulings.laws import (
    CHANGE_OF_CALL_ACCEPTED,
    DOUBLE_PARTNER_MAY_CALL,
    LOWEST_SUFFICIENT_SAME_STRAIN,
    WITHDRAWN_UNAUTHORIZED,
)

from .auction_table import (
    ACTS,
    AUCTION_COLUMNS,
    SEATS,
    STRAINS,
    AuctionEvent,
    AuctionInputError,
    auction_rows,
    from_query,
    normal_call,
    query,
    read_record,
    record_text,
)
from .content import BY_SLUG
from .engine_errors import auction_refusal, fallback
from .engine_words import describe
from .guide import current_lang
from .paragraphs import cited
from .table import token_of
from .table_links import AUCTION_LINKS, VULNERABILITIES, AuctionAtTable

# The guide that tells each Law of the auction's irregularities, for "read the guide" beside the answer.
GUIDE_OF_LAW = {
    24: "card-exposed-in-auction",
    25: "unintended-call",
    27: "insufficient-bid",
    **dict.fromkeys((28, 29, 30, 31, 32), "call-out-of-rotation"),
    **dict.fromkeys((35, 36, 37, 38, 39), "inadmissible-call"),
}
# A record longer than this in the URL is not read (MOST_EVENTS tokens of at most 10 characters).
MOST_RECORD_CHARACTERS = 4000


def auction_table(request):
    params = request.GET
    dealer, vul = _board(params)
    if dealer not in SEATS:
        return _page(request, "N", vul, [], _("The dealer is N, E, S or W."), status=400)
    text = params.get("calls", "")
    if len(text) > MOST_RECORD_CHARACTERS:
        return _page(request, dealer, vul, [], _("The auction record is too long."), status=400)
    try:
        events = read_record(text)
        added = _added(params)
    except AuctionInputError as error:
        return _page(request, dealer, vul, [], str(error), status=400)
    if added is not None:
        # A call or choice from the page's forms: recorded if the engine takes it, then the
        # record's own address, so that the URL always holds the whole record and nothing else.
        answer = rulings.answer(query(dealer, vul, [*events, added]))
        if "error" not in answer:
            return redirect(_url(dealer, vul, [*events, added]))
        return _refused(request, dealer, vul, _kept(dealer, vul, events), answer)
    answer = rulings.answer(query(dealer, vul, events))
    if "error" in answer:
        return _refused(request, dealer, vul, _kept(dealer, vul, events), answer)
    return _page(request, dealer, vul, events, answer=answer)


def auction_at_table(params: QueryDict) -> AuctionAtTable | None:
    """The auction as its page at the query `params` shows it, worked out again by a page of
    another app that the auction page's link sends the page's own query to (the desk's new record:
    desk/table_link.py), so that the link carries no more than the page's address (polish80: the
    record's words in it reached 3 869 bytes in Turkish). None where the page would show no ruled
    auction (an event still to record, a refusal): that page says why."""
    dealer, vul = _board(params)
    text = params.get("calls", "")
    if dealer not in SEATS or len(text) > MOST_RECORD_CHARACTERS or "call" in params or "act" in params:
        return None
    try:
        events = read_record(text)
    except AuctionInputError:
        return None
    answer = rulings.answer(query(dealer, vul, events))
    return None if "error" in answer else _auction_at(dealer, vul, events, answer, current_lang())


def _board(params) -> tuple[str, str]:
    """The dealer (as given: checked by the caller) and the vulnerability (None unless one of ours)."""
    dealer = params.get("dealer", "N")[:2].upper() or "N"
    vul = params.get("vul", "None") if params.get("vul", "None") in VULNERABILITIES else "None"
    return dealer, vul


def _setting(dealer: str, vul: str, lang: str) -> str:
    return _("Dealer %(dealer)s, %(vulnerability)s") % {
        "dealer": names.seat(dealer, lang),
        "vulnerability": names.vulnerability(vul, lang),
    }


def _auction_at(dealer: str, vul: str, events: list[AuctionEvent], answer: dict, lang: str) -> AuctionAtTable:
    """What the page shows of the auction to the links other apps register (table_links)."""
    return AuctionAtTable(
        _setting(dealer, vul, lang),
        tuple(event.words(lang) for event in events),
        tuple(describe(answer, {"q": "auction"}, lang)),
        tuple(answer["laws"]),
        _url(dealer, vul, events),
    )


def _refused(request, dealer: str, vul: str, kept: list[AuctionEvent], refusal: dict):
    """The page at the record's longest start the engine replays, saying why the engine refused
    the event after it (a rulings.Refusal): in the page's language (engine_errors.auction_refusal),
    else the page's sentence with the engine's English beside it."""
    if said := auction_refusal(refusal):
        return _page(request, dealer, vul, kept, said, status=400)
    return _page(request, dealer, vul, kept, fallback(), status=400, detail=refusal["error"])


def _added(params) -> AuctionEvent | None:
    """The event the page's forms send: `seat` with `call` (and the Director's findings), or `act`."""
    if "call" not in params and "act" not in params:
        return None
    seat = params.get("seat", "")[:2].upper()
    if seat not in SEATS:
        raise AuctionInputError(_("Who called? N, E, S or W."))
    if "act" in params:
        act = params.get("act", "")
        if act not in ACTS:
            raise AuctionInputError(_("The choice is to accept or not to accept."))
        return AuctionEvent(seat, act=act)
    call = normal_call(params.get("call", "")[:5])
    if not call:
        raise AuctionInputError(_("That is not a call: pass, X, XX, or a bid from 1♣ to 7NT."))
    return AuctionEvent(
        seat,
        call,
        artificial=params.get("artificial") == "1",
        comparable=params.get("comparable") == "1",
        intended=params.get("intended") == "1",
    )


def _kept(dealer: str, vul: str, events: list[AuctionEvent]) -> list[AuctionEvent]:
    """The longest start of the record the engine replays: a replay stops at its first event it
    refuses, so the refusals of longer starts follow from that of a shorter one (bisection)."""
    good, bad = 0, len(events)
    while bad - good > 1:
        middle = (good + bad) // 2
        if "error" in rulings.answer(query(dealer, vul, events[:middle])):
            bad = middle
        else:
            good = middle
    return events[:good]


def _url(dealer: str, vul: str, events: list[AuctionEvent], **extra) -> str:
    values = {"dealer": dealer, "vul": vul}
    if events:
        values["calls"] = record_text(events)
    # The record's own marks stay as typed, so that a shared link reads "calls=N:1S,E:1H".
    return reverse("situations:auction_table") + "?" + urlencode({**values, **extra}, safe=":,.")


def _page(
    request,
    dealer: str,
    vul: str,
    events: list[AuctionEvent],
    error: str = "",
    status: int = 200,
    answer=None,
    detail: str = "",
):
    """The page for the record `events` (which the engine replays: `answer`, when the caller has
    it already), with `error` said above it when the event asked for was not recorded."""
    lang = current_lang()
    answer = answer or rulings.answer(query(dealer, vul, events))
    box_seat = _box_seat(answer, events, request.GET.get("as", "")[:2].upper())
    context = {
        "dealer": dealer,
        "vul": vul,
        "dealer_choices": [(seat, names.seat(seat, lang)) for seat in SEATS],
        "vul_choices": [(code, names.vulnerability(code, lang)) for code in VULNERABILITIES],
        "setting": _setting(dealer, vul, lang),
        "events": [event.words(lang) for event in events],
        "columns": [{"seat": seat, "name": names.seat(seat, lang)} for seat in AUCTION_COLUMNS],
        "rows": _grid(events, dealer, answer, lang),
        "record": record_text(events),
        "error": error,
        "error_detail": detail,
        "sentences": describe(answer, {"q": "auction"}, lang),
        "paragraphs": cited(answer["laws"], lang),
        "decision": _decision(answer, dealer, vul, events, lang),
        "over": answer["over"],
        "box": _box(answer, box_seat, lang),
        "other_seats": [
            {"url": _url(dealer, vul, events, **{"as": seat}), "name": names.seat(seat, lang)}
            for seat in SEATS
            if seat != box_seat
        ],
        "undo_url": _url(dealer, vul, events[:-1]) if events else "",
        "restart_url": _url(dealer, vul, []),
        "guides": _guides(answer["laws"]),
        "play_url": _play_url(answer, dealer, vul),
        # Law 38: the box holds 1♣-7NT and the record cannot write a bid of more than seven; the
        # page says so and where the Law is told (TR 38B "Yediden yüksek bir deklare sonraki
        # konuşmalarla birlikte iptal edilir"; WBF "A bid of more than seven is cancelled together
        # with any subsequent calls").
        "above_seven": None
        if answer["over"]
        else {
            "title": str(BY_SLUG["inadmissible-call"].title),
            "url": reverse("situations:start", args=["inadmissible-call"]),
        },
    }
    if not error:
        context["other_links"] = AUCTION_LINKS.links_for(request, _auction_at(dealer, vul, events, answer, lang))
    return render(request, "situations/auction_table.html", context, status=status)


def _grid(events: list[AuctionEvent], dealer: str, answer: dict, lang: str) -> list[list[dict | None]]:
    """The record as the Director writes it (auction_rows: a column a seat, a row a round, None for a
        blank), each call with its marks: artificial (the alert a screen reader and the eye both get),
        judged comparable, irregular when the Laws gave its offender's left-hand opponent a choice on it
        (the engine's decision then, pending now or answered by an accept or reject in the record: Laws
        27A1, 29A "offender's LHO"; 36, 37, the Director rectifying before he calls), and that choice:
        accepted, or the Director rectifies. A call the chooser accepted by calling over it (27A1 TR "Bu
        oyuncu konuşursa deklare kabul edilmiş olur", WBF "It is accepted if that player calls"; 29A
        "offender's LHO may elect to call thereby forfeiting the right to any rectification"; 25B1) has
        no event of its own in the record: the engine's `ruled_calls` (docs/rulings-cli.md, Additions)
        names it, so that no start of the record is replayed. It names a call after the final pass too,
        cancelled (39A, TR "Artırımın sonuncu pasından sonra yapılan konuşmalar iptal edilir"; WBF "All
        calls after the final pass of the auction are cancelled"). The list beside it keeps the order of
        the events, which a call written in its seat's column does not show. It names what became of a
    call out of rotation cancelled by the correct player's call (28B) and of an inadmissible call the
    left-hand opponent called over (36A, 37A) too (grid75; `_call_marks`), and each pass 17D3
    cancels, after what else became of it (a pass out of rotation accepted, then cancelled; grid79)."""
    seated: list[tuple[str, dict]] = []
    ruled = {r["at"]: r for r in answer.get("ruled_calls", []) if r["how"] != "subsequent_pass"}
    # Marks said last, after an accept or reject of the call later in the record (by `at`).
    later = _later_marks(events, answer, lang)
    # What Law 16C says of a call, said last; folded under "Law 16C" where it is more than one mark
    # or 17D3's (qa97: at 390 px each cancelled pass ran to some twenty-five lines).
    information = {w["at"]: w for w in answer.get("withdrawn_calls", [])}
    informed: list[tuple[dict, list[str]]] = []

    def offenders_call(chooser: str) -> dict | None:
        """The last call so far of the chooser's right-hand opponent, the offender."""
        offender = names.partner(names.lho(chooser))
        return next((cell for seat, cell in reversed(seated) if seat == offender), None)

    def irregular(cell: dict) -> None:
        if cell["marks"][:1] != [_("irregular")]:
            cell["marks"].insert(0, _("irregular"))

    for at, event in enumerate(events):
        if event.act:
            if cell := offenders_call(event.seat):
                irregular(cell)
                whose = {"seat": names.seat(event.seat, lang)}
                cell["marks"].append(
                    _("accepted by %(seat)s") % whose if event.act == "accept" else _("the Director rectifies")
                )
            continue
        marks = _call_marks(event, ruled.get(at), lang)
        if event.intended and (cell := next((c for seat, c in reversed(seated) if seat == event.seat), None)):
            # 25A1: the intended call takes the place of his last call, which the engine replaces.
            cell["marks"].append(_("unintended: replaced"))
        red = event.call[-1:] in "DH"
        cell = {"call": names.call(event.call, lang), "red": red, "marks": marks, "seat": event.seat, "folded": []}
        seated.append((event.seat, cell))
        if at in later:
            informed.append((cell, later[at]))
        if at in information:
            informed.append((cell, _fold_information(cell, information[at], lang)))
    if (decision := answer["decision"]) and (cell := offenders_call(decision["by"])):
        irregular(cell)
    for cell, marks in informed:
        cell["marks"] += marks
    return auction_rows(dealer, seated, None)


def _fold_information(cell: dict, withdrawn: dict, lang: str) -> list[str]:
    """What Law 16C says of the cell's call (`_information_marks`): folded in the cell (`folded`, drawn
    under a closed "Law 16C") when it is more than one mark or 17D3's (qa97), its words unchanged; else
    returned, to be marked in sight."""
    said = _information_marks(withdrawn, lang)
    if len(said) > 1 or withdrawn["information"] == "applies":
        cell["folded"] = said
        return []
    return said


def _later_marks(events: list[AuctionEvent], answer: dict, lang: str) -> dict[int, list[str]]:
    """The marks a call gets after all others, by its index in the record: a pass 17D3 cancelled
    (`ruled_calls`, `how` subsequent_pass; grid79), after its acceptance; Law 16C (grid78) after
    them, in `_grid`."""
    later: dict[int, list[str]] = {}
    for r in answer.get("ruled_calls", []):
        if r["how"] == "subsequent_pass":
            later.setdefault(r["at"], []).extend(_ruled_marks(events[r["at"]], r, lang))
    return later


# How a `ruled_calls` entry was ruled (its `how`, docs/rulings-cli.md, Additions; grid77), when its
# call was chosen on or cancelled by another's call or the Director's rectification, not as one of
# 36A's subsequent calls nor after the final pass: the call is then marked irregular.
IRREGULAR_HOW = (
    "lho_called",
    "correct_player_called",
    "partner_called",
    "offender_called",
    "offender_called_out_of_rotation",
)


def _call_marks(event: AuctionEvent, ruled: dict | None, lang: str) -> list[str]:
    """A call's own marks: the Director's findings on it, and what the engine's `ruled_calls` says
    became of it: accepted by the chooser's call over it (27A1, 29A, 25B1); cancelled by the call of
    the player whose turn it was (28B, TR "artırım rakip o konuşmayı yapmamış gibi devam eder. Yasa
    26 geçerli değildir"; WBF "The auction proceeds as though the opponent had not called at that
    turn. Law 26 does not apply"); an inadmissible double or redouble cancelled by the left-hand
    opponent's call over it, and that call with it (36A, TR "kabulü olanaksız konuşma ve bundan
    sonraki bütün konuşmalar iptal edilir ... Yasa 26B’deki çıkış kısıtlamaları uygulanmaz"; WBF "the
    inadmissible call and all subsequent calls are cancelled ... The lead restrictions in Law 26B
    do not apply"); a call by a player required to pass standing once the left-hand opponent called
    over it, and the offender still passing when he was to pass to the end (37A, TR "bu konuşma ve
    sonraki tüm yasal konuşmalar geçerli olarak kalırlar. Kusurlu oyuncunun artırımın geri kalan
    kısmında pas geçmesi gerekiyorsa, sonraki turlarda yine pas geçmek zorundadır. Yasa 26B’deki
    çıkış kısıtlamaları uygulanmaz"; WBF "that call and all subsequent calls stand. If the offender
    was required to pass for the remainder of the auction he must still pass at subsequent turns.
    The lead restrictions in Law 26B do not apply"); cancelled after the final pass (39A);
    cancelled by the Director's rectification before its chooser called (grid76): a call out of
    rotation once the offender's partner called at his own turn (29B, TR "sırasız konuşma iptal
    edilir"; WBF "a call out of rotation is cancelled"; and the paragraph that lets the partner
    call, 30B1(a), 31B1, 32B1: TR "kurallar çerçevesinde herhangi bir yeterli konuşma" in 30B1(a)
    and 31B1, "herhangi yasal bir konuşma" in 32B1; WBF "Offender's partner may make any legal call
    at his proper turn"), an inadmissible call replaced by the offender's own next call (36B1 "any double or
    redouble not permitted by Law 19 is cancelled", 36B2/36B4 "his partner must pass whenever it
    is his turn to call"; 37B1, 37B2 "each member of the offending side must pass whenever it is
    his turn to call"). A call chosen on by another's call, or cancelled so, is marked irregular
    first, as one answered by an `accept` or `reject` is."""
    marks = [_("irregular")] if ruled and ruled["how"] in IRREGULAR_HOW else []
    if event.artificial:
        marks.append(_("artificial"))
    if event.comparable:
        marks.append(_("judged comparable"))
    if event.intended:
        marks.append(_("intended call"))
    return marks + (_ruled_marks(event, ruled, lang) if ruled else [])


def _accepted_mark(ruled: dict, lang: str) -> str:
    """A call accepted by its chooser's call over it. 25B1, TR "soldaki rakibin isteyerek konuşma
    yapması halinde otomatikman kabul edilmiş hale gelir"; WBF "It is accepted if LHO calls
    intentionally over it": the record holds that he called, not that he meant to, so the mark says
    the paragraph's condition, as the engine's line does (ruled_call_words._accepted; qa205). 27A1
    ("It is accepted if that player calls") and 29A ("may elect to call") have no such word."""
    law = ruled["laws"][0]
    if law == CHANGE_OF_CALL_ACCEPTED:
        chooser = {"seat": names.seat(ruled["by"], lang), "law": law}
        return _("accepted if %(seat)s called intentionally: Law %(law)s") % chooser
    return _("accepted by %(seat)s’s call") % {"seat": names.seat(ruled["by"], lang, "gen")}


def _ruled_marks(event: AuctionEvent, ruled: dict, lang: str) -> list[str]:
    """What became of the call, from its `ruled_calls` entry (`_call_marks`): the engine's `ruling`
    and `how` say it; its `laws` only name the paragraph."""
    law, how, ruling = ruled["laws"][0], ruled["how"], ruled["ruling"]
    by = {"seat": names.seat(ruled["by"], lang, "gen")} if "by" in ruled else {}
    if ruling == "accepted":
        return [_accepted_mark(ruled, lang)]
    if how == "correct_player_called":
        return [_("cancelled by %(seat)s’s call in turn: Law %(law)s") % {**by, "law": law}, _("no lead restriction")]
    if how == "lho_called" and ruling == "cancelled":
        return [_("cancelled by %(seat)s’s call over it: Law %(law)s") % {**by, "law": law}, _("no lead restriction")]
    if how == "subsequent_call":
        return [_("cancelled with the inadmissible call before it: Law %(law)s") % {"law": law}]
    if how == "lho_called":  # stands
        marks = [_("stands after %(seat)s’s call over it: Law %(law)s") % {**by, "law": law}, _("no lead restriction")]
        if ruled.get("must_still_pass"):
            marks.append(_("%(seat)s must still pass") % {"seat": names.seat(event.seat, lang)})
        return marks
    if how == "partner_called":
        partner = {"seat": names.seat(names.partner(event.seat), lang), "law": ruled["laws"][1]}
        # The official Turkish of 30B1(a) and 31B1 gives the partner "kurallar çerçevesinde herhangi
        # bir yeterli konuşma" (any sufficient call, within the rules), where the WBF says "any legal
        # call"; 32B1's Turkish says "herhangi yasal bir konuşma" (editor's note translation-30B1(a)).
        may_call = (
            _("%(seat)s may make any legal call at his own turn: Law %(law)s")
            if partner["law"] == DOUBLE_PARTNER_MAY_CALL
            else _("%(seat)s may make any sufficient call, within the rules, at his own turn: Law %(law)s")
        )
        return [_("cancelled: Law %(law)s") % {"law": law}, may_call % partner]
    if how == "offender_called":
        marks = [
            _("cancelled: Law %(law)s") % {"law": law},
            _("replaced by his next call: Law %(law)s") % {"law": ruled["laws"][1]},
        ]
        return marks + _passes_to_end(ruled, lang)
    if how == "offender_called_out_of_rotation":
        # Out of rotation the offender's next call is no substitute: it is judged as a call of its
        # own. 36B4, TR "artırım sıra kendinde olan oyuncuya geri döner"; WBF "the auction reverts
        # to the player whose turn it was to call" (`reverts_to`, a double or redouble only).
        marks = [_("cancelled: Law %(law)s") % {"law": law}]
        if "reverts_to" in ruled:
            back = {"seat": names.seat(ruled["reverts_to"], lang, "dat"), "law": ruled["laws"][1]}
            marks.append(_("the auction reverts to %(seat)s, whose turn it was: Law %(law)s") % back)
        return marks + _passes_to_end(ruled, lang)
    if how == "subsequent_pass":
        # 17D3, TR "artırım, sıra kendisinde olan oyuncuya geri döner. Bundan sonraki tüm paslar
        # geçersiz kılınır"; WBF "the auction reverts to the player who missed his turn, all
        # subsequent passes are cancelled" (grid79).
        back = {"seat": names.seat(ruled["reverts_to"], lang, "dat"), "law": law}
        return [_("cancelled, the auction reverting to %(seat)s, whose turn it was: Law %(law)s") % back]
    return [_("after the final pass: cancelled")]  # after_final_pass


def _information_marks(withdrawn: dict, lang: str) -> list[str]:
    """What Law 16C's paragraphs say of the information from a withdrawn or cancelled call, from
    the engine's `withdrawn_calls` entry (docs/rulings-cli.md, Additions; grid78): unauthorised for
    the offending side (16C2, TR "Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm
    bilgiler izinsizdir"; WBF "For an offending side, information arising from its own withdrawn
    action ... is unauthorized"; named by 28B "see Law 16C2", 30B1(a) and 32B1 "Law 16C2
    applies"); 16C2 not applying after a comparable call (23B, TR "Yasa 16C2 bu durumda geçerli
    değildir"; WBF "Law 16C2 does not apply"); 16C not applying after 27B1(a) or 27B1(b) (TR
    "Yasalar 26B ve 16C uygulanmaz", "Yasa 16C uygulanmaz"; WBF "Laws 26B and 16C do not apply",
    "Law 16C does not apply"); 16C that may apply after a call not comparable (31A2(b), 32A2(b):
    TR "Yasalar 16C, 26B ve 72C uygulanabilir"; WBF "Laws 16C, 26B and 72C may apply"); or that it
    waits on the offender's replacement call. No mark where no paragraph says it."""
    info, laws = withdrawn["information"], withdrawn["laws"]
    if info == "applies":
        return _applies_marks(withdrawn, lang)
    if info == "unauthorized":
        side = {"side": names.side(names.side_of(withdrawn["seat"]), lang)}
        return [
            _("information from this call is unauthorised for %(side)s: Law 16C2") % side,
            *_authorized(withdrawn, lang),
        ]
    if info == "not_applicable" and withdrawn["law"] == WITHDRAWN_UNAUTHORIZED:
        return [_("Law 16C2 does not apply: comparable call, Law 23B")]
    if info == "not_applicable" and laws[0] == LOWEST_SUFFICIENT_SAME_STRAIN:
        return [_("Law 16C does not apply: the lowest sufficient bid of the same denomination, Law 27B1(a)")]
    if info == "not_applicable":
        return [_("Law 16C does not apply: comparable call, Law %(law)s") % {"law": laws[0]}]
    if info == "may_apply":
        return [_("Law 16C may apply: not a comparable call, Law %(law)s") % {"law": laws[0]}]
    whose = {"rule": withdrawn["law"], "seat": names.seat(withdrawn["seat"], lang, "gen"), "law": laws[0]}
    return [
        _(
            "whether Law %(rule)s applies to information from this call waits on %(seat)s’s replacement call: Law %(law)s"
        )
        % whose
    ]


def _applies_marks(withdrawn: dict, lang: str) -> list[str]:
    """17D3's cancelled pass (grid79): TR "Geçersiz kılınan konuşmalar için Yasa 16C uygulanır ve
    sırasız pas geçen oyuncu kusurlu taraftır"; WBF "Law 16C applies to the cancelled calls, any
    player who has passed out of rotation being an offender" (our English, from the Turkish: "the
    player who passed out of rotation is the offending side"), the engine's `offenders` named. With
    one `offending_side`, what 16C then says of it: 16C2, TR "Kusurlu taraf için, geri alınmış
    eylemden – gerek kendileri gerekse rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler
    izinsizdir"; WBF "For an offending side, information arising from its own withdrawn action and
    from withdrawn actions of the non-offending side is unauthorized"; 16C1, TR "Kusursuz taraf
    için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek kendileri, gerekse rakipleri
    tarafından yapmış olsun; yasaldır"; WBF "For a non-offending side, all information arising from
    a withdrawn action is authorized, whether the action be its own or its opponents'" (`_authorized`).
    With both sides offenders the engine names no side, and neither is marked."""
    law = withdrawn["laws"][0]
    offenders = [names.seat(seat, lang) for seat in withdrawn["offenders"]]
    if len(offenders) == 1:
        marks = [
            _("Law 16C applies; %(seat)s, who passed out of rotation, is the offending side: Law %(law)s")
            % {"seat": offenders[0], "law": law}
        ]
    else:
        seats = _("%(seats)s and %(last)s") % {"seats": ", ".join(offenders[:-1]), "last": offenders[-1]}
        marks = [
            _("Law 16C applies; %(seats)s passed out of rotation, each of them the offending side: Law %(law)s")
            % {"seats": seats, "law": law}
        ]
    if side := withdrawn.get("unauthorized_for"):
        marks.append(
            _("information from this call is unauthorised for %(side)s: Law 16C2") % {"side": names.side(side, lang)}
        )
    return marks + _authorized(withdrawn, lang)


def _authorized(withdrawn: dict, lang: str) -> list[str]:
    """16C1 for the non-offending side, where the engine names it (`authorized_for`: the paragraph
    names 16C whole, 17D3 or 25B3; grid79): TR "Kusursuz taraf için, geri alınmış eylemden
    kaynaklanan tüm bilgiler, gerek kendileri, gerekse rakipleri tarafından yapmış olsun;
    yasaldır"; WBF "For a non-offending side, all information arising from a withdrawn action is
    authorized, whether the action be its own or its opponents'"."""
    if side := withdrawn.get("authorized_for"):
        return [_("information from this call is authorised for %(side)s: Law 16C1") % {"side": names.side(side, lang)}]
    return []


def _passes_to_end(ruled: dict, lang: str) -> list[str]:
    return [
        _("%(seat)s must pass whenever it is his turn") % {"seat": names.seat(seat, lang)}
        for seat in ruled.get("pass_to_end", [])
    ]


def _play_url(answer: dict, dealer: str, vul: str) -> str:
    """The director's table with the contract reached, its declarer and the board's dealer and
    vulnerability filled in, to deal the hands and play it; "" until the auction has ended in a
    contract, and while a Law 39 ruling is pending (39C: the 26B restriction it may leave is not
    known yet)."""
    if not answer["over"] or answer["contract"] == "pass" or answer["decision"]:
        return ""
    declarer = answer["declarer"]
    vulnerable = side_vulnerable(vul, names.side_of(declarer))
    values = {"contract": answer["contract"], "declarer": declarer, "vul": "1" if vulnerable else "0"}
    if restrictions := auction_lead_tokens(answer):
        values["play"] = ",".join(restrictions)  # 26B, carried into the play record
    return reverse("situations:table") + "?" + urlencode({**values, "dealer": dealer, "vulnerable": vul})


def auction_lead_tokens(answer: dict) -> list[str]:
    """The 26B restriction(s) the auction leaves, as the play record's first tokens
    ("auction_lead:E:C+D"): declarer's choice then comes at the partner's first turn to lead."""
    restrictions = answer.get("lead_restrictions") or [r for r in [answer.get("lead_restriction")] if r]
    return [
        token_of({"act": "auction_lead", "seat": r["seat"], "suits": r["declarer_may_forbid_one_of"]})
        for r in restrictions
    ]


def _box_seat(answer: dict, events: list[AuctionEvent], asked: str) -> str:
    """Whose call the bidding box records: the seat the Director chose, else the one whose turn
    it is (the chooser, while a choice is pending: a call at his turn accepts, 27A1, 29A), else,
    once the auction is over, the next seat after the last caller (a call after the final pass,
    Law 39)."""
    if asked in SEATS:
        return asked
    if answer["turn"]:
        return answer["turn"]
    callers = [event.seat for event in events if event.call]
    return names.lho(callers[-1]) if callers else "N"


def _box(answer: dict, seat: str, lang: str) -> dict:
    """The bidding box for `seat`: every call, the ones the Laws allow him now marked; any other
    records what was called at the table (the engine then rules on it)."""
    in_turn = seat == answer["turn"] and not answer["decision"]
    legal = set(answer["legal"]) if in_turn else set()

    def button(code: str) -> dict:
        return {"code": code, "text": names.call(code, lang), "legal": code in legal, "red": code[-1:] in "DH"}

    # Turkish says whose call with the genitive ("Kuzey'in konuşması").
    whose = {"seat": names.seat(seat, lang, "gen")}
    # While a choice is pending `turn` is the chooser, whose call accepts (27A1, 29A): his turn too.
    return {
        "seat": seat,
        "heading": _("%(seat)s’s call") % whose
        if seat == answer["turn"]
        else _("%(seat)s’s call, not in turn") % whose,
        "specials": [button(code) for code in ("pass", "X", "XX")],
        "rows": [[button(f"{level}{strain}") for strain in STRAINS] for level in range(1, 8)],
        "marked": bool(legal),
    }


def _decision(answer: dict, dealer: str, vul: str, events: list[AuctionEvent], lang: str) -> dict | None:
    """The choice pending (27A1, 29A: the left-hand opponent accepts or not; 36, 37: whether the
    Director rectified before the left-hand opponent called): one button an option."""
    decision = answer["decision"]
    if not decision:
        return None
    seat = decision["by"]
    who = names.seat(seat, lang)
    before_call = decision["options"] == ["reject"]
    buttons = []
    for option in decision["options"]:
        if option == "accept":
            text = _("%(seat)s accepts") % {"seat": who}
        elif before_call:
            text = _("The Director rectifies before %(seat)s calls") % {"seat": who}
        else:
            text = _("%(seat)s does not accept") % {"seat": who}
        chosen = [*events, AuctionEvent(seat, act=option)]
        then, laws = _then(dealer, vul, chosen, lang)
        buttons.append({"text": text, "url": _url(dealer, vul, chosen), "then": then, "laws": laws})
    # A change of call (25B) is accepted by a call made intentionally over it (25B1, TR "soldaki
    # rakibin isteyerek konuşma yapması halinde otomatikman kabul edilmiş hale gelir"; WBF "It is
    # accepted if LHO calls intentionally over it"), not as 27A1 or 29A accept by any call. The
    # pending decision's paragraphs come first in `laws`, 25B1 first for a change of call (qa229).
    change_of_call = answer["laws"][:1] == [CHANGE_OF_CALL_ACCEPTED]
    return {"by": who, "buttons": buttons, "before_call": before_call, "change_of_call": change_of_call}


def _then(dealer: str, vul: str, events: list[AuctionEvent], lang: str) -> tuple[list[str], list[str]]:
    """What an option leads to, in the engine's words, so that the Director can explain every option
    before anyone chooses (Law 10C1: TR "Bu yasalar bir usulsüzlükten sonra seçim olanağı
    tanıyorsa, hakem mevcut olan tüm seçenekleri açıklayacaktır"; WBF "When these Laws provide an
    option after an irregularity, the Director shall explain all the options available")."""
    answer = rulings.answer(query(dealer, vul, events))
    if "error" in answer:
        return [], []
    return describe(answer, {"q": "auction"}, lang), answer["laws"]


def _guides(laws: list[str]) -> list[dict]:
    """The guides that tell the Laws the answer cites, once each, in the order cited."""
    slugs: list[str] = []
    for text in laws:
        try:
            slug = GUIDE_OF_LAW.get(parse_label(text).law)
        except LabelError:
            continue
        if slug and slug not in slugs:
            slugs.append(slug)
    return [{"title": str(BY_SLUG[slug].title), "url": reverse("situations:start", args=[slug])} for slug in slugs]


def auction_url(auction_query: dict) -> str:
    """The auction table at a guide's example (its `auction` query): the Director goes on from it,
    or changes it, at the table; "" when the example is not one the page records."""
    events = from_query(auction_query)
    dealer = auction_query.get("dealer")
    if events is None or dealer not in SEATS:
        return ""
    vul = auction_query.get("vul", "None")
    return _url(dealer, vul if vul in VULNERABILITIES else "None", events)
