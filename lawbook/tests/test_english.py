"""The English side: our rendering of every text, fallbacks, the switch, English citations and
the import of an official English text."""
import re

import pytest
from django.core.management import call_command

from lawbook.models import Citation, Definition, Footnote, Law, Paragraph

pytestmark = pytest.mark.django_db

TEXT_FIELDS = ("heading", "text", "tail")


def test_every_text_has_its_english():
    assert not Law.objects.filter(title_en__in=["", None]).exists()
    for paragraph in Paragraph.objects.all():
        for field in TEXT_FIELDS:
            if getattr(paragraph, f"{field}_tr"):
                assert getattr(paragraph, f"{field}_en"), f"{paragraph.label}.{field}"
    assert not Definition.objects.filter(text_en__in=["", None]).exists()
    assert not Definition.objects.filter(term_en__in=["", None]).exists()
    assert not Footnote.objects.filter(text_en__in=["", None]).exists()


def test_english_tables_keep_the_turkish_shape():
    for label in ("2", "77", "78B"):
        paragraph = Paragraph.objects.get(label=label)
        tr_rows = [l for l in paragraph.text_tr.split("\n") if l.startswith("|")]
        en_rows = [l for l in paragraph.text_en.split("\n") if l.startswith("|")]
        assert [r.count("|") for r in tr_rows] == [r.count("|") for r in en_rows]
        assert [re.findall(r"\d+", r) for r in tr_rows] == [re.findall(r"\d+", r) for r in en_rows]


def test_english_citations_resolve_like_the_turkish_ones():
    english = Citation.objects.filter(lang="en")
    assert english.count() > 300
    assert not english.filter(target=None).exists()
    assert [c.target.label for c in english.filter(paragraph__label="50D2(a)")] == ["51"]


def test_the_english_page_has_no_turkish_interface(client):
    from django.utils import translation

    html = client.get("/en/law/50/").content.decode()
    assert '<html lang="en">' in html
    with translation.override("tr"):
        turkish_ui = [translation.gettext(s) for s in ("Definitions", "Search", "Footnotes", "Link to this paragraph", "Laws")]
    for text in turkish_ui:
        assert f">{text}<" not in html and f'"{text}"' not in html
    assert "our own rendering" in html or "project's own rendering" in html


def test_fallback_to_turkish_is_marked_and_listed(client):
    paragraph = Paragraph.objects.get(label="50B")
    paragraph.text_en = ""
    paragraph.save()
    html = client.get("/en/law/50/").content.decode()
    section = html[html.index('id="50B"'):html.index('id="50C"')]
    assert "not yet translated" in section
    assert "Kasıtsız olarak gösterilen" in section
    assert ">50B<" in client.get("/en/coverage/").content.decode()


def test_language_switch_keeps_law_and_anchor(client):
    html = client.get("/tr/yasa/50/").content.decode()
    assert 'hreflang="en" href="http://testserver/en/law/50/"' in html
    assert 'name="next" value="/en/law/50/"' in html
    response = client.post("/i18n/setlang/", {"language": "en", "next": "/en/law/50/#50D2a"})
    assert response.status_code == 302 and response["Location"] == "/en/law/50/#50D2a"
    assert client.get("/en/law/50D2a/")["Location"] == "/en/law/50/#50D2a"


def test_accept_language_is_honoured_on_a_first_visit(client):
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="en-GB,en;q=0.9")["Location"] == "/en/"
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="tr-TR")["Location"] == "/tr/"


def test_side_by_side_aligns_by_label(client):
    html = client.get("/tr/yasa/50/?view=both").content.decode()
    pair = html[html.index('<div class="columns pair" id="50D2a">'):]
    pair = pair[: pair.index('<div class="columns pair"', 10)]
    assert "</a> çıkmasını istemek" in pair and "To require the" in pair


OFFICIAL = """Laws of Duplicate Bridge

DEFINITIONS

Alert

A notification.

LAW 50 – DISPOSITION OF PENALTY CARD

A card prematurely exposed by a defender is a penalty card.

A. Penalty Card Remains Exposed

Until a rectification has been selected, the card stays face up.

LAW 99 – NO SUCH LAW

Text.

1 – Official footnote one.
"""


def test_official_english_text_replaces_ours_by_label(tmp_path, capsys, settings):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    path = tmp_path / "laws_en.txt"
    path.write_text(OFFICIAL, encoding="utf-8")
    kept = Paragraph.objects.get(label="50B").text_en
    call_command("import_laws", str(path), lang="en")
    out = capsys.readouterr().out
    assert Paragraph.objects.get(label="50A").text_en == "Until a rectification has been selected, the card stays face up."
    assert Paragraph.objects.get(label="50A").heading_en == "Penalty Card Remains Exposed"
    assert Law.objects.get(number=50).title_en == "DISPOSITION OF PENALTY CARD"
    assert Footnote.objects.get(number=1).text_en == "Official footnote one."
    assert Paragraph.objects.get(label="50B").text_en == kept
    assert "laws: 99" in out and "826 paragraphs not in the file" in out
    assert Paragraph.objects.get(label="50A").text_tr.startswith("Bir onarma seçilinceye kadar")


def test_reimporting_turkish_keeps_english():
    from lawbook.importer import import_text

    paragraph = Paragraph.objects.get(label="64A1")
    paragraph.text_en = "An editor's English."
    paragraph.save()
    import_text()
    assert Paragraph.objects.get(label="64A1").text_en == "An editor's English."
