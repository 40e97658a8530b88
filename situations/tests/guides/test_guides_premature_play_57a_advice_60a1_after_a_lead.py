"""The 57A Ending's advice to declarer gives 60A1's forfeit for the case 60A1 describes, a card played
after a premature lead to the next trick (the premature-play guide; session 88, qa212, from qa197's
doubt).

57A, TR "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında veya
bir sonraki löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan kart majör cezalı karta dönüşür";
WBF "When a defender leads to the next trick before his partner has played to the current trick, or
plays out of turn before his partner has played, the card so led or played becomes a major penalty
card". 60A1, TR "Kusursuz tarafın bir üyesi sağındaki rakibin sırasız ya da vaktinden önce çıkması veya
oynamasından sonra ve bir onarma belirlenmeden önce, bir oyun oynarsa, o kusuru onarma hakkını
yitirir."; WBF "A play by a member of the non-offending side after his RHO has led or played out of turn
or prematurely, and before rectification has been assessed, forfeits the right to rectification of that
offense." 9B2, TR "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası
durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır."; WBF "No player shall
take any action until the Director has explained all matters in regard to rectification and to the
assessment of a penalty."

A defender plays "out of turn before his partner" only as fourth hand before his second-hand partner
(a third hand's partner led the trick): the hand on his left led the trick and has already played to
it, so it plays again only to the next trick, and the declaring side's next card to this trick comes
from the hand on the offender's right, which 60A1 does not name. After a premature lead to the next
trick the hand on the offender's left is next to it: 60A1's case. The advice said "do not play to the
trick ...; if the hand on the offender's left plays, the right to rectification is lost (Law 60A1)" for
both. It now names the lead; "play no card before the Director has ruled" stays for both (9B2).
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["before-partner", "none"]


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "sonraki löveye zamanından önce çıkıldıysa, kusurlu oyuncunun solundaki el o löveye oynarsa onarma hakkı "
            "yitirilir (Yasa 60A1).",
            "bu löveye kart oynamayın; kusurlu oyuncunun solundaki el oynarsa",
        ),
        (
            "en",
            "after a premature lead to the next trick, if the hand on the offender's left plays to it, the right to "
            "rectification is lost (Law 60A1).",
            "do not play to the trick before the Director has ruled; if the hand on the offender's left plays,",
        ),
    ],
)
def test_the_57a_advice_gives_60a1_for_a_premature_lead(client, lang, said, old):
    says(client, SLUG, KEYS, lang, said)
    never_says(client, SLUG, KEYS, lang, old)
