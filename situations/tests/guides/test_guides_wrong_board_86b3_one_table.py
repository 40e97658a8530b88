"""The wrong-board guide's team-play sentence, which glosses 86B for a board played at the wrong table,
says 86B3 too: for boards played at only one table the Regulating Authority may provide differently.

86B3 (TR): "Yönetici Federasyon, yalnızca tek bir masada aynı veya çeşitli yarışmacılar arasında oynanan
bordlar söz konusuyken farklı uygulama yolu seçebilir. Bu kapsama giren her bord için uygulanan ayarlı
skor, yukarıda B2 bendinde öngörülen yöntemden farklı olabilir, ancak yayınlanmış bir yönetmeliğin
bulunmadığı durumlarda Hakem yukarıda belirtilen şekilde hareket eder."
86B3 (WBF): "The Regulating Authority may provide differently for circumstances where boards have been
played at only one table between the same or multiple contestants. The score awarded for each such
board may be varied by regulation from that prescribed in B2, however in the absence of a relevant
regulation, the Director proceeds as above."
Footnote 4 to 15B (TR): "Bu Yasa yalnızca ikili ve bireysel turnuvalar için geçerlidir – Takım maçı için
bkz. Yasa 86B"; (WBF) "This law only applies to pair and individual events – see Law 86B for team
events".

The sentence said the adjusted score "depends on the result at the other table and on who was at
fault" (86B1, 86B2) and stopped there; a board played at the wrong table may well have been played at
only one table, the case 86B3 lets a regulation decide."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "wrong-board"
KEYS = ["wrong-table"]


@pytest.mark.parametrize(
    "lang, new",
    [
        (
            "tr",
            "Yalnızca tek bir masada oynanan bordlar için Yönetici Federasyon farklı bir yol seçebilir; yayınlanmış bir yönetmelik yoksa hakem Yasa 86B'deki gibi hareket eder (Yasa 86B3).",
        ),
        (
            "en",
            "The Regulating Authority may provide differently for boards played at only one table; in the absence of a relevant regulation the Director proceeds as Law 86B says (Law 86B3).",
        ),
    ],
)
def test_the_team_play_sentence_says_86b3(client, lang, new):
    says(client, SLUG, KEYS, lang, new)
