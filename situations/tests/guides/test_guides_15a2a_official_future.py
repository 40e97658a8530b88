"""15A2(a) in the official Turkish's future where the wrong-board guide states it: the wrong-cards
Ending's `now` and its read-out (qa275, session 92; qa263's list: a guide sentence that states a rule
takes the official modality; the English stayed as it was until qa280 gave it the WBF's "shall award").

15A2(a), TR (official): "Kusurlu oyuncunun ortağı daha sonra bir konuşma yapmış ise, Hakem ayarlı skor
atayacaktır."
15A2(a), WBF: "If the offender's partner has subsequently called, the Director shall award an adjusted
score."

The guide said "hakem ayarlı skor verir" (the present); the sentence keeps its words and takes the
future. Its second clause (15A2(b), TR "... konuşmasını yapar ve artırma normal akışında devam eder")
is the official present and stays.
"""

from pathlib import Path

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
KEYS = ["wrong-cards"]


def test_15a2a_in_the_official_future_on_the_page(client):
    says(client, "wrong-board", KEYS, "tr", "Ortağı sonradan konuştuysa hakem ayarlı skor verecektir; konuşmadıysa")
    never_says(client, "wrong-board", KEYS, "tr", "konuştuysa hakem ayarlı skor verir;")


def test_15a2a_in_the_official_future_in_the_read_out(client):
    reads(client, "wrong-board", KEYS, "tr", "Ortağınız sonradan konuştuysa hakem ayarlı skor verecektir; konuşmadıysa")
    never_reads(client, "wrong-board", KEYS, "tr", "konuştuysa hakem ayarlı skor verir;")


def test_15a2a_english_in_the_wbf_shall(client):  # qa280: was "awards"
    says(
        client,
        "wrong-board",
        KEYS,
        "en",
        "If his partner has called since, the Director shall award an adjusted score;",
    )


def test_the_official_turkish_says_atayacaktir():
    assert "bir konuşma yapmış ise, Hakem ayarlı skor atayacaktır." in TURKISH.read_text(encoding="utf-8")
