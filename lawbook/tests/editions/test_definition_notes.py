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
longer warns about it because the note beside it says where to read.

The other notes stand where the Turkish definition and the WBF's English differ in meaning
(docs/translation-notes.md); the official Turkish (fixtures/laws_tr.txt, TANIMLAR), our English
(fixtures/laws_en.json) and the WBF's English (2017, ACBL printing) say:
- Deklare: "Belirli bir renkte en az belirtilen sayıda (altı löveye ilaveten) artı löve kazanmayı
  üstlenme." / "... in a specified suit." / WBF "Bid: An undertaking to win at least a specified
  number of odd tricks (tricks in excess of six) in a specified denomination."
- Löve: "... gerçekte dört karttan oluşan ..." / "The unit, in fact consisting of four cards, ..."
  / WBF "Trick: The unit by which the outcome of the contract is determined, composed unless
  flawed of four cards, one contributed by each player in rotation, beginning with the lead."
- Takım: "Değişik masalarda değişik yönlerde, ancak ortak bir skor için oynayan iki çift ..." /
  "Two pairs playing ..." / WBF "Team: Two or more pairs playing in different compass directions
  at different tables but for a common score (applicable regulations may permit teams of more
  than four members)."
- Rönons: "Renge uyabilecek veya çıkış cezasını yerine getirebilecek durumdaki bir oyuncunun başka
  renkten bir kart oynaması." / "The play of a card of another suit by a player who is able to
  follow suit or to comply with a lead penalty." The WBF's Definitions have no revoke; its Law 61A:
  "Failure to follow suit in accordance with Law 44 or failure to lead or play, when able, a card
  or suit required by law or specified by an opponent when exercising an option in rectification
  of an irregularity, constitutes a revoke." The Turkish 61A says the same: "Yasa 44'e göre bir
  renge uymamak veya yasa tarafından emredilen ya da bir usulsüzlüğün düzeltilmesi için bir
  seçeneğin uygulanması sırasında bir rakip tarafından belirtilen bir rengi veya kartı olanak
  varken, çıkmamak ya da oynamamak rönons teşkil eder"."""

import json
import re
from dataclasses import dataclass
from html import unescape
from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import translation

from lawbook.importer import import_text
from lawbook.models import Definition, EditorNote
from lawbook.text.language_parts import plain

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
    # As a reader reads it: without the marks of the words it quotes in the other language.
    tr, en = plain(note.text_tr), plain(note.text_en)
    assert tr.startswith("Editörün notu:") and en.startswith("Editor's note:")
    for text in (tr, en):
        assert "17D" in text and "17E" in text
    assert "2017 Yasalarında 17E yoktur" in tr and "Artırım Sürecinin Sonu" in tr
    assert "The 2017 Laws have no 17E" in en and "End of Auction Period" in en
    # The WBF's English cites the whole Law: "2) The aggregate of calls made (see Law 17)."
    assert '("see Law 17")' in en and '("see Law 17")' in tr


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
    noted = {d["term_tr"] for d in definition_list_data(current()) if d["editor_notes"]}
    assert noted == {"Artırım"} | {d.term for d in DIFFERING}


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


def test_every_definition_note_with_a_citation_names_an_unresolved_citation_of_its_definition():
    from lawbook.models import Citation, definition_slug

    notes = [
        n for n in json.loads((FIXTURES / "editor_notes.json").read_text(encoding="utf-8")).values() if "citation" in n
    ]
    assert notes
    for note in notes:
        slug = definition_slug(note["definition"])
        unresolved = Citation.objects.filter(definition__edition="2017", definition__slug=slug, target=None)
        assert {c.target_label for c in unresolved} == {note["citation"]}


def test_a_draft_copies_the_note_onto_its_own_definition(draft):
    note = EditorNote.objects.get(definition__edition=draft.code, kind="definition-auction-17E")
    assert note.definition.slug == "artırım" and note.definition.edition_id == draft.code


@dataclass(frozen=True)
class Differing:
    """A definition whose official Turkish says something other than the WBF's English: the
    Turkish term, the note's kind, the words of the Turkish, of our English and of the WBF."""

    term: str
    kind: str
    tr: str
    en: str
    wbf: str


DIFFERING = (
    Differing(
        "Deklare", "definition-bid-suit", "belirli bir renkte", "in a specified suit", "in a specified denomination"
    ),
    Differing(
        "Löve",
        "definition-trick-four-cards",
        "gerçekte dört karttan oluşan",
        "in fact consisting of four cards",
        "composed unless flawed of four cards",
    ),
    Differing("Takım", "definition-team-two-pairs", "iki çift", "Two pairs", "Two or more pairs"),
    Differing(
        "Rönons",
        "definition-revoke-61A",
        "başka renkten bir kart oynaması",
        "a card of another suit",
        "failure to lead or play, when able, a card or suit required by law or specified by an opponent",
    ),
)


def turkish_definition(term: str) -> str:
    """The definition of `term` as fixtures/laws_tr.txt prints it, from the Definitions' own text."""
    text = (FIXTURES / "laws_tr.txt").read_text(encoding="utf-8")
    definitions = text.split("TANIMLAR", 1)[1].split("YASA 1 ", 1)[0]
    return definitions.split(f"\n\n{term}\n\n", 1)[1].split("\n\n", 1)[0]


def definition_of(term: str) -> Definition:
    from lawbook.models import definition_slug

    return Definition.objects.get(edition="2017", slug=definition_slug(term))


@pytest.mark.parametrize("differing", DIFFERING, ids=lambda d: d.kind)
def test_the_note_quotes_the_official_turkish_and_the_wbf_and_says_the_turkish_is_official(differing):
    # The premise, from our texts: the Turkish says it, and our English translates it so.
    assert differing.tr in turkish_definition(differing.term).casefold()
    definition = definition_of(differing.term)
    assert differing.tr in definition.text_tr.casefold() and differing.en in definition.text_en
    assert differing.wbf not in definition.text_en

    note = EditorNote.objects.get(definition=definition, kind=differing.kind)
    assert note.paragraph is None
    assert note.text_tr.startswith("Editörün notu:") and note.text_en.startswith("Editor's note:")
    for text in (note.text_tr, note.text_en):
        assert differing.tr in text and differing.wbf in text
    assert "Resmî metin Türkçe metindir" in note.text_tr
    assert "The Turkish is the official text" in note.text_en


def test_a_bid_in_the_turkish_names_a_suit_while_its_law_18a_and_strain_name_notrump_too():
    # TR 18A: "Bir deklare birden yediye kadar bir artı löve sayısı (altının üzerindeki löveler) ve
    # bir tür belirtir"; Tür: "Bir deklarede belirtilen renk ya da sanzatu" (WBF Denomination: "The
    # suit or notrump specified in a bid"). The note says so; Renk (suit) has no notrump.
    assert turkish_definition("Tür") == "Bir deklarede belirtilen renk ya da sanzatu."
    assert "sanzatu" not in turkish_definition("Renk")
    note = EditorNote.objects.get(definition=definition_of("Deklare"), kind="definition-bid-suit")
    assert "Yasa 18A" in note.text_tr and "Law 18A" in note.text_en
    assert "Bir deklarede belirtilen renk ya da sanzatu" in note.text_tr


def test_the_revoke_note_says_the_turkish_law_61a_agrees_with_the_wbf():
    text = (FIXTURES / "laws_tr.txt").read_text(encoding="utf-8")
    law61a = text.split("A. Rönonsun Tanımı", 1)[1].split("B. ", 1)[0]
    assert "bir rakip tarafından belirtilen bir rengi veya kartı olanak varken, çıkmamak ya da oynamamak" in law61a
    note = EditorNote.objects.get(definition=definition_of("Rönons"), kind="definition-revoke-61A")
    assert "Rönonsun Tanımı" in note.text_tr and "Rönonsun Tanımı" in note.text_en
    assert "57A2" in note.text_tr and "57A2" in note.text_en


def shown_notes(html: str) -> dict[str, str]:
    """The editor's notes a page shows under their own definition, by kind, as text."""
    return {
        kind: re.sub(r"<[^>]+>", "", text)
        for kind, text in re.findall(
            r'<aside class="editor-note" id="note-([^"]+)"[^>]*>(.*?)</aside>', unescape(html), re.S
        )
    }


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_definitions_page_shows_each_note_under_its_definition(client, lang):
    html = definitions_page(client, lang)
    for differing in DIFFERING:
        entry = html.split(f'id="{definition_of(differing.term).slug}"', 1)[1].split('<div class="definition', 1)[0]
        [(kind, text)] = shown_notes(entry).items()
        assert kind == differing.kind
        assert differing.wbf in text and differing.tr in text
        assert ("Resmî metin Türkçe metindir" if lang == "tr" else "The Turkish is the official text") in text


def test_the_term_pop_up_api_lists_each_note_in_both_languages(client):
    answer = client.get("/api/definitions/")
    assert answer.status_code == 200
    by_term = {d["term_tr"]: d for d in answer.json()}
    for differing in DIFFERING:
        [note] = by_term[differing.term]["editor_notes"]
        assert note["kind"] == differing.kind
        assert differing.wbf in note["text_tr"] and differing.wbf in note["text_en"]


def test_every_definition_note_is_listed_in_the_docs_under_its_turkish_term():
    docs = (FIXTURES.parent / "docs" / "translation-notes.md").read_text(encoding="utf-8")
    section = docs.split("## Definitions and footnotes", 1)[1].split("Read and left without a note", 1)[0]
    listed = {line.split("**")[1] for line in section.splitlines() if line.startswith("- **")}
    notes = json.loads((FIXTURES / "editor_notes.json").read_text(encoding="utf-8")).values()
    assert listed == {note["definition"] for note in notes if "definition" in note}


def test_the_revoke_note_s_example_is_the_engine_s_answer():
    """The note's example, from the engine (rulings, the premature-play deal of its own tests,
    rulings/tests/play/test_premature_play.py): West plays S4 before his partner East (57A);
    declarer requires East's lowest spade (57A2: "oynanan renkteki en küçük kartını"); East, with
    S8 lower, plays SQ, a card of the suit led. By the Turkish Definitions that is no revoke (no
    card "başka renkten"); by 61A of both texts it is one, and so the engine answers."""
    from rulings import answer
    from rulings.tests.play.test_premature_play import DEAL, DUMMY_LEADS, act

    play = [*DUMMY_LEADS, "N:SA", "W:S4", act("require_lowest"), "E:SQ"]
    now = answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": play})
    assert now["revokes"] == [{"seat": "E", "trick": 2, "established": False}]
    assert "61A" in now["laws"]
    note = EditorNote.objects.get(definition=definition_of("Rönons"), kind="definition-revoke-61A")
    assert "ruling engine of this site decides a revoke by Law 61A" in note.text_en
