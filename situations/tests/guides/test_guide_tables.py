"""The three checks every guide's table of rulings gets: a guide's test file (test_guides_*.py)
holds `SLUG` and `RULINGS`, one row per ending, (deciding paragraph, Turkish phrase, English
phrase), with the paragraph quoted beside the row in the official Turkish (fixtures/laws_tr.txt)
and the WBF English; and its own special tests. A row's key is the ending's path: a tuple of the
choices' keys, or the same joined by "/".

Here, for every table: every ending of the guide has a row (a new ending is not left unchecked)
and the deciding paragraph is among the ending's paragraphs. That the ending's page says the
ruling in each language and cites the deciding paragraph (a quotation with its `data-label`) is
checked on the one fetch of each ending page, in test_guides.py. A test's id and message name
the guide."""

from __future__ import annotations

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.tables import TABLES

ENDINGS = [(slug, keys) for slug, table in sorted(TABLES.items()) for keys in sorted(table)]


def _id(item) -> str:
    slug, keys = item
    return f"{slug}:{'/'.join(keys)}"


@pytest.mark.parametrize("slug", sorted(TABLES))
def test_every_ending_is_checked_here(slug):
    endings = {tuple(keys) for keys, _ in BY_SLUG[slug].endings()}
    assert endings == set(TABLES[slug]), (
        slug,
        f"endings without a row: {sorted(endings - set(TABLES[slug]))}",
        f"rows without an ending: {sorted(set(TABLES[slug]) - endings)}",
    )


@pytest.mark.parametrize("item", ENDINGS, ids=_id)
def test_the_deciding_paragraph_is_among_the_ending_s_paragraphs(item):
    slug, keys = item
    label = TABLES[slug][keys][0]
    _, ending = BY_SLUG[slug].walk(list(keys))
    assert label in ending.laws, (slug, keys, ending.laws)
