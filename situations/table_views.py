"""The director's table page (/tr/masa/, /en/table/): server-rendered, the whole record in the GET
URL and each card a link, so that it works without JavaScript and any moment can be shared."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from urllib.parse import urlencode

from django.http import HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _

import rulings
from rulings import words as names
from rulings.cards import Card
from rulings.laws import (
    AUCTION_DECLARING_SIDE,
    CHANGE_AFTER_OPPONENTS_CHANGE,
    DECLARER_EXPOSES,
    DECLARING_SIDE_OPENING_LEAD,
    DECLARING_SIDE_PLAYS_EARLY,
    LEAD_OUT_OF_TURN_ACCEPTED,
    SIMULTANEOUS_ONE_VISIBLE,
)

from . import table_links
from .engine_errors import play_refusal, problem_of
from .engine_words import DESIGNATION_TEXTS, KIND_WORDS, button_words, chooser, describe, must_accept
from .guide import current_lang
from .paragraphs import cited
from .table import (
    DESIGNATION_WORDS,
    RANKS,
    SEATS,
    SUIT_ACTS,
    SUITS,
    AtOnceError,
    RecordError,
    is_red,
    leads_taken_back,
    parse_event,
    parse_play,
    random_deal,
    token_of,
    view,
)
from .table_claim_section import (
    card_list,
    claim_context,
    claim_for_the_record,
    claim_mode_url,
    claimed_in_record,
    entered_claim,
    statement_marks,
)
from .table_input import (
    CONTRACT_LENGTH,
    DEAL_LENGTH,
    ContractReading,
    InputError,
    check_deal,
    check_lengths,
    read_contract,
    spaced_once,
)
from .table_links import VULNERABILITIES, BoardAtTable
from .table_play_words import unnoticed_words
from .table_premature import before_the_choice, declarer_played_since
from .table_record import read as read_board_record
from .table_record import record_text, table_url
from .table_revoke_correction import (
    correction_laws,
    mode_with_revokes_to_correct,
    played_correcting_cards,
    revokes_to_correct,
)

# What a tap on a card records: a play, an exposed card (Law 49), the card that corrects a revoke
# (62A; 62D1 and 62C3 though established) or a later player's card that replaces his (62C1): the
# `play` events of docs/rulings-cli.md.
# "two": two cards led or played at once (58B), tapped one after the other, then which faces showed.
MODES = ("play", "expose", "correct", "replace", "claim", "two")
# The Law 26B restriction a Director enters at the table (the start page, or the table before its
# first event): which defender is the offender's partner, as declarer's left- or right-hand
# opponent, and the suits declarer may forbid him; recorded as the play record's `auction_lead`
# event, as the auction page hands it over (auction_table_views.auction_lead_tokens).
LEAD_26B = "lead26b"
LEAD_26B_SUITS = "lead26b_suit"
LEAD_26B_SIDES = ("lho", "rho")
ROLE_WORDS = {"declarer": ("deklaran", "declarer"), "dummy": ("yer", "dummy"), "defender": ("defans", "defender")}


def table(request):
    """The table; a pasted or uploaded record (POST, or ?record= in the URL) is read first, and a Law
    26B restriction the Director entered (`lead26b`) is put first in the play record."""
    if request.method == "POST" or "record" in request.GET:
        return _from_record(request)
    if "deal" in request.GET and request.GET.get(LEAD_26B) in LEAD_26B_SIDES:
        return _lead_26b_entered(request, _base(request.GET), request.GET)
    return _table_page(request)


def _table_page(request):
    shown = _table_shown(request, request.GET, request.get_full_path())
    if isinstance(shown, HttpResponse):
        return shown
    context, board = shown
    context["other_links"] = table_links.BOARD_LINKS.links_for(request, board)
    return render(request, "situations/table.html", context)


def board_at_table(request, params: QueryDict) -> BoardAtTable | None:
    """The board as the table page at the query `params` shows it, worked out again by a page of
    another app that the table's link sends the table's own query to (the desk's new record:
    desk/table_link.py), so that the link carries no more than the table's address (polish80: the
    record's text in it reached 2 861 bytes in Turkish). None where the table would not show a
    board (its start page, a record to read, a refusal): that page says why."""
    if "record" in params or params.get(LEAD_26B) in LEAD_26B_SIDES:
        return None
    shown = _table_shown(request, params, reverse("situations:table") + "?" + params.urlencode())
    return None if isinstance(shown, HttpResponse) else shown[1]


def _table_shown(request, params: QueryDict, address: str) -> HttpResponse | tuple[dict, BoardAtTable]:
    """The table page's context and the board it shows for the query `params`, the page's own
    address being `address`; or the page the query leads to instead (the start page, a refusal)."""
    if "deal" not in params:
        # The claim guide's "rule on the deal at your table" comes here with mode=claim: the play up
        # to the claim is recorded first, so the start page says how to reach the claim section.
        fresh = {"deal": random_deal(), "contract": "4H", "declarer": "S", "claim_first": params.get("mode") == "claim"}
        return render(request, "situations/table_start.html", _start({**fresh, **_contract_given(params)}))
    base = _base(params)
    deal, declarer, vul = base["deal"], base["declarer"], base["vul"] == "1"
    mode = params.get("mode") if params.get("mode") in MODES else "play"
    try:
        check_lengths(params.get("contract", ""), params.get("deal", ""))
        reading, play = _read(base, params.get("play", ""))
    except InputError as error:
        return _refused(request, base, str(error))
    if reading.code is None:
        return _which_contract(request, base, base["contract"], reading.choices)
    if reading.code == "pass":
        # Law 22B: the hands go back to the board without play; the engine has none to replay.
        return _refused(
            request, base, _("A passed-out board has no play (Law 22B): give the contract that was played.")
        )
    contract = reading.code
    base["contract"] = contract
    shown = view(deal, contract, declarer, vul, play)
    if isinstance(shown, dict) and (saved := leads_taken_back(deal, contract, declarer, play, shown["error"])):
        play, shown = saved, view(deal, contract, declarer, vul, saved)  # a link saved before 62C1's withdraw
    if isinstance(shown, dict):
        return _record_refused(request, base, shown)
    tokens = [token_of(e) for e in play]
    lang = current_lang()

    def link(extra: list[str], record: list[str] | None = None, **changes) -> str:
        query = {**base, "play": ",".join((tokens if record is None else record) + extra), "mode": mode, **changes}
        return reverse("situations:table") + "?" + urlencode(query)

    state = shown.state
    to_correct = revokes_to_correct(state)
    mode = mode_with_revokes_to_correct(mode, to_correct)
    legal = set(state["legal"])
    now_declarer = state.get("declarer", declarer)
    claim_form = entered_claim(params, now_declarer) if mode == "claim" else None

    pair = _pair(params.get("pair", "")) if mode == "two" else []
    query = {"q": "state", "deal": deal, "contract": contract, "declarer": declarer, "play": play}

    next_event = _NextEvent(query)
    next_event.ask(_card_tokens(mode, shown))  # one replay of the record for every card's link (perf316)
    refused, accepts = next_event.refused, next_event.accepts
    card_url = _card_urls(mode, state, link, claim_form, pair, accepts)
    marks = statement_marks(claim_form)
    hands = [_hand(seat, shown, now_declarer, legal, card_url, lang, marks) for seat in _order(now_declarer)]
    # A choice pending with no card the engine would record (50D2: the lead waits for declarer).
    choice_first = bool(state["decision"]) and not any(
        card["url"] for hand in hands for suit in hand["suits"] for card in suit["cards"]
    )
    decision = _decision(state, link, accepts, lang)
    set_aside = _opening_leads_set_aside(query, play, declarer)
    sentences = [_set_aside_sentence(seat, card, lang) for seat, card in set_aside]
    sentences += _thirteenth_trick_lead(state, shown, play, lang) + _declaring_side_exposure(state, play, lang)
    sentences += _one_face_visible(state, play, lang) + _declaring_side_plays_early(state, play, lang)
    sentences += describe(state, query, lang)
    result_sentences = describe(shown.result, {"q": "result"}, lang) if shown.result else []
    laws = _labels_said(state, shown, set_aside)
    premature = before_the_choice(state, tokens, lang) or declarer_played_since(state, lang)
    # 60A1, 60C or 52B1(b) is quoted beside what a card played before the choice would be; it is not a
    # paragraph of what happened at the table, so the ruling record does not take it.
    said = [*laws, premature[1]] if premature and premature[1] not in laws else laws
    paragraphs = cited(said, lang)
    context = {
        "base": base,
        "state": state,
        "hands": hands,
        "decision": decision,
        "designations": _designations(state, shown, now_declarer, link, lang) if mode == "play" else [],
        "mode": mode,
        "choice_first": choice_first,
        "trick_cards": [(names.seat(s, lang), names.card(c, lang)) for s, c in shown.trick_cards],
        "penalty_cards": [_penalty_card(p, lang) for p in state["penalty_cards"]],
        "last_trick": [(names.seat(s, lang), names.card(c, lang)) for s, c in shown.last_trick],
        "sentences": sentences,
        "result": shown.result,
        "result_sentences": result_sentences,
        "paragraphs": paragraphs,
        "proper_lead": _proper_lead(shown, lang),
        "before_the_choice": premature[0] if premature else "",
        "contract_text": names.contract(contract, lang) if contract != "pass" else contract,
        "markings_text": _markings_text(base, lang),
        "declarer_text": names.seat(now_declarer, lang),
        # While a lead out of turn (53A, 54B1, 54D) or a card played instead of a penalty card (52B)
        # awaits declarer's choice nobody is to play.
        "turn_text": names.seat(state["turn"], lang) if state["turn"] and not shown.nobody_to_play else None,
        "nobody_to_play": shown.nobody_to_play,
        "led_out_of_turn": _seat_and_card(shown.led_out_of_turn, lang),
        "at_once": _at_once(shown.at_once, lang),
        "undo_url": link([], tokens[:-1]) if tokens else "",
        "play_mode_url": link([], mode="play"),
        "expose_mode_url": link([], mode="expose"),
        # The engine's status says which revokes must be corrected now (62A; 62D1, 62C3 though
        # established) and under which paragraph; the page does not work it out from `established`.
        "correct_mode_url": link([], mode="correct") if to_correct else "",
        "correct_laws": correction_laws(to_correct),
        "played_correcting": played_correcting_cards(to_correct, shown, link, accepts, lang)
        if mode == "correct"
        else [],
        "replace_mode_url": link([], mode="replace") if tokens and tokens[-1].startswith("correct:") else "",
        "withdraw": _kept_lead(shown, tokens, link, accepts, lang),
        "events": len(tokens),
        "base_query": urlencode(base),
        "claimed": claimed_in_record(params.get("claim", "")),
        "claim_mode_url": claim_mode_url(claimed_in_record(params.get("claim", "")), shown, now_declarer, link),
        "two_mode_url": link([], mode="two") if state["turn"] and not state["decision"] else "",
        "pair_text": names.cards(pair, lang) if pair else "",
        "faces": _faces(state["turn"], pair, link, accepts, lang) if len(pair) == 2 else [],
        "omit": _omission(state, shown, link, accepts, lang),
        "restore": _restore(state, link, accepts, lang),
        "supply": _supply(state, shown, link, refused, lang),
        "changes": _changes(state, shown, tokens, link, next_event.answer, lang),
        # Before the first event, a 26B restriction the Director did not bring from the auction page.
        "lead_26b": lead_26b_form(declarer, lang) if not tokens else None,
    }
    if claim_form is not None:
        claim = claim_context(claim_form, deal, contract, declarer, play, shown, link, lang)
        context.update(claim=claim, play_text=",".join(tokens))
        if claim.get("laws"):
            laws = [*laws, *(label for label in claim["laws"] if label not in laws)]
            context["paragraphs"] = cited(laws, lang)
    # After the claim: a ruling record taken from a claim keeps the claim's paragraphs too.
    claim_words = claim_for_the_record(context["claim"], lang) if claim_form is not None else ()
    board = BoardAtTable(
        deal,
        contract,
        now_declarer,
        tuple(tokens),
        tuple(laws),
        address,
        dealer=base.get("dealer", ""),
        vulnerability=base.get("vulnerable", ""),
        claim=claim_words,
        replayed_declarer=declarer,
    )
    return context, board


@dataclass(frozen=True)
class _NextEvent:
    """The engine asked about one event more after the record `query` holds: what a tap would record.
    A tap is offered only where the engine records its event (the page never rules itself), and a
    line that names the paragraph for it takes it from the answer's `laws`."""

    query: dict
    # Answers asked for together (`ask`): the engine replays the record once for all of them.
    asked: dict[str, dict] = field(default_factory=dict, compare=False)

    def ask(self, tokens: list[str]) -> None:
        """Ask the engine about all of `tokens` at once (rulings.answers_after); `answer` then
        gives each the answer it would have given alone."""
        tokens = [token for token in dict.fromkeys(tokens) if token not in self.asked]
        if tokens:
            answers = rulings.answers_after(self.query, [parse_event(token) for token in tokens])
            self.asked.update(zip(tokens, answers, strict=True))

    def answer(self, token: str) -> dict:
        """The engine's answer to the record with `token` after it: its state, or its refusal."""
        if token in self.asked:
            return self.asked[token]
        return rulings.answer({**self.query, "play": [*self.query["play"], parse_event(token)]})

    def refused(self, token: str) -> str | None:
        """None when the engine records the token, else its problem ("" for one it names none)."""
        return _problem(self.answer(token))

    def accepts(self, token: str) -> bool:
        return self.refused(token) is None


def _base(params) -> dict[str, str]:
    """The board as every link of the table keeps it: deal, contract, declarer, vulnerability, markings."""
    return {
        "deal": spaced_once(params.get("deal", ""))[:DEAL_LENGTH],
        "contract": params.get("contract", "").strip()[:CONTRACT_LENGTH],
        "declarer": params.get("declarer", "")[:1].upper(),
        "vul": "1" if params.get("vul") == "1" else "0",
        **_markings(params),
    }


def _lead_26b_entered(request, base: dict, params):
    """The table's own record with the 26B restriction the Director entered as its first event
    (the engine wants it before any card: rulings/auction_lead.py), or the form again saying what is
    missing. Law 26B, TR "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)
    Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi
    oynamasını yasaklayabilir"; WBF "declarer may, at the offender's partner's first turn to lead
    (which may be the opening lead), prohibit offender's partner from leading any (one) suit which has
    not been specified in the legal auction by the offender"."""
    declarer = base["declarer"]
    if declarer not in SEATS:
        return _table_page(request)  # which says what is wrong with the board
    suits = [suit for suit in "CDHS" if suit in params.getlist(LEAD_26B_SUITS)]
    if not suits:
        message = _(
            "Tick the suits declarer may forbid: those the offender did not specify in the legal auction (Law 26B)."
        )
        return _refused(request, base, message)
    seat = names.lho(declarer) if params[LEAD_26B] == "lho" else names.partner(names.lho(declarer))
    play = [token for token in params.get("play", "")[:2000].split(",") if token]
    record = ",".join([token_of({"act": "auction_lead", "seat": seat, "suits": suits}), *play])
    return redirect(reverse("situations:table") + "?" + urlencode({**base, "play": record}))


def lead_26b_form(declarer: str | None, lang: str) -> dict:
    """The 26B fields (templates/situations/_lead_26b.html): the offender's partner as declarer's
    left- or right-hand opponent, named when the declarer is known, and the four suits."""
    if declarer in SEATS:
        sides = [
            ("lho", names.seat(names.lho(declarer), lang)),
            ("rho", names.seat(names.partner(names.lho(declarer)), lang)),
        ]
    else:
        sides = [("lho", _("Declarer’s left-hand opponent")), ("rho", _("Declarer’s right-hand opponent"))]
    suits = [{"code": suit, "symbol": names.SYMBOLS[suit], "word": names.suit_name(suit, lang)} for suit in "CDHS"]
    return {"field": LEAD_26B, "suit_field": LEAD_26B_SUITS, "sides": sides, "suits": suits}


def _markings(params) -> dict[str, str]:
    """The board's dealer and vulnerability (Law 2) when a pasted record gave them (table_record.
    table_url carries them), kept in every link so that a ruling record of the board has them; never
    inferred from a board number (Law 2: a board used against its designation keeps "the conditions
    marked on it")."""
    found = {}
    if (dealer := params.get("dealer", "")) in SEATS:
        found["dealer"] = dealer
    if (vulnerable := params.get("vulnerable", "")) in VULNERABILITIES:
        found["vulnerable"] = vulnerable
    return found


def _contract_given(params) -> dict[str, str]:
    """The contract, declarer, vulnerability and board markings the auction table hands over when
    its auction has ended ("play this contract at the table"), for the start page's form; what is
    not one of the form's values is left to the form's own."""
    given: dict[str, str] = {**_markings(params)}
    if contract := params.get("contract", "").strip()[:CONTRACT_LENGTH]:
        given["contract"] = contract
    if (declarer := params.get("declarer", "")) in SEATS:
        given["declarer"] = declarer
    if params.get("vul") == "1":
        given["vul"] = "1"
    if restrictions := _auction_leads(params.get("play", "")):
        given["play"] = restrictions
    return given


def _auction_leads(text: str) -> str:
    """The auction's 26B restriction(s) the auction table hands over ("auction_lead:E:C+D"), kept
    for the table's record; anything else in `play` is not the start page's to carry."""
    try:
        events = parse_play(text[:200])
    except RecordError:
        return ""
    if not events or any(not isinstance(e, dict) or e["act"] != "auction_lead" for e in events):
        return ""
    return ",".join(token_of(e) for e in events)


def _markings_text(base: dict, lang: str) -> str:
    """The dealer and vulnerability the board carries (_markings), in words beside the contract
    ("Dealer North; North-South vulnerable"), as the quizzes' boards say them; "" when the record
    gave neither."""
    parts = []
    if base.get("dealer"):
        parts.append(f"{_('Dealer')} {names.seat(base['dealer'], lang)}")
    if base.get("vulnerable"):
        parts.append(names.vulnerability(base["vulnerable"], lang))
    return "; ".join(parts)


def _from_record(request):
    """A pasted or uploaded record (PBN, LIN, BBO link): to the table with its play replayed, or
    back to the start page with the deal filled in when the record gives no contract to play."""
    data = request.POST if request.method == "POST" else request.GET
    pasted = data.get("record", "")
    try:
        record = read_board_record(record_text(data, request.FILES))
    except InputError as error:
        context = _start({"error": str(error), "error_detail": getattr(error, "detail", ""), "record": pasted})
        return render(request, "situations/table_start.html", context, status=400)
    if record.contract is None or record.contract == "pass":
        if record.contract == "pass":
            notice = _("The record's auction was passed out: there is no play. Give a contract to play the deal.")
        else:
            notice = _("The record gives the deal but no contract: give the contract and the declarer.")
        vul = "1" if record.declarer_vulnerable else "0"
        context = {"deal": record.deal, "contract": "", "declarer": record.declarer or "S", "vul": vul}
        return render(request, "situations/table_start.html", _start({**context, "notice": notice}))
    return redirect(table_url(record))


def _hand(seat: str, shown, declarer: str, legal: set, card_url, lang: str, marks: dict | None = None) -> dict:
    state = shown.state
    marks = marks or {}
    suits = []
    for suit in SUITS:
        row = [
            {
                "code": c,
                "text": names.card(c, lang),
                "name": _card_name(c, marks.get(c, ("", False)), lang),
                "legal": seat == state["turn"] and c in legal,
                "url": card_url(seat, c),
                "stated": marks.get(c, ("", False))[0],
                "finesse": marks.get(c, ("", False))[1],
            }
            for c in shown.hands[seat]
            if c[0] == suit
        ]
        suits.append(
            {"symbol": names.SYMBOLS[suit], "word": names.suit_name(suit, lang), "red": is_red(suit), "cards": row}
        )
    return {
        "seat": seat,
        "name": names.seat(seat, lang),
        "role": _role(seat, declarer, lang),
        "turn": seat == state["turn"] and not shown.nobody_to_play,
        "suits": suits,
    }


def _card_name(code: str, mark: tuple[str, bool], lang: str) -> str:
    """What a screen reader says for a card of a hand: the card drawn shows its rank alone beside
    the row's suit symbol, so a card read by itself was "A", "10"; now "Pik As" / "Ace of spades",
    and its place in the claim statement (68C) or its finesse mark, which sighted readers see."""
    name = names.card_long(code, lang)
    place, finesse = mark
    if place:
        name = _("%(card)s, card %(place)s of the statement") % {"card": name, "place": place}
    if finesse:
        name = _("%(card)s, the finesse named") % {"card": name}
    return name


def _decision(state: dict, link, accepts, lang: str) -> dict | None:
    """The choice the engine says a player has now, one button per option; a suit or card an
    option takes is offered only where the engine accepts it (the page never rules itself)."""
    decision = state["decision"]
    if not decision:
        return _placement(state, link, lang)
    by = decision["by"]
    buttons = []
    for option in decision["options"]:
        words = button_words(option, state, lang)
        # Each button's name says a suit or a card in words for a screen reader (aria-label); the
        # drawn text keeps the symbol sighted readers know.
        if option in SUIT_ACTS:
            offered = [
                (f"{words}: {names.SYMBOLS[suit]}", f"{option}:{by}:{suit}", f"{words}: {names.suit_name(suit, lang)}")
                for suit in SUITS
            ]
            offered = [button for button in offered if accepts(button[1])]
            if option == "forbid_lead":
                offered += _several_suits([token[-1] for _, token, _name in offered], by, accepts, lang)
        elif decision.get("cards"):  # 46B: which of dummy's cards; 58B2: which visible card
            buttons += _card_buttons(by, decision["cards"], option, link, lang, said=words)
            continue
        else:
            offered = [(words, f"{option}:{by}", "")]
        buttons += [{"text": text, "name": name, "url": link([token])} for text, token, name in offered]
    # 46B5, 55A: "East or West"; 54C: no choice, the one button records the acceptance.
    return {"by": chooser(state, lang), "buttons": buttons, "must_accept": must_accept(state)}


def _proper_lead(shown, lang: str) -> dict | None:
    """What Law 53B lets the proper leader do now, in the page's words: the engine does not record
    that lead (it leaves what becomes of the card led out of turn to the Director), so no card of
    his leads to it; the page says it instead, its words linking 53B (situations/citation_links.py)."""
    lead = shown.proper_lead
    if lead is None:
        return None
    return {
        "leader": names.seat(lead.leader, lang),
        "offender": names.seat(lead.offender, lang),
        "card": names.card(lead.card, lang),
        "next_in_rotation": lead.next_in_rotation,
        "declaring": lead.declaring,
    }


def _several_suits(suits: list[str], by: str, accepts, lang: str) -> list[tuple[str, str, str]]:
    """51B2(b): declarer "may prohibit the defender's partner from leading one or more of such
    suits" (TR "bu renklerin bir veya daha fazlasını çıkmasını yasaklayabilir"): a button for each
    set of two or more of the suits he may forbid one by one, where the engine accepts it."""
    offered = []
    for size in range(2, len(suits) + 1):
        for chosen in combinations(suits, size):
            symbols = " ".join(names.SYMBOLS[suit] for suit in chosen)
            token = f"forbid_lead:{by}:{'+'.join(chosen)}"
            if accepts(token):
                suit_names = ", ".join(names.suit_name(suit, lang) for suit in chosen)
                offered.append(
                    (
                        _("forbid these suits: %(suits)s") % {"suits": symbols},
                        token,
                        _("forbid these suits: %(suits)s") % {"suits": suit_names},
                    )
                )
    return offered


def _penalty_card(penalty: dict, lang: str) -> str:
    """ "Doğu ♠10 (majör)" / "East ♠10 (major)": the engine's codes in the page's words."""
    kind = KIND_WORDS[penalty["kind"]][0 if lang == "tr" else 1]
    return f"{names.seat(penalty['seat'], lang)} {names.card(penalty['card'], lang)} ({kind})"


def _card_tokens(mode: str, shown) -> list[str]:
    """The event a tap on each card shown records in this mode (as `_card_urls` asks the engine
    about it); none in "two" and "claim" mode, where a tap records no event."""
    if mode in ("two", "claim"):
        return []
    prefix = "" if mode == "play" else f"{mode}:"
    return [f"{prefix}{seat}:{card}" for seat in SEATS for card in shown.hands[seat]]


def _card_urls(mode: str, state: dict, link, claim_form: dict | None, pair: list[str], accepts):
    """What a tap on each card records in this mode: (seat, card) -> the URL, "" for no link.
    A card is a link only where the engine records it (an irregular play too); a card it refuses
    (its player has already played to this trick, or a choice is pending) led to a page that lost
    the whole record."""

    def card_url(seat: str, card: str) -> str:
        if mode == "two":
            # 58B: only the player on turn leads or plays; a third card is not offered.
            if seat != state["turn"] or state["decision"] or len(pair) == 2 or card in pair:
                return ""
            return link([], pair="+".join([*pair, card]))
        if mode != "claim":
            token = f"{seat}:{card}" if mode == "play" else f"{mode}:{seat}:{card}"
            return link([token]) if accepts(token) else ""
        # In claim mode a tap on a card of the claimer's side adds it to the statement.
        if claim_form is None or SEATS.index(seat) % 2 != SEATS.index(claim_form["claimer"]) % 2:
            return ""
        field = "fin" if claim_form["tap"] == "finesse" else "stated"
        taken = claim_form[field]
        return link([], **{**claim_form["params"], field: ",".join(taken if card in taken else [*taken, card])})

    return card_url


def _pair(text: str) -> list[str]:
    """The cards tapped so far in "two cards at once" mode (?pair=SK+S2), at most two."""
    return card_list(text.replace("+", ","))[:2]


def _faces(seat: str, pair: list[str], link, accepts, lang: str) -> list[dict]:
    """58B: after the two cards are tapped, which faces were visible: both (58B2, the offender
    designates the card he plays) or one (58B1, that card is played); each option the engine
    accepts records the `simultaneous` event."""
    cards = "+".join(pair)
    options = [(_("Both faces were visible (Law 58B2)"), f"simultaneous:{seat}:{cards}")]
    for card in pair:
        text = _("Only %(card)s was visible (Law 58B1)") % {"card": names.card(card, lang)}
        options.append((text, f"simultaneous:{seat}:{cards}:{card}"))
    # 58B4: "If the simultaneous play remains undiscovered until both sides have played to the next
    # trick, Law 67 applies" (TR "Her iki taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun
    # fark edilmemişse Yasa 67 uygulanır"): the cards went to the trick; 67B2(a) keeps the one
    # faced in playing among the played cards.
    for card in pair:
        text = unnoticed_words([card], pair, lang)
        options.append((text, f"simultaneous:{seat}:{cards}:{card}:unnoticed"))
    options.append((unnoticed_words(pair, pair, lang), f"simultaneous:{seat}:{cards}:unnoticed"))
    return [{"text": text, "url": link([token], mode="play")} for text, token in options if accepts(token)]


def _restore(state: dict, link, accepts, lang: str) -> dict | None:
    """67B2(a): once both sides have played to the next trick, the offender restores to his hand
    all extra cards he played to a trick unnoticed (58B4); the engine says when it takes it."""
    for defect in state.get("defective", ()):
        seat = defect["seat"]
        if defect.get("extra") and defect["rectified"] is None and accepts(f"restore:{seat}"):
            text = _("%(seat)s restores to his hand all extra cards (Law 67B2(a))") % {"seat": names.seat(seat, lang)}
            return {"text": text, "url": link([f"restore:{seat}"])}
    return None


def _omission(state: dict, shown, link, accepts, lang: str) -> dict | None:
    """67A: the player on turn after the lead lets the trick go on without his card (`omit`)."""
    seat = state["turn"]
    if not seat or state["decision"] or not shown.trick_cards or not accepts(f"omit:{seat}"):
        return None
    text = _("%(seat)s omitted to play to this trick (Law 67)") % {"seat": names.seat(seat, lang)}
    return {"text": text, "url": link([f"omit:{seat}"])}


def _supply(state: dict, shown, link, refused, lang: str) -> dict | None:
    """67A1: while it applies, the offender supplies a card he can legally play to the trick he
    omitted; the cards offered are those the engine accepts. A legal card that would win the quitted
    trick after the other side has led to the next one the engine refuses ("the Laws do not say what
    becomes of that lead", docs/rulings-cli.md `supply`): still a card 67A1 lets him supply (TR
    "yasal olarak oynayabileceği bir kartı verir"; WBF "supplies a card he can legally play"), so
    the page names it and leaves it to the Director instead of offering the others alone."""
    for defect in state.get("defective", ()):
        if defect["rectified"] is None and not defect["may_place"]:
            seat = defect["seat"]
            problems = {card: refused(f"supply:{seat}:{card}") for card in shown.hands[seat]}
            cards = _card_buttons(
                seat, [card for card, problem in problems.items() if problem is None], "supply", link, lang
            )
            winning = [card for card, problem in problems.items() if problem == "supplied_card_wins"]
            if cards or winning:
                words = {"seat": names.seat(seat, lang), "trick": defect["trick"]}
                text = _(
                    "%(seat)s omitted to play to trick %(trick)s; he supplies a card he can legally play (Law 67A1):"
                )
                also = ""
                if winning and shown.trick_cards:
                    also = _(
                        "%(seat)s may also supply %(cards)s: it would win trick %(trick)s after %(leader)s has led to "
                        "trick %(next)s, and the Laws do not say what becomes of that lead; the table does not record "
                        "it: the Director rules."
                    ) % {
                        **words,
                        "cards": ", ".join(names.card(card, lang) for card in winning),
                        "leader": names.seat(shown.trick_cards[0][0], lang),
                        "next": defect["trick"] + 1,
                    }
                return {"text": text % words, "cards": cards, "also": also}
    return None


# What the engine says of a seat's `substitute` whatever the card: he has no change to make.
SEAT_CANNOT_CHANGE = frozenset(
    (
        "no_withdrawn_visible_card",
        "substitute_not_opponent",
        "substitute_twice",
        "substitute_too_late",
        "substitute_not_after",
        "substitute_penalty_card",
        "substitute_revoke",
        "choose_first",
        "play_over",
    )
)


def _changes(state: dict, shown, tokens: list[str], link, answer_with, lang: str) -> list[dict]:
    """58B3 and 47D: after the offender withdrew a visible card of cards played at once (58B2), each
    player the engine lets change the card he played to that trick, with the cards it accepts, under
    the paragraph its answer cites. 58B3 (TR "bu kart üzerine daha sonra oynamış olan rakip kendi
    kartını geri alabilir ve bir onarma olmaksızın değiştirebilir. (Ancak bkz. Yasa 16C.)"; WBF "an
    opponent who subsequently played to that trick may withdraw his play and substitute another card
    without further rectification (but see Law 16C)"); 47D after that change (TR "Rakibin oynadığı
    kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine başka bir kart herhangi
    bir onarma olmaksızın oynanabilir"; WBF "After an opponent's change of play a played card may be
    withdrawn and returned to the hand without further rectification and another card may be
    substituted"). Asked only after a `simultaneous` event: the engine refuses any other. `answer_with`
    gives the engine's whole answer to the record with a change added, as the paragraph the line names
    is the one it cites (its `laws`), not only whether it records the change."""
    if not any(token.startswith("simultaneous:") for token in tokens) or shown.result:
        return []

    trick = state["trick"] if shown.trick_cards else state["trick"] - 1
    firsts = {seat: answer_with(f"substitute:{seat}:{shown.hands[seat][0]}") for seat in SEATS if shown.hands[seat]}
    # The offender as the engine names him when it refuses him a change ("not an opponent of W, who
    # played the cards at once"): the page does not work out who offended.
    offenders = {problem_of(first)[1].get("offender") for first in firsts.values()} - {None}
    offender = offenders.pop() if len(offenders) == 1 else None
    changes = []
    for seat, first in firsts.items():
        if _problem(first) in SEAT_CANNOT_CHANGE:
            continue
        hand = shown.hands[seat]
        answers = {card: first if card == hand[0] else answer_with(f"substitute:{seat}:{card}") for card in hand}
        cards = [card for card, answer in answers.items() if _problem(answer) is None]
        if not cards:
            continue
        words = {"seat": names.seat(seat, lang), "trick": trick}
        if CHANGE_AFTER_OPPONENTS_CHANGE in answers[cards[0]]["laws"]:
            # 47D's other reference, 62C2 (TR "Yasa 16C ve Yasa 62C2 uygulanabilir"; WBF "Laws 16C and
            # 62C2 may apply"), is not said (qa297): 62C2 follows a non-offender's withdrawal "so" made,
            # under 62C1 after a corrected revoke (TR "bu şekilde geri aldıktan sonra"; WBF "so
            # withdraws"), and this line follows a 58B3 or 47D change, never a revoke's (the engine
            # refuses `substitute` for a revoke card; a revoke trick's changes are 62C's `replace`,
            # whose line cites 62C2 itself). The quotation of 47D beside the ruling gives it whole.
            text = _(
                "%(seat)s played to trick %(trick)s after a card an opponent has since changed: he may take his "
                "card back and play another instead, without further rectification (Law 47D; Law 16C may apply):"
            )
            offending = None if offender is None else not (SEATS.index(seat) - SEATS.index(offender)) % 2
        else:
            text = _(
                "%(seat)s played to trick %(trick)s after the cards played at once: he may take his card back and "
                "play another instead, without further rectification (Law 58B3; but see Law 16C):"
            )
            offending = False  # 58B3 gives the change to "an opponent" (TR "rakip") of the offending player
        changes.append(
            {
                "text": text % words,
                "cards": _card_buttons(seat, cards, "substitute", link, lang),
                "side": _withdrawn_card_information(offending),
            }
        )
    return changes


def _withdrawn_card_information(offending: bool | None) -> str:
    """16C by side, for the card a player takes back under 58B3 or 47D (both send to 16C) and for
    the cards his opponents have withdrawn on that trick: 16C1, TR "Kusursuz taraf için, geri alınmış
    eylemden kaynaklanan tüm bilgiler, gerek kendileri, gerekse rakipleri tarafından yapmış olsun;
    yasaldır."; WBF "For a non-offending side, all information arising from a withdrawn action is
    authorized, whether the action be its own or its opponents'". 16C2, TR "Kusurlu taraf için, geri
    alınmış eylemden – gerek kendileri gerekse rakipleri tarafından yapılmış olsun – kaynaklanan tüm
    bilgiler izinsizdir."; WBF "For an offending side, information arising from its own withdrawn action
    and from withdrawn actions of the non-offending side is unauthorized." The side is the offender's
    (the offender's partner under 47D) or the other (the opponent under 58B3, or under 47D again); said
    in the words of the premature-play guide's option (qa281; "izinli" for 16C1's "yasaldır", qa216).
    Nothing where the engine named no offender (qa288).

    Every line has an opponent's withdrawn card behind it, as the paragraph the engine cites says: 58B3
    comes "after the offender has withdrawn a visible card" (TR "Kusurlu oyuncu görünen bir kartını
    geri aldıktan sonra"), 47D "after an opponent's change of play" (TR "Rakibin oynadığı kartı
    değiştirmesinden sonra"). So the line says 16C's second half too (qa297): for the offender's
    partner, the cards the non-offending side withdrew are unauthorised for his side (16C2: WBF "from
    withdrawn actions of the non-offending side", TR "rakipleri tarafından"; one side offends here, so
    the two texts agree: the editor's note on 16C2); for the non-offending side, the offender's
    side's withdrawn cards are authorised (16C1: "its opponents'", TR "rakipleri"). The non-offending
    line does not say those cards are unauthorised for the offending side: a defender's withdrawn
    visible card is a penalty card (58B2), whose information is authorised for all players while it
    remains on the table (50E1: TR "cezalı kart masada açık olarak kaldığı sürece bütün oyuncular için
    izinli bir bilgidir"; WBF "authorized for all players for as long as the penalty card remains on the
    table"); nor does either line speak of the partner's withdrawn cards."""
    if offending is None:
        return ""
    if offending:
        return _(
            "Information arising from the card he withdraws and from any card his opponents have withdrawn is "
            "unauthorised for his side and authorised for his opponents (Laws 16C2, 16C1)."
        )
    return _(
        "Information arising from the card he withdraws and from any card his opponents have withdrawn is "
        "authorised for his side (Law 16C1); information arising from the card he withdraws is unauthorised for "
        "the offending side (Law 16C2)."
    )


def _placement(state: dict, link, lang: str) -> dict | None:
    """67B1: the offender whose card is missing from a trick chooses the card he places among his
    played cards, from those the engine lists."""
    for defect in state.get("defective", ()):
        if defect["may_place"]:
            seat = defect["seat"]
            return {
                "by": names.seat(seat, lang),
                "buttons": _card_buttons(seat, defect["may_place"], "place", link, lang),
            }
    return None


def _card_buttons(seat: str, cards, act: str, link, lang: str, said: str | None = None) -> list[dict]:
    """A button for each of `cards` the engine lets `seat` take for `act` (67A1's `supply`, 58B3's or
    47D's `substitute`, 67B1's `place`, a 46B or 58B2 choice), its link recording `act:seat:card`.
    The drawn text keeps the suit symbol sighted readers know; the name (aria-label) says the card in
    words for a screen reader. `said`, the choice's own words, goes before the card in both."""
    before = f"{said}: " if said is not None else ""
    return [
        {
            "text": before + names.card(card, lang),
            "name": before + names.card_long(card, lang),
            "url": link([f"{act}:{seat}:{card}"]),
        }
        for card in cards
    ]


def _problem(answer: dict) -> str | None:
    """None for an answer that records the event asked, else the engine's problem with it ("" for one
    it names none)."""
    return problem_of(answer)[0] if "error" in answer else None


def _designations(state: dict, shown, declarer: str, link, lang: str) -> list[dict]:
    """At dummy's turn: what declarer may have said instead of a suit and a rank (46B), each a link
    that records it (`designate:S:...`); the engine then plays the card the Law names, or asks."""
    dummy = SEATS[(SEATS.index(declarer) + 2) % 4]
    if state["turn"] != dummy or state["decision"]:
        return []
    i = 0 if lang == "tr" else 1
    named = [(DESIGNATION_TEXTS[w][i], w, "") for w in DESIGNATION_WORDS]  # the engine's words, its order
    # A suit symbol or a rank alone is drawn as declarer said it; a screen reader is told the word
    # ("♠" was read "black spade suit", "A" a letter).
    named += [(names.SYMBOLS[suit], suit, names.suit_name(suit, lang)) for suit in SUITS]
    ranks = sorted({card[1] for card in shown.hands[dummy]}, key=RANKS.index)
    named += [(names.rank(rank, lang), rank, Card.parse("S" + rank).rank.name_in(lang)) for rank in ranks]
    return [{"text": text, "name": name, "url": link([f"designate:{declarer}:{what}"])} for text, what, name in named]


def _order(declarer: str) -> list[str]:
    """Dummy first, then the defenders, declarer last: the director stands behind declarer."""
    i = SEATS.index(declarer)
    return [SEATS[(i + 2) % 4], SEATS[(i + 3) % 4], SEATS[(i + 1) % 4], declarer]


def _role(seat: str, declarer: str, lang: str) -> str:
    i = 0 if lang == "tr" else 1
    if seat == declarer:
        return ROLE_WORDS["declarer"][i]
    if SEATS.index(seat) % 2 == SEATS.index(declarer) % 2:
        return ROLE_WORDS["dummy"][i]
    return ROLE_WORDS["defender"][i]


def _read(base: dict, play_text: str) -> tuple[ContractReading, list]:
    """The contract, the deal, the declarer and the record as typed; InputError in the page's
    language for the first thing the table cannot read."""
    reading = read_contract(base["contract"])
    check_deal(base["deal"])
    if base["declarer"] not in SEATS:
        raise InputError(_("Choose the declarer: North, East, South or West."))
    try:
        return reading, parse_play(play_text)
    except AtOnceError as error:
        # 58B: the cards, the faces visible if not every one, ":unnoticed" last (58B4, table.py).
        raise InputError(
            _(
                "The play record has an event the table cannot read: %(token)s. Cards led or played at once "
                "are written simultaneous:W:SK+S2 (every face visible) or simultaneous:W:SK+S2:SK (only SK "
                "visible), with :unnoticed last when they went to the trick unnoticed until both sides had "
                "played to the next trick (Law 58B4), e.g. simultaneous:W:SK+S2:SK:unnoticed."
            )
            % {"token": error}
        ) from None
    except RecordError as error:
        raise InputError(
            _("The play record has an event the table cannot read: %(token)s") % {"token": error}
        ) from None


def _labels_said(state: dict, shown, set_aside: list) -> list[str]:
    """The paragraphs the page cites: the engine's, the result's, and those of the sentences the page
    adds to them, each with its text one tap away."""
    laws = list(state["laws"]) + [label for label in (shown.result or {}).get("laws", []) if label not in state["laws"]]
    if shown.proper_lead is not None:
        laws.append("53B")  # said on the page (proper_lead)
    if set_aside:  # said in the sentences, still after later cards, when the engine no longer cites them
        laws += [label for label in (DECLARING_SIDE_OPENING_LEAD, AUCTION_DECLARING_SIDE) if label not in laws]
    return laws


def _opening_leads_set_aside(query: dict, play: list, declarer: str) -> list[tuple[str, str]]:
    """Each card a player of the declaring side put out before the defenders' opening lead, which
    the engine set aside (Law 54E, TR "Oynayan tarafın bir üyesi bir atak yapmaya çalışırsa Yasa 24
    uygulanır", WBF "If a player of the declaring side attempts to make an opening lead Law 24
    applies"; 24D, TR "görünmüş olan kartlar masadan alınarak ele geri konur", WBF "the cards are
    picked up and returned to the hand"). The engine cites 54E only on the event itself, so a record
    that goes on from there would otherwise never say that its first card went back."""
    declaring = {declarer, SEATS[(SEATS.index(declarer) + 2) % 4]}
    found = []
    for at, event in enumerate(play):
        played = _card_played(event)
        if played is None:
            continue  # an act (an exposed card, a claim ...), not a card played
        seat, card = played
        if seat not in declaring:
            break  # the defenders' opening lead: from here on a card by declarer or dummy is a play
        answer = rulings.answer({**query, "play": play[: at + 1]})
        if DECLARING_SIDE_OPENING_LEAD in answer.get("laws", ()):
            found.append((seat, card))
    return found


def _card_played(event) -> tuple[str, str] | None:
    """(seat, card) of a card played (an "S:HA" token of the record), None for an act (an exposed
    card, a designation, a claim ...)."""
    if not isinstance(event, str):
        return None
    seat, _colon, card = event.partition(":")
    return (seat, card) if seat in SEATS else None


def _set_aside_sentence(seat: str, card: str, lang: str) -> str:
    return _(
        "%(seat)s, of the declaring side, attempted the opening lead with %(card)s: Law 24 applies, and the card "
        "went back to his hand (Laws 54E, 24D)."
    ) % {"seat": names.seat(seat, lang), "card": names.card(card, lang)}


def _seat_and_card(seat_card: tuple[str, str] | None, lang: str) -> dict | None:
    if seat_card is None:
        return None
    return {"seat": names.seat(seat_card[0], lang), "card": names.card(seat_card[1], lang)}


def _at_once(seat_cards: tuple[str, list[str]] | None, lang: str) -> dict | None:
    if seat_cards is None:
        return None
    cards = " + ".join(names.card(card, lang) for card in seat_cards[1])
    return {"seat": names.seat(seat_cards[0], lang), "cards": cards}


def _thirteenth_trick_lead(state: dict, shown, play: list, lang: str) -> list[str]:
    """A lead out of turn to the thirteenth trick, which the engine takes back and notes under 53A
    (TR "On üçüncü löve öncesinde17, yüzü açık olarak yapılan her sırasız çıkış doğru çıkış olarak
    işlem görebilir ... Böyle bir kabul veya oyun yoksa hakem çıkışın doğru elden yapılmasını
    isteyecektir", footnote 17 "On üçüncü lövedeki bir sırasız çıkış geri alınmalıdır"; WBF "Prior to
    the thirteenth trick17, any lead faced out of turn may be treated as a correct lead ... If there
    is no such acceptance or play, the Director will require that the lead be made from the correct
    hand", footnote 17 "A lead out of turn at trick thirteen must be retracted"): without a
    sentence the card only vanished from the trick."""
    if state["trick"] != 13 or LEAD_OUT_OF_TURN_ACCEPTED not in state["laws"] or not play:
        return []
    played = _card_played(play[-1])
    if played is None or played in shown.trick_cards:
        return []  # an act, or a card that stands on the trick
    seat, card = played
    return [
        _(
            "%(seat)s led %(card)s out of turn to the thirteenth trick: a lead out of turn at trick thirteen must "
            "be retracted (one may be treated as a correct lead only before the thirteenth trick), and the lead is "
            "made from the correct hand (Law 53A and its footnote)."
        )
        % {"seat": names.seat(seat, lang), "card": names.card(card, lang)}
    ]


def _declaring_side_exposure(state: dict, play: list, lang: str) -> list[str]:
    """A card of declarer's or dummy's exposed, which the engine leaves in the hand and notes under
    48A: TR "Deklaranın bir kartını göstermesi kısıtlamaya tabi değildir (ancak bkz. Yasa 45C2) ve
    deklaranın veya yerin eline ait hiçbir kart, cezalı karta dönüşmez. Deklaran kazayla düşürdüğü
    hiçbir kartı oynamak zorunda değildir."; WBF "Declarer is not subject to restriction for exposing
    a card (but see Law 45C2), and no card of declarer's or dummy's hand ever becomes a penalty card.
    Declarer is not required to play any card dropped accidentally." 48A's first and last sentences
    speak of declarer, so dummy's card gets only the middle one. Without a sentence the page cited
    48A and said nothing of the card."""
    last = play[-1] if play else None
    if DECLARER_EXPOSES not in state["laws"] or not isinstance(last, dict) or last.get("act") != "expose":
        return []
    seat, card = last["seat"], last["card"]
    said = {"seat": names.seat(seat, lang), "card": names.card(card, lang)}
    if seat == state["declarer"]:
        return [
            _(
                "%(seat)s, declarer, exposed %(card)s: declarer is not subject to restriction for exposing a card "
                "(but see Law 45C2), and no card of declarer's or dummy's hand ever becomes a penalty card; declarer "
                "is not required to play any card dropped accidentally (Law 48A)."
            )
            % said
        ]
    return [
        _(
            "%(seat)s, dummy, exposed %(card)s: no card of declarer's or dummy's hand ever becomes a penalty card "
            "(Law 48A)."
        )
        % said
    ]


def _one_face_visible(state: dict, play: list, lang: str) -> list[str]:
    """Two or more cards led or played at once, the face of only one visible: 58B1, TR "Eğer yalnız
    bir kart görünmüşse, o kart oynanır; diğer bütün kartlar ele geri döner ve başka bir onarma
    yoktur"; WBF "If the face of only one card is visible, that card is played; all other cards are
    picked up and there is no further rectification". Without a sentence the page cited 58B1 and
    the other cards only vanished from the trick."""
    last = play[-1] if play else None
    if SIMULTANEOUS_ONE_VISIBLE not in state["laws"] or not isinstance(last, dict):
        return []
    if last.get("act") != "simultaneous" or last.get("unnoticed") or len(last.get("visible", ())) != 1:
        return []
    return [
        _(
            "%(seat)s led or played two or more cards at once (%(cards)s) and the face of only %(card)s was "
            "visible: that card is played; all other cards are picked up and there is no further rectification "
            "(Law 58B1)."
        )
        % {
            "seat": names.seat(last["seat"], lang),
            "cards": names.cards(last["cards"], lang),
            "card": names.card(last["visible"][0], lang),
        }
    ]


def _declaring_side_plays_early(state: dict, play: list, lang: str) -> list[str]:
    """A card of declarer's or dummy's played before its turn, which the engine keeps on the trick and
    notes under 57C3: TR "Deklaran veya yer tarafından zamanından önce oynanan (löveye çıkış hariç)
    herhangi bir kart, oynanmış kart sayılır, ve eğer yasalara uygun kart ise geri alınamaz"; WBF "A
    premature play (not a lead) by declarer from either hand is a played card and if legal may not be
    withdrawn". Each language says its own text (the editor's note "translation-57C3" on "deklaran veya
    yer"). Without a sentence the page cited 57C3 and said nothing of the card."""
    played = _card_played(play[-1]) if play else None
    if DECLARING_SIDE_PLAYS_EARLY not in state["laws"] or played is None:
        return []
    seat, card = played
    return [
        _(
            "%(card)s from %(seat)s's hand was played before its turn: a premature play (not a lead) by declarer "
            "from either hand is a played card and if legal may not be withdrawn (Law 57C3)."
        )
        % {"seat": names.seat(seat, lang), "card": names.card(card, lang)}
    ]


def _kept_lead(shown, tokens: list[str], link, accepts, lang: str) -> dict | None:
    """62C1: straight after a correction that left a non-offender's lead to the next trick on the
    table, he may take it back ("may withdraw and return to his hand", TR "geri alabilir"); the
    link records `withdraw`, offered only where the engine takes it."""
    if not tokens or not tokens[-1].startswith("correct:") or len(shown.trick_cards) != 1:
        return None
    seat = shown.trick_cards[0][0]
    token = f"withdraw:{seat}"
    if not accepts(token):
        return None
    return {"url": link([token]), "seat": names.seat(seat, lang)}


def _record_refused(request, base: dict, refusal: dict):
    """The engine's refusal of the play record (a rulings.Refusal): in the page's language where
    the page has a sentence for it (engine_errors.play_refusal), else the engine's own words after
    the page's."""
    if said := play_refusal(refusal):
        return _refused(request, base, said)  # the engine's English would only repeat it
    message = _("The play record cannot be replayed on this deal; the engine says:")
    return _refused(request, base, message, detail=refusal["error"])


def _refused(request, base: dict, message: str, detail: str = ""):
    context = _start({**base, "error": message, "error_detail": detail})
    return render(request, "situations/table_start.html", context, status=400)


def _which_contract(request, base: dict, typed: str, choices: tuple[str, ...]):
    """ "4K" is Turkish for 4 karo and for 4 kör: one tap says which."""
    lang = current_lang()
    # A 26B restriction entered or carried from the auction page stays in the record (table73).
    kept = {"play": leads} if (leads := _auction_leads(request.GET.get("play", ""))) else {}
    links = [
        {
            "text": names.contract(code, lang),
            "url": reverse("situations:table") + "?" + urlencode({**base, **kept, "contract": code}),
        }
        for code in choices
    ]
    context = _start({**base, **kept, "which": links, "typed": typed})
    return render(request, "situations/table_start.html", context)


def _start(context: dict) -> dict:
    lang = current_lang()
    return {
        **context,
        "seat_choices": [(seat, names.seat(seat, lang)) for seat in SEATS],
        "lead_26b": lead_26b_form(None, lang),
    }
