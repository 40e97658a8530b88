"""Every situation guide, in the order of the index page: first what happens in the play (where the
ruling engine decides), then the auction, then the rest."""

from __future__ import annotations

from ..guide import Situation
from . import (
    appeals,
    asking_questions,
    auction_exposure,
    call_out_of_rotation,
    claim,
    defective_trick,
    dummy_cards,
    dummy_rights,
    extraneous_information,
    inadmissible_call,
    insufficient_bid,
    lead_out_of_turn,
    misinformation,
    penalties,
    penalty_card,
    penalty_cards_more,
    premature_play,
    revoke,
    score_correction,
    unauthorised_information,
    unintended_call,
    wrong_board,
    wrong_cards,
    wrong_lead_answer,
)

SITUATIONS: tuple[Situation, ...] = tuple(
    m.SITUATION
    for m in (
        revoke,
        lead_out_of_turn,
        penalty_card,
        penalty_cards_more,
        dummy_cards,
        premature_play,
        defective_trick,
        auction_exposure,
        insufficient_bid,
        call_out_of_rotation,
        unintended_call,
        inadmissible_call,
        claim,
        dummy_rights,
        unauthorised_information,
        extraneous_information,
        asking_questions,
        misinformation,
        wrong_lead_answer,
        wrong_cards,
        wrong_board,
        score_correction,
        penalties,
        appeals,
    )
)
BY_SLUG = {s.slug: s for s in SITUATIONS}
