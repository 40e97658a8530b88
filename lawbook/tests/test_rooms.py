"""The lawbook's rooms (issue 21): each sub-package says in a README.md what it holds and what it
may import, and no folder of code holds more than 25 modules at one level, so that a newcomer can
find from the folder names alone where the text is parsed, a citation found, a link drawn."""

from pathlib import Path

LAWBOOK = Path(__file__).resolve().parents[1]
# Django's own folders (one file per migration or command) and the tests are not rooms.
NOT_ROOMS = {"tests", "migrations", "management", "commands", "__pycache__"}
MOST_MODULES = 25


def _rooms() -> list[Path]:
    return sorted(p.parent for p in LAWBOOK.glob("*/__init__.py") if p.parent.name not in NOT_ROOMS)


def test_every_room_has_a_readme():
    rooms = _rooms()
    assert {"text", "layers", "editions", "english", "search", "pages", "api", "admin"} <= {r.name for r in rooms}
    missing = [r.name for r in rooms if not (r / "README.md").is_file()]
    assert missing == []


def test_no_folder_holds_more_than_25_modules():
    crowded = {
        str(folder.relative_to(LAWBOOK.parent)): count
        for folder in [LAWBOOK, *_rooms()]
        if (count := len(list(folder.glob("*.py")))) > MOST_MODULES
    }
    assert crowded == {}


def test_the_named_places_are_where_contributing_says():
    """CONTRIBUTING.md names one place each for parsing, the label grammar, finding a citation and
    drawing a link; the files it names exist."""
    text = (LAWBOOK.parent / "CONTRIBUTING.md").read_text(encoding="utf-8")
    for path in ("lawbook/text/parser.py", "lawbook/labels.py", "lawbook/citations.py", "lawbook/layers/"):
        assert f"`{path}`" in text
        assert (LAWBOOK.parent / path).exists()


def _sources(*apps: str):
    for app in apps:
        for path in (LAWBOOK.parent / app).rglob("*.py"):
            if "tests" not in path.parts and "migrations" not in path.parts:
                yield path


def test_a_paragraph_is_quoted_in_one_place():
    """The guides, the table, the score page and the quizzes quote a paragraph through
    lawbook.quoting; none of them reads a paragraph's family or falls back to the Turkish by hand."""
    for app in ("situations", "quizzes", "desk"):
        for path in _sources(app):
            text = path.read_text(encoding="utf-8")
            assert "label__startswith" not in text, path
            assert '_tr", "")' not in text, path


def test_a_paragraph_address_is_built_by_the_lawbook_alone():
    """Outside the lawbook, a page asks SiteLinks (or a paragraph's get_absolute_url, which SiteLinks
    gives) for a paragraph's address; it never reverses the lawbook's routes itself."""
    for app in ("situations", "quizzes", "desk"):
        for path in _sources(app):
            text = path.read_text(encoding="utf-8")
            assert 'reverse("lawbook:' not in text and "reverse('lawbook:" not in text, path


PARAGRAPH_ROUTES = ("lawbook:law", "lawbook:edition_law", "lawbook:paragraph")


def test_inside_the_lawbook_a_law_address_is_drawn_by_the_models_and_site_links_alone():
    """The search hits, the changelog and the API's reading links ask SiteLinks for a Law's or a
    paragraph's address (issue 21: one URL resolver for every paragraph URL); only the models'
    own get_absolute_url and SiteLinks reverse those routes."""
    allowed = {LAWBOOK / "models.py", LAWBOOK / "layers" / "render.py"}
    for path in _sources("lawbook"):
        if path in allowed:
            continue
        text = path.read_text(encoding="utf-8")
        for route in PARAGRAPH_ROUTES:
            assert f'"{route}"' not in text and f"'{route}'" not in text, (path, route)


def test_pytest_collects_every_folder_of_tests():
    """`make test` runs what pytest.ini's testpaths name; a folder of tests outside them never runs
    (the casebook's 36 tests were left out from the app's first day until session 37)."""
    import configparser

    root = LAWBOOK.parent
    ini = configparser.ConfigParser()
    ini.read(root / "pytest.ini", encoding="utf-8")
    testpaths = set(ini["pytest"]["testpaths"].split())
    with_tests = {
        path.relative_to(root).parts[0]
        for path in root.glob("*/**/test_*.py")
        if not path.relative_to(root).parts[0].startswith(".")
    }
    assert with_tests - testpaths == set()
