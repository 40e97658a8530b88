"""Both catalogues are complete: every interface string has its Turkish and English, none fuzzy."""

import re
from pathlib import Path

import pytest
from django.conf import settings


def entries(path: Path):
    text = path.read_text(encoding="utf-8")
    for entry in text.split("\n\n"):
        if "msgid" not in entry or entry.lstrip().startswith("#~"):
            continue
        msgid = "".join(re.findall(r'"(.*)"', entry.split("msgstr")[0].split("msgid", 1)[1]))
        msgstrs = re.findall(r'msgstr(?:\[\d\])? ((?:".*"\n?)+)', entry)
        values = ["".join(re.findall(r'"(.*)"', value)) for value in msgstrs]
        yield msgid, values, "fuzzy" in "".join(l for l in entry.split("\n") if l.startswith("#,"))


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_catalogue_is_complete(lang):
    path = Path(settings.BASE_DIR) / "locale" / lang / "LC_MESSAGES" / "django.po"
    problems = []
    for msgid, values, fuzzy in entries(path):
        if not msgid:
            continue
        if fuzzy or not all(values):
            problems.append(msgid)
    assert problems == []
