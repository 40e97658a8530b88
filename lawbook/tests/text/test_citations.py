"""Citations found with exact spans and resolved: absolute, plural, relative, and in English."""

import pytest

from lawbook.citations import find_citations
from lawbook.labels import parse_label


@pytest.fixture(scope="module")
def known(parsed_lawbook):
    return set(parsed_lawbook.paragraph_map())


def cites(text, within, known, lang="tr"):
    return [(c.text, c.target, c.start, c.resolved) for c in find_citations(text, parse_label(within), known, lang)]


def test_absolute_with_item(known):
    text = "bkz. Yasa 50D2(a) ve devamı"
    assert cites(text, "1", known) == [("Yasa 50D2(a)", "50D2(a)", 5, True)]


def test_bracketed_and_suffixed(known):
    assert cites("[bkz. Yasa 12C1(b)]", "13B2", known) == [("Yasa 12C1(b)", "12C1(b)", 6, True)]
    assert cites("Yasa 43B2(b)’ye tabi", "62B2", known) == [("Yasa 43B2(b)", "43B2(b)", 0, True)]


def test_plural_and_lists(known):
    assert cites("(Bkz. Yasalar 50 ve 51.)", "24E", known) == [
        ("Yasalar 50", "50", 6, True),
        ("51", "51", 20, True),
    ]
    assert [c[1] for c in cites("Yasa 22B ve 86A", "6D3", known)] == ["22B", "86A"]
    assert [c[1] for c in cites("Yasalar 27B1(b), 30B1(b)(ii), 31A2(a) ve 32A2(a)]", "23C", known)] == [
        "27B1(b)",
        "30B1(b)(ii)",
        "31A2(a)",
        "32A2(a)",
    ]
    assert [c[1] for c in cites("ise, 30, 31 ve 32’nci Yasaların hükümleri", "29C", known)] == ["30", "31", "32"]


def test_slash_item_and_bare_label(known):
    assert cites("(veya Yasa 80B2/k uyarınca", "93A", known) == [("Yasa 80B2/k", "80B2(k)", 6, True)]
    assert cites("(ancak bkz. 47E1). Deklaran", "53A", known) == [("47E1", "47E1", 12, True)]


def test_relative_inside_the_law(known):
    assert cites("Aşağıdaki (b) bendinde belirtilen", "50D1(a)", known) == [("(b)", "50D1(b)", 10, True)]
    assert cites("(Ancak bkz. aşağıdaki E bendi.)", "50C", known) == [("E", "50E", 22, True)]
    assert cites("bundan önceki B1(a) bendi uygulanır", "51B2(a)", known) == [("B1(a)", "51B1(a)", 14, True)]
    assert [c[1] for c in cites("yukarıdaki 2(c) veya 2(d) maddelerine", "16D3", known)] == ["16D2(c)", "16D2(d)"]
    assert [c[1] for c in cites("Madde 1 ve 2 haricinde", "93C3(a)", known)] == ["93C1", "93C2"]


def test_relative_after_bkz_with_above_or_below(known):
    assert cites("bilgi ise (ancak bkz. aşağıdaki B1); ya da", "16A1(c)", known) == [("B1", "16B1", 32, True)]
    assert cites("Yasa 16C uygulanmaz, ancak bkz. aşağıdaki D.", "27B1(b)", known)[-1] == ("D", "27D", 42, True)
    assert cites("kabul edilmemişse (ancak bkz. yukarıda B3), yeni", "27C", known) == [("B3", "27B3", 39, True)]
    assert cites("geçtikten sonra (bkz. yukarıda B), deklaran", "41C", known) == [("B", "41B", 31, True)]
    assert cites("anlaşma (bkz A), Yasa 79C’de", "69B", known) == [
        ("A", "69A", 13, True),
        ("Yasa 79C", "79C", 17, True),
    ]
    # A capital letter after "bkz." that is not a label stays text.
    assert cites("(bkz. Ek A bölümü)", "69B", known) == []


def test_a_suffix_or_a_word_glued_to_the_label(known):
    # Footnote 14: "Yasa 50D2nin" (no apostrophe); Law 47E1: "Yasa 63A1geçerli" (a lost space).
    assert cites("oynanmamışsa Yasa 50D2nin bütün", "1", known) == [("Yasa 50D2", "50D2", 13, True)]
    assert cites("ve Yasa 63A1geçerli değildir.", "47E1", known) == [("Yasa 63A1", "63A1", 3, True)]
    # One lowercase letter is an item written without brackets, never a suffix.
    assert cites("Yasa 50D2a uygulanır", "1", known) == []


def test_lowercase_law_word_plural_bent_and_capital_madde(known):
    # Law 67A2 writes "yasa 45E" in lower case; 43B1 "A1 ve A2 bentlerinde"; 68B2 "B1 Maddesinden".
    assert cites("için, yasa 45E (Bir Löveye", "67A2", known) == [("yasa 45E", "45E", 6, True)]
    assert [c[1] for c in cites("önceki A1 ve A2 bentlerinde sayılan", "43B1", known)] == ["43A1", "43A2"]
    assert cites("B1 Maddesinden bağımsız olarak", "68B2", known) == [("B1", "68B1", 0, True)]
    # "yasa" as an ordinary word, without a label after it, stays text.
    assert cites("bu yasa gereği", "1", known) == []


def test_unknown_label_is_found_but_not_resolved(known):
    assert cites("bkz. Yasa 50H", "1", known) == [("Yasa 50H", "50H", 5, False)]


def test_english_citations(known):
    text = "see Law 50D2(a); Laws 50 and 51; (b) below; E above"
    assert cites(text, "50D1(a)", known, "en") == [
        ("Law 50D2(a)", "50D2(a)", 4, True),
        ("Laws 50", "50", 17, True),
        ("51", "51", 29, True),
        ("(b)", "50D1(b)", 33, True),
        ("E", "50E", 44, True),
    ]


def test_english_relative_citations_after_a_preposition(known):
    assert [c[1] for c in cites("as in A and B.", "6E4", known, "en")] == ["6A", "6B"]
    assert [c[1] for c in cites("When A does not apply:", "36B", known, "en")] == ["36A"]
    assert [c[1] for c in cites("If the Director considers that C2 has been violated", "16C3", known, "en")] == ["16C2"]
    assert [c[1] for c in cites("(as described in B1 or D2) and", "75D3", known, "en")] == ["75B1", "75D2"]
    assert [c[1] for c in cites("under the provisions of Section B of this Law", "14B4", known, "en")] == ["14B"]
    assert [c[1] for c in cites("Notwithstanding B1, if a defender", "68B2", known, "en")] == ["68B1"]
    # The article "A" and ordinary words are not labels.
    assert cites("A player may not ask. In a pairs event, a contestant", "20G1", known, "en") == []


def test_the_whole_text_resolves(parsed_lawbook, known):
    found = [
        c
        for law in parsed_lawbook.laws
        for p in law.paragraphs()
        for field in ("heading", "text", "tail")
        for c in find_citations(getattr(p, field), p.label, known)
    ]
    assert len(found) > 300
    assert [c.target for c in found if not c.resolved] == []


@pytest.mark.parametrize(
    "numeral, end_tr, end_en", [("v", 20, 18), ("ix", 21, 19), ("x", 20, 18), ("xi", 21, 19), ("xii", 22, 20)]
)
def test_a_citation_covers_every_roman_numeral_of_the_grammar(numeral, end_tr, end_en):
    # One grammar (lawbook.labels) for labels and citations: "(xi)" is part of the citation, not
    # text after a link to 80B2(g).
    found = find_citations(f"bkz. Yasa 80B2(g)({numeral}) ve", parse_label("1"), {f"80B2(g)({numeral})"}, "tr")
    assert [(c.start, c.end, c.target, c.resolved) for c in found] == [(5, end_tr, f"80B2(g)({numeral})", True)]
    english = find_citations(f"see Law 80B2(g)({numeral}).", parse_label("1"), set(), "en")
    assert [(c.start, c.end, c.target, c.resolved) for c in english] == [(4, end_en, f"80B2(g)({numeral})", False)]


def test_outside_a_law_only_absolute_citations_are_found(known):
    # A definition or a footnote is in no Law: "Madde 1" or "(b) bendi" there names nothing.
    found = find_citations("Madde 1 ve aşağıdaki (b) bendi; bkz. Yasa 51 ve bkz. 47E1.", None, known, "tr")
    assert [(c.text, c.start, c.target) for c in found] == [("Yasa 51", 37, "51"), ("47E1", 53, "47E1")]


def test_relative_after_yukarida_or_glued_to_a_suffix_as_the_english_links_it(known):
    """27B2 TR "Yukarıda B1 ile hükme bağlananın dışında", EN "Except as provided in B1 above";
    27B3 TR "Yukarıda B1(b) ile hükme bağlananın dışında", EN "Except as provided in B1(b) above";
    27D TR "B1’in uygulanmasını takiben", EN "If, following the application of B1": the English
    reader could tap B1, the Turkish one could not."""
    assert cites("Yukarıda B1 ile hükme bağlananın dışında", "27B2", known) == [("B1", "27B1", 9, True)]
    assert cites("Yukarıda B1(b) ile hükme bağlananın dışında", "27B3", known) == [("B1(b)", "27B1(b)", 9, True)]
    assert cites("B1’in uygulanmasını takiben oyunun sonunda", "27D", known) == [("B1", "27B1", 0, True)]
    # A section glued to its Law stays the Law's ("Yasa 12B1’in"), not this Law's B1.
    assert cites("(bkz. Yasa 12B1’in)", "27D", known) == [("Yasa 12B1", "12B1", 6, True)]


def test_a_space_between_the_law_and_its_section(known):
    """86B2(a) TR "bir veya daha fazla sayıda suni ayarlı skor atar (bkz Yasa 12 C2)", EN "assigns
    one or more artificial adjusted scores (see Law 12C2)": the link went to the top of Law 12."""
    assert cites("suni ayarlı skor atar (bkz Yasa 12 C2) veya", "86B2(a)", known) == [("Yasa 12 C2", "12C2", 27, True)]
    assert [c[1] for c in cites("Yasa 12 ve 13", "1", known)] == ["12", "13"]
