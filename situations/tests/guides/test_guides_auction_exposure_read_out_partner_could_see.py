"""What the Director reads aloud after a card exposed during the auction opens with Law 24's own
condition: the card was where the offender's partner could see its face, not "was seen".

Law 24's opening (TR, official): "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle o
oyuncunun elindeki bir veya birkaç kartın yüzlerinin oyuncunun ortağı tarafından görülebilecek konuma
gelmiş bulunduğunu belirlerse"; WBF: "When the Director determines that during the auction, because of
a player's own error, one or more cards of that player's hand were in position for the face to be
seen by his partner".

Law 24 asks neither that anybody saw the card nor is it about a card only an opponent could see; the
read-outs said "One small card of yours was seen" / "Küçük bir kartınız göründü" (and the same for
an honour and for two or more cards), which a player reads as "somebody saw it". The Ending's own
`now` (OWN_ERROR) says the partner could see it; the read-outs now say it too."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-exposed-in-auction"


@pytest.mark.parametrize(
    "keys, lang, phrase, old",
    [
        (["small"], "tr", "Küçük bir kartınız ortağınızın görebileceği konuma geldi.", "Küçük bir kartınız göründü."),
        (["small"], "en", "Your partner could see one small card of yours.", "One small card of yours was seen."),
        (
            ["honour-or-led"],
            "tr",
            "Bir onörünüz ortağınızın görebileceği konuma geldi ya da erken çıktınız.",
            "Bir onörünüz göründü ya da erken çıktınız.",
        ),
        (
            ["honour-or-led"],
            "en",
            "Your partner could see your honour, or you led too early.",
            "An honour of yours was seen, or you led too early.",
        ),
        (
            ["two-or-more"],
            "tr",
            "İki ya da daha fazla kartınız ortağınızın görebileceği konuma geldi.",
            "İki ya da daha fazla kartınız göründü.",
        ),
        (
            ["two-or-more"],
            "en",
            "Your partner could see two or more of your cards.",
            "Two or more of your cards were seen.",
        ),
    ],
)
def test_the_read_out_says_the_partner_could_see_the_card(client, keys, lang, phrase, old):
    guide_pages.reads(client, SLUG, keys, lang, phrase)
    guide_pages.never_reads(client, SLUG, keys, lang, old)
