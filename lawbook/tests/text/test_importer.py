"""import_laws: counts, idempotence, in-place updates that keep English, and the report."""

import pytest
from django.conf import settings
from django.core.management import call_command

from lawbook.importer import import_text
from lawbook.models import Citation, Definition, Footnote, Law, Paragraph

pytestmark = pytest.mark.django_db


def test_the_text_is_imported_whole():
    assert Law.objects.count() == 93
    assert Definition.objects.filter(parent=None).count() == 62
    assert Definition.objects.exclude(parent=None).count() == 2
    assert Footnote.objects.count() == 28
    assert not Footnote.objects.filter(paragraph=None).exists()
    assert Footnote.objects.get(number=1).paragraph.label == "6D2"
    assert Paragraph.objects.get(label="50D2(a)").text_tr.startswith(
        "Defans oyuncusundan cezalı kartın rengini çıkmasını istemek"
    )


def test_every_citation_to_an_existing_paragraph_is_linked():
    assert Citation.objects.filter(lang="tr").count() > 300
    unresolved = Citation.objects.filter(lang="tr", target=None)
    assert [(c.definition.term_tr if c.definition else None, c.target_label) for c in unresolved] == [
        ("Artırım", "17E")
    ]
    citation = Citation.objects.get(paragraph__label="50D2(a)", lang="tr")
    assert citation.target.label == "51"
    text = citation.paragraph.text_tr
    assert text[citation.start : citation.end] == "Yasa 51"


def test_a_second_import_changes_nothing():
    ids = list(Paragraph.objects.order_by("pk").values_list("pk", flat=True))
    report = import_text()
    assert not report.changed, (report.created, report.updated, report.deleted)
    assert list(Paragraph.objects.order_by("pk").values_list("pk", flat=True)) == ids


def test_a_changed_text_updates_in_place_and_keeps_english(tmp_path):
    paragraph = Paragraph.objects.get(label="50A")
    paragraph.text_en = "Until a rectification has been chosen, a penalty card stays face up."
    paragraph.save()
    law = Law.objects.get(number=50)
    law.title_en = "Disposition of a Penalty Card"
    law.save()
    source = settings.LAWS_FIXTURE.read_text(encoding="utf-8")
    changed = source.replace("Bir onarma seçilinceye kadar cezalı kart", "Bir onarma seçilene kadar cezalı kart")
    changed = changed.replace("(ancak çıkılmayan, bkz. Yasa 57)", "(ancak çıkılmayan, bkz. Yasa 50H)")
    path = tmp_path / "laws.txt"
    path.write_text(changed, encoding="utf-8")

    report = import_text(path)

    paragraph.refresh_from_db()
    assert paragraph.text_tr.startswith("Bir onarma seçilene kadar")
    assert paragraph.text_en.startswith("Until a rectification")
    assert Law.objects.get(number=50).title_en == "Disposition of a Penalty Card"
    assert report.updated["paragraphs"] == 2
    assert ("50", "tr", "Yasa 50H") in report.unresolved
    assert not Citation.objects.filter(paragraph__label="50", lang="tr", target_label="57").exists()


def test_the_command_reports_repairs_and_rebuilds_the_index(capsys, settings, tmp_path):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    call_command("import_laws")
    out = capsys.readouterr().out
    assert (tmp_path / "index").is_symlink() and "search index:" in out
    assert "unchanged" in out
    assert "Sürkonturlu Kör 120" in out
    assert "11 –" in out


def test_the_command_refuses_a_missing_file():
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="/nonexistent/laws.txt"):
        call_command("import_laws", "/nonexistent/laws.txt")


def test_dangling_citations_outside_laws_are_reported():
    # The text has no 17E; the editor's note on the definition says so, so the citation is reported
    # as noted, not as a warning (lawbook/tests/editions/test_definition_notes.py).
    report = import_text()
    assert ("definition Artırım", "tr", "Yasa 17E") in report.noted
    assert ("definition Artırım", "en", "Law 17E") in report.noted
