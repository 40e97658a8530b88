"""The table's record in the page's words, trick by trick, for a ruling record made at the table
(desk/table_link.py): "1. löve: Batı ♥10, Kuzey ♥8, ..." / "Trick 1: West ♥10, North ♥8, ...".

The tokens ("W:HT", "expose:E:HK", "correct:E:H7": situations.table) are the table's own, which
its address replays; a Director reading a record reads the seats and cards as the rest of the site
writes them (rulings.words). Each act is said with the words the table page uses for it (its
buttons, links and notes, situations.engine_words); where the page has none, with the Laws' own
term and the paragraph the page cites (Law 62A "düzeltmek zorundadır" / "must be corrected", 67B2(a)
"eline geri koymasını ister" / "restore to his hand"). The tricks are the engine's: each event is
put in the trick the engine's replay of the record before it has in progress (rulings.play_state),
so an act after a trick's fourth card (a revoke corrected, Law 62A) is said where it happened.

What the table decided is said with the play (desk64; a Director reading the record later, Laws
92-93, needs it): each completed trick ends with who won it, from the engine's replay of the whole
record (44E, 44F: "Kuzey aldı" / "won by North"); a card the engine's answer makes a penalty card
is said at the event that made it, with its kind (50B: "majör cezalı karta dönüşür" / "becomes a
major penalty card"); a card called for from dummy is said as a designation (46), not a choice."""

from __future__ import annotations

from django.utils.translation import gettext as _

import rulings
from lawbook.labels import parse_label
from rulings import revoke as revoke_status
from rulings import words as names
from rulings.laws import (
    CHANGE_AFTER_OPPONENTS_CHANGE,
    OFFENDING_SIDE_CHANGES_CARD,
    REVOKE_MUST_BE_CORRECTED,
    SIMULTANEOUS_ONE_VISIBLE,
)

from .engine_words import DESIGNATION_TEXTS, button_words, designation_not_played
from .table import SEAT_CHOICES, SEATS, SUIT_ACTS, card_code

CHOICES = (*SEAT_CHOICES, *SUIT_ACTS, "choose_card")


def states_along(deal: str, contract: str, declarer: str, play: list) -> list:
    """The engine's state before the first event and after each (`rulings.play_state` of each
    prefix), read once for the record's play in words and its "Laws applied"."""
    return [rulings.play_state(deal, contract, declarer, play[:at]) for at in range(len(play) + 1)]


def play_in_words(deal: str, contract: str, declarer: str, play: list, states: list, lang: str) -> list[str]:
    """One line per trick the record reaches, its events in order; [] for no events. `play` is
    the table's record as parse_play reads it, `declarer` the one it was replayed with, `states`
    its `states_along`."""
    tricks: dict[int, list[tuple[bool, str]]] = {}
    before = states[0]
    for at, event in enumerate(play):
        after = states[at + 1]
        replay = (deal, contract, declarer, play[:at])
        penalty = _new_penalty_cards(before, after, lang)
        said = "; ".join([_event_words(event, before, after, replay, lang), *penalty])
        tricks.setdefault(_trick_of(event, before, replay), []).append((isinstance(event, str) and not penalty, said))
        before = after
    winners = {trick.number: trick.winner for trick in before.completed}  # the last replay's, 44E-44F
    return [_trick_line(number, said, winners.get(number), lang) for number, said in tricks.items()]


def laws_along_the_play(states: list, play: list) -> list[str]:
    """Every paragraph the engine cites at some point of the record (`states`: its `states_along`, of
    the events `play`), in the order first cited: its `state` answers what applies now, so a revoke
    corrected at trick 1 (62A, 62B1, 50B) is gone from the answer once the next card is played, while
    the Director applied them to this board. The record's "Laws applied" keeps them all. Law 44's
    paragraphs (TR "Oyunun Sıra ve Yöntemi"; EN "Sequence and Procedure of Play": lead, follow suit,
    who wins) are cited after every card played in turn, and are left out: the record lists what was
    ruled, not the procedure every card follows. Of a choice cited with every option's paragraphs
    while it is pending (after a lead out of turn, 54-56; declarer's choice for a lead, 50D2, 51B),
    the record keeps those of the option taken (`_chosen_laws`): a lead accepted was not retracted
    under 55B1 (TR "Yasa 55A uyarınca çıkışı geri alması istenirse", WBF "has been required to
    retract such lead per Law 55A"); a lead required was not left free under 50D2(b)."""
    cited: list[str] = []
    for at in range(1, len(states)):
        labels = _chosen_laws(states, play, at)
        cited += [label for label in labels if label not in cited and parse_label(label).law != 44]
    return cited


def _chosen_laws(states: list, play: list, at: int) -> tuple[str, ...]:
    """`states[at].laws`, less the paragraphs of the options declined when a later event answered its
    pending choice (the engine's `Decision.declined`, for the choices whose options it tells apart). The option taken is the act
    that answered it; a card that did (53A: the next hand played to the lead; 53C) let the lead stand,
    unless the engine's next answer cites one option's own paragraph (54A: declarer began to spread
    his hand)."""
    state = states[at]
    decision = state.decision
    if decision is None or not decision.option_laws:
        return state.laws
    answered = next((later for later in range(at + 1, len(states)) if states[later].decision != decision), None)
    if answered is None:
        return state.laws  # still pending at the end of the record: every option is still open
    event = play[answered - 1]
    if isinstance(event, dict) and event.get("act") in decision.options:
        option = event["act"]
    else:
        after = set(states[answered].laws)
        named = [
            name for name, labels in zip(decision.options, decision.option_laws, strict=False) if after & set(labels)
        ]
        option = named[0] if len(named) == 1 else "accept"
    declined = decision.declined(option)
    return tuple(label for label in state.laws if label not in declined)


def _trick_line(number: int, events: list[tuple[bool, str]], winner: int | None, lang: str) -> str:
    """ "1. löve: Batı ♠2, Kuzey ♠R, Doğu ♠10, Güney ♠3; Kuzey aldı": a completed trick ends with
    who won it, as the engine's replay of the whole record has it (a revoke corrected after the
    trick was quitted, 62A, is played again: the trick as it finally stood); one still in progress
    when the record ends names nobody."""
    line = _("Trick %(trick)s") % {"trick": number} + ": " + _joined(events)
    if winner is None:
        return line
    return line + "; " + _("won by %(seat)s") % {"seat": names.seat(SEATS[winner], lang)}


def _new_penalty_cards(before, after, lang: str) -> list[str]:
    """Each card the engine's penalty card list holds after the event and not before it, or holds
    now as the other kind (50B: "when one defender has two or more penalty cards, all such cards
    become major penalty cards"), in 50B's words: "♥7 majör cezalı karta dönüşür" / "♥7 becomes a
    major penalty card". The engine decides it (a revoke corrected by a defender, 62B1; a lead out
    of turn rejected; a premature play, 57A; a card exposed, 49); the page only says it."""
    new = [card for card in after.penalty_cards if card not in before.penalty_cards]
    return [_penalty_card_words(card, lang) for card in new]


def _penalty_card_words(penalty, lang: str) -> str:
    card = {"card": names.card(card_code(penalty.card), lang)}
    if penalty.kind == "major":
        return _("%(card)s becomes a major penalty card") % card
    return _("%(card)s becomes a minor penalty card") % card


def _joined(events: list[tuple[bool, str]]) -> str:
    """Cards alone as the page's trick lists them ("Batı ♥10, Kuzey ♥8"); with an act among them,
    whose words may hold a comma or a colon, each event after a semicolon."""
    return (", " if all(plain for plain, _words in events) else "; ").join(words for _plain, words in events)


def _trick_of(event, before, replay: tuple) -> int:
    """The trick in progress when the event was recorded; a revoke's correction and a later
    player's card replaced (62A, 62C1) are on the revoke trick, which the engine's answer names
    (its `revokes`), though the trick may have been quitted."""
    if isinstance(event, dict) and event["act"] in ("correct", "replace"):
        deal, contract, declarer, play = replay
        query = {"q": "state", "deal": deal, "contract": contract, "declarer": declarer, "play": play}
        revokes = rulings.answer(query)["revokes"]
        if event["act"] == "correct":  # his own revoke; a replaced card follows the last correction
            revokes = [revoke for revoke in revokes if revoke["seat"] == event["seat"]]
        if revokes:
            return revokes[-1]["trick"]
    if isinstance(event, dict) and event["act"] == "substitute" and not before.current and before.trick > 1:
        return before.trick - 1  # 58B3 after the fourth card: the trick is played again (the engine)
    return before.trick


def _event_words(event, before, after, replay: tuple, lang: str) -> str:
    if isinstance(event, str):
        return _card_words(event, after, lang)
    act = event["act"]
    if act == "designate":
        return _designation_words(event, before, after, lang)
    if act in CHOICES:
        return _choice_words(event, before, after, replay, lang)
    if act == "simultaneous":
        return _at_once_words(event, after, lang)
    return _act_words(event, before, after, lang)


def _act_words(event: dict, before, after, lang: str) -> str:
    """An act of a player at the table (not a card, a choice or a designation)."""
    act, seat = event["act"], names.seat(event["seat"], lang)
    card = names.card(event["card"], lang) if "card" in event else ""
    words = {"seat": seat, "card": card}
    if act == "auction_lead":
        suits = " ".join(names.SYMBOLS[suit] for suit in event["suits"])
        partner = names.seat(event["seat"], lang, "gen") if lang == "tr" else seat  # "Batı'nın ilk çıkışında"
        return _(
            "From the auction: declarer may forbid %(partner)s one of these suits at his first turn to lead: %(suits)s (Law 26B)"
        ) % {"partner": partner, "suits": suits}
    if act == "expose":
        law = _exposure_law(before, after)
        if not law:
            return _("%(seat)s exposes %(card)s") % words
        return _("%(seat)s exposes %(card)s (Law %(law)s)") % {**words, "law": law}
    if act == "correct":
        law = _correction_law(before, after)
        return _("%(seat)s corrects the revoke with %(card)s (Laws %(law)s, 62B)") % {**words, "law": law}
    if act == "replace":
        # 62C1 lets a non-offender withdraw his card; 62C2, the offending side's next player after
        # him: each replacement rests on its own paragraph, as the engine's answer cites it.
        if OFFENDING_SIDE_CHANGES_CARD in after.laws:
            return _("%(seat)s takes his card back and plays %(card)s instead (Law 62C2)") % words
        return _("%(seat)s takes his card back and plays %(card)s instead (Law 62C1)") % words
    if act == "withdraw":
        return _("%(seat)s takes his lead back (Law 62C1)") % words
    if act == "substitute":
        return _substitute_words(words, after)
    if act == "omit":
        return _("%(seat)s omitted to play to this trick (Law 67)") % words
    if act == "supply":
        return _("%(seat)s supplies %(card)s, a card he can legally play (Law 67A1)") % words
    if act == "place":
        return _("%(seat)s places %(card)s appropriately among his played cards (Law 67B1)") % words
    return _("%(seat)s restores to his hand all extra cards (Law 67B2(a))") % words  # restore, 67B2(a)


def _substitute_words(words: dict, after) -> str:
    """A card changed after cards played at once: under 58B3, or 47D as the engine cites it."""
    if CHANGE_AFTER_OPPONENTS_CHANGE in after.laws:
        # 47D, for a card that followed a card an opponent has since changed: TR "oynanmış bir kart
        # geri alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa
        # 16C ve Yasa 62C2 uygulanabilir.)"; WBF "a played card may be withdrawn and returned to the
        # hand without further rectification and another card may be substituted. (Laws 16C and 62C2
        # may apply.)" (62C2 is the revoke's; the engine names 47D and 16C)
        return (
            _(
                "%(seat)s takes his card back and plays %(card)s instead, without further rectification, after the opponent's change (Law 47D; Law 16C may apply)"
            )
            % words
        )
    # 58B3 TR "kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir. (Ancak bkz.
    # Yasa 16C.)"; WBF "may withdraw his play and substitute another card without further
    # rectification (but see Law 16C)"
    return (
        _(
            "%(seat)s takes his card back and plays %(card)s instead, without further rectification (Law 58B3; but see Law 16C)"
        )
        % words
    )


def _correction_law(before, after) -> str:
    """The paragraph the engine corrected the revoke under (its status `corrected`: 62A, or 62D1
    and 62C3 for an established revoke, 63B's exceptions), as the table's correct mode cites it."""
    was = {(r.seat, r.event): s.name for r, s in zip(before.revokes, before.revoke_statuses, strict=True)}
    for r, now in zip(after.revokes, after.revoke_statuses, strict=True):
        if now.name == revoke_status.CORRECTED and was.get((r.seat, r.event)) != revoke_status.CORRECTED and now.law:
            return now.law
    return REVOKE_MUST_BE_CORRECTED


def _card_words(token: str, after, lang: str) -> str:
    """A card as the trick shows it ("Batı ♥10"); a lead out of turn as the page says it while
    the choice it gives is pending (the engine's decision after it)."""
    words = {"seat": names.seat(token[0], lang), "card": names.card(token[2:], lang)}
    if after.decision is not None and after.decision.kind == "lead_out_of_turn":
        return _("%(seat)s %(card)s, led out of turn") % words
    return f"{words['seat']} {words['card']}"


def _choice_words(event: dict, before, after, replay: tuple, lang: str) -> str:
    """ "Seçimi Güney yapar: kabul etmek" / "South chooses: accept": the page's heading over its
    buttons and the button's words (a suit by its symbol, a card by name, as the button draws them)."""
    deal, contract, declarer, play = replay
    answer = rulings.answer({"q": "state", "deal": deal, "contract": contract, "declarer": declarer, "play": play})
    words = button_words(event["act"], answer, lang)
    if event.get("suits"):
        words += ": " + " ".join(names.SYMBOLS[suit] for suit in event["suits"])
    elif event.get("card"):
        words += ": " + names.card(event["card"], lang)
    elif event.get("suit"):
        words += ": " + names.SYMBOLS[event["suit"]]
    return _("%(seat)s chooses") % {"seat": names.seat(event["seat"], lang)} + ": " + words


def _designation_words(event: dict, before, after, lang: str) -> str:
    """A card called for from dummy said as a designation, not as a choice (Law 46), with the card
    the engine then plays from dummy ("..., Kuzey ♠A"). Named incompletely (words, a suit or a
    rank: 46B), as the table's line over its links says it: "Deklaran yerin kartını eksik
    tanımladı (Yasa 46B): “büyük”". Named in full (46A; or the card a player designates when
    the engine asks, 46B3(b), 46B4, 46B5), with the verb of the table's button ("yerden oynanacak
    kartı belirtmek" / "designate dummy's card"): "Güney yerden oynanacak kartı belirtti: ♠A"."""
    if event.get("suit") and event.get("rank"):
        card = names.card(event["suit"] + event["rank"], lang)
        said = _("%(seat)s designated dummy's card: %(card)s") % {"seat": names.seat(event["seat"], lang), "card": card}
        return said + _not_played(event, after, lang)  # else the card named is the card dummy plays
    said = _("Declarer called dummy's card incompletely (Law 46B):") + " " + _designated(event, lang)
    return said + (_not_played(event, after, lang) or _dummys_card(before, after, lang))


def _not_played(event: dict, after, lang: str) -> str:
    """A card or a suit named for dummy that the engine does not play: it asks declarer to designate
    again (its decision), citing 44C (another suit while dummy can follow) or 46B4 (not in dummy):
    ", oynanamaz: yer renge uymak zorunda (Yasa 44C, 42A3)" / ", not playable: dummy must follow suit
    (Laws 44C, 42A3)", so that the record does not read as if dummy had played it (desk65). Words
    alone ("high", "low", "win") name no card of their own: the engine's 46B4 after them is the WBF's
    card of the suit led (docs/rulings-cli.md), not a card declarer named, and is not said here."""
    decision = after.decision
    if not event.get("suit") or decision is None or decision.kind != "designation" or decision.by != after.declarer:
        return ""
    why = designation_not_played(decision.laws, lang)
    return f", {why}" if why else ""


def _designated(event: dict, lang: str) -> str:
    """What declarer named, as the page's links draw it: the Laws' words, a card, a suit, a rank."""
    if event.get("words"):
        return DESIGNATION_TEXTS[event["words"]][0 if lang == "tr" else 1]
    if event.get("suit") and event.get("rank"):
        return names.card(event["suit"] + event["rank"], lang)
    if event.get("suit"):
        return names.SYMBOLS[event["suit"]]
    return names.rank(event["rank"], lang)


def _dummys_card(before, after, lang: str) -> str:
    """The card the engine played from dummy after the designation, if it played one."""
    dummy = (after.declarer + 2) % 4
    played = [card for trick in (*after.completed, *[after]) for seat, card in _cards(trick) if seat == dummy]
    earlier = [card for trick in (*before.completed, *[before]) for seat, card in _cards(trick) if seat == dummy]
    if len(played) <= len(earlier):
        return ""
    return f", {names.seat(SEATS[dummy], lang)} {names.card(card_code(played[-1]), lang)}"


def _cards(trick) -> list:
    """A completed trick's cards, or the cards of the trick in progress (a state's `current`)."""
    return list(trick.cards) if hasattr(trick, "cards") else list(trick.current)


def _at_once_words(event: dict, after, lang: str) -> str:
    """58B: the cards led or played at once and which faces were visible, as the page's buttons
    say it ("Both faces were visible (Law 58B2)", "Only ♠K was visible (Law 58B1)"). A record
    typed by hand may hold more than two cards: the paragraph is the one the engine cites after
    the event (58B1 for one face visible, 58B2 for more than one: TR "Eğer birden fazla kart
    görünmüşse", WBF "If the face of more than one card is visible"), and "both" is said of two
    cards only."""
    cards = " + ".join(names.card(card, lang) for card in event["cards"])
    at_once = _("%(seat)s %(cards)s, played at once") % {"seat": names.seat(event["seat"], lang), "cards": cards}
    if event.get("unnoticed"):
        faces = unnoticed_words(event["visible"], event["cards"], lang)
    elif SIMULTANEOUS_ONE_VISIBLE in after.laws:
        faces = _("Only %(card)s was visible (Law 58B1)") % {"card": names.cards(event["visible"], lang)}
    elif event["visible"] != event["cards"]:
        faces = _("More than one face was visible: %(cards)s (Law 58B2)") % {
            "cards": names.cards(event["visible"], lang)
        }
    elif len(event["cards"]) == 2:
        faces = _("Both faces were visible (Law 58B2)")
    else:
        faces = _("Every face was visible (Law 58B2)")
    return f"{at_once}: {_lower_first(faces, lang)}"


def unnoticed_words(visible: list[str], cards: list[str], lang: str) -> str:
    """58B4: the cards went to the trick unnoticed until both sides had played to the next one,
    and which faces were visible (67B2(a) keeps the one faced in playing among the played cards)."""
    if visible == cards:
        return _("Unnoticed until both sides had played to the next trick; every face was visible (Law 58B4)")
    if len(visible) > 1:  # a record typed by hand: two faces of three or more
        return _("Unnoticed until both sides had played to the next trick; only %(cards)s were visible (Law 58B4)") % {
            "cards": names.cards(visible, lang)
        }
    return _("Unnoticed until both sides had played to the next trick; only %(card)s was visible (Law 58B4)") % {
        "card": names.cards(visible, lang)
    }


def _lower_first(text: str, lang: str) -> str:
    first = names.tr_lower(text[:1]) if lang == "tr" else text[:1].lower()
    return first + text[1:]


# The paragraph on exposing a card: a defender's (49: TR "bu kartlar cezalı karta dönüşür"; WBF
# "each such card becomes a penalty card") or declarer's (48A: TR "deklaranın veya yerin eline ait
# hiçbir kart, cezalı karta dönüşmez"; WBF "no card of declarer's or dummy's hand ever becomes a
# penalty card").
EXPOSURE_LAWS = ("49", "48A")


def _exposure_law(before, after) -> str:
    """The paragraph the engine cites for the card exposed. A defender's second exposure left 49
    cited from the first, and the first paragraph new after it (50D, 51B2(a)) was said as the
    exposure's ("East exposes ♠9 (Law 50D)", desk64); what a second card changes is said with the
    penalty cards."""
    return next((label for label in after.laws if label in EXPOSURE_LAWS), "") or _first_new_law(before, after)


def _first_new_law(before, after) -> str:
    """The first paragraph the engine cites after the act that it did not cite before it (Law 49
    for a defender's card exposed): the one the page then quotes for it; "" if none is new."""
    return next((label for label in after.laws if label not in before.laws), "")
