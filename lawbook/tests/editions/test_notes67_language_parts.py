"""Words an editor's note quotes in the other language carry their `lang` on the page (WCAG 3.1.2,
Language of Parts; lawbook/text/language_parts.py, notes67), and no reader that is not HTML sees
the marks.

Law 10C4, the official Turkish (fixtures/laws_tr.txt): "Kasıtsız bir yasaya aykırılığın
onarılmasından sonra, kusurlu tarafın kendi yararına olan her konuşma ve oyunu yapması kurallara
uygundur." The WBF English: "After rectification of an infraction it is appropriate for the
offenders to make any call or play advantageous to their side ...". The note on 10C4 quotes the
WBF's English inside its Turkish ("after rectification of an infraction") and the official Turkish
inside its English ("unintentional (kasıtsız) infringement").

The definition of Löve, the official Turkish: "gerçekte dört karttan oluşan" birim; the WBF
English: "composed unless flawed of four cards". Its note quotes each text in the other's.
"""

import json
import re
from html import unescape
from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import translation

from lawbook import editor_notes
from lawbook.editor_notes import EditorNoteShown
from lawbook.models import EditorNote
from lawbook.tests.editions.test_publishing_admin import ADMIN, member

pytestmark = pytest.mark.django_db

# The marks (lawbook.text.language_parts.OPEN and CLOSE), named here so that this file loads on a
# tree without them and its tests fail there one by one, each saying what a user would miss.
OPEN, CLOSE = "⁅", "⁆"

FIXTURE = Path(__file__).resolve().parents[3] / "fixtures" / "editor_notes.json"
MARKS = re.compile(f"[{OPEN}{CLOSE}]")
TURKISH_LETTERS = re.compile("[çğıöşüÇĞİÖŞÜ]")


def page(client, lang: str, name: str, *args) -> str:
    with translation.override(lang):
        url = reverse(name, args=args)
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


def note_in(html: str, kind: str) -> str:
    """The note's HTML, its characters unescaped (&quot; read as "), its tags kept."""
    return unescape(html.split(f'id="note-{kind}', 1)[1].split("</aside>", 1)[0])


def stored(kind: str) -> EditorNote:
    return EditorNote.objects.get(kind=kind, paragraph__law__edition="2017")


def test_the_turkish_law_page_speaks_the_wbf_english_a_note_quotes_in_english(client):
    html = page(client, "tr", "lawbook:law", 10)
    assert '<html lang="tr"' in html
    note = note_in(html, "translation-10C4")
    assert '("<span lang="en">unintentional infringement</span>")' in note
    assert '("<span lang="en">after rectification of an infraction</span>")' in note
    assert '"kasıtsız" bir yasaya' in note  # the note's own Turkish stays in the page's voice
    assert OPEN not in html and CLOSE not in html


def test_the_english_law_page_speaks_the_official_turkish_a_note_quotes_in_turkish(client):
    html = page(client, "en", "lawbook:law", 10)
    assert '<html lang="en"' in html
    note = note_in(html, "translation-10C4")
    assert 'unintentional (<span lang="tr">kasıtsız</span>) infringement' in note
    assert '<span lang="en">' not in note
    assert OPEN not in html and CLOSE not in html


@pytest.mark.parametrize(
    "lang, quoted",
    [
        ("tr", '("<span lang="en">in fact consisting of four cards</span>")'),
        ("en", '(<span lang="tr">gerçekte dört karttan oluşan</span>)'),
    ],
)
def test_the_definitions_page_speaks_each_quotation_in_its_language(client, lang, quoted):
    html = page(client, lang, "lawbook:definitions")
    assert quoted in note_in(html, "definition-trick-four-cards")
    assert OPEN not in html and CLOSE not in html


def test_the_api_gives_the_note_without_the_marks_the_editor_sees(client):
    from lawbook.text.language_parts import plain

    note = stored("translation-10C4")
    assert f"({OPEN}kasıtsız{CLOSE})" in note.text_en  # stored as the editor types it
    answer = client.get("/api/paragraphs/10C4/")
    assert answer.status_code == 200
    [given] = [n for n in answer.json()["editor_notes"] if n["kind"] == "translation-10C4"]
    assert given["text_en"] == plain(note.text_en) and given["text_tr"] == plain(note.text_tr)
    assert "unintentional (kasıtsız) infringement" in given["text_en"]
    assert not MARKS.search(given["text_tr"] + given["text_en"])


def test_no_answer_of_the_api_carries_a_mark(client):
    laws = sorted({n.paragraph.law.number for n in EditorNote.objects.filter(paragraph__law__edition="2017")})
    answers = [client.get(f"/api/laws/{number}/") for number in laws] + [client.get("/api/definitions/")]
    assert all(answer.status_code == 200 for answer in answers)
    assert not [answer for answer in answers if MARKS.search(answer.content.decode())]
    assert sum("editor_notes" in answer.content.decode() for answer in answers) == len(answers)


def test_a_shown_note_reads_as_plain_text_and_draws_from_its_marked_text():
    from lawbook.text.language_parts import plain

    note = stored("translation-10C4")
    [shown] = editor_notes.shown([note], "en")
    assert shown.text == plain(note.text_en) and shown.marked == note.text_en and shown.lang == "en"


def test_a_turkish_note_on_an_english_page_is_marked_turkish_its_english_quotations_english():
    """Where a note has no English yet, the English page shows its Turkish (lawbook.text.languages):
    the note is then Turkish in an English page, and the words it quotes are English."""
    from django.template.loader import render_to_string

    shown = EditorNoteShown("translation-x", "a (b) c", "", f'a ("{OPEN}may award{CLOSE}") c', "tr")
    with translation.override("en"):
        html = unescape(render_to_string("lawbook/editor_note.html", {"note": shown}))
    assert '<aside class="editor-note" lang="tr"' in html
    assert '("<span lang="en">may award</span>")' in html


def test_every_note_s_marks_pair_up_and_stand_around_words_of_the_other_language():
    from lawbook.importer import check_marks
    from lawbook.text.language_parts import parts

    notes = json.loads(FIXTURE.read_text(encoding="utf-8"))
    check_marks(notes)
    quoted = {lang: [w for note in notes.values() for w, q in parts(note[lang]) if q] for lang in ("tr", "en")}
    assert len(quoted["tr"]) > 100 and len(quoted["en"]) > 50
    # The WBF's English inside a Turkish note has no Turkish letter; the words only, never the
    # quotation marks or parentheses around them (a quotation may hold its own: "(Bilgi)").
    assert not [w for w in quoted["tr"] if TURKISH_LETTERS.search(w)]
    outside = [w for w in quoted["tr"] + quoted["en"] if w[0] in '"( ' or w[-1] in '" ' or w.count("(") < w.count(")")]
    assert not outside


def test_the_import_refuses_a_note_whose_marks_do_not_pair_up():
    from lawbook.importer import check_marks

    notes = {"translation-10C4": {"label": "10C4", "tr": f"({OPEN}kasıtsız", "en": "x"}}
    with pytest.raises(ValueError, match=r"note translation-10C4 \[tr\]: the marks ⁅ ⁆ .* near '\(⁅kasıtsız'"):
        check_marks(notes)


def change_form(client, note: EditorNote) -> str:
    return client.get(f"{ADMIN}/editornote/{note.pk}/change/").content.decode()


def test_the_admin_explains_the_marks_and_refuses_a_save_where_they_do_not_pair_up(draft):
    editor = member("editor", "Editor")
    note = EditorNote.objects.get(kind="translation-10C4", paragraph__law__edition=draft.code)
    form = change_form(editor, note)
    assert "Öbür dilden alıntılanan sözcükler ⁅ ile ⁆ arasına yazılır" in form
    assert f"({OPEN}kasıtsız{CLOSE})" in form  # the editor sees the marks
    broken = note.text_en.replace(f"{OPEN}kasıtsız{CLOSE}", f"{OPEN}kasıtsız")
    data = {
        "paragraph": note.paragraph_id,
        "definition": "",
        "kind": note.kind,
        "text_tr": note.text_tr,
        "text_en": broken,
        "seen_version": re.search(r'name="seen_version" value="(\d+)"', form).group(1),
    }
    response = editor.post(f"{ADMIN}/editornote/{note.pk}/change/", data)
    assert response.status_code == 200  # the form again, not a 500 and not saved
    page_ = unescape(response.content.decode())
    assert "⁅ ve ⁆ işaretleri" in page_ and "eşleşmiyor" in page_
    assert "unintentional (⁅kasıtsız) infringement" in page_  # where, in the editor's words
    assert broken.split(".")[0] in page_  # the text kept in the form
    note.refresh_from_db()
    assert f"({OPEN}kasıtsız{CLOSE})" in note.text_en
    assert editor.post(f"{ADMIN}/editornote/{note.pk}/change/", data | {"text_en": note.text_en}).status_code == 302
