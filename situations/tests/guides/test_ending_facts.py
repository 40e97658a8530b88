"""The facts that tell a guide's Endings apart (situations.guide.Fact, issue 22): each true of its
Ending, stated by one of the Ending's own phrasings (Ending.said), and stated by no phrasing of a
sibling that does not carry the same fact, so that the search's choice among the guide's Endings
(lawbook.search.stated_facts) never moves a sibling's own words away from it."""

import pytest

from lawbook.search.stated_facts import states
from situations.content import SITUATIONS


def _by_lang(fact):
    return {"tr": fact.tr, "en": fact.en}


def _endings_with_facts():
    for situation in SITUATIONS:
        endings = ["/".join(keys) for keys, _ in situation.endings()]
        found = dict(zip(endings, (ending for _, ending in situation.endings()), strict=True))
        if any(ending.facts for ending in found.values()):
            yield situation.slug, found


GUIDES = list(_endings_with_facts())


def test_some_guides_carry_facts():
    assert {slug for slug, _ in GUIDES} >= {
        "premature-play",
        "card-from-dummy",
        "defective-trick",
        "unintended-call",
        "inadmissible-call",
    }


@pytest.mark.parametrize("slug, endings", GUIDES, ids=[slug for slug, _ in GUIDES])
def test_each_fact_is_stated_by_one_of_its_endings_own_phrasings(slug, endings):
    for key, ending in endings.items():
        for fact in ending.facts:
            for lang in ("tr", "en"):
                said = [getattr(text, lang) for text in ending.said]
                assert any(states(text, {lang: getattr(fact, lang)}) for text in said), (slug, key, lang, fact)


@pytest.mark.parametrize("slug, endings", GUIDES, ids=[slug for slug, _ in GUIDES])
def test_no_sibling_that_lacks_a_fact_states_it(slug, endings):
    for key, ending in endings.items():
        for fact in ending.facts:
            for other_key, other in endings.items():
                if other_key == key or fact in other.facts:
                    continue
                for text in other.said:
                    for lang in ("tr", "en"):
                        assert not states(getattr(text, lang), {lang: getattr(fact, lang)}), (
                            slug,
                            key,
                            fact.laws,
                            other_key,
                            getattr(text, lang),
                        )


@pytest.mark.parametrize("slug, endings", GUIDES, ids=[slug for slug, _ in GUIDES])
def test_each_fact_rests_on_a_paragraph_of_its_ending(slug, endings):
    for key, ending in endings.items():
        for fact in ending.facts:
            assert any(law in ending.laws for law in fact.laws), (slug, key, fact.laws)
