"""Editions: the 2017 text is edition 2017, published; a draft is a full copy that readers never
see (pages, API, search); publication is atomic; the API names its edition; earlier editions
stay readable at their own addresses."""

import json
import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.management import call_command

from lawbook import content_version
from lawbook.editions import editions
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import (
    Chapter,
    Citation,
    Definition,
    Edition,
    EditorNote,
    Footnote,
    FootnoteMarker,
    Law,
    Paragraph,
    TermMention,
)
from lawbook.search.index import is_stale
from lawbook.search.service import search
from tests.search_index import search_index_dir, writable_index  # noqa: F401

pytestmark = pytest.mark.django_db

CORRECTION_TR = "Düzeltilmiş metin: yer rönonsu için bir löve devredilir."
CORRECTION_EN = "Corrected text: one trick is transferred for dummy's revoke."
SHOWN_TR = "Düzeltilmiş metin:"  # the words of the correction no layer marks up on a page
SHOWN_EN = "Corrected text:"


def correct_64b3(edition_code: str) -> Paragraph:
    paragraph = Paragraph.objects.get(law__edition=edition_code, label="64B3")
    paragraph.text_tr, paragraph.text_en = CORRECTION_TR, CORRECTION_EN
    paragraph.save()
    text_changed(Change(Scope.of(paragraph=[paragraph])))  # its layers follow, as after an admin save
    return paragraph


def staff_user(name="staff", groups=()):
    user = get_user_model().objects.create_user(name, f"{name}@example.org", "a-long-password", is_staff=True)
    for group in groups:
        user.groups.add(Group.objects.get(name=group))
    return user


# --- the first edition -------------------------------------------------------------------------


def test_the_imported_text_is_edition_2017_published_and_current():
    edition = Edition.objects.get(code="2017")
    assert edition.status == Edition.PUBLISHED and edition.published_at is not None
    assert editions.current() == edition
    assert Law.objects.count() == Law.objects.filter(edition=edition).count() == 93
    assert Chapter.objects.exclude(edition=edition).count() == 0
    assert Definition.objects.exclude(edition=edition).count() == 0
    assert Footnote.objects.exclude(edition=edition).count() == 0


# --- a draft is a full copy --------------------------------------------------------------------


def test_a_draft_copies_every_row_and_layer_of_the_published_edition(draft):
    def count(model, key):
        return model.objects.filter(**{key: "2017"}).count(), model.objects.filter(**{key: draft.code}).count()

    for model, key in [
        (Chapter, "edition"),
        (Law, "edition"),
        (Paragraph, "law__edition"),
        (Definition, "edition"),
        (Footnote, "edition"),
        (EditorNote, "paragraph__law__edition"),
        (FootnoteMarker, "paragraph__law__edition"),
        (Citation, "paragraph__law__edition"),
        (TermMention, "paragraph__law__edition"),
    ]:
        old, new = count(model, key)
        assert old == new > 0, model.__name__
    copy = Paragraph.objects.get(law__edition=draft.code, label="64B3")
    assert copy.parent.label == "64B" and copy.parent.law.edition_id == draft.code
    # a citation of the copy points into the copy, never back into 2017
    assert not Citation.objects.filter(paragraph__law__edition=draft.code, target__law__edition="2017").exists()
    assert draft.based_on.code == "2017" and draft.status == Edition.DRAFT


def test_editing_the_draft_leaves_the_published_text_alone(draft, client):
    correct_64b3(draft.code)
    assert CORRECTION_TR not in Paragraph.objects.get(law__edition="2017", label="64B3").text_tr
    assert SHOWN_TR not in client.get("/tr/yasa/64/").content.decode()


def test_a_second_draft_with_the_same_code_is_refused(draft):
    with pytest.raises(editions.EditionError):
        editions.open_draft("2017.1")


# --- readers never see a draft -----------------------------------------------------------------


def test_a_draft_is_invisible_to_readers_on_pages_and_in_the_api(draft, client):
    correct_64b3(draft.code)
    assert client.get(f"/tr/baski/{draft.code}/yasa/64/").status_code == 404
    assert client.get(f"/en/edition/{draft.code}/law/64/").status_code == 404
    response = client.get("/api/paragraphs/64B3/", {"edition": draft.code})
    assert response.status_code == 404 and "error" in response.json()
    assert [e["code"] for e in client.get("/api/editions/").json()] == ["2017"]
    assert client.get(f"/api/editions/{draft.code}/").status_code == 404
    assert CORRECTION_TR not in client.get("/api/laws/64/").content.decode()


def test_staff_see_a_draft_at_its_own_address(draft, client):
    correct_64b3(draft.code)
    client.force_login(staff_user(groups=["Editor"]))
    html = client.get(f"/tr/baski/{draft.code}/yasa/64/").content.decode()
    assert SHOWN_TR in html and 'data-edition="2017.1"' in html
    assert client.get("/api/paragraphs/64B3/", {"edition": draft.code}).json()["text_tr"] == CORRECTION_TR
    assert "2017.1" in [e["code"] for e in client.get("/api/editions/").json()]


def test_search_never_shows_a_draft(draft, settings, tmp_path):
    correct_64b3(draft.code)
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    call_command("rebuild_index")
    assert not any(hit.label == "64B3" for hit in search("Düzeltilmiş metin devredilir").hits)


# --- publication -------------------------------------------------------------------------------


def test_publishing_makes_the_draft_current_and_keeps_2017_readable(draft, client):
    correct_64b3(draft.code)
    editions.publish(draft)
    assert editions.current().code == "2017.1"
    html = client.get("/tr/yasa/64/").content.decode()
    assert SHOWN_TR in html
    assert 'data-edition="2017.1"' in html and 'href="#64B3"' in html  # "changed since 2017": 64B3
    old = client.get("/en/edition/2017/law/64/").content.decode()
    assert (
        SHOWN_EN not in old and SHOWN_EN in client.get("/en/law/64/").content.decode() and 'data-edition="2017"' in old
    )
    assert client.get("/api/paragraphs/64B3/").json()["text_en"] == CORRECTION_EN
    assert client.get("/api/paragraphs/64B3/", {"edition": "2017"}).json()["text_en"] != CORRECTION_EN


def test_publication_is_all_or_nothing(draft, monkeypatch):
    correct_64b3(draft.code)

    def failing_bump():
        raise RuntimeError("the database went away")

    monkeypatch.setattr(content_version, "bump", failing_bump)
    with pytest.raises(RuntimeError):
        editions.publish(draft)
    draft.refresh_from_db()
    assert draft.status == Edition.DRAFT and draft.published_at is None
    assert editions.current().code == "2017"


def test_a_reader_sees_one_edition_whole_even_when_publication_happens_during_the_request(draft, client, monkeypatch):
    """The edition is resolved once per request; everything the answer holds comes from it."""
    correct_64b3(draft.code)
    from lawbook import queries

    real = queries.law_with_paragraphs

    def publish_meanwhile(number, footnote_layers=False, edition=None):
        if Edition.objects.get(code=draft.code).status == Edition.DRAFT:
            editions.publish(Edition.objects.get(code=draft.code))
        return real(number, footnote_layers, edition)

    monkeypatch.setattr(queries, "law_with_paragraphs", publish_meanwhile)
    data = client.get("/api/laws/64/").json()
    texts = {p["label"]: p["text_tr"] for p in data["paragraphs"]}
    assert data["edition"] == "2017" and texts["64B3"] != CORRECTION_TR
    data = client.get("/api/laws/64/").json()
    assert (
        data["edition"] == "2017.1" and {p["label"]: p["text_tr"] for p in data["paragraphs"]}["64B3"] == CORRECTION_TR
    )


def test_only_a_draft_is_published(draft):
    # Unchanged drafts, told to publish all the same: the second refusal is for not being a draft.
    editions.publish(draft, allow_unchanged=True)
    with pytest.raises(editions.EditionError, match="2017.1"):
        editions.publish(draft, allow_unchanged=True)


def test_publishing_marks_the_index_stale_and_the_indexer_shows_the_new_text(draft, writable_index):
    assert not is_stale()  # a draft opened is not a text readers see
    correct_64b3(draft.code)
    editions.publish(draft)
    assert is_stale()
    call_command("run_indexer", "--once")
    assert not is_stale()
    assert any(hit.label == "64B3" for hit in search("Düzeltilmiş metin devredilir").hits)


def test_the_commands_open_and_publish_an_edition(capsys):
    call_command("open_draft", "2027")
    call_command("publish_edition", "2027", "--allow-unchanged")  # a copy of 2017 unchanged
    assert editions.current().code == "2027"
    assert "draft 2027 opened as a copy of 2017" in capsys.readouterr().out


# --- the API -----------------------------------------------------------------------------------


def test_the_edition_list_and_a_whole_edition(client):
    listed = client.get("/api/editions/").json()
    assert listed == [
        {"code": "2017", "status": "published", "published_at": listed[0]["published_at"], "url": "/api/editions/2017/"}
    ]
    whole = client.get("/api/editions/2017/").json()
    assert len(whole["laws"]) == 93 and whole["code"] == "2017"
    law64 = next(law for law in whole["laws"] if law["number"] == 64)
    assert law64["paragraphs"] == client.get("/api/laws/64/").json()["paragraphs"]
    assert len(whole["definitions"]) == Definition.objects.filter(edition="2017").count()
    assert len(whole["footnotes"]) == Footnote.objects.filter(edition="2017").count()


def test_every_answer_says_its_edition_and_an_unknown_edition_is_a_json_404(client):
    for url in ("/api/laws/", "/api/laws/64/", "/api/paragraphs/64B3/", "/api/definitions/", "/api/footnotes/"):
        response = client.get(url)
        assert response["Edition"] == "2017", url
        data = response.json()
        items = data if isinstance(data, list) else [data]
        assert all(item["edition"] == "2017" for item in items), url
        missing = client.get(url, {"edition": "1997"})
        assert missing.status_code == 404 and "1997" in missing.json()["error"], url


@pytest.mark.parametrize(
    "url",
    [
        "/api/laws/?edition=%00",
        "/api/search/?q=kart&edition=a%00b",
        "/api/editions/a%00b/",
        "/en/edition/a%00b/law/50/",
    ],
)
def test_an_edition_code_no_edition_can_have_is_a_404(client, url):
    # PostgreSQL refuses a NUL in a text value: these were a 500 there (DataError; the bad-input
    # sweep, tests/test_bad_input_sweep.py, on `make test-postgres`), a 404 on SQLite.
    assert client.get(url).status_code == 404
    assert client.get(url.replace("%00", "x" * 30)).status_code == 404  # longer than any code


def test_a_paragraphs_history_lists_its_published_changes_without_names(draft, client):
    correct_64b3(draft.code)
    assert [h["edition"] for h in client.get("/api/paragraphs/64B3/history/").json()] == ["2017"]
    editions.publish(draft)
    history = client.get("/api/paragraphs/64B3/history/").json()
    assert [h["edition"] for h in history] == ["2017", "2017.1"]
    assert history[1]["text_tr"] == CORRECTION_TR and history[1]["text_en"] == CORRECTION_EN
    assert set(history[0]) >= {"edition", "at", "text_tr", "text_en"}
    assert not re.search(r"user|editor|by", json.dumps(list(history[0]))), history[0].keys()
    assert [h["edition"] for h in client.get("/api/paragraphs/64A1/history/").json()] == ["2017"]  # unchanged
    assert client.get("/api/paragraphs/99Z/history/").status_code == 404
