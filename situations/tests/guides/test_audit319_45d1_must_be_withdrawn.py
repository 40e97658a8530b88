"""45D1's own verb on the dummy-cards guide's "not yet" Ending, page and read-out (audit319, session 95;
CONTRIBUTING.md, "Add a situation guide", point 1: a sentence that states what a paragraph requires uses
that paragraph's modal verb, the English the WBF's, the Turkish the official text's).

45D1, WBF: "If dummy places in the played position a card that declarer did not name, the card must be
withdrawn if attention is drawn to it before each side has played to the next trick, ..."
45D1, TR (official): "Eğer Yer, deklaranın söylemediği bir kartı oynanmış konuma getirirse, bu kart, her
iki taraf ta bir sonraki löveye kart oynamadan önce buna dikkat çekilirse geri alınmak zorundadır ..."

The `now` line and the read-out said "geri alınır" / "is withdrawn" (the present); now "geri alınmak
zorundadır" / "must be withdrawn". The English read-out stays within its 90 words: the defenders' line
says "if you played after the error" (it said "played a card").
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "card-from-dummy"
KEYS = ["wrong-card", "not-yet"]


def test_both_texts_say_must():
    text = (Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")
    assert "buna dikkat çekilirse geri alınmak zorundadır" in parse_lawbook(text).paragraph_map()["45D1"].text


def test_the_page_says_must_be_withdrawn(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "Dummy's card that declarer did not name must be withdrawn, since attention was drawn to it before each "
        "side played to the next trick (Law 45D1)",
    )
    never_says(client, SLUG, KEYS, "en", "did not name is withdrawn")
    says(client, SLUG, KEYS, "tr", "dikkat çekildiği için geri alınmak zorundadır (Yasa 45D1)")
    never_says(client, SLUG, KEYS, "tr", "dikkat çekildiği için geri alınır (Yasa 45D1)")


def test_the_read_out_says_must_be_withdrawn(client):
    reads(client, SLUG, KEYS, "en", "Dummy's unnamed card must be withdrawn: attention was drawn")
    never_reads(client, SLUG, KEYS, "en", "Dummy's unnamed card is withdrawn")
    reads(client, SLUG, KEYS, "tr", "dikkat çekildiği için kart geri alınmak zorundadır (Yasa 45D1)")
    never_reads(client, SLUG, KEYS, "tr", "dikkat çekildiği için kart geri alınır (Yasa 45D1)")
