"""The guide to a card played on an opponent's misinformation (Law 47E), walked to each ending by
its GET URL in both languages: the page says the ruling a player would notice, and the ending
cites the paragraph that decides it (quoted beside each path: the Turkish official text, then the
WBF English)."""

import pytest
from django.utils.html import escape

from situations.content import BY_SLUG
from situations.tests.guides.test_guides import url_of
from tests.seen import seen

pytestmark = pytest.mark.django_db
SLUG = "card-played-on-misinformation"
GUIDE = BY_SLUG[SLUG]

# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 47E1: "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
    # kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir
    # yaptırım olmaksızın geri alınabilir ... Bu durumda yapılan bir çıkış veya oyun, soldaki rakip
    # tarafından kabul edilemez" / "A lead out of turn (or play of a card) is retracted without
    # further rectification if the player was mistakenly informed by an opponent that it was his
    # turn to lead or play ... A lead or play may not be accepted by his LHO in these circumstances".
    "told-my-turn/opponent": (
        "47E1",
        "soldaki rakip tarafından kabul edilemez",
        "His left-hand opponent may not accept such a lead or play",
    ),
    # 47E1 requires misinformation by the opponents (TR "rakipleri tarafından", which the guide
    # follows; WBF "by an opponent", the editor's note on 47E1): otherwise it is a lead out of turn,
    # 53A "(but see Law 47E1)".
    "told-my-turn/partner": (
        "53A",
        "Yasa 47E1 yalnızca oyuncu rakipleri tarafından yanlış bilgilendirildiyse uygulanır",
        "Law 47E1 applies only when the player was misinformed by his opponents",
    ),
    # 47E2(a): "düzeltilmiş bir açıklamadan önce oynadığı bir kartı, sadece o löveye daha sonra
    # başka kart oynanmamışsa herhangi bir onarma olmaksızın geri alabilir" / "may retract the card
    # he has played because of a mistaken explanation ... and before a corrected explanation,
    # without further rectification, but only if no card was subsequently played". The English
    # follows the official Turkish "o löveye" (to that trick), as the Turkish does (audit15a).
    "explanation-corrected/nothing-since": (
        "47E2(a)",
        "herhangi bir onarma olmaksızın geri alabilirsiniz",
        "without further rectification, but only if no other card has been played to that trick after it",
    ),
    # 47E2(b): "bir oyunu düzeltme olanağı kalmadığında, hakem ayarlı skor verebilir" / "When it is
    # too late to correct a play under (a) the Director may award an adjusted score."
    "explanation-corrected/card-since": (
        "47E2(b)",
        "hakem ayarlı skor verebilir",
        "the Director may award an adjusted score",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_follows_the_turkish_may_be_retracted_and_says_so(client, lang):
    """47E1: the Turkish official text "geri alınabilir" (may be retracted) against the WBF
    English "is retracted"."""
    page = client.get(url_of(SLUG, ["told-my-turn", "opponent"], lang)).content.decode()
    expected = (
        "Türkçe 47E1 kartın geri 'alınabileceğini'" if lang == "tr" else "its 47E1 says the card 'may be' retracted"
    )
    assert escape(expected) in seen(page)  # 47E1, written without the word for a Law, is a link


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_opening_lead_cannot_be_taken_back_once_dummy_faced_a_card(client, lang):
    # 47E2(a): "Yer herhangi bir kartını gösterdikten sonra atak geri alınamaz." / "An opening
    # lead may not be retracted after dummy has faced any card."
    page = client.get(url_of(SLUG, ["explanation-corrected", "nothing-since"], lang)).content.decode()
    expected = (
        "Yer herhangi bir kartını açtıktan sonra atak geri alınamaz"
        if lang == "tr"
        else "An opening lead may not be taken back once dummy has faced any card"
    )
    assert escape(expected) in page


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("path", ["explanation-corrected/nothing-since", "explanation-corrected/card-since"])
def test_47e2a_follows_the_turkish_to_that_trick_and_says_where_the_wbf_english_differs(client, path, lang):
    """47E2(a), Turkish (official): "sadece o löveye daha sonra başka kart oynanmamışsa" (only if no
    other card was subsequently played to that trick); WBF English: "but only if no card was
    subsequently played". The guide asks about the trick, as the Turkish does, and must say so."""
    page = client.get(url_of(SLUG, path.split("/"), lang)).content.decode()
    note = (
        "Türkçe 47E2(a) kartın, sadece &#x27;o löveye&#x27; sonradan başka kart oynanmamışsa geri alınabileceğini söyler"
        if lang == "tr"
        else "the WBF English says &#x27;only if no card was subsequently played&#x27;"
    )
    assert note in seen(page)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_lead_out_of_turn_on_partner_s_word_cites_law_55_within_53_to_56(client, lang):
    """The Ending says "Yasa 53-56 uygulanır" / "Laws 53-56 apply", and 47E1 is only for an
    opponent's word ("rakipleri tarafından yanlış bilgilendirilmişse" / "mistakenly informed by an
    opponent"). A declarer whom dummy, his partner, told it was his lead leads out of turn under 55:
    55A, TR "Deklaran kendisinin veya yerin elinden sırasız çıkış yapmışsa, herhangi bir defans
    oyuncusu ... çıkışı kabul edebilir veya geri alınmasını isteyebilir"; WBF "If declarer has led out
    of turn from his or dummy's hand then either defender may accept the lead ... or require its
    retraction". The Ending quoted 53A, 54 and 56 but not 55."""
    page = seen(client.get(url_of(SLUG, ["told-my-turn", "partner"], lang)).content.decode())
    assert ("Yasa 53-56 uygulanır" if lang == "tr" else "Laws 53-56 apply") in page
    for label in ("53A", "54", "55", "56"):
        assert f'data-label="{label}"' in page, label


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_41a_the_face_down_lead_may_be_withdrawn_and_the_card_must_go_back_to_the_hand(client, lang):
    """41A, Turkish (official): "Kapalı atak sadece usulsüzlükten sonra hakemin talimatı üzerine geri
    alınabilir, (Bkz. Yasa 47E ve 54) geri alınan kart defans oyuncusunun eline geri konmak
    zorundadır"; WBF English: "The face-down lead may be withdrawn only upon instruction of the
    Director after an irregularity (see Laws 47E and 54); the withdrawn card must be returned to the
    defender's hand." The Turkish page said "geri alınır" (is withdrawn) where both texts say "may",
    and both pages said the card "goes back" where both texts say it "must" be returned."""
    page = seen(client.get(url_of(SLUG, ["told-my-turn", "opponent"], lang)).content.decode())
    if lang == "tr":
        now = "hakemin talimatıyla geri alınabilir; geri alınan kart defans oyuncusunun eline geri konmak zorundadır"
    else:
        # the whole sentence: the page also quotes 41A itself, whose English has the WBF's words
        now = "after an irregularity; the withdrawn card must be returned to the defender's hand (Law 41A)"
    assert escape(now) in page
