"""The inadmissible-call guide's 39B Ending says 39B's rule in the official Turkish words, on the page
and in the read-out, as the engine's line on the same page does.

39B (TR, official): "Eğer kusurlu oyuncunun solundaki rakip onarmadan önce bir konuşma yaparsa veya bu
bir defans oyuncusunun pası veya gelecekteki deklaranın veya yerin bir konuşması ise, yaptırım
uygulanmaz."; WBF: "If offender's LHO calls before rectification, or if the infraction is a pass by a
defender or any call by the future declarer or dummy, then there is no further rectification."

The Turkish said "başka yaptırım yoktur" (the WBF's "no further"), words 39B's Turkish does not have;
beside 39A's cancellation both say the same, and the English keeps the WBF's words. Where a guide
gives a paragraph's rule it uses the official words (qa211, session 88)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
PATHS = [
    ["after-final-pass", "defender-pass"],
    ["after-final-pass", "declaring-side"],
    ["after-final-pass", "defender-call", "lho-called"],
]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_the_official_turkish_39b():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    text = paragraphs["39B"].text
    assert "yerin bir konuşması ise, yaptırım uygulanmaz." in text
    assert "başka" not in text


@pytest.mark.parametrize("keys", PATHS)
def test_the_39b_page_says_yaptirim_uygulanmaz(client, keys):
    says(client, SLUG, keys, "tr", "onarmadan önce konuştuysa yaptırım uygulanmaz (Yasa 39B).")
    never_says(client, SLUG, keys, "tr", "başka yaptırım yoktur (Yasa 39B)")
    says(client, SLUG, keys, "en", "there is no further rectification (Law 39B).")


@pytest.mark.parametrize("keys", PATHS)
def test_the_39b_read_out_says_yaptirim_uygulanmaz(client, keys):
    reads(client, SLUG, keys, "tr", "Yaptırım uygulanmaz (Yasa 39B). Kimse seçmez.")
    never_reads(client, SLUG, keys, "tr", "Başka yaptırım yoktur (Yasa 39B)")
    reads(client, SLUG, keys, "en", "There is no further rectification (Law 39B). Nobody chooses.")
