"""The three checks every guide's table of rulings gets: a guide's test file (test_guides_*.py)
holds `SLUG` and `RULINGS`, one row per ending, (deciding paragraph, Turkish phrase, English
phrase), with the paragraph quoted beside the row in the official Turkish (fixtures/laws_tr.txt)
and the WBF English; and its own special tests. A row's key is the ending's path: a tuple of the
choices' keys, or the same joined by "/".

Here, for every table: every ending of the guide has a row (a new ending is not left unchecked),
the deciding paragraph is among the ending's paragraphs, and the ending's page says the ruling in
each language and cites the deciding paragraph (a quotation with its `data-label`). A test's id
and message name the guide."""

from __future__ import annotations

import importlib
import pkgutil

import pytest
from django.utils.html import escape

from situations.content import BY_SLUG
from situations.tests import guides
from situations.tests.guides import guide_pages

LANGS = ("tr", "en")


def _tables() -> dict[str, dict[tuple[str, ...], tuple[str, str, str]]]:
    """Every guide's table, by slug, keyed by the ending's path as a tuple."""
    tables = {}
    for module_info in pkgutil.iter_modules(guides.__path__):
        if not module_info.name.startswith("test_guides_"):
            continue
        module = importlib.import_module(f"{guides.__name__}.{module_info.name}")
        if hasattr(module, "RULINGS"):
            tables[module.SLUG] = {
                tuple(keys.split("/")) if isinstance(keys, str) else keys: row for keys, row in module.RULINGS.items()
            }
    return tables


TABLES = _tables()
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


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("item", ENDINGS, ids=_id)
def test_the_ending_page_says_the_ruling_and_cites_its_paragraph(client, item, lang):
    slug, keys = item
    label, tr, en = TABLES[slug][keys]
    text = guide_pages.page(client, slug, list(keys), lang)
    assert escape(tr if lang == "tr" else en) in text, (slug, keys, lang)
    assert f'data-label="{label}"' in text, (slug, keys, lang)
