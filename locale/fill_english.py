"""Fill the English catalogue: message ids are English, so each English string is its id.

Run after `python manage.py makemessages -l tr -l en --ignore=.venv --ignore=rulings`:
    python locale/fill_english.py
It sets every empty or fuzzy msgstr of locale/en to its msgid (plural entries: singular and
plural ids). The Turkish catalogue is translated by hand.
"""

import json
from pathlib import Path

CATALOGUE = Path(__file__).resolve().parent / "en" / "LC_MESSAGES" / "django.po"


def strings(lines, keyword):
    """The joined string of `keyword` ("msgid", "msgstr[0]" ...) in an entry, and its line index."""
    for index, line in enumerate(lines):
        if line.startswith(keyword + " "):
            parts = [line[len(keyword) + 1 :]]
            parts += [l for l in lines[index + 1 :] if l.startswith('"')][: _continuation(lines, index)]
            return "".join(json.loads(p) for p in parts), index
    return None, None


def _continuation(lines, index):
    count = 0
    for line in lines[index + 1 :]:
        if not line.startswith('"'):
            break
        count += 1
    return count


def fill(entry: str) -> str:
    lines = entry.split("\n")
    msgid, _ = strings(lines, "msgid")
    if not msgid:
        return entry
    fuzzy = any(l.startswith("#,") and "fuzzy" in l for l in lines)
    head = [l for l in lines if l.startswith("#") and not l.startswith("#|") and l != "#, fuzzy"]
    head = [l.replace(", fuzzy", "") for l in head]
    plural, _ = strings(lines, "msgid_plural")
    if plural is not None:
        done, _ = strings(lines, "msgstr[0]")
        if done and not fuzzy:
            return entry
        body = [
            f"msgid {json.dumps(msgid, ensure_ascii=False)}",
            f"msgid_plural {json.dumps(plural, ensure_ascii=False)}",
            f"msgstr[0] {json.dumps(msgid, ensure_ascii=False)}",
            f"msgstr[1] {json.dumps(plural, ensure_ascii=False)}",
        ]
        return "\n".join(head + body)
    msgstr, _ = strings(lines, "msgstr")
    if msgstr and not fuzzy:
        return entry
    body = [f"msgid {json.dumps(msgid, ensure_ascii=False)}", f"msgstr {json.dumps(msgid, ensure_ascii=False)}"]
    return "\n".join(head + body)


def main():
    text = CATALOGUE.read_text(encoding="utf-8")
    CATALOGUE.write_text("\n\n".join(fill(e) for e in text.split("\n\n")), encoding="utf-8")


if __name__ == "__main__":
    main()
