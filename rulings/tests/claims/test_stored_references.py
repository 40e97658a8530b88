"""The stored answers of the claim tests' references (stored_references.py, reference_answers.json)
are the references' own on the code under test: written from this code (the fingerprint), for
every claim the tests ask, and on a fixed part of them the same as the reference run again now.

The references are the least value over every normal line (70A: "any doubtful point as to a
claim shall be resolved against the claimer", TR: "talep ile ilgili her şüpheli durum talep
edenin aleyhine çözümlenecektir"; 70D1) and the fewest tricks over every legal line (44C); the
search under test is checked against them in test_claim_search.py and test_claim_bounds.py.
"""

from __future__ import annotations

import sys

import pytest

from rulings.claims.claim import start
from rulings.tests.claims import stored_references
from rulings.tests.claims.claim_positions import seeded_claims
from rulings.tests.claims.stored_references import (
    CHECKED_EVERY,
    ROOT,
    SOURCES,
    WRITE,
    claim_key,
    run_legal,
    run_normal,
    stored_sets,
)

REGENERATE = WRITE
SETS = list(stored_sets())


def _stored() -> dict:
    stored = stored_references._stored()
    if stored is None:
        pytest.fail(f"reference_answers.json was written from other code than this (its fingerprint): {REGENERATE}")
    return stored


def test_the_file_was_written_from_this_code_and_holds_every_claim_the_tests_ask():
    stored = _stored()
    for test, reference, claims in SETS:
        missing = [i for i, claim in enumerate(claims) if claim_key(claim) not in stored[reference]]
        assert not missing, f"{test} ({reference}): claims {missing[:5]} not stored: {REGENERATE}"


def _checked(claims: list) -> list[int]:
    """The fixed part checked at each run: every tenth claim of a set, and of a set of six- and
    seven-card claims (seconds each) the first only; `--check` checks them all."""
    if max(claim.hands[0].bit_count() for claim in claims) >= 6:
        return [0]
    return list(range(0, len(claims), CHECKED_EVERY))


@pytest.mark.parametrize("test, reference, claims", SETS, ids=[f"{t.split('::')[1]}-{r}" for t, r, _ in SETS])
def test_a_fixed_part_of_the_stored_answers_is_what_the_reference_answers_now(test, reference, claims):
    stored = _stored()
    for i in _checked(claims):
        claim = claims[i]
        if reference == "normal":
            value, line = run_normal(claim)
            got: object = [value, [list(play) for play in line]]
        else:
            got = run_legal(claim)
        assert stored[reference][claim_key(claim)] == got, (
            f"{test}: claim {i}: the stored answer is not the reference's"
        )


def test_a_stored_answer_is_used_only_while_the_reference_code_is_the_one_it_was_written_by(monkeypatch):
    """A change to the model of play (which both the search and the reference follow) makes the
    tests run the reference again, never read an answer it may no longer give."""
    claim = SETS[0][2][0]
    assert stored_references.normal_reference(claim) == run_normal(claim)
    real = ROOT / "rulings/claims/normal_play.py"  # one byte added to the model, as read for the fingerprint
    original = real.read_bytes
    monkeypatch.setattr(type(real), "read_bytes", lambda self: original() + (b"#" if self == real else b""))
    stored_references._stored.cache_clear()
    try:
        assert stored_references._stored() is None
        monkeypatch.setattr(stored_references, "run_normal", lambda c: ("ran", c))
        assert stored_references.normal_reference(claim) == ("ran", claim)
    finally:
        monkeypatch.undo()
        stored_references._stored.cache_clear()
    assert stored_references._stored() is not None


def test_the_fingerprint_holds_every_file_and_function_the_references_run():
    """Traced on a sample of the stored claims (of up to five cards: the six- and seven-card
    claims run the same functions for seconds, and tracing slows them tenfold): each function of the
    project the references call is in a file of SOURCES or one of FUNCTIONS, so no change that
    can change a reference's answer leaves the fingerprint as it was."""
    allowed = {
        f"{module.__name__.replace('.', '/')}.py": set(names) for module, names in stored_references.FUNCTIONS.items()
    }
    reached: set[tuple[str, str]] = set()

    def profile(frame, event, arg):
        if event == "call":
            path = frame.f_code.co_filename
            if path.startswith(str(ROOT)) and "/.venv/" not in path:
                reached.add((path[len(str(ROOT)) + 1 :], frame.f_code.co_qualname))

    sample = [c for _, _, claims in SETS for c in claims[::100] if c.hands[0].bit_count() <= 5]
    sys.setprofile(profile)
    try:
        for claim in sample:
            run_normal(claim)
            if not start(claim)[2] and claim.hands[0].bit_count() <= 4:
                run_legal(claim)
        seeded_claims(seed=1, count=5, sizes=(3,))
    finally:
        sys.setprofile(None)
    outside = sorted(
        (path, name)
        for path, name in reached
        if path not in SOURCES
        and path != "rulings/tests/claims/stored_references.py"
        and name.split(".")[0] not in allowed.get(path, ())
    )
    assert not outside, f"the references run code the fingerprint leaves out: {outside}"
    assert {path for path, _ in reached} >= {"rulings/claims/normal_play.py", "rulings/claims/sweep.py"}
