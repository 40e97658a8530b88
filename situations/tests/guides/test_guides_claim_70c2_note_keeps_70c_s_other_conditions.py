"""The editor's note on 70C2, shown where the claim guide quotes Law 70C, keeps 70C's other two
conditions when it says what the WBF's English awards.

70C, official Turkish: "Rakiplerden birinin elinde bir koz kaldığında, hakem aşağıdaki durumlarda
bir veya daha fazla löveyi rakiplere verir: 1. Talep eden koz hakkında bir beyanda bulunmamışsa ve
2. Talep anında talep eden oyuncunun bir rakibinin elinde bir koz kaldığından haberi olmaması olası
ise ve 3. O koza herhangi bir normal oyun ile bir löve kaybedilebilirse." WBF: "When a trump
remains in one of the opponents' hands, the Director shall award a trick or tricks to the opponents
if: 1. claimer made no statement about that trump, and 2. it is at all likely that claimer at the
time of his claim was unaware that a trump remained in an opponent's hand, and 3. a trick could be
lost to that trump by any normal play."

The three conditions are joined by "and" (ve) in both texts. The note ended "under the WBF's text
the Director awards the trick whenever it is at all likely that the claimer had forgotten the
trump" (TR "... az da olsa olası olduğu her durumda löveyi rakiplere verir"): "whenever" on 70C2
alone, as if a claimer who stated how he would draw the trump, or whose trump could lose no trick
on any normal play, lost one too. And "forgotten" is not the paragraph's word: "unaware" (TR
"haberi olmaması").
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "lang, now, before",
    [
        (
            "en",
            "under the WBF's text, when the claimer made no statement about the trump and a trick could be lost to it "
            "by any normal play (70C1, 70C3), the Director awards the opponents a trick or tricks whenever it is at "
            "all likely that the claimer was unaware of the trump.",
            "the Director awards the trick whenever it is at all likely that the claimer had forgotten the trump",
        ),
        (
            "tr",
            "WBF metnine göre, talep eden koz hakkında bir beyanda bulunmamışsa ve o koza herhangi bir normal oyunla "
            "bir löve kaybedilebilirse (70C1, 70C3), hakem, talep edenin kozdan haberi olmamasının az da olsa olası "
            "olduğu her durumda rakiplere bir veya daha fazla löve verir.",
            "talep edenin kozu unutmuş olmasının az da olsa olası olduğu her durumda löveyi rakiplere verir",
        ),
    ],
)
def test_the_70c2_note_says_the_wbf_award_with_70c1_and_70c3(client, lang, now, before):
    says(client, "claim", ["disputed"], lang, now)
    never_says(client, "claim", ["disputed"], lang, before)
