"""16B3's call to the Director in the paragraph's own modal verb on the hesitation guide's opponent
Ending: its `now`, its read-out and its Director line (audit334; CONTRIBUTING.md, "Add a situation
guide" point 1: a sentence that states what a paragraph requires uses that paragraph's modal verb;
the WBF Introduction: "should" do, "failure to do it is an infraction jeopardising the infractor's
rights but not often penalized").

16B3, TR (official): "Bir oyuncu, bir rakibinin mantıklı alternatifler arasından böyle bir bilginin
öne çıkarmış olabileceği bir alternatifi seçtiğine dair, sağlam bir gerekçesi olduğuna inanıyorsa,
oyun bittikten sonra hakemi çağırmalıdır."
16B3, WBF: "When a player has substantial reason to believe that an opponent who had a logical
alternative has chosen an action suggested by such information, he should summon the Director when
play ends."
Footnote 5 (TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz"; WBF "It is not an
infraction to call the Director earlier or later"), which the Director line states first, is why
the weight matters: the guide said an imperative ("oyun bitince hakemi çağırın" / "call the
Director when play ends"), an order with no weight of its own beside a footnote that lets the call
be earlier or later; the paragraph's word is "should" / "çağırmalıdır". The Director line's English
said "call him", after "the opponent": now "the Director". (qa280 and audit320 had left the
imperative as advice; audit313 put 75A's "carefully avoid" into its "must" the same way.)
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "hesitation", ["opponent"]

NOW = {
    "tr": "sağlam bir gerekçeniz olduğuna inanıyorsanız oyun bitince hakemi çağırmalısınız; hakem yasaya aykırılık",
    "en": "chose an action that could have been suggested by such information, you should call the Director when "
    "play ends; he shall assign an adjusted score",
}
READ_OUT = {
    "tr": "sağlam bir gerekçeniz olduğuna inanıyorsanız oyun bitince hakemi çağırmalısınız; hakem yasaya aykırılık",
    "en": "chose an action such information could have suggested, you should call the Director when play ends; he "
    "shall adjust the score",
}
DIRECTOR = {
    "tr": "sağlam bir gerekçeniz olduğuna inanıyorsanız oyun bitince hakemi çağırmalısınız (Yasa 16B3).",
    "en": "chose an action such information could have suggested, you should call the Director when play ends "
    "(Law 16B3).",
}
OLD = {
    "tr": ("oyun bitince hakemi çağırın", "oyun bitince çağırın"),
    "en": (", call the Director when play ends", "call him when play ends"),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_16b3_s_should(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang], DIRECTOR[lang])
    never_says(client, SLUG, KEYS, lang, *OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_16b3_s_should(client, lang):
    reads(client, SLUG, KEYS, lang, READ_OUT[lang])
    never_reads(client, SLUG, KEYS, lang, *OLD[lang])
