"""`manage.py import_laws` refuses a file that is not UTF-8 with the line the English import gives
(lawbook.english.english_import), before anything is changed: it was Python's codec message,
"'utf-8' codec can't decode byte 0xff in position 0", in English on a Turkish command line. The
byte is counted from 1, as a person counts: the first byte is "1. bayt" / "byte 1" (it said "0.
bayt", the zeroth)."""

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import translation


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_file_that_is_not_utf8_is_named_in_one_line(tmp_path, lang):
    path = tmp_path / "laws.txt"
    path.write_bytes(b"\xff\xfe TANIMLAR\n")
    said = {"tr": r"UTF-8 metin değil \(1\. bayt\)", "en": r"is not UTF-8 text \(byte 1\)"}[lang]
    with translation.override(lang), pytest.raises(CommandError, match=f"{path}.*{said}"):
        call_command("import_laws", str(path), "--lang", lang, "--no-index")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_english_file_names_the_same_byte(tmp_path, lang):
    path = tmp_path / "laws_en.json"
    path.write_bytes(b'{"laws": {}}\xff')  # the thirteenth byte
    said = {"tr": r"UTF-8 metin değil \(13\. bayt\)", "en": r"is not UTF-8 text \(byte 13\)"}[lang]
    with translation.override(lang), pytest.raises(CommandError, match=f"{path}.*{said}"):
        call_command("import_laws", str(path), "--lang", "en", "--no-index")
