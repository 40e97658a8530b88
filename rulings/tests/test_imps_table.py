"""Law 78B's IMP scale, read from the table itself (the official Turkish, fixtures/laws_tr.txt), at
both edges of every band.

78B (TR) "Uluslararası maç puanı skorunda, her bord için, iki skor arasındaki toplam puan farkı
karşılaştırılır ve aşağıdaki skalaya göre IMP'ye çevrilir." (WBF) "In international matchpoint
scoring, on each board the total point difference between the two scores compared is converted into
IMPs according to the following scale." The two tables have the same 25 bands: "0–10 0", "20–40 1",
"50–80 2" ... "3500–3990 23", "4000 + 24" (WBF "4000+ 24").

The bands are multiples of ten and leave gaps of ten between them (10 | 20, 40 | 50 ...): a
difference inside a gap (15, 45; only averaged or other non-Law-77 scores give one) is in no band of
either text. The engine gives it the band below (rulings/imps.py; rulings/README.md, "Decisions"):
its own decision, tested here as one, not as the Law's.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulings import answer
from rulings.imps import imps

LAWS_TR = Path(__file__).resolve().parents[2] / "fixtures" / "laws_tr.txt"


def _bands() -> list[tuple[int, int | None, int]]:
    """(lowest, highest or None for "4000 +", IMPs) of each band, in the order of the difference."""
    text = LAWS_TR.read_text(encoding="utf-8")
    start = text.index("B. Uluslararası Maç Puanı Skoru (IMP)")
    table = text[start : text.index("C. Toplam Puan Skoru", start)]
    cells = [line.strip() for line in table.splitlines() if line.strip()]
    bands: list[tuple[int, int | None, int]] = []
    for cell, value in zip(cells, cells[1:], strict=False):
        span = re.fullmatch(r"(\d+)\s*[–-]\s*(\d+)", cell)
        top = re.fullmatch(r"(\d+)\s*\+", cell)
        if span and value.isdigit():
            bands.append((int(span[1]), int(span[2]), int(value)))
        elif top and value.isdigit():
            bands.append((int(top[1]), None, int(value)))
    return sorted(bands)


BANDS = _bands()


def test_the_turkish_table_has_25_bands_of_multiples_of_ten_ten_apart():
    assert len(BANDS) == 25
    assert [b[2] for b in BANDS] == list(range(25))
    assert BANDS[0][0] == 0 and BANDS[-1] == (4000, None, 24)
    for (_, high, _), (low, _, _) in zip(BANDS, BANDS[1:], strict=False):
        assert high is not None and low == high + 10  # the gap of ten between two bands


@pytest.mark.parametrize("low, high, value", BANDS, ids=[f"{b[0]}-{b[1] or '+'}" for b in BANDS])
def test_law_78b_every_multiple_of_ten_in_a_band_and_both_its_edges(low, high, value):
    """Both edges and every multiple of ten between them; a negative difference gives the same IMPs
    negative (the side that scored less)."""
    for diff in range(low, (high if high is not None else 8000) + 1, 10):
        assert imps(diff) == value, diff
        assert imps(-diff) == -value, -diff
    assert answer({"q": "imps", "diff": high if high is not None else low}) == {"imps": value, "laws": ["78B"]}


@pytest.mark.parametrize("low, high, value", BANDS[:-1], ids=[f"{b[1]}+" for b in BANDS[:-1]])
def test_a_difference_in_the_gap_after_a_band_takes_that_band_the_engines_decision(low, high, value):
    """Neither text places 15, 45 ... 3995: the engine gives the band below, up to the next band's
    lowest difference, where the IMPs step up."""
    for diff in range(high + 1, high + 10):
        assert imps(diff) == value, diff
        assert imps(-diff) == -value, -diff
    assert imps(high + 10) == value + 1
