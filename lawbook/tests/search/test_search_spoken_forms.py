"""Players' spelling of "kontr" (double) and "sürkontr" (redouble), and the verb they make of it.

The Laws write "kontr": TR 19A1 "Bir oyuncu yalnızca son deklareye kontr atabilir." (WBF 19A1 "A
player may double only the last preceding bid."), "YASA 19 – KONTRLAR VE SÜRKONTRLAR" (WBF "LAW 19
DOUBLES AND REDOUBLES"); but the official Turkish of Law 77's table writes the word as it is said,
"Kontursuz", "Konturlu", "Sürkonturlu", and so do players ("konturlu", "kontur", "konturladı").
Before, those found Law 77 only, or nothing: "kontur" is no inflection of "kontr".
"""

import pytest

from lawbook.search.analysis import analyze
from lawbook.search.service import search
from lawbook.search.vocabulary import load
from lawbook.text.inflection import spoken_forms
from tests.search_index import search_index, search_index_dir  # noqa: F401


def meant(typed: str) -> set[str]:
    """The terms of the vocabulary groups found in what was typed."""
    return {term.text for match in load().find(analyze(typed, "tr", "exact")) for term in match.group.terms}


@pytest.mark.parametrize("typed", ["kontur", "konturlu", "konturladı", "kontrladım", "Konturladın mı"])
def test_the_players_spelling_and_verb_of_kontr_are_a_double(typed):
    assert "double" in meant(typed)


@pytest.mark.parametrize("typed", ["sürkontur", "sürkonturlu", "surkonturladi", "sürkontrladı"])
def test_the_players_spelling_and_verb_of_surkontr_are_a_redouble(typed):
    assert "redouble" in meant(typed)


@pytest.mark.parametrize("typed", ["kontrat", "kontratı", "kontrol", "kontrolü"])
def test_words_that_only_begin_like_kontr_are_not_a_double(typed):
    """ "kontrat" is the contract, "kontrol" a check."""
    assert "double" not in meant(typed)


def test_the_rule_is_about_a_final_cluster_not_a_list_of_words():
    assert spoken_forms("kontr")[0] == "kontur"
    assert spoken_forms("sürkontr")[0] == "sürkontur"
    assert not any(form.endswith(("ur", "ür")) for form in spoken_forms("rönons"))


@pytest.mark.parametrize("typed", ["elledi", "kartı elledi"])
def test_handling_a_card_is_not_the_hand(typed):
    """ "ellemek" (to handle) is no verb made of "el" (hand): a word of two letters makes none."""
    assert "hand" not in meant(typed)


@pytest.mark.parametrize("typed", ["konturlu", "konturladı", "kontur"])
def test_the_players_spelling_finds_the_law_of_doubles(search_index, typed):
    """What "kontr" finds: Law 19 (Doubles and Redoubles) among the first five results."""
    laws = [hit.law for hit in search(typed, "tr").hits[:5]]
    assert 19 in laws, laws


def test_the_players_spelling_of_a_redouble_finds_the_law_of_redoubles(search_index):
    labels = [hit.label for hit in search("sürkonturladı", "tr").hits[:5]]
    assert any(label.startswith("19B") for label in labels), labels
