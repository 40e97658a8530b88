"""The hesitation guide's partner Ending quotes 16B2, which its Director line states and cites
(audit334): "If an opponent announces that he reserves the right to call the Director later and
your side disputes that unauthorised information might have been conveyed, your side should call
him at once (Law 16B2)" / "... tarafınız ... hakemi hemen çağırmalıdır (Yasa 16B2)".

16B2, TR (official): "Bir oyuncu bir rakibinin böyle bir bilgi verdiğini ve bunun zarara yol
açabileceğini düşündüğü zaman, ... daha sonra hakem çağırma hakkını saklı tutacağını bildirebilir
(rakipler izinsiz bilgi iletilmiş olabileceği savına karşı iseler, hakemi hemen çağırmalıdırlar)."
16B2, WBF: "When a player considers that an opponent has made such information available and that
damage could well result he may announce ... that he reserves the right to summon the Director later
(the opponents should summon the Director immediately if they dispute the fact that unauthorized
information might have been conveyed)."

The Director line is not among the sentences whose citations the page quotes (situations.views._named
reads `now`, the chooser, the advice and the options), and 16B2 was not among the Ending's
paragraphs: "The paragraphs it rests on" quoted 16B1, 16B1(a), 73A2, 73C1, 16B3 and 73C2, and the
reader could not open the paragraph the line cites (qa52 found the same on extraneous-information's
partner Ending and listed 16B2 there)."""

import pytest

from situations.tests.guides.guide_pages import page, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "hesitation", ["partner"]


@pytest.mark.parametrize(
    "lang, law, words",
    [
        (
            "tr",
            "/tr/yasa/",
            "rakipler izinsiz bilgi iletilmiş olabileceği savına karşı iseler, hakemi hemen çağırmalıdırlar",
        ),
        ("en", "/en/law/", "the opponents should summon the Director immediately if they dispute"),
    ],
)
def test_the_partner_ending_quotes_16b2_which_its_director_line_cites(client, lang, law, words):
    says(client, SLUG, KEYS, lang, "(Yasa 16B2)" if lang == "tr" else "(Law 16B2)")
    says(client, SLUG, KEYS, lang, f"{law}16B2/", words)
    assert 'data-label="16B2"' in page(client, SLUG, KEYS, lang)
