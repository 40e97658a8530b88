"""`manage.py import_laws` refuses a file that is not UTF-8 with the line the English import gives
(lawbook.english.english_import), before anything is changed: it was Python's codec message,
"'utf-8' codec can't decode byte 0xff in position 0", in English on a Turkish command line."""

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import translation


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_file_that_is_not_utf8_is_named_in_one_line(tmp_path, lang):
    path = tmp_path / "laws.txt"
    path.write_bytes(b"\xff\xfe TANIMLAR\n")
    said = {"tr": "UTF-8 metin değil", "en": "is not UTF-8 text"}[lang]
    with translation.override(lang), pytest.raises(CommandError, match=f"{path}.*{said}"):
        call_command("import_laws", str(path), "--lang", lang, "--no-index")
