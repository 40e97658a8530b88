"""The misinformation guide's "My partner (or I) explained wrongly" Ending gives 75A's unauthorised
information with the paragraph's opening condition: the caller learns his call was misunderstood
whether the explanation was a correct statement of the agreement or not, so also after a mistaken call
(75C), which the same Ending covers (docs/legal-review.md, Session 89 (qa221)).

75A: TR "Ortaklık anlaşmalarının doğru veya yanlış bir şekilde açıklanmasından bağımsız olarak, bir
oyuncu, ortağının açıklamasını duyunca, kendi konuşmasının yanlış anlaşıldığını anlar. Oyuncu, bu
izinsiz bir bilgiden (bkz. Yasa 16A) yararlanmaktan dikkatle kaçınmalıdır, (bkz. Yasa 73C) aksi takdirde
Hakem ayarlı skor atayacaktır."; WBF "Irrespective of whether or not an explanation is a correct
statement of partnership agreement, a player, having heard his partner's explanation, knows that his
own call has been misinterpreted. This knowledge is unauthorized information (see Law 16A) and the
player must carefully avoid taking any advantage from it (see Law 73C); otherwise the Director shall
award an adjusted score." The sentence began with the partner hearing the explanation and left the
condition out; the Ending then says a mistaken call is no irregularity and the result stands (75C), and
a reader could take the caller's knowledge to be free there."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
KEYS = ["our-side"]


@pytest.mark.parametrize(
    "lang, sentence, old",
    [
        (
            "tr",
            "Ortaklık anlaşmasının doğru veya yanlış açıklanmasından bağımsız olarak, açıklamayı duyan ortak, "
            "kendi konuşmasının yanlış anlaşıldığını öğrenir: bu izinsiz bilgidir",
            "Açıklamayı duyan ortak, kendi konuşmasının yanlış anlaşıldığını öğrenir",
        ),
        (
            "en",
            "Irrespective of whether or not the explanation is a correct statement of partnership agreement, the "
            "explainer's partner, hearing the explanation, learns that his own call was misunderstood: that is "
            "unauthorised information",
            "The explainer's partner, hearing the explanation, learns",
        ),
    ],
)
def test_75a_holds_whether_the_explanation_was_right_or_wrong(client, lang, sentence, old):
    says(client, "misinformation", KEYS, lang, sentence)
    never_says(client, "misinformation", KEYS, lang, old)
