"""Penalty cards (Laws 48-52): which exposed cards become penalty cards, major or minor, and
what they allow the holder to play.

- 48A: a card of declarer or dummy never becomes a penalty card.
- 49/50B: a defender's card exposed inadvertently becomes a penalty card: minor if it is a
  single card below honour rank, major if an honour or exposed with intent to play (a rejected
  lead out of turn, a corrected revoke).
- 50B/51: when one defender has two or more penalty cards, all of them are major.
- 50C: with a minor penalty card the holder may not play another card of its suit below honour
  rank until the penalty card is played (an honour is allowed).
- 50D1: a major penalty card must be played at the first legal opportunity; following suit and
  lead restrictions come first (50D1(b)); with two or more playable, declarer designates (51A).
"""

from __future__ import annotations

from . import laws
from .cards import HONOUR_MASK, SUIT_MASKS, is_honour


def exposed_kind(card: int, held_before: int) -> str:
    """Kind of a new penalty card exposed inadvertently, given the holder's other penalty cards."""
    if held_before or is_honour(card):
        return "major"
    return "minor"


def apply_penalty_cards(candidates: int, major: int, minor: int) -> int:
    """Narrow the cards otherwise legal for a defender by his penalty cards (50C, 50D1)."""
    playable_major = candidates & major
    if playable_major:
        return playable_major
    if minor:
        for suit_mask in SUIT_MASKS:
            penalty = minor & suit_mask
            if penalty:
                # 50C: no other card of the suit below honour rank until the penalty card is played.
                barred = suit_mask & ~HONOUR_MASK & ~penalty
                narrowed = candidates & ~barred
                if narrowed:
                    candidates = narrowed
    return candidates


def penalty_laws(candidates: int, major: int, minor: int) -> list[str]:
    """The paragraphs that shape a defender's legal cards through his penalty cards."""
    cited: list[str] = []
    playable_major = candidates & major
    if playable_major:
        if playable_major.bit_count() > 1:
            cited.append(laws.TWO_PENALTY_CARDS_DECLARER_DESIGNATES)
        cited.append(laws.PLAY_MAJOR_AT_FIRST_OPPORTUNITY)
    elif major:
        cited.append(laws.FOLLOW_SUIT_BEFORE_PENALTY_CARD)
    if minor and not playable_major:
        cited.append(laws.MINOR_PENALTY_CARD)
    return cited


lead_choice_laws = laws.lead_choice_laws  # the one definition, in the bridge model


def restriction_law(major: int, require: bool) -> str:
    """The paragraph under which a lead was required or forbidden."""
    chosen = lead_choice_laws(major)
    if len(chosen) == 2:
        return laws.PARTNER_LEAD_REQUIRE_OR_FORBID
    return chosen[0] if require else chosen[1]
