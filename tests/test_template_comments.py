"""Django's `{# ... #}` comment ends on its own line: one left open across lines is printed to the
reader (session 86: the table page showed its maintainer's note under "Deal (PBN)"). Every template
of the project is read, and the table page is rendered to see the note gone."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = sorted(
    path
    for path in ROOT.glob("**/templates/**/*.html")
    if ".venv" not in path.parts and "node_modules" not in path.parts
)


def test_templates_are_found():
    assert len(TEMPLATES) > 20


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_one_line_comment_closes_on_its_line(path):
    open_lines = [
        number
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if line.count("{#") > line.count("#}")
    ]
    assert open_lines == [], f"{{# left open on line(s) {open_lines}: use {{% comment %}}"


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_table_page_shows_no_maintainers_note(client, lang):
    html = client.get(f"/{lang}/masa/" if lang == "tr" else f"/{lang}/table/").content.decode()
    assert "t-deal" in html
    assert "{#" not in html and "At most 400 characters" not in html
