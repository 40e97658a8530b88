"""The English side: our rendering of every text, fallbacks, the switch, English citations and
the import of an official English text."""

import re

import pytest
from django.core.management import call_command

from lawbook import content_version
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
    # Only the definition of Artırım cites a 17E the 2017 Laws do not have, in both languages.
    unresolved = [(c.definition.slug if c.definition else None, c.target_label) for c in english.filter(target=None)]
    assert unresolved == [("artırım", "17E")]
    assert Citation.objects.filter(lang="tr", target=None, definition__slug="artırım", target_label="17E").exists()
    assert [c.target.label for c in english.filter(paragraph__label="50D2(a)")] == ["51"]


def test_english_paragraphs_cite_what_the_turkish_ones_cite():
    by_paragraph = {}
    for citation in Citation.objects.exclude(target=None).exclude(paragraph=None).select_related("paragraph", "target"):
        by_paragraph.setdefault(citation.paragraph.label, {"tr": set(), "en": set()})[citation.lang].add(
            citation.target.label
        )
    # The English may be more precise ("Law 12C2" where the Turkish prints "Yasa 12 C2").
    missing = {
        label: sorted(t for t in cited["tr"] if not any(e.startswith(t) for e in cited["en"]))
        for label, cited in by_paragraph.items()
    }
    assert {label: targets for label, targets in missing.items() if targets} == {}


def test_the_english_page_has_no_turkish_interface(client):
    from django.utils import translation

    html = client.get("/en/law/50/").content.decode()
    assert '<html lang="en">' in html
    with translation.override("tr"):
        turkish_ui = [
            translation.gettext(s) for s in ("Definitions", "Search", "Footnotes", "Link to this paragraph", "Laws")
        ]
    for text in turkish_ui:
        assert f">{text}<" not in html and f'"{text}"' not in html
    assert "Unofficial English translation of the Turkish text." in html


def test_fallback_to_turkish_is_marked_and_listed(client):
    paragraph = Paragraph.objects.get(label="50B")
    paragraph.text_en = ""
    paragraph.save()
    content_version.bump()  # as every change readers see does (lawbook.layers.text_changed): a Law is kept per version
    html = client.get("/en/law/50/").content.decode()
    section = html[html.index('id="50B"') : html.index('id="50C"')]
    assert "not yet translated" in section
    assert "Kasıtsız olarak gösterilen" in section
    assert ">50B<" in client.get("/en/coverage/").content.decode()


def test_language_switch_keeps_law_and_anchor(client):
    html = client.get("/tr/yasa/50/").content.decode()
    assert 'hreflang="en" href="http://testserver/en/law/50/"' in html
    # A plain link (law.js adds the reader's #anchor on click), not a form that needs a CSRF cookie.
    assert 'class="language-switch"><a href="/en/law/50/" lang="en" hreflang="en" data-keep-hash>' in html
    assert client.get("/en/law/50D2a/")["Location"] == "/en/law/50/#50D2a"


def test_accept_language_is_honoured_on_a_first_visit(client):
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="en-GB,en;q=0.9")["Location"] == "/en/"
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="tr-TR")["Location"] == "/tr/"


def test_side_by_side_aligns_by_label(client):
    html = client.get("/tr/yasa/50/?view=both").content.decode()
    pair = html[html.index('<div class="columns pair" id="50D2a">') :]
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
    call_command("import_laws", str(path), lang="en", no_index=True)
    out = capsys.readouterr().out
    assert (
        Paragraph.objects.get(label="50A").text_en == "Until a rectification has been selected, the card stays face up."
    )
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


GLOSSARY = """Laws of Duplicate Bridge

DEFINITIONS

Adjusted Score

A score awarded by the Director (see Law 12).

Alert

A notification to the opponents.

Matchpoint

A unit of scoring.

Zebra Term

Not one of ours.

LAW 1 – THE PACK

Text.
"""


def test_official_definitions_are_matched_by_english_term_not_position(tmp_path, capsys, settings):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    path = tmp_path / "laws_en.txt"
    path.write_text(GLOSSARY, encoding="utf-8")
    call_command("import_laws", str(path), lang="en", no_index=True)
    assert Definition.objects.get(term_tr="Ayarlı Skor").text_en == "A score awarded by the Director (see Law 12)."
    assert Definition.objects.get(term_tr="Alert").text_en == "A notification to the opponents."
    assert Definition.objects.get(term_tr="Maç Puanı (MP)").text_en == "A unit of scoring."
    assert "English entry matches nothing: definitions: Zebra Term" in capsys.readouterr().out


def test_official_english_in_the_json_layout(tmp_path, capsys, settings):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    path = tmp_path / "laws_en.json"
    path.write_text(
        '{"paragraphs": {"50A": {"text": "Official 50A."}, "50Q": {"text": "x"}}, "footnotes": {"13": "Official 13."}}',
        encoding="utf-8",
    )
    kept = Paragraph.objects.get(label="50A").heading_en
    call_command("import_laws", str(path), lang="en", no_index=True)
    assert Paragraph.objects.get(label="50A").text_en == "Official 50A."
    assert Paragraph.objects.get(label="50A").heading_en == kept  # a field the file leaves out is kept
    assert Footnote.objects.get(number=13).text_en == "Official 13."
    assert "English entry matches nothing: paragraphs: 50Q" in capsys.readouterr().out


@pytest.mark.parametrize(
    "content, message",
    [
        (b"[1, 2]", "must hold a JSON object"),
        (b'{"paragraphs": [1]}', "must be an object"),
        (b'{"paragraphs": {"50A": "a string, not an object"}}', "not text of the expected shape"),
        (b'{"laws": {"50": 5}}', "not text of the expected shape"),
        (b'{"paragraphs": {"50A": {"text": "half"}}, "laws": {"50": null}}', "not text of the expected shape"),
        (b"{bad", "is not valid JSON"),
        (b"\xff\xfe{}", "is not UTF-8"),
    ],
)
def test_a_bad_english_file_is_refused_with_a_clear_message_and_changes_nothing(tmp_path, content, message):
    from django.core.management.base import CommandError
    from django.utils import translation

    path = tmp_path / "laws_en.json"
    path.write_bytes(content)
    before = (Law.objects.get(number=50).title_en, Paragraph.objects.get(label="50A").text_en)
    with translation.override("en"), pytest.raises(CommandError, match=message):
        call_command("import_laws", str(path), lang="en", no_index=True)
    assert (Law.objects.get(number=50).title_en, Paragraph.objects.get(label="50A").text_en) == before
