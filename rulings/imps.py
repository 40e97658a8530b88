"""Law 78B: the IMP scale converting a total-point difference into International Match Points.

The table gives bands of multiples of ten (0-10, 20-40, ...) with a gap of ten between two bands.
A difference in a gap (15, 45: an averaged score, or any difference asked that is not a multiple
of ten) is in no band of either text: the engine's decision gives it the lower band, i.e. the
scale steps up at 20, 50, 90, ... 4000 (rulings/tests/test_imps_table.py reads the bands from the
Turkish table). A negative difference gives the same number of IMPs, negative.
"""

from __future__ import annotations

from bisect import bisect_right

# The lowest difference of each band from 1 IMP to 24 IMPs.
STEPS = (
    20,
    50,
    90,
    130,
    170,
    220,
    270,
    320,
    370,
    430,
    500,
    600,
    750,
    900,
    1100,
    1300,
    1500,
    1750,
    2000,
    2250,
    2500,
    3000,
    3500,
    4000,
)


def imps(diff: int) -> int:
    value = bisect_right(STEPS, abs(diff))
    return -value if diff < 0 else value
