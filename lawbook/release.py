"""The release stamp: one short string that changes whenever the deployed code that makes pages
changes, beside the content version (lawbook.content_version) in everything that says what a page
was made from.

A Law page is made from the text (the content version) and from the code: its templates, the
translation catalogues, the views, the static files it names, and a guide page from the guide
itself, which lives in code (situations/content/). A deploy that corrects any of those without
touching the text must reach readers: a new ETag (a phone revalidating its copy gets the new page,
not a 304), a new key in the page cache, a new service worker (which saves the offline book
again) and a stale PDF book. Django and WhiteNoise offer no such stamp: the staticfiles manifest's
`hash` (ManifestStaticFilesStorage.manifest_hash) covers the static files alone, and only where
collectstatic ran with hashed names.

The stamp is settings.RELEASE (the environment variable RELEASE, set by a deploy that has a name
for what it ships, a commit say) or else a digest of the files a page is made from, relative to
the project's folder (SOURCES), so the same code gives the same stamp on every machine:
- the Python packages that answer requests (config, the apps, the engine whose answers the
  guides and the table put in words), their tests left out;
- templates/, static/ (the sources: collectstatic's hashed names follow from them, and the
  service worker's code is one of them);
- the translation catalogues' sources, locale/*/LC_MESSAGES/*.po: the .mo files are compiled on
  each machine (`make setup`), and msgfmt of another version may write other bytes for the same
  catalogue;
- requirements.txt, which pins Django (its own templates and catalogues) and every library a page
  goes through; fixtures/search_vocabulary.tsv, which the search page reads as it answers.
Left out, because a change there reaches no reader or reaches them another way: tests, the
READMEs and docs/, the benchmarks, the other fixtures (imported into the database: an import moves
the content version), var/ and staticfiles/ (made on each machine). A left-out file that starts to
matter makes pages that stay cached until the next release or text change, so the list errs on
the side of more: a needless new stamp costs each phone one refresh of its offline book.
Left out too, because no page is made from them and they lie about on a machine where someone
edited by hand: editors' backup, swap and lock files and a patch's leftovers (JUNK). Line endings
are read as "\n", so a checkout made with Git's `core.autocrlf` stamps as any other.

The digest reads some 420 files (2.8 MB), 25-28 ms of CPU, once per process: a deploy restarts
the processes. Changing settings.RELEASE (a test's override_settings) forgets it.
"""

from __future__ import annotations

import hashlib
import re
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver

# What a page is made from besides the text, relative to the project's folder (see above).
SOURCE_FOLDERS = ("config", "lawbook", "situations", "quizzes", "desk", "casebook", "rulings", "templates", "static")
SOURCE_FILES = ("requirements.txt", "fixtures/search_vocabulary.tsv")
CATALOGUES = "locale/*/LC_MESSAGES/*.po"
LEFT_OUT_FOLDERS = frozenset({"tests", "__pycache__"})
LEFT_OUT_SUFFIXES = frozenset({".pyc", ".md"})
# Editors' backup ("base.html~", ".bak"), swap (".swp", ".swo") and lock (".#name") files, a
# patch's leftovers (".orig", ".rej"): never a source of a page.
JUNK = re.compile(r"(~|\.bak|\.swp|\.swo|\.orig|\.rej)$|^\.#|^#.*#$")
DIGEST_LENGTH = 12
# A RELEASE that can stand in an ETag's quotes and a cache's name as it is; any other is digested.
PLAIN_NAME = re.compile(r"[A-Za-z0-9._-]{1,40}")


@dataclass(frozen=True)
class Release:
    """The code this process serves: its stamp, and when this process took it up (the latest a
    page it makes can have changed through the code; the Last-Modified of lawbook.pages.page_cache)."""

    stamp: str
    taken_up_at: float


def current() -> Release:
    """This process's release, worked out at its first use."""
    return _this_process()


def stamp() -> str:
    return current().stamp


@lru_cache(maxsize=1)
def _this_process() -> Release:
    named = settings.RELEASE
    if named:
        code = named if PLAIN_NAME.fullmatch(named) else hashlib.sha256(named.encode()).hexdigest()[:DIGEST_LENGTH]
    else:
        code = digest(Path(settings.BASE_DIR))
    return Release(code, time.time())


def digest(root: Path) -> str:
    """A digest of the files under `root` that make pages (the module's docstring says which):
    their paths and their bytes, in a fixed order, so a renamed template counts too."""
    files = [path for folder in SOURCE_FOLDERS for path in (root / folder).rglob("*")]
    files += [root / name for name in SOURCE_FILES]
    files += root.glob(CATALOGUES)
    summary = hashlib.sha256()
    for path in sorted(files):
        relative = path.relative_to(root)
        if not path.is_file() or _left_out(relative):
            continue
        summary.update(relative.as_posix().encode() + b"\0")
        summary.update(path.read_bytes().replace(b"\r\n", b"\n"))
        summary.update(b"\0")
    return summary.hexdigest()[:DIGEST_LENGTH]


def _left_out(relative: Path) -> bool:
    return (
        relative.suffix in LEFT_OUT_SUFFIXES
        or bool(LEFT_OUT_FOLDERS.intersection(relative.parts[:-1]))
        or bool(JUNK.search(relative.name))
    )


@receiver(setting_changed)
def _forget(setting, **kwargs):
    """A test that deploys another release (override_settings(RELEASE=...), or BASE_DIR pointed at
    a changed copy of the tree) gets it at the next request, as a restarted process would."""
    if setting in ("RELEASE", "BASE_DIR"):
        _this_process.cache_clear()
