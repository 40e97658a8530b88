"""The asking-questions guide's answering Ending says 75A's duty with the paragraph's own verb in both
languages, as the misinformation guide's our-side Ending already does (CONTRIBUTING.md, "Add a situation
guide", point 1).

75A (TR): "... bir oyuncu, ortağının açıklamasını duyunca, kendi konuşmasının yanlış anlaşıldığını anlar.
Oyuncu, bu izinsiz bir bilgiden (bkz. Yasa 16A) yararlanmaktan dikkatle kaçınmalıdır, (bkz. Yasa 73C) aksi
takdirde Hakem ayarlı skor atayacaktır."
75A (WBF): "... a player, having heard his partner's explanation, knows that his own call has been
misinterpreted. This knowledge is unauthorized information (see Law 16A) and the player must carefully avoid
taking any advantage from it (see Law 73C); otherwise the Director shall award an adjusted score."

The sentence said "dikkatle kaçının" / "carefully avoid", an imperative, beside the rule's consequence in
the rule's own verb ("verecektir" / "shall award"); now "dikkatle kaçınmalısınız" / "you must carefully
avoid"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["answering"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "bu izinsiz bilgidir: ondan yararlanmaktan dikkatle kaçınmalısınız, yoksa hakem ayarlı skor verecektir"
            " (Yasa 75A).",
            "dikkatle kaçının,",
        ),
        (
            "en",
            "that is unauthorised information: you must carefully avoid taking any advantage from it, or the Director"
            " shall award an adjusted score (Law 75A).",
            "information: carefully avoid",
        ),
    ],
)
def test_75a_says_must_carefully_avoid(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
