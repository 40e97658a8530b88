"""qa89: the newer guides' own text (unintended call, inadmissible call, extraneous information,
asking questions) read sentence by sentence against the official Turkish and the WBF English
(docs/legal-review.md, "qa89"): where a page said other than the paragraph, or named a guide by
words that are neither its title nor the official text's.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

PARTNER_PLAY = ["card-seen-during", "partner-play"]


@pytest.mark.parametrize("show", [(says, never_says), (reads, never_reads)], ids=["page", "read-out"])
def test_45c1_a_defenders_card_held_for_partner_to_see_is_deemed_played(client, show):
    """45C1, official Turkish: "Bir defans oyuncusunun, yüzünü ortağının görebileceği biçimde
    tuttuğu kart, o löveye oynanmış sayılır"; WBF: "A defender's card held so that it is possible
    for his partner to see its face is deemed played to the current trick". The extraneous-
    information guide's English said such a card "must be played to the current trick": an
    obligation neither text states (the card is already played, "oynanmış sayılır"), on the page
    and in the read-out. The Turkish was right and stays."""
    present, absent = show
    # The sentence now goes on to 45C1's exception (45E) before its citation (qa191:
    # test_guides_extraneous_45c1_already_played_see_45e.py).
    present(client, "extraneous-information", PARTNER_PLAY, "en", "is deemed played to the current trick")
    absent(client, "extraneous-information", PARTNER_PLAY, "en", "must be played to the current trick")
    present(client, "extraneous-information", PARTNER_PLAY, "tr", "o löveye oynanmış sayılır")


def test_22b_advice_names_the_unintended_call_guide_by_its_title_and_the_official_words(client):
    """25A's heading, official Turkish: "İstem Dışı Konuşma" (WBF "Unintended Call"); the guide it
    points to is titled "İstem dışı konuşma ve konuşma değiştirme" / "Unintended call and change of
    call". 22B, TR "Dört oyuncunun pas geçmesi durumunda (ancak bkz. Yasa 25)"; WBF "all four
    players pass (but see Law 25)". The inadmissible-call guide's advice for a call after a
    passed-out auction sent the Turkish reader to a "kasıtsız konuşma rehberi": neither the official
    text's word (istem dışı) nor any guide's title."""
    keys = ["after-final-pass", "passed-out"]
    says(client, "inadmissible-call", keys, "tr", "Bkz. 'İstem dışı konuşma ve konuşma değiştirme' rehberi.")
    never_says(client, "inadmissible-call", keys, "tr", "kasıtsız")
    says(client, "inadmissible-call", keys, "en", "See the guide 'Unintended call and change of call'.")


@pytest.mark.parametrize(
    "keys, sentence",
    [
        (["disagree", "in-time", "pairs"], "the Director in charge shall rule on only the part"),
        (["who-decides", "committee"], "the Director in charge shall rule on only the part of the appeal"),
        (["who-decides", "no-committee"], "the Director in charge shall hear and rule on every appeal (Law 93A)"),
    ],
    ids=["pairs", "committee", "no-committee"],
)
def test_93_the_english_names_the_director_in_charge_as_the_wbf_does(client, keys, sentence):
    """93A, WBF: "The Director in charge shall hear and rule upon all appeals if there is no
    Appeals Committee"; 93B1: "The Director in charge shall hear and rule upon such part of the
    appeal as deals solely with the Law or regulations"; 93B2: "The Director in charge shall refer
    all other appeals for adjudication". Official Turkish: "Başhakem" in all three. The appeals
    guide's own English sentences said "the Chief Director" (the words of the site's English of 93,
    which the page quotes beside them, and of an editor's note on 93B3: both left); the Turkish stays."""
    says(client, "appeal", keys, "en", sentence)
    never_says(
        client,
        "appeal",
        keys,
        "en",
        "the Chief Director rules on only the part",
        "The Chief Director rules on only the part",
        "The Chief Director rules on the part",
        "the Chief Director hears and rules on every appeal",
    )
    says(client, "appeal", keys, "tr", "Başhakem")
