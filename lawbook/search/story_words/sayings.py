"""Who says what in a player's story: the saying verb ("said", "told", "dedi") a few words after its speaker
("dummy said", "RHO told me", "yer ... dedi"). In English the verb follows its speaker closely; in Turkish the
verb ends the clause, so what was said stands between them ("yer rakip sırasız çıktı dedi"). The story_words
modules that search a saying as the Laws' words for it (told_turn, dummy_remarks, wrong_hand_warning,
designations) find its verb here, each with its own speakers and verbs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Saying:
    """One language's way of telling a saying: whether a folded word is its speaker, whether one is its verb,
    and at most how many words from the speaker to the verb."""

    is_speaker: Callable[[str], bool]
    is_verb: Callable[[str], bool]
    most_words: int


def verbs(folded: list[str], *sayings: Saying | None) -> list[tuple[int, int]]:
    """The spans (start, end) of the verbs of any of `sayings` said by its speaker; None stands for a
    language whose story is not told (the caller's condition on the whole story failed)."""
    told = [saying for saying in sayings if saying is not None]
    found: list[tuple[int, int]] = []
    for index, word in enumerate(folded):
        for saying in told:
            if not saying.is_verb(word):
                continue
            if any(saying.is_speaker(w) for w in folded[max(0, index - saying.most_words) : index]):
                found.append((index, index + 1))
                break
    return found
