"""The 57A Ending's advice gives the offending side's play before the ruling (60C) beside the
non-offending side's (60A1): after a play out of turn before partner, the offender's partner is the
next to play to the trick, and declarer's option is for his card (premature-play guide; qa231).

57A, TR "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında veya
bir sonraki löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan kart majör cezalı karta dönüşür ve
deklaran aşağıdaki seçeneklerden birini seçer"; WBF "When a defender leads to the next trick before his
partner has played to the current trick, or plays out of turn before his partner has played, the card
so led or played becomes a major penalty card, and declarer selects one of the following options".
60C, TR "Kusurlu tarafın bir üyesinin düzeltme belirlenmeden önce oynaması rakiplerinin haklarını
etkilemez ve oynanan bu kart da onarmaya tabi olabilir."; WBF "A play by a member of the offending side
before rectification has been assessed does not affect the rights of the opponents, and may itself be
subject to rectification." 9B2, TR "... hiçbir oyuncu herhangi bir eylemde bulunmayacaktır"; WBF "No
player shall take any action until the Director has explained all matters in regard to rectification".

The advice told declarer not to play and what 60A1 takes from his side; of the offender's partner,
whose card declarer's option is for, it said nothing, and the page did not quote 60C.
"""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["before-partner", "none"]


@pytest.mark.parametrize(
    "lang, said, quoted",
    [
        (
            "tr",
            "Kusurlu oyuncunun ortağı: hakem hüküm vermeden kart oynamayın; kusurlu tarafın bir üyesinin düzeltme "
            "belirlenmeden önce oynaması rakiplerinin haklarını etkilemez ve oynanan bu kart da onarmaya tabi "
            "olabilir (Yasa 60C).",
            # 60C's own text, quoted beside the Ending.
            "Kusurlu tarafın bir üyesinin düzeltme belirlenmeden önce oynaması rakiplerinin haklarını etkilemez ve "
            "oynanan bu kart da onarmaya tabi olabilir.",
        ),
        (
            "en",
            "Offender's partner: play no card before the Director has ruled; a play by a member of the offending "
            "side before rectification has been assessed does not affect the rights of the opponents, and may "
            "itself be subject to rectification (Law 60C).",
            "Read 60C in its Law",
        ),
    ],
)
def test_the_57a_advice_gives_60c_for_the_offenders_partner(client, lang, said, quoted):
    says(client, SLUG, KEYS, lang, said, quoted)
