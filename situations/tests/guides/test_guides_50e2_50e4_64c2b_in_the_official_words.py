"""50E2, 50E4 and 64C2(b) in the official words where the guides said them in others (session 86,
qa193; qa183 read them and left them).

50E2, TR "Cezalı kartın, Yasa 50D2(a) kapsamında, ele geri konmasından gelen bilgi, bu cezalı karta
sahip oyuncunun ortağı için izinsizdir (bkz. Yasa 16C), ama deklaran için izinlidir."; WBF "Information
derived from a penalty card that has been returned to hand [as per Law 50D2(a)] is unauthorized for the
partner of the player who had the penalty card (see Law 16C), but authorized for declarer." The Turkish
line said "Ele dönen cezalı karttan gelen bilgi" (the WBF's words put into Turkish); it now says the
official "ele geri konmasından gelen bilgi". The English keeps the WBF's.

50E4, TR "Hakem, ayarlı skoru belirlerken, cezalı kart(lar)ın söz konusu olmadığı şartlar çerçevesinde
gerçekleşebilecek olası sonuca en yakın duruma ulaşmayı hedefler."; WBF "In his adjustment, he should
seek to recover as nearly as possible the probable outcome of the board without the effect of the
penalty card(s)." An aim in both texts; the guide said it as done: "skoru ... olası sonuca en yakın
biçimde belirler" / "as near as possible to the probable outcome".

64C2(b), TR "Her iki taraf aynı bordda rönons yaparsa (bkz yukarıda Madde B7) ve hakem taraflardan
birinin zarar görmüş olduğuna kanaat getirirse, bordu herhangi bir rönons yapılmamış gibi
değerlendirerek ayarlı skor uygular."; WBF "When both sides have revoked on the same board (see B7 above)
and the Director deems that a contestant has been damaged, he shall award an adjusted scored based on
the likely result had no revokes occurred." The Turkish line said the WBF's "hiç rönons olmasaydı olası
sonuca göre"; the English keeps the WBF's.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

RETURNED = [("revoke", ["defender", "not-established"]), ("lead-out-of-turn", ["opening", "wrong-defender", "faced"])]
DAMAGE = [("exposed-card", ["defender", "small"]), ("exposed-card", ["defender", "honour-or-intended"])]
BOTH_SIDES = [("revoke", [offender, "established", "64b-case"]) for offender in ("defender", "declarer")]


@pytest.mark.parametrize("slug, keys", RETURNED)
def test_50e2_information_from_the_return_of_the_card_in_the_official_turkish(client, slug, keys):
    says(
        client,
        slug,
        keys,
        "tr",
        "Cezalı kartın ele geri konmasından gelen bilgi sizin için izinli, kartın sahibinin ortağı için "
        "izinsizdir (Yasa 50E2; bkz. Yasa 16C).",
    )
    never_says(client, slug, keys, "tr", "Ele dönen cezalı karttan gelen bilgi")


@pytest.mark.parametrize("slug, keys", DAMAGE)
@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "ayarlı skoru belirlerken, cezalı kart(lar)ın söz konusu olmadığı şartlar çerçevesinde "
            "gerçekleşebilecek olası sonuca en yakın duruma ulaşmayı hedefler (Yasa 50E4)",
            "olası sonuca en yakın biçimde belirler",
        ),
        (
            "en",
            "in his adjustment he should seek to recover as nearly as possible the probable outcome of the board "
            "without the effect of the penalty card(s) (Law 50E4)",
            "as near as possible to the probable outcome",
        ),
    ],
)
def test_50e4_the_adjustment_seeks_the_probable_outcome(client, slug, keys, lang, said, old):
    says(client, slug, keys, lang, said)
    never_says(client, slug, keys, lang, old)


@pytest.mark.parametrize("slug, keys", BOTH_SIDES)
def test_64c2b_the_board_treated_as_though_no_revoke_had_been_made(client, slug, keys):
    says(
        client,
        slug,
        keys,
        "tr",
        "bordu herhangi bir rönons yapılmamış gibi değerlendirerek ayarlı skor uygular (Yasa 64C2(b))",
    )
    never_says(client, slug, keys, "tr", "hiç rönons olmasaydı olası sonuca göre")
