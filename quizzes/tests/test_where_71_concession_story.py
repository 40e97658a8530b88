"""The "Which Law?" story answered by Law 71 tells the facts, not the WBF's duty (qa256; qa250 noticed).

Law 71 (TR, official): "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde,
hakem terki aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır: ... B. Bir oyuncu, kalan
kartların herhangi bir normal şekilde oynanması sonucu kaybedemeyeceği bir löveyi terk etmişse"; WBF:
"A concession must stand, once made, except that within the Correction Period established under Law
79C the Director shall cancel a concession: ... B. if a player has conceded a trick that could not be
lost by any normal play of the remaining cards."

The story said "terk iptal edilecek" / "the concession is to be cancelled": the WBF's "shall cancel",
an obligation the official Turkish does not set (the editor's note on 71); and "could not lose"
without 71B's "by any normal play". Now it says 71B's case in the Law's words and that the Director is
called within the Correction Period, and leaves the ruling to the Law the player picks.
"""

from __future__ import annotations

import pytest

from quizzes.generators import where

pytestmark = pytest.mark.django_db


def _concession_stories(count: int) -> list:
    found, seed = [], 0
    while len(found) < count:
        seed += 1
        question = where.generate(seed)
        if question.laws == ("71",) and question.prompt_en.startswith("Which Law covers this situation?"):
            found.append(question)
    return found


def test_the_71_story_tells_71b_and_the_correction_period_and_no_ruling():
    for question in _concession_stories(3):
        story_tr = question.prompt_tr.split("\n", 1)[1]
        story_en = question.prompt_en.split("\n", 1)[1]
        assert "kalan kartların herhangi bir normal şekilde oynanması sonucu kaybedemeyeceği" in story_tr
        assert "could not be lost by any normal play of the remaining cards" in story_en
        assert "Düzeltme Süreci bitmeden" in story_tr and "before the Correction Period ends" in story_en
        assert "iptal edilecek" not in story_tr and "is to be cancelled" not in story_en
        assert "Law 71" in question.explanation_en and "Yasa 71" in question.explanation_tr
