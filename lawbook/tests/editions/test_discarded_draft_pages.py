"""An admin page sent or opened after its draft was discarded says so (polish71; qa114 left it).

An add page (a new paragraph, editor's note or interpretation) opened in draft 2017.1 and sent after
the draft was discarded said "Select a valid choice" (its Law, paragraph or edition went with the
draft), and the interpretation's "Edition 2017 is not a draft" (the field's default edition): now the
chosen row's edition is read from the history records and the page says the draft was discarded,
once, with what the editor typed still in the form. The history page of a record of a row no one may
change (gone with its discarded draft, or published: any revert is refused) was drawn as a form, its
text in boxes to edit: now read-only, as Django's change page draws such a row."""

import re

import pytest

from lawbook.editions import tree_edits
from lawbook.models import Edition, Interpretation, Paragraph
from lawbook.tests.editions.test_publishing_admin import member
from lawbook.tests.editions.test_save_racing_publication import ADMIN, DRAFT, in_draft, open_add, open_note
from lawbook.tests.held import held_transaction

pytestmark = pytest.mark.django_db

TOLD = {
    "tr": "2017.1 taslağı siz bu sayfayı açtıktan sonra silindi; bu yüzden hiçbir şey kaydedilmedi",
    "en": "Draft 2017.1 was discarded after you opened this page, so nothing was saved",
}
NOT_SAID = ("Geçerli bir seçenek seçin", "Select a valid choice", "taslak değil", "is not a draft")


def open_interpretation(client, admin=ADMIN):
    """A new interpretation of 41D entered in the draft (its edition chosen in the page's list of drafts)."""
    data = {
        "edition": DRAFT,
        "labels": "41D",
        "kind": Interpretation._meta.get_field("kind").choices[0][0],
        "date": "2026-11-29",
        "title_tr": "Editörün yorumu",
        "title_en": "",
        "text_tr": "Yarışan editörün yorumu.",
        "text_en": "",
        "source": "",
    }
    assert client.get(f"{admin}/interpretation/add/").status_code == 200
    return lambda editor: editor.post(f"{admin}/interpretation/add/", data)


def errors(page: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", e) for e in re.findall(r'<ul class="errorlist[^"]*"[^>]*>(.*?)</ul>', page, re.S)]


def fields_to_edit(page: str) -> list[str]:
    return re.findall(r'<(?:textarea|input|select)[^>]*name="((?!csrfmiddlewaretoken)[^"]+)"', page)


OPENED = {"paragraph": open_add, "note": open_note, "interpretation": open_interpretation}


@pytest.fixture(scope="class")
def discarded(module_draft, django_db_blocker):
    """The module's draft discarded once for the class's tests, in a held transaction (a discard
    deletes the draft's rows and writes a history record for each: some 1.5 s of CPU, once instead of
    once a test; docs/benchmarks.md, Session 93 (suite284)). Before it, as in each test's story, an
    editor opens every add page the class sends (in Turkish, and the interpretation's in English), and
    41D of the draft and its first history record are read; each test then sends or reads in a
    savepoint of its own, so each starts from the discard whatever an earlier test sent."""
    with held_transaction(django_db_blocker):
        with django_db_blocker.unblock():
            editor = member("editor", "Editor")
            sends = {name: opened(editor) for name, opened in OPENED.items()}
            sends["english"] = open_interpretation(editor, "/en/admin/lawbook")
            paragraph = in_draft()
            first = paragraph.history.order_by("history_id").first()
            tree_edits.discard(Edition.objects.get(code=module_draft))
        yield editor, sends, paragraph.pk, first.history_id


class TestAfterTheDiscard:
    """What an editor is told of pages opened before the draft was discarded (`discarded`)."""

    @pytest.mark.parametrize(
        "opened, typed",
        [
            ("paragraph", "Yarışan editörün yeni paragrafı."),
            ("note", "Yarışan editörün notu."),
            ("interpretation", "Yarışan editörün yorumu."),
        ],
        ids=["paragraph", "note", "interpretation"],
    )
    def test_an_add_page_sent_after_its_draft_was_discarded_says_so_once_and_keeps_the_text(
        self, discarded, db, opened, typed
    ):
        editor, sends, _, _ = discarded
        response = sends[opened](editor)
        page = response.content.decode()
        assert response.status_code == 200
        said = errors(page)
        assert [e for e in said if TOLD["tr"] in e] and sum(e.count(TOLD["tr"]) for e in said) == 1, said
        assert not [e for e in said if any(words in e for words in NOT_SAID)], said
        assert typed in page  # what he typed is still in the form
        assert not Paragraph.objects.filter(law__edition=DRAFT).exists()

    def test_the_message_in_english(self, discarded, db):
        editor, sends, _, _ = discarded
        page = sends["english"](editor).content.decode()
        assert TOLD["en"] in page and "Select a valid choice" not in page

    @pytest.mark.parametrize("lang", ["tr", "en"])
    def test_the_history_page_of_a_row_of_a_discarded_draft_is_read_only_and_says_why(self, discarded, db, lang):
        editor, _, paragraph, first = discarded
        url = f"/{lang}/admin/lawbook/paragraph/{paragraph}/history/{first}/"
        page = editor.get(url).content.decode()
        assert fields_to_edit(page) == []
        assert "Atak kartı açıldıktan sonra" in page  # the record's text, to read
        said = {
            "tr": "2017.1 taslağı tüm kayıtlarıyla birlikte silindi",
            "en": "Draft 2017.1 was discarded with all its rows",
        }
        assert said[lang] in page


def test_the_history_page_of_a_published_row_is_read_only(draft):
    editor = member("editor", "Editor")
    paragraph = Paragraph.objects.get(law__edition="2017", label="41D")
    record = paragraph.history.order_by("history_id").first()
    page = editor.get(f"{ADMIN}/paragraph/{paragraph.pk}/history/{record.history_id}/").content.decode()
    assert fields_to_edit(page) == []
    assert "Atak kartı açıldıktan sonra" in page
    assert "taslağı tüm kayıtlarıyla" not in page
