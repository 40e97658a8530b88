"""An editor's note's paragraph and definition boxes offer the draft's rows only (qa57).

Adding an editor's note in the admin, the paragraph box's search for "64A1" offered one "64A1" per
edition, the published 2017 first, all alike: the editor could not tell the draft's, and a note on
the published one is refused ("Edition 2017 is not a draft"). A note is added in a draft, so the
boxes offer the draft editions' rows only. 64A1 in the official Turkish (fixtures/laws_tr.txt):
"ve rönonsun olduğu löve kusurlu oyuncu tarafından kazanıldığında, oyun sonunda, rönonsun olduğu
löve ile birlikte kusurlu tarafın kazandığı daha sonraki lövelerden biri kusursuz tarafa
aktarılır."; in the WBF English: "and the trick on which the revoke occurred was won by the
offending player, at the end of the play the trick on which the revoke occurred is transferred
to the non-offending side together with one of any subsequent tricks won by the offending side."
The Definitions' "Artı Löve" is the WBF's "Odd Trick".
"""

import pytest

from lawbook.models import Definition, Paragraph
from lawbook.tests.editions.test_publishing_admin import member

pytestmark = pytest.mark.django_db


def offered(client, field: str, term: str) -> set[int]:
    query = {"app_label": "lawbook", "model_name": "editornote", "field_name": field, "term": term}
    answer = client.get("/tr/admin/autocomplete/", query)
    assert answer.status_code == 200
    return {int(row["id"]) for row in answer.json()["results"]}


def test_the_paragraph_box_offers_the_drafts_paragraph_only(draft):
    editor = member("editor", "Editor")
    in_draft = Paragraph.objects.get(law__edition=draft.code, label="64A1")
    assert offered(editor, "paragraph", "64A1") == {in_draft.pk}


def test_the_definition_box_offers_the_drafts_definitions_only(draft):
    editor = member("editor", "Editor")
    found = offered(editor, "definition", "Artı Löve")  # the term, and definitions using it
    in_draft = Definition.objects.get(edition=draft.code, term_tr="Artı Löve")
    published = Definition.objects.get(edition="2017", term_tr="Artı Löve")
    assert in_draft.pk in found and published.pk not in found
    assert set(Definition.objects.filter(pk__in=found).values_list("edition", flat=True)) == {draft.code}
