"""Every paragraph a generated question cites as its ruling is one the ruling engine gave
(issue 14: quizzes never decide a ruling). The only other paragraphs a question may cite are
the ones it quotes as context, listed here per type, so that a generator that starts working a
ruling out for itself fails this test.

The engine's answer is the question's `expected`; for a lead out of turn asked about after the
choice, also the engine's answer at the irregular lead (the record without the choice), whose
paragraphs the explanation walks through."""

import pytest

from quizzes.tests.helpers import generated
from rulings import answer

CONTEXT = {
    "scoring": set(),
    "board": set(),
    "imps": {"77"},  # the scores being compared
    # 61A what a revoke is, 63A1/63B established and no longer corrected, 62D1 the twelfth
    # trick, 77 the final score; 64C1, 64C2(a), 64C2(b) the paragraphs of the engine's 64C its line
    # states (qa187), there only when the engine names 64C
    # (test_revoke_64c_line_cites_64c1.py's last test)
    "revoke": {"61A", "63A1", "63B", "62D1", "77", "64C1", "64C2(a)", "64C2(b)"},
    # 49/50 what a penalty card is, 50B major or minor, 50D2 the lead restriction in general,
    # 50E1 what the card on the table tells every player (authorised), 50D1(a) what a major
    # penalty card brings (played at the first legal opportunity; qa100), 50D1(b) the exception 50D1(a)
    # opens with (fix80).
    "penalty_card": {"49", "50", "50B", "50D1(a)", "50D1(b)", "50D2", "50E1"},
    # 41A who makes the opening lead, 53A an accepted lead, 50D/50D2 what a major penalty card
    # brings (50D1(a) its first legal opportunity, qa100, with 50D1(b), the exception it opens with,
    # fix80), 54B1 who plays second after an accepted opening lead, 48A declarer's card is never a
    # penalty card
    "lead_out_of_turn": {"41A", "53A", "50D", "50D1(a)", "50D1(b)", "50D2", "54B1", "48A"},
    # 70A how the Director rules on any contested claim, quoted first also when a concession is
    # cancelled (the engine then cites 71B alone)
    "claim": {"70A"},
}


def _engine_laws(question) -> set[str]:
    laws = set(question.expected.get("laws", []))
    play = question.scenario.get("play", [])
    if (
        question.scenario.get("q") == "state"
        and play
        and isinstance(play[-1], dict)
        and play[-1].get("act") != "expose"
    ):
        laws |= set(answer(dict(question.scenario, play=play[:-1]))["laws"])
    return laws


@pytest.mark.parametrize("qtype", sorted(CONTEXT))
def test_cited_paragraphs_are_the_engines_or_quoted_context(qtype):
    for seed in range(1, 151):
        question = generated(qtype, seed)
        decided_alone = set(question.laws) - _engine_laws(question) - CONTEXT[qtype]
        assert not decided_alone, (qtype, seed, sorted(decided_alone))
