"""The brute-force references of the claim tests, stored: the answers of `normal_least` (the least
value over every normal line, Laws 70A, 70C, 70D1, 70E1) and `legal_least` (the fewest tricks
over every legal line, 44C) on the seeded claims the tests parametrize, written to
`reference_answers.json` beside this module by the reference itself, as the quiz goldens are.

    python -m rulings.tests.claims.stored_references --write   # run the references, store the answers
    python -m rulings.tests.claims.stored_references --check   # run them all again, compare (make check-claim-references)

Why the tests stay as strong. A test compares the search under test (rulings/claims/search.py,
bounds.py) with the reference's answer on a claim. The reference's answer is a function of the
claim and of the code it runs: this module's reference (claim_positions.py), the model of play
(normal_play.py, sweep.py), the cards (rulings/cards.py), and of claim.py and search.py the few
functions it calls (`SOURCES`, `FUNCTIONS`); and of the Python version (the seeded deals come
from `random`). The file records a fingerprint of all of these; its answers are used only while
the fingerprint is that of the code being tested, and otherwise every reference is run as
before. So in every state of the code a product answer is compared with exactly what the
reference answers on that code:
- the product broken: the same comparison fails, the stored answer being the reference's;
- the model changed (which both the search and the reference follow): the fingerprint differs,
  the agreement tests run the reference again, and `test_the_stored_answers_are_the_references`
  fails until the file is written again (as the quiz goldens fail until `--write`);
- the reference changed, or its seeded claims: the same;
- a code path of the reference reaching a file or function the fingerprint leaves out: that
  test traces the reference on a sample of claims and fails naming it.
What the file cannot show by itself is that it was written by the command and not edited: each
run checks a fixed part of it against the reference run again (every `CHECKED_EVERY`-th claim of
each set, under 2 s of CPU), and `--check` (CI's `.ci/run`) checks all of it, about 70 s of CPU,
the time every `make test` spent before.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import hashlib
import importlib
import inspect
import json
import sys
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from rulings.claims import claim as claim_module
from rulings.claims import search as search_module
from rulings.claims.claim import Claim, start
from rulings.claims.normal_play import NormalPlay
from rulings.tests.claims.claim_positions import Line, legal_least, normal_least

STORE = Path(__file__).with_name("reference_answers.json")
ROOT = Path(__file__).resolve().parents[3]

# What the references' answers depend on: whole files, and the functions of the files the
# reference only borrows from (rulings/claims/claim.py holds the ruling, search.py the search
# under test: a change to those elsewhere changes no reference answer).
SOURCES = (
    "rulings/cards.py",
    "rulings/claims/normal_play.py",
    "rulings/claims/sweep.py",
    "rulings/tests/claims/claim_positions.py",
)
FUNCTIONS = {
    claim_module: (
        "Claim",
        "ClaimError",
        "Statement",
        "validate",
        "_validate_trick",
        "_validate_statement",
        "_validate_penalty",
        "_validate_lead_choice",
        "_validate_restriction",
        "_validate_lead_chosen",
        "_validate_stated_choice",
        "_validate_designation",
        "start",
    ),
    search_module: ("combine",),
}

# The parametrized tests whose claims are stored, and which reference each asks.
STORED: dict[str, dict[str, tuple[str, ...]]] = {
    "rulings.tests.claims.test_claim_search": {
        "test_bounded_search_agrees_with_the_exhaustive_one": ("normal",),
        "test_relative_ranks_agree_with_the_exhaustive_search": ("normal",),
        "test_bounded_search_agrees_with_the_exhaustive_one_at_six_cards": ("normal",),
        "test_relative_ranks_agree_with_the_exhaustive_search_at_six_and_seven_cards": ("normal",),
        "test_the_statement_left_in_the_key_agrees_with_the_exhaustive_search": ("normal",),
        "test_the_legal_least_is_the_fewest_tricks_on_any_legal_line": ("normal", "legal"),
    },
    "rulings.tests.claims.test_claim_bounds": {
        "test_the_counting_bounds_hold_on_every_legal_line": ("legal",),
        "test_the_floor_is_never_above_the_least_value": ("normal",),
    },
    "rulings.tests.claims.test_claim_stated_runs": {
        "test_a_claim_stated_in_full_is_ruled_as_trying_every_line_rules_it": ("normal",),
    },
}
# Tests that draw their claims in a loop, not from a parametrize mark: each module gives the
# claims of each such test by the test's name in its `STORED_CLAIMS` (a function of no argument).
DRAWN: dict[str, dict[str, tuple[str, ...]]] = {
    "rulings.tests.claims.test_claim_ruffing_hand": {
        "test_the_bound_is_never_above_the_least_over_every_normal_line": ("normal",),
        "test_the_bound_is_never_above_the_least_at_five_and_six_cards": ("normal",),
    },
}
WRITE = "python -m rulings.tests.claims.stored_references --write (then --check)"
CHECKED_EVERY = 10  # the part of each set checked against the reference at every run


def fingerprint() -> str:
    digest = hashlib.sha256(f"python {sys.version_info[0]}.{sys.version_info[1]}\n".encode())
    for path in SOURCES:
        digest.update(f"{path}\n".encode() + (ROOT / path).read_bytes())
    for module, names in FUNCTIONS.items():
        for name in names:
            digest.update(f"{module.__name__}.{name}\n{inspect.getsource(getattr(module, name))}".encode())
    return digest.hexdigest()


# Fields added after the stored claims were named, left out of a name while empty.
LATER = ("penalty", "lead_restriction", "lead_chosen", "lead_choice", "designation", "draw_trumps")


def claim_key(claim: Claim) -> str:
    """A claim's name in the file: every field (frozensets sorted), hashed."""

    def plain(value: object) -> object:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            # a claim without penalty cards keeps the name it had before the field (branch claimpen),
            # and one without declarer's 50D2 choice made or stated before those fields (claimpen2)
            fields = [f for f in dataclasses.fields(value) if f.name not in LATER or getattr(value, f.name)]
            return [[f.name, plain(getattr(value, f.name))] for f in fields]
        if isinstance(value, frozenset):
            return sorted(plain(v) for v in value)  # type: ignore[type-var]
        if isinstance(value, tuple | list):
            return [plain(v) for v in value]
        return value

    return hashlib.sha256(json.dumps(plain(claim)).encode()).hexdigest()[:20]


def run_normal(claim: Claim) -> tuple[int, Line]:
    return normal_least(NormalPlay(claim), *start(claim))


def run_legal(claim: Claim) -> int | None:
    """The fewest tricks of the claimer's side over every legal line from the claim's position,
    or None with a trick in progress (the bounds are counted at the start of a trick)."""
    hands, seat, trick, _ = start(claim)
    return None if trick else legal_least(hands, seat, claim.claimer & 1, claim.trump)


@functools.cache
def _stored() -> dict | None:
    """The file's answers while its fingerprint is the code's, else None (run the references)."""
    if not STORE.exists():
        return None
    data = json.loads(STORE.read_text(encoding="utf-8"))
    return data if data["fingerprint"] == fingerprint() else None


def normal_reference(claim: Claim) -> tuple[int, Line]:
    stored = _stored()
    answer = stored["normal"].get(claim_key(claim)) if stored else None
    if answer is None:
        return run_normal(claim)
    value, line = answer
    return value, tuple((seat, card) for seat, card in line)


def legal_reference(claim: Claim) -> int | None:
    stored = _stored()
    key = claim_key(claim)
    if stored and key in stored["legal"]:
        return stored["legal"][key]
    return run_legal(claim)


def stored_sets() -> Iterator[tuple[str, str, list[Claim]]]:
    """(test, reference, claims) for every set the file holds, read from the tests' parametrize
    marks, and for the tests of DRAWN from their modules' STORED_CLAIMS: the claims stored are the
    ones the tests ask, whatever their seeds."""
    for module_name, tests in STORED.items():
        module = importlib.import_module(module_name)
        for test, references in tests.items():
            marks = [m for m in getattr(module, test).pytestmark if m.name == "parametrize" and m.args[0] == "claim"]
            (mark,) = marks
            for reference in references:
                yield f"{module_name.rsplit('.', 1)[1]}::{test}", reference, list(mark.args[1])
    for module_name, tests in DRAWN.items():
        module = importlib.import_module(module_name)
        for test, references in tests.items():
            claims = list(module.STORED_CLAIMS[test]())
            for reference in references:
                yield f"{module_name.rsplit('.', 1)[1]}::{test}", reference, claims


def _answer(job: tuple[str, Claim]) -> object:
    reference, claim = job
    if reference == "normal":
        value, line = run_normal(claim)
        return [value, [list(play) for play in line]]
    return run_legal(claim)


def run_all(jobs: list[tuple[str, Claim]], workers: int | None = None) -> list[object]:
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(_answer, jobs, chunksize=4))


def compute() -> dict:
    jobs = [(reference, claim) for _, reference, claims in stored_sets() for claim in claims]
    answers: dict = {"fingerprint": fingerprint(), "normal": {}, "legal": {}}
    for (reference, claim), answer in zip(jobs, run_all(jobs), strict=True):
        answers[reference][claim_key(claim)] = answer
    return answers


def dumps(answers: dict) -> str:
    """One answer a line, sorted, so that a change shows as the claims whose answer changed."""
    parts = [f'{{"fingerprint": {json.dumps(answers["fingerprint"])}']
    for reference in ("normal", "legal"):
        rows = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in sorted(answers[reference].items()))
        parts.append(f'"{reference}": {{\n{rows}\n}}')
    return ",\n".join(parts) + "}\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--write", action="store_true", help="run every reference and store the answers")
    action.add_argument("--check", action="store_true", help="run every reference and compare with the file")
    action.add_argument(
        "--fingerprint", action="store_true", help="compare only the file's fingerprint with the code's (make lint)"
    )
    args = parser.parse_args(argv)
    if args.fingerprint:
        return _check_fingerprint()
    answers = compute()
    if args.write:
        STORE.write_text(dumps(answers), encoding="utf-8")
        print(f"{STORE.name}: {len(answers['normal'])} normal and {len(answers['legal'])} legal answers written")
        return 0
    stored: dict = json.loads(STORE.read_text(encoding="utf-8")) if STORE.exists() else {"fingerprint": None}
    if stored["fingerprint"] != answers["fingerprint"]:
        print(f"{STORE.name} was written from other code (fingerprint): run --write")
        return 1
    differ = [
        (reference, key)
        for reference in ("normal", "legal")
        for key in answers[reference]
        if stored[reference].get(key, "missing") != answers[reference][key]
    ]
    extra = sum(len(set(stored[r]) - set(answers[r])) for r in ("normal", "legal"))
    if differ or extra:
        print(
            f"{STORE.name}: {len(differ)} answers differ from the references' (first: {differ[:3]}), {extra} not asked"
        )
        return 1
    print(
        f"{STORE.name}: all {len(answers['normal'])} normal and {len(answers['legal'])} legal answers are the references'"
    )
    return 0


def _check_fingerprint() -> int:
    """Whether the file was written from the code as it is, without running a reference: a change
    to a file the fingerprint covers that forgot `--write` fails here in a second, not late in
    `make test` (session 56's CI failed so: a refactor of claim_positions.py, every answer the same)."""
    stored = json.loads(STORE.read_text(encoding="utf-8")) if STORE.exists() else {"fingerprint": None}
    if stored["fingerprint"] != fingerprint():
        print(f"{STORE.name} was written from other code (fingerprint): run {WRITE}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
