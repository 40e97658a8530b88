"""No question twice in a practice session or an exam.

Two refs can make the same question for the person in front of it: two seeds of `definitions`
that ask about the same term (either way round), or a curated question drawn again. A question is
therefore known by what the person is asked (its type, prompt and situation; for `definitions`,
the definition), not by its ref. A practice session keeps the identities it has shown in the
Django session; an exam checks against its own questions.
"""

from __future__ import annotations

import hashlib
import json

from . import bank
from .lawdata import glossary

SESSION_KEY = "quiz_seen"
REMEMBERED = 400  # a practice session remembers this many questions, the latest kept
ATTEMPTS = 40  # draws before giving up on a topic whose every question has been seen


def identity(question) -> str:
    # not the right answer's text: two seeds may word the same definition differently
    seen_as = [question.type, question.prompt_en, question.scenario]
    if question.extra.get("definition"):
        # the same definition asked the other way, or among other distractors, is the same
        # question to the person answering it: a definition is asked once per session. The
        # Turkish defines irregularity twice ("Düzensizlik", "Usulsüzlük", a 2007 leftover beside
        # the 2017 text; docs/translation-notes.md), so the concept is the English term: a
        # session never asks "the definition of Irregularity" twice
        seen_as = [question.type, _concept(question.extra["definition"])]
    text = json.dumps(seen_as, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


def _concept(slug: str) -> str:
    term = next((e.term_en for e in glossary() if e.slug == slug), slug)
    return term.casefold()


def fresh_ref(qtype: str, seen: set[str]) -> str:
    """A ref of the type whose question is not among `seen` (identities), added to it; after
    ATTEMPTS draws, the last one drawn (a topic can have fewer questions than a session asks)."""
    tried: set[str] = set()
    ref = ""
    for _ in range(ATTEMPTS):
        ref = bank.next_ref(qtype, avoid=tried)
        tried.add(ref)
        key = identity(bank.question(qtype, ref))
        if key not in seen:
            seen.add(key)
            return ref
    return ref


def session_seen(session) -> set[str]:
    return set(session.get(SESSION_KEY, ()))


def remember(session, qtype: str, ref: str) -> None:
    """Record a question shown in practice, keeping the latest REMEMBERED."""
    key = identity(bank.question(qtype, ref))
    kept = [k for k in session.get(SESSION_KEY, ()) if k != key]
    kept.append(key)
    session[SESSION_KEY] = kept[-REMEMBERED:]
