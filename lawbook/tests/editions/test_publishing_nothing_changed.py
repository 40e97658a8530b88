"""A draft that changes nothing a reader sees is not published (fix58).

qa57 found the publish page saying "Hiçbir metin geçerli baskıdakinden farklı değil." and still
offering "Evet, 2017.1 yayımlansın": published, readers would meet a new edition (on the changelog, its
feed, the book's stamp) that changes nothing. An edition carries, besides its rows, a title and a
note in both languages (lawbook.models.Edition, lawbook.translation); its date is set only when it
is published. So a draft whose text, titles, definitions, footnotes, interpretations and editor's
notes are the current edition's, and whose own title and note are too, is refused on that page and
on its POST; one that changes its title, its note or an editor's note is published, the page saying
what it changes. No paragraph of the Laws decides this: it is the federation's publishing, not a
ruling.
"""

import html
import re

import pytest

from lawbook.editions import editions
from lawbook.models import Edition, EditorNote
from lawbook.tests.editions.test_publishing_admin import member

pytestmark = pytest.mark.django_db

PAGES = {"tr": "/tr/admin/lawbook/edition", "en": "/en/admin/lawbook/edition"}


@pytest.fixture
def publisher():
    return member("publisher", "Publisher")


def publish_page(client, draft, lang="tr") -> str:
    response = client.get(f"{PAGES[lang]}/{draft.pk}/publish/")
    assert response.status_code == 200
    return html.unescape(response.content.decode())


def words_of(page: str) -> str:
    """The page's text as read: tags dropped, spaces folded."""
    return " ".join(re.sub(r"<[^>]+>", "", page).split())


@pytest.mark.parametrize(
    "lang,refusal,button",
    [
        (
            "tr",
            "2017.1 taslağı yayımlanamaz: okurların gördüğü hiçbir şey geçerli 2017 baskısındakinden",
            "Evet, 2017.1 yayımlansın",
        ),
        (
            "en",
            "Draft 2017.1 cannot be published: nothing a reader sees differs from the current edition 2017",
            "Yes, publish 2017.1",
        ),
    ],
)
def test_a_draft_that_changes_nothing_is_refused_and_says_why(publisher, draft, lang, refusal, button):
    page = publish_page(publisher, draft, lang)
    assert refusal in page
    assert f'value="{button}' not in page  # no button to publish it
    response = publisher.post(f"{PAGES[lang]}/{draft.pk}/publish/", follow=True)
    assert refusal in html.unescape(response.content.decode())
    draft.refresh_from_db()
    assert draft.status == Edition.DRAFT and editions.current().code == "2017"


def test_a_draft_that_changes_only_its_title_says_so_and_is_published(publisher, draft):
    draft.title_tr = "Uluslararası Briç Yasaları 2017, düzeltilmiş baskı"
    draft.save()
    page = publish_page(publisher, draft)
    assert "Hiçbir metin geçerli baskıdakinden farklı değil. Taslağı yayımlamak yalnızca şunları değiştirir:" in page
    assert (
        "Baskının başlığı (Türkçe): “Uluslararası Briç Yasaları 2017” → "
        "“Uluslararası Briç Yasaları 2017, düzeltilmiş baskı”"
    ) in words_of(page)
    assert "yayımlanamaz" not in page and 'value="Evet, 2017.1 yayımlansın"' in page
    assert publisher.post(f"{PAGES['tr']}/{draft.pk}/publish/").status_code == 302
    draft.refresh_from_db()
    assert draft.status == Edition.PUBLISHED and editions.current().code == "2017.1"


def test_a_draft_that_changes_only_an_editors_note_says_so_in_english(publisher, draft):
    note = EditorNote.objects.get(definition__edition=draft.code, definition__term_tr="Artırım")
    note.text_en += " (reworded)"
    note.save()
    page = publish_page(publisher, draft, "en")
    assert "No text differs from the current edition. Publishing the draft changes only this:" in page
    assert "The editor's notes on Artırım" in page
    assert "cannot be published" not in page and 'value="Yes, publish 2017.1"' in page
