"""import_laws and the admin: an edit made in the admin survives a re-import (and is reported when
the fixture says something else), a field nobody edited follows the fixture in both languages,
and the stand-off layers follow the edited text at once."""

import json

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command

from lawbook import content_version
from lawbook.importer import FIXTURES, import_text
from lawbook.models import Citation, Definition, Edition, Footnote, FootnoteMarker, Law, Paragraph, TermMention

pytestmark = pytest.mark.django_db

EDITS = [
    (Paragraph, {"label": "64B"}, "text_tr", "paragraph 64B"),
    (Paragraph, {"label": "50A"}, "heading_tr", "paragraph 50A"),
    (Law, {"number": 50}, "title_tr", "law 50"),
    (Definition, {"term_tr": "Alert"}, "text_tr", "definition Alert"),
    (Footnote, {"number": 13}, "text_tr", "footnote 13"),
    (Paragraph, {"label": "64A1"}, "text_en", "paragraph 64A1"),
]


def edit(model, lookup, field, value):
    obj = model.objects.get(**lookup)
    setattr(obj, field, value)
    obj.save()
    return obj


def kept_lines(report):
    return [str(edit) for edit in report.kept]


@pytest.mark.parametrize("model, lookup, field, where", EDITS)
def test_an_admin_edit_survives_a_reimport_and_is_reported(model, lookup, field, where):
    edit(model, lookup, field, "Federasyonun düzeltmesi.")
    report = import_text()
    assert getattr(model.objects.get(**lookup), field) == "Federasyonun düzeltmesi."
    assert kept_lines(report) == [f"kept an admin edit: {where} {field} (the fixture's text differs)"]
    again = import_text()  # idempotent: nothing changes, the kept edit is said again
    assert not again.changed, (again.created, again.updated, again.deleted)
    assert kept_lines(again) == kept_lines(report)


def test_the_command_prints_each_kept_edit(capsys, settings, tmp_path):
    edit(Paragraph, {"label": "64B"}, "text_tr", "Düzeltilmiş metin.")
    call_command("import_laws", no_index=True)
    out = capsys.readouterr().out
    assert "kept an admin edit: paragraph 64B text_tr (the fixture's text differs)" in out


def changed_fixture(tmp_path, *replacements):
    source = settings.LAWS_FIXTURE.read_text(encoding="utf-8")
    for old, new in replacements:
        assert source.count(old) == 1, old
        source = source.replace(old, new)
    path = tmp_path / "laws_tr.txt"
    path.write_text(source, encoding="utf-8")
    return path


def test_an_untouched_field_follows_the_fixture_and_an_edited_one_is_kept(tmp_path):
    edit(Paragraph, {"label": "50B"}, "text_tr", "Federasyonun 50B metni.")
    path = changed_fixture(
        tmp_path,
        ("Bir onarma seçilinceye kadar cezalı kart", "Bir onarma seçilene kadar cezalı kart"),  # 50A
        ("Kasıtsız olarak gösterilen", "İstemeden gösterilen"),  # 50B, edited in the admin
    )
    report = import_text(path)
    assert Paragraph.objects.get(label="50A").text_tr.startswith("Bir onarma seçilene kadar")
    assert Paragraph.objects.get(label="50B").text_tr == "Federasyonun 50B metni."
    assert report.updated == {"paragraphs": 1}
    assert kept_lines(report) == ["kept an admin edit: paragraph 50B text_tr (the fixture's text differs)"]
    # The untouched 50A keeps following: back to the original text on the next import.
    import_text()
    assert Paragraph.objects.get(label="50A").text_tr.startswith("Bir onarma seçilinceye kadar")


def test_an_edit_the_fixture_catches_up_with_follows_the_fixture_again(tmp_path):
    original = Paragraph.objects.get(label="50A").text_tr
    corrected = original.replace("seçilinceye", "seçilene")
    edit(Paragraph, {"label": "50A"}, "text_tr", corrected)
    edit(Paragraph, {"label": "50B"}, "text_tr", "Federasyonun 50B metni.")
    path = changed_fixture(
        tmp_path, ("Bir onarma seçilinceye kadar cezalı kart", "Bir onarma seçilene kadar cezalı kart")
    )
    report = import_text(path)  # the fixture now says what the editor wrote in 50A, not in 50B
    assert kept_lines(report) == ["kept an admin edit: paragraph 50B text_tr (the fixture's text differs)"]
    assert not import_text(path).changed
    report = import_text()  # from now on 50A follows the fixture; 50B is still the editor's
    assert Paragraph.objects.get(label="50A").text_tr == original
    assert Paragraph.objects.get(label="50B").text_tr == "Federasyonun 50B metni."
    assert report.updated == {"paragraphs": 1}


def english_fixture(tmp_path, **paragraphs):
    data = json.loads((FIXTURES / "laws_en.json").read_text(encoding="utf-8"))
    for label, text in paragraphs.items():
        data["paragraphs"][label]["text"] = text
    path = tmp_path / "laws_en.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_an_english_fix_in_the_fixture_reaches_an_existing_database(tmp_path):
    path = english_fixture(tmp_path, **{"50A": "A corrected 50A.", "64A1": "A corrected 64A1."})
    edit(Paragraph, {"label": "64A1"}, "text_en", "An editor's English.")
    report = import_text(english=path)
    assert Paragraph.objects.get(label="50A").text_en == "A corrected 50A."
    assert Paragraph.objects.get(label="64A1").text_en == "An editor's English."
    assert report.updated == {"English paragraphs": 1}
    assert kept_lines(report) == ["kept an admin edit: paragraph 64A1 text_en (the fixture's text differs)"]


def test_an_edited_turkish_term_still_gets_its_english_from_the_fixture(tmp_path):
    edit(Definition, {"term_tr": "Artı Löve"}, "term_tr", "Artı Löveler")
    data = json.loads((FIXTURES / "laws_en.json").read_text(encoding="utf-8"))
    data["definitions"]["Artı Löve"]["text"] = "A corrected odd trick."
    path = tmp_path / "laws_en.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    report = import_text(english=path)
    assert Definition.objects.get(term_tr="Artı Löveler").text_en == "A corrected odd trick."
    assert report.unmatched_english == []


def test_rows_imported_before_the_records_take_turkish_and_fill_only_empty_english(tmp_path):
    Paragraph.objects.filter(label__in=["50A", "50B"]).update(imported={})
    edit(Paragraph, {"label": "50A"}, "text_tr", "An old Turkish edit.")
    Paragraph.objects.filter(label="50A").update(imported={}, text_en="")
    Paragraph.objects.filter(label="50B").update(text_en="Our older English.")
    report = import_text(english=english_fixture(tmp_path, **{"50A": "Fixture 50A.", "50B": "Fixture 50B."}))
    a, b = Paragraph.objects.get(label="50A"), Paragraph.objects.get(label="50B")
    assert a.text_tr.startswith("Bir onarma seçilinceye kadar")  # as before: the Turkish fixture
    assert a.text_en == "Fixture 50A."  # an empty English field is filled
    assert b.text_en == "Our older English."  # a filled one is kept, and said so
    assert kept_lines(report) == [
        "kept a text that predates the import records: paragraph 50B text_en (the fixture's text differs)"
    ]
    assert a.imported["text_tr"] == a.text_tr and b.imported["text_en"] == "Fixture 50B."


def test_the_official_english_text_replaces_an_edit_and_is_recorded(tmp_path, settings):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    edit(Paragraph, {"label": "50A"}, "text_en", "An editor's English.")
    path = tmp_path / "official.json"
    path.write_text('{"paragraphs": {"50A": {"text": "Official 50A."}}}', encoding="utf-8")
    call_command("import_laws", str(path), lang="en", no_index=True)
    paragraph = Paragraph.objects.get(label="50A")
    assert paragraph.text_en == paragraph.imported["text_en"] == "Official 50A."


# --- the stand-off layers follow an edit -------------------------------------------------------


@pytest.fixture
def admin_client(client):
    # The admin changes a draft edition's rows only (lawbook.admin.forms); these tests are about
    # the admin's save path and the import's records, so the imported rows stand in for a draft's.
    Edition.objects.filter(code="2017").update(status=Edition.DRAFT)
    # Written past the admin, so moved as every change readers see moves it (lawbook.layers.text_changed):
    # the pages read their edition and a Law per content version (lawbook.queries.kept_law_with_paragraphs).
    content_version.bump()
    user = get_user_model().objects.create_superuser("editor", "editor@example.org", "x")
    client.force_login(user)
    return client


def save_in_admin(client, paragraph, **changes):
    data = {
        f"{f}_{lang}": getattr(paragraph, f"{f}_{lang}") or ""
        for f in ("heading", "text", "tail")
        for lang in ("tr", "en")
    }
    data.update(changes, seen_version=paragraph.version)
    response = client.post(f"/tr/admin/lawbook/paragraph/{paragraph.pk}/change/", data)
    assert response.status_code == 302 and response["Location"].endswith("/paragraph/"), response.content.decode()[
        :2000
    ]
    paragraph.refresh_from_db()
    return paragraph


def test_citations_and_term_links_follow_an_admin_edit_and_a_reimport(admin_client):
    paragraph = Paragraph.objects.get(label="64B")
    assert not Citation.objects.filter(paragraph=paragraph, target_label="50D2(a)").exists()
    text = paragraph.text_tr + " Cezalı kart için bkz. Yasa 50D2(a)."
    paragraph = save_in_admin(admin_client, paragraph, text_tr=text)
    citation = Citation.objects.get(paragraph=paragraph, lang="tr", target_label="50D2(a)")
    assert text[citation.start : citation.end] == "Yasa 50D2(a)"
    assert citation.target == Paragraph.objects.get(label="50D2(a)")
    cezali_kart = Definition.objects.get(term_tr="Cezalı kart")
    assert TermMention.objects.filter(paragraph=paragraph, lang="tr", definition=cezali_kart).exists()
    import_text()  # the import keeps the edit, and the layers computed from it
    assert Paragraph.objects.get(label="64B").text_tr == text
    assert Citation.objects.filter(paragraph=paragraph, lang="tr", target_label="50D2(a)").exists()


def test_a_defined_term_edited_in_the_admin_is_linked_at_once(admin_client):
    definition = Definition.objects.get(term_tr="Alert")
    data = {
        "term_tr": "Uyarı Zili",
        "term_en": definition.term_en,
        "text_tr": definition.text_tr,
        "text_en": definition.text_en,
        "seen_version": definition.version,
    }
    paragraph = Paragraph.objects.get(label="64B")
    paragraph.text_tr += " Uyarı zili çalar."
    paragraph.save()
    assert admin_client.post(f"/tr/admin/lawbook/definition/{definition.pk}/change/", data)["Location"].endswith(
        "/definition/"
    )
    assert TermMention.objects.filter(paragraph=paragraph, lang="tr", definition=definition).exists()


def test_a_footnote_marker_follows_an_edited_text_and_a_lost_one_goes_to_the_end(admin_client, client):
    paragraph = Paragraph.objects.get(label="6D2")
    marker = FootnoteMarker.objects.get(paragraph=paragraph, footnote__number=1)
    before = paragraph.text_tr[: marker.offset]
    paragraph = save_in_admin(admin_client, paragraph, text_tr="Yeni bir giriş. " + paragraph.text_tr)
    marker.refresh_from_db()
    assert paragraph.text_tr[: marker.offset] == "Yeni bir giriş. " + before
    report = import_text()  # kept, and the marker stays with its words
    marker.refresh_from_db()
    assert paragraph.text_tr[: marker.offset] == "Yeni bir giriş. " + before
    assert any(
        note.startswith("footnote 1's marker in paragraph 6D2 text_tr follows the edited text")
        for note in report.markers
    )

    paragraph = save_in_admin(admin_client, paragraph, text_tr="Tamamen yeni, kısa bir metin.")
    report = import_text()
    marker.refresh_from_db()
    assert marker.offset == len("Tamamen yeni, kısa bir metin.")
    assert (
        "footnote 1's marker in paragraph 6D2 text_tr: the words it followed are not in the edited text; it now stands at the end"
        in report.markers
    )
    html = client.get("/tr/yasa/6/").content.decode()
    assert "Tamamen yeni, kısa bir metin.<button" in html


def test_a_law_title_and_a_footnote_saved_in_the_admin_are_kept_by_the_import(admin_client):
    law = Law.objects.get(number=50)
    data = {"title_tr": "CEZALI KARTIN DURUMU (düzeltilmiş)", "title_en": law.title_en, "seen_version": law.version}
    assert admin_client.post(f"/tr/admin/lawbook/law/{law.pk}/change/", data)["Location"].endswith("/law/")
    footnote = Footnote.objects.get(number=13)
    data = {
        "text_tr": "Düzeltilmiş dipnot; bkz. Yasa 51.",
        "text_en": footnote.text_en,
        "seen_version": footnote.version,
    }
    assert admin_client.post(f"/tr/admin/lawbook/footnote/{footnote.pk}/change/", data)["Location"].endswith(
        "/footnote/"
    )
    report = import_text()
    assert Law.objects.get(number=50).title_tr == "CEZALI KARTIN DURUMU (düzeltilmiş)"
    assert Footnote.objects.get(number=13).text_tr == "Düzeltilmiş dipnot; bkz. Yasa 51."
    assert kept_lines(report) == [
        "kept an admin edit: law 50 title_tr (the fixture's text differs)",
        "kept an admin edit: footnote 13 text_tr (the fixture's text differs)",
    ]
