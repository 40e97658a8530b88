"""The players' phrasings (Ending.said) read against the Laws, one by one (audit13, issue 22).

A phrasing is what the search says its Ending is about: a player's question worded like it is
sent to that Ending's paragraphs (situations/search_paths.py, lawbook/search/endings.py). Each row
below is a phrasing that was not true of its Ending, with the deciding paragraph quoted in the
official Turkish and in the WBF English: it named an actor, a turn or a time for which another
Ending (or another Law) rules differently, or its Turkish and English said different things. The
test walks the guide to the Ending and checks that the corrected phrasing is there and the wrong
one is gone (docs/legal-review.md, "audit13").
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from situations.content import SITUATIONS
from situations.guide import Ending, Text


@dataclass(frozen=True)
class SaidFix:
    path: str  # the guide's slug, then the answers that lead to the Ending
    old: Text  # the phrasing as it was (tr, en)
    new: Text | None  # as it is now; None when it was removed


# A pass is a call: what the Laws rule before the first call, a player's "before anyone bid" does
# not say.
CALL_IS_NOT_A_BID = (
    # Law 16D2-16D3 (TR): "herhangi bir konuşma olmadan ... 3. Söz konusu izinsiz bilginin ilk
    # konuşmanın yapılmasından sonra ... alınması durumunda hakem yukarıdaki 2(c) veya 2(d) maddelerine
    # uygun şekilde hareket eder"; WBF: "before any call has been made ... 3. If such extraneous
    # information is received after the first call in the auction has been made ... the Director
    # proceeds as in 2(c) or 2(d)". A pass is a call (Definitions, TR "Konuşma"; WBF "Call: any bid,
    # double, redouble or pass"): "no bid yet" may be after a pass, when the first two courses are gone.
    SaidFix(
        "extraneous-information/overheard/before-first-call",
        Text(
            "yan masadan bordun sonucunu duydum henüz deklare yapılmadı",
            "I overheard the result of this board from the next table before the bidding",
        ),
        Text(
            "yan masadan bordun sonucunu duydum henüz kimse konuşmadı",
            "I overheard the result of this board from the next table before the bidding",
        ),
    ),
    SaidFix(
        "extraneous-information/overheard/before-first-call",
        Text(
            "artırım başlamadan yanlışlıkla rakibin elini gördüm",
            "I accidentally saw an opponent's hand before anyone bid",
        ),
        Text(
            "artırım başlamadan yanlışlıkla rakibin elini gördüm",
            "I accidentally saw an opponent's hand before anyone had made a call",
        ),
    ),
    # Law 6D1 (TR): "Bir bordda ilk artırım her iki taraf için de başlamadan önce kartların düzgün
    # olmayan bir şekilde dağıtıldığı ... saptanırsa, deste yeniden karıştırılmak ve tekrar dağıtılmak
    # zorundadır"; WBF: "If it is ascertained before the auction begins on a board that the cards
    # have been incorrectly dealt ... there shall be a redeal". The auction begins with the first call
    # (Definitions, TR "Artırım ... İlk konuşmanın yapılması ile başlar"; WBF "It begins when the
    # first call is made"): the Turkish said nobody had called, the English nobody had bid.
    SaidFix(
        "wrong-number-of-cards/before-calls",
        Text("elimde on iki kart var henüz kimse konuşmadı", "I have only twelve cards and nobody has bid yet"),
        Text(
            "kartlarımı saydım bir kart eksik çıktı henüz kimse konuşmadı",
            "I counted my cards, one is missing, and no one has called yet",
        ),
    ),
)

FIXES = CALL_IS_NOT_A_BID


def ending_at(path: str) -> Ending:
    slug, *keys = path.split("/")
    situation = next(s for s in SITUATIONS if s.slug == slug)
    walked = situation.walk(keys)
    assert walked is not None, path
    ending = walked[1]
    assert isinstance(ending, Ending), path
    return ending


@pytest.mark.parametrize("fix", FIXES, ids=lambda f: f"{f.path}:{f.old.en[:40]}")
def test_the_phrasing_is_true_of_its_ending(fix):
    said = {(t.tr, t.en) for t in ending_at(fix.path).said}
    assert (fix.old.tr, fix.old.en) not in said
    if fix.new is None:
        assert fix.old.tr not in {tr for tr, _ in said} and fix.old.en not in {en for _, en in said}
    else:
        assert (fix.new.tr, fix.new.en) in said


def test_the_shared_phrasings_are_fixed_on_every_ending_that_carries_them():
    """The before-any-call phrasings of Law 16D2 are one list on the four Endings that rule on
    information received before the first call; each carries the corrected words."""
    for path in (
        "extraneous-information/overheard/before-first-call",
        "extraneous-information/wrong-hand/before-first-call",
        "extraneous-information/other-table/before-first-call",
        "extraneous-information/card-at-my-table/from-the-board",
    ):
        said = {t.en for t in ending_at(path).said}
        assert "I accidentally saw an opponent's hand before anyone had made a call" in said, path
        assert "I accidentally saw an opponent's hand before anyone bid" not in said, path
