"""The inadmissible-call guide's read-outs keep the Laws' "must" where the offender or his side is
bound: the replacing call of 36B2 and the passes of 36B2, 36B4, 37A, 37B2 and 38C.

36B2 (TR, official): "Kusurlu oyuncu konuşmasını yasal bir konuşma ile değiştirmelidir, artırım devam
eder ve kusurlu oyuncunun ortağı konuşma sırası her kendine geldiğinde pas geçmek zorundadır."
WBF: "the offender must substitute a legal call, the auction continues, and the offender's partner
must pass whenever it is his turn to call."
36B4 (TR): "kusurlu oyuncu sıra kendisine geldiğinde herhangi bir yasal konuşma yapabilir ve ortağı
sıra her kendine geldiğinde pas geçmek zorundadır"; WBF: "the offender may make any legal call at
his turn, and his partner must pass whenever it is his turn to call".
37A (TR): "Kusurlu oyuncunun artırımın geri kalan kısmında pas geçmesi gerekiyorsa, sonraki turlarda
yine pas geçmek zorundadır"; WBF: "If the offender was required to pass for the remainder of the
auction he must still pass at subsequent turns".
37B2 (TR): "kusurlu tarafın her üyesi konuşma sırası her kendilerine geldiğinde pas geçmek
zorundadır"; WBF: "each member of the offending side must pass whenever it is his turn to call".
38C (TR): "kusurlu tarafın her üyesi konuşma sırası kendilerine her geldiğinde pas geçmek
zorundadır"; WBF: "each member of the offending side must pass whenever it is his turn to call".

The English read-outs said "must pass" but "you make a legal call instead" for 36B2's "must
substitute"; the Turkish read-outs said "pas geçer" / "pas geçersiniz" (passes, you pass) where
every one of these paragraphs says "pas geçmek zorundadır", as the Endings' own `now` does."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"


@pytest.mark.parametrize(
    "keys, lang, phrase, old",
    [
        (
            ["double", "in-turn"],
            "tr",
            "onu yasal bir konuşma ile değiştirmelisiniz ve ortağınız artırımın sonuna kadar her sırasında pas geçmek zorundadır (Yasa 36B1, 36B2)",
            "her sırasında pas geçer (",
        ),
        (
            ["double", "in-turn"],
            "en",
            "you must substitute a legal call, and your partner must pass at every turn to the end of the auction (Laws 36B1, 36B2)",
            "; you make a legal call instead",
        ),
        (
            ["double", "out-of-turn"],
            "tr",
            "ortağınız artırımın sonuna kadar her sırasında pas geçmek zorundadır.",
            "her sırasında pas geçer.",
        ),
        (
            ["must-pass", "lho-called"],
            "tr",
            "sonraki sıralarınızda da pas geçmek zorundasınız.",
            "sonraki sıralarınızda da pas geçersiniz.",
        ),
        (
            ["must-pass", "not-yet"],
            "tr",
            "siz ve ortağınız her sıranızda pas geçmek zorundasınız (Yasa 37B2).",
            "her sıranızda pas geçersiniz",
        ),
        (
            ["above-seven", "not-yet"],
            "tr",
            "siz ve ortağınız her sıranızda pas geçmek zorundasınız.",
            "her sıranızda pas geçersiniz",
        ),
        (
            ["above-seven", "lho-called"],
            "tr",
            "siz ve ortağınız her sıranızda pas geçmek zorundasınız.",
            "her sıranızda pas geçersiniz",
        ),
    ],
)
def test_the_read_out_says_must_where_the_law_does(client, keys, lang, phrase, old):
    reads(client, SLUG, keys, lang, phrase)
    never_reads(client, SLUG, keys, lang, old)
