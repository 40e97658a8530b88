"""Building the index: what it holds, the atomic swap, failed builds, and readers across a rebuild."""

import json
import os

import pytest

from lawbook.search import index as search_index_module
from lawbook.search import reader, termtable
from lawbook.search.documents import Collection
from lawbook.search.index import generations, rebuild
from lawbook.search.service import search
from tests.search_index import (  # noqa: F401
    paragraph_document,
    search_index,
    search_index_dir,
    tiny_index,
    writable_index,
)


def doc(label: str, word: str):
    return paragraph_document(label, int(label.rstrip("ABCDEFGH") or 1), {"tr": f"Bu paragraf {word} içerir."})


@pytest.mark.django_db
def test_the_index_holds_every_paragraph_definition_and_footnote(search_index):
    from lawbook.models import Definition, Footnote, Paragraph

    with reader.session() as ix:
        kinds = [shown.kind for shown in ix.shown.values()]
        assert kinds.count("paragraph") == Paragraph.objects.count()
        assert kinds.count("definition") == Definition.objects.count()
        assert kinds.count("footnote") == Footnote.objects.count()
        assert "50D2(a)" in ix.labels and len(ix.chapters) == 11


def test_rebuild_swaps_a_link_to_a_complete_generation(tiny_index, tmp_path):
    target = tiny_index([doc("1", "birinci")])
    first = target.resolve()
    assert target.is_symlink() and first.parent == target.parent
    assert (first / termtable.TABLE_FILE).is_file() and (first / search_index_module.META_FILE).is_file()
    assert [h.label for h in search("birinci").hits] == ["1"]

    rebuild(target, Collection([doc("2", "ikinci")]))
    assert target.resolve() != first
    assert [h.label for h in search("ikinci").hits] == ["2"]  # the serving process reopened
    assert search("birinci").hits == []


def test_words_typed_side_by_side_are_looked_up_in_pairs_the_indexer_wrote(tiny_index, monkeypatch):
    """The paragraph holding two typed words side by side ranks above the one holding them apart,
    from pairs written with the generation: a serving process that opens it builds none (a web
    worker built them at its first query of several words, 0.4 s one reader waited after each
    rebuild) and writes nothing into the index's folder."""
    target = tiny_index([doc("1", "kalem mavi"), doc("2", "mavi kalem")])
    generation = target.resolve()
    assert termtable.load(generation).side_by_side("tr_x", ("mavi", "kalem")) == (1,)

    def built_while_serving(view):
        raise AssertionError("the adjacent pairs are built by the indexer, not by a search")

    monkeypatch.setattr(termtable, "adjacent_pairs", built_while_serving)
    files = {path.name: path.stat().st_mtime_ns for path in generation.iterdir()}
    reader.reset()  # a web worker opening the generation after the swap
    assert [h.label for h in search("mavi kalem").hits] == ["2", "1"]
    assert {path.name: path.stat().st_mtime_ns for path in generation.iterdir()} == files


def test_what_a_generation_keeps_is_computed_once_and_dropped_with_it(tiny_index):
    """OpenIndex.once: what the search derives from a generation (its guides, its lexicons, a
    path's paragraphs) is computed at its first use and kept, an answer of None too; a rebuilt
    index starts afresh, or a publication would be searched with the old text's answers. What
    `kept` holds under the same name is another answer."""
    target = tiny_index([doc("1", "bir")])
    calls: list[str] = []

    def labels(ix) -> frozenset[str]:
        calls.append(ix.path)
        return ix.labels

    with reader.session() as ix:
        assert ix.once("labels", lambda: labels(ix)) == {"1"}
        assert ix.once("labels", lambda: labels(ix)) == {"1"}
        assert ix.once(("nothing", 1), lambda: calls.append("none")) is None
        assert ix.once(("nothing", 1), lambda: calls.append("none")) is None
        assert ix.kept("labels", "key", lambda: "kept apart", 1) == "kept apart"
        assert ix.once("labels", lambda: labels(ix)) == {"1"}
    assert len(calls) == 2

    rebuild(target, Collection([doc("2", "iki")]))
    with reader.session() as ix:
        assert ix.once("labels", lambda: labels(ix)) == {"2"}
    assert len(calls) == 3


def test_the_previous_generation_is_kept_and_older_ones_pruned(tiny_index):
    target = tiny_index([doc("1", "bir")])
    seen = [target.resolve()]
    for word in ("iki", "üç", "dört"):
        rebuild(target, Collection([doc("2", word)]))
        seen.append(target.resolve())
    kept = generations(target)
    assert kept == seen[-2:]
    assert not any(p.exists() for p in seen[:-2])


def test_a_killed_build_is_pruned_and_the_last_complete_generation_kept(tiny_index):
    """A build killed before its meta file was written left a folder behind: it is not "the
    previous generation". The next build deletes it and keeps the complete one before it, which a
    reader may still have open."""
    target = tiny_index([doc("1", "bir")])
    complete = target.resolve()
    # Started after the complete one (same stamp, a greater random part), killed mid-write.
    killed = complete.with_name(complete.name.rsplit(".", 1)[0] + ".ffffffff")
    killed.mkdir()
    (killed / "_MAIN_1.toc").write_text("half written")
    rebuild(target, Collection([doc("2", "iki")]))
    assert generations(target) == [complete, target.resolve()]
    assert not killed.exists()


def test_a_failed_build_leaves_the_current_index_alone(tiny_index, monkeypatch):
    target = tiny_index([doc("1", "sağlam")])
    before = target.resolve()

    def broken(folder, documents, paths):
        raise RuntimeError("disk full")

    monkeypatch.setattr(termtable, "build", broken)
    with pytest.raises(RuntimeError):
        rebuild(target, Collection([doc("2", "yarım")]))
    assert target.resolve() == before
    assert generations(target) == [before]  # no half-written folder left behind
    assert [h.label for h in search("sağlam").hits] == ["1"]


def test_readers_see_the_old_index_until_the_swap(tiny_index, monkeypatch):
    target = tiny_index([doc("1", "eski")])
    real_swap = search_index_module.swap
    during = {}

    def swap_watching(link, fresh):
        # The new generation is complete on disk, yet searches still answer from the old one.
        during["hits"] = [h.label for h in search("eski").hits]
        during["new"] = [h.label for h in search("yeni").hits]
        real_swap(link, fresh)

    monkeypatch.setattr(search_index_module, "swap", swap_watching)
    rebuild(target, Collection([doc("2", "yeni")]))
    assert during == {"hits": ["1"], "new": []}
    assert [h.label for h in search("yeni").hits] == ["2"]


def test_an_open_session_keeps_reading_its_generation_through_a_rebuild(tiny_index):
    target = tiny_index([doc("1", "kalıcı")])
    with reader.session() as ix:
        rebuild(target, Collection([doc("2", "başka")]))
        # The old files are still there (the previous generation is kept): this search finishes.
        assert ix.terms.postings("tr_x", "kalici")
    assert [h.label for h in search("başka").hits] == ["2"]


def test_an_index_folder_from_before_generations_is_moved_aside(tmp_path, settings, db):
    target = tmp_path / "index"
    target.mkdir()
    (target / "old-file").write_text("x")
    settings.SEARCH_INDEX_DIR = target
    rebuild(target, Collection([doc("1", "taşındı")]))
    assert target.is_symlink()
    assert any(p.name.startswith("index.0-legacy.") for p in tmp_path.iterdir())
    assert [h.label for h in search("taşındı").hits] == ["1"]
    reader.reset()


def test_no_index_is_reported_not_crashed(tmp_path, settings):
    settings.SEARCH_INDEX_DIR = tmp_path / "nothing-here"
    reader.reset()
    with pytest.raises(reader.IndexMissing):
        search("rönons")


def test_the_link_is_replaced_in_one_rename(tiny_index, monkeypatch):
    target = tiny_index([doc("1", "bir")])
    calls = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda src, dst: (calls.append((src, dst)), real_replace(src, dst)))
    rebuild(target, Collection([doc("2", "iki")]))
    assert len(calls) == 1 and str(calls[0][1]) == str(target)


def test_an_index_built_by_other_analysis_code_is_stale(writable_index):
    """A release that changes how words become terms (a stem, a split noun) leaves the old index's
    terms unlike the new code's queries: the indexer must rebuild it though the text is the same."""
    meta_file = writable_index / search_index_module.META_FILE
    meta = json.loads(meta_file.read_text(encoding="utf-8"))
    assert meta["builder"] == search_index_module.builder_digest()
    meta["builder"] = "written by an earlier release"
    meta_file.write_text(json.dumps(meta), encoding="utf-8")
    assert search_index_module.is_stale()
