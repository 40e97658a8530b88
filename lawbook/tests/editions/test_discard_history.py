"""The history a discarded draft leaves (perf299, issue 21): one deletion record ("-") of each of its
text rows, as django-simple-history's post_delete wrote them one by one: every tracked field as the
row was when it went, the editor who discarded it, no reason, the moment each row was deleted; each
table's records in the order Django deleted the rows. Since perf299 they are written together
(lawbook.editions.history.deletion_records_together): one INSERT per table and batch, not one per
row (1 135 INSERTs for a draft of the 2017 text, about 1 s of CPU: docs/benchmarks.md, Session 94)."""

from types import SimpleNamespace

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone, translation

from lawbook.editions import tree_edits
from lawbook.models import Chapter, Definition, Edition, EditorNote, Footnote, Interpretation, Law, Paragraph
from lawbook.tests.editions.test_publishing_admin import member

pytestmark = pytest.mark.django_db

ADMIN = "/tr/admin/lawbook"
TEXT_MODELS = (Chapter, Law, Paragraph, Definition, Footnote, EditorNote, Interpretation)


def rows_of(code: str) -> dict[type, list]:
    """Every text row of edition `code`, by model."""
    return {
        Chapter: list(Chapter.objects.filter(edition=code)),
        Law: list(Law.objects.filter(edition=code)),
        Paragraph: list(Paragraph.objects.filter(law__edition=code)),
        Definition: list(Definition.objects.filter(edition=code)),
        Footnote: list(Footnote.objects.filter(edition=code)),
        EditorNote: list(EditorNote.objects.filter(paragraph__law__edition=code))
        + list(EditorNote.objects.filter(definition__edition=code)),
        Interpretation: list(Interpretation.objects.filter(edition=code)),
    }


def tracked(model) -> list[str]:
    return [field.attname for field in model.history.model.tracked_fields]


def fields_when_deleted(model, row, paragraphs: set[int]) -> dict:
    """The row's tracked fields as its deletion record keeps them (read as the record reads them, in
    the request's language): a footnote's paragraph, deleted with its Law before the footnotes, was
    set to NULL first (on_delete=SET_NULL)."""
    values = {name: getattr(row, name) for name in tracked(model)}
    if model is Footnote and values["paragraph_id"] in paragraphs:
        values["paragraph_id"] = None
    return values


def deletion_order(model, rows: list) -> list[int]:
    """The ids in the order Django's deletion sends post_delete: each model's rows by descending id
    in each delete; the notes on paragraphs go with the Laws, those on definitions later."""
    if model is EditorNote:
        on_paragraphs = sorted((r.pk for r in rows if r.paragraph_id), reverse=True)
        return on_paragraphs + sorted((r.pk for r in rows if r.definition_id), reverse=True)
    return sorted((r.pk for r in rows), reverse=True)


@pytest.fixture
def interpretation(draft):
    """The draft's one federation interpretation (the 2017 text has none), deleted with its edition."""
    return Interpretation.objects.create(
        edition_id=draft.code,
        kind=Interpretation.ELECTION,
        labels="12C2(b)",
        title_tr="Ortalama artı",
        title_en="Average plus",
        text_tr="Metin",
        text_en="Text",
        source="TBF 1",
        date="2026-01-01",
    )


def test_a_discarded_draft_leaves_a_deletion_record_of_each_row_as_it_was(draft, interpretation):
    editor = member("discarder", "Editor")
    user = get_user_model().objects.get(username="discarder")
    with translation.override("tr"):
        rows = rows_of(draft.code)
    assert all(rows.values()), {m.__name__: len(r) for m, r in rows.items()}
    paragraphs = {p.pk for p in rows[Paragraph]}
    last = {model: model.history.order_by("-history_id").values_list("history_id", flat=True).first() for model in rows}
    start = timezone.now()
    action = {"action": "discard_draft", "_selected_action": [draft.pk], "confirmed": "yes"}
    assert editor.post(f"{ADMIN}/edition/", action).status_code == 302
    end = timezone.now()
    assert not Edition.objects.filter(code=draft.code).exists()
    dates = {}
    for model, gone in rows.items():
        records = list(model.history.filter(history_id__gt=last[model] or 0).order_by("history_id"))
        name = model.__name__
        assert [r.id for r in records] == deletion_order(model, gone), name
        by_id = {row.pk: fields_when_deleted(model, row, paragraphs) for row in gone}
        for record in records:
            assert {f: getattr(record, f) for f in tracked(model)} == by_id[record.id], (name, record.id)
        assert {(r.history_type, r.history_user_id, r.history_change_reason) for r in records} == {("-", user.pk, None)}
        moments = [r.history_date for r in records]
        assert moments == sorted(moments) and start <= moments[0] and moments[-1] <= end, name
        dates[model] = moments
    # each record is made as its row goes: a Law after its paragraphs, the chapters after the Laws
    assert max(dates[Paragraph]) <= min(dates[Law]) and max(dates[Law]) <= min(dates[Chapter])


def test_a_discard_writes_its_history_records_in_bulk(draft, interpretation):
    """The old loop made one INSERT per deleted row (1 135, with 51 other statements). Together,
    one per history table and batch (bulk_create's: SQLite's 999 parameters make 26 here, PostgreSQL
    one a table)."""
    rows = sum(len(r) for r in rows_of(draft.code).values())
    assert rows > 1100
    with CaptureQueriesContext(connection) as queries:
        tree_edits.discard(draft)
    history = [q["sql"] for q in queries if q["sql"].startswith('INSERT INTO "lawbook_historical')]
    assert len(history) <= 30, len(history)
    assert len(queries) <= 90, len(queries)
    assert sum(model.history.filter(history_type="-").count() for model in TEXT_MODELS) == rows


def test_a_failed_discard_writes_no_record(draft, monkeypatch):
    """A discard that fails half-way is rolled back whole, and the records kept so far are never
    written (nor written by a later deletion of the same thread)."""

    def refuse(**kwargs):
        raise RuntimeError("the chapters' delete failed")

    gone_before = Paragraph.history.filter(history_type="-").count()
    monkeypatch.setattr(tree_edits, "Chapter", SimpleNamespace(objects=SimpleNamespace(filter=refuse)))
    with pytest.raises(RuntimeError):
        tree_edits.discard(draft)
    monkeypatch.undo()
    assert Paragraph.objects.filter(law__edition=draft.code).exists()
    assert Paragraph.history.filter(history_type="-").count() == gone_before
    # a row deleted on its own afterwards writes its own record at once, as simple_history does
    note = EditorNote.objects.filter(paragraph__law__edition=draft.code).first()
    pk = note.pk
    note.delete()
    assert EditorNote.history.filter(id=pk, history_type="-").count() == 1
