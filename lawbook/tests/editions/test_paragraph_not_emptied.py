"""An editor's slip does not empty a paragraph of the official Turkish text (qa57).

Walking the admin as an Editor, clearing 64A2's Turkish by mistake and saving was accepted with
"changed successfully": published, the Turkish Law page would show 64A2 as its label alone while
the English page still read it. 64A2 in the official Turkish (fixtures/laws_tr.txt):
    "2. ve rönonsun olduğu löve kusurlu oyuncu tarafından kazanılmadığında, eğer ki kusurlu taraf
    bu löveyi veya sonraki herhangi bir löveyi kazanmışsa, oyun sona erdikten sonra, kusursuz
    tarafa bir löve aktarılır."
and in the WBF English: "2. and the trick on which the revoke occurred was not won by the
offending player then, if the offending side won that or any subsequent trick, after play ends one
trick is transferred to the non-offending side."

In the imported text every paragraph has its Turkish wherever its English has a text, and every
paragraph without a sub-paragraph has some Turkish (checked below), so the form refuses a save that
breaks either, with the editor's text kept in the form; a paragraph with sub-paragraphs (12C2, a
heading over 12C2(a)...) may still have no text of its own, and the English may still be empty
where the Turkish is not (the pages then show the Turkish).
"""

import pytest

from lawbook.models import Paragraph
from lawbook.tests.editions.test_publishing_admin import ADMIN, form_data, in_draft, member

pytestmark = pytest.mark.django_db

TURKISH_EMPTIED = "Türkçesi boş ama İngilizcesinde metin var"  # the start of the refusal, in the Turkish admin


@pytest.fixture
def editor():
    return member("editor", "Editor")


def save(client, paragraph, **changes):
    return client.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", form_data(client, paragraph) | changes)


def test_the_imported_text_keeps_both_rules():
    for paragraph in Paragraph.objects.filter(law__edition="2017"):
        for name in ("heading", "text", "tail"):
            assert getattr(paragraph, f"{name}_tr") or not getattr(paragraph, f"{name}_en"), (paragraph.label, name)
        has_turkish = paragraph.heading_tr or paragraph.text_tr or paragraph.tail_tr
        assert has_turkish or paragraph.children.exists(), paragraph.label


def test_emptying_the_turkish_while_the_english_stays_is_refused(editor, draft):
    paragraph = in_draft(draft, "64A2")
    before = paragraph.text_tr
    english = "and the trick ... one trick is transferred to the non-offending side (the editor's English)."
    response = save(editor, paragraph, text_tr="", text_en=english)
    html = response.content.decode()
    assert response.status_code == 200, "the form comes back instead of 'changed successfully'"
    assert TURKISH_EMPTIED in html
    assert "the editor&#x27;s English" in html  # what the editor typed is still in the form
    paragraph.refresh_from_db()
    assert paragraph.text_tr == before and paragraph.version == 0


def test_a_paragraph_left_with_nothing_is_refused_in_english_too(draft):
    editor = member("editor-en", "Editor")
    paragraph = in_draft(draft, "64A2")
    response = editor.post(
        f"/en/admin/lawbook/paragraph/{paragraph.pk}/change/",
        form_data(editor, paragraph) | {"text_tr": "", "text_en": ""},
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "would have no Turkish heading or text and no sub-paragraph" in html
    paragraph.refresh_from_db()
    assert paragraph.text_tr.startswith("ve rönonsun olduğu löve")


def test_a_paragraph_whose_sub_paragraphs_hold_the_text_saves(editor, draft):
    """12C2 has no heading or text of its own (its sub-paragraphs 12C2(a)... hold the text): an
    editor who opens it and saves it is not refused."""
    paragraph = in_draft(draft, "12C2")
    assert not (paragraph.heading_tr or paragraph.text_tr) and paragraph.children.exists()
    assert save(editor, paragraph).status_code == 302


def test_a_new_english_is_not_required(editor, draft):
    """The English may be empty where the Turkish is not: the pages show the Turkish there."""
    paragraph = in_draft(draft, "64A2")
    assert save(editor, paragraph, text_en="").status_code == 302
    paragraph.refresh_from_db()
    assert paragraph.text_en == "" and paragraph.text_tr
