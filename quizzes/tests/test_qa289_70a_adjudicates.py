"""qa289 (session 93): the claim quiz's concession step gives 70A's first clause in the WBF 2017's
words, not the 2007 Laws' ("the Director's objective is to determine the result of the board as
equitably as possible to both sides").

70A, WBF 2017: "In ruling on a contested claim or concession, the Director adjudicates the result of
the board as equitably as possible to both sides, but any doubtful point as to a claim shall be
resolved against the claimer."
70A, TR (official): "İtiraz edilmiş bir talep veya terk hakkında karar verirken, hakem bordun sonucunu
her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır, ancak talep ile ilgili her şüpheli
durum talep edenin aleyhine çözümlenecektir."

The first clause is the present in both texts ("adjudicates", "kararlaştırır"): the Turkish step
already said it and stays; the English said the 2007 wording."""

import pytest

from quizzes.tests.helpers import generated, official_turkish

pytestmark = pytest.mark.django_db

CONCEDES_ALL = [14, 25, 42, 63, 109]  # seeds whose defender or declarer concedes every trick left
OLD_EN = "the Director's objective is to determine the result"


def test_the_official_turkish_has_the_first_clause_in_the_present():
    assert official_turkish()["70A"].text.startswith(
        "İtiraz edilmiş bir talep veya terk hakkında karar verirken, hakem bordun sonucunu her iki taraf için de "
        "mümkün olduğunca eşit olarak kararlaştırır,"
    )


@pytest.mark.parametrize("seed", CONCEDES_ALL)
def test_the_concession_step_says_70a_in_the_2017_words(seed):
    q = generated("claim", seed)
    assert "concedes all the remaining tricks" in q.prompt_en, seed
    step_en = next(s for s in q.steps("en") if s.startswith("Law 70A:"))
    step_tr = next(s for s in q.steps("tr") if s.startswith("Yasa 70A:"))
    assert step_en.startswith(
        "Law 70A: in ruling on a contested claim or concession, the Director adjudicates the result of the board "
        "as equitably as possible to both sides. "
    ), step_en
    assert OLD_EN not in q.explanation_en
    assert step_tr.startswith(
        "Yasa 70A: itiraz edilmiş bir talep veya terk hakkında karar verirken hakem, bordun sonucunu her iki "
        "taraf için de mümkün olduğunca eşit olarak kararlaştırır. "
    ), step_tr
