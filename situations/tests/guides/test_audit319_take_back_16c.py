"""16C on the dummy-cards guide's "Take your card back" option, with its second half, the opponents'
withdrawn cards (audit319, session 95; the brief's question after qa302's premature-play option and
qa297's table line).

Both paragraphs that let the defender take his card back send him to 16C:
45D1, WBF "... a defender may withdraw and return to his hand a card played after the error but before
attention was drawn to it; ... (See Law 16C.)"; TR "... bir defans oyuncusu yanlışlıktan sonra ancak buna
dikkat çekilmeden önce oynadığı kartı eline geri alıp bir başkasıyla değiştirebilir; ... (Bkz. Yasa 16C.)"
45C4(b), WBF "... that opponent may withdraw the card so played, return it to his hand, and substitute
another (see Laws 47D and 16C1)"; TR "... ilk oynadığı kartı geri alıp yerine başka bir kart oynayabilir
(bkz. Yasalar 47D ve 16C1."

16C1, WBF "For a non-offending side, all information arising from a withdrawn action is authorized,
whether the action be its own or its opponents'." TR "Kusursuz taraf için, geri alınmış eylemden
kaynaklanan tüm bilgiler, gerek kendileri, gerekse rakipleri tarafından yapmış olsun; yasaldır."
16C2, WBF "For an offending side, information arising from its own withdrawn action and from withdrawn
actions of the non-offending side is unauthorized." TR "Kusurlu taraf için, geri alınmış eylemden – gerek
kendileri gerekse rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."

The option said nothing of 16C. Now its "For" says 16C1 for the card he withdraws and his opponents'
(dummy's unnamed card, declarer's changed designation) on both Endings, and 16C2 for declarer's side
after 45D1 only, where dummy's unnamed card makes it the offending side; after a slip of the tongue
45C4(b) names 16C1 alone.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG = "card-from-dummy"
AFTER_45D1 = ["wrong-card", "not-yet"]
AFTER_SLIP = ["changed", "slip", "not-yet"]
BOTH_EN = "Information arising from the card you withdraw and from any card your opponents have withdrawn is authorised for your side"
BOTH_TR = "Geri aldığınız karttan ve rakiplerinizin geri aldığı kartlardan gelen bilgi sizin tarafınız için izinlidir"


def test_after_45d1_both_halves_and_16c2_for_declarer_s_side(client):
    says(
        client,
        SLUG,
        AFTER_45D1,
        "en",
        BOTH_EN + "; information arising from the card you withdraw is unauthorised for the offending side "
        "(declarer's) (Laws 16C1, 16C2).",
    )
    says(
        client,
        SLUG,
        AFTER_45D1,
        "tr",
        BOTH_TR + "; geri aldığınız karttan gelen bilgi kusurlu taraf (deklaranın tarafı) için izinsizdir "
        "(Yasa 16C1, 16C2).",
    )


def test_after_a_slip_16c1_only(client):
    says(client, SLUG, AFTER_SLIP, "en", BOTH_EN + " (Law 16C1).")
    says(client, SLUG, AFTER_SLIP, "tr", BOTH_TR + " (Yasa 16C1).")
    never_says(client, SLUG, AFTER_SLIP, "en", "(Laws 16C1, 16C2)")
    never_says(client, SLUG, AFTER_SLIP, "tr", "(Yasa 16C1, 16C2)")
