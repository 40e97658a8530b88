"""The situations of the `where` questions state the condition the paragraph they point to needs.

Law 42B1 (official Turkish): "Yer deklarana bir lövede renge uymadığı zaman çıkılan renkte kartı
olup olmadığını sorabilir." WBF: "Dummy may ask declarer (but see Law 43B2(b)) when he has failed
to follow suit to a trick whether he has a card of the suit led." Dummy's question is his right
only after declarer has shown out; the Turkish situation had him ask whether declarer "followed
suit or not", and neither language said declarer had failed to follow.
"""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def test_dummys_question_follows_declarers_failure_to_follow_suit():
    asked = 0
    for seed in range(1000):
        q = generate("where", seed)
        if "dummy asks" not in q.prompt_en.lower() or "42B1" not in q.laws:
            continue
        asked += 1
        assert "Declarer fails to follow suit to a trick" in q.prompt_en, (seed, q.prompt_en)
        assert "Deklaran bir lövede renge uymayınca" in q.prompt_tr, (seed, q.prompt_tr)
        assert "çıkılan renkte kartı olup olmadığını" in q.prompt_tr
    assert asked > 0
