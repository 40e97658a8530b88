"""A citation an editor types that names no paragraph is said at once, not left to readers (qa57).

Walking the admin as an Editor, a cross-reference with a wrong label saved with "changed
successfully" alone; the Law page then showed it as plain text, no link, and nobody was told. Law
64 ends at 64C (the official Turkish, fixtures/laws_tr.txt: "YASA 64 – RÖNONSUN RESMİLEŞMESİNDEN
SONRA YÖNTEM" with A, B and C; the WBF English: "LAW 64 PROCEDURE AFTER ESTABLISHMENT OF A
REVOKE", "A. Automatic Trick Adjustment", "B. No Automatic Trick Adjustment", "C. Redress of
Damage"), so "Yasa 64D" names nothing, while "Yasa 12C2" (the artificial adjusted score) does.
The save goes through (no lost text) with a warning naming each unlinked citation.
"""

import pytest

from lawbook.tests.editions.test_publishing_admin import ADMIN, form_data, in_draft, member

pytestmark = pytest.mark.django_db


@pytest.fixture
def editor():
    return member("editor", "Editor")


def saved_page(client, paragraph, admin=ADMIN, **changes) -> str:
    response = client.post(
        f"{admin}/paragraph/{paragraph.pk}/change/", form_data(client, paragraph) | changes, follow=True
    )
    assert response.status_code == 200 and response.redirect_chain, "saved"
    return response.content.decode()


def test_a_citation_of_no_paragraph_is_saved_with_a_warning_naming_it(editor, draft):
    paragraph = in_draft(draft, "64A2")
    page = saved_page(
        editor,
        paragraph,
        text_tr=paragraph.text_tr + " (bkz. Yasa 64D)",
        text_en=paragraph.text_en + " (see Law 64D)",
    )
    assert "okurlar bunları bağlantı olarak değil düz metin olarak görür" in page
    assert "“Yasa 64D”" in page and "“Law 64D”" in page
    paragraph.refresh_from_db()
    assert paragraph.text_tr.endswith("(bkz. Yasa 64D)")
    law_page = editor.get(f"/tr/baski/{draft.code}/yasa/64/").content.decode()
    assert "bkz. Yasa 64D" in law_page  # as plain text: the reader's page has no link for it


def test_the_warning_is_in_the_english_admin_too(draft):
    editor = member("editor-en", "Editor")
    paragraph = in_draft(draft, "64A2")
    page = saved_page(editor, paragraph, "/en/admin/lawbook", text_en=paragraph.text_en + " (see Law 64D)")
    assert "readers see them as plain text, not as links: “Law 64D”" in page


def test_a_citation_of_a_paragraph_is_linked_without_a_warning(editor, draft):
    paragraph = in_draft(draft, "16B1(a)")
    page = saved_page(editor, paragraph, text_tr=paragraph.text_tr + " (bkz. Yasa 12C2)")
    assert "düz metin olarak görür" not in page
    law_page = editor.get(f"/tr/baski/{draft.code}/yasa/16/").content.decode()
    assert f'href="/tr/baski/{draft.code}/yasa/12/#12C2"' in law_page
