"""The one parser of paragraph labels reads every form a reader types and writes citation form."""

import pytest

from lawbook.labels import Label, LabelError, format_label, parse_label


@pytest.mark.parametrize(
    "typed, label",
    [
        ("50D2(a)", "50D2(a)"),
        ("50D2a", "50D2(a)"),
        ("50 d 2 a", "50D2(a)"),
        ("50 D 2 (a)", "50D2(a)"),
        ("Yasa 64", "64"),
        ("Yasa 64B", "64B"),
        ("law 64b", "64B"),
        ("law 12c1b", "12C1(b)"),
        ("madde 12", "12"),
        ("80B2/k", "80B2(k)"),
        ("80B2(g)(i)", "80B2(g)(i)"),
        ("80b2gi", "80B2(g)(i)"),
        ("12C1(e)(ii)", "12C1(e)(ii)"),
    ],
)
def test_loose_forms_read_to_citation_form(typed, label):
    assert format_label(typed) == label


@pytest.mark.parametrize("text", ["", "rönons", "94", "0", "50D0", "50D2(a)(q)", "Yasa", "5 5"])
def test_what_is_not_a_label_is_refused(text):
    with pytest.raises(LabelError):
        parse_label(text)


def test_parents_and_anchor():
    label = parse_label("80B2(g)(i)")
    assert [str(a) for a in label.ancestors()] == ["80B2(g)", "80B2", "80B", "80"]
    assert label.anchor == "80B2gi"
    assert label.depth == 4
    assert parse_label("64A2").is_within(parse_label("64A"))
    assert not parse_label("64B").is_within(parse_label("64A"))


def test_child_labels_follow_the_levels():
    assert str(Label(50).child("D").child("2").child("a").child("ii")) == "50D2(a)(ii)"


def test_labels_sort_in_reading_order():
    typed = ["80B2(g)(ix)", "80B2(h)", "80B2(g)(v)", "80B2(g)", "80B2(g)(x)", "80B2(g)(xii)", "80B2(g)(iv)"]
    assert [str(label) for label in sorted(parse_label(t) for t in typed)] == [
        "80B2(g)",
        "80B2(g)(iv)",
        "80B2(g)(v)",
        "80B2(g)(ix)",
        "80B2(g)(x)",
        "80B2(g)(xii)",
        "80B2(h)",
    ]
    assert parse_label("80B2(g)(ix)") > parse_label("80B2(g)(v)")


@pytest.mark.parametrize("numeral", ["ix", "x", "xi", "xii"])
def test_every_roman_numeral_of_the_grammar_is_read(numeral):
    assert format_label(f"80B2g{numeral}") == f"80B2(g)({numeral})"  # the anchor form, as in a URL
    assert format_label(f"Yasa 80B2(g)({numeral})") == f"80B2(g)({numeral})"
