"""A citation of a Law the Laws do not have is said at once in the admin, not left to readers (fix58).

qa57 made a save warn when its text cites a label its edition lacks ("bkz. Yasa 64D"), but a Law
number beyond the last Law, or a label no Law can have, was not read as a citation at all
(lawbook/citations.py), so it saved with "changed successfully" alone and readers met plain text.
The Laws end at Law 93: the official Turkish (fixtures/laws_tr.txt) "YASA 93 – İTİRAZ PROSEDÜRÜ",
the WBF English "LAW 93 - PROCEDURES OF APPEAL"; so "Yasa 94" names nothing. A Law's sections are
capitals from A ("YASA 12 – HAKEMİN TAKDİR YETKİLERİ": "A. Ayarlı Skor Verme Yetkisi", "B. Skor
Ayarlamasının Amaçları", ...; WBF "LAW 12 - DIRECTOR'S DISCRETIONARY POWERS": "A. Power to Award an
Adjusted Score", ...) and no Law has a section Z, so "Law 99Z" names nothing twice over.
The save goes through (no lost text) with a warning naming each, in the admin's language.
"""

import pytest

from lawbook.citations import citations_of_no_law, find_citations
from lawbook.tests.editions.test_publishing_admin import form_data, in_draft, member

pytestmark = pytest.mark.django_db


def saved_page(client, paragraph, admin, **changes) -> str:
    response = client.post(
        f"{admin}/paragraph/{paragraph.pk}/change/", form_data(client, paragraph) | changes, follow=True
    )
    assert response.status_code == 200 and response.redirect_chain, "saved"
    return response.content.decode()


def test_a_citation_of_no_law_is_saved_with_a_warning_naming_it(draft):
    editor = member("editor", "Editor")
    paragraph = in_draft(draft, "64A2")
    page = saved_page(
        editor,
        paragraph,
        "/tr/admin/lawbook",
        text_tr=paragraph.text_tr + " (bkz. Yasa 94)",
        text_en=paragraph.text_en + " (see Law 99Z)",
    )
    assert "Yasalarda olmayan bir Yasayı (Yasalar 1 ile 93 arasıdır)" in page
    assert "düz metin olarak görür: “Yasa 94”, “Law 99Z”" in page
    paragraph.refresh_from_db()
    assert paragraph.text_tr.endswith("(bkz. Yasa 94)")  # saved all the same


def test_the_warning_is_in_the_english_admin_too(draft):
    editor = member("editor-en", "Editor")
    paragraph = in_draft(draft, "64A2")
    page = saved_page(editor, paragraph, "/en/admin/lawbook", text_tr=paragraph.text_tr + " (bkz. Yasalar 50 ve 94)")
    assert "name a Law the Laws do not have (they are Laws 1 to 93)" in page
    assert "readers see them as plain text, not as links: “94”" in page


def test_a_right_citation_and_the_imported_text_draw_no_such_warning(draft):
    editor = member("editor", "Editor")
    paragraph = in_draft(draft, "16B1(a)")
    page = saved_page(editor, paragraph, "/tr/admin/lawbook", text_tr=paragraph.text_tr + " (bkz. Yasa 93B)")
    assert "Yasalarda olmayan" not in page
    # One finder: what it reads as a citation is never also one of no Law ("Yasa 50D2nin" is 50D2).
    for text in ("bkz. Yasa 50D2nin", "Yasa 12 C2", "Yasa 80B2/k", "Yasa 63A1geçerli", "Yasalar 50 ve 51"):
        assert find_citations(text, None, ()) and not citations_of_no_law(text), text
