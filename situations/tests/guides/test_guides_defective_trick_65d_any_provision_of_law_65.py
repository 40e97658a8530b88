"""65D's second sentence in the defective-trick guide: whose rights are jeopardised (docs/legal-review.md,
Session 87 (qa201); qa192 noticed it, Session 86).

65D, official Turkish: "Bir oyuncu, kazanılmış olan lövelerin sayısında anlaşmaya varılıncaya kadar,
oynanmış kartlarının sırasını bozamaz. Bu Yasanın getirdiği hükümlere uymayan her oyuncu kuşkulu
lövelerin kazanılması veya rönons konularında talep (veya ret) haklarını tehlikeye sokar." WBF: "A
player should not disturb the order of his played cards until agreement has been reached on the number
of tricks won. A player who fails to comply with the provisions of this Law jeopardizes his right to
claim ownership of doubtful tricks or to claim (or deny) a revoke."

"This Law" is Law 65: turning the card face down (65A), pointing it toward the side that won the trick
(65B1, 65B2), the orderly row (65C) and 65D's first sentence. The guide said "a player who does"
(disturbs the order), only 65D's first sentence; on the Ending of a card pointed the wrong way the
player's own failure is 65B's, which the sentence then did not reach. Both Endings that say it now name
the provisions of Law 65."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG = "defective-trick"
ENDINGS = [["pointed-wrong", "later"], ["see-cards", "after-play"]]
NOW = {
    "tr": "Yasa 65'in hükümlerine uymayan her oyuncu kuşkulu lövelerin kazanılması ya da rönons konusundaki talep (veya ret) haklarını tehlikeye sokar (Yasa 65D)",
    "en": "a player who fails to comply with the provisions of Law 65 jeopardises his right to claim ownership of doubtful tricks or to claim (or deny) a revoke (Law 65D)",
}
BEFORE = {"tr": "bozan oyuncu kuşkulu", "en": "a player who does jeopardises"}


@pytest.mark.parametrize("keys", ENDINGS, ids="/".join)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_any_player_who_fails_to_comply_with_law_65_jeopardises_his_rights(client, lang, keys):
    says(client, SLUG, keys, lang, NOW[lang])
    never_says(client, SLUG, keys, lang, BEFORE[lang])
