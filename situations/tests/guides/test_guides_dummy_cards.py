"""The card-from-dummy guide (Laws 45B-45D, 45F, 46, 47), walked by its GET URLs in both
languages: each ending says the ruling a player would notice and cites the paragraph that decides
it, quoted here in the official Turkish (fixtures/laws_tr.txt) and the WBF English (2017, ACBL
printing). The incomplete designations' endings also show the engine's ruling on an example; the
last tests check that the engine plays the card each ending's text names."""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"


def page(client, keys: list[str], lang: str) -> str:
    return guide_pages.page(client, SLUG, keys, lang)


def says(client, keys, lang, *phrases):
    guide_pages.says(client, SLUG, keys, lang, *phrases)


# path -> (deciding paragraph, Turkish phrase shown, English phrase shown)
# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 45D1: "the card must be withdrawn if attention is drawn to it before each side has played to
    # the next trick" (TR "her iki taraf ta bir sonraki löveye kart oynamadan önce buna dikkat
    # çekilirse geri alınmak zorundadır").
    ("wrong-card", "not-yet"): (
        "45D1",
        "geri alınmak zorundadır (Yasa 45D1)",
        "must be withdrawn, since attention was drawn",
    ),
    # 45D2: "the play continues normally without alteration of the cards played to this or any
    # subsequent trick" (TR "o löve veya daha sonraki lövelerde oynanan kartlar değiştirilmeksizin").
    ("wrong-card", "too-late"): (
        "45D2",
        "kartlar değişmeden sürer (Yasa 45D2)",
        "without changing the cards played to that or any later trick (Law 45D2)",
    ),
    # 46B1(a): TR "en büyük kartı tanımlamış sayılır"; WBF "the highest card of the suit led".
    ("incomplete", "high"): ("46B1(a)", "en büyük kartı tanımlamış sayılır", "deemed to have called the highest card"),
    # 46B1(b): "the lowest card that it is known will win the trick" (TR "löveyi kazanacağı bilinen
    # en küçük kartı").
    ("incomplete", "win"): (
        "46B1(b)",
        "löveyi kazanacağı bilinen en küçük kartı",
        "the lowest card that it is known will win the trick",
    ),
    # 46B1(c): TR "en küçük kartı tanımlamış sayılır"; WBF "the lowest card of the suit led".
    ("incomplete", "low"): ("46B1(c)", "en küçük kartı tanımlamış sayılır", "deemed to have called the lowest card"),
    # 46B2: "deemed to have called the lowest card of the suit indicated" (TR "belirtilen rengin en
    # küçük kartını çağırmış sayılır").
    ("incomplete", "suit-only"): ("46B2", "o rengin en küçük kartını çağırmış sayılır", "the lowest card of that suit"),
    # 46B3(a): TR "yerin bir önceki löveyi kazandığı renge ... devam etmiş sayılır"; our English of it
    # "continued the suit in which dummy won the preceding trick" (WBF "the suit with which dummy won":
    # the Turkish governs, the editor's note on 46B3(a)).
    ("incomplete", "rank-only", "leading"): (
        "46B3(a)",
        "yerin bir önceki löveyi kazandığı renge devam etmiş sayılır",
        "continued the suit in which dummy won the preceding trick",
    ),
    # 46B3(b): "declarer must play a card from dummy of the designated rank if he can legally do so"
    # (TR "belirtilen derecede bir kartı yasal olarak oynayabiliyorsa oynamak zorundadır").
    ("incomplete", "rank-only", "following"): (
        "46B3(b)",
        "o derecede bir kartı yasal olarak oynayabiliyorsa oynamak zorundadır",
        "must play a card of that rank from dummy if he can legally do so",
    ),
    # 46B4: "the call is invalid and declarer may designate any legal card" (TR "çağrı yok sayılır ve
    # deklaran herhangi bir yasal kartı belirtebilir").
    ("incomplete", "not-in-dummy"): ("46B4", "bu istek yok sayılır", "the call is invalid"),
    # 46B5: "either defender may designate the play from dummy" (TR "herhangi bir defans oyuncusu
    # yerden oynanacak kartı belirtebilir").
    ("incomplete", "anything"): (
        "46B5",
        "defans oyuncularından herhangi biri yerden oynanacak kartı belirtebilir",
        "either defender may designate the play from dummy",
    ),
    # 45C4(b): "Declarer may correct an unintended designation ... until he next plays a card"; 47C:
    # the card is "returned to the hand without further rectification".
    ("changed", "slip", "not-yet"): (
        "45C4(b)",
        "istemeden söylediği kartı değiştirebilir",
        "may change a card he named unintentionally",
    ),
    ("changed", "slip", "played-since"): (
        "45C4(b)",
        "artık değiştirilemez (Yasa 45C4(b))",
        "can no longer be changed (Law 45C4(b))",
    ),
    # 45C4(a): "A card is played if a player names or otherwise designates it"; 45C4(b): "not after a
    # loss of concentration or a reconsideration of action" (TR "konsantrasyon kaybı veya durumun
    # yeniden değerlendirilmesi olamaz").
    ("changed", "rethink"): ("45C4(a)", "belirtilen kart oynanmış olur (Yasa 45C4(a))", "is played (Law 45C4(a))"),
    # 45C3: "A card in the dummy is played if it has been deliberately touched by declarer except for
    # the purpose either of arranging dummy's cards, or of reaching a card above or below".
    ("touched", "deliberately"): ("45C3", "bilerek dokunduğu kart oynanmıştır", "deliberately touched is played"),
    ("touched", "arranging"): ("45C3", "dokunulan kart oynanmış olmaz", "is not played (Law 45C3)"),
    # 45F: "If he does so the Director should be summoned forthwith ... Play continues. At the end of
    # the play the Director shall award an adjusted score if he considers dummy suggested a play"
    # (TR "hakem derhal çağrılmalı ... Oyun devam eder ... ayarlı bir skor atar").
    ("dummy-indicated",): ("45F", "oyun devam eder (Yasa 45F)", "play continues (Law 45F)"),
}


@pytest.mark.parametrize("keys", [("incomplete", "high"), ("incomplete", "low")], ids="/".join)
def test_high_and_low_say_where_the_turkish_and_the_wbf_english_differ(client, keys):
    """46B1(a)/(c): the official Turkish says "en büyük kartı" / "en küçük kartı" (the highest /
    lowest card); the WBF English adds "of the suit led". The Turkish rules; the page says both."""
    says(client, list(keys), "tr", "Türkçe resmî metin", "WBF İngilizcesi")
    says(client, list(keys), "en", "The official Turkish text says", "of the suit led")


def test_every_designation_ending_keeps_the_incontrovertible_intention_exception(client):
    """46B: "except when declarer's different intention is incontrovertible" (TR "deklaranın
    değişik niyetinin kesin olduğu durumlar istisnadır")."""
    for keys in [k for k in RULINGS if k[0] == "incomplete"]:
        says(client, list(keys), "en", "declarer's different intention is incontrovertible (Law 46B)")
        says(client, list(keys), "tr", "Deklaranın başka bir kartı kastettiği kesinse")


def test_a_defender_may_change_a_card_played_over_dummy_s_wrong_card(client):
    """45D1: "a defender may withdraw and return to his hand a card played after the error but before
    attention was drawn to it" (TR "bir defans oyuncusu ... oynadığı kartı eline geri alıp bir
    başkasıyla değiştirebilir"); the page offers him both choices."""
    says(client, ["wrong-card", "not-yet"], "en", "Take your card back", "Keep your card")
    says(client, ["wrong-card", "not-yet"], "tr", "Kartınızı geri almak", "Kartınızı bırakmak")


def test_declarer_is_told_he_may_take_back_his_card_when_his_right_hand_opponent_changes_his(client):
    """45D1: "if declarer's RHO changes his play, declarer may withdraw a card he had subsequently
    played to that trick" (TR "eğer deklaranın sağındaki rakip oynadığı kartı değiştirirse, deklaran
    o löveye sonradan oynadığı kartı geri alabilir"): declarer's choice is named with the defender's
    in the chooser and in the read-out."""
    keys = ["wrong-card", "not-yet"]
    says(client, keys, "en", "declarer: whether to take back the card he then played to that trick")
    says(client, keys, "tr", "deklaran: o löveye sonradan oynadığı kartı geri alıp almamayı")
    _, ending = BY_SLUG[SLUG].walk(keys)
    read = " ".join(line.en for line in ending.script)
    assert "if your right-hand opponent changes his card, you may take back the card you then played" in read


def test_the_advice_on_touching_dummy_s_card_keeps_if_necessary_and_deliberately(client):
    """45B: "In playing from dummy's hand declarer may, if necessary, pick up the desired card
    himself" (TR "deklaran, eğer gerekirse, istediği kartı kendisi alabilir"); 45C3: a card in dummy
    is played if "deliberately touched" (TR "bilerek dokunduğu")."""
    keys = ["touched", "deliberately"]
    says(client, keys, "en", "you may pick it up yourself if necessary, but a card you deliberately touch is played")
    says(client, keys, "tr", "gerekirse kendiniz alabilirsiniz, ama bilerek dokunduğunuz kart oynanmış olur")


def test_the_slip_ending_follows_the_turkish_45c4b_and_says_the_wbf_english_adds_in_turn(client):
    """45C4(b), Turkish (official): "Deklaranın istemsiz belirttiği kartın üzerine yasal bir kart
    oynamış olan defans oyuncusu ... ilk oynadığı kartı geri alıp yerine başka bir kart oynayabilir";
    WBF English: "If an opponent has, in turn, played a card that was legal before the change in
    designation, that opponent may withdraw the card". The guide must say the WBF adds "in turn"."""
    keys = ["changed", "slip", "not-yet"]
    says(client, keys, "en", "the WBF English adds that he played it 'in turn'")
    says(client, keys, "tr", "WBF İngilizcesi kartı 'sırasında' (in turn) oynamış olmasını da söyler")


# The common example deal: dummy (North) holds ♦A K Q; West leads ♦2 (situations/content/common.py).
@pytest.mark.parametrize(
    "ending, card, label",
    [
        ("HIGH", "♦A", "46B1(a)"),  # TR "en büyük kartı tanımlamış sayılır" / WBF "the highest card"
        ("LOW", "♦Q", "46B1(c)"),  # TR "en küçük kartı tanımlamış sayılır" / WBF "the lowest card"
        ("SUIT_ONLY", "♦Q", "46B2"),  # TR "belirtilen rengin en küçük kartını" / WBF "the lowest card of that suit"
        # TR "yerin bir önceki löveyi kazandığı renge ... devam etmiş sayılır" / WBF "deemed to have
        # continued the suit with which dummy won the preceding trick": dummy won with ♦A
        ("RANK_LEAD", "♦K", "46B3(a)"),
        # TR "belirtilen derecede bir kartı yasal olarak oynayabiliyorsa oynamak zorundadır" / WBF
        # "he must play a card of the named rank if he can legally do so"
        ("RANK_FOLLOW", "♦Q", "46B3(b)"),
    ],
)
def test_the_engine_plays_the_card_the_designation_ending_names(ending, card, label):
    from situations.content import dummy_cards
    from situations.engine_words import ask, describe

    example = getattr(dummy_cards, ending).engine
    query, answer = ask(example)
    assert answer["laws"][0] == label
    assert describe(answer, query, "en")[0] == f"Dummy plays {card}."


@pytest.mark.parametrize(
    "ending, chooser",
    [
        # 46B4: TR "çağrı yok sayılır ve deklaran herhangi bir yasal kartı belirtebilir" / WBF "the
        # call is void and declarer may designate any legal card"
        ("NOT_IN_DUMMY", "S"),
        # 46B5: TR "herhangi bir defans oyuncusu yerden oynanacak kartı belirtebilir" / WBF "either
        # defender may designate the play from dummy"
        ("ANYTHING", "E"),
    ],
)
def test_the_engine_leaves_the_card_to_the_player_the_ending_names(ending, chooser):
    from situations.content import dummy_cards
    from situations.engine_words import ask

    _, answer = ask(getattr(dummy_cards, ending).engine)
    assert answer["decision"] == {"by": chooser, "options": ["designate"], "cards": ["DA", "DK", "DQ"]}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_engine_s_words_give_play_anything_to_either_defender_as_the_ending_does(client, lang):
    """46B5: "either defender may designate the play from dummy" (TR "herhangi bir defans oyuncusu
    yerden oynanacak kartı belirtebilir"). The engine's decision names dummy's left-hand opponent
    (East), but the words on the page must not say that East alone chooses, against the ending."""
    text = page(client, ["incomplete", "anything"], lang)
    if lang == "en":
        assert "Either defender (East or West) chooses" in text
        assert "East chooses" not in text
    else:
        assert "Seçim defans oyuncularından herhangi birinin (Doğu ya da Batı)" in text
        assert "Seçim Doğu&#x27;nun" not in text and "Seçim Doğu'nun" not in text
