"""Leads out of turn (Laws 53-56): who chooses, which options he has, on which paragraphs.

- Opening lead faced out of turn by the wrong defender (54): declarer may accept it and see
  dummy spread (54B), spread his own hand and become dummy (54A), or have it withdrawn, the card
  becoming a major penalty card (54D); he must accept if he could have seen dummy's cards (54C).
- An opening lead attempted by declarer or dummy (54E) is treated under Law 24: the card goes
  back to the hand (24D).
- Later, a defender's lead out of turn: declarer accepts (56A, 53A) or rejects it; the card
  becomes a major penalty card (56B).
- Declarer's lead out of turn from either hand: the defender next in turn after the irregular
  lead decides (55A); if rejected the card goes back, no further rectification (55B1), and from
  the wrong hand declarer must lead from the right one (55B2).
- A lead out of turn is accepted when the next player in turn plays to it (53A). There is no
  choice on the thirteenth trick (53A allows acceptance only before it): the card goes back.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import laws


@dataclass(frozen=True)
class Decision:
    """A choice the Laws give a player before play may go on."""

    kind: str  # "lead_out_of_turn", "partner_lead" (50D2/51B), "auction_lead" (26B), "penalty_card_not_played" (52),
    # "designation" (46)
    by: int
    options: tuple[str, ...]
    laws: tuple[str, ...]
    cards: tuple[int, ...] = ()  # the cards offered, highest first (a designation from dummy, 46B; 58B2)
    suits: tuple[int, ...] = ()  # the suits declarer may forbid (26B: those the offender did not specify)
    # The paragraphs each option rests on, in `options` order, where `laws` names several options'
    # (54A/54B/54D, 55A with 55B1 or 55B2, 56A/56B; 50D2(a)/(b), 51B: play.partner_lead_decision);
    # () where they are not told apart.
    option_laws: tuple[tuple[str, ...], ...] = ()

    def laws_after(self, option: str) -> tuple[str, ...]:
        """Of `laws`, those that still apply once `option` is taken: its own and those of no other
        option. 55B1 and 55B2 apply only to a lead "required to retract ... per Law 55A" (TR "Yasa 55A
        uyarınca çıkışı geri alması istenirse"), 54D and 56B to a withdrawn card, 54A to a declarer
        who spread his hand: none of them to a lead accepted."""
        declined = self.declined(option)
        return tuple(label for label in self.laws if label not in declined)

    def declined(self, option: str) -> frozenset[str]:
        """Of `laws`, those of the other options only, which no longer apply once `option` is taken
        (`laws_after`); none where `option` is not one of them or the options are not told apart."""
        if option not in self.options or len(self.option_laws) != len(self.options):
            return frozenset()
        of_options = {label for labels in self.option_laws for label in labels}
        return frozenset(of_options & set(self.laws)) - set(self.option_laws[self.options.index(option)])


def decision_for(offender: int, declarer: int, correct_leader: int, opening: bool, dummy_exposed: bool) -> Decision:
    """The choice after a faced lead out of turn by `offender` (not on the thirteenth trick)."""
    dummy = declarer ^ 2
    if offender in (declarer, dummy):
        wrong_hand = correct_leader in (declarer, dummy)
        cited = (
            laws.DECLARER_LEAD_WITHDRAWN_WRONG_HAND if wrong_hand else (laws.DECLARER_LEAD_WITHDRAWN_DEFENDER_TO_LEAD)
        )
        return Decision(
            "lead_out_of_turn",
            (offender + 1) % 4,
            ("accept", "reject"),
            (laws.DECLARER_LEAD_ACCEPTED, cited),
            option_laws=((laws.DECLARER_LEAD_ACCEPTED,), (laws.DECLARER_LEAD_ACCEPTED, cited)),
        )
    if opening:
        if dummy_exposed:
            return Decision("lead_out_of_turn", declarer, ("accept",), (laws.DECLARER_MUST_ACCEPT,))
        return Decision(
            "lead_out_of_turn",
            declarer,
            ("accept", "spread", "reject"),
            (laws.DECLARER_SPREADS, laws.DECLARER_ACCEPTS_OPENING_LEAD, laws.DECLARER_REJECTS_OPENING_LEAD),
            option_laws=(
                (laws.DECLARER_ACCEPTS_OPENING_LEAD,),
                (laws.DECLARER_SPREADS,),
                (laws.DECLARER_REJECTS_OPENING_LEAD,),
            ),
        )
    return Decision(
        "lead_out_of_turn",
        declarer,
        ("accept", "reject"),
        (laws.DEFENDER_LEAD_ACCEPTED, laws.DEFENDER_LEAD_REJECTED),
        option_laws=((laws.DEFENDER_LEAD_ACCEPTED,), (laws.DEFENDER_LEAD_REJECTED,)),
    )


def rejection_laws(offender: int, declarer: int, correct_leader: int, opening: bool) -> tuple[str, ...]:
    dummy = declarer ^ 2
    if offender in (declarer, dummy):
        if correct_leader in (declarer, dummy):
            return (laws.DECLARER_LEAD_WITHDRAWN_WRONG_HAND,)
        return (laws.DECLARER_LEAD_WITHDRAWN_DEFENDER_TO_LEAD,)
    if opening:
        return (laws.DECLARER_REJECTS_OPENING_LEAD, laws.MAJOR_PENALTY_CARD)
    return (laws.DEFENDER_LEAD_REJECTED, laws.MAJOR_PENALTY_CARD)
