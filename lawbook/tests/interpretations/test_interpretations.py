"""The federation's regulations, elections and official interpretations (issue 23, "Interpretations
and elections"; lawbook.models.Interpretation): entered by an Editor in a draft, copied with it,
shown under the paragraphs they concern on the Law page, in the API and in the book once the
draft is published, never before; a published edition's rows refuse edits.

The paragraph used is 12C2(b), which leaves a figure to the Regulating Authority. The Turkish
(official) text: "Bu rakamlar, Yetkili Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve
aşağıdaki (d) maddesi çerçevesinde, (a) ve (b) maddelerinde öngörülen değerlerden farklılık
gösterebilir." The WBF English: "Subject to approval by the Regulating Authority, this may be
varied by the Tournament Organizer as provided for by Laws 78D, 86B3 and (d) hereunder." (the
Turkish, which is official, names no Tournament Organizer here). No federation decision exists in the repository: every interpretation here is the
test's own, named as such, and the fixtures hold none."""

from __future__ import annotations

import datetime
import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.test import Client

from lawbook.editions import editions
from lawbook.models import Edition, Interpretation, Paragraph
from lawbook.pages import book

pytestmark = pytest.mark.django_db

ADMIN = "/tr/admin/lawbook/interpretation"
LABEL = "12C2(b)"
TITLE_TR = "Test yorumu: IMP karşılığı"
TITLE_EN = "Test interpretation: the IMP value"


def member(name: str, group: str) -> Client:
    user = get_user_model().objects.create_user(name, f"{name}@example.org", "a-long-password", is_staff=True)
    user.groups.add(Group.objects.get(name=group))
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def editor():
    return member("editor", "Editor")


def entered(edition: str, labels: str = LABEL, **fields) -> Interpretation:
    """A test interpretation stored directly (the admin's path is tested on its own below)."""
    values = {
        "kind": Interpretation.ELECTION,
        "title_tr": TITLE_TR,
        "title_en": TITLE_EN,
        "text_tr": "Test metni.",
        "text_en": "Test text.",
        "source": "Test decision 1",
        "date": datetime.date(2026, 1, 15),
        **fields,
    }
    return Interpretation.objects.create(edition_id=edition, labels=labels, **values)


def add_form(edition: str, labels: str = LABEL, **changes) -> dict:
    return {
        "edition": edition,
        "kind": Interpretation.ELECTION,
        "labels": labels,
        "title_tr": TITLE_TR,
        "title_en": TITLE_EN,
        "text_tr": "Taslaktaki test metni.",
        "text_en": "The draft's test text.",
        "source": "Test decision 1",
        "date": "2026-01-15",
        "position": "0",
        **changes,
    }


def under_paragraph(html: str, label: str, edition: str | None = None) -> str:
    """The markup of a paragraph's section on a page, up to the next paragraph's: what a reader
    sees under that paragraph."""
    anchor = Paragraph.objects.get(law__edition=edition or editions.current_code(), label=label).anchor
    start = html.index(f'id="{anchor}"')
    following = html.find("<section", start)
    return html[start : following if following != -1 else len(html)]


def api_interpretations(client, edition: str | None = None, label: str = LABEL) -> list[dict]:
    query = {"edition": edition} if edition else {}
    law = client.get(f"/api/laws/{label[:2]}/", query).json()
    return next(p for p in law["paragraphs"] if p["label"] == label)["interpretations"]


def test_the_fixtures_hold_no_federation_decision():
    assert not Interpretation.objects.exists()


def test_a_draft_copies_its_editions_interpretations_with_their_history():
    original = entered("2017")
    draft = editions.open_draft("2017.9")
    copy = Interpretation.objects.get(edition=draft.code)
    assert copy.pk != original.pk
    assert (copy.labels, copy.title_tr, copy.text_en, copy.source, copy.date) == (
        LABEL,
        TITLE_TR,
        "Test text.",
        "Test decision 1",
        datetime.date(2026, 1, 15),
    )
    assert copy.history.get().history_change_reason == "copy of 2017"


def test_an_editors_draft_interpretation_reaches_readers_only_at_publication(editor, draft, client):
    # A reader's Law page and API answer, cached before anything happens (lawbook.pages.page_cache).
    assert TITLE_TR not in client.get("/tr/yasa/12/").content.decode()
    assert api_interpretations(client) == []

    response = editor.post(f"{ADMIN}/add/", add_form(draft.code))
    assert response.status_code == 302, response.content.decode()[:2000]
    row = Interpretation.objects.get(edition=draft.code)
    html = editor.get(f"{ADMIN}/{row.pk}/change/").content.decode()
    seen = re.search(r'name="seen_version" value="(\d+)"', html).group(1)
    edited = add_form(draft.code, text_tr="Düzeltilmiş test metni.", seen_version=seen)
    del edited["edition"]  # read-only once the row exists
    assert editor.post(f"{ADMIN}/{row.pk}/change/", edited).status_code == 302
    assert Interpretation.objects.get(pk=row.pk).text_tr == "Düzeltilmiş test metni."
    history = editor.get(f"{ADMIN}/{row.pk}/history/").content.decode()
    assert "<ins>Düzeltilmiş</ins>" in history  # the edit's word diff, as for the Law's own text

    # The editor reads it under its paragraph in the draft's own pages (drafts are private); the
    # admin's "view on site" leads there.
    anchor = Paragraph.objects.get(law__edition=draft.code, label=LABEL).anchor
    assert f'href="/tr/baski/{draft.code}/yasa/12/#{anchor}"' in html
    preview = editor.get(f"/tr/baski/{draft.code}/yasa/12/")
    assert TITLE_TR in under_paragraph(preview.content.decode(), LABEL, draft.code)
    assert client.get(f"/tr/baski/{draft.code}/yasa/12/").status_code == 404
    # Not published: readers see nothing of it, on the page or in the API.
    assert TITLE_TR not in client.get("/tr/yasa/12/").content.decode()
    assert api_interpretations(client) == []

    editions.publish(draft)

    section = under_paragraph(client.get("/tr/yasa/12/").content.decode(), LABEL)
    assert 'class="federation-note federation-election"' in section
    assert "TBF yorumu" in section and "Tercih" in section
    assert TITLE_TR in section and "Düzeltilmiş test metni." in section
    assert "Kaynak: Test decision 1" in section
    assert TITLE_TR not in under_paragraph(client.get("/tr/yasa/12/").content.decode(), "12C2(a)")
    english = under_paragraph(client.get("/en/law/12/").content.decode(), LABEL)
    assert "Federation interpretation" in english and TITLE_EN in english and "The draft&#x27;s test text." in english
    (answer,) = api_interpretations(client)
    assert answer == {
        "kind": "election",
        "labels": [LABEL],
        "title_tr": TITLE_TR,
        "title_en": TITLE_EN,
        "text_tr": "Düzeltilmiş test metni.",
        "text_en": "The draft's test text.",
        "source": "Test decision 1",
        "date": "2026-01-15",
    }


def test_the_api_paragraph_and_edition_answers_carry_it():
    entered("2017", labels="12C2(b), 80B2(f)")
    client = Client()
    for label in (LABEL, "80B2(f)"):
        answer = client.get(f"/api/paragraphs/{label}/").json()
        assert [i["title_en"] for i in answer["interpretations"]] == [TITLE_EN]
        assert answer["interpretations"][0]["labels"] == [LABEL, "80B2(f)"]
    edition = client.get("/api/editions/2017/").json()
    paragraphs = {p["label"]: p for law in edition["laws"] for p in law["paragraphs"]}
    assert paragraphs[LABEL]["interpretations"][0]["source"] == "Test decision 1"
    assert paragraphs["12C2(a)"]["interpretations"] == []


def test_the_schema_describes_the_field(client):
    paragraph = client.get("/api/schema/").json()["components"]["schemas"]["Paragraph"]["properties"]
    item = paragraph["interpretations"]["items"]
    assert set(item["properties"]) == {"kind", "labels", "title_tr", "title_en", "text_tr", "text_en", "source", "date"}


def test_the_book_shows_it_after_its_paragraph_in_each_language():
    entered("2017", kind=Interpretation.REGULATION)
    edition = Edition.objects.get(code="2017")
    turkish = under_paragraph(book.book_html(edition, "tr"), LABEL, "2017")
    assert "TBF yorumu" in turkish and "Yönetmelik" in turkish and TITLE_TR in turkish
    english = under_paragraph(book.book_html(edition, "en"), LABEL, "2017")
    assert "Federation interpretation" in english and "Regulation" in english and TITLE_EN in english


def test_an_english_page_without_its_english_shows_the_turkish_marked_untranslated(client):
    entered("2017", title_en="", text_en="")
    section = under_paragraph(client.get("/en/law/12/").content.decode(), LABEL)
    assert TITLE_TR in section and "not yet translated" in section


@pytest.mark.parametrize("labels", ["12C9", "12C2(z)", "hello", "12C2(b), 99A", ""])
def test_a_label_that_names_no_paragraph_is_a_form_error(editor, draft, labels):
    response = editor.post(f"{ADMIN}/add/", add_form(draft.code, labels=labels))
    assert response.status_code == 200
    assert not Interpretation.objects.filter(edition=draft.code).exists()
    html = response.content.decode()
    assert "errorlist" in html
    if labels:
        assert "baskısında" in html and "diye bir paragraf yok" in html


def test_labels_are_stored_in_citation_form(editor, draft):
    response = editor.post(f"{ADMIN}/add/", add_form(draft.code, labels="12c2b,  80 B 2 f"))
    assert response.status_code == 302
    assert Interpretation.objects.get(edition=draft.code).labels == "12C2(b), 80B2(f)"


def test_a_published_editions_interpretation_refuses_edits(editor):
    row = entered("2017")
    form = add_form("2017", text_tr="Değiştirildi.", seen_version="0")
    del form["edition"]
    # Refused and sent back to the read-only row with the text quoted, not a bare 403 that lost it
    # (qa78, lawbook.admin.DraftsOnly.changeform_view, which interpretations share).
    change = f"{ADMIN}/{row.pk}/change/"
    response = editor.post(change, form)
    assert response.status_code == 302 and response["Location"] == change
    assert "“Değiştirildi.”" in editor.get(change).content.decode()
    deleting = editor.post(f"{ADMIN}/{row.pk}/delete/", {"post": "yes"})
    assert deleting.status_code == 302 and deleting["Location"] == change  # with the reason (race1)
    assert Interpretation.objects.get(pk=row.pk).text_tr == "Test metni."
    # Nor is one added to a published edition: it is no choice of the add form.
    response = editor.post(f"{ADMIN}/add/", add_form("2017"))
    assert response.status_code == 200 and not Interpretation.objects.filter(text_tr__startswith="Taslak").exists()


def test_a_draft_whose_paragraph_an_interpretation_names_is_gone_is_not_published(draft, client):
    """A draft can lose a paragraph (an Editor deletes it) after an interpretation naming it was
    entered; published, the interpretation would be shown under no paragraph. Publication is
    refused with the row named, the draft stays a draft, and readers keep the current edition."""
    entered(draft.code, title_tr="Yetim yorum")
    Paragraph.objects.filter(law__edition=draft.code, label=LABEL).delete()
    publisher = member("publisher", "Publisher")

    response = publisher.post(f"/tr/admin/lawbook/edition/{draft.pk}/publish/", follow=True)

    page = response.content.decode()
    assert "yayımlanmadı" in page or "is not published" in page
    assert f"{LABEL}: Yetim yorum" in page
    assert Edition.objects.get(pk=draft.pk).status == Edition.DRAFT
    assert editions.current_code() == "2017"
    with pytest.raises(editions.EditionError):
        editions.publish(draft)
