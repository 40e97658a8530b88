"""The source of each English text (lawbook.english.english_source): our rendering of the Turkish text, or
an official English text imported with `import_laws --lang en`. It survives a plain import (which
every `make run` runs), travels into a draft, drives the English banner of every page, and is in
the API."""

import json
import os

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import translation

from lawbook.editions import editions
from lawbook.english import english_source
from lawbook.importer import import_text
from lawbook.models import Law, Paragraph

pytestmark = pytest.mark.django_db

UNOFFICIAL = "Unofficial English translation of the Turkish text."
WBF_LINK = 'href="https://www.worldbridge.org/rules-regulations/2017-laws-of-duplicate-bridge/"'


def import_official(tmp_path, settings, data: dict, name="wbf-laws-2017.json"):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    call_command("import_laws", str(path), lang="en", no_index=True)


def test_our_rendering_is_the_source_of_every_english_text_after_a_plain_import():
    paragraph = Paragraph.objects.get(law__edition="2017", label="50A")
    assert english_source.of(paragraph, "text_en").kind == english_source.PROJECT
    assert english_source.of_row(Law.objects.get(edition="2017", number=50)) == english_source.PROJECT


def test_an_official_text_survives_a_plain_import_and_keeps_its_source(tmp_path, settings):
    import_official(tmp_path, settings, {"paragraphs": {"50A": {"text": "Official 50A."}}, "laws": {"50": "OFFICIAL"}})
    import_text()  # what `make run` does: our fixtures/laws_en.json says something else for 50A
    paragraph = Paragraph.objects.get(law__edition="2017", label="50A")
    assert paragraph.text_en == "Official 50A."
    source = english_source.of(paragraph, "text_en")
    assert source.official and source.file == "wbf-laws-2017.json" and source.at
    assert english_source.of(paragraph, "heading_en").kind == english_source.PROJECT  # not in the file
    assert Law.objects.get(edition="2017", number=50).title_en == "OFFICIAL"
    # A paragraph the file did not give still follows our fixture.
    assert english_source.of_row(Paragraph.objects.get(law__edition="2017", label="50B")) == english_source.PROJECT


def test_a_draft_edition_copies_the_source_with_the_text(tmp_path, settings):
    import_official(tmp_path, settings, {"paragraphs": {"50A": {"text": "Official 50A."}}})
    draft = editions.open_draft("2017.1")
    copy = Paragraph.objects.get(law__edition=draft.code, label="50A")
    assert copy.text_en == "Official 50A." and english_source.is_official(copy, "text_en")


def english_page(client, name, *args, **query):
    with translation.override("en"):
        url = reverse(name, args=args)
    response = client.get(url, query)
    assert response.status_code == 200, url
    return response.content.decode()


@pytest.mark.parametrize(
    "name,args",
    [
        ("lawbook:home", ()),
        ("lawbook:law", (50,)),
        ("lawbook:definitions", ()),
        ("lawbook:search", ()),
        ("quizzes:home", ()),
        ("situations:index", ()),
        ("situations:table", ()),
        ("situations:score", ()),
    ],
)
def test_every_english_page_says_the_english_is_an_unofficial_translation(client, name, args):
    html = english_page(client, name, *args)
    assert UNOFFICIAL in html and WBF_LINK in html


def test_a_turkish_page_has_no_english_banner(client):
    html = client.get("/tr/yasa/50/").content.decode()
    assert "english-banner" not in html


def test_the_side_by_side_heading_names_the_source(client, tmp_path, settings):
    html = english_page(client, "lawbook:law", 50, view="both")
    assert "English (unofficial translation)" in html and "our rendering" not in html
    law = Law.objects.get(edition="2017", number=50)
    import_official(tmp_path, settings, whole_law(law))
    html = english_page(client, "lawbook:law", 50, view="both")
    assert "English (official English text)" in html


def whole_law(law) -> dict:
    """The English of a whole Law (its title, paragraphs and footnotes), as an official file."""
    paragraphs = {
        p.label: {"heading": p.heading_en or "", "text": p.text_en or "", "tail": p.tail_en or ""}
        for p in law.paragraphs.all()
    }
    footnotes = {
        str(m.footnote.number): m.footnote.text_en for p in law.paragraphs.all() for m in p.footnote_markers.all()
    }
    return {"laws": {str(law.number): law.title_en}, "paragraphs": paragraphs, "footnotes": footnotes}


def test_an_official_import_switches_the_banner_of_the_paragraphs_it_gives(client, tmp_path, settings):
    import_official(tmp_path, settings, {"paragraphs": {"50A": {"text": "Official 50A."}}})
    html = english_page(client, "lawbook:law", 50)
    assert 'data-english-source="mixed"' in html
    assert "Paragraphs marked “official English text” are the WBF's official English text." in html
    marked = html.split('id="50A"', 1)[1].split("</section>", 1)[0]
    assert 'class="official-english"' in marked and "Official 50A." in marked
    other = html.split('id="50B"', 1)[1].split("</section>", 1)[0]
    assert 'class="official-english"' not in other
    # Another Law, untouched by the file, is still our translation only.
    assert 'data-english-source="project"' in english_page(client, "lawbook:law", 51)


def test_a_law_wholly_in_official_english_says_so(client, tmp_path, settings):
    import_official(tmp_path, settings, whole_law(Law.objects.get(edition="2017", number=50)))
    html = english_page(client, "lawbook:law", 50)
    assert 'data-english-source="official"' in html and UNOFFICIAL not in html
    assert "the WBF's official English text of the Laws of Duplicate Bridge (imported from wbf-laws-2017.json)" in html


def test_the_api_gives_the_source_of_every_english_text(client, tmp_path, settings):
    data = client.get("/api/paragraphs/50A/").json()
    assert data["en_source"] == "project"
    assert data["en_source_fields"] == {"heading_en": "project", "text_en": "project"}
    import_official(tmp_path, settings, {"paragraphs": {"50A": {"text": "Official 50A."}}, "footnotes": {"1": "F."}})
    data = client.get("/api/paragraphs/50A/").json()
    assert data["en_source"] == "mixed"
    assert data["en_source_fields"] == {"heading_en": "project", "text_en": "official"}
    law = client.get("/api/laws/50/").json()
    assert law["title_en_source"] == "project"
    assert {p["label"]: p["en_source"] for p in law["paragraphs"]}["50B"] == "project"
    footnotes = {f["number"]: f["en_source"] for f in client.get("/api/footnotes/").json()}
    assert footnotes[1] == "official" and footnotes[2] == "project"
    definitions = client.get("/api/definitions/").json()
    assert {d["en_source"] for d in definitions} == {"project"}


def test_an_editor_s_english_edit_of_an_official_text_makes_it_ours(client, tmp_path, settings):
    from django.contrib.auth import get_user_model

    from lawbook.models import Edition
    from lawbook.tests.text.test_import_edits import save_in_admin

    import_official(tmp_path, settings, {"paragraphs": {"50A": {"text": "Official 50A.", "heading": "Official"}}})
    Edition.objects.filter(code="2017").update(status=Edition.DRAFT)  # the admin changes drafts only
    client.force_login(get_user_model().objects.create_superuser("editor", "editor@example.org", "x"))
    paragraph = Paragraph.objects.get(law__edition="2017", label="50A")
    page = client.get(f"/en/admin/lawbook/paragraph/{paragraph.pk}/change/").content.decode()
    assert "official English text in heading_en, text_en" in page
    paragraph = save_in_admin(client, paragraph, text_en="Our corrected 50A.")
    assert english_source.of(paragraph, "text_en").kind == english_source.PROJECT
    assert english_source.is_official(paragraph, "heading_en")  # not edited: still the official text


# --- editor's notes where our English knowingly differs from the WBF's --------------------------

NOTED = ("77", "23A2", "50C", "63B", "16D2(d)", "70C2", "75C", "93B3")


@pytest.mark.parametrize("label", NOTED)
def test_each_known_difference_has_an_editor_s_note_in_both_languages(label):
    from lawbook.models import EditorNote

    notes = EditorNote.objects.filter(
        paragraph__law__edition="2017", paragraph__label=label, kind__startswith="translation-"
    )
    assert notes.count() == 1
    note = notes.get()
    assert note.text_tr.startswith("Editörün notu:") and note.text_en.startswith("Editor's note:")
    assert "WBF" in note.text_tr and "WBF" in note.text_en


def test_law_77_note_says_game_is_100_or_more_in_the_wbf_text(client):
    html = english_page(client, "lawbook:law", 77)
    note = html.split('id="note-translation-77-game"', 1)[1].split("</aside>", 1)[0]
    assert "100 points or more" in note and "more than 100" in note
    turkish = client.get("/tr/yasa/77/").content.decode()
    assert 'id="note-translation-77-game"' in turkish and "100 puan ve üzeri" in turkish


def test_a_note_stands_under_its_paragraph_as_a_note_not_as_law_text(client):
    html = english_page(client, "lawbook:law", 70)
    section = html.split('id="70C2"', 1)[1].split("</section>", 1)[0]
    assert '<aside class="editor-note" id="note-translation-70C2"' in section
    assert "at all likely" in section
    both = english_page(client, "lawbook:law", 70, view="both")
    assert 'id="note-translation-70C2-tr"' in both and 'id="note-translation-70C2-en"' in both


def test_the_api_gives_a_paragraph_s_editor_s_notes(client):
    notes = client.get("/api/paragraphs/63B/").json()["editor_notes"]
    assert [n["kind"] for n in notes] == ["translation-63B"]
    assert "62D" in notes[0]["text_en"] and "62D" in notes[0]["text_tr"]
    assert client.get("/api/paragraphs/63A/").json()["editor_notes"] == []


def test_the_english_fields_come_in_the_same_order_in_every_process():
    """The API's `en_source_fields` lists a row's English fields; modeltranslation may hold their
    names in a set, whose order follows the hash seed, so two web processes answered the same
    definition with its keys in two orders. They now follow the model's field order."""
    import subprocess
    import sys

    script = (
        "import django; django.setup();"
        "from lawbook.english.english_source import english_fields;"
        "from lawbook.models import Definition;"
        "print(english_fields(Definition(term_en='a', text_en='b')))"
    )
    seen = set()
    for seed in ("0", "1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "DJANGO_SETTINGS_MODULE": "config.settings"}
        done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
        seen.add(done.stdout.strip().splitlines()[-1])
    assert seen == {"['term_en', 'text_en']"}
