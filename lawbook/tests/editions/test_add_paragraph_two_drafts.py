"""Adding a paragraph while two drafts are open names each draft's Laws (qa57).

The federation may have two drafts open at once (an erratum of the current edition and a draft
opened earlier). The admin's "Add paragraph" form offered every Law once per draft as
"64. RÖNONSUN RESMİLEŞMESİNDEN SONRA YÖNTEM", twice, with nothing to tell which draft each was;
its "after the paragraph" list already named the edition ("2017.1 · 64A2"). A paragraph chosen to
follow from the other draft was refused as if it were the wrong sibling ("choose a paragraph of
64A to follow, not 64A2"), when the slip was the draft.

Law 64's title in the official Turkish (fixtures/laws_tr.txt): "YASA 64 – RÖNONSUN
RESMİLEŞMESİNDEN SONRA YÖNTEM"; in the WBF English: "LAW 64 PROCEDURE AFTER ESTABLISHMENT OF A
REVOKE". 64A2 and a new 64A3 would both stand under 64A ("A. Automatic Trick Adjustment").
"""

import re

import pytest

from lawbook.editions import editions
from lawbook.models import Law, Paragraph
from lawbook.tests.editions.test_publishing_admin import ADMIN, member

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_drafts():
    return editions.open_draft("2017.1"), editions.open_draft("2017.2")


def test_the_law_list_names_each_laws_draft(two_drafts):
    editor = member("editor", "Editor")
    page = editor.get(f"{ADMIN}/paragraph/add/").content.decode()
    select = re.search(r'<select name="law".*?</select>', page, re.S).group(0)
    options = dict(re.findall(r'<option value="(\d+)"[^>]*>([^<]*)</option>', select))
    for draft in two_drafts:
        law = Law.objects.get(edition=draft.code, number=64)
        assert options[str(law.pk)] == f"{draft.code} · 64. RÖNONSUN RESMİLEŞMESİNDEN SONRA YÖNTEM"


def test_a_paragraph_of_the_other_draft_to_follow_is_refused_naming_the_drafts(two_drafts):
    first, second = two_drafts
    editor = member("editor", "Editor")
    law = Law.objects.get(edition=first.code, number=64)
    after = Paragraph.objects.get(law__edition=second.code, label="64A2")
    data = {"law": law.pk, "label": "64A3", "after": after.pk, "text_tr": "Deneme.", "text_en": "Trial."}
    for key in ("heading_tr", "heading_en", "tail_tr", "tail_en"):
        data[key] = ""
    response = editor.post("/en/admin/lawbook/paragraph/add/", data)
    html = response.content.decode()
    assert response.status_code == 200
    assert "64A2 chosen to follow is of edition 2017.2, not of 2017.1" in html
    assert not Paragraph.objects.filter(label="64A3").exists()
