"""A deploy reaches readers (lawbook.release): a page is made from the text and from the code, so a
deploy that corrects a template, a catalogue string or a guide, the Laws' text unchanged, gives the
pages a new ETag (a phone revalidating its copy gets the new page, not a 304) and the service worker
a new script (the browser installs it, and it saves the offline book again).

A deploy is simulated as it happens: the project's files are copied (the code a machine runs), one
is corrected in the copy, and the site is pointed at the copy (BASE_DIR, from which the release
stamp is computed, and the templates or catalogues read from it)."""

import json
import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.test import override_settings

from lawbook import content_version, release
from lawbook.editions import editions
from lawbook.models import Paragraph
from lawbook.pages import book
from lawbook.tests.editions.test_drafts_private import CORRECTION_TR, SHOWN_TR, is_private, logged_in, save_in_admin

pytestmark = pytest.mark.django_db

LAW_PAGE = "/tr/yasa/64/"
# Made on each machine, never shipped (.gitignore): left out of the copy, as a fresh checkout has none.
NOT_CODE = (
    "var",
    "staticfiles",
    ".git",
    ".venv",
    "__pycache__",
    "*.pyc",
    "*.mo",
    ".pytest_cache",
    ".ruff_cache",
    ".mypy_cache",
    ".hypothesis",
    ".import_linter_cache",
)


@pytest.fixture(autouse=True)
def imported():
    content_version.bump()  # as import_laws does after writing the text


@pytest.fixture(scope="module")
def copied_once(tmp_path_factory) -> dict:
    """The project's files copied once for the module (some 1 000 files, 14 MB: the copy was most of
    each test's set-up), with each file's size and modification time and each folder, as copied."""
    copy = tmp_path_factory.mktemp("release") / "checkout"
    shutil.copytree(settings.BASE_DIR, copy, ignore=shutil.ignore_patterns(*NOT_CODE), symlinks=True)
    files, folders = contents(copy)
    return {"at": copy, "files": files, "folders": folders}


def contents(root: Path) -> tuple[dict[str, tuple[int, int]], set[str]]:
    """Each file (or link) under `root`, relative to it, with its size and modification time (ns);
    and each folder."""
    files, folders = {}, set()
    for folder, subfolders, names in os.walk(root):
        for name in subfolders:
            path = os.path.join(folder, name)
            (names if os.path.islink(path) else []).append(name)
            folders.add(os.path.relpath(path, root))
        for name in names:
            path = os.path.join(folder, name)
            stat = os.lstat(path)
            files[os.path.relpath(path, root)] = (stat.st_size, stat.st_mtime_ns)
    return files, folders


def restore(root: Path, files: dict[str, tuple[int, int]], folders: set[str]) -> None:
    """`root` made again the copy `files` and `folders` describe: what a test wrote, added or
    removed is put back from the project's own files (copied with their times, as copytree did)."""
    now, now_folders = contents(root)
    for name in now.keys() - files.keys():
        (root / name).unlink()
    for name in sorted(folders - now_folders):
        (root / name).mkdir(parents=True, exist_ok=True)
    for name, copied in files.items():
        if now.get(name) != copied:
            (root / name).unlink(missing_ok=True)
            shutil.copy2(settings.BASE_DIR / name, root / name, follow_symlinks=False)
            stat = os.lstat(root / name)  # other than copied if the project's file changed since
            files[name] = (stat.st_size, stat.st_mtime_ns)
    for name in sorted(now_folders - folders, reverse=True):  # the folders a test made, deepest first
        (root / name).rmdir()


@pytest.fixture
def checkout(copied_once, tmp_path) -> Path:
    """The project's files as another machine (or the next deploy) has them: the module's copy,
    moved into the test's own folder (a path of its own, as a fresh copy had: gettext keeps a
    catalogue by its path) and put back as copied when the test is done."""
    copy = tmp_path / "checkout"
    copied_once["at"].rename(copy)
    copied_once["at"] = copy
    yield copy
    restore(copy, copied_once["files"], copied_once["folders"])


def corrected(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def deployed(checkout: Path):
    """The site running the code in `checkout`: its templates and its catalogues (compiled there,
    as `make setup` does) and the release stamp of its files."""
    for catalogue in checkout.glob("locale/*/LC_MESSAGES/django.po"):
        subprocess.run(["msgfmt", "-o", str(catalogue.with_suffix(".mo")), str(catalogue)], check=True)
    templates = [dict(settings.TEMPLATES[0], DIRS=[checkout / "templates"])]
    return override_settings(BASE_DIR=checkout, TEMPLATES=templates, LOCALE_PATHS=[checkout / "locale"])


def worker_script(client) -> bytes:
    response = client.get("/sw.js")
    assert response.status_code == 200
    return response.content


def next_second():
    """HTTP dates count whole seconds: a deploy in the second the page was first served could not
    be told from it by If-Modified-Since (nor can a real one, which takes longer than that)."""
    time.sleep(1 - time.time() % 1)


def test_the_same_code_has_the_same_release_on_every_machine(checkout):
    assert release.digest(checkout) == release.digest(settings.BASE_DIR)
    assert re.fullmatch(r"[0-9a-f]{12}", release.digest(checkout))


@pytest.mark.parametrize(
    "path, old, new",
    [
        ("templates/base.html", "</body>", "<p>corrected</p></body>"),
        ("locale/tr/LC_MESSAGES/django.po", 'msgstr "Tanımlar"', 'msgstr "Tanımlar (düzeltildi)"'),
        ("situations/content/revoke.py", '"""', '"""Corrected. '),
        ("static/css/site.css", "", "/* corrected */\n"),
        ("lawbook/pages/views.py", '"""', '"""Corrected. '),
        ("rulings/words.py", '"""', '"""Corrected. '),
        ("requirements.txt", "", "# another pin\n"),
    ],
)
def test_a_deploy_that_changes_what_makes_pages_is_a_new_release(checkout, path, old, new):
    before = release.digest(checkout)
    corrected(checkout / path, old, new)
    assert release.digest(checkout) != before


@pytest.mark.parametrize(
    "path",
    ["README.md", "lawbook/README.md", "docs/benchmarks.md", "lawbook/tests/pages/test_page_cache.py", "bench/soak.py"],
)
def test_a_change_no_reader_sees_is_no_new_release(checkout, path):
    """Each new release makes every phone save its offline book again (some 1 200 pages)."""
    before = release.digest(checkout)
    with open(checkout / path, "a", encoding="utf-8") as changed:
        changed.write("\n# changed\n")
    assert release.digest(checkout) == before


@pytest.mark.parametrize(
    "left",
    [
        "templates/base.html~",
        "templates/base.html.bak",
        "lawbook/.views.py.swp",
        "static/css/.#site.css",
        "rulings/words.py.orig",
    ],
)
def test_an_editors_backup_file_left_on_the_machine_is_no_new_release(checkout, left):
    """Someone who edited a file by hand on the server leaves its backup beside it: no page is made
    from it, and every phone would otherwise save the offline book again at the next restart."""
    before = release.digest(checkout)
    (checkout / left).write_text("an old copy\n", encoding="utf-8")
    assert release.digest(checkout) == before


def test_a_checkout_with_windows_line_endings_has_the_same_release(checkout):
    """Git's core.autocrlf writes "\r\n" in the text files of a checkout; the code is the same."""
    before = release.digest(checkout)
    template = checkout / "templates/base.html"
    template.write_bytes(template.read_bytes().replace(b"\n", b"\r\n"))
    assert release.digest(checkout) == before


def test_after_a_deploy_that_corrects_a_template_the_old_etag_gets_the_new_page(client, checkout):
    first = client.get(LAW_PAGE)
    assert client.get(LAW_PAGE, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    corrected(checkout / "templates/base.html", "</body>", "<p>corrected footer</p></body>")
    next_second()
    with deployed(checkout):
        again = client.get(LAW_PAGE, HTTP_IF_NONE_MATCH=first["ETag"])
        assert again.status_code == 200 and "corrected footer" in again.content.decode()
        assert again["ETag"] != first["ETag"]
        since = client.get(LAW_PAGE, HTTP_IF_MODIFIED_SINCE=first["Last-Modified"])
        assert since.status_code == 200 and "corrected footer" in since.content.decode()
        # The new page is validated and cached as the old one was.
        assert client.get(LAW_PAGE, HTTP_IF_NONE_MATCH=again["ETag"]).status_code == 304


def test_after_a_deploy_that_corrects_a_catalogue_string_the_api_and_pages_move_on(client, checkout):
    page, api = client.get(LAW_PAGE), client.get("/api/laws/64/")
    corrected(checkout / "locale/tr/LC_MESSAGES/django.po", 'msgstr "Tanımlar"', 'msgstr "Tanımlar (düzeltildi)"')
    with deployed(checkout):
        again = client.get(LAW_PAGE, HTTP_IF_NONE_MATCH=page["ETag"])
        assert again.status_code == 200 and "Tanımlar (düzeltildi)" in again.content.decode()
        assert client.get("/api/laws/64/", HTTP_IF_NONE_MATCH=api["ETag"]).status_code == 200


def test_a_deploy_makes_a_new_service_worker(client, checkout):
    """Its static source and its list of pages can be byte for byte the same after a deploy that
    corrected a template or a catalogue: the release in its settings makes it new all the same."""
    before = worker_script(client)
    corrected(checkout / "templates/base.html", "</body>", "<p>corrected</p></body>")
    with deployed(checkout):
        after = worker_script(client)
    assert after != before
    saved = json.loads(re.match(r"const OFFLINE = (.*);\n", after.decode()).group(1))
    assert saved["release"] == release.digest(checkout)
    assert '"lawbook-v" + OFFLINE.version + "." + OFFLINE.release' in after.decode()


def test_a_release_the_deploy_names_stands_in_the_etag(client):
    """RELEASE=... in the environment (a commit, a tag) instead of the digest; one that could not
    stand between an ETag's quotes is digested."""
    with override_settings(RELEASE="2026.11.25-a1b2c3d"):
        response = client.get(LAW_PAGE)
        assert response["ETag"] == f'W/"{content_version.current()}.2026.11.25-a1b2c3d-tr"'
    with override_settings(RELEASE='a name with "quotes"'):
        assert re.fullmatch(r'W/"\d+\.[0-9a-f]{12}-tr"', client.get(LAW_PAGE)["ETag"])


def test_a_deploy_that_corrects_the_books_template_makes_the_book_stale(checkout, tmp_path):
    """The PDF book outlives a deploy on disk (settings.BOOKS_DIR): the indexer must lay it out
    again when the code that renders it changed, not only when the text did."""
    edition = editions.current()
    with override_settings(BOOKS_DIR=tmp_path / "books"):
        for lang in book.LANGS:
            pdf = book.book_path(edition.code, lang)  # as build() leaves it, without the layout's minute
            pdf.parent.mkdir(parents=True, exist_ok=True)
            pdf.write_bytes(b"%PDF-1.7 stand-in")
            pdf.with_suffix(".json").write_text(
                json.dumps({"content_version": content_version.current(), "release": release.stamp()})
            )
        assert not book.is_stale()
        corrected(checkout / "templates/lawbook/book.html", "</body>", "<p>corrected</p></body>")
        with deployed(checkout):
            assert book.is_stale()


def test_a_drafts_page_is_still_never_cached_nor_a_304_after_a_deploy(draft, client, checkout):
    """A draft's page depends on who asks (lawbook.editions: the `view_draft` permission): the
    release changes nothing of that. Asked with the public page's new ETag, an Editor gets the
    draft in full, privately, and its next save at once (nothing stored it)."""
    editor = logged_in("editor", groups=["Editor"])
    corrected(checkout / "templates/base.html", "</body>", "<p>corrected</p></body>")
    with deployed(checkout):
        public = client.get(LAW_PAGE)
        url = f"/tr/baski/{draft.code}/yasa/64/"
        first = editor.get(url, HTTP_IF_NONE_MATCH=public["ETag"])
        assert first.status_code == 200 and is_private(first) and "corrected" in first.content.decode()
        save_in_admin(editor, Paragraph.objects.get(law__edition=draft.code, label="64B3"), CORRECTION_TR)
        assert SHOWN_TR in editor.get(url).content.decode()
        assert client.get(url).status_code == 404  # a visitor: no draft, cached or not
