"""Two readings qa182 left, taken up in session 86 (qa193): 90B's official word in the Turkish lines,
and what accepting a ruling does.

90B, TR "Aşağıdakiler, yöntemsel cezayı gerektiren kusurlu davranışlara ilişkin örneklerdir (ancak ceza
gerektiren davranışlar bunlarla sınırlı değildir): ... 2. Bir yarışmacının nedensiz yere yavaş oynaması.
3. Bir bordun konuşmalarının, oyunun veya sonucunun, başka bir masadan duyulabilecek şekilde
tartışılması."; WBF "The following are examples of offenses subject to procedural penalty (but the
offenses are not limited to these): ... 2. unduly slow play by a contestant. 3. discussion of the
bidding, play or result of a board, which may be overheard at another table." The Turkish lines said
"yöntemsel cezayı gerektirebilecek" / "gerektirebilir", a word of neither text; 90A's "may" (TR
"cezalandırabilir") stands beside it on the slow-play Ending (AUTHORITY).

92A, TR "Bir yarışmacı veya onun kaptanı, masada hakem tarafından verilen kararın gözden geçirilmesi için
İtiraz Komitesi'ne başvurabilir"; WBF "A contestant or his captain may appeal for a review of any ruling
made at his table by the Director." 82C, WBF "If a ruling has been given that the Director subsequently
determines to be incorrect, and if no rectification will allow the board to be scored normally, he shall
award an adjusted score". Neither 92 nor 93 says that a ruling one side does not appeal stands, nor its
score: the other side may appeal it, and the Director may correct it. The "Accept the ruling" option
said "Karar ve skor olduğu gibi kalır" / "The ruling and the score stand".
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "slug, keys, said",
    [
        (
            "penalties",
            ["slow-play"],
            "Bir yarışmacının nedensiz yere yavaş oynaması, yöntemsel cezayı gerektiren kusurlu davranışlara "
            "örnektir (Yasa 90B2).",
        ),
        (
            "extraneous-information",
            ["overheard", "before-first-call"],
            "Bir bordun konuşmalarını, oyununu ya da sonucunu başka masadan duyulabilecek biçimde tartışmak, "
            "yöntemsel cezayı gerektiren kusurlu davranışlara örnektir (Yasa 90B3).",
        ),
    ],
)
def test_90b_offences_subject_to_procedural_penalty_in_the_official_turkish_word(client, slug, keys, said):
    says(client, slug, keys, "tr", said)
    never_says(client, slug, keys, "tr", "gerektirebil")


@pytest.mark.parametrize(
    "slug, keys",
    [
        ("appeal", ["disagree", "in-time", "pairs"]),
        ("appeal", ["disagree", "in-time", "teams"]),
        ("appeal", ["disagree", "in-time", "individual"]),
        ("score-correction", ["ruling", "player"]),
    ],
)
@pytest.mark.parametrize(
    "lang, said, old",
    [
        ("tr", "Kararın gözden geçirilmesini istemezsiniz.", "Karar ve skor olduğu gibi kalır"),
        ("en", "You do not ask for the ruling to be reviewed.", "The ruling and the score stand"),
    ],
)
def test_accepting_a_ruling_is_not_said_to_make_the_ruling_and_the_score_stand(client, slug, keys, lang, said, old):
    says(client, slug, keys, lang, said)
    never_says(client, slug, keys, lang, old)
