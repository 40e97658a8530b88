"""The auction-exposure guide's statement of when Law 24 applies keeps the paragraph's "during the
auction" (qa218).

Law 24's opening (TR, official): "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle o
oyuncunun elindeki bir veya birkaç kartın yüzlerinin oyuncunun ortağı tarafından görülebilecek konuma
gelmiş bulunduğunu belirlerse"; WBF: "When the Director determines that during the auction, because of
a player's own error, one or more cards of that player's hand were in position for the face to be
seen by his partner".

Each Ending's first sentence (OWN_ERROR) said "Law 24 applies when the Director determines that,
because of a player's own error, a card of his was in position ..." / "Yasa 24, hakem bir oyuncunun
kendi hatası nedeniyle ...": the condition without its time. A card seen before the auction begins is
Law 16D1's (TR "artırım başlamadan (Ayrıca bkz. Yasa 13A) kendi masasındaki başka bir oyuncuya ait bir
kartı görmek"; WBF "by seeing a card belonging to another player at his own table before the auction
begins"), and a defender's card in the play Law 49's; the sentence that says when Law 24 applies says
"during the auction", as the extraneous-information guide's sentences on Law 24 do."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-exposed-in-auction"

SAID = {
    "tr": "Yasa 24, hakem artırım sırasında bir oyuncunun kendi hatası nedeniyle kartının yüzünün ortağı tarafından görülebilecek konuma geldiğini belirlediğinde uygulanır (Yasa 24).",
    "en": "Law 24 applies when the Director determines that during the auction, because of a player's own error, a card of his was in position for its face to be seen by his partner (Law 24).",
}
OLD = {
    "tr": "Yasa 24, hakem bir oyuncunun kendi hatası",
    "en": "Law 24 applies when the Director determines that, because of",
}


@pytest.mark.parametrize("keys", [["small"], ["honour-or-led"], ["two-or-more"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_law_24_applies_during_the_auction(client, lang, keys):
    guide_pages.says(client, SLUG, keys, lang, SAID[lang])
    guide_pages.never_says(client, SLUG, keys, lang, OLD[lang])


def test_the_fixture_s_law_24_says_during_the_auction():
    """The official Turkish the test quotes is the imported one."""
    from pathlib import Path

    text = Path(__file__).resolve().parents[3].joinpath("fixtures", "laws_tr.txt").read_text(encoding="utf-8")
    assert "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle" in text
