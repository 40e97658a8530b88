"""Law 79A1 in the score-correction guide (a disagreement on the tricks won, at the table): the Laws'
"shall", not "must".

79A1: TR "Ellerin dördü de borda geri konmadan önce kazanılmış löveler üzerinde anlaşmaya
varılacaktır."; WBF "The number of tricks won shall be agreed upon before all four hands have been
returned to the board." The WBF's Introduction ranks the two words: "'shall' do (a violation will
incur a penalty more often than not), and 'must' do (the strongest word, a serious matter indeed)".
qa121 mended "is agreed" to "anlaşmaya varılmalıdır" / "must be agreed upon": stronger than either
text, and not the official Turkish's word (qa209)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG = "score-correction"
KEYS = ["tricks", "before-round-ends"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

NOW = {
    "tr": "Kazanılan löve sayısında, ellerin dördü de borda geri konmadan önce anlaşmaya varılacaktır (Yasa 79A1).",
    "en": "The number of tricks won shall be agreed upon before all four hands have been returned to the board (Law 79A1).",
}
STRONGER = {
    "tr": ("anlaşmaya varılmalıdır", "geri konmadan önce kararlaştırılır"),
    "en": ("must be agreed upon", "The number of tricks won is agreed before"),
}


def test_the_official_turkish_says_shall():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "kazanılmış löveler üzerinde anlaşmaya varılacaktır" in paragraphs["79A1"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_tricks_won_shall_be_agreed_before_the_hands_go_back(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, *STRONGER[lang])
