"""The "Which Law?" question on a defender's premature play states the facts Law 57C turns on
(qa118).

Law 57A (TR, official): "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart
oynadığında veya bir sonraki löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan kart majör
cezalı karta dönüşür"; WBF: "When a defender leads to the next trick before his partner has played to
the current trick, or plays out of turn before his partner has played, the card so led or played
becomes a major penalty card". Law 57C1 (TR): "Eğer deklaran her iki elden de oynamış durumda ise,
defans oyuncusunun ortağından önce oynaması herhangi bir onarmaya tabi değildir"; WBF: "A defender is
not subject to rectification for playing before his partner if declarer has played from both
hands". Law 57C2 (TR): "Eğer Yer, kendi iradesi ile, sağındaki rakipten önce bir kartı oynar veya
oynanmasını önerecek şekilde tavır alırsa, defans oyuncusunun ortağından önce oynaması herhangi bir
onarmaya tabi değildir"; WBF: "A defender is not subject to rectification for playing before his
partner if dummy has of his own volition prematurely selected a card before his RHO".

The story was "A defender plays a card before his partner has played to the trick", its explanation
"Law 57A covers it": whether declarer had played from both hands, or dummy on his own, was left open
(57C then rules, no rectification), and "before his partner" alone is also a second hand playing in
turn, not out of turn. The story now has declarer lead from his hand and his right-hand opponent
play before his partner and dummy: out of turn, with declarer's other hand, dummy, still to play.
"""

from __future__ import annotations

import pytest

from quizzes.generators import where

pytestmark = pytest.mark.django_db


def _premature_stems(count: int) -> list:
    """The first `count` questions whose situation stem is answered by 57A."""
    found, seed = [], 0
    while len(found) < count:
        seed += 1
        question = where.generate(seed)
        if question.laws == ("57A",) and question.prompt_en.startswith("Which Law covers this situation?"):
            found.append(question)
    return found


def test_the_premature_play_story_says_dummy_had_not_played_and_the_play_was_out_of_turn():
    questions = _premature_stems(3)
    for question in questions:
        story_en = question.prompt_en.split("\n", 1)[1]
        story_tr = question.prompt_tr.split("\n", 1)[1]
        # declarer has played from one hand only, and dummy has not played: neither 57C1 nor 57C2
        assert "leads from his hand" in story_en and "before his partner and dummy have played" in story_en
        assert "Deklaran elinden çıktı" in story_tr and "ortağı ve yer daha oynamadan" in story_tr
        # out of turn: declarer's right-hand opponent plays while it is his partner's turn (57A, not 57D)
        assert "his right-hand opponent plays" in story_en and "sağındaki rakip" in story_tr
        assert "Law 57A" in question.explanation_en and "Yasa 57A" in question.explanation_tr
