"""Every way the product changes what a kept Law holds moves the content version (qa111): a Law page
read before the change (so its Law is kept, lawbook.queries.kept_law_with_paragraphs, and the page
cached) shows the new text at once after an import of the Turkish text, an import of the official
English, an import of the editor's notes and chapter names, and the publication of a draft edited
in the admin. A draft's save in the admin moves nothing readers are served, whatever the row."""

import json
import re
import shutil

import pytest
from django.conf import settings

from lawbook import content_version, importer
from lawbook.editions import editions
from lawbook.english.english_import import import_english
from lawbook.importer import FIXTURES, import_text
from lawbook.models import Chapter, EditorNote, Paragraph

pytestmark = pytest.mark.django_db

ADMIN = "/tr/admin/lawbook"


def page(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


def test_an_import_of_the_turkish_text_is_shown_at_once(client, tmp_path):
    # 50A: "Bir onarma seçilinceye kadar cezalı kart"; its terms are links, the words between are not.
    old, new = "</a> seçilinceye kadar <a", "</a> seçilene kadar <a"
    assert old in page(client, "/tr/yasa/50/")
    source = settings.LAWS_FIXTURE.read_text(encoding="utf-8")
    assert source.count("onarma seçilinceye kadar cezalı") == 1
    path = tmp_path / "laws_tr.txt"
    path.write_text(source.replace("onarma seçilinceye kadar cezalı", "onarma seçilene kadar cezalı"), encoding="utf-8")
    import_text(path)
    html = page(client, "/tr/yasa/50/")
    assert new in html and old not in html


def test_an_import_of_the_official_english_is_shown_at_once(client, tmp_path):
    assert "An official 50A for this test." not in page(client, "/en/law/50/")
    path = tmp_path / "official.json"
    path.write_text(json.dumps({"paragraphs": {"50A": {"text": "An official 50A for this test."}}}), encoding="utf-8")
    import_english(path)
    assert "An official 50A for this test." in page(client, "/en/law/50/")


def test_an_import_of_an_editor_note_and_a_chapter_name_is_shown_at_once(client, tmp_path, monkeypatch):
    """fixtures/editor_notes.json and chapters.json are read from the fixtures folder: a copy of it
    with the note under 12A1 and the name of Law 12's chapter corrected."""
    fixtures = tmp_path / "fixtures"
    shutil.copytree(FIXTURES, fixtures, ignore=shutil.ignore_patterns("*.txt"))
    notes = json.loads((fixtures / "editor_notes.json").read_text(encoding="utf-8"))
    assert notes["translation-12A1"]["label"] == "12A1"
    notes["translation-12A1"]["tr"] = "Bu sınamanın düzeltilmiş notu."
    (fixtures / "editor_notes.json").write_text(json.dumps(notes, ensure_ascii=False), encoding="utf-8")
    chapters = json.loads((fixtures / "chapters.json").read_text(encoding="utf-8"))
    chapter = next(entry for entry in chapters if entry["laws"] and entry["laws"][0] <= 12 <= entry["laws"][1])
    chapter["name_tr"] = "Bu sınamanın bölüm adı"
    (fixtures / "chapters.json").write_text(json.dumps(chapters, ensure_ascii=False), encoding="utf-8")
    html = page(client, "/tr/yasa/12/")
    assert "Bu sınamanın" not in html
    monkeypatch.setattr(importer, "FIXTURES", fixtures)
    report = import_text()
    assert report.updated == {"chapters": 1, "editor notes": 1}
    html = page(client, "/tr/yasa/12/")
    assert "Bu sınamanın düzeltilmiş notu." in html and "Bu sınamanın bölüm adı" in html


def test_a_published_draft_edited_in_the_admin_is_shown_at_once(client, admin_client, draft):
    """The federation's path: a paragraph and an editor's note corrected in the draft in the admin,
    the draft published; the current edition's Law page read before shows both after."""
    html = page(client, "/tr/yasa/12/")
    assert "Yayımlanan düzeltme" not in html
    paragraph = Paragraph.objects.get(law__edition=draft.code, label="12A1")
    admin_save(admin_client, "paragraph", paragraph, text_tr=paragraph.text_tr + " Yayımlanan düzeltme (metin).")
    note = EditorNote.objects.get(paragraph=paragraph, kind="translation-12A1")
    admin_save(admin_client, "editornote", note, text_tr="Yayımlanan düzeltme (not).")
    assert "Yayımlanan düzeltme" not in page(client, "/tr/yasa/12/")  # a draft's save: readers see none of it
    editions.publish(draft)
    html = page(client, "/tr/yasa/12/")
    assert "Yayımlanan düzeltme (metin)." in html and "Yayımlanan düzeltme (not)." in html


@pytest.mark.parametrize("model", ["chapter", "editornote", "paragraph", "footnote", "law", "definition"])
def test_a_drafts_save_in_the_admin_moves_no_version_readers_are_served(admin_client, draft, model):
    """lawbook.layers.text_changed: readers cannot see a draft, so its save must not drop every
    cached page and make each installed reader download the whole book again. The chapter's and the
    editor's note's saves bumped it (their Change named no edition, so the first one's)."""
    rows = {
        "chapter": lambda: Chapter.objects.get(edition=draft.code, number=4),
        "editornote": lambda: EditorNote.objects.get(paragraph__law__edition=draft.code, kind="translation-12A1"),
        "paragraph": lambda: Paragraph.objects.get(law__edition=draft.code, label="12A1"),
        "footnote": lambda: draft.footnotes.get(number=2),
        "law": lambda: draft.laws.get(number=12),
        "definition": lambda: draft.definitions.order_by("position").first(),
    }
    row = rows[model]()
    field = {"chapter": "name_tr", "law": "title_tr"}.get(model, "text_tr")
    before = content_version.current()
    admin_save(admin_client, model, row, **{field: getattr(row, field) + " (taslak)"})
    assert getattr(type(row).objects.get(pk=row.pk), field).endswith(" (taslak)")  # saved
    assert content_version.current() == before


def admin_save(client, model: str, row, **changes) -> None:
    """Post the row's change form as the editor opened it, with `changes`."""
    url = f"{ADMIN}/{model}/{row.pk}/change/"
    html = client.get(url).content.decode()
    data = {}
    for name in re.findall(r'<textarea[^>]*name="([^"]+)"', html):
        data[name] = getattr(row, name, "") or ""
    for name, value in re.findall(r'<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"', html):
        data.setdefault(name, value)
    for name in re.findall(r'<input[^>]*type="text"[^>]*name="([^"]+)"', html):
        data.setdefault(name, getattr(row, name, "") or "")
    for name, chosen in re.findall(r'<select[^>]*name="([^"]+)"[^>]*>.*?<option value="([^"]*)" selected', html, re.S):
        data.setdefault(name, chosen)
    data.update(changes)
    data.pop("csrfmiddlewaretoken", None)
    response = client.post(url, data)
    assert response.status_code == 302, re.findall(r'class="errorlist[^"]*">(.*?)</ul>', response.content.decode())


def graph(law) -> dict:
    """Every row a kept Law holds, by its identity: its attributes (a value, or what it holds),
    the relations loaded on it and the prefetched lists: any write or lazy load a page makes on one
    of them shows here."""
    seen: dict[int, tuple] = {}
    todo = [law]
    while todo:
        obj = todo.pop()
        if obj is None or id(obj) in seen or not hasattr(obj, "_state"):
            continue
        attributes = {}
        for name, value in vars(obj).items():
            if name == "_state":
                continue
            if name == "_prefetched_objects_cache":
                value = {key: list(rows) for key, rows in value.items()}
                todo.extend(row for rows in value.values() for row in rows)
                value = {key: [id(row) for row in rows] for key, rows in value.items()}
            elif hasattr(value, "_state"):
                todo.append(value)
                value = id(value)
            elif isinstance(value, list):
                todo.extend(value)
                value = [id(item) for item in value]
            attributes[name] = repr(value)
        cached = dict(obj._state.fields_cache)
        todo.extend(cached.values())
        seen[id(obj)] = (type(obj).__name__, attributes, {key: id(row) for key, row in cached.items()})
    return seen


@pytest.mark.parametrize("number", [12, 13, 50, 64, 77])
def test_no_page_writes_on_or_loads_into_a_kept_law(client, number):
    """Threads share a kept Law (gunicorn.conf.py): a page that set an attribute on a paragraph,
    a footnote, a definition or a cited paragraph, or loaded a relation into one, would race
    another page drawing the same rows in another language (the page's FootnoteShown, suite30)."""
    content_version.bump()  # a Law read in this test
    law = queries_kept(number)
    before = graph(law)
    assert len(before) > 20
    for url in (
        f"/tr/yasa/{number}/",
        f"/en/law/{number}/",
        f"/en/law/{number}/?view=both",
        f"/tr/yasa/{number}/?view=both&show=en",
        f"/tr/baski/2017/yasa/{number}/",
    ):
        page(client, url)
    assert queries_kept(number) is law  # the pages read this Law
    assert graph(law) == before


def queries_kept(number: int):
    from lawbook import queries

    return queries.kept_law_with_paragraphs(number, editions.current())
