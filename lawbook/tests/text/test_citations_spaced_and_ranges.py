"""Three ways of writing a citation the finder read short or twice (links5; qa110 left them).

Neither text writes them: the official Turkish glues a label's parts ("[bkz. Yasa 12C1(b)]", 13A2;
"Yasa 80B2/k", 93A) but once puts a space after the Law ("Yasa 12 C2", 86B2(a)), and the WBF English
glues them all ("[see Law 12C1(b)]", "see Law 12C2(b)", "Law 80B2(k)"). A guide, a sentence of the desk
or an editor may still type them, and the finder is the one reader of all of these (the Law pages, the
guides, the quizzes' explanations, the search), so a change here is checked against every stored
citation by test_golden_layers (unchanged by these three).

- "(Law 12C1 (d))": the item after a space is 12C1(d), not Law 12C1 followed by words.
- "Law 70 A": the section after a space is 70A where nothing follows that an article's "A" could
  ("Law 70 A.", "Law 68 A, C and D", "Yasa 70 A bendi"), and "Law 70 A player" stays Law 70.
- "Laws 24A to Law 24E": a range is one reference, found at its first label, as "Laws 24A-24E" and
  "24A to 24E" are (situations/citation_links.py); "reaches Law 86B3 through Law 86B2" is a way, not a
  range, and 20F6's "Yasa 21 veya Yasa 47E'den" an ablative of choice: both ends stay.
"""

import pytest

from lawbook.citations import find_citations


@pytest.fixture(scope="module")
def known(parsed_lawbook):
    return set(parsed_lawbook.paragraph_map()) | {str(law) for law in range(1, 94)}


def cites(text, known, lang):
    return [(c.text, c.target) for c in find_citations(text, None, known, lang) if c.resolved]


@pytest.mark.parametrize(
    "lang, text, found",
    [
        ("en", "(Law 12C1 (d))", [("Law 12C1 (d)", "12C1(d)")]),
        ("tr", "(Yasa 12C1 (d))", [("Yasa 12C1 (d)", "12C1(d)")]),
        ("en", "see Laws 12C1 (c) and 12C1 (d)", [("Laws 12C1 (c)", "12C1(c)"), ("12C1 (d)", "12C1(d)")]),
        ("tr", "bkz. Yasa 16B1 (a) ve Yasa 12C2", [("Yasa 16B1 (a)", "16B1(a)"), ("Yasa 12C2", "12C2")]),
    ],
)
def test_an_item_after_a_space_is_the_labels_item(known, lang, text, found):
    assert cites(text, known, lang) == found


@pytest.mark.parametrize(
    "lang, text, found",
    [
        ("en", "the claim is ruled under Law 70 A.", [("Law 70 A", "70A")]),
        ("en", "(Law 70 A)", [("Law 70 A", "70A")]),
        ("en", "stopped play, Law 68 A, C and D", [("Law 68 A", "68A")]),
        ("en", "Law 68 A and B", [("Law 68 A", "68A")]),
        ("tr", "Yasa 70 A uygulanır", [("Yasa 70 A", "70A")]),
        ("tr", "Yasa 70 A’ya göre", [("Yasa 70 A", "70A")]),
        # English's article: a word after the letter, so the letter is no section.
        ("en", "Under Law 70 A player who claims must state his line", [("Law 70", "70")]),
        ("en", "Law 68 A and the others", [("Law 68", "68")]),
        # The official text's own spaced form stays as it was read.
        ("tr", "(bkz. Yasa 12 C2)", [("Yasa 12 C2", "12C2")]),
    ],
)
def test_a_section_after_a_space_is_read_by_what_follows_it(known, lang, text, found):
    assert cites(text, known, lang) == found


@pytest.mark.parametrize(
    "lang, text, found",
    [
        ("en", "Laws 24A to Law 24E", [("Laws 24A", "24A")]),
        ("en", "Law 24A through Law 24E", [("Law 24A", "24A")]),
        ("tr", "Yasa 24A ila Yasa 24E", [("Yasa 24A", "24A")]),
        ("tr", "Yasa 24A'dan Yasa 24E'ye kadar", [("Yasa 24A", "24A")]),
        # Not ranges: a way back, and an ablative of choice (20F6), each end its own citation.
        ("en", "reaches Law 86B3 through Law 86B2", [("Law 86B3", "86B3"), ("Law 86B2", "86B2")]),
        ("tr", "Yasa 21 veya Yasa 47E'den uygun olanı", [("Yasa 21", "21"), ("Yasa 47E", "47E")]),
    ],
)
def test_a_range_with_its_last_laws_word_is_found_at_its_first_label(known, lang, text, found):
    assert cites(text, known, lang) == found
