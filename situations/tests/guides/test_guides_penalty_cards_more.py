"""The guide to two or more penalty cards and a penalty card not played (Laws 51, 52, with 61A and
64B3), walked by its GET URLs in both languages: each ending says the ruling a player would notice
and cites the paragraph that decides it, quoted here in the official Turkish (fixtures/laws_tr.txt)
and the WBF English (2017, ACBL printing). Written from the Laws' text; each ending also shows the
engine's ruling on an example, and the last tests check that the ending's text names what the
engine decides."""

import pytest
from django.utils.html import escape

import rulings
from situations.content import BY_SLUG
from situations.engine_words import ask, describe
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"


def page(client, keys: list[str], lang: str) -> str:
    return guide_pages.page(client, SLUG, keys, lang)


def says(client, keys, lang, *phrases):
    guide_pages.says(client, SLUG, keys, lang, *phrases)


# path -> (deciding paragraph, Turkish phrase shown, English phrase shown)
# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 51A: TR "yasal olarak oynanabilecek iki veya daha fazla cezalı karta sahipse, o lövede
    # hangisinin oynanacağını deklaran belirtir"; WBF "declarer designates which is to be played at
    # that turn".
    ("two-or-more", "offender-to-play"): (
        "51A",
        "hangisinin oynanacağını deklaran belirtir (Yasa 51A)",
        "declarer designates which one is played (Law 51A)",
    ),
    # 51B1(a): TR "o renkteki kartlar artık cezalı kart olmaktan çıkarlar ve ait oldukları ele geri
    # konulurlar"; WBF "the cards of that suit are no longer penalty cards and are picked up".
    ("two-or-more", "partner-to-lead", "one-suit"): (
        "51B1(a)",
        "o renkteki kartlar artık cezalı kart değildir ve ele geri konur",
        "the cards of that suit are no longer penalty cards and are picked up",
    ),
    # 51B2(b): TR "defans oyuncusu deklaranın yasakladığı her renkteki bütün cezalı kartlarını eline
    # geri koyar"; WBF "the defender then picks up every penalty card in every suit prohibited by
    # declarer".
    ("two-or-more", "partner-to-lead", "several-suits"): (
        "51B2(b)",
        "yasaklanan her renkteki bütün cezalı kartlar ele geri konur",
        "every penalty card in every forbidden suit is picked up",
    ),
    # 52B: TR "1. (a) ... deklaran bu çıkış veya oyunu kabul edebilir ... 2. ... defans oyuncusu bu
    # kartı cezalı kart ile değiştirmek zorundadır"; WBF "(a) ... declarer may accept such lead or
    # play ... 2. ... the defender must substitute the penalty card for the card illegally played".
    ("not-played", "not-yet"): (
        "52B2",
        "oynadığı kartın yerine cezalı kartı koymak zorundadır",
        "must substitute the penalty card for the card he played",
    ),
    # 52B1(b): TR "Deklaran, bundan sonra kendi elinden veya yerden bir kart oynarsa bu çıkış veya
    # oyunu kabul etmek zorundadır."; WBF "Declarer must accept such lead or play if he has
    # thereafter played from his own hand or dummy."
    ("not-played", "declarer-played"): (
        "52B1(b)",
        "bu çıkışı ya da oyunu kabul etmek zorundadır (Yasa 52B1(b))",
        "so he must accept that lead or play (Law 52B1(b))",
    ),
    # 63B: TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez ... ve rönonsun meydana geldiği
    # löve oynandığı gibi kalır."; WBF "Once a revoke is established, it may no longer be corrected ...
    # and the trick on which the revoke occurred stands as played." (qa244)
    ("not-played", "next-trick"): (
        "63B",
        "artık düzeltilemez ve rönonsun meydana geldiği löve oynandığı gibi kalır (Yasa 63B)",
        "may no longer be corrected, and the trick on which it occurred stands as played (Law 63B)",
    ),
}


def test_a_prohibition_lasts_while_the_partner_keeps_the_lead(client):
    """51B1(b) and 51B2(b): "The prohibition continues until the player loses the lead." (TR "Eli
    başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder.")"""
    says(
        client,
        ["two-or-more", "partner-to-lead", "one-suit"],
        "en",
        "the prohibition continues until the offender's partner loses the lead (Law 51B1(b))",
    )
    says(
        client,
        ["two-or-more", "partner-to-lead", "several-suits"],
        "tr",
        "yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder (Yasa 51B2(b))",
    )


def test_declarer_may_leave_the_lead_free_and_choose_again_next_trick(client):
    """51B2(c): "declarer may elect not to require or prohibit a lead, in which case the defender's
    partner may lead any card and the penalty cards remain on the table"; footnote 16: "If the
    partner of the defender with the penalty cards retains the lead, then all the requirements and
    options of Law 51B2 apply again at the following trick." (TR "tüm cezalı kartlar masa üzerinde
    yüzleri açık şekilde kalır"; "Yasa 51B2 hüküm ve seçeneklerinin tamamı bir sonraki löve için de
    geçerlidir")."""
    keys = ["two-or-more", "partner-to-lead", "several-suits"]
    _, ending = BY_SLUG[SLUG].walk(keys)
    assert [o.name.en for o in ending.options] == [
        "Require one of the suits",
        "Forbid one or more suits",
        "Leave the lead free",
    ]
    says(client, keys, "en", "all the options of Law 51B2 are yours again at the next trick")
    says(client, keys, "tr", "bütün cezalı kartlar masada açık kalır")


def test_the_offender_may_not_take_back_his_card_and_every_card_illegally_played_is_major(client):
    """52A: "he may not, on his own initiative, withdraw any other card he has played" (TR "kendi
    inisiyatifiyle, geri alamaz"); 52B2: "Every card illegally led or played by the defender in the
    course of committing the irregularity becomes a major penalty card." (TR "majör cezalı karta
    dönüşür"); 52B1(c): "any unplayed penalty card remains a penalty card" (TR "oynanmayan her cezalı
    kart cezalı kart olarak kalır")."""
    keys = ["not-played", "not-yet"]
    _, ending = BY_SLUG[SLUG].walk(keys)
    assert [o.name.en for o in ending.options] == ["Accept the card played", "Require the penalty card"]
    says(
        client,
        keys,
        "en",
        "may not, on his own initiative, withdraw any other card he has played (Law 52A)",
        "becomes a major penalty card (Law 52B2)",
        "every unplayed penalty card remains a penalty card (Laws 52B1(a), 52B1(c))",
    )
    says(
        client,
        keys,
        "tr",
        "oynadığı başka bir kartı kendiliğinden geri alamaz (Yasa 52A)",
        "majör cezalı kart olur (Yasa 52B2)",
    )


@pytest.mark.parametrize("keys", [["not-played", "not-yet"], ["not-played", "declarer-played"]], ids="/".join)
def test_a_penalty_card_not_played_is_a_revoke_without_automatic_transfer(client, keys):
    """61A: "failure to lead or play, when able, a card or suit required by law ... constitutes a
    revoke" (TR "olanak varken, çıkmamak ya da oynamamak rönons teşkil eder"); 64B3: no automatic
    trick adjustment if "the revoke was made in failing to play a penalty card" (TR "Rönons, cezalı
    bir kartın oynanmaması ... sonucu meydana gelmişse"); 64C1 the Director redresses damage."""
    _, ending = BY_SLUG[SLUG].walk(keys)
    assert {"61A", "64B3", "64C1"} <= set(ending.laws)
    says(client, keys, "en", "is a revoke (Law 61A)", "there is no automatic trick adjustment (Law 64B3)")
    says(client, keys, "tr", "rönonstur (Yasa 61A)", "otomatik löve ayarlaması yapılmaz (Yasa 64B3)")


def test_the_guide_sends_a_single_penalty_card_to_the_exposed_card_guide(client):
    """The single penalty card is the guide 'A card exposed or dropped during the play'; this guide
    names it rather than repeating it."""
    assert BY_SLUG["exposed-card"].title.en == "A card exposed or dropped during the play"
    says(client, [], "en", "are in the guide 'A card exposed or dropped during the play'")
    says(client, [], "tr", "'Oyunda görünen ya da düşen kart' rehberindedir")


# --- the engine's ruling on each ending's example ------------------------------------------------


def engine_of(keys: list[str]) -> tuple:
    """(the ending, the query, the engine's answer asked afresh)."""
    _, ending = BY_SLUG[SLUG].walk(keys)
    query, _ = ask(ending.engine)
    return ending, query, rulings.answer(query)


def played_out(query: dict) -> dict:
    """The example played on to the end with the first legal card each time, declarer leaving
    the lead free whenever 50D2 asks him (his other choices would not change the revoke)."""
    play = list(query["play"])
    while (state := rulings.answer({**query, "play": play}))["turn"] is not None:
        decision = state["decision"]
        if decision:
            assert decision["options"] == ["require_lead", "forbid_lead", "no_restriction"], decision
            play.append({"act": "no_restriction", "seat": decision["by"]})
        else:
            play.append(f"{state['turn']}:{state['legal'][0]}")
    return {**query, "q": "result", "vul": False, "play": play}


def shows(client, keys, answer, query):
    for lang in ("tr", "en"):
        text = page(client, keys, lang)
        assert [s for s in describe(answer, query, lang) if escape(s) not in text] == [], lang


def test_the_engine_leaves_the_choice_between_two_penalty_cards_to_declarer(client):
    """51A: "If it is a defender's turn to play and that defender has two or more penalty cards that
    can legally be played, declarer designates which is to be played at that turn." (TR "Sıra
    kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla cezalı karta
    sahipse, o lövede hangisinin oynanacağını deklaran belirtir."); 50B: with two or more "all such
    cards become major penalty cards" (TR "bütün bu kartlar majör cezalı karta dönüşür")."""
    keys = ["two-or-more", "offender-to-play"]
    ending, query, answer = engine_of(keys)
    # West, void in spades, may play only his two penalty cards; which one is declarer's to say.
    assert answer["turn"] == "W" and answer["legal"] == ["D5", "C5"]
    assert {p["kind"] for p in answer["penalty_cards"]} == {"major"}
    assert answer["laws"][0] == "51A" and "51A" in ending.laws
    assert ending.chooser.en == "Declarer."
    says(client, keys, "en", "When a defender has two or more penalty cards, all of them are major")
    shows(client, keys, answer, query)


@pytest.mark.parametrize(
    "keys, laws",
    [
        (["two-or-more", "partner-to-lead", "one-suit"], ["51B1(a)", "51B1(b)", "50D2(b)"]),
        (["two-or-more", "partner-to-lead", "several-suits"], ["51B2(a)", "51B2(b)", "51B2(c)"]),
    ],
    ids=["one-suit", "several-suits"],
)
def test_the_engine_gives_declarer_the_three_lead_options_the_ending_names(client, keys, laws):
    """51B1 (one suit): declarer "requires" (a) or "prohibits" (b) the lead of that suit, or under
    50D2(b) neither; 51B2 (several suits): (a) require one of them, (b) prohibit one or more, (c)
    "elect not to require or prohibit a lead" (TR "isterse", "yasaklarsa"; "isteyebilir",
    "yasaklayabilir", "isteme veya yasaklama hakkını kullanmamayı tercih edebilir")."""
    ending, query, answer = engine_of(keys)
    assert answer["decision"] == {"by": "S", "options": ["require_lead", "forbid_lead", "no_restriction"]}
    assert answer["laws"][:3] == laws
    assert set(laws) <= set(ending.laws)
    assert len(ending.options) == 3 and ending.chooser.en == "Declarer."
    shows(client, keys, answer, query)


def test_the_engine_lets_declarer_accept_or_reject_the_card_played_instead(client):
    """52B1(a): "declarer may accept such lead or play"; 52B2: "If declarer does not accept ... the
    defender must substitute the penalty card" (TR "deklaran bu çıkış veya oyunu kabul edebilir";
    "defans oyuncusu bu kartı cezalı kart ile değiştirmek zorundadır")."""
    keys = ["not-played", "not-yet"]
    ending, query, answer = engine_of(keys)
    assert answer["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert answer["laws"][:2] == ["52B1(a)", "52B2"]
    assert {"52B1(a)", "52B2"} <= set(ending.laws)
    assert [o.name.en for o in ending.options] == ["Accept the card played", "Require the penalty card"]
    rejected = rulings.answer({**query, "play": [*query["play"], {"act": "reject", "seat": "S"}]})
    assert rejected["legal"] == ["DJ"]  # the penalty card, substituted (52B2)
    assert {"seat": "E", "card": "DT", "kind": "major"} in rejected["penalty_cards"]
    shows(client, keys, answer, query)


def test_after_declarer_plays_on_the_engine_holds_the_card_and_the_revoke_transfers_nothing(client):
    """52B1(b): "Declarer must accept such lead or play if he has thereafter played from his own hand
    or dummy." (TR "Deklaran, bundan sonra kendi elinden veya yerden bir kart oynarsa bu çıkış veya
    oyunu kabul etmek zorundadır."); 61A makes the failure a revoke; 64B3: no automatic trick
    adjustment if "the revoke was made in failing to play a penalty card" (TR "Rönons, cezalı bir
    kartın oynanmaması ... sonucu meydana gelmişse"); 64C: the Director may still adjust."""
    keys = ["not-played", "declarer-played"]
    ending, query, answer = engine_of(keys)
    assert answer["decision"] is None and answer["laws"][:2] == ["52B1(b)", "61A"]
    assert answer["revokes"] == [
        {
            "seat": "E",
            "trick": 2,
            "established": False,
            "penalty_card": True,
            # 52A: "he may not, on his own initiative, withdraw any other card he has played"
            "status": "may_not_be_corrected",
            "status_law": "52A",
            # 64B3: "failing to play a penalty card" (docs/rulings-cli.md, Additions, words186)
            "failed_to_play": "penalty_card",
        }
    ]
    assert {"seat": "E", "card": "DJ", "kind": "major"} in answer["penalty_cards"]  # 52B1(c)
    result = rulings.answer(played_out(query))
    assert result["transfer"] == {"to": None, "tricks": 0}
    assert result["revokes"][0]["established"] and {"64B3", "64C"} <= set(result["laws"])
    assert {"52B1(b)", "52B1(c)", "61A", "64B3"} <= set(ending.laws)
    says(client, keys, "en", "there is no automatic trick adjustment (Law 64B3)")
    shows(client, keys, answer, query)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_free_lead_with_one_suit_gives_declarer_the_50d2_options_again(client, lang):
    """50D2(b) with its footnote 14: TR "Eğer el cezalı kart sahibinin ortağında kalırsa ve cezalı
    kart hala oynanmamışsa Yasa 50D2nin bütün kısıtlamaları ve seçenekleri gelecek lövede uygulanır."
    / WBF "If the partner of the defender with the penalty card retains the lead, and the penalty
    card has not yet been played, then all the requirements and options of Law 50D2 apply again at
    the following trick." The one-suit ending's free-lead option left this out (the several-suits
    ending gives footnote 16's counterpart)."""
    expected = (
        "sonraki lövede Yasa 50D2'nin bütün kısıtlamaları ve seçenekleri yeniden uygulanır"
        if lang == "tr"
        else "all the requirements and options of Law 50D2 apply again at the next trick"
    )
    says(client, ["two-or-more", "partner-to-lead", "one-suit"], lang, expected)
