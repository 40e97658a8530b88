"""The revoke guide's "not yet established" Endings say whose cards the non-offending side may take
back under 62C1: the cards *it* played (audit330, docs/legal-review.md, Session 96).

62C1 (TR): "Kusursuz tarafın her iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış
olabileceği her kartı geri alabilir ve eline geri koyar. (Bkz. Yasa 16C.)" (WBF): "Each member of the
non-offending side may withdraw and return to his hand any card he may have played after the revoke
but before attention was drawn to it (see Law 16C)." The Turkish line said "oynadığı kartları" (the
cards it played); the English said "cards played after the revoke", which names no player and reads
as the offending side's cards too, whose change is 62C2's, in the same sentence."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "revoke"
NOT_YET = [["defender", "not-established"], ["declarer", "not-established"], ["dummy", "not-established"]]
NOW = {
    "tr": "Kusursuz taraf rönonstan sonra, buna dikkat çekilmeden önce oynadığı kartları geri alabilir (Yasa 62C1)",
    "en": "The non-offending side may take back cards it played after the revoke and before attention was drawn to it (Law 62C1)",
}
OLD_EN = "The non-offending side may take back cards played after the revoke"


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", NOT_YET, ids="/".join)
def test_the_non_offenders_take_back_the_cards_they_played(client, keys, lang):
    """The Turkish is pinned (it said the side's own cards already); the English had no "it"."""
    says(client, SLUG, keys, lang, NOW[lang])
    if lang == "en":
        never_says(client, SLUG, keys, lang, OLD_EN)
