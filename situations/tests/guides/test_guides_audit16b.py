"""audit16b: the lead-out-of-turn and card-exposed-in-auction guides read sentence by sentence
against both texts of the 2017 Laws and against the engine's answers. Each test reads the guide's
page (its read-out included) as a player does, fails on the text it replaced, and quotes the
deciding paragraph: the official Turkish of fixtures/laws_tr.txt, then the WBF English. Where the
engine rules on the case, the test asks it too."""

import pytest

import rulings
from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

EXPOSED = "card-exposed-in-auction"
LEAD = "lead-out-of-turn"


# --- card-exposed-in-auction (Laws 24, 72C) ---------------------------------------------------------


# The page's and the read-out's sentence on the auction period, for one card and (24C) for several.
PERIOD = {
    "tr": {
        "one": (
            # the page in 24's modal since audit329 ("isteyecektir" / "shall require"), the read-out as it was
            "Hakem, kartın artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir",
            "Kart artırım süreci bitene kadar masada açık kalır",
        ),
        "several": (
            "Hakem, kartların artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir",
            "Kartlar artırım süreci bitene kadar masada açık kalır",
        ),
    },
    "en": {
        "one": (
            "shall require that the card be placed face up on the table until the auction period ends (Law 24); if the offender",
            "The card stays face up until the auction period ends; if you become",
        ),
        "several": (
            "shall require that the cards be placed face up on the table until the auction period ends (Law 24); if the offender",
            "The cards stay face up until the auction period ends; if you become",
        ),
    },
}


@pytest.mark.parametrize("key", ["small", "honour-or-led", "two-or-more"])
def test_24_the_card_stays_face_up_until_the_auction_period_ends(client, key):
    """24, the official Turkish: "bu durumdaki her bir kartın artırım süreci bitene kadar masanın
    üzerinde açık bırakılmasını isteyecektir" (until the auction *period* ends: 17D1, "Artırım
    süreci; artırımın Yasa 22A'ya uygun şekilde tamamlanmasından sonra, defans oyuncularından
    birisinin kartının ön yüzü görülecek şekilde atak yapması ile sona erer"); the WBF English: "the
    Director shall require that every such card be placed face up on the table until the auction
    ends". The guide said the WBF's "until the auction ends" ("artırım bitene kadar") in both
    languages, page and read-out, beside the editor's note on 24 that names the difference. Two or
    more cards (24C) are spoken of as cards (test_guides_cards_exposed_plural.py)."""
    count = "several" if key == "two-or-more" else "one"
    says(
        client,
        EXPOSED,
        [key],
        "tr",
        *PERIOD["tr"][count],
        "Editörün notu: Türkçe metne göre hakem, açığa çıkan her kartın",
    )
    never_says(
        client,
        EXPOSED,
        [key],
        "tr",
        "Açık kart artırım bitene kadar",
        "Kart artırım bitene kadar masada açık kalır",
        "Açık kartlar artırım bitene kadar",
    )
    says(
        client,
        EXPOSED,
        [key],
        "en",
        *PERIOD["en"][count],
        # the note's English says "placed", as our English of 24 does since eng308 (TR "açık bırakılmasını")
        "Editor's note: the Turkish text has every such card placed face up",
    )
    never_says(
        client,
        EXPOSED,
        [key],
        "en",
        "The card stays face up until the auction ends",
        "The cards stay face up until the auction ends",
    )


@pytest.mark.parametrize("key", ["honour-or-led", "two-or-more"])
def test_72c_the_adjustment_rests_on_the_director_s_judgement_that_the_offenders_gained(client, key):
    """24B and 24C: "kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek
    zorundadır. (Pas kusursuz tarafa zarar verdiğinde bkz. Yasa 72C.)" / "offender's partner must
    pass when next it is his turn to call (see Law 72C when a pass damages the non-offending side)".
    72C: "Oyunun sonunda, Hakem, kusurlu tarafın kendi ihlali sonucu kazanç sağladığına kanaat
    getirirse ayarlı skor uygular" / "At the conclusion of play the Director awards an adjusted score
    if he considers the offending side has gained an advantage through the irregularity". The page
    said "if the offending side gained an advantage", dropping the Director's second judgement and
    "through the irregularity". The engine makes the partner pass on both examples."""
    ending = BY_SLUG[EXPOSED].walk([key])[1]
    answer = rulings.answer(ending.engine.query)
    assert answer["partner_must_pass"] is True
    assert answer["laws"][0] == ("24B" if key == "honour-or-led" else "24C")
    says(
        client,
        EXPOSED,
        [key],
        "tr",
        # 72C's own verb since audit329 ("ayarlı skor uygular")
        "oyunun sonunda kusurlu tarafın kendi ihlali sonucu kazanç sağladığına kanaat getirirse ayarlı skor uygular",
    )
    never_says(client, EXPOSED, [key], "tr", "kusurlu taraf avantaj sağladıysa ayarlı skor verir")
    says(
        client,
        EXPOSED,
        [key],
        "en",
        "at the end of play if he considers that the offending side gained an advantage through the irregularity",
    )
    never_says(client, EXPOSED, [key], "en", "at the end of play if the offending side gained an advantage.")


# --- lead-out-of-turn (Laws 47E1, 53A, 55A) ---------------------------------------------------------


@pytest.mark.parametrize(
    "keys",
    [
        ["opening", "wrong-defender", "faced"],
        ["later", "defender"],
        ["later", "declarer", "defenders-turn"],
        ["later", "declarer", "wrong-hand"],
    ],
    ids="/".join,
)
def test_47e1_a_lead_out_of_turn_an_opponent_caused_is_set_apart(client, keys):
    """53A: "yüzü açık olarak yapılan her sırasız çıkış doğru çıkış olarak işlem görebilir (ancak bkz.
    47E1)" / "any lead faced out of turn may be treated as a correct lead (but see Law 47E1)"; 55A:
    "(Yanlış bilgilendirmeden sonra, bkz. Yasa 47E1.)" / "(after misinformation, see Law 47E1)".
    47E1: "Sırasız bir çıkış ..., çıkış yapan oyuncu çıkış sırasının kendisinde olduğu konusunda
    rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım olmaksızın geri alınabilir
    ... Bu durumda yapılan bir çıkış veya oyun, soldaki rakip tarafından kabul edilemez" / "A lead out
    of turn ... is retracted without further rectification if the player was mistakenly informed by
    an opponent that it was his turn to lead ... A lead or play may not be accepted by his LHO in
    these circumstances". The four Endings that offer to accept the lead stated the options with no
    word of that exception; they now name it and the guide that rules on it. The engine's examples
    are the ordinary case: it offers acceptance on each."""
    answer = rulings.answer(BY_SLUG[LEAD].walk(keys)[1].engine.query)
    assert "accept" in answer["decision"]["options"]
    says(
        client,
        LEAD,
        keys,
        "tr",
        "Oyuncu, çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirildiyse bunun yerine Yasa 47E1 uygulanır ('Kartı geri almak' rehberine bakın).",
    )
    says(
        client,
        LEAD,
        keys,
        "en",
        "If the player was misinformed by his opponents that it was his turn to lead, Law 47E1 applies instead (see the guide 'Taking a card back').",
    )
