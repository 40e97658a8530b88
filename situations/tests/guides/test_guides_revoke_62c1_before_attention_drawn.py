"""The revoke guide's "not yet established" Endings state 62C1's time limit: the non-offending side
may take back the cards it played after the revoke *and before attention was drawn to it* (qa163;
the dummy-rights guide already said so).

62C1 (TR): "Kusursuz tarafın her iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış
olabileceği her kartı geri alabilir ve eline geri koyar. (Bkz. Yasa 16C.)" (WBF): "Each member of the
non-offending side may withdraw and return to his hand any card he may have played after the revoke
but before attention was drawn to it (see Law 16C)." The Endings said only "after the revoke"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "revoke"
NOT_YET = [["defender", "not-established"], ["declarer", "not-established"], ["dummy", "not-established"]]
NOW = {
    "tr": "Kusursuz taraf rönonstan sonra, buna dikkat çekilmeden önce oynadığı kartları geri alabilir (Yasa 62C1)",
    "en": "The non-offending side may take back cards it played after the revoke and before attention was drawn to it (Law 62C1)",
}
OLD = {
    "tr": "Kusursuz taraf rönonstan sonra oynadığı kartları geri alabilir (Yasa 62C1)",
    "en": "The non-offending side may take back cards played after the revoke (Law 62C1)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", NOT_YET, ids="/".join)
def test_the_non_offenders_take_back_only_cards_played_before_attention_was_drawn(client, keys, lang):
    says(client, SLUG, keys, lang, NOW[lang])
    never_says(client, SLUG, keys, lang, OLD[lang])
