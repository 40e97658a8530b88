"""The card-from-dummy Endings of a rank named alone and of a card not in dummy say what declarer
then does with the paragraphs' own verb: he designates the card (TR "belirtmek"), as the Endings'
choosers already say.

46B3(b), TR (official): "... ancak yasal olarak oynanabilecek böyle iki veya daha fazla kart varsa,
deklaran hangisini istediğini belirtmek zorundadır."; WBF: "... but if there are two or more such
cards that can be legally played declarer must designate which is intended." The `now` (both
Endings) and the leading Ending's read-out said "hangisini istediğini söylemek zorundadır" / "he must
say which he means".

46B4, TR (official): "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır ve deklaran
herhangi bir yasal kartı belirtebilir."; WBF: "If declarer calls for a card that is not in dummy the
call is invalid and declarer may designate any legal card." The Turkish `now` and read-out said
"herhangi bir yasal kartı isteyebilir" (may ask for), where the English said "may designate"."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
RANK_ENDINGS = [["incomplete", "rank-only", "leading"], ["incomplete", "rank-only", "following"]]
NOT_IN_DUMMY = ["incomplete", "not-in-dummy"]


@pytest.mark.parametrize("keys", RANK_ENDINGS, ids="/".join)
@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "yasal olarak oynanabilecek böyle iki ya da daha fazla kart varsa hangisini istediğini belirtmek zorundadır (Yasa 46B3(b)).",
            "hangisini istediğini söylemek zorundadır",
        ),
        (
            "en",
            "if two or more such cards can legally be played, he must designate which he means (Law 46B3(b)).",
            "he must say which he means",
        ),
    ],
)
def test_46b3b_declarer_must_designate_on_the_page(client, keys, lang, said, old):
    guide_pages.says(client, SLUG, keys, lang, said)
    guide_pages.never_says(client, SLUG, keys, lang, old)


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "böyle iki ya da daha fazla kart varsa hangisini istediğinizi belirtmek zorundasınız (Yasa 46B3(b)).",
            "hangisini istediğinizi söylemek zorundasınız",
        ),
        (
            "en",
            "if two or more such cards can legally be played, you must designate which you mean (Law 46B3(b)).",
            "you must say which you mean",
        ),
    ],
)
def test_46b3b_declarer_must_designate_in_the_leading_read_out(client, lang, said, old):
    guide_pages.reads(client, SLUG, RANK_ENDINGS[0], lang, said)
    guide_pages.never_reads(client, SLUG, RANK_ENDINGS[0], lang, old)


def test_46b4_declarer_may_designate_any_legal_card_in_turkish(client):
    guide_pages.says(
        client,
        SLUG,
        NOT_IN_DUMMY,
        "tr",
        "bu istek yok sayılır ve deklaran herhangi bir yasal kartı belirtebilir (Yasa 46B4).",
    )
    guide_pages.never_says(client, SLUG, NOT_IN_DUMMY, "tr", "herhangi bir yasal kartı isteyebilir")
    guide_pages.reads(client, SLUG, NOT_IN_DUMMY, "tr", "herhangi bir yasal kartı belirtebilirsiniz (Yasa 46B4).")
    guide_pages.never_reads(client, SLUG, NOT_IN_DUMMY, "tr", "isteyebilirsiniz")
    guide_pages.says(client, SLUG, NOT_IN_DUMMY, "en", "declarer may designate any legal card (Law 46B4).")
