"""Writers of one draft at once: two editors, a copy of the draft, its discarding (qa114, a second
reading of race1's held drafts).

Every admin write of a draft's rows holds the edition's row (lawbook.editions.editions.hold_draft)
in the transaction that writes them. Two editors saving rows of the same draft at the same moment
therefore write in turn: the second waits for the first's commit, then saves; neither is refused,
neither deadlocks. A copy of a draft (open_draft from a draft, the Edition list's action) holds the
draft too: it waits for an editor's write under way, so it copies each row as committed, not the
paragraphs before an added one and their layers after it (PostgreSQL reads each statement's own
snapshot). A draft discarded while an editor's save waits for it: the save is refused with the
truth ("discarded"), not with a publication that never was, and his text is quoted.

Two real connections, ordered by events and read from the database (pg_blocking_pids on PostgreSQL,
its BEGIN IMMEDIATE on SQLite), as in test_save_racing_publication.py: no sleeps.
"""

from __future__ import annotations

import threading

import pytest
from django.db import connection, transaction
from django.test import Client

from lawbook import content_version
from lawbook.editions import editions, tree_edits
from lawbook.models import Edition, Paragraph
from lawbook.tests.editions.test_publishing_admin import member
from lawbook.tests.editions.test_save_racing_publication import DRAFT
from lawbook.tests.htmlparse import submitted
from lawbook.tests.migrating import groups_as_migrated
from tests.threads import PATIENCE, at_once, in_thread, threads_reach_the_database, until_waiting_or_done

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]

ADMIN = "/tr/admin/lawbook"
# 41C and 41D in the official Turkish (fixtures/laws_tr.txt): the rows edited; no paragraph of the
# Laws decides what the admin does.
FIRST, SECOND = "41C", "41D"


@pytest.fixture
def draft_open(imported_laws):
    groups_as_migrated()
    editions.open_draft(DRAFT)


def change_of(client: Client, label: str, addition: str):
    """The change page of `label` in the draft, opened, its Turkish text with `addition`: the send."""
    paragraph = Paragraph.objects.get(law__edition=DRAFT, label=label)
    url = f"{ADMIN}/paragraph/{paragraph.pk}/change/"
    data = submitted(client.get(url).content.decode(), "paragraph_form")
    data["text_tr"] = [data["text_tr"][0] + addition]
    return lambda: client.post(url, data, follow=True)


class Turns:
    """`first()` runs in a transaction of its own and is held open, before it commits, until
    `second()` (on another connection) waits for it; then both go on. Returns both answers."""

    def __init__(self, first, second, first_pauses_at: str | None = None):
        self.first, self.second, self.pauses_at = first, second, first_pauses_at
        self.first_holds = threading.Event()
        self.second_waits = threading.Event()
        self.second_pid: int | None = None
        self.answers: dict[str, object] = {}

    def run(self):
        at_once(self.first_side, self.second_side)
        return self.answers["first"], self.answers["second"]

    def first_side(self):
        try:
            if self.pauses_at is None:
                with transaction.atomic():
                    self.answers["first"] = self.first()
                    self.until_the_second_waits()
            else:
                with connection.execute_wrapper(self.pause):
                    self.answers["first"] = self.first()
        finally:
            self.first_holds.set()

    def pause(self, execute, sql, params, many, context):
        if sql.startswith(self.pauses_at):
            self.until_the_second_waits()
        return execute(sql, params, many, context)

    def until_the_second_waits(self):
        self.first_holds.set()
        if until_waiting_or_done(
            self.second_waits, lambda: self.second_pid, "the second writer (waiting for the first)"
        ):
            self.answers["second waited"] = True

    def second_side(self):
        try:
            connection.ensure_connection()
            if connection.vendor == "postgresql":
                self.second_pid = connection.connection.info.backend_pid
            self.first_holds.wait(PATIENCE)
            with connection.execute_wrapper(self.begins):
                self.answers["second"] = self.second()
        finally:
            self.second_waits.set()

    def begins(self, execute, sql, params, many, context):
        if sql.startswith("BEGIN"):
            # SQLite: a write transaction begins only once the first one's is committed.
            self.answers["second waited"] = True
            self.second_waits.set()
        return execute(sql, params, many, context)


def texts(*labels: str) -> dict[str, str]:
    return dict(Paragraph.objects.filter(law__edition=DRAFT, label__in=labels).values_list("label", "text_tr"))


def test_two_editors_saving_in_one_draft_at_once_both_save_in_turn(draft_open, tmp_path):
    first, second = member("first", "Editor"), member("second", "Editor")
    send_first = change_of(first, FIRST, " BİRİNCİ EDİTÖR.")
    send_second = change_of(second, SECOND, " İKİNCİ EDİTÖR.")
    before, version = texts(FIRST, SECOND), content_version.current()
    with threads_reach_the_database(tmp_path):
        # The first editor's save is held open once it has written everything (the admin logs it).
        turns = Turns(send_first, send_second, first_pauses_at='INSERT INTO "django_admin_log"')
        answers = turns.run()
        assert turns.answers.get("second waited"), "the second save did not wait for the first"
        now = in_thread(lambda: texts(FIRST, SECOND))
        version_now = in_thread(content_version.current)
    for answer in answers:
        page = answer.content.decode()
        assert answer.status_code == 200
        assert "başarılı olarak değiştirildi" in page, page[:2000]
        assert "reddedildi" not in page
    assert now == {FIRST: before[FIRST] + " BİRİNCİ EDİTÖR.", SECOND: before[SECOND] + " İKİNCİ EDİTÖR."}
    # Both wrote a draft: readers are served nothing new.
    assert version_now == version


def test_a_copy_of_a_draft_waits_for_an_editors_write_under_way_and_copies_it(draft_open, tmp_path):
    """Before qa114 the copy did not wait (PostgreSQL): it read the draft's rows statement by statement
    while the editor's added paragraph committed among them."""
    law = Paragraph.objects.get(law__edition=DRAFT, label=SECOND).law
    after = Paragraph.objects.get(law=law, label=SECOND)

    def add_41e():
        editions.hold_draft(DRAFT)
        paragraph = Paragraph(text_tr="Kopyalanırken eklenen paragraf.")
        return tree_edits.insert(paragraph, tree_edits.place_for(law, "41E", after))

    def copy():
        return editions.open_draft("2017.2", based_on=Edition.objects.get(code=DRAFT))

    with threads_reach_the_database(tmp_path):
        turns = Turns(add_41e, copy)
        turns.run()
        assert turns.answers.get("second waited"), "the copy did not wait for the editor's write"
        copied = in_thread(
            lambda: set(Paragraph.objects.filter(law__edition="2017.2", law__number=41).values_list("label", flat=True))
        )
    assert "41E" in copied


def test_a_save_waiting_for_its_draft_being_discarded_is_told_the_draft_was_discarded(draft_open, tmp_path):
    editor, publisher = member("editor", "Editor"), member("publisher", "Publisher")
    assert publisher  # the discarding is done here directly, as the Edition list's action does it
    send = change_of(editor, SECOND, " KAYBOLMAYAN METİN.")

    def discard():
        tree_edits.discard(Edition.objects.get(code=DRAFT))

    with threads_reach_the_database(tmp_path):
        turns = Turns(discard, send)
        _, answer = turns.run()
        assert turns.answers.get("second waited")
        assert not in_thread(Edition.objects.filter(code=DRAFT).exists)
    page = answer.content.decode()
    assert answer.status_code == 200
    assert "2017.1 taslağı siz bu kaydı açtıktan sonra silindi" in page, page[:3000]
    assert "yayımlandı" not in page
    # His text is quoted, to enter in a new draft.
    assert "KAYBOLMAYAN METİN." in page
