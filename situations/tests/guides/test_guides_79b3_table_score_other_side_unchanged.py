"""Law 79B3's last sentence in the score-correction guide (a disagreement on the tricks won, the
Director called only after the round): the official Turkish's words and modal, on the page and in the
read-out. qa159 found the guide's Turkish saying the WBF's "recorded score" and "without increasing"
("kayıtlı skor", "diğerininkini artırmaz") for the Turkish's "masa skoru" and "sabit tutmalıdır"; the
read-out kept the words but not the modal ("masa skoru geçerli kalır") until qa209."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "score-correction"
KEYS = ["tricks", "after-round-ends"]

# 79B3: TR "Aksi takdirde, masa skorunu geçerli saymalı veya taraflardan birinin skorunu düşürürken
# diğer tarafınkini sabit tutmalıdır."; WBF "Otherwise he should either allow the recorded score to
# stand, or decrease the score for one side without increasing it for the other." (Our English of 79B3:
# "Otherwise he should let the table score stand, or reduce the score of one of the sides while
# leaving the other side's score unchanged.")
NOW = {
    "tr": "ya masa skorunu geçerli saymalı ya da bir tarafın skorunu düşürürken diğer tarafınkini sabit tutmalıdır",
    "en": "he should either let the table score stand or decrease the score for one side while leaving the other side's unchanged",
}
# The read-out keeps the paragraph's "should" ("saymalı ... tutmalıdır"): it said "masa skoru geçerli
# kalır ya da ... düşürürüm" / "the table score stands, or I decrease", as if the Law said what happens
# (qa209): OLD_READ_OUT is no longer read out.
READ_OUT = {
    "tr": "Varamazsam ya masa skorunu geçerli saymalı ya da bir tarafın skorunu düşürürken diğer tarafınkini sabit tutmalıyım",
    "en": "Otherwise I should either let the table score stand or decrease one side's score while leaving the other side's unchanged",
}
OLD_READ_OUT = {
    "tr": "masa skoru geçerli kalır ya da bir tarafın skorunu düşürürüm",
    "en": "the table score stands, or I decrease one side's score",
}
WBF_WORDS_IN_TURKISH = ("kayıtlı skor", "diğerininkini artırma")


def test_79b3_is_said_in_the_official_turkish_words(client):
    says(client, SLUG, KEYS, "tr", NOW["tr"])
    never_says(client, SLUG, KEYS, "tr", *WBF_WORDS_IN_TURKISH)
    says(client, SLUG, KEYS, "en", NOW["en"])


def test_79b3_is_read_out_in_the_official_turkish_words(client):
    reads(client, SLUG, KEYS, "tr", READ_OUT["tr"])
    never_reads(client, SLUG, KEYS, "tr", *WBF_WORDS_IN_TURKISH)
    reads(client, SLUG, KEYS, "en", READ_OUT["en"])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_79b3_read_out_keeps_should(client, lang):
    never_reads(client, SLUG, KEYS, lang, OLD_READ_OUT[lang])
