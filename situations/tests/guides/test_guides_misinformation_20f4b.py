"""Misinformation, our side: after the explainer's correction, what the Director does (20F4(b))
(docs/legal-review.md, qa137's "Left" and qa141).

20F4(b), official Turkish: "Hakem, bu şekilde masaya çağırıldığında Yasa 21B veya 40B3'ü uygular."
WBF: "The Director when summoned applies Law 21B or Law 40B3."
21B1(a) lets the misinformed player change his call (TR "Hakemin, yaptığı konuşmanın bir rakip
tarafından verilen yanlış bilgiden etkilenmiş olabileceğine kanaat getirmesi durumunda ...
konuşmasını değiştirebilir"; WBF "a player may change a call"); 40B3(a), TR "ayarlı skor ile onarma yapılır",
WBF "is entitled to rectification through the award of an adjusted score". The Ending told the
explainer's side its duty to correct and nothing of what the correction may bring the opponents.
"""

import pytest

from situations.content import misinformation
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db


def test_the_our_side_ending_states_20f4b_and_lists_it(client):
    assert "20F4(b)" in misinformation.GAVE.laws
    says(
        client,
        "misinformation",
        ["our-side"],
        "tr",
        "Bu şekilde çağrılan hakem Yasa 21B veya Yasa 40B3",
        "rakibin bir konuşmasını değiştirmesine izin verebilir ya da ayarlı skor verebilir",
    )
    says(
        client,
        "misinformation",
        ["our-side"],
        "en",
        "The Director, so summoned, applies Law 21B or Law 40B3",
        "an opponent may be allowed to change a call, or the score adjusted",
    )


def test_the_our_side_ending_gives_the_misinformed_opponent_his_choice(client):
    """The chooser said "Nobody chooses" beside a line saying an opponent may be allowed to change a
    call: 21B1(a), official Turkish, "Artırım Sürecinin sonuna kadar, bir oyuncu, ortağının daha sonra
    konuşma yapmamış olması koşuluyla, Hakemin, yaptığı konuşmanın bir rakip tarafından verilen yanlış
    bilgiden etkilenmiş olabileceğine kanaat getirmesi durumunda; ... konuşmasını değiştirebilir";
    WBF "Until the end of the auction period and provided that his partner has not subsequently
    called, a player may change a call ... when the Director judges that the decision to make the
    call could have been influenced by misinformation given to him by an opponent". The explainer
    has no choice; the misinformed opponent may have one (said as advice: the chooser's words are a
    search document, and a longer chooser moved other guides' stories in the search tests)."""
    for lang, chooser, advice in (
        (
            "tr",
            "Açıklayan seçmez",
            # with 21B1(a)'s conditions before it (qa191: test_guides_misinformation_21b1a_until_...)
            "yanlış bilgilendirilen rakip, hakem izin verirse konuşmasını değiştirmeyi seçebilir",
        ),
        ("en", "The explainer does not choose", "the misinformed opponent may choose to change his call"),
    ):
        assert getattr(misinformation.GAVE.chooser, lang).startswith(chooser)
        says(client, "misinformation", ["our-side"], lang, chooser, advice)
    assert "Kimse seçmez" not in misinformation.GAVE.chooser.tr
    assert "Nobody chooses" not in misinformation.GAVE.chooser.en
    for line in misinformation.GAVE.script:
        assert "Kimse seçmez" not in line.tr and "Nobody chooses" not in line.en
