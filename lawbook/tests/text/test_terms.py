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
]
MATCHER = build_matcher(TERMS)


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
        ("bu tür bir tur", None),
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
