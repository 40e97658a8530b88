"""The guides are reading pages (lawbook.pages.page_cache): the same for every reader, so a phone
that has a step or an ending is answered 304, and a process renders each once per text and release.

The ending used quotes Law 92D1: "İkili turnuvada, başvuran çiftin her iki üyesinin (bireysel
yarışmalar hariç) itiraz konusunda hemfikir olmaları gereklidir." ("in a pairs event both members
of the partnership concur in making the appeal")."""

import pytest
from django.urls import resolve
from django.utils import translation

from lawbook import content_version
from lawbook.models import Paragraph
from situations.offline import guide_urls
from situations.tests.guides.test_guides import url_of

pytestmark = pytest.mark.django_db

ENDING = ("appeal", ["disagree", "in-time", "pairs"])
QUOTED = "92D1"
CORRECTION = {"tr": "hemfikir olmaları gerekir (düzeltme).", "en": "must concur in the appeal (corrected)."}


@pytest.fixture(autouse=True)
def imported():
    content_version.bump()  # as import_laws does after writing the text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", [ENDING[1], ENDING[1][:1], []], ids=["ending", "step", "start"])
def test_a_guide_page_is_answered_304_to_its_etag(client, lang, keys):
    url = url_of(ENDING[0], keys, lang)
    first = client.get(url)
    assert first.status_code == 200 and first["ETag"].endswith(f'-{lang}"')
    assert not first.cookies and "cookie" not in first.get("Vary", "").lower()
    again = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again.content == b""


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_guide_ending_is_served_from_the_cache_until_the_text_it_quotes_changes(client, lang):
    """The second reader gets the stored page: a change in the database that did not move the
    content version does not show (no import or publication does that); one that moved it does.
    (The stored term layer still marks the first characters: only the end of the text is read.)"""
    url = url_of(*ENDING, lang)
    first = client.get(url).content.decode()
    assert f'data-label="{QUOTED}"' in first
    Paragraph.objects.filter(label=QUOTED).update(**{f"text_{lang}": f"Bir cümle; {CORRECTION[lang]}"})
    assert client.get(url).content.decode() == first
    content_version.bump()
    assert CORRECTION[lang] in client.get(url).content.decode()


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_guides_index_and_an_endings_read_out_are_answered_304(client, lang):
    with translation.override(lang):
        urls = guide_urls()
        read_out = next(url for url in urls if resolve(url).url_name == "read_out")
    for url in (urls[0], read_out):
        first = client.get(url)
        assert first.status_code == 200, url
        assert client.get(url, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304, url
