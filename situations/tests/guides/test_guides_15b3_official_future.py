"""15B3 in the official Turkish's future where the wrong-board guide states it: the wrong-table
Ending's `now` and its read-out (qa275, session 92; qa263's list).

15B3, TR (official): "Hakem geçerli bir skor kazanma olanağından yoksun kalmış yarışmacılara yapay bir
ayarlı skor verecektir [bkz. Yasa 12C2(a)]."
15B3, WBF: "The Director shall award an artificial adjusted score [see Law 12C2(a)] to any contestant
deprived of the opportunity to earn a valid score."

The guide said "yapay ayarlı skor verilir" (the present passive); it takes the future passive
"verilecektir", its words otherwise kept. The English kept "get" until qa280 ("shall be awarded").
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
KEYS = ["wrong-table"]
OLD = "yapay ayarlı skor verilir (Yasa 15B3"


def test_15b3_in_the_official_future_on_the_page(client):
    says(
        client, "wrong-board", KEYS, "tr", "kaybedenlere yapay ayarlı skor verilecektir (Yasa 15B3; bkz. Yasa 12C2(a))."
    )
    never_says(client, "wrong-board", KEYS, "tr", OLD)


def test_15b3_in_the_official_future_in_the_read_out(client):
    reads(client, "wrong-board", KEYS, "tr", "kaybedenlere yapay ayarlı skor verilecektir (Yasa 15B3).")
    never_reads(client, "wrong-board", KEYS, "tr", OLD)
