"""The claim section of the director's table page (Laws 68-71): what the director has entered of a
claim so far, read from the GET URL as the rest of the record is; the links that edit the statement
(68C: the cards in the order the claimer stated them, the finesse he named); the engine's ruling on
it (rulings/claims, asked through situations.table_claim); and the claim written out in words for a
ruling record taken from the table. situations.table_views renders the page around it."""

from __future__ import annotations

from itertools import combinations

from django.utils.translation import gettext as _

from lawbook.labels import format_label
from rulings import laws
from rulings import revoke as revoke_status
from rulings import words as names
from rulings.cards import CARD_CODES
from rulings.penalty_card import lead_choice_laws

from .engine_errors import owner, problem_of
from .engine_words import describe, failed_to_play_clause, tricks_words
from .table import RANKS, SEATS, SUITS
from .table_claim import (
    ClaimInput,
    claim_query,
    not_binding,
    only_the_trick_in_progress,
    outstanding_trump,
    state_at_claim,
    tricks_left,
    trumps_at_claim,
)
from .table_claim import ask as ask_claim


def statement_marks(claim_form: dict | None) -> dict[str, tuple[str, bool]]:
    """In claim mode, each card tapped so far as the hands show it: its place in the statement
    ("1", "2", ...; "" if only a finesse card) and whether it is a finesse card, so the Director
    sees on the cards themselves which taps were taken, and in which order (68C)."""
    if claim_form is None:
        return {}
    marks = {card: (str(place), False) for place, card in enumerate(claim_form["stated"], start=1)}
    for card in claim_form["fin"]:
        marks[card] = (marks.get(card, ("", False))[0], True)
    return marks


def entered_claim(params, declarer: str) -> dict:
    """What the director has entered of a claim so far (all in the GET URL, as the record is)."""
    claimer = params.get("claimer", "")[:1].upper()
    claimer = claimer if claimer in SEATS else declarer
    stated = card_list(params.get("stated", ""))
    finesse = card_list(params.get("fin", ""))
    tap = "finesse" if params.get("ctap") == "finesse" else "stated"
    sent = params.get("tricks", "").strip()
    tricks = sent if _digits(sent) else ""
    # The number of tricks claimed, once said, is kept in the links that edit the statement as
    # `told` (it fills the form's box; the engine rules only when the form sends `tricks`, so that
    # a tap costs no search), and a read record's claim arrives as `told` too.
    told = tricks or (params.get("told", "") if _digits(params.get("told", "")) else "")
    kept = {"claimer": claimer, "stated": ",".join(stated), "fin": ",".join(finesse), "ctap": tap}
    if told:
        kept["told"] = told
    for flag in ("trumps", "draw", "topdown", "aware", "agreed"):
        if params.get(flag) == "1":
            kept[flag] = "1"
    sent_choice = params.get("lchoice", "")
    choice = lead_choice_of(sent_choice)
    if choice is not None:
        kept["lchoice"] = sent_choice
    # declarer's 51A designations in the order stated (claimwords): the form's selects, each `ldesig`
    # (a link keeps them as one, "SK,D2"); a select left "not stated" sends ""
    sent_designation = params.getlist("ldesig") if hasattr(params, "getlist") else [params.get("ldesig", "")]
    designation, bad_designation, twice = designation_order(sent_designation)
    if designation:
        kept["ldesig"] = ",".join(designation)
    return {
        "claimer": claimer,
        "stated": stated,
        "fin": finesse,
        "tap": tap,
        "trumps": params.get("trumps") == "1",
        "draw_trumps": params.get("draw") == "1",
        "top_down": params.get("topdown") == "1",
        "aware": params.get("aware") == "1",
        "agreed": params.get("agreed") == "1",
        "lead_choice": choice,
        "lchoice": sent_choice if choice is not None else "",
        # a choice the form does not offer ("forbid:X", a NUL): said, not dropped in silence
        "bad_lchoice": bool(sent_choice) and choice is None,
        # declarer's 51A designation stated in the claim (claimdesig): cards in the order stated
        # (claimwords), or said when unreadable or naming a card twice
        "designation": designation or None,
        "ldesig": ",".join(designation),
        "ldesig_list": list(designation),
        "bad_ldesig": bad_designation,
        "ldesig_twice": twice,
        "tricks": tricks,
        # A number of tricks sent that is not one ("abc", "-1", "1e9"): said, not dropped in silence.
        "bad_tricks": bool(sent) and not tricks,
        "told": told,
        "params": kept,
    }


def designation_order(sent: list[str]) -> tuple[tuple[str, ...], bool, str]:
    """Declarer's designations in the order stated, from the form's `ldesig` values (each a card, or
    several joined by commas, "" for a select left not stated): (cards, unreadable, a card named
    twice). A card twice is not an order (the engine refuses it too); one unreadable, or more than
    the 26 a statement could hold, is not a card the form offers."""
    tokens = [token.strip().upper() for text in sent for token in text.split(",")]
    tokens = [token for token in tokens if token]
    if len(tokens) > 26 or not all(is_card(token) for token in tokens):
        return (), True, ""
    twice = next((token for k, token in enumerate(tokens) if token in tokens[:k]), "")
    if twice:
        return (), False, twice
    return tuple(tokens), False, ""


def lead_choice_of(text: str) -> tuple[str, tuple[str, ...]] | None:
    """Declarer's 50D2/51B choice as stated in the claim, from the form's `lchoice`: "none" (50D2(b),
    51B2(c)), "require:S" (50D2(a), 51B2(a): one suit), "forbid:S" or "forbid:S+H" (50D2(a),
    51B2(b): one or more suits, each once); None for anything else (not stated, or unreadable)."""
    if text == "none":
        return "none", ()
    act, _, listed = text.partition(":")
    suits = tuple(listed.split("+"))
    if act not in ("require", "forbid") or not all(suit in SUITS for suit in suits) or len(set(suits)) < len(suits):
        return None
    if act == "require" and len(suits) != 1:
        return None
    return act, suits


def lead_choice_offer(state: dict, claim_form: dict, declarer: str, lang: str) -> list[tuple[str, str]]:
    """The choices the form offers for declarer's 50D2/51B choice stated in his claim (the statement's
    `lead_choice`), as (value, words): only when a defender has a major penalty card on the table
    (50D2: TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna
    geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış
    yapamaz"; WBF "When a defender has the lead while his partner has a major penalty card, he may
    not lead until declarer has stated which of the options below is selected") and declarer's side
    claims (or a choice was sent: its refusal is said, and the field is there to change it). Each
    suit of a major penalty card may be required or prohibited (50D2(a)); with several suits, one
    or more prohibited at once (51B2(b)); or neither (50D2(b), 51B2(c))."""
    suits = [
        suit for suit in SUITS if any(p["kind"] == "major" and p["card"][0] == suit for p in state["penalty_cards"])
    ]
    declaring = names.side_of(claim_form["claimer"]) == names.side_of(declarer)
    if not suits or not (declaring or claim_form["lchoice"] or claim_form["bad_lchoice"]):
        return []
    require, forbid, neither = _choice_paragraphs(state)
    offered = [("", _("Not stated: resolved against the claimer (Law 70A)"))]
    for suit in suits:
        words = {"suit": names.SUIT_PLURALS[lang][suit], "law": require}
        offered.append((f"require:{suit}", _("To require the defender to lead %(suit)s (Law %(law)s)") % words))
        offered.append(
            (
                f"forbid:{suit}",
                _("To prohibit him from leading %(suit)s for as long as he retains the lead (Law %(law)s)")
                % {**words, "law": forbid},
            )
        )
    for size in range(2, len(suits) + 1):
        for chosen in combinations(suits, size):
            words = {"suits": ", ".join(names.SUIT_PLURALS[lang][suit] for suit in chosen)}
            offered.append(
                (
                    "forbid:" + "+".join(chosen),
                    _("To prohibit him from leading these suits: %(suits)s (Law 51B2(b))") % words,
                )
            )
    offered.append(("none", _("Not to require or prohibit a lead (Law %(law)s)") % {"law": neither}))
    return offered


def designation_offer(state: dict, claim_form: dict, declarer: str, lang: str) -> list[tuple[str, str]]:
    """The cards the form offers for declarer's 51A designation stated in his claim (the statement's
    `designation`), as (value, words): only when a defender has two or more penalty cards on the
    table (51A: TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha
    fazla cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir"; WBF "If it is a
    defender's turn to play and that defender has two or more penalty cards that can legally be
    played, declarer designates which is to be played at that turn") and declarer's side claims (or
    a designation was sent: its refusal is said, and the field is there to change it)."""
    several = _several(state)
    declaring = names.side_of(claim_form["claimer"]) == names.side_of(declarer)
    if not several or not (declaring or claim_form["ldesig"] or claim_form["bad_ldesig"] or claim_form["ldesig_twice"]):
        return []
    offered = [("", _("Not stated: resolved against the claimer (Law 70A)"))]
    for p in several:
        words = {"card": names.card(p["card"], lang), "seat": names.seat(p["seat"], lang)}
        offered.append(
            (
                p["card"],
                _(
                    "%(seat)s: %(card)s, as long as it remains a penalty card, to be played at the first turn "
                    "where it can legally be played (Law 51A)"
                )
                % words,
            )
        )
    return offered


def _several(state: dict) -> list[dict]:
    """The penalty cards of a defender who has two or more (51A; all major, 50B)."""
    seats = [p["seat"] for p in state["penalty_cards"]]
    return [p for p in state["penalty_cards"] if seats.count(p["seat"]) > 1]


def designation_selects(state: dict, claim_form: dict, offered: list[tuple[str, str]], lang: str) -> list[dict]:
    """The form's selects for an order of designations (claimwords): the first as claimdesig's (the
    options `offered`), then one more for each further penalty card of a defender who has two or
    more, so the Director can enter the order declarer stated ("the king, then the two"), passed as
    the statement's list. The engine holds the order at every turn: the first card named that is
    still a penalty card and can legally be played (rulings/claims/penalty.py; docs/rulings-cli.md,
    "Declarer's 51A designation stated in the claim"); the words say no more (qa98: the Laws do not
    say how an order is read when an earlier card cannot be played), and "as long as it remains a
    penalty card" is 50D2(b)'s (TR "cezalı kart cezalı olarak kaldığı sürece", WBF "for as long as
    the penalty card remains")."""
    if not offered:
        return []
    chosen = claim_form.get("ldesig_list") or []
    selects = [{"id": "ldesig", "label": "", "options": offered, "selected": chosen[0] if chosen else ""}]
    later = [("", _("No further card stated"))]
    for p in _several(state):
        words = {"card": names.card(p["card"], lang), "seat": names.seat(p["seat"], lang)}
        later.append((p["card"], _("%(seat)s: %(card)s, as long as it remains a penalty card") % words))
    for k in range(1, len(later) - 1):
        selects.append(
            {
                "id": f"ldesig{k + 1}",
                "label": _(
                    "Then, in the order stated: the card played at a turn where no card named before it, still a "
                    "penalty card, can legally be played (Law 51A)"
                ),
                "options": later,
                "selected": chosen[k] if k < len(chosen) else "",
            }
        )
    return selects


def _choice_paragraphs(state: dict) -> tuple[str, str, str]:
    """The paragraphs of the three kinds of choice (to require a suit, to prohibit one, neither) by the
    major penalty cards on the table, as the engine cites them (rulings.penalty_card.lead_choice_laws;
    qa97: before, 50D2(a) and 50D2(b) whatever the cards): one card, 50D2(a), 50D2(a), 50D2(b); two or
    more in one suit, 51B1(a), 51B1(b), 50D2(b) (TR "Bir defans oyuncusunun bir renkten iki veya daha
    fazla cezalı kartı varken"; WBF "When a defender has two or more penalty cards in one suit"); in
    more than one suit, 51B2(a), 51B2(b), 51B2(c) (TR "Bir defans oyuncusunun birden çok renkte cezalı
    kartı varken"; WBF "When a defender has penalty cards in more than one suit"). With both defenders
    holding major penalty cards, which choice comes depends on who leads: 50D2's, which points to Law
    51 "for two or more penalty cards"."""
    majors = [p for p in state["penalty_cards"] if p["kind"] == "major"]
    if len({p["seat"] for p in majors}) != 1:
        return ("50D2(a)", "50D2(a)", "50D2(b)")
    paragraphs = lead_choice_laws(sum(1 << CARD_CODES.index(p["card"]) for p in majors))
    if len(paragraphs) == 2:
        return (paragraphs[0], paragraphs[0], paragraphs[1])
    return (paragraphs[0], paragraphs[1], paragraphs[2])


def is_card(token: str) -> bool:
    """A card as the URL and the form write it: its suit letter, then its rank ("SA", "HT", "C2")."""
    return len(token) == 2 and token[0] in SUITS and token[1] in RANKS


def card_list(text: str) -> list[str]:
    """Cards from the URL ("SA,HK"), each once: at most 26, the cards of a claimer's two hands at
    trick 1 (a limit of 13 dropped the 14th card tapped into a statement without a word)."""
    cards = []
    for token in text.upper().split(",")[:26]:
        token = token.strip()
        if is_card(token) and token not in cards:
            cards.append(token)
    return cards


def claim_context(form: dict, deal: str, contract: str, declarer: str, play: list, shown, link, lang: str) -> dict:
    """The claim section: the statement so far, the links that edit it, and the engine's ruling
    once the director has said how many tricks were claimed."""
    left = tricks_left(shown)
    params = form["params"]
    claimed = int(form["tricks"]) if form["tricks"] else 0
    entered = ClaimInput(
        form["claimer"],
        claimed,
        tuple(form["stated"]),
        tuple(form["fin"]),
        form["trumps"],
        form["top_down"],
        form["aware"],
        form["agreed"],
        form["lead_choice"],
        form["designation"],
        draw_trumps=form["draw_trumps"],
    )
    query = claim_query(deal, contract, declarer, play, shown, entered)
    # The taps stay as said (the record of the statement), but a defending claimer's partner's
    # cards are marked as the engine reads them: not stated (70D2).
    unbound = not_binding(query)
    reading = trumps_at_claim(query)
    defending = names.side_of(query["claimer"]) != names.side_of(query["declarer"])
    context = {
        **form,
        "left": left,
        "seats": [(seat, names.seat(seat, lang)) for seat in SEATS],
        "stated_cards": [{"text": names.card(card, lang), "not_binding": card in unbound} for card in form["stated"]],
        "fin_cards": [{"text": names.card(card, lang), "not_binding": card in unbound} for card in form["fin"]],
        "not_binding": bool(unbound),
        # The two trump boxes, offered only where a trump remains in a hand (never in notrump): Law
        # 70C can then apply to some claimer. The claimer is chosen on the same form, so they are
        # not hidden by the claimer shown; where his opponents hold none, the engine reads them as
        # his knowing that none is left (rule 10), and they are worded so.
        "offer_70c": any(outstanding_trump({**query, "claimer": seat}) for seat in SEATS),
        # What the engine reads the two boxes as for the claimer shown (rules 9 and 10 of
        # docs/rulings-cli.md): the form words them so, and the record says them so.
        "trumps_at_claim": reading,
        # In a defender's claim the boxes are the claimer's knowledge, not his partner's (rules 9 and
        # 10 of docs/rulings-cli.md since qa106 and session 68, Law 70D2): the page says so under them.
        "partner_keeps_own": reading == "drawn" and defending,
        "partner_draws_own": reading == "outstanding" and defending,
        **_trump_boxes_elsewhere(query, reading, lang),
        "tap_stated_url": link([], **{**params, "ctap": "stated"}),
        "tap_finesse_url": link([], **{**params, "ctap": "finesse"}),
        "clear_url": link([], **{**params, "stated": "", "fin": ""}),
        **_take_back(form, params, link, lang),
        "hidden": {
            key: value
            for key, value in params.items()
            if key not in ("claimer", "trumps", "draw", "topdown", "aware", "agreed", "told", "lchoice", "ldesig")
        },
        "lead_choices": lead_choice_offer(shown.state, form, declarer, lang),
        "designations": designation_offer(shown.state, form, declarer, lang),
        "answer": None,
    }
    context["designation_selects"] = designation_selects(shown.state, form, context["designations"], lang)
    if only_the_trick_in_progress(shown):
        # Law 68 (only_the_trick_in_progress): said at once, not only once a number is sent.
        context["error"] = in_progress_no_claim()
        return context
    if form["tricks"] == "" and not form.get("bad_tricks"):
        return context
    if left == 0:
        context["error"] = _("The play is over: no trick is left to claim or concede.")
        return context
    if form.get("bad_lchoice"):
        # fix80: the options are 50D2's for one penalty card and 51B's for two or more (50D2(a): "for
        # two or more penalty cards, see Law 51"), where 51B2(b) prohibits "one or more of such suits"
        # (TR "bu renklerin bir veya daha fazlasını"), as the form offers.
        context["error"] = _(
            "Declarer's choice stated in the claim must be one the form offers: to require the lead of a "
            "suit of a major penalty card, to prohibit the lead of one or more such suits, or neither "
            "(Laws 50D2, 51B)."
        )
        return context
    if form.get("bad_ldesig"):
        context["error"] = _(
            "Declarer's designation stated in the claim must be one the form offers: a penalty card of a "
            "defender who has two or more (Law 51A)."
        )
        return context
    if form.get("ldesig_twice"):
        context["error"] = _(
            "Declarer's order of designations stated in the claim names %(card)s twice: each card once, in the "
            "order he stated (Law 51A)."
        ) % {"card": names.card(form["ldesig_twice"], lang)}
        return context
    if form.get("bad_tricks"):
        context["error"] = _("The number of tricks claimed must be a whole number from 0 to %(left)s.") % {"left": left}
        return context
    answer = ask_claim(query)
    context["answer"] = answer
    if "error" in answer and not answer.get("too_open"):
        # The engine's refusal, said from its data (errors70: too many tricks claimed, a stated card
        # the claimer's side does not hold, a card on the trick that does not follow suit); any
        # other, the page's sentence with the engine's words (which name the query's fields, in
        # English) beside it, marked as English.
        said = _claim_refused(answer, form["claimer"], lang)
        context["error"] = said or _("The engine cannot rule on this claim; it says:")
        context["error_detail"] = "" if said else answer["error"]
        context["answer"] = None
        return context
    if answer.get("too_open"):
        context["sentences"] = [_too_open(form, shown, left)]
        return context
    context["sentences"] = describe(answer, query, lang)
    context["laws"] = answer.get("laws", [])
    # The engine holds the defenders to their penalty cards and to a restriction in force (the
    # query's `penalty`, `lead_restriction`: claimpen, claimpen2), whoever claims since claimpen3,
    # and the words say how: nothing the table holds is left for the Director to weigh beside the
    # ruling (before claimpen3, a defender's own side's were: qa86's `not_weighed`, gone with it).
    at_claim = state_at_claim(deal, contract, declarer, play, form["claimer"], form["agreed"])
    context["revokes_at_claim"] = revokes_at_claim(at_claim or shown.state, lang)
    return context


def _trump_boxes_elsewhere(query: dict, reading: str, lang: str) -> dict:
    """Where a claim by the other side would read the two boxes otherwise (one side holds every trump
    left: 70C for the other side's claim, rule 10 for its own), the side they are worded for, so the
    Director who chooses the other claimer on the same form knows to rule first and read them again."""
    claimer = query["claimer"]
    if trumps_at_claim({**query, "claimer": names.lho(claimer)}) == reading:
        return {}
    return {"trump_boxes_for": names.side(names.side_of(claimer), lang)}


def revokes_at_claim(state: dict, lang: str) -> list[str]:
    """A revoke on a quitted trick, not corrected, when the claim is made (a revoke on the trick in
    progress is _revoke_words'), as the engine's `status` of it says once the claim is made (the
    `state` query with `revoke_status`, `claim_by` and `claim_agreed`: table_claim.state_at_claim),
    so that the page no longer works out 63A3 and 63A4 itself (session 85, law187).

    One the engine says must be corrected under a paragraph other than 62A: corrected first, whoever
    claims, since a claim that establishes it does not end that duty (63B: WBF "Once a revoke is
    established, it may no longer be corrected (except as provided in Law 62D for a revoke on the
    twelfth trick or as in Law 62C3)"). 62D1, TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi
    ellerin dördü de borda geri konulmadan önce fark edilmiş ise düzeltilmelidir"; WBF "On the twelfth
    trick, a revoke, even if established, must be corrected if discovered before all four hands have
    been returned to the board". 62C3, TR "her iki rönonsun da düzeltilmesi gerekir"; WBF "then both
    revokes must be corrected". The line said "the tricks Law 64 transfers for it" of the 62D1
    revoke, for which 64B6 transfers none (qa181), and, of a revoke on trick 12 the claim itself
    establishes, that the claim established it and Law 64 might transfer tricks (law187).

    One established before the claim (63A1, or 63A2 where declarer named dummy's card to the following
    trick: the engine's `established_by`, which the line names, words189), or by it, as the engine's
    `status_law` says: by a claim
    of the offending side (63A3: TR "Kusurlu tarafın bir üyesi sözle veya elini göstererek ya da başka
    herhangi bir yolla, talep veya terk isteminde bulunduğunda"; WBF "when a member of the offending
    side makes a claim or concession of tricks orally or by facing his hand or in any other way"), or
    by agreement to an opponent's claim (63A4: TR "Rakibin talep veya terk istemine ilişkin bir uzlaşma
    sağlandığında (Yasa 69A çerçevesinde)"; WBF "when agreement is established (as per Law 69A) to an
    opponent's claim or concession"). Law 64 then applies (TR "Rönons resmileştiğinde"; WBF "When a
    revoke is established"), which the claim's ruling, made on the cards left, does not carry.
    Whether it transfers a trick, 64A or one of 64B's cases, the engine decides only from the whole
    play (its `result` query; the `claim` query knows nothing of revokes), and 64B1 turns on tricks
    not yet played: the line says only that Law 64 may transfer tricks (64A, 64B), except where the
    engine says which 64B paragraph exempts it (_law_64).

    A penalty card not played whose card declarer accepted, not established: the engine says it may
    not be corrected (52A: TR "oynamış olduğu diğer herhangi bir kartı, kendi inisiyatifiyle, geri
    alamaz"; WBF "he may not, on his own initiative, withdraw any other card he has played"); the
    line said "must be corrected (Law 62A)" of it.

    Otherwise it is not established, by the claim either, and must be corrected (62A: TR "Rönons
    resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek zorundadır"; WBF
    "A player must correct his revoke if attention is drawn to the irregularity before it becomes
    established")."""
    out = []
    for revoke in state["revokes"]:
        if revoke.get("corrected") or revoke["trick"] >= state["trick"]:
            continue
        words = {"owner": owner(revoke["seat"], lang), "trick": revoke["trick"]}
        if revoke.get("established_by"):
            # the paragraph of 63A whose act established it, as the engine gives it (words189)
            words["by"] = format_label(revoke["established_by"])
        if _corrected_whoever_claims(revoke):
            words["law"] = format_label(revoke["status_law"])
            out.append(
                (
                    _(
                        "%(owner)s revoke on trick %(trick)s is established (Law %(by)s), but must still be "
                        "corrected (Law %(law)s): correct it first (“Correct the revoke”), then rule on the claim."
                    )
                    if revoke["established"]
                    else _(
                        "%(owner)s revoke on trick %(trick)s must be corrected (Law %(law)s): correct it first "
                        "(“Correct the revoke”), then rule on the claim."
                    )
                )
                % words
            )
        elif revoke.get("status") == revoke_status.DEEMED:
            # 67B1(a)/(b): not established under 63A but deemed, with its own transfer (TR "Özürlü
            # lövede rönons yapmış sayılır ve Yasa 64A2'ye göre aktarılan 1 löve kaybına tabidir"; WBF
            # "He is deemed to have revoked on the defective trick and is subject to the loss of one
            # trick transferred in accordance with Law 64A2"); the engine applies none of 64B to it.
            out.append(
                _(
                    "%(seat)s is deemed to have revoked on trick %(trick)s (Law %(law)s) and is subject to the loss "
                    "of one trick transferred in accordance with Law 64A2: it is not in the ruling below, and the "
                    "Director adds it."
                )
                % {
                    "seat": names.seat(revoke["seat"], lang),
                    "trick": revoke["trick"],
                    "law": format_label(revoke["status_law"]),
                }
            )
        elif revoke.get("status_law") == laws.REVOKE_ESTABLISHED_BY_CLAIM:
            out.append(
                _(
                    "A claim by the offending side establishes %(owner)s revoke on trick %(trick)s (Law 63A3): "
                    "%(law_64)s"
                )
                % {**words, "law_64": _law_64(revoke, lang)}
            )
        elif revoke.get("status_law") == laws.REVOKE_ESTABLISHED_BY_AGREEMENT:
            out.append(
                _("The agreement to this claim establishes %(owner)s revoke on trick %(trick)s (Law 63A4): %(law_64)s")
                % {**words, "law_64": _law_64(revoke, lang)}
            )
        elif revoke["established"]:
            out.append(
                (
                    _("%(owner)s revoke on trick %(trick)s is established (Law %(by)s): %(law_64)s")
                    if "by" in words
                    else _("%(owner)s revoke on trick %(trick)s is established: %(law_64)s")
                )
                % {**words, "law_64": _law_64(revoke, lang)}
            )
        elif revoke.get("status") == revoke_status.MAY_NOT_BE_CORRECTED:
            out.append(
                _(
                    "%(owner)s revoke on trick %(trick)s is not established by this claim (Law 63A3 names a claim "
                    "by the offending side); it may not be corrected (Law 52A), and once established no trick is "
                    "transferred for it (Law 64B3; but see Law 64C)."
                )
                % words
            )
        else:
            out.append(
                _(
                    "%(owner)s revoke on trick %(trick)s is not established by this claim (Law 63A3 names a claim "
                    "by the offending side) and must be corrected (Law 62A): correct it first (“Correct the "
                    "revoke”), then rule on the claim."
                )
                % words
            )
    return out


def _law_64(revoke: dict, lang: str) -> str:
    """What Law 64 does for a revoke established when the claim is made, as far as the engine says it
    then. One the engine's `failed_to_play` names (docs/rulings-cli.md, Additions, "What a revoke
    failed to play"): its `result` transfers no trick for it, 64B3 (TR "Rönons, cezalı bir kartın
    oynanmaması veya yere ait kartlardan herhangi birinin oynanmaması sonucu meydana gelmişse"; WBF
    "the revoke was made in failing to play a penalty card or any card belonging to dummy"), and
    64B's "(but see Law 64C)" (TR "(Ancak bkz Yasa 64C)"): a penalty card (a defender's), or dummy's
    card, which the line could not say before (session 84: the entry did not mark a dummy's revoke).
    Any other: the engine says which of 64A and 64B applies only from the whole play, and 64A2 and
    64B1 turn on tricks not yet played, so no more than that Law 64 may transfer tricks (TR "Rönons
    resmileştiğinde"; WBF "When a revoke is established")."""
    failed = failed_to_play_clause(revoke, lang)  # the engine-words line's own words
    if failed:
        return f"{failed}."
    return _(
        "Law 64 may transfer tricks for it (Laws 64A, 64B); any it transfers are not in the ruling below, and the "
        "Director adds them."
    )


def _corrected_whoever_claims(revoke: dict) -> bool:
    """The engine says the revoke must be corrected under 62D1 or 62C3, not 62A: a duty a claim that
    establishes it does not end (63B's exceptions), where 62A's ends once it is established."""
    return (
        revoke.get("status") == revoke_status.MUST_BE_CORRECTED
        and revoke.get("status_law") != laws.REVOKE_MUST_BE_CORRECTED
    )


def in_progress_no_claim() -> str:
    """Law 68's first paragraph, where the one trick left is in progress (TR "Bu yasalara göre bir
    beyan veya eylemin löve talebi veya terki oluşturması için, bunun o anda oynanan löveden sonraki
    löveleri kastetmesi gerekir. Eğer eylem yalnızca o an oynanmakta olan lövenin kazanılması veya
    kaybedilmesine ilişkin ise, oyun normal olarak devam eder"; WBF "For a statement or action to
    constitute a claim or concession of tricks under these Laws, it must refer to tricks other than
    one currently in progress. If the statement or action pertains only to the winning or losing of
    an uncompleted trick currently in progress, play proceeds regularly")."""
    return _(
        "Only the thirteenth trick is left, and it is in progress: for a statement or action to be a claim or "
        "concession of tricks, it must refer to tricks other than the one in progress; one about this trick "
        "alone is none, and play proceeds regularly (Law 68)."
    )


def _claim_refused(answer: dict, claimer: str, lang: str) -> str | None:
    """The engine's refusal of the claim query in the page's language, from its problem and values
    (rulings.claims.claim.ClaimError); None for one the page has no sentence for."""
    problem, values = problem_of(answer)
    if problem == "trick_in_progress_only":
        return in_progress_no_claim()
    if problem == "claimed_out_of_range":
        return _("The claim can be for at most the %(left)s tricks left.") % {"left": values["most"]}
    if problem == "not_claimers_card":
        return _(
            "%(cards)s: not in the hands of the claimer's side (%(side)s) at this point. Tap only their "
            "cards for the statement, or clear the statement."
        ) % {"cards": names.cards(values["cards"], lang), "side": names.side(names.side_of(claimer), lang)}
    if problem == "lead_choice_by_defender":
        # 50D2: the choice is declarer's ("deklaran ... seçtiğini belirtinceye kadar", "until declarer
        # has stated which of the options below is selected"), and 51B's too, for two or more penalty
        # cards (51B1 TR "deklaran ... isterse / yasaklarsa", WBF "declarer requires / prohibits";
        # 51B2 "deklaran ... isteyebilir / yasaklayabilir", "declarer may require / prohibit"): fix80.
        return _(
            "A defender claims: the choice of Laws 50D2 and 51B is declarer's, and a defender's claim states none; not "
            "stated, it is taken against the claimer (Law 70A). Set declarer's choice to “Not stated”, or choose "
            "declarer's side as the claimer."
        )
    if problem == "lead_choice_no_major":
        return _("No major penalty card is on the table: declarer has no choice to state under Law 50D2.")
    if problem == "lead_choice_suit":
        return _(
            "Declarer's choice stated names %(suit)s, and no major penalty card of that suit is on the table "
            "(%(suits)s): he may require or prohibit only the suit of a penalty card (Laws 50D2(a), 51B)."
        ) % {
            "suit": names.SUIT_PLURALS[lang][str(values["suit"])],
            "suits": ", ".join(names.SUIT_PLURALS[lang][str(s)] for s in values["suits"]),
        }
    if problem == "designation_by_defender":
        # 51A: "declarer designates" (TR "deklaran belirtir")
        return _(
            "A defender claims: the designation of Law 51A is declarer's, and a defender's claim states none; not "
            "stated, it is taken against the claimer (Law 70A). Set declarer's designation to “Not stated”, or "
            "choose declarer's side as the claimer."
        )
    if problem in ("designation_not_penalty", "designation_single"):
        return _(
            "Declarer's designation stated names %(card)s, which is not one of two or more penalty cards of a "
            "defender on the table: declarer designates only among those (Law 51A)."
        ) % {"card": names.card(str(values["card"]), lang)}
    if problem == "must_follow":
        return _revoke_words(str(values["seat"]), str(values["led"])[0], claimer, lang)
    return None


def _revoke_words(seat: str, suit: str, claimer: str, lang: str) -> str:
    """A claim while the trick in progress holds a revoke not corrected (the engine rules only from
    a trick that follows suit). By the offending side, the claim establishes it (63A3: TR "Kusurlu
    tarafın bir üyesi ... talep veya terk isteminde bulunduğunda", WBF "when a member of the
    offending side makes a claim or concession of tricks") and the trick stands as played (63B: TR
    "rönonsun meydana geldiği löve oynandığı gibi kalır", WBF "the trick on which the revoke
    occurred stands as played"). By the other side it is not established and must be corrected
    (62A: TR "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
    zorundadır", WBF "A player must correct his revoke if attention is drawn to the irregularity
    before it becomes established")."""
    words = {"seat": names.seat(seat, lang), "suit": names.SUIT_WORDS[lang][suit]}
    if names.side_of(seat) == names.side_of(claimer):
        return (
            _(
                "%(seat)s did not follow to the %(suit)s led to this trick though holding a %(suit)s: a "
                "revoke (Law 61A). A claim by the offending side establishes it (Law 63A3) and the trick "
                "stands as played (Law 63B); this page rules on a claim only from a trick that follows "
                "suit, so it cannot rule on this one."
            )
            % words
        )
    return (
        _(
            "%(seat)s did not follow to the %(suit)s led to this trick though holding a %(suit)s: a "
            "revoke (Law 61A), not established, which must be corrected (Law 62A). Correct it first "
            "(“Correct the revoke”); this page rules on a claim only from a trick that follows suit."
        )
        % words
    )


def _too_open(form: dict, shown, left: int) -> str:
    """What to do when the claim search passes the page's budget: only what the Director can still
    do (tap more of the line while some card of the claimer's side is not in the statement, tick
    the top-down box while it is not ticked); when neither is left, that the page cannot rule."""
    side = (form["claimer"], names.partner(form["claimer"]))
    tappable = {card for seat in side for card in shown.hands[seat]}  # the cards the hands offer
    can_tap, can_tick = bool(tappable - set(form["stated"])), not form["top_down"]
    if can_tap and can_tick:
        words = _(
            "The statement leaves too many ways of playing open to rule on the %(left)s tricks left "
            "here: tap more of the claimer's line (the cards in the order he stated them), or tick "
            "the top-down box where that order applies."
        )
    elif can_tap:
        words = _(
            "The statement leaves too many ways of playing open to rule on the %(left)s tricks left "
            "here, even played from the top down: tap more of the claimer's line (the cards in the "
            "order he stated them)."
        )
    elif can_tick:
        words = _(
            "Every card of the claimer's side is in the statement, and the %(left)s tricks left still "
            "leave too many ways of playing open to rule on here: tick the top-down box where that "
            "order applies."
        )
    else:
        words = _(
            "The %(left)s tricks left are more than this page can search in time, even with every "
            "card of the claimer's side stated and the top-down order: it cannot rule on this claim."
        )
    return words % {"left": left}


def claim_for_the_record(claim: dict, lang: str) -> tuple[str, ...]:
    """The claim as entered and ruled, in words, for a ruling record taken from the table (which
    keeps the table's address too, replaying it): who claimed how many of the tricks left (68A,
    68B1), the statement in its order (68C, 70B1) with a defending claimer's partner's cards marked
    (70D2), the Director's answers, and the engine's award with the paragraphs it cites."""
    answer = claim.get("answer")
    if not answer or "error" in answer:
        return ()
    seat = names.seat(claim["claimer"], lang)
    out = [
        _("Claim: %(claimer)s claimed for his side %(tricks)s of the %(left)s tricks left.")
        % {"claimer": seat, "tricks": claim["tricks"], "left": claim["left"]}
    ]
    marked = _("not binding: Law 70D2")

    def listed(cards: list[dict]) -> str:
        return ", ".join(f"{c['text']} ({marked})" if c["not_binding"] else c["text"] for c in cards) or "—"

    out.append(
        _("Statement, in its order: %(cards)s. Finesse stated: %(finesse)s.")
        % {"cards": listed(claim["stated_cards"]), "finesse": listed(claim["fin_cards"])}
    )
    answers = (
        *_trump_answers(claim.get("trumps_at_claim", "")),
        ("agreed", _("The opponents agreed to the claim or concession and agreement was established (Law 69A).")),
        # 70E2 lets the Regulating Authority specify the order (TR "Yetkili Federasyon ... bir sıra ...
        # belirleyebilir"; WBF "The Regulating Authority may specify an order"): it deems nothing by
        # itself. The box the Director ticked says so, and the ruff the engine's `top_down` makes too
        # (docs/rulings-cli.md, "Additions", rule 7); the record says what he ticked (qa164).
        (
            "top_down",
            _(
                "As an order the Regulating Authority specifies (Law 70E2), a suit whose order was not stated was "
                "deemed played from the top down, and a hand that ruffed did so with the lowest trump that won the "
                "trick."
            ),
        ),
    )
    out += [words for key, words in answers if claim[key]]
    # declarer's 50D2/51B choice as stated (claimui), in the words the form offered it in
    stated = dict(claim.get("lead_choices") or []).get(claim.get("lchoice") or "")
    if stated:
        out.append(_("Declarer's choice stated in the claim: %(choice)s.") % {"choice": stated})
    designated = dict(claim.get("designations") or []).get(claim.get("ldesig") or "")
    order = claim.get("ldesig_list") or []
    if designated:
        out.append(_("Declarer's designation stated in the claim: %(card)s.") % {"card": designated})
    elif len(order) > 1 and claim.get("designations"):
        # an order of designations (claimwords), in the words the engine held it in
        out.append(
            _(
                "Declarer's designations stated in the claim, in their order: %(cards)s, each as long as it "
                "remains a penalty card: at each turn where a defender has two or more penalty cards that can "
                "legally be played, the first of them named is played (Law 51A)."
            )
            % {"cards": ", ".join(names.card(card, lang) for card in order)}
        )
    # Before the engine's ruling, as on the table page: each says the ruling "below" lacks Law 64's
    # tricks (after it, in a record, "below" named the table's address: polish72).
    out += claim.get("revokes_at_claim", [])
    out.append(
        _("The engine's ruling: the claimer's side gets %(tricks)s; paragraphs cited: %(laws)s.")
        % {"tricks": tricks_words(answer["awarded"], lang), "laws": ", ".join(answer["laws"])}
    )
    return tuple(out)


def _trump_answers(reading: str) -> tuple[tuple[str, str], ...]:
    """The record's lines for the two trump boxes, as the engine read them (`trumps_at_claim`). Where
    an opponent holds a trump, Law 70C's findings (70C1, 70C2). Where his opponents hold none and his
    side still does, 70C does not apply (TR "Rakiplerden birinin elinde bir koz kaldığında", WBF "When
    a trump remains in one of the opponents' hands"), and the engine read either box as the claimer
    knowing none was left (rule 10): said so, without 70C; before, the line was dropped and a finding
    the ruling rested on was not in the record. Where no hand holds a trump (notrump) the boxes
    changed nothing and nothing is said (qa73: in 1NT the record said "the claimer knew an opponent
    still held a trump (Law 70C2)")."""
    if reading == "outstanding":
        return (
            ("trumps", _("The statement mentioned the opponents’ trump(s) (Law 70C1).")),
            (
                "draw_trumps",
                _("The statement said the claimer would draw the opponents’ trump(s) first (Laws 68C, 70D1)."),
            ),
            ("aware", _("The Director found that the claimer knew an opponent still held a trump (Law 70C2).")),
        )
    if reading == "drawn":
        return (
            ("trumps", _("The statement said that the opponents had no trump left.")),
            ("aware", _("The Director found that the claimer knew the opponents had no trump left.")),
        )
    return ()


def _take_back(form: dict, params: dict, link, lang: str) -> dict:
    """The link that takes back the last card tapped into the list being tapped (the statement, or
    the finesse cards), so that a mistaken tap costs one tap, not the whole statement."""
    field = "fin" if form["tap"] == "finesse" else "stated"
    taken = form[field]
    if not taken:
        return {"take_back_url": "", "take_back_card": ""}
    return {
        "take_back_url": link([], **{**params, field: ",".join(taken[:-1])}),
        "take_back_card": names.card(taken[-1], lang),
    }


def claim_mode_url(claimed: int | None, shown, declarer: str, link) -> str:
    """The link that opens the claim section. After a read record that ends with a claim of
    `claimed` tricks in all for declarer's side (a LIN `mc`, a PBN claim), it says that claim as the
    form asks for it: declarer's side claims the tricks it has still to take of those left (the
    total less the tricks it has won), so the Director does not subtract at the table. None once
    a card is on the thirteenth trick: nothing said then is a claim (Law 68)."""
    state = shown.state
    if not state["turn"] or only_the_trick_in_progress(shown):
        return ""
    side = "NS" if declarer in "NS" else "EW"
    still = None if claimed is None else claimed - state["tricks"][side]
    if still is None or not 0 <= still <= 13 - state["trick"] + 1:
        return link([], mode="claim")
    return link([], mode="claim", claimer=declarer, told=str(still))


def claimed_in_record(text: str) -> int | None:
    """The tricks a read record's claim gives declarer's side (?claim=, set by _from_record)."""
    return int(text) if _digits(text) and int(text) <= 13 else None


def _digits(text: str) -> bool:
    """A number typed or kept in the URL: ASCII digits only (str.isdigit() is true of "²", which
    int() refuses: the page was a server error), and few of them."""
    return text.isascii() and text.isdigit() and len(text) <= 3
