"""The hesitation guide's "call him when it happens" rests on footnote 5 to 16B3, and now says the
footnote and names it (session 89, qa222, from qa207's reading).

16B3, TR "Bir oyuncu, bir rakibinin mantıklı alternatifler arasından böyle bir bilginin öne çıkarmış
olabileceği bir alternatifi seçtiğine dair, sağlam bir gerekçesi olduğuna inanıyorsa, oyun bittikten
sonra hakemi çağırmalıdır5."; WBF "When a player has substantial reason to believe that an opponent who
had a logical alternative has chosen an action suggested by such information, he should summon the
Director when play ends.5"
Footnote 5, TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz"; WBF "It is not an
infraction to call the Director earlier or later."

16B3 has the Director called when play ends; 16B2 gives a reservation to call him later. Calling him
when the hesitation happens is allowed by the footnote alone ("hemen" / "earlier"). The Director line
said "Duraksama olduğunda hakemi çağırabilirsiniz." / "You may call him when it happens." citing
nothing, and the quotation of 16B3 beside the Ending shows neither the footnote's text nor its marker.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["opponent"]
LINE = {
    "tr": (
        "Duraksama olduğunda hakemi çağırabilirsiniz: hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz (Yasa 16B3'ün dipnotu).",
        "Duraksama olduğunda hakemi çağırabilirsiniz. Rakibin",
    ),
    "en": (
        "You may call him when it happens: it is not an infraction to call the Director earlier or later (footnote to Law 16B3).",
        "You may call him when it happens. If you consider",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_call_now_line_says_and_names_footnote_5(client, lang):
    new, old = LINE[lang]
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
