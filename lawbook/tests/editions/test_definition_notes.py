"""An editor's note on a definition: the definition of Artırım (Auction) cites a Law 17E that the
2017 Laws do not have.

Official Turkish, Definitions, "Artırım": "2. Yapılan konuşmaların toplamı (bkz. Yasa 17E)."
Our English translates it so: "2. The aggregate of calls made (see Law 17E)."
WBF English (2017, ACBL printing), Definitions, "Auction": "2) The aggregate of calls made (see
Law 17)." Law 17 ends at D in both 2017 texts: TR "D. Artırım Sürecinin Sonu", WBF "D. End of
Auction Period". In the 2007 Laws the end of the auction period was 17E ("E. End of Auction
Period", the 2007 English as the Polish federation publishes it, pzbs.pl/sedziowie/mpb/2007/ang/law17.htm).

The text is left as published; "17E" is not linked (a link to 17D or to Law 17 would be our
reading drawn inside the official text: the two 2017 texts do not say which), and the import no
longer warns about it because the note beside it says where to read."""

import json
from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import translation

from lawbook.importer import import_text
from lawbook.models import Definition, EditorNote

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures"


def auction():
    return Definition.objects.get(edition="2017", slug="artırım")


def test_the_note_stands_on_the_definition_in_both_languages():
    # The premise of the note, from the texts themselves: both our texts cite 17E, and the 2017
    # Law 17 ends at D.
    assert "(bkz. Yasa 17E)" in auction().text_tr
    assert "(see Law 17E)" in auction().text_en
    text = (FIXTURES / "laws_tr.txt").read_text(encoding="utf-8")
    law17 = text.split("YASA 17- ARTIRIM SÜRECİ", 1)[1].split("YASA 18", 1)[0]
    assert "D. Artırım Sürecinin Sonu" in law17 and "\nE. " not in law17

    note = EditorNote.objects.get(definition=auction())
    assert note.paragraph is None
    assert note.text_tr.startswith("Editörün notu:") and note.text_en.startswith("Editor's note:")
    for text in (note.text_tr, note.text_en):
        assert "17D" in text and "17E" in text
    assert "2017 Yasalarında 17E yoktur" in note.text_tr and "Artırım Sürecinin Sonu" in note.text_tr
    assert "The 2017 Laws have no 17E" in note.text_en and "End of Auction Period" in note.text_en
    # The WBF's English cites the whole Law: "2) The aggregate of calls made (see Law 17)."
    assert '("see Law 17")' in note.text_en and '("see Law 17")' in note.text_tr


def definitions_page(client, lang: str) -> str:
    with translation.override(lang):
        url = reverse("lawbook:definitions")
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


@pytest.mark.parametrize(
    "lang, cited, said",
    [("tr", "Yasa 17E", "2017 Yasalarında 17E yoktur"), ("en", "Law 17E", "The 2017 Laws have no 17E")],
)
def test_the_definitions_page_shows_the_note_beside_artirim_and_leaves_17e_unlinked(client, lang, cited, said):
    html = definitions_page(client, lang)
    entry = html.split('id="artırım"', 1)[1].split('<div class="definition', 1)[0]
    note = entry.split('id="note-definition-auction-17E"', 1)[1].split("</aside>", 1)[0]
    assert said in note
    assert cited in entry and f">{cited}</a>" not in entry  # shown as published, without a link


def test_the_api_lists_the_note_with_the_definition_the_term_pop_up_reads():
    from lawbook.api.views import definition_list_data
    from lawbook.editions.editions import current

    entry = next(d for d in definition_list_data(current()) if d["slug"] == "artırım")
    [note] = entry["editor_notes"]
    assert note["kind"] == "definition-auction-17E"
    assert "17D" in note["text_tr"] and "17D" in note["text_en"]
    others = [d["term_tr"] for d in definition_list_data(current()) if d["editor_notes"] and d["slug"] != "artırım"]
    assert others == []


@pytest.mark.parametrize("lang, said", [("tr", "2017 Yasalarında 17E yoktur"), ("en", "The 2017 Laws have no 17E")])
def test_the_book_shows_the_note_under_the_definition(lang, said):
    from lawbook.editions.editions import current
    from lawbook.pages.book import book_html

    html = book_html(current(), lang)
    entry = html.split('id="term-artırım"', 1)[1].split('<div class="definition', 1)[0]
    assert 'class="editor-note"' in entry and said in entry


def test_the_import_no_longer_warns_about_17e_and_says_the_note_accounts_for_it():
    report = import_text()
    assert not [entry for entry in report.unresolved if entry[0] == "definition Artırım"]
    assert ("definition Artırım", "tr", "Yasa 17E") in report.noted
    assert ("definition Artırım", "en", "Law 17E") in report.noted


def test_a_citation_no_note_accounts_for_still_warns(tmp_path):
    source = (FIXTURES / "laws_tr.txt").read_text(encoding="utf-8")
    path = tmp_path / "laws.txt"
    path.write_text(source.replace("(ancak çıkılmayan, bkz. Yasa 57)", "(ancak çıkılmayan, bkz. Yasa 50H)"), "utf-8")
    report = import_text(path)
    assert ("50", "tr", "Yasa 50H") in report.unresolved and ("50", "tr", "Yasa 50H") not in report.noted


def test_every_definition_note_of_the_fixture_names_a_definition_and_an_unresolved_citation_of_it():
    from lawbook.models import Citation, definition_slug

    notes = [
        n
        for n in json.loads((FIXTURES / "editor_notes.json").read_text(encoding="utf-8")).values()
        if "definition" in n
    ]
    assert notes
    for note in notes:
        slug = definition_slug(note["definition"])
        unresolved = Citation.objects.filter(definition__edition="2017", definition__slug=slug, target=None)
        assert {c.target_label for c in unresolved} == {note["citation"]}


def test_a_draft_copies_the_note_onto_its_own_definition(draft):
    note = EditorNote.objects.get(definition__edition=draft.code, kind="definition-auction-17E")
    assert note.definition.slug == "artırım" and note.definition.edition_id == draft.code
