"""The offender-to-play advice waits for declarer only when there is a choice (the penalty-cards-more
guide; session 90, qa234).

51A, TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla cezalı
karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir."; WBF "If it is a defender's turn to
play and that defender has two or more penalty cards that can legally be played, declarer designates
which is to be played at that turn." 50D1(a), TR "... bir majör cezalı kart ... ilk yasal fırsatta
oynanmak zorundadır. Bir defans oyuncusunun yasal olarak oynayabileceği iki ya da daha fazla cezalı kartı
varsa deklaran hangisinin oynanacağını belirtir."; WBF "... a major penalty card must be played at the
first legal opportunity ... If a defender has two or more penalty cards that can legally be played,
declarer designates which is to be played."

The advice said "Defender: do not play one of your penalty cards before declarer has said which." /
"Defans oyuncusu: deklaran söylemeden cezalı kartlarınızdan birini oynamayın.", whatever the count: with
only one that can legally be played, declarer designates nothing and 50D1(a) plays it. The Ending covers
every count (the read-out says both since qa212), so the advice now carries 51A's condition.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"
KEYS = ["two-or-more", "offender-to-play"]


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Defans oyuncusu: cezalı kartlarınızdan birden çoğu bu löveye yasal olarak oynanabiliyorsa, deklaran "
            "hangisini söylemeden hiçbirini oynamayın.",
            "Defans oyuncusu: deklaran söylemeden cezalı kartlarınızdan birini oynamayın.",
        ),
        (
            "en",
            "Defender: if more than one of your penalty cards can legally be played to this trick, do not play any "
            "of them before declarer has said which.",
            "Defender: do not play one of your penalty cards before declarer has said which.",
        ),
    ],
)
def test_the_defender_waits_for_declarer_only_if_two_or_more_can_legally_be_played(client, lang, said, old):
    says(client, SLUG, KEYS, lang, said)
    never_says(client, SLUG, KEYS, lang, old)
