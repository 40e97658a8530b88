"""Drafts stay with the people who may read them (an independent security audit).

- Reading a draft is the `view_draft` permission (the Editor and Publisher groups), not `is_staff`.
- A draft's pages and API answers depend on who asks: `private, no-store`, no ETag or
  Last-Modified, and who may read is decided before any 304, so that a shared cache never holds a
  draft and a conditional request never answers for one.
- A draft's save moves nothing readers are served (the content version, /sw.js, the search index,
  the cached pages); the draft's own pages show each save at once; publication moves them all.
"""

import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.test import Client

from lawbook import content_version
from lawbook.editions import editions
from lawbook.models import Paragraph
from lawbook.search.index import is_stale
from tests.search_index import search_index, search_index_dir, writable_index  # noqa: F401

pytestmark = pytest.mark.django_db

ADMIN = "/tr/admin/lawbook"
CORRECTION_TR = "Düzeltilmiş metin: yer rönonsu için bir löve devredilir."
SHOWN_TR = "Düzeltilmiş metin:"  # the words of the correction no layer marks up on a page


def logged_in(name: str, groups=(), is_staff=True) -> Client:
    user = get_user_model().objects.create_user(name, f"{name}@example.org", "a-long-password", is_staff=is_staff)
    for group in groups:
        user.groups.add(Group.objects.get(name=group))
    client = Client()
    client.force_login(user)
    return client


def draft_urls(code: str) -> list[str]:
    """Every kind of answer about a draft: its pages, the API answers that take ?edition=, the
    whole edition."""
    return [
        f"/tr/baski/{code}/yasa/64/",
        f"/en/edition/{code}/law/64/?view=both",
        f"/api/laws/64/?edition={code}",
        f"/api/laws/?edition={code}",
        f"/api/paragraphs/64B3/?edition={code}",
        f"/api/definitions/?edition={code}",
        f"/api/footnotes/?edition={code}",
        f"/api/editions/{code}/",
    ]


def is_private(response) -> bool:
    return (
        response["Cache-Control"] == "private, no-store"
        and not response.has_header("ETag")
        and not response.has_header("Last-Modified")
    )


# --- who reads a draft ---------------------------------------------------------------------------


def test_a_staff_account_in_no_group_reads_no_draft(draft):
    bare = logged_in("bare")
    for url in draft_urls(draft.code):
        assert bare.get(url).status_code == 404, url
    assert draft.code not in [e["code"] for e in bare.get("/api/editions/").json()]


def test_editors_and_publishers_read_drafts_by_the_permission(draft):
    assert {g.name for g in Group.objects.filter(permissions__codename="view_draft")} == {"Editor", "Publisher"}
    for group in ("Editor", "Publisher"):
        member = logged_in(group.lower(), groups=[group])
        for url in draft_urls(draft.code):
            assert member.get(url).status_code == 200, (group, url)
        assert draft.code in [e["code"] for e in member.get("/api/editions/").json()]
    # The permission decides, not the staff flag: a reviewer given it reads the draft.
    reviewer = get_user_model().objects.create_user("reviewer", "r@example.org", "a-long-password")
    reviewer.user_permissions.add(Permission.objects.get(codename="view_draft"))
    client = Client()
    client.force_login(reviewer)
    assert client.get(f"/tr/baski/{draft.code}/yasa/64/").status_code == 200


# --- no cache ever holds a draft -----------------------------------------------------------------


def test_a_conditional_request_for_a_draft_is_decided_before_any_304(draft, client):
    """The audit's reproduction: an anonymous GET of a draft's page with the current
    If-None-Match got 304 (a shared cache holding the draft would then serve it), without it 404.
    The draft's ETag was the current pages' (same content version, same language)."""
    page = client.get("/tr/yasa/50/")
    for headers in ({"HTTP_IF_NONE_MATCH": page["ETag"]}, {"HTTP_IF_MODIFIED_SINCE": page["Last-Modified"]}):
        refused = client.get(f"/tr/baski/{draft.code}/yasa/50/", **headers)
        assert refused.status_code == 404 and is_private(refused), headers
    api = client.get("/api/laws/50/")
    refused = client.get("/api/laws/50/", {"edition": draft.code}, HTTP_IF_NONE_MATCH=api["ETag"])
    assert refused.status_code == 404 and "error" in refused.json() and is_private(refused)


@pytest.mark.usefixtures("search_index")
def test_the_search_api_asked_for_a_draft_is_a_404_never_a_304(draft, client):
    found = client.get("/api/search/", {"q": "rönons"})
    assert found.status_code == 200
    asked = client.get("/api/search/", {"q": "rönons", "edition": draft.code}, HTTP_IF_NONE_MATCH=found["ETag"])
    assert asked.status_code == 404 and is_private(asked)


def test_a_drafts_pages_and_answers_are_private_without_validators(draft, client):
    editor = logged_in("editor", groups=["Editor"])
    public_etag = client.get("/tr/yasa/64/")["ETag"]
    for url in draft_urls(draft.code):
        response = editor.get(url)
        assert response.status_code == 200 and is_private(response), url
        # Asked again with what a cache would send: answered in full, never 304.
        again = editor.get(url, HTTP_IF_NONE_MATCH=public_etag)
        assert again.status_code == 200 and again.content == response.content, url
    assert is_private(editor.get("/api/editions/")) and is_private(client.get("/api/editions/"))
    # A published edition's own address is the same for everyone: it keeps its validators.
    older = client.get("/tr/baski/2017/yasa/64/")
    assert older.status_code == 200 and older["ETag"] and "public" in older["Cache-Control"]


def test_a_drafts_book_is_private_and_never_a_304(draft, client, settings, tmp_path):
    settings.BOOKS_DIR = tmp_path
    (tmp_path / draft.code).mkdir()
    (tmp_path / draft.code / "tr.pdf").write_bytes(b"%PDF-1.7 a draft's book")
    url = f"/tr/baski/{draft.code}/kitap.pdf"
    assert client.get(url).status_code == 404
    assert logged_in("bare").get(url).status_code == 404
    editor = logged_in("editor", groups=["Editor"])
    book = editor.get(url)
    assert book.status_code == 200 and is_private(book)
    assert b"".join(book.streaming_content) == b"%PDF-1.7 a draft's book"
    again = editor.get(url, HTTP_IF_MODIFIED_SINCE="Fri, 01 Jan 2100 00:00:00 GMT")
    assert again.status_code == 200 and is_private(again)


# --- a draft's save moves nothing readers are served ---------------------------------------------


def save_in_admin(editor: Client, paragraph: Paragraph, text_tr: str) -> None:
    html = editor.get(f"{ADMIN}/paragraph/{paragraph.pk}/change/").content.decode()
    data = {
        f"{f}_{lang}": getattr(paragraph, f"{f}_{lang}") or ""
        for f in ("heading", "text", "tail")
        for lang in ("tr", "en")
    }
    data["text_tr"] = text_tr
    data["seen_version"] = re.search(r'name="seen_version" value="(\d+)"', html).group(1)
    response = editor.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", data)
    assert response.status_code == 302, response.content.decode()[:2000]


def test_a_draft_save_moves_nothing_readers_are_served_until_publication(draft, client, writable_index):
    """The audit: every draft save bumped the content version, so the indexers rebuilt, every
    page cache was dropped and /sw.js changed (each installed reader downloading some 440 pages
    again) for a text readers cannot see. Only the publication moves them."""
    editor = logged_in("editor", groups=["Editor", "Publisher"])
    version = content_version.current()
    worker = client.get("/sw.js").content
    page = client.get("/tr/yasa/64/")
    draft_page = f"/tr/baski/{draft.code}/yasa/64/"
    assert "nothing in this Law" in editor.get(f"/en/edition/{draft.code}/law/64/").content.decode()

    save_in_admin(editor, Paragraph.objects.get(law__edition=draft.code, label="64B3"), CORRECTION_TR)

    assert content_version.current() == version
    assert not is_stale()
    assert client.get("/sw.js").content == worker
    assert client.get("/tr/yasa/64/", HTTP_IF_NONE_MATCH=page["ETag"]).status_code == 304
    # The draft's own pages show the save at once, with its change marker.
    assert SHOWN_TR in editor.get(draft_page).content.decode()
    changed = editor.get(f"/en/edition/{draft.code}/law/64/").content.decode()
    assert "nothing in this Law" not in changed and 'href="#64B3"' in changed

    editions.publish(draft)
    assert content_version.current() == version + 1
    assert is_stale()
    assert client.get("/sw.js").content != worker
    now = client.get("/tr/yasa/64/", HTTP_IF_NONE_MATCH=page["ETag"])
    assert now.status_code == 200 and SHOWN_TR in now.content.decode()
