"""The dummy's-rights guide's asked-revoke Ending (no 43A2 breach): its read-out says 62A's duty and
62C1's time limit, as its page does; its Director line says 9B1(a)'s "at once".

62A (TR): "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
zorundadır." (WBF): "A player must correct his revoke if attention is drawn to the irregularity before it
becomes established." (the 62A editor's note: the Turkish governs, "noticed")
62C1 (TR): "Kusursuz tarafın her iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış olabileceği
her kartı geri alabilir ve eline geri koyar." (WBF): "Each member of the non-offending side may withdraw
and return to his hand any card he may have played after the revoke but before attention was drawn to it."
9B1(a) (TR): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır." (WBF): "The Director should
be summoned at once when attention is drawn to an irregularity."

The read-out said "deklaran onu düzeltir" / "declarer corrects it" (what happens, where both texts say
must) and let "a defender who played after it" take his card back with no end to the time (62C1: only a
card played before attention was drawn to the revoke); the Director line cited 9B1(a) without its "at
once".
(qa233: the read-out goes on with 62C2, test_guides_dummy_asked_revoke_62c2_offending_side_next.py, so the
phrases end before its full stop.)"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["asked-revoke", "no-a2-violation"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "Rönons resmileşmeden fark edildiyse deklaran onu düzeltmek zorundadır (Yasa 62A); rönonstan sonra ve ona dikkat çekilmeden önce kart oynamış defans oyuncusu kartını geri alabilir (Yasa 62C1)",
            "deklaran onu düzeltir (Yasa 62A); ondan sonra kart oynamış",
        ),
        (
            "en",
            "If the revoke is noticed before it is established, declarer must correct it (Law 62A); a defender who played after the revoke and before attention was drawn to it may take his card back (Law 62C1)",
            "declarer corrects it (Law 62A); a defender who played after it may",
        ),
    ],
)
def test_the_read_out_says_62a_must_and_62c1_s_time(client, lang, new, old):
    reads(client, SLUG, KEYS, lang, new)
    never_reads(client, SLUG, KEYS, lang, old)


@pytest.mark.parametrize(
    "lang, new, old",
    [
        ("tr", "Rönons ortaya çıkarsa hakemi hemen çağırın (Yasa 9B1(a)).", "Rönons ortaya çıkarsa hakemi çağırın"),
        ("en", "Call the Director at once if a revoke comes to light (Law 9B1(a)).", "Call the Director if a revoke"),
    ],
)
def test_the_director_line_says_9b1a_at_once(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
