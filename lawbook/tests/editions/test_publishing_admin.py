"""The federation's path in the admin: an Editor opens a draft and corrects it, a second editor's
stale save is refused with the other change shown, a Publisher publishes; nobody changes or
deletes a published edition's rows, and an Editor cannot publish."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.management import call_command
from django.test import Client

from lawbook import content_version
from lawbook.editions import editions
from lawbook.models import Edition, Paragraph
from lawbook.tests.htmlparse import submitted

pytestmark = pytest.mark.django_db

ADMIN = "/tr/admin/lawbook"


def member(name: str, group: str) -> Client:
    user = get_user_model().objects.create_user(name, f"{name}@example.org", "a-long-password", is_staff=True)
    user.groups.add(Group.objects.get(name=group))
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def editor():
    return member("editor", "Editor")


@pytest.fixture
def publisher():
    return member("publisher", "Publisher")


def form_data(client, paragraph) -> dict:
    """What the change form sends back unchanged, read from the form as the editor opened it."""
    html = client.get(f"{ADMIN}/paragraph/{paragraph.pk}/change/").content.decode()
    seen = re.search(r'name="seen_version" value="(\d+)"', html)
    assert seen, "the change form carries the version it was opened on"
    data = {
        f"{f}_{lang}": getattr(paragraph, f"{f}_{lang}") or ""
        for f in ("heading", "text", "tail")
        for lang in ("tr", "en")
    }
    data["seen_version"] = seen.group(1)
    return data


def in_draft(draft, label="64B3") -> Paragraph:
    return Paragraph.objects.get(law__edition=draft.code, label=label)


def test_the_groups_exist_with_their_permissions():
    editor = Group.objects.get(name="Editor")
    publisher = Group.objects.get(name="Publisher")
    assert editor.permissions.filter(codename="change_paragraph").exists()
    assert not editor.permissions.filter(codename="publish_edition").exists()
    assert publisher.permissions.filter(codename="publish_edition").exists()


def test_an_editor_opens_a_draft_from_the_edition_page(editor):
    first = Edition.objects.get(code="2017")
    response = editor.post(f"{ADMIN}/edition/", {"action": "open_draft", "_selected_action": [first.pk]})
    assert response.status_code == 302
    draft = Edition.objects.get(code="2017.1")
    assert draft.status == Edition.DRAFT and draft.created_by.username == "editor"
    assert (
        Paragraph.objects.filter(law__edition="2017.1").count() == Paragraph.objects.filter(law__edition="2017").count()
    )


def test_an_editor_corrects_a_draft_in_both_languages(editor, draft):
    paragraph = in_draft(draft)
    data = form_data(editor, paragraph) | {"text_tr": "Düzeltilmiş 64B3.", "text_en": "Corrected 64B3."}
    response = editor.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", data)
    assert response.status_code == 302, response.content.decode()[:3000]
    paragraph.refresh_from_db()
    assert (paragraph.text_tr, paragraph.text_en, paragraph.version) == ("Düzeltilmiş 64B3.", "Corrected 64B3.", 1)
    assert Paragraph.objects.get(law__edition="2017", label="64B3").text_tr != "Düzeltilmiş 64B3."


def test_a_published_row_is_read_only_and_cannot_be_deleted(editor, publisher):
    paragraph = Paragraph.objects.get(law__edition="2017", label="64B3")
    page = editor.get(f"{ADMIN}/paragraph/{paragraph.pk}/change/")
    assert page.status_code == 200 and 'name="_save"' not in page.content.decode()
    data = {"text_tr": "Yayımlanmış metni değiştirme denemesi.", "seen_version": "0"}
    change = f"{ADMIN}/paragraph/{paragraph.pk}/change/"
    for client in (editor, publisher):
        # Refused, and sent back to the read-only row with the text quoted, not a bare 403 (qa78:
        # test_published_while_editing).
        response = client.post(change, data)
        assert response.status_code == 302 and response["Location"] == change
        deleting = client.post(f"{ADMIN}/paragraph/{paragraph.pk}/delete/", {"post": "yes"})
        assert deleting.status_code == 302 and deleting["Location"] == change  # with the reason (race1)
    paragraph.refresh_from_db()
    assert paragraph.text_tr != "Yayımlanmış metni değiştirme denemesi."


def test_a_draft_row_is_deleted_only_after_confirmation(editor, draft):
    note = draft and Paragraph.objects.get(law__edition=draft.code, label="77").editor_notes.first()
    assert note is not None
    url = f"{ADMIN}/editornote/{note.pk}/delete/"
    assert "post" in editor.get(url).content.decode()  # the confirmation page
    assert editor.post(url, {"post": "yes"}).status_code == 302
    assert not type(note).objects.filter(pk=note.pk).exists()
    assert Paragraph.objects.get(law__edition="2017", label="77").editor_notes.exists()


def test_a_second_editors_stale_save_is_refused_and_shows_the_first_change(draft):
    first, second = member("first", "Editor"), member("second", "Editor")
    paragraph = in_draft(draft)
    first_form = form_data(first, paragraph)
    second_form = form_data(second, paragraph)  # both opened the same version
    first_form["text_tr"] = "Birinci editörün düzeltmesi."
    assert first.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", first_form).status_code == 302
    second_form["text_tr"] = "İkinci editörün düzeltmesi."
    response = second.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", second_form)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Birinci editörün düzeltmesi." in html  # the other change is shown
    assert "kaydınız reddedildi" in html
    paragraph.refresh_from_db()
    assert paragraph.text_tr == "Birinci editörün düzeltmesi."
    # opened again, on top of the first editor's text, the save goes through
    again = form_data(second, paragraph) | {"text_tr": "Birinci editörün düzeltmesi. İkincinin eki."}
    assert second.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", again).status_code == 302


def test_an_unchanged_save_changes_nothing(editor, draft):
    """An editor who opens 86B1 (no heading; its text has line breaks, which the browser sends as
    CRLF) and saves it as it is changes nothing: not its fields (the headings stayed "", not NULL;
    the text kept its LF), not its version, not its history, not the content version."""
    paragraph = in_draft(draft, "86B1")
    assert paragraph.heading_tr == "" and "\n" in paragraph.text_tr
    before = Paragraph.objects.filter(pk=paragraph.pk).values().get()
    records, version = paragraph.history.count(), content_version.current()
    url = f"{ADMIN}/paragraph/{paragraph.pk}/change/"
    response = editor.post(url, submitted(editor.get(url).content.decode(), "paragraph_form"))
    assert response.status_code == 302, response.content.decode()[:3000]
    assert Paragraph.objects.filter(pk=paragraph.pk).values().get() == before
    assert (paragraph.history.count(), content_version.current()) == (records, version)


def test_an_editor_cannot_publish_and_a_publisher_can(editor, publisher, draft):
    # A draft that changes nothing a reader sees is refused (test_publishing_nothing_changed): this
    # one has a title of its own.
    draft.title_tr, draft.title_en = "2017 Düzeltmesi", "2017 Erratum"
    draft.save()
    action = {"action": "publish", "_selected_action": [draft.pk]}
    editor.post(f"{ADMIN}/edition/", action)
    assert editor.post(f"{ADMIN}/edition/{draft.pk}/publish/").status_code == 403
    draft.refresh_from_db()
    assert draft.status == Edition.DRAFT and editions.current().code == "2017"
    # The list action leads to the publish page; nothing is published before its confirmation.
    response = publisher.post(f"{ADMIN}/edition/", action)
    assert response.status_code == 302 and response["Location"] == f"{ADMIN}/edition/{draft.pk}/publish/"
    draft.refresh_from_db()
    assert draft.status == Edition.DRAFT
    assert publisher.post(response["Location"]).status_code == 302
    draft.refresh_from_db()
    assert draft.status == Edition.PUBLISHED and editions.current().code == "2017.1"
    # published now: its rows are read-only too
    paragraph = in_draft(draft)
    editor.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", {"text_tr": "x", "seen_version": "0"})
    paragraph.refresh_from_db()
    assert paragraph.text_tr != "x"


def test_the_history_shows_who_changed_what_word_by_word_and_reverts(editor, draft):
    paragraph = in_draft(draft)
    original = paragraph.text_tr
    data = form_data(editor, paragraph) | {"text_tr": original + " Ek cümle.", "text_en": "Corrected 64B3."}
    assert editor.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", data).status_code == 302
    record = paragraph.history.first()
    assert record.history_user.username == "editor" and record.text_en == "Corrected 64B3."
    page = editor.get(f"{ADMIN}/paragraph/{paragraph.pk}/history/").content.decode()
    assert "<ins>Ek cümle.</ins>" in page and "editor" in page
    first_record = paragraph.history.last()
    revert_url = f"{ADMIN}/paragraph/{paragraph.pk}/history/{first_record.history_id}/"
    form = editor.get(revert_url).content.decode()
    seen = re.search(r'name="seen_version" value="(\d+)"', form).group(1)
    back = {
        f"{f}_{lang}": getattr(first_record, f"{f}_{lang}") or ""
        for f in ("heading", "text", "tail")
        for lang in ("tr", "en")
    }
    assert editor.post(revert_url, back | {"seen_version": seen}).status_code == 302
    paragraph.refresh_from_db()
    assert paragraph.text_tr == original


def test_view_on_site_shows_a_draft_row_in_its_own_edition(editor, draft):
    """The admin's "view on site" of a draft paragraph leads to the draft's page, which shows the
    correction, not to the current edition's page, which shows the published text."""
    paragraph = in_draft(draft)
    data = form_data(editor, paragraph) | {"text_tr": "Düzeltilmiş 64B3 metni."}
    assert editor.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", data).status_code == 302
    html = editor.get(f"{ADMIN}/paragraph/{paragraph.pk}/change/").content.decode()
    link = re.search(r'<a href="([^"]+)" class="viewsitelink"', html)
    assert link and link.group(1) == f"/tr/baski/{draft.code}/yasa/64/#64B3"
    assert "Düzeltilmiş 64B3 metni." in editor.get(link.group(1)).content.decode()
    published = Paragraph.objects.get(law__edition="2017", label="64B3")
    html = editor.get(f"{ADMIN}/paragraph/{published.pk}/change/").content.decode()
    assert 'href="/tr/baski/2017/yasa/64/#64B3" class="viewsitelink"' in html


def test_adding_an_edition_with_a_slash_is_a_form_error_not_a_success(editor):
    """An edition code is part of its addresses (/tr/baski/<code>/...): a '/' is refused on the
    form, in the editor's language, and the admin does not say the edition was added."""
    response = editor.post(f"{ADMIN}/edition/add/", {"code": "2017/1", "title_tr": "Düzeltme", "note_tr": ""})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Baskı kodu &#x27;/&#x27; içeremez" in html
    assert "eklendi" not in html
    assert not Edition.objects.filter(code="2017/1").exists()
    assert editor.post(f"{ADMIN}/edition/add/", {"code": "2017.2", "title_tr": "", "note_tr": ""}).status_code == 302
    assert Edition.objects.get(code="2017.2").status == Edition.DRAFT


def test_adding_an_edition_keeps_the_note_typed_into_it(editor):
    """The admin's "Add edition" form has a note field (what the draft is for): the draft it opens
    keeps the note, and the edition's page shows it."""
    note = "Law 77 skor tablosunun düzeltmesi için."
    data = {"code": "2017.3", "title_tr": "Düzeltme", "note_tr": note}  # the Turkish fields (qa46)
    assert editor.post(f"{ADMIN}/edition/add/", data).status_code == 302
    draft = Edition.objects.get(code="2017.3")
    assert draft.note_tr == note and draft.title_tr == "Düzeltme" and draft.status == Edition.DRAFT
    assert note in editor.get(f"{ADMIN}/edition/{draft.pk}/change/").content.decode()


def test_the_publish_page_shows_the_changelog_to_be_and_publishes_on_confirmation(editor, publisher, draft):
    """A Publisher sees what the draft changes against the current edition (word by word, in both
    languages) before publishing; the confirmation publishes it, and the edition's page then says
    who published it and when."""
    paragraph = in_draft(draft)
    data = form_data(editor, paragraph) | {"text_tr": paragraph.text_tr + " Yeni cümle.", "text_en": "Corrected 64B3."}
    assert editor.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", data).status_code == 302
    page = publisher.get(f"{ADMIN}/edition/{draft.pk}/publish/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Paragraf 64B3" in html and "<ins>Yeni cümle.</ins>" in html and "<ins>Corrected 64B3.</ins>" in html
    assert 'name="csrfmiddlewaretoken"' in html and "2017.1 yayımlansın" in html
    assert Edition.objects.get(pk=draft.pk).status == Edition.DRAFT  # looking publishes nothing

    csrf_checked = Client(enforce_csrf_checks=True)
    csrf_checked.force_login(get_user_model().objects.get(username="publisher"))
    assert csrf_checked.post(f"{ADMIN}/edition/{draft.pk}/publish/").status_code == 403
    assert Edition.objects.get(pk=draft.pk).status == Edition.DRAFT

    response = publisher.post(f"{ADMIN}/edition/{draft.pk}/publish/")
    assert response.status_code == 302 and response["Location"] == f"{ADMIN}/edition/{draft.pk}/change/"
    draft.refresh_from_db()
    assert draft.status == Edition.PUBLISHED and draft.published_by.username == "publisher"
    assert draft.published_at is not None and editions.current().code == "2017.1"
    html = publisher.get(response["Location"]).content.decode()
    assert "Yayımlayan" in html and ">publisher<" in html
    # Published: no second publication, no "Publish…" button.
    assert "Yayımla…" not in html
    again = publisher.post(f"{ADMIN}/edition/{draft.pk}/publish/")
    assert again.status_code == 302 and Edition.objects.get(pk=draft.pk).published_by.username == "publisher"


def kept_warning(client, draft, lang: str) -> str:
    """The publish page's warning that the draft still has its source's title, or ""."""
    html = client.get(f"/{lang}/admin/lawbook/edition/{draft.pk}/publish/").content.decode()
    assert 'type="submit"' in html  # a warning, never a block: the confirmation is still offered
    found = re.search(r'<li class="warning titles-kept">(.*?)</li>', html, re.S)
    return found.group(1) if found else ""


def test_the_publish_page_warns_when_the_draft_still_has_its_sources_title(publisher, draft):
    """A draft copies its source's titles by design (editions.open_draft), so draft 2017.1 published
    unchanged would reach readers as "Uluslararası Briç Yasaları 2017". The publish page says so, in
    the admin's language, naming each title kept; a title of its own in one language leaves the
    other named; titles of its own in both, no warning. (No paragraph of the Laws decides this.)"""
    source = Edition.objects.get(code="2017")
    # A draft that changes nothing a reader sees is refused outright (test_publishing_nothing_changed):
    # this one has a note of its own.
    Edition.objects.filter(pk=draft.pk).update(note_tr="Bir düzeltme")
    turkish = kept_warning(publisher, draft, "tr")
    assert "2017.1 taslağının başlığı hâlâ kopyalandığı 2017 baskısının başlığıdır" in turkish
    assert f'Türkçe “<span lang="tr">{source.title_tr}</span>”' in turkish
    assert f'İngilizce “<span lang="en">{source.title_en}</span>”' in turkish
    assert "Şimdi yayımlanırsa 2017.1 okurlara bu başlıkla ulaşır" in turkish
    english = kept_warning(publisher, draft, "en")
    assert "Draft 2017.1 still has the title of edition 2017, which it was copied from" in english
    assert f'Turkish “<span lang="tr">{source.title_tr}</span>”' in english
    assert "Published now, 2017.1 reaches readers under that title" in english

    Edition.objects.filter(pk=draft.pk).update(title_tr="Uluslararası Briç Yasaları 2017, 1. düzeltme")
    english = kept_warning(publisher, draft, "en")
    assert source.title_tr not in english and f'English “<span lang="en">{source.title_en}</span>”.' in english
    Edition.objects.filter(pk=draft.pk).update(title_en="Laws of Duplicate Bridge 2017, erratum 1")
    assert kept_warning(publisher, draft, "en") == "" and kept_warning(publisher, draft, "tr") == ""


def test_an_editor_gets_a_403_from_the_publish_page_and_sees_no_publish_button(editor, publisher, draft):
    assert editor.get(f"{ADMIN}/edition/{draft.pk}/publish/").status_code == 403
    assert editor.post(f"{ADMIN}/edition/{draft.pk}/publish/").status_code == 403
    assert Edition.objects.get(pk=draft.pk).status == Edition.DRAFT
    assert "Yayımla…" not in editor.get(f"{ADMIN}/edition/{draft.pk}/change/").content.decode()
    assert "Yayımla…" in publisher.get(f"{ADMIN}/edition/{draft.pk}/change/").content.decode()
    assert publisher.get(f"{ADMIN}/edition/999999/publish/").status_code == 404


def test_the_edition_page_opens_a_draft_copy(editor):
    """The edition's page has the "Open a draft copy" button the README promises: a POST that opens
    the next draft of that edition and leads to the draft's page."""
    first = Edition.objects.get(code="2017")
    html = editor.get(f"{ADMIN}/edition/{first.pk}/change/").content.decode()
    action = f"{ADMIN}/edition/{first.pk}/open-draft/"
    assert f'action="{action}"' in html and "Taslak kopya aç" in html
    assert editor.get(action).status_code == 405  # a GET opens nothing
    response = editor.post(action)
    copy = Edition.objects.get(based_on=first, created_by__username="editor")
    assert response.status_code == 302 and response["Location"] == f"{ADMIN}/edition/{copy.pk}/change/"
    assert copy.status == Edition.DRAFT and copy.code.startswith("2017.")
    assert (
        Paragraph.objects.filter(law__edition=copy.code).count()
        == Paragraph.objects.filter(law__edition="2017").count()
    )


def test_a_draft_copy_of_an_erratum_is_the_next_erratum_of_the_laws(editor):
    """A copy of 2017.1 is 2017.2, not 2017.1.1 (qa78: the changelog and the book printed "2017.1.1.1
    baskısı" after two copies); a copy of 2017 after that is 2017.3."""
    first = Edition.objects.get(code="2017")
    taken = {
        int(code.split(".")[1])
        for code in Edition.objects.filter(code__startswith="2017.").values_list("code", flat=True)
    }
    n = max(taken, default=0) + 1  # the module's draft 2017.1 may be open
    erratum = Edition.objects.create(code=f"2017.{n}", status=Edition.PUBLISHED, based_on=first)
    editor.post(f"{ADMIN}/edition/{erratum.pk}/open-draft/")
    assert Edition.objects.get(based_on=erratum).code == f"2017.{n + 1}"
    editor.post(f"{ADMIN}/edition/{first.pk}/open-draft/")
    assert (
        Edition.objects.get(based_on=first, status=Edition.DRAFT, created_by__username="editor").code == f"2017.{n + 2}"
    )


def test_an_account_in_no_group_cannot_open_a_draft_copy():
    nobody = get_user_model().objects.create_user("nobody", "n@example.org", "a-long-password", is_staff=True)
    client = Client()
    client.force_login(nobody)
    first = Edition.objects.get(code="2017")
    assert client.post(f"{ADMIN}/edition/{first.pk}/open-draft/").status_code == 403
    assert not Edition.objects.filter(created_by=nobody).exists()


def edition_cells(html: str) -> list[str]:
    return re.findall(r'<td class="field-edition">([^<]*)</td>', html)


def test_the_paragraph_list_opens_on_the_draft_and_names_drafts_first(editor, draft):
    """Every edition holds all the paragraphs: the list opens on the draft being edited, its filter
    names the draft before the published edition, and "all editions" lists the draft's rows first."""
    html = editor.get(f"{ADMIN}/paragraph/").content.decode()
    assert set(edition_cells(html)) == {"2017.1"}
    choices = re.findall(r'<a href="\?edition=([^"&]+)"', html)
    assert choices[:3] == ["all", "2017.1", "2017"]
    assert "2017.1 (taslak)" in html
    assert set(edition_cells(editor.get(f"{ADMIN}/paragraph/?edition=2017").content.decode())) == {"2017"}
    cells = edition_cells(editor.get(f"{ADMIN}/paragraph/?edition=all").content.decode())
    assert cells[0] == "2017.1" and cells == sorted(cells, key=lambda code: code != "2017.1")


def test_the_history_page_shows_whole_words_in_both_languages_under_turkish_labels(editor, draft):
    """django-simple-history's own "Changes" column cut a long text ("[36 chars]") and named the
    field text_tr, in English: the page shows every word of both languages' diffs, the fields and
    columns named in the page's language."""
    paragraph = in_draft(draft)
    added_tr = "Bu uzun ek cümle, kırpılmadan okunması gereken bütün kelimeleri taşır."
    english = "A long corrected English sentence: every word shows on this page."
    data = form_data(editor, paragraph) | {"text_tr": f"{paragraph.text_tr} {added_tr}", "text_en": english}
    assert editor.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", data).status_code == 302
    page = editor.get(f"{ADMIN}/paragraph/{paragraph.pk}/history/").content.decode()
    assert "chars]" not in page and "text_tr" not in page
    assert f"<ins>{added_tr}</ins>" in page and f"<ins>{english}</ins>" in page
    labels = ("Değiştiren", "Değişiklik nedeni", "Değiştirildi", "Oluşturuldu", "2017 baskısının kopyası")
    for label in (*labels, "Metin", "Türkçe:", "İngilizce:"):
        assert label in page, label
    for english_label in ("Changed by", "Change reason", "Comment", "Choose a date", "copy of", "None"):
        assert english_label not in page, english_label
    in_english = editor.get(f"/en/admin/lawbook/paragraph/{paragraph.pk}/history/").content.decode()
    assert "Changed by" in in_english and "English:" in in_english and f"<ins>{english}</ins>" in in_english


README = Path(settings.BASE_DIR) / "README.md"


def test_the_readme_s_lines_make_the_first_admin_an_editor_and_a_publisher(draft):
    """The README's fresh-machine section, run as written: createsuperuser makes an admin who may do
    everything; the shell lines make an Editor who cannot publish, a Publisher who can, and a
    Director who opens the ruling records without staff status."""
    text = README.read_text(encoding="utf-8")
    assert ".venv/bin/python manage.py createsuperuser" in text and "make run" in text
    call_command("createsuperuser", interactive=False, username="admin", email="admin@example.org", verbosity=0)
    lines = re.findall(r'^\s*\.venv/bin/python manage\.py shell -c "(.+)"$', text, re.MULTILINE)
    assert len(lines) == 3
    for line in lines:
        call_command("shell", command=line)
    by_group = {user.groups.get().name: user for user in get_user_model().objects.filter(groups__isnull=False)}
    assert set(by_group) == {"Editor", "Publisher", "Director"}
    for name in (user.username for user in by_group.values()):
        assert f".venv/bin/python manage.py changepassword {name}" in text

    def client_of(user) -> Client:
        client = Client()
        client.force_login(user)
        return client

    publish_page = f"{ADMIN}/edition/{draft.pk}/publish/"
    admin = client_of(get_user_model().objects.get(username="admin"))
    assert admin.get(f"{ADMIN}/edition/{draft.pk}/change/").status_code == 200
    assert admin.get(publish_page).status_code == 200
    editor, publisher = client_of(by_group["Editor"]), client_of(by_group["Publisher"])
    assert editor.get(f"{ADMIN}/paragraph/{in_draft(draft).pk}/change/").status_code == 200
    assert editor.get(publish_page).status_code == 403
    assert publisher.get(publish_page).status_code == 200
    director = by_group["Director"]
    assert not director.is_staff
    assert client_of(director).get("/tr/hakem/kayitlar/").status_code == 200
    assert editor.get("/tr/hakem/kayitlar/").status_code == 403


def test_a_copy_whose_code_would_be_too_long_is_a_message_not_a_500(editor):
    long = Edition.objects.create(code="2017-1234567890abcde", status=Edition.DRAFT)
    response = editor.post(f"{ADMIN}/edition/{long.pk}/open-draft/", follow=True)
    assert response.status_code == 200 and response.redirect_chain[-1][0] == f"{ADMIN}/edition/{long.pk}/change/"
    page = response.content.decode()
    # In the admin's language (qa57: it was the English message in the Turkish admin).
    assert "1 ile 20 arası karakterden oluşur" in page and "1 to 20 characters" not in page
    assert not Edition.objects.filter(based_on=long).exists()
    # The Edition list's action "Open a draft copy" on it: the same message, not a 500 (qa57).
    action = {"action": "open_draft", "_selected_action": [long.pk]}
    response = editor.post(f"{ADMIN}/edition/", action, follow=True)
    assert response.status_code == 200 and "1 ile 20 arası karakterden oluşur" in response.content.decode()
    assert not Edition.objects.filter(based_on=long).exists()
