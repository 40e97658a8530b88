"""Opening a draft copies its source edition inside the database (lawbook.editions.draft_copy), and
the draft is the one the ORM's copy made object by object before (kept below as the reference,
`orm_copy`): every row of every copied model, every field, every foreign key (named by the key of
the row it names), the rows' order, and the first history record of each text row. Run on SQLite and,
with bin/with-postgres, on PostgreSQL. A copy that fails part-way leaves no draft."""

import collections
import json

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model
from django.db.models import Q
from django.utils import translation

from lawbook.editions import draft_copy, editions
from lawbook.editions.history import COPY_REASON
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import (
    Chapter,
    Citation,
    Definition,
    Edition,
    EditorNote,
    Footnote,
    FootnoteMarker,
    Interpretation,
    Law,
    Paragraph,
    TermMention,
)

pytestmark = pytest.mark.django_db

# --- the reference: the ORM's copy as lawbook/editions/editions.py had it (main 670298e6) ---------


def _clone(row, **changes):
    row.pk = None
    row.id = None
    row._state.adding = True
    for name, value in changes.items():
        setattr(row, name, value)
    return row


def orm_copy(source: str, target: str, user=None) -> None:
    chapters = {}
    for chapter in Chapter.objects.filter(edition=source):
        old = chapter.pk
        chapters[old] = _clone(chapter, edition_id=target, version=0)
    Chapter.objects.bulk_create(chapters.values())

    laws = {}
    for law in Law.objects.filter(edition=source):
        old = law.pk
        laws[old] = _clone(law, edition_id=target, chapter=chapters[law.chapter_id], version=0)
    Law.objects.bulk_create(laws.values())

    paragraphs: dict[int, Paragraph] = {}
    rows = list(Paragraph.objects.filter(law__edition=source).order_by("depth", "law__number", "position"))
    for depth in sorted({p.depth for p in rows}):
        batch = {}
        for paragraph in (p for p in rows if p.depth == depth):
            old = paragraph.pk
            parent = paragraphs[paragraph.parent_id] if paragraph.parent_id else None
            batch[old] = _clone(paragraph, law=laws[paragraph.law_id], parent=parent, version=0)
        Paragraph.objects.bulk_create(batch.values())
        paragraphs.update(batch)

    definitions: dict[int, Definition] = {}
    rows = list(Definition.objects.filter(edition=source).order_by("parent_id", "position"))
    for level in (lambda d: d.parent_id is None, lambda d: d.parent_id is not None):
        batch = {}
        for definition in filter(level, rows):
            old = definition.pk
            parent = definitions[definition.parent_id] if definition.parent_id else None
            batch[old] = _clone(definition, edition_id=target, parent=parent, version=0)
        Definition.objects.bulk_create(batch.values())
        definitions.update(batch)

    footnotes = {}
    for footnote in Footnote.objects.filter(edition=source):
        old = footnote.pk
        paragraph = paragraphs.get(footnote.paragraph_id)
        footnotes[old] = _clone(footnote, edition_id=target, paragraph=paragraph, version=0)
    Footnote.objects.bulk_create(footnotes.values())

    interpretations = Interpretation.objects.bulk_create(
        _clone(i, edition_id=target, version=0) for i in Interpretation.objects.filter(edition=source)
    )

    in_source = {"paragraph__law__edition": source}
    notes = EditorNote.objects.bulk_create(
        [
            _clone(n, paragraph=paragraphs.get(n.paragraph_id), definition=definitions.get(n.definition_id), version=0)
            for n in EditorNote.objects.filter(Q(**in_source) | Q(definition__edition=source))
        ]
    )
    FootnoteMarker.objects.bulk_create(
        _clone(m, paragraph=paragraphs[m.paragraph_id], footnote=footnotes[m.footnote_id])
        for m in FootnoteMarker.objects.filter(**in_source)
    )
    owned = (
        Q(paragraph__law__edition=source)
        | Q(definition__edition=source)
        | Q(footnote__edition=source)
        | Q(law__edition=source)
    )
    Citation.objects.bulk_create(
        _clone(
            c,
            paragraph=paragraphs.get(c.paragraph_id),
            definition=definitions.get(c.definition_id),
            footnote=footnotes.get(c.footnote_id),
            law=laws.get(c.law_id),
            target=paragraphs.get(c.target_id),
        )
        for c in Citation.objects.filter(owned)
    )
    TermMention.objects.bulk_create(
        _clone(m, paragraph=paragraphs[m.paragraph_id], definition=definitions[m.definition_id])
        for m in TermMention.objects.filter(**in_source)
    )
    copies = {
        Chapter: list(chapters.values()),
        Law: list(laws.values()),
        Paragraph: list(paragraphs.values()),
        Definition: list(definitions.values()),
        Footnote: list(footnotes.values()),
        EditorNote: notes,
        Interpretation: interpretations,
    }
    for model, rows in copies.items():
        model.history.bulk_history_create(rows, default_user=user, default_change_reason=f"{COPY_REASON}{source}")


# --- the comparison ------------------------------------------------------------------------------

# Each copied model's rows in an edition, and the fields of its order (Meta.ordering, and the
# copy's own order where it has one): a row's place among the copies is compared by these, since
# the order of rows they tie is the database's choice (PostgreSQL's differs between two reads).
EDITION_ROWS = {
    Chapter: (lambda code: Q(edition=code), ("number",)),
    Law: (lambda code: Q(edition=code), ("number",)),
    Paragraph: (lambda code: Q(law__edition=code), ("depth", "law", "position")),
    Definition: (lambda code: Q(edition=code), ("parent", "position")),
    Footnote: (lambda code: Q(edition=code), ("number",)),
    Interpretation: (lambda code: Q(edition=code), ("position", "date")),
    EditorNote: (
        lambda code: Q(paragraph__law__edition=code) | Q(definition__edition=code),
        ("paragraph", "definition", "kind"),
    ),
    FootnoteMarker: (lambda code: Q(paragraph__law__edition=code), ("paragraph", "field", "offset")),
    Citation: (
        lambda code: (
            Q(paragraph__law__edition=code)
            | Q(definition__edition=code)
            | Q(footnote__edition=code)
            | Q(law__edition=code)
        ),
        ("paragraph", "lang", "field", "start"),
    ),
    TermMention: (lambda code: Q(paragraph__law__edition=code), ("paragraph", "lang", "field", "start")),
}
TEXT_MODELS = (Chapter, Law, Paragraph, Definition, Footnote, Interpretation, EditorNote)


def keys(draft: str) -> dict:
    """Each row of the models a foreign key names, by model and id: named by what its edition keeps
    unique, its edition as "draft" when it is `draft`, so that a row of either draft and its
    counterpart in the other have one name."""

    def edition(code):
        return "draft" if code == draft else code

    return {
        Chapter: {
            pk: ("chapter", edition(e), n) for pk, e, n in Chapter.objects.values_list("pk", "edition", "number")
        },
        Law: {pk: ("law", edition(e), n) for pk, e, n in Law.objects.values_list("pk", "edition", "number")},
        Paragraph: {
            pk: ("paragraph", edition(e), n, label)
            for pk, e, n, label in Paragraph.objects.values_list("pk", "law__edition", "law__number", "label")
        },
        Definition: {
            pk: ("definition", edition(e), slug)
            for pk, e, slug in Definition.objects.values_list("pk", "edition", "slug")
        },
        Footnote: {
            pk: ("footnote", edition(e), n) for pk, e, n in Footnote.objects.values_list("pk", "edition", "number")
        },
        Edition: {code: edition(code) for code in Edition.objects.values_list("code", flat=True)},
    }


def as_compared(model, values: dict, named: dict, fields) -> dict:
    """A row's fields (by attname) with each foreign key, and the row's own id where its model has a
    key, named by `named` (a user by its id: the same in both drafts)."""
    row = {}
    for field in fields:
        value = values[field.attname]
        if field.is_relation and value is not None and field.related_model in named:
            value = named[field.related_model][value]
        elif field.primary_key or field.attname == "id":
            value = named.get(model, {}).get(value)
        row[field.attname] = value
    return row


def rows_of(draft: str) -> dict[str, list[dict]]:
    named = keys(draft)
    rows = {}
    for model, (where, _order) in EDITION_ROWS.items():
        found = model.objects.rewrite(False) if hasattr(model.objects, "rewrite") else model.objects
        fields = model._meta.concrete_fields
        values = found.filter(where(draft)).order_by("pk").values(*(f.attname for f in fields))
        rows[model.__name__] = [as_compared(model, row, named, fields) for row in values]
    return rows


def history_of(draft: str) -> dict[str, list[dict]]:
    """Each copied text row's history records, without the record's id and date (the ORM's copy
    took the clock per record, the SQL copy once for all)."""
    named = keys(draft)
    records = {}
    for model in TEXT_MODELS:
        where, _order = EDITION_ROWS[model]
        pks = list(model.objects.filter(where(draft)).values_list("pk", flat=True))
        historical = model.history.model
        fields = [f for f in historical._meta.concrete_fields if f.name not in ("history_id", "history_date")]
        found = historical.objects.filter(id__in=pks).order_by("history_id").values(*(f.attname for f in fields))
        records[model.__name__] = [as_compared(model, row, named, fields) for row in found]
    return records


def assert_same_draft(rows_old, rows_new, orders: dict[str, tuple[str, ...]]):
    for name, old in rows_old.items():
        new = rows_new[name]

        def canonical(row):
            return json.dumps(row, sort_keys=True, default=str)

        assert collections.Counter(map(canonical, new)) == collections.Counter(map(canonical, old)), name
        order = orders[name]
        assert [tuple(row[f] for f in order) for row in new] == [tuple(row[f] for f in order) for row in old], name


def open_both(source: Edition, user, monkeypatch) -> tuple[str, str]:
    """Draft "sql" opened by the product's copy, draft "orm" by the reference, both of `source`."""
    with translation.override("tr"):
        editions.open_draft("sql", based_on=source, user=user)
        with monkeypatch.context() as patched:
            patched.setattr(editions, "copy_edition", orm_copy)
            editions.open_draft("orm", based_on=source, user=user)
    return "sql", "orm"


ORDERS = {model.__name__: order for model, (_where, order) in EDITION_ROWS.items()}
ORDERS = {
    name: tuple(f"{f}_id" if f in ("law", "parent", "paragraph", "definition") else f for f in order)
    for name, order in ORDERS.items()
}
# A history record's place: by the row it records, or (no key) by its row's order.
HISTORY_ORDERS = {
    **{model.__name__: ("id",) for model in TEXT_MODELS},
    "EditorNote": ORDERS["EditorNote"],
    "Interpretation": ORDERS["Interpretation"],
}


def assert_drafts_agree(new: str, old: str):
    rows_new, rows_old = rows_of(new), rows_of(old)
    assert all(rows_old[m.__name__] for m in EDITION_ROWS), "every copied model has rows to compare"
    assert_same_draft(rows_old, rows_new, ORDERS)
    assert_same_draft(history_of(old), history_of(new), HISTORY_ORDERS)


@pytest.fixture
def editor():
    return get_user_model().objects.create_user("copier", "copier@example.org", "a-long-password", is_staff=True)


@pytest.fixture
def interpretation():
    """The imported Laws have no federation interpretation: one, so that its copy is compared."""
    return Interpretation.objects.create(
        edition_id="2017",
        kind=Interpretation.ELECTION,
        labels="12C2(b)",
        title_tr="Ortalama artı",
        title_en="Average plus",
        text_tr="Metin",
        text_en="Text",
        source="TBF 1",
        date="2026-01-01",
    )


def test_a_draft_of_the_published_edition_is_the_one_the_orm_copy_made(editor, interpretation, monkeypatch):
    new, old = open_both(Edition.objects.get(code="2017"), editor, monkeypatch)
    assert_drafts_agree(new, old)
    # The history's records are the editor's, with the copy's reason, as before.
    records = Paragraph.history.filter(law__edition=new)
    assert set(records.values_list("history_user", "history_change_reason", "history_type")) == {
        (editor.pk, f"{COPY_REASON}2017", "+")
    }


def test_a_draft_of_an_edited_draft_is_the_one_the_orm_copy_made(editor, interpretation, monkeypatch):
    """A draft copied from a draft: an edited paragraph (its layers recomputed), a citation left
    naming a paragraph of the 2017 edition (the copy makes it NULL, as the ORM's `.get` did), a
    footnote on no paragraph."""
    draft = editions.open_draft("work", user=editor)
    paragraph = Paragraph.objects.get(law__edition="work", label="64B3")
    paragraph.text_tr = paragraph.text_tr + " Bkz. Yasa 12C2."
    paragraph.text_en = paragraph.text_en + " See Law 12C2."
    paragraph.save()
    text_changed(Change(Scope.of(paragraph=[paragraph])))
    elsewhere = Citation.objects.filter(paragraph__law__edition="work").exclude(target=None).first()
    Citation.objects.filter(pk=elsewhere.pk).update(target=Paragraph.objects.get(law__edition="2017", label="12C2"))
    Footnote.objects.filter(edition="work", number=1).update(paragraph=None)
    new, old = open_both(draft, editor, monkeypatch)
    assert_drafts_agree(new, old)
    assert not Citation.objects.filter(paragraph__law__edition=new, target__law__edition="2017").exists()
    assert Footnote.objects.get(edition=new, number=1).paragraph is None


def test_the_copy_keeps_each_column_as_its_source_has_it_in_any_language(editor):
    """modeltranslation reads `text` as the active language's column: the copy does not go through
    it, so an English-speaking editor's draft holds what its source holds."""
    with translation.override("en"):
        editions.open_draft("en-draft", user=editor)
    source = Paragraph.objects.rewrite(False).filter(law__edition="2017").order_by("law__number", "position")
    copy = Paragraph.objects.rewrite(False).filter(law__edition="en-draft").order_by("law__number", "position")
    columns = (
        "label",
        "heading",
        "heading_tr",
        "heading_en",
        "text",
        "text_tr",
        "text_en",
        "tail",
        "tail_tr",
        "tail_en",
    )
    assert list(copy.values_list(*columns)) == list(source.values_list(*columns))


@pytest.mark.parametrize("failing", ["layers", "history"])
def test_a_copy_that_fails_part_way_leaves_no_draft(editor, monkeypatch, failing):
    """open_draft is one transaction: a failure after the text rows (or after every row, before the
    history) leaves neither the edition nor any of its rows."""
    counts = {model: model.objects.count() for model in EDITION_ROWS}
    records = {model: model.history.count() for model in TEXT_MODELS}

    def fail(*args, **kwargs):
        raise RuntimeError("the database went away")

    target = draft_copy._Copy if failing == "layers" else draft_copy
    monkeypatch.setattr(target, "layers" if failing == "layers" else "_start_history", fail)
    with pytest.raises(RuntimeError):
        editions.open_draft("half", user=editor)
    assert not Edition.objects.filter(code="half").exists()
    assert {model: model.objects.count() for model in EDITION_ROWS} == counts
    assert {model: model.history.count() for model in TEXT_MODELS} == records


def test_every_model_keyed_to_an_edition_is_copied_with_its_keys_mapped():
    """A model added later with a key to an edition or to one of its rows (a new layer on the
    paragraphs) must be copied into the draft, or the draft lacks its rows; a key added later to a
    copied model must be mapped to the draft's row, or the draft's row names the source edition's.
    Either fails here (and the second at every draft opened: `_insert` refuses it), not silently."""
    keyed = {
        model
        for model in apps.get_models()
        if model is not Edition
        and not model.__name__.startswith("Historical")
        and draft_copy._keys_into_editions(model)
    }
    assert keyed == set(draft_copy._IN_EDITION)
    with pytest.raises(TypeError, match="Law: the draft's copy maps no key chapter"):
        draft_copy._insert(draft_copy._rows(Law, "2017"), {"edition": "unmapped", "version": 0})
