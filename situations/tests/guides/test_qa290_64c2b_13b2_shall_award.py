"""64C2(b)'s and 13B2's adjusted score in the WBF's own modal verb on the guide pages and read-outs
whose English states it (qa290, session 93; CONTRIBUTING.md, "Add a situation guide", point 1: a
sentence that states what a paragraph requires uses that paragraph's modal verb, the English the
WBF's, the Turkish the official text's).

64C2(b), WBF: "When both sides have revoked on the same board (see B7 above) and the Director deems
that a contestant has been damaged, he shall award an adjusted scored [sic] based on the likely
result had no revokes occurred."
64C2(b), TR (official): "Her iki taraf aynı bordda rönons yaparsa (bkz yukarıda Madde B7) ve hakem
taraflardan birinin zarar görmüş olduğuna kanaat getirirse, bordu herhangi bir rönons yapılmamış gibi
değerlendirerek ayarlı skor uygular."

13B2, WBF: "Otherwise when a call has been made with an incorrect number of cards, the Director shall
award an adjusted score [see Law 12C1(b)] and may penalize an offender."
13B2, TR (official): "Bunun dışında, eğer yanlış sayıda kartı olan oyuncu bir konuşma yapmışsa, Hakem
[Yasa 12C1(b) uyarınca] ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir."

The English said "he awards an adjusted score" for both; now "he shall award", the words otherwise
kept. The Turkish keeps the official present ("uygular", "verir"). 64C2(a) beside 64C2(b) is the
present in both texts (WBF "the Director adjusts the score", TR "ayarlı skor uygular") and stays.
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.english_modal import READ_FIELDS, SHOWN_FIELDS, endings_saying, ids
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SHOWN_64C2B = endings_saying("(Law 64C2(b))", SHOWN_FIELDS)
SHOWN_13B2 = endings_saying("(Law 13B2)", SHOWN_FIELDS)
READ_13B2 = endings_saying("(Law 13B2)", READ_FIELDS)


def test_the_official_turkish_is_the_present():
    text = (Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")
    paragraphs = parse_lawbook(text).paragraph_map()
    assert paragraphs["64C2(b)"].text.endswith("değerlendirerek ayarlı skor uygular.")
    assert paragraphs["13B2"].text.endswith("ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir.")


def test_the_sentences_are_found_where_the_guides_state_them():
    assert {slug for slug, _ in SHOWN_64C2B} == {"revoke"}
    assert {slug for slug, _ in SHOWN_13B2} == {"wrong-number-of-cards"}
    assert {slug for slug, _ in READ_13B2} == {"wrong-number-of-cards"}


@pytest.mark.parametrize("slug, keys", SHOWN_64C2B, ids=ids)
def test_64c2b_page_says_shall_award(client, slug, keys):
    says(
        client,
        slug,
        keys,
        "en",
        "when both sides revoked and the Director deems a contestant damaged, he shall award an adjusted score "
        "based on the likely result had no revoke occurred (Law 64C2(b)).",
        "the Director adjusts the score if he considers",  # 64C2(a): the present in both texts
    )
    never_says(client, slug, keys, "en", "he awards an adjusted score based on")
    says(client, slug, keys, "tr", "değerlendirerek ayarlı skor uygular (Yasa 64C2(b)).")


@pytest.mark.parametrize("slug, keys", SHOWN_13B2, ids=ids)
def test_13b2_page_says_shall_award(client, slug, keys):
    says(
        client,
        slug,
        keys,
        "en",
        "Otherwise he shall award an adjusted score in accordance with Law 12C1(b) and may penalise the offending "
        "side (Law 13B2).",
    )
    never_says(client, slug, keys, "en", "he awards an adjusted score in accordance")
    says(
        client,
        slug,
        keys,
        "tr",
        "Yasa 12C1(b) uyarınca ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir (Yasa 13B2).",
    )


@pytest.mark.parametrize("slug, keys", READ_13B2, ids=ids)
def test_13b2_read_out_says_shall_award(client, slug, keys):
    reads(
        client,
        slug,
        keys,
        "en",
        "otherwise he shall award an adjusted score under Law 12C1(b) and may penalise the offending side (Law 13B2).",
    )
    never_reads(client, slug, keys, "en", "he awards an adjusted score under")
    reads(client, slug, keys, "tr", "ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir (Yasa 13B2).")
