"""The premature-play guide in each paragraph's own verb (audit314, session 95; CONTRIBUTING.md, "Add a
situation guide", point 1): the English the WBF's word, the Turkish the official text's. Each case failed on
the old text.

57B, TR "Kusurlu oyuncunun ortağı deklaranın seçtiği düzeltmeyi yerine getiremediğinde (bkz yukarıdaki A
bendi), Yasa 59 uyarınca herhangi bir kartı oynayabilir."; WBF "When offender's partner is unable to comply
with the rectification selected by declarer (see A above) he may play any card, as provided in Law 59." The
"Against" of the highest-card and lowest-card options and the 57A read-out said "plays" / "oynar"; now "may
play" / "oynayabilir" (the `now` line CANNOT_COMPLY already did). The English read-out keeps its 90 words
("If unable" for "Unable to comply").

45F, TR "Oyun sonunda hakem yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara
uğradığına karar verirse ayarlı bir skor atar."; WBF "At the end of the play the Director shall award an
adjusted score if he considers dummy suggested a play to declarer and the defenders were damaged by the play
suggested." The dummy-acted Ending's English said "the Director awards": now "shall award"; the Turkish
"atar" is the official present and stays.

57D, TR "Oynadığı kart yasal olarak o lövede oynanabilir durumda ise, o kart sırası geldiğinde oynanır,
aksi takdirde o kart majör cezalı kart haline gelir."; WBF "If his card can be legally played to the trick,
it must be played at his proper turn: otherwise, it becomes a major penalty card." The English keeps the
WBF's "must be played"; the Turkish said the WBF's "must" ("oynanmak zorundadır", in the read-out "onu
oynamak zorundasınız"): now the official present "oynanır", on the page and in the read-out."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
BEFORE_PARTNER = ["before-partner", "none"]
DUMMY_ACTED = ["before-partner", "dummy-acted"]
AT_RHO_TURN = ["at-rho-turn"]

CON_57B = {
    "tr": ("O renkte kartı yoksa yasal herhangi bir kartı oynayabilir (Yasa 57B).", "kartı oynar (Yasa 57B)"),
    "en": ("If he has none of the suit, he may play any legal card (Law 57B).", "he plays any legal card"),
}
READ_57B = {
    "tr": ("Ortağı seçtiğinizi yapamıyorsa yasal herhangi bir kartı oynayabilir (Yasa 57B).", "kartı oynar (Yasa 57B)"),
    "en": ("If unable, his partner may play any legal card (Law 57B).", "his partner plays any legal card"),
}
NOW_57D = "Kart o löveye yasal olarak oynanabiliyorsa sırası geldiğinde oynanır; oynanamıyorsa majör cezalı kart olur (Yasa 57D)."
READ_57D = "Kartınız bu löveye yasal olarak oynanabiliyorsa, sıranız geldiğinde oynanır; oynanamıyorsa majör cezalı kart olur (Yasa 57D)."


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_57b_may_play_in_the_options_against(client, lang):
    new, old = CON_57B[lang]
    says(client, SLUG, BEFORE_PARTNER, lang, new)
    never_says(client, SLUG, BEFORE_PARTNER, lang, old)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_57b_may_play_in_the_read_out(client, lang):
    new, old = READ_57B[lang]
    reads(client, SLUG, BEFORE_PARTNER, lang, new)
    never_reads(client, SLUG, BEFORE_PARTNER, lang, old)


def test_45f_shall_award_in_english(client):
    says(
        client, SLUG, DUMMY_ACTED, "en", "at the end of play the Director shall award an adjusted score if he considers"
    )
    never_says(client, SLUG, DUMMY_ACTED, "en", "the Director awards an adjusted score")
    says(client, SLUG, DUMMY_ACTED, "tr", "karar verirse ayarlı bir skor atar (Yasa 45F)")


def test_57d_official_present_in_turkish(client):
    says(client, SLUG, AT_RHO_TURN, "tr", NOW_57D)
    reads(client, SLUG, AT_RHO_TURN, "tr", READ_57D)
    never_says(client, SLUG, AT_RHO_TURN, "tr", "oynanmak zorundadır; oynanamıyorsa")
    never_reads(client, SLUG, AT_RHO_TURN, "tr", "oynamak zorundasınız")
    says(
        client,
        SLUG,
        AT_RHO_TURN,
        "en",
        "If his card can legally be played to the trick, it must be played at his proper turn",
    )
    reads(client, SLUG, AT_RHO_TURN, "en", "you must play it at your proper turn")
