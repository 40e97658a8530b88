"""The term table's scores are Whoosh's BM25F scores, posting for posting (issue 27).

The table used to be read back from a Whoosh index of the sixteen text fields, each posting
scored by Whoosh's own matcher; it is now built from the documents' terms directly, which halves
a rebuild. Here the old way is the reference: a Whoosh index with the text fields, every posting
scored by `matcher.score()`, folded exactly as before, must give the same table to the last digit
and the same positions, on the whole collection of the imported Laws and their guides.

The table checked is the one the session's index holds (tests.search_index, built once a run
by `rebuild`, which calls `termtable.build` on these documents in this order): building it a
second time here cost 1.2 s of CPU and checked the same function on the same input (issue 21).
"""

import pytest
from whoosh import index as whoosh_index
from whoosh.analysis import Token, Tokenizer
from whoosh.fields import ID, STORED, TEXT, Schema

from lawbook.search import termtable
from lawbook.search.analysis import LANGS, analyze
from lawbook.search.documents import PARTS, collect
from lawbook.search.index import is_stale
from tests.search_index import search_index_dir  # noqa: F401

pytestmark = pytest.mark.django_db


class _Analyzer(Tokenizer):
    """The Whoosh analyzer the index used: our analysis, one term per position."""

    def __init__(self, lang: str, mode: str):
        self.lang, self.mode = lang, mode

    def __call__(self, value, positions=False, chars=False, mode="", **kwargs):
        token = Token(positions, chars, mode=mode, **kwargs)
        for pos, term in enumerate(analyze(value, self.lang, self.mode)):
            token.text, token.boost, token.stopped, token.pos = term, 1.0, False, pos
            yield token


def _whoosh_table(folder, documents) -> dict:
    fields = {"id": ID(stored=True, unique=True), "kind": ID(stored=True), "shown": STORED}
    for part in PARTS:
        for lang in LANGS:
            fields[f"{part}_{lang}_x"] = TEXT(analyzer=_Analyzer(lang, "exact"), phrase=True)
            fields[f"{part}_{lang}_s"] = TEXT(analyzer=_Analyzer(lang, "stem"), phrase=True)
    ix = whoosh_index.create_in(str(folder), Schema(**fields))
    with ix.writer() as writer:
        for document in documents:
            writer.add_document(**document.fields())
    views: dict = {name: {} for name in termtable.VIEWS}
    with ix.searcher() as searcher:
        for lang in LANGS:
            for mode in termtable.MODES:
                for index, part in enumerate(PARTS):
                    _fold_in(searcher, f"{part}_{lang}_{mode}", index, views[termtable.view_name(lang, mode)])
    return views


def _fold_in(searcher, field, part_index, view) -> None:
    weight = termtable.PART_WEIGHTS[PARTS[part_index]]
    offset = part_index * termtable.PART_GAP
    for raw in searcher.reader().lexicon(field):
        term = raw.decode("utf-8")
        scores, positions = view.setdefault(term, ({}, {}))
        matcher = searcher.postings(field, term)
        while matcher.is_active():
            doc = matcher.id()
            scores[doc] = round(scores.get(doc, 0.0) + weight * matcher.score(), 5)
            positions[doc] = positions.get(doc, ()) + tuple(p + offset for p in matcher.value_as("positions"))
            matcher.next()


def test_the_term_table_scores_every_posting_as_whoosh_does(tmp_path, search_index_dir):  # noqa: F811
    # The session's index was built from the documents collected here: same text, same sources.
    assert not is_stale(search_index_dir)
    documents = collect().documents
    (tmp_path / "whoosh").mkdir()
    expected = _whoosh_table(tmp_path / "whoosh", documents)
    built = termtable.load(search_index_dir).views
    assert sum(len(scores) for view in expected.values() for scores, _ in view.values()) > 50_000
    for name in termtable.VIEWS:
        assert built[name].keys() == expected[name].keys(), name
        differing = [term for term in expected[name] if built[name][term] != expected[name][term]]
        assert not differing, (name, differing[:5])
