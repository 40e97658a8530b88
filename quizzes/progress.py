"""Progress: accuracy per topic, over time (a server-rendered SVG chart), and streaks (days in a
row with an answer; right answers in a row). Computed from the person's answered questions.

The chart draws, for each day of the last 30 with answers, the accuracy of all the answers of
that topic up to that day: a running figure moves steadily, where a single day's few answers
would jump between 0 and 100 %. Each topic's line has its own colour (the registry's) and its own
marker shape and dash pattern, so that fourteen lines are told apart at a glance and without
colour; the legend draws each line's sample, and the same figures are given as a table
(`chart_rows`) for screen readers and for reading exact values.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from django.utils import timezone
from django.utils.formats import date_format
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from .models import ServedQuestion
from .question_types import REGISTRY, TYPES

COLOURS = {t.code: t.colour for t in REGISTRY}
CHART_DAYS = 30

# The second channel, beside colour: a marker shape and a dash pattern (SVG stroke-dasharray, ""
# solid). Seven shapes times three patterns, given in the registry's order: every type its own pair.
MARKERS = ("circle", "square", "triangle", "diamond", "triangle-down", "plus", "cross")
DASHES = ("", "6 3", "1.5 2.5")


@dataclass(frozen=True)
class SeriesStyle:
    """How one topic's line is drawn on the chart and in the legend."""

    colour: str
    marker: str
    dash: str

    def marker_at(self, x: float, y: float) -> str:
        """The marker's SVG at (x, y): filled shapes, or two strokes for plus and cross."""
        c, r = self.colour, 3.4
        if self.marker == "circle":
            return format_html('<circle cx="{}" cy="{}" r="3" fill="{}"/>', x, y, c)
        if self.marker == "square":
            return format_html('<rect x="{}" y="{}" width="5.4" height="5.4" fill="{}"/>', _n(x - 2.7), _n(y - 2.7), c)
        if self.marker in ("plus", "cross"):
            d = (
                f"M{_n(x - r)} {_n(y)}H{_n(x + r)}M{_n(x)} {_n(y - r)}V{_n(y + r)}"
                if self.marker == "plus"
                else f"M{_n(x - 3)} {_n(y - 3)}L{_n(x + 3)} {_n(y + 3)}M{_n(x - 3)} {_n(y + 3)}L{_n(x + 3)} {_n(y - 3)}"
            )
            return format_html('<path d="{}" stroke="{}" stroke-width="1.8" fill="none"/>', d, c)
        corners = {
            "triangle": ((0, -r), (r, r * 0.75), (-r, r * 0.75)),
            "triangle-down": ((0, r), (r, -r * 0.75), (-r, -r * 0.75)),
            "diamond": ((0, -r - 0.4), (r + 0.4, 0), (0, r + 0.4), (-r - 0.4, 0)),
        }[self.marker]
        points = " ".join(f"{_n(x + dx)},{_n(y + dy)}" for dx, dy in corners)
        return format_html('<polygon points="{}" fill="{}"/>', points, c)

    def line(self, points: str) -> str:
        dash = format_html(' stroke-dasharray="{}"', self.dash) if self.dash else ""
        return format_html(
            '<polyline points="{}" fill="none" stroke="{}" stroke-width="2"{}/>', points, self.colour, dash
        )

    def sample(self) -> str:
        """The legend's sample of the line: a stretch of it with its marker in the middle."""
        return format_html(
            '<svg class="line-sample" viewBox="0 0 28 12" aria-hidden="true" focusable="false">{}{}</svg>',
            self.line("1,6 27,6"),
            self.marker_at(14, 6),
        )


def _n(value: float) -> float:
    return round(value, 1)


STYLES: dict[str, SeriesStyle] = {
    code: SeriesStyle(COLOURS[code], MARKERS[i % len(MARKERS)], DASHES[i // len(MARKERS) % len(DASHES)])
    for i, code in enumerate(TYPES)
}


@dataclass
class TopicStats:
    qtype: str
    answered: int
    correct: int

    @property
    def accuracy(self) -> int | None:
        return round(100 * self.correct / self.answered) if self.answered else None


def answered(owner):
    return owner.filter(ServedQuestion.objects).filter(answered_at__isnull=False).order_by("answered_at")


def summary(owner) -> dict:
    rows = list(answered(owner).values_list("qtype", "correct", "answered_at"))
    per = {t: TopicStats(t, 0, 0) for t in TYPES}
    for qtype, correct, _when in rows:
        stats = per.get(qtype)
        if stats:
            stats.answered += 1
            stats.correct += bool(correct)
    days = sorted({timezone.localtime(when).date() for _, _, when in rows})
    today = timezone.localdate()
    return {
        "topics": [per[t] for t in TYPES],
        "total": TopicStats("all", len(rows), sum(bool(c) for _, c, _ in rows)),
        "day_streak": _current_streak(days, today),
        "best_day_streak": _best_streak(days),
        "right_in_a_row": _right_in_a_row([c for _, c, _ in rows]),
        "days": _daily(rows, today),
    }


def _current_streak(days, today) -> int:
    if not days or days[-1] < today - timedelta(days=1):
        return 0
    streak, expected = 0, days[-1]
    for day in reversed(days):
        if day != expected:
            break
        streak += 1
        expected = day - timedelta(days=1)
    return streak


def _best_streak(days) -> int:
    best = run = 0
    previous = None
    for day in days:
        run = run + 1 if previous is not None and day == previous + timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    return best


def _right_in_a_row(flags) -> int:
    count = 0
    for flag in reversed(flags):
        if not flag:
            break
        count += 1
    return count


def _daily(rows, today) -> dict:
    """{qtype: {date: (answered, correct) up to the end of that day}} for the chart's days."""
    start = today - timedelta(days=CHART_DAYS - 1)
    out: dict = {}
    totals: dict = {}
    for qtype, correct, when in rows:  # in the order answered
        answered_n, correct_n = totals.get(qtype, (0, 0))
        totals[qtype] = (answered_n + 1, correct_n + bool(correct))
        day = timezone.localtime(when).date()
        if day >= start:
            out.setdefault(qtype, {})[day] = totals[qtype]
    return out


def chart(days: dict, labels: dict, title: str, today=None) -> str:
    """An SVG line chart of daily accuracy per topic over the last CHART_DAYS days; scales to the
    width of a phone (viewBox), one polyline per topic, dots where there were answers."""
    today = today or timezone.localdate()
    start = today - timedelta(days=CHART_DAYS - 1)
    width, height, left, bottom, top = 340, 180, 30, 20, 8
    plot_w, plot_h = width - left - 6, height - bottom - top

    def x(day):
        return left + plot_w * (day - start).days / (CHART_DAYS - 1)

    def y(pct):
        return top + plot_h * (1 - pct / 100)

    grid = format_html_join(
        "",
        '<line x1="{}" y1="{}" x2="{}" y2="{}" class="grid"/><text x="{}" y="{}" class="axis">{}</text>',
        ((left, y(p), width - 6, y(p), 2, y(p) + 4, f"{p}%") for p in (0, 50, 100)),
    )
    # The days under the axis as the table under the chart writes them (the `date` filter's
    # SHORT_DATE_FORMAT): in the page's language, "11/26/2026" / "26 Kas 2026". The first is the
    # window's first day, CHART_DAYS - 1 days before today (28 October on 26 November).
    marked = [
        (start + timedelta(days=d), a)
        for d, a in ((0, "start"), (10, "middle"), (20, "middle"), (CHART_DAYS - 1, "end"))
    ]
    ticks = format_html_join(
        "",
        '<text x="{}" y="{}" class="axis" text-anchor="{}">{}</text>',
        ((x(day), height - 4, anchor, date_format(day, "SHORT_DATE_FORMAT")) for day, anchor in marked),
    )
    series = []
    for qtype in TYPES:
        points = sorted(days.get(qtype, {}).items())
        if not points:
            continue
        coords = [(_n(x(day)), _n(y(100 * c / n))) for day, (n, c) in points]
        style = STYLES[qtype]
        markers = mark_safe("".join(style.marker_at(a, b) for a, b in coords))
        series.append(
            format_html(
                '<g class="series" data-topic="{}"><title>{}</title>{}{}</g>',
                qtype,
                labels.get(qtype, qtype),
                style.line(" ".join(f"{a},{b}" for a, b in coords)),
                markers,
            )
        )
    return format_html(
        '<svg class="chart" viewBox="0 0 {} {}" role="img" aria-label="{}" xmlns="http://www.w3.org/2000/svg">{}{}{}</svg>',
        width,
        height,
        title,
        grid,
        ticks,
        mark_safe("".join(series)),
    )


@dataclass(frozen=True)
class ChartRow:
    """One point of the chart, as a row of its table: a topic's running figures on a day."""

    topic: str
    day: date
    answered: int
    correct: int

    @property
    def percent(self) -> int:
        return round(100 * self.correct / self.answered)


def chart_rows(days: dict, labels: dict) -> list[ChartRow]:
    """Every point the chart draws, topic by topic in the registry's order, day by day."""
    return [
        ChartRow(labels.get(qtype, qtype), day, n, c)
        for qtype in TYPES
        for day, (n, c) in sorted(days.get(qtype, {}).items())
    ]
