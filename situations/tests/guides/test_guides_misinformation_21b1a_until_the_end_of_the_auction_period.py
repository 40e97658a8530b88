"""Misinformation, our side: the misinformed opponent's change of call, with 21B1(a)'s conditions
(docs/legal-review.md, Session 86 (qa191)).

21B1(a), official Turkish: "Artırım Sürecinin sonuna kadar, bir oyuncu, ortağının daha sonra konuşma
yapmamış olması koşuluyla, Hakemin, yaptığı konuşmanın bir rakip tarafından verilen yanlış bilgiden
etkilenmiş olabileceğine kanaat getirmesi durumunda; kendi tarafı için başka bir onarma olmaksızın
konuşmasını değiştirebilir." WBF: "Until the end of the auction period (see Law 17D) and provided that
his partner has not subsequently called, a player may change a call without other rectification for
his side when the Director judges that the decision to make the call could well have been influenced
by misinformation given to the player by an opponent."

The page's advice said only "The misinformed opponent may choose to change his call if the Director
allows it", beside its own line telling a defender to correct partner's explanation at the end of
play (20F5(b)(i): TR "bir defans oyuncusu için oyun sonu"; WBF "for a defender, at the end of the
play"), when the auction period is long over and no call can be changed.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

PATH = ("misinformation", ["our-side"])


@pytest.mark.parametrize(
    "lang, conditions, choice",
    [
        (
            "tr",
            "Artırım Sürecinin sonuna kadar ve ortağı daha sonra konuşma yapmamışsa",
            "yanlış bilgilendirilen rakip, hakem izin verirse konuşmasını değiştirmeyi seçebilir (Yasa 21B1(a))",
        ),
        (
            "en",
            "Until the end of the auction period, and provided that his partner has not called since",
            "the misinformed opponent may choose to change his call if the Director allows it (Law 21B1(a))",
        ),
    ],
)
def test_the_opponents_change_of_call_keeps_21b1a_s_conditions(client, lang, conditions, choice):
    slug, keys = PATH
    says(client, slug, keys, lang, f"{conditions}, {choice}")


@pytest.mark.parametrize(
    "lang, bare",
    [
        ("tr", "Yanlış bilgilendirilen rakip, hakem izin verirse"),
        ("en", "The misinformed opponent may choose to change his call if the Director allows it"),
    ],
)
def test_the_change_is_never_offered_without_them(client, lang, bare):
    slug, keys = PATH
    never_says(client, slug, keys, lang, bare)
