"""The revoke guide's 64B Endings say 62C3's modal in the Turkish as the English does (qa216).

62C3 (TR): "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca birisi bir
sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir (bkz.Yasa 16C2). Defans
tarafının geri almış olduğu tüm kartlar cezalı kart durumuna dönüşür."
(WBF): "If both sides revoke on the same trick and only one side has played to the subsequent
trick, then both revokes must be corrected (see Law 16C2). Every card withdrawn by the defending side
becomes a penalty card."
The English line said "both revokes must be corrected"; the Turkish said "iki rönons da düzeltilir"
(are corrected), where the official text says "düzeltilmesi gerekir" (must be corrected), as 62D1's
"düzeltilmelidir" beside it on the same page (qa183)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
NO_TRANSFER = [[offender, "established", "64b-case"] for offender in ("defender", "declarer")]


@pytest.mark.parametrize(
    "lang, stated, old",
    [
        (
            "tr",
            "her iki rönonsun da düzeltilmesi gerekir; defans tarafının geri aldığı her kart cezalı kart olur (Yasa 62C3).",
            "iki rönons da düzeltilir;",
        ),
        (
            "en",
            "both revokes must be corrected; every card the defending side withdraws becomes a penalty card (Law 62C3).",
            "both revokes are corrected",
        ),
    ],
)
@pytest.mark.parametrize("keys", NO_TRANSFER, ids="/".join)
def test_62c3_both_revokes_must_be_corrected(client, keys, lang, stated, old):
    guide_pages.says(client, SLUG, keys, lang, stated)
    guide_pages.never_says(client, SLUG, keys, lang, old)
