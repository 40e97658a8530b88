"""An editor's save of a draft that races the publication of that draft (race1, left by qa111).

Publication (lawbook.editions.editions.publish) locks the edition's row, marks it published and moves
the content version, in one transaction. An admin save of a row of the draft checked "is the edition
a draft?" when it read the form and wrote afterwards: on PostgreSQL, with the publication's
transaction open, the save read "draft", wrote the row, asked lawbook.layers.text_changed (which read
"draft" again: no content version bump) and committed after the publication. Readers were then
served the changed text under the version the publication had moved to before it, so every page
cached, every kept Law and every machine's search index kept the old text until the next change,
and the published edition, the federation's official text, had been changed after publication.

Here two connections race for real: the Publisher's publication holds its transaction open (the
edition's row locked, the version moved, not committed) while the Editor sends a save as his browser
sends it. The publication commits as soon as the editor's request waits for it or has written
everything it would write; the editor's request then goes on. Nothing is timed: the order is made by
events, and "waits for it" is read from the database (pg_blocking_pids on PostgreSQL; on SQLite a
write transaction begins only once the other has committed: BEGIN IMMEDIATE, config/settings.py).

On SQLite (the site's default: one writer at a time) the version cannot be left behind through the
change, add and delete pages, which Django runs in one transaction each; but the history page's
revert ran its check and its save in separate transactions, so a revert checked against the draft
was written into the published edition (and so was a new editor's note, whose form checked no
edition at all), and a change or a deletion sent while the publication was committing got a bare 403,
the editor's text lost. Each write is run on both databases; the same answer is right on both: the
save is refused with a message, and readers' text is the published text.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from django.db import connection, transaction
from django.test import Client

from lawbook import content_version
from lawbook.editions import editions
from lawbook.models import Edition, EditorNote, Paragraph
from lawbook.tests.editions.test_publishing_admin import member
from lawbook.tests.htmlparse import submitted
from lawbook.tests.migrating import groups_as_migrated
from tests.threads import PATIENCE, at_once, in_thread, threads_reach_the_database, until_waiting_or_done

# Seconds each: the Laws copied (SQLite) or imported again (PostgreSQL) and a draft opened per test.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]

ADMIN = "/tr/admin/lawbook"
DRAFT = "2017.1"

# 41D in the official Turkish (fixtures/laws_tr.txt): "Atak kartı açıldıktan sonra, yer elini,
# renklere göre ayrılmış, ..."; WBF: "After the opening lead is faced, dummy spreads his hand in front
# of him on the table, face up, sorted into suits, ...". No paragraph of the Laws decides what the admin
# does; 41D is only the row edited.
LABEL = "41D"
ADDITION = " EDİTÖRÜN YARIŞAN EKİ."


@dataclass(frozen=True)
class Seen:
    """What readers are served, read on a connection of its own: the content version, and the
    state of the rows the save would write."""

    version: int
    rows: object


@dataclass(frozen=True)
class Write:
    """One way the admin writes a draft's rows: `opened` reads its form (or confirmation page) as the
    editor's browser drew it while the edition was a draft, and returns the send; `rows` is what
    readers are served of the rows it writes; `told` is what the editor reads afterwards; `group` is
    the group whose member may make it (an edition's title is the Publisher's)."""

    name: str
    opened: Callable[[Client], Callable[[Client], object]]
    rows: Callable[[], object]
    told: str
    group: str = "Editor"


def in_draft(label: str = LABEL) -> Paragraph:
    return Paragraph.objects.get(law__edition=DRAFT, label=label)


def texts_of_41d() -> object:
    return Paragraph.objects.filter(law__edition=DRAFT, label=LABEL).values_list("text_tr", "version").first()


def open_change(client: Client):
    paragraph = in_draft()
    url = f"{ADMIN}/paragraph/{paragraph.pk}/change/"
    data = submitted(client.get(url).content.decode(), "paragraph_form")
    data["text_tr"] = [data["text_tr"][0] + ADDITION]
    return lambda editor: editor.post(url, data, follow=True)


def open_revert(client: Client):
    """The history page's revert of 41D to the text it was copied with, after a first correction."""
    paragraph = in_draft()
    url = f"{ADMIN}/paragraph/{paragraph.pk}/change/"
    data = submitted(client.get(url).content.decode(), "paragraph_form")
    data["text_tr"] = [data["text_tr"][0] + " İLK DÜZELTME."]
    assert client.post(url, data).status_code == 302
    first = paragraph.history.order_by("history_id").first()
    revert = f"{ADMIN}/paragraph/{paragraph.pk}/history/{first.history_id}/"
    sent = submitted(client.get(revert).content.decode(), "historicalparagraph_form")
    return lambda editor: editor.post(revert, sent, follow=True)


def open_delete(client: Client):
    note = EditorNote.objects.filter(paragraph=in_draft("77")).first()
    url = f"{ADMIN}/editornote/{note.pk}/delete/"
    assert 'name="post"' in client.get(url).content.decode()
    return lambda editor: editor.post(url, {"post": "yes"}, follow=True)


def notes_of_77() -> object:
    return list(EditorNote.objects.filter(paragraph__law__edition=DRAFT, paragraph__label="77").values_list("text_tr"))


def open_add(client: Client):
    paragraph = in_draft()
    data = {
        "law": paragraph.law_id,
        "label": "41E",
        "after": paragraph.pk,
        "heading_tr": "",
        "text_tr": "Yarışan editörün yeni paragrafı.",
        "heading_en": "",
        "text_en": "",
        "tail_tr": "",
        "tail_en": "",
    }
    assert client.get(f"{ADMIN}/paragraph/add/").status_code == 200
    return lambda editor: editor.post(f"{ADMIN}/paragraph/add/", data)


def labels_of_41() -> object:
    return list(Paragraph.objects.filter(law__edition=DRAFT, law__number=41).values_list("label", flat=True))


def open_note(client: Client):
    """An editor's note added under 41D (the paragraph chosen in the add page's box of draft rows)."""
    data = submitted(client.get(f"{ADMIN}/editornote/add/").content.decode(), "editornote_form")
    data |= {"paragraph": [str(in_draft().pk)], "kind": ["correction"], "text_tr": ["Yarışan editörün notu."]}
    return lambda editor: editor.post(f"{ADMIN}/editornote/add/", data)


def notes_of_41d() -> object:
    return list(EditorNote.objects.filter(paragraph__law__edition=DRAFT, paragraph__label=LABEL).values_list("text_tr"))


def open_edition(client: Client):
    edition = Edition.objects.get(code=DRAFT)
    url = f"{ADMIN}/edition/{edition.pk}/change/"
    data = submitted(client.get(url).content.decode(), "edition_form")
    data["title_tr"] = ["Yarışan başlık"]
    return lambda editor: editor.post(url, data, follow=True)


def the_edition() -> object:
    return Edition.objects.filter(code=DRAFT).values_list("status", "title_tr", "published_at").get()


PUBLISHED_MEANWHILE = "2017.1 baskısı siz bu kaydı açtıktan sonra yayımlandı"

WRITES = [
    Write("change", open_change, texts_of_41d, PUBLISHED_MEANWHILE),
    Write("revert", open_revert, texts_of_41d, PUBLISHED_MEANWHILE),
    Write("delete", open_delete, notes_of_77, "hiçbir şey silinmedi"),
    Write("add", open_add, labels_of_41, "2017.1 baskısı taslak değil"),
    Write("note", open_note, notes_of_41d, "2017.1 baskısı taslak değil"),
    Write(
        "edition",
        open_edition,
        the_edition,
        "2017.1 baskısı yayımlandı; bu yüzden değişikliğiniz reddedildi",
        "Publisher",
    ),
]


def seen(rows: Callable[[], object]) -> Seen:
    return Seen(content_version.current(), rows())


class Race:
    """The draft published while the editor's `send` runs, the publication committed only once the
    editor's request waits for it or has written everything it would write."""

    def __init__(self, write: Write, send, editor: Client):
        self.write, self.send, self.editor = write, send, editor
        self.ready = threading.Event()  # the editor's connection is open (its id is known)
        self.published = threading.Event()  # the publication has done everything but commit
        self.editor_waits = threading.Event()  # the editor's request waits for it, or wrote all it would
        self.committed = threading.Event()  # the publication is committed (what readers saw then is read)
        self.editor_pid: int | None = None
        self.response = self.at_publication = None

    def run(self) -> tuple[object, Seen, Seen]:
        """The editor's answer, what readers were served right after the publication committed, and
        what they are served once both are done."""
        at_once(self.publisher, self.editor_side)
        return self.response, self.at_publication, in_thread(lambda: seen(self.write.rows))

    def publisher(self):
        try:
            self.ready.wait(PATIENCE)
            with transaction.atomic():
                # The draft holds no change: what it holds is not what races (publish's own refusal
                # of an unchanged draft is tested in test_publishing_nothing_changed.py).
                editions.publish(Edition.objects.get(code=DRAFT), allow_unchanged=True)
                self.published.set()
                self.until_the_editor_waits()
            self.at_publication = seen(self.write.rows)
        finally:
            self.committed.set()

    def until_the_editor_waits(self):
        until_waiting_or_done(
            self.editor_waits, lambda: self.editor_pid, "the editor's request (waiting for the publication)"
        )

    def editor_side(self):
        try:
            connection.ensure_connection()
            if connection.vendor == "postgresql":
                self.editor_pid = connection.connection.info.backend_pid
            self.ready.set()
            self.published.wait(PATIENCE)
            with connection.execute_wrapper(self.pause):
                self.response = self.send(self.editor)
        finally:
            self.ready.set()
            self.editor_waits.set()

    def pause(self, execute, sql, params, many, context):
        if sql.startswith("BEGIN"):
            self.editor_waits.set()  # SQLite: a write transaction begins once the publication's is committed
        elif sql.startswith('INSERT INTO "django_admin_log"'):
            # The admin logs a write once it has made it (the change, the revert, the addition, with
            # their text_changed; a deletion is logged just before it): commit the publication first.
            self.editor_waits.set()
            self.committed.wait(PATIENCE)
        return execute(sql, params, many, context)


@pytest.fixture
def draft_open(imported_laws):
    """Draft 2017.1 opened in the Laws as imported, with the admin's groups."""
    groups_as_migrated()
    editions.open_draft(DRAFT)


@pytest.mark.parametrize("write", WRITES, ids=[write.name for write in WRITES])
def test_a_save_racing_the_publication_of_its_draft_is_refused_and_readers_keep_the_published_text(
    write, draft_open, tmp_path
):
    editor = member("editor", write.group)
    send = write.opened(editor)
    before = seen(write.rows)
    with threads_reach_the_database(tmp_path):
        response, at_publication, now = Race(write, send, editor).run()
    page = response.content.decode()
    # Readers never get a changed text under a content version that was read with the old one:
    # that is what left every cached page, kept Law and search index behind on PostgreSQL.
    assert now.rows == at_publication.rows or now.version != at_publication.version, (
        f"the published text changed after its publication without the content version moving: "
        f"{at_publication.rows!r} -> {now.rows!r} at version {now.version}"
    )
    # The published edition is the federation's text: nothing changes it after its publication.
    assert now.rows == at_publication.rows, (
        f"the published edition was changed: {at_publication.rows!r} -> {now.rows!r}"
    )
    assert at_publication.version == before.version + 1  # the publication's one bump
    assert response.status_code == 200, f"{response.status_code}: {re.sub(r'<[^>]+>', ' ', page)[:500]}"
    assert write.told in page, re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))[:3000]
