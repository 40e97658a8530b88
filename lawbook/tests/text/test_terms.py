"""Term links: a defined term is its word followed by real Turkish suffixes (lawbook.text.inflection)."""

import pytest

from lawbook.text.terms import build_matcher, find_terms

TERMS = [
    "Rakip",
    "Ortak",
    "Deste",
    "Oyun",
    "Kontr",
    "Konuşma",
    "Bord",
    "Etkinlik",
    "Alert",
    "Taraf",
    "Ceza",
    "Cezalı kart",
    "Sıra",
    "Yer",
    "Tur",
    "Tür",
    "Renge Uymak",
    "Defans Oyuncusu",
    "Turnuva",
    "El",
]
MATCHER = build_matcher(TERMS)
ENGLISH_TERMS = ["Hand", "Game", "Event", "Round", "Turn"]
ENGLISH_MATCHER = build_matcher(ENGLISH_TERMS, "en")


def found(text):
    return {m.key: text[m.start : m.end] for m in find_terms(text, TERMS, MATCHER)}


@pytest.mark.parametrize(
    "text, term, word",
    [
        # Longer than six letters of suffix, which the old rule cut off.
        ("Hakem, rakiplerinin seçimi için", "Rakip", "rakiplerinin"),
        ("konuşma sırası ortağındayken pas geçmişse", "Ortak", "ortağındayken"),
        ("defans oyuncularının konuşmalarının açıklanması", "Konuşma", "konuşmalarının"),
        ("oynadığı tüm bordlardaki net toplam", "Bord", "bordlardaki"),
        ("bölge şampiyonaları ve etkinliklerinde", "Etkinlik", "etkinliklerinde"),
        ("İkili veya takım turnuvalarında", "Turnuva", "turnuvalarında"),
        # The suffix after an apostrophe belongs to the link.
        ("gerekli görülen bir alert’in derhal yapılmaması", "Alert", "alert’in"),
        ("Yer’in kartları", "Yer", "Yer’in"),
        # A verb conjugated, a compound in the plural.
        ("renge uymadığı bir kart", "Renge Uymak", "renge uymadığı"),
        ("renge uyamıyorsa", "Renge Uymak", "renge uyamıyorsa"),
        ("diğer defans oyuncularına", "Defans Oyuncusu", "defans oyuncularına"),
        # The official text's "bordan" (Law 17A) for "borddan"; "cezai yaptırım" (Laws 40B3, 73C2).
        ("kartlarını bordan almasıyla", "Bord", "bordan"),
        ("oyuncuya cezai yaptırım uygulanabilir", "Ceza", "cezai"),
    ],
)
def test_a_term_is_linked_under_a_chain_of_suffixes(text, term, word):
    assert found(text)[term] == word


@pytest.mark.parametrize(
    "text, term",
    [
        ("Baş Hakemin kontrolü altındadırlar", "Kontr"),  # control, not a double
        ("aynı ortaklığı sürdürürler", "Ortak"),  # partnership, not partner
        ("oyuncuya destek olmak", "Deste"),  # support, not the pack
        ("her oyuncu ayrı olarak", "Oyun"),  # player, not play
        ("deklaran tarafından oynanan", "Taraf"),  # "by", not the side
        ("cezalı bir kartı", "Ceza"),  # penalised, not a penalty
        ("onun yerine oynar", "Yer"),  # instead, not dummy
        ("yarışmacılar sırasıyla çift veya takım olarak katılır", "Sıra"),  # respectively, not turn
        # "bu tür" is "this kind of" (see test_a_phrase_gives_the_word_another_sense); Law 18A's
        # "bir tür belirtir" is the strain.
        ("bir tür belirtir; bir tur", None),
    ],
)
def test_a_word_that_is_not_the_term_is_not_linked(text, term):
    if term is None:  # "tür" (strain) and "tur" (round) differ by their diacritics
        assert found(text) == {"Tür": "tür", "Tur": "tur"}
    else:
        assert term not in found(text)


def test_the_longest_term_wins_and_only_its_first_use_is_linked():
    text = "Cezalı kart açık durur; cezalı kartı oynar, ceza verilir."
    assert [(m.key, text[m.start : m.end]) for m in find_terms(text, TERMS, MATCHER)] == [
        ("Cezalı kart", "Cezalı kart"),
        ("Ceza", "ceza"),
    ]


@pytest.mark.parametrize(
    "text, term",
    [
        # 5B TR "her oyuncu söylendiği zaman ve şekilde yer değiştirmekten", EN "each player is
        # responsible for moving when and as told": moving, not dummy. 8A1 "bordların
        # düzgün yer değiştirmesi" (the boards' movement); Tur's definition "oyuncuların yer
        # değiştirmeden oynadıkları bölümü" ("without changing places").
        ("her oyuncu söylendiği zaman ve şekilde yer değiştirmekten", "Yer"),
        ("Bordların ve Oyuncuların Yer Değiştirmesi", "Yer"),
        # 16B1 TR "kuşkuya yer bırakmayan duraksama", EN "unmistakable hesitation".
        ("alert edilmemesi veya kuşkuya yer bırakmayan duraksama", "Yer"),
        # 93C3(a) TR "itiraz duruşmasında yer alan taraflar": the parties taking part in the hearing.
        ("itiraz duruşmasında yer alan taraflar ile birlikte", "Yer"),
        # 66D TR "Hiçbir oyuncu kendi eline ait olmayan kartlara el sürmemelidir", EN "no player
        # should handle cards other than his own": to touch, not a hand.
        ("kendi eline ait olmayan kartlara el sürmemelidir", "El"),
        # 40A2 TR "Bu tür anlaşmalardan ortağa ulaşan bilgi", EN "Information conveyed to partner
        # through such understandings": such, not a strain (also 63A1, 73D1, 92A).
        ("Bu tür anlaşmalardan ortağa ulaşan bilgi", "Tür"),
        # Law 2 TR "Bir oturumda oynanacak her el için, içinde deste bulunan birer turnuva bordu
        # sağlanır", WBF "A duplicate board containing a pack is provided for each deal to be played
        # during a session": a deal, not a hand (qa55's report).
        ("Bir oturumda oynanacak her el için, içinde deste bulunan birer turnuva bordu", "El"),
        # Law 3 TR "masalar hakem tarafından belirlenen sırayla numaralandırılır", WBF "tables are
        # numbered in a sequence established by the Director": an order, not a turn ("Sıra: Bir
        # oyuncunun konuşma yapabileceği veya oynayabileceği doğru zaman").
        ("masalar hakem tarafından belirlenen sırayla numaralandırılır", "Sıra"),
    ],
)
def test_a_phrase_gives_the_word_another_sense(text, term):
    """A defined term's word in a phrase that means something else is not linked to the
    definition ("Yer: 1. Deklaranın ortağı", "El: Bir oyuncuya başlangıçta dağıtılan kartlar",
    "Tür: Bir deklarede belirtilen renk ya da sanzatu"): a reader tapping it would read a
    definition the sentence does not use."""
    assert term not in found(text)


@pytest.mark.parametrize(
    "text, term",
    [
        # 27A1 "the offender's left-hand opponent" (TR "kusurlu oyuncunun solundaki rakibinin"): not
        # a Hand ("The cards originally dealt to a player").
        ("at the option of the offender's left-hand opponent", "Hand"),
        ("When It Is Right-Hand Opponent's Turn to Call", "Hand"),
        # Game: "At least 100 trick points scored on a single deal (see Law 77)". 74B1 "Paying
        # insufficient attention to the game" (TR "Oyuna yeterli dikkati göstermemek"), 12C2(b) "in a
        # game scored by IMPs" (TR "IMP skorlamalı bir oyunda").
        ("Paying insufficient attention to the game.", "Game"),
        ("If, in a game scored by IMPs, the Director chooses", "Game"),
        # 78D "what happens in the event of a tie" (TR "beraberlik durumunda ne olacağı"): not an Event.
        ("the determination of the winners and what happens in the event of a tie", "Event"),
        # 60A3 "when its turn to play comes round again", 73A2 "on the first round of the auction":
        # not a Round ("The part of a session that the players play without changing places").
        ("that obligation remains when its turn to play comes round again.", "Round"),
        ("for example on the first round of the auction", "Round"),
        # 40C1 "Repeated deviations turn into implicit agreements", 45G "No player should turn his
        # own card face down": the verb, not a Turn.
        ("Repeated deviations turn into implicit agreements", "Turn"),
        ("No player should turn his own card face down", "Turn"),
    ],
)
def test_an_english_phrase_gives_the_word_another_sense(text, term):
    assert term not in {m.key for m in find_terms(text, ENGLISH_TERMS, ENGLISH_MATCHER, "en")}


@pytest.mark.parametrize(
    "text, term, word",
    [
        ("kartlarını açar ve yer olur", "Yer", "yer"),  # 54A: becomes dummy
        ("bir miktar ve bir tür belirtir", "Tür", "tür"),  # 18A: a strain
        ("daha sonra her el yüzü kapalı olarak", "El", "el"),  # 6B: each hand
    ],
)
def test_the_term_beside_those_phrases_is_still_linked(text, term, word):
    assert found(text)[term] == word


@pytest.mark.parametrize(
    "text, term, word",
    [
        ("no other hand has more than 13 cards", "Hand", "hand"),  # 14A
        ("A trick score of more than 100 is called GAME.", "Game", "GAME"),  # 77
        ("in a pairs event", "Event", "event"),  # 12C2(a)
        ("to the correct table for the next round.", "Round", "round"),  # 8A2
        ("when it is his turn to call", "Turn", "turn"),  # 20F1
    ],
)
def test_the_english_term_beside_those_phrases_is_still_linked(text, term, word):
    found_en = {m.key: text[m.start : m.end] for m in find_terms(text, ENGLISH_TERMS, ENGLISH_MATCHER, "en")}
    assert found_en[term] == word
