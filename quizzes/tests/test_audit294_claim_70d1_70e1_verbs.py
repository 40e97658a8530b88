"""audit294 (session 94): the claim quiz states 70D1 and 70E1 in each text's own verb (CONTRIBUTING.md,
"Add a situation guide", point 1), as the claim guide and the engine's claim words do.

70D1, WBF: "The Director shall not accept from claimer any successful line of play not embraced in the
original clarification statement if there is an alternative normal line of play that would be less
successful."
Official Turkish: "Hakem eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa, talep edenin
orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir."

70E1, WBF: "The Director shall not accept from claimer any unstated line of play the success of which
depends upon finding one opponent rather than the other with a particular card, unless ..."
Official Turkish: "Hakem, ... başarısı özel bir kartı bir rakip yerine diğerinde bulmaya dayanan, talep
eden tarafından belirtilmemiş, hiçbir oyun tarzını kabul etmeyecektir."

The steps said "is accepted" / "is not accepted" and "kabul edilmez": neither text's verb."""

import pytest

from quizzes.tests.helpers import first_citing, official_turkish

pytestmark = pytest.mark.django_db


def test_the_official_turkish_of_70d1_and_70e1_is_the_future():
    paragraphs = official_turkish()
    assert paragraphs["70D1"].text.endswith("kabul etmeyecektir.")
    assert paragraphs["70E1"].text.endswith("kabul etmeyecektir.")


@pytest.mark.parametrize("question", first_citing("claim", "70D1", 2), ids=lambda q: str(q.seed))
def test_the_70d1_step_says_each_text_s_verb(question):
    en = next(s for s in question.steps("en") if s.startswith("Law 70D1:"))
    tr = next(s for s in question.steps("tr") if s.startswith("Yasa 70D1:"))
    assert "not embraced in the original clarification statement shall be accepted when there is" in en, en
    assert "belirtmediği başarılı bir oyun tarzı kabul edilmeyecektir." in tr, tr
    assert "kabul edilmez" not in tr, tr


@pytest.mark.parametrize("question", first_citing("claim", "70E1", 2), ids=lambda q: str(q.seed))
def test_the_70e1_step_says_each_text_s_verb(question):
    en = next(s for s in question.steps("en") if s.startswith("Law 70E1:"))
    tr = next(s for s in question.steps("tr") if s.startswith("Yasa 70E1:"))
    assert "with a particular card shall not be accepted, unless an opponent failed to follow" in en, en
    assert "talep edenin belirtmediği bir oyun tarzı kabul edilmeyecektir." in tr, tr
    assert "is not accepted" not in en and "kabul edilmez" not in tr, (en, tr)
