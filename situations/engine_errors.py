"""The engine's refusals in the page's language.

rulings.answer() refuses a play record or an auction record with {"error": "<field>: <problem>"}
in English (docs/rulings-cli.md); the answer is a rulings.Refusal, whose `refused` also says it as
data (`problem`, `values`: seats and cards as the engine writes them, `index` the refused event's),
the way rulings.deal.DealError does for a deal (table_input.deal_problem). Here each is put into
the reader's language: `play_refusal` for the table page's play record, `auction_refusal` for the
auction table. A refusal no page has a sentence for gets `fallback`: a sentence in the page's
language, with the engine's English beside it (marked lang="en" by the templates), so that a page
never shows an untranslated sentence on its own.
"""

from __future__ import annotations

import re

from django.utils.translation import gettext as _

from rulings import words as names

from .guide import current_lang

# A field of the refused event ("play[3].seat"): its index, where the engine names a field only.
_EVENT_FIELD = re.compile(r"(?:play|calls)\[(?P<index>\d+)\]")


def problem_of(answer: object) -> tuple[str, dict]:
    """(problem, values) of the engine's refusal; ("", {}) for one it gives no data for."""
    refused = getattr(answer, "refused", None)
    return getattr(refused, "problem", ""), dict(getattr(refused, "values", {}))


def _index(values: dict) -> int | None:
    if isinstance(values.get("index"), int):
        return values["index"]
    match = _EVENT_FIELD.match(str(values.get("field", "")))
    return int(match.group("index")) if match else None


def owner(seat: str, lang: str) -> str:
    """ "South's" / "Güney'in": the seat as the owner of a hand, a turn or a call."""
    return names.seat(seat, lang, "gen") if lang == "tr" else f"{names.seat(seat, lang)}'s"


def _play_messages() -> dict[str, str]:
    # Laws 44A/44B: a card comes from its player's hand, one from each player to a trick.
    return {
        "not_in_hand": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(card)s is not in %(owner)s hand."
        ),
        "already_played": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s has already played to trick %(trick)s."
        ),
        "not_his_turn": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, it is not %(owner)s turn to play to trick %(trick)s."
        ),
        "choose_first": _(
            "The play record cannot be replayed on this deal: before its entry %(number)s, %(seat)s must first make the choice the Laws give."
        ),
        "not_a_defender": _(
            "The auction's lead restriction (Law 26B) is for %(seat)s, who is not a defender of this contract: check the declarer."
        ),
        "play_over": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, the play is over (thirteen tricks have been played)."
        ),
        # Law 67A: "When a player has omitted to play to a trick, or has played too many cards to a trick".
        "no_omission": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s has not omitted to play to any trick (Law 67A)."
        ),
        "no_extra_card": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s has not played too many cards to any trick (Law 67A)."
        ),
        "no_choice": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, there is no choice to make."
        ),
        "not_an_option": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, that choice is not one of those open."
        ),
        "choice_of": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, the choice is made by %(seat)s."
        ),
        # Law 55A: "either defender may accept the lead ... or require its retraction ... If the
        # defenders choose differently then the option expressed by the player next in turn to the
        # irregular lead shall prevail"; the record takes the choice as that defender's.
        "choice_of_next_defender": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, either defender may accept the lead or require its retraction (Law 55A), and if they choose differently %(owner)s option shall prevail as the defender next in turn: this record enters the choice as %(owner)s."
        ),
        "on_the_table": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(card)s is already on the table."
        ),
        "penalty_card_already": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(card)s is already a penalty card."
        ),
        "must_play_penalty_card": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s must play the penalty card (Law 52B2)."
        ),
        # Law 61A: a revoke is a failure to follow suit (Law 44), or to play a card or suit
        # required, when able.
        "no_revoke": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s has no revoke to correct: a revoke is failing to follow suit, or to lead or play a card or suit required, when able (Law 61A)."
        ),
        # Law 62C1: the non-offending side may withdraw a card played after the revoke.
        "no_lead_to_withdraw": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s has no lead to withdraw: only a lead left on the table by a revoke's correction may be taken back (Law 62C1)."
        ),
        "nothing_to_replace": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, no revoke has been corrected on this trick or the last one: a card played after a revoke is taken back only once the revoke is corrected (Law 62C1)."
        ),
        # Law 57C1 exempts "playing before his partner" once declarer has played from both hands; 57A
        # names a lead to the next trick apart. The engine leaves that lead to the Director.
        "lead_after_both_hands": _(
            "The play record stops at its entry %(number)s: %(seat)s led to the next trick before his partner had played to trick %(trick)s, after declarer had played from both hands. A defender is not subject to rectification for playing before his partner if declarer has played from both hands (Law 57C1); whether that reaches a lead to the next trick (Law 57A) the Laws do not say: the Director rules."
        ),
        # Law 67A1: the supplied card counts for who wins the trick; the engine does not move a lead made since.
        "supplied_card_wins": _(
            "The play record stops at its entry %(number)s: %(card)s would win trick %(trick)s, but %(seat)s has already led to the next trick: the Laws do not say what becomes of that lead (Law 67A1); the Director rules."
        ),
        "not_dummys_turn": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, declarer names a card of dummy, but it is not dummy's turn to play."
        ),
        "unreadable": _(
            "The play record cannot be replayed on this deal: its entry %(number)s names a seat, a card or a suit that does not exist."
        ),
        # errors70: the rest of the refusals a hand-edited record reaches on the table page.
        "revoke_corrected": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(owner)s revoke on trick %(trick)s has already been corrected."
        ),
        # Law 63A1: established "when the offender or his partner leads or plays to the following
        # trick"; 63B: "Once a revoke is established, it may no longer be corrected".
        "revoke_established": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(owner)s revoke on trick %(trick)s is established: he or his partner has played to a later trick (Law 63A1). Once a revoke is established, it may no longer be corrected (Law 63B)."
        ),
        # Law 63A2: established "when the offender or his partner names or otherwise designates a card
        # to be played to the following trick" (TR "Kusurlu oyuncu veya ortağı bir sonraki löveye
        # oynanacak kartı söylediğinde ya da başka herhangi bir şekilde işaret ettiğinde"): the
        # engine's `established_by` where declarer named dummy's card (45B), its revoke or dummy's.
        "revoke_established_by_naming": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(owner)s revoke on trick %(trick)s is established: declarer has named a card of dummy to be played to a later trick (Law 63A2). Once a revoke is established, it may no longer be corrected (Law 63B)."
        ),
        # A revoke on the last trick (a player held two cards there after a defective trick) has no
        # following trick: the engine holds it established when play ends (docs/rulings-cli.md),
        # which no paragraph of 63A says.
        "revoke_established_at_end": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(owner)s revoke on trick %(trick)s was not corrected before play ended; the engine holds it established from then on, though no paragraph of Law 63A names the end of play. Once a revoke is established, it may no longer be corrected (Law 63B)."
        ),
        # Law 62C1: "Each member of the non-offending side may withdraw ... any card he may have
        # played after the revoke"; a lead is withdrawn by the player who made it.
        "withdraw_not_leader": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, the lead to trick %(trick)s was made by %(seat)s: only he may withdraw it (Law 62C1)."
        ),
        "replace_too_late": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, play has gone on to trick %(trick)s: a card played to the revoke trick may be withdrawn only before that (Law 62C1)."
        ),
        "replace_not_after_revoke": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s did not play to trick %(trick)s after the revoke card: only a card played after the revoke may be withdrawn (Law 62C1)."
        ),
        # Law 62C2: "After a non-offender so withdraws a card, the player of the offending side next
        # in rotation may withdraw his played card".
        "replace_offender_first": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s has already played to trick %(trick)s: a player of the offending side may withdraw his played card only after a non-offender has withdrawn one (Law 62C2)."
        ),
        "replace_not_legal": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(card)s cannot take the place of %(old)s: the new card must be a different legal card (Law 62C)."
        ),
        # Law 62B: "To correct a revoke the offender withdraws the card he played and substitutes a
        # legal card".
        "correct_not_legal": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(card)s does not correct the revoke: to correct a revoke the offender withdraws the card he played and substitutes a legal card (Law 62B)."
        ),
        # Law 45B: "Declarer plays a card from dummy by naming the card".
        "designated_by_declarer": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s names a card of dummy, but declarer plays a card from dummy by naming the card (Law 45B): here %(declarer)s."
        ),
        "auction_lead_first": _(
            "The play record cannot be replayed on this deal: its entry %(number)s, the lead restriction the auction left (Law 26B), must come first in the record, before any card or other event."
        ),
        "auction_lead_twice": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, the lead restriction the auction left (Law 26B) is given for %(seat)s a second time."
        ),
        "not_visible": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(card)s is not one of the visible cards: the offending player designates, among them, the card he proposes to play (Law 58B2)."
        ),
        "supply_too_late": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, both sides have played to trick %(next)s: the defective trick %(trick)s is rectified under Law 67B, not by supplying a card (Law 67A1)."
        ),
        "supply_not_legal": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(card)s is not a card %(seat)s can legally play: to rectify omission to play to a trick, the offender supplies a card he can legally play (Law 67A1)."
        ),
        "place_too_early": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, a card cannot yet be placed on trick %(trick)s (Law 67B1): until a player on each side has played to the following trick, the offender supplies a card he can legally play (Law 67A1)."
        ),
        # Law 67B1(a): "the offender has a card of the suit led to the defective trick; he must choose
        # such a card to place among his played cards" (TR "Kusurlu oyuncunun özürlü löveye çıkılmış
        # olan renkte kartı varsa, bunlardan oynanmış kartları arasına koymak üzere birini seçmek
        # zorundadır").
        "place_suit_led": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s has a card of the suit led to the defective trick %(trick)s: he must choose one such card to place among his played cards (Law 67B1(a))."
        ),
        "penalty_card_accepted": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(owner)s card on trick %(trick)s was accepted instead of his penalty card (Law 52B1): he may not, on his own initiative, withdraw any other card he has played (Law 52A)."
        ),
        "not_penalty_suit": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, the suit named must be the suit of one of %(owner)s penalty cards."
        ),
        "proper_lead_53b": _(
            "The play record stops at its entry %(number)s: %(card)s is %(owner)s proper lead after %(offender)s lead out of turn. The proper lead stands and all cards played in error to this trick may be withdrawn, but Law 16C applies (Law 53B); what becomes of those cards the Director rules."
        ),
        "lead_before_choice": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s may not lead until %(by)s has stated which option he selects; if he leads prematurely, he is subject to rectification under Law 49 (Law 50D2), which the Director rules."
        ),
        # errors71. Law 26B: declarer "may ... prohibit offender's partner from leading any (one)
        # suit which has not been specified in the legal auction by the offender".
        "auction_lead_several": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, declarer forbids several suits: he may prohibit the offender's partner from leading any (one) suit which has not been specified in the legal auction by the offender, not several (Law 26B)."
        ),
        "auction_lead_not_offered": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, declarer may forbid only a suit which has not been specified in the legal auction by the offender: here %(suits)s (Law 26B)."
        ),
        "auction_lead_premature": _(
            "The play record stops at its entry %(number)s: %(seat)s led before %(by)s chose whether to forbid him a suit, which declarer may do at the offender's partner's first turn to lead (Law 26B). The Laws do not say what follows such a lead: the Director rules."
        ),
        # Law 46A: declarer "should clearly state both the suit and the rank of the desired card";
        # 46B4: "declarer may designate any legal card"; 46B5: "either defender may designate the
        # play from dummy". The Law named is the engine's (46B1, 44C); 46B4 and 46B3(b) have
        # their own sentences, in their paragraph's verb (_DESIGNATION_BY_LAW).
        "designation_choice": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s designates dummy's card by stating its suit and rank, one of %(cards)s (Law %(law)s)."
        ),
        # 46B4: TR "deklaran herhangi bir yasal kartı belirtebilir"; WBF "declarer may designate
        # any legal card": a right, as 46B5's.
        "designation_any_legal": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s may designate any legal card from dummy by stating its suit and rank, one of %(cards)s (Law 46B4)."
        ),
        # 46B3(b): TR "deklaran hangisini istediğini belirtmek zorundadır"; WBF "declarer must
        # designate which is intended": a duty.
        "designation_required": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s must designate dummy's card by stating its suit and rank, one of %(cards)s (Law 46B3(b))."
        ),
        "designation_by_defender": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, either defender may designate dummy's card by stating its suit and rank, one of %(cards)s (Law 46B5)."
        ),
        # Laws 50D2(a), 51B1(b), 51B2(b), 26B: the prohibition lasts while the player keeps the lead;
        # whether declarer may then require that suit the texts do not say.
        "require_forbidden_suit": _(
            "The play record stops at its entry %(number)s: declarer requires %(seat)s to lead %(suit)s, which he is prohibited from leading while he retains the lead (Law %(laws)s). Whether declarer may now require it the Laws do not say: the Director rules."
        ),
        # Law 57A3/57A4: declarer may "require offender's partner to play a card of another suit
        # specified by declarer" or "forbid" him to.
        "premature_suit_led": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, declarer names the suit led (%(suit)s): he may require or forbid the offender's partner to play a card of another suit specified by declarer (Law 57A3, 57A4)."
        ),
        # table75. Law 67A (WBF): the error "must be rectified if attention is drawn to the
        # irregularity before a player on each side has played to the following trick"; 67A2: "To
        # rectify the play of too many cards to a trick, ... Law 58B (Simultaneous Cards from One
        # Hand) shall be applied"; 58B4: Law 67 (B) only once the play "remains undiscovered until
        # both sides have played to the next trick".
        "restore_too_early": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, a player on each side has not yet played to trick %(next)s: to rectify the play of too many cards to trick %(trick)s, Law 58B (Simultaneous Cards from One Hand) is applied (Law 67A2), not Law 67B2. Record %(owner)s cards as played at once and noticed: which faces were visible (Law 58B1, 58B2)."
        ),
        # Law 67B2(a): "leaving among the played cards the one faced in playing to the defective
        # trick (if the Director is unable to determine which card was faced, the offender leaves
        # the highest ranking of the cards that he could legally have played to the trick)"; two
        # cards of one rank in two suits: which is the highest ranking the Laws do not say.
        "faced_card_tie": _(
            "The play record stops at its entry %(number)s: of %(owner)s cards played to trick %(trick)s, the one faced in playing stays among the played cards; if the Director is unable to determine which card was faced, the offender leaves the highest ranking of the cards that he could legally have played (Law 67B2(a)), and here %(cards)s are of the same rank. The Director determines which card was faced: record that card alone as visible."
        ),
        # Law 67B2(b): "A restored card is deemed to have belonged continuously to the offender's
        # hand"; 63A1: established "when the offender or his partner leads or plays to the following
        # trick"; 62A: "A player must correct his revoke if attention is drawn to the irregularity
        # before it becomes established".
        "restored_revoke_quitted": _(
            "The play record stops at its entry %(number)s: a restored card is deemed to have belonged continuously to the offender's hand (Law 67B2(b)), so %(owner)s %(card)s on trick %(trick)s is a revoke, not yet established (Law 63A1), which he must correct (Law 62A). The table does not record a correction on a quitted trick: the Director rules."
        ),
        "omit_before_lead": _(
            "The play record cannot be replayed on this deal: at its entry %(number)s, %(seat)s cannot omit to play to trick %(trick)s before it is led: the first card played to a trick is its lead."
        ),
    }


_UNREADABLE = ("not_a_seat", "not_a_card", "not_a_suit", "not_an_event")
# The engine's `designation_choice` by the paragraph it names: each said in that paragraph's verb,
# 46B4's "may designate" (belirtebilir), 46B3(b)'s "must designate" (belirtmek zorundadır).
_DESIGNATION_BY_LAW = {"46B4": "designation_any_legal", "46B3(b)": "designation_required"}
# The engine's `revoke_established` by the paragraph of 63A whose act established the revoke
# (`established_by`; docs/rulings-cli.md, Additions): a play (63A1) or declarer's naming of dummy's
# card (63A2). A `correct` comes in a play record, where no claim (63A3, 63A4) can stand before it;
# a paragraph with no sentence here is left to `fallback`, never said as 63A1's act.
_ESTABLISHED_BY_LAW = {"63A1": "revoke_established", "63A2": "revoke_established_by_naming"}


def play_refusal(answer: object) -> str | None:
    """The engine's refusal of the table's play record, said in the page's language; None for one
    the page has no sentence for (the caller then says `fallback`)."""
    problem, values = problem_of(answer)
    index = _index(values)
    if problem in _UNREADABLE:
        problem = "unreadable"
    if problem == "designation_choice":
        problem = _DESIGNATION_BY_LAW.get(str(values.get("law")), problem)
    if problem == "revoke_established":
        problem = _ESTABLISHED_BY_LAW.get(str(values.get("established_by")), "")
    message = _play_messages().get(problem)
    if message is None or index is None:
        return None
    return message % _said(values, index, current_lang())


def _said(values: dict, index: int, lang: str) -> dict:
    said: dict[str, object] = {"number": index + 1}
    if "seat" in values:
        said["seat"] = names.seat(str(values["seat"]), lang)
        said["owner"] = owner(str(values["seat"]), lang)
    if "offender" in values:
        said["offender"] = owner(str(values["offender"]), lang)
    if "call" in values:
        said["call"] = names.call(str(values["call"]), lang)
    for key in ("trick", "next", "law"):  # numbers and a Law's paragraph, said as they are
        if key in values:
            said[key] = values[key]
    for key in ("by", "declarer"):
        if key in values:
            said[key] = names.seat(str(values[key]), lang)
    for key in ("card", "old"):
        if key in values:
            said[key] = names.card(str(values[key]), lang)
    said.update(_said_lists(values, lang))
    return said


def _said_lists(values: dict, lang: str) -> dict:
    """The Laws, cards and suits a refusal names (errors71): a suit by its symbol."""
    said: dict[str, object] = {}
    if "laws" in values:
        said["laws"] = ", ".join(str(law) for law in values["laws"])
    if "cards" in values:
        said["cards"] = names.cards([str(card) for card in values["cards"]], lang)
    if "suit" in values:
        said["suit"] = names.strain(str(values["suit"]), lang)
    if "suits" in values:
        said["suits"] = ", ".join(names.strain(str(suit), lang) for suit in values["suits"])
    return said


def auction_refusal(answer: object) -> str | None:
    """The engine's refusal of an event of the auction table's record, in the page's language (the
    page puts "That event was not recorded:" before it); None for one it has no sentence for."""
    problem, values = problem_of(answer)
    if problem == "choose_first":
        message = _("first %(seat)s must make the choice that %(offender)s %(call)s gives.")
    elif problem == "nothing_to_choose" and values.get("act") == "accept":
        message = _(
            "there is no insufficient bid, call out of rotation, change of call or inadmissible call to accept."
        )
    elif problem == "nothing_to_choose" and values.get("act") == "reject":
        message = _(
            "there is no insufficient bid, call out of rotation, change of call or inadmissible call to reject."
        )
    elif problem == "inadmissible_not_accepted":
        # Laws 36A/37A/39B: the offender's LHO calls before rectification; else 36B/37B/39A
        # rectify. No acceptance (Law 32: an inadmissible double "may never be accepted").
        message = _(
            "an inadmissible call cannot be accepted (Law %(law)s): %(seat)s calls, or the Director rectifies before he does."
        )
    elif problem == "must_repeat":
        # Law 31A1 (and 32A1): "If that opponent passes, offender must repeat the call out of rotation".
        message = _("%(seat)s must repeat his call out of rotation (%(call)s) (Law %(law)s).")
    elif problem == "already_replaced":
        message = _("%(seat)s has already replaced his insufficient bid: first %(by)s says whether he accepts it.")
    elif problem == "sufficient_or_pass":
        # Law 27B3: the offender "must correct his call within the criteria laid down above" (the site's
        # English since eng323; WBF "must replace it"; TR "düzeltir").
        message = _("%(seat)s must correct his insufficient bid with a sufficient bid or a pass (Law %(law)s).")
    elif problem == "no_unintended_call":
        # Law 25A1: "he may ... substitute the call he intended for the unintended call".
        message = _("%(seat)s has made no call to replace as unintended (Law 25A1).")
    elif problem == "partner_called_since":
        # Law 25A4: "No substitution of call may be made when his partner has made a subsequent call."
        message = _(
            "%(by)s, his partner, has called since %(owner)s last call: no substitution of an unintended call may be made (Law 25A4); a change of call is Law 25B."
        )
    elif problem == "called_over_unintended":
        # Law 25A6: "If a substitution is allowed the LHO may withdraw any call he made over the first call."
        message = _(
            "%(by)s has called over %(owner)s unintended call and may withdraw that call (Law 25A6), which this page cannot record: undo his call, record the intended call, then his call again if he keeps it."
        )
    elif problem == "change_of_call_not_applied":
        message = _(
            "%(owner)s %(call)s at his left-hand opponent's turn is a change of call (Law 25) that this page cannot record: enter a legal call in place of his last call."
        )
    else:
        return None
    return message % _said(values, _index(values) or 0, current_lang())


def fallback() -> str:
    """The page's sentence before the engine's own English words, for a refusal it has no sentence for."""
    return _("The engine cannot rule on this; it says:")
