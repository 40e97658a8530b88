"""A label written without the word for a Law, linked where it names a paragraph of the edition and
never where it is a score, a count, a contract or a range's end (situations/citation_links.py,
desklinks2); and a form label's citation drawn beside the <label>, its words the same.

The paragraphs: 86B (TR "Diğer Masa Skoru", WBF "Result Obtained at Other Table"), 92A, 25B1 and
25B2 (labels the guides and the desk write bare); 7D, a paragraph (TR "Yöntemlerden Sorumluluk", WBF
"Responsibility for Procedures"): "7D" in a sentence about bidding is the contract, never it; Law 12
has no 12C9. 78A (TR "Maç Puanı Skoru (MP)", WBF "Matchpoint Scoring"), the scoring the label
"Maç puanı (Yasa 78A)" / "Matchpoints (Law 78A)" chooses.
"""

import pytest
from django.utils import translation

from situations.citation_links import linked, split_label
from tests.citation_links import LINK

pytestmark = pytest.mark.django_db


def anchors(words: str, lang: str) -> list[str]:
    with translation.override(lang):
        return [href.split("#")[1] for href, _ in LINK.findall(linked(words, lang))]


@pytest.mark.parametrize(
    "lang, words, linked_to",
    [
        ("en", "Wrong board (Laws 15A, 15B; in team play 86B)", ["15A", "15B", "86B"]),
        ("tr", "Yanlış bord (Yasa 15A, 15B; takım maçında 86B)", ["15A", "15B", "86B"]),
        ("tr", "Resmî metin Türkçedir: Türkçe 92A'da yarışmacı", ["92A"]),
        ("tr", "Yasa 25B1 ve 25B2 Yasa 26'nın", ["25B1", "25B2", "26"]),
        ("en", "too late to correct the play under 47E2(a) (Law 47E2(b))", ["47E2a", "47E2b"]),
        ("en", "Artificial score (12C1(d), 12C2)", ["12C1d", "12C2"]),
    ],
)
def test_a_label_without_the_word_for_a_law_is_linked(lang, words, linked_to):
    assert anchors(words, lang) == linked_to


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "4♠ North, 10 tricks (+420): 60 %; 13 tricks; board 7; −620"),  # scores and counts
        ("en", "North opened 7D, then 6C, and 4H"),  # contracts: Law 7 has a 7D, Law 6 a 6C
        ("tr", "(Yasa 24A-24E)"),  # a range's end: its first label is linked, as on the Law pages
        ("en", "Laws 24A\u201324E"),  # the same range with an en dash, as typeset text writes it (qa107)
        ("tr", "(Yasa 24A\u201124E)"),  # a non-breaking hyphen
        ("en", "(24A\u201424E)"),  # an em dash
        ("en", "see /en/law/12/#12C1 and 12C9"),  # an address's part; no paragraph 12C9
        ("en", "at 50D2nin and in 3NT"),  # glued to more letters: not a label read bare
    ],
)
def test_a_score_a_count_a_contract_or_a_range_s_end_is_never_a_link(lang, words):
    expected = ["24A"] if "24A" in words else []
    assert anchors(words, lang) == expected


@pytest.mark.parametrize(
    "lang, words, linked_to",
    [
        # A card written rank then suit: Laws 8, 9 and 10 have a section C (10C TR "Usulsüzlükten Sonra
        # Seçim", WBF "Choice after Irregularity"); "Law 10C" with its word is still the paragraph.
        ("en", "West played the 10C, then the 8C and the 9C", []),
        ("tr", "Batı 10C oynadı; Yasa 10C uygulanır", ["10C"]),
        ("en", "after the 8D, Law 10C1 applies", ["10C1"]),
        # A board's number: boards are numbers, an event may letter them; never Law 12's section A.
        ("en", "On board 12A the Director awarded an adjusted score (Law 12A)", ["12A"]),
        ("en", "Boards 12A", []),
        ("tr", "12A numaralı board yanlış oynandı", []),
        ("tr", "bord 12A'da hakem Yasa 12A'ya göre", ["12A"]),
        # A range in words: one reference, its first label linked as "24A-24E" links it.
        ("en", "Laws 24A to 24E", ["24A"]),
        ("en", "the cards of 24A through 24E", ["24A"]),
        ("tr", "Yasa 24A ila 24E", ["24A"]),
        ("tr", "Yasa 24A'dan 24E'ye kadar", ["24A"]),
        # Not a range: a way, a word of the ablative alone, "to" before no label (20F6, 50D2(a)).
        ("en", "the answer reaches 86B3 through 86B2", ["86B3", "86B2"]),
        ("tr", "Yasa 21 veya Yasa 47E'den masadaki duruma uygun olanı, 47E2", ["21", "47E", "47E2"]),
        ("en", "50D2(a) to require a lead; refer to 12C1", ["50D2a", "12C1"]),
    ],
)
def test_a_card_a_board_or_the_end_of_a_range_in_words_is_never_a_link(lang, words, linked_to):
    """links3: rank then suit, a board's number and a range's end written in words, left as words;
    the paragraphs named around them still linked."""
    assert anchors(words, lang) == linked_to


@pytest.mark.parametrize(
    "lang, words, label, cited",
    [
        ("en", "Matchpoints (Law 78A)", "Matchpoints", '(<a class="guide-cite" href="/en/law/78/#78A">Law 78A</a>)'),
        ("tr", "IMP (Yasa 78B)", "IMP", '(<a class="guide-cite" href="/tr/yasa/78/#78B">Yasa 78B</a>)'),
        (
            "en",
            "Optional, matchpoints only: the contestant's percentage (Law 12C2(c))",
            "Optional, matchpoints only: the contestant's percentage",
            '(<a class="guide-cite" href="/en/law/12/#12C2c">Law 12C2(c)</a>)',
        ),
    ],
)
def test_a_form_label_keeps_its_words_and_gives_its_citation_to_stand_beside_it(lang, words, label, cited):
    with translation.override(lang):
        apart = split_label(words, lang)
    assert (apart.words, str(apart.citation)) == (label, cited)


@pytest.mark.parametrize("words", ["Scoring", "Average plus (Law 12C2(b)): IMPs", "Something (Law 12C9)"])
def test_a_label_ending_in_no_citation_of_the_edition_keeps_all_its_words(words):
    """No parenthesis at the end, a citation in the middle (a text field's label: its note links it),
    or a paragraph the edition lacks: the label is drawn whole, nothing beside it."""
    with translation.override("en"):
        apart = split_label(words, "en")
    assert (apart.words, str(apart.citation)) == (words, "")
