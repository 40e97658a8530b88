"""The progress chart's lines are told apart at a glance and without colour: every topic has its
own colour, far from every other (and readable on the white chart), and its own marker shape and
dash pattern; the legend draws each line, and the chart's figures are a table for screen readers."""

import itertools
import math
import re
import xml.etree.ElementTree as ET
from datetime import date, timedelta

import pytest
from django.test import Client
from django.utils import timezone

from quizzes import bank, progress
from quizzes.question_types import REGISTRY, TYPES

from .helpers import open_question, right_and_wrong_tokens, url_in

SVG = "{http://www.w3.org/2000/svg}"
MIN_COLOUR_DISTANCE = 20  # CIE76 delta E; about 2.3 is just noticeable side by side
MIN_CONTRAST = 3.0  # WCAG 2.1, 1.4.11 non-text contrast, against the chart's white


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _rgb(colour: str) -> tuple[float, float, float]:
    r, g, b = (_linear(int(colour[i : i + 2], 16)) for i in (1, 3, 5))
    return r, g, b


def _contrast_on_white(colour: str) -> float:
    r, g, b = _rgb(colour)
    return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05)


def _lab(colour: str) -> tuple[float, float, float]:
    """sRGB (D65) to CIELAB."""
    r, g, b = _rgb(colour)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_every_topic_has_a_colour_far_from_every_other_and_readable_on_white():
    colours = {t.code: t.colour.lower() for t in REGISTRY}
    close = [
        (a, b, round(math.dist(_lab(colours[a]), _lab(colours[b])), 1))
        for a, b in itertools.combinations(TYPES, 2)
        if math.dist(_lab(colours[a]), _lab(colours[b])) < MIN_COLOUR_DISTANCE
    ]
    assert close == []
    assert [t for t, c in colours.items() if _contrast_on_white(c) < MIN_CONTRAST] == []


def test_every_topic_has_its_own_marker_and_dash_so_the_chart_reads_without_colour():
    second_channel = [(progress.STYLES[t].marker, progress.STYLES[t].dash) for t in TYPES]
    assert len(set(second_channel)) == len(TYPES)
    assert len({(progress.STYLES[t].colour, *pair) for t, pair in zip(TYPES, second_channel, strict=True)}) == len(
        TYPES
    )


def _shape(element) -> str:
    """What a marker looks like, read from the drawing itself (not from a name)."""
    tag = element.tag.removeprefix(SVG)
    if tag == "path":
        return "plus" if "H" in element.get("d") else "cross"
    if tag == "polygon":
        points = [tuple(map(float, p.split(","))) for p in element.get("points").split()]
        if len(points) == 4:
            return "diamond"
        apex, base = points[0], points[1]
        return "triangle" if apex[1] < base[1] else "triangle-down"
    return tag  # circle, rect


def test_the_drawn_lines_differ_in_colour_and_in_marker_and_dash():
    """Fourteen topics answered on two days: fourteen lines in the SVG, no two drawn with the same
    colour, and no two with the same marker shape and dash pattern (the chart without colour)."""
    today = date(2026, 3, 10)
    days = {t: {today - timedelta(days=3): (2, i % 3), today: (4, 1 + i % 4)} for i, t in enumerate(TYPES)}
    svg = ET.fromstring(str(progress.chart(days, {t: t for t in TYPES}, "chart", today=today)))
    drawn = {}
    for group in svg.iter(f"{SVG}g"):
        line = group.find(f"{SVG}polyline")
        markers = [e for e in group if e.tag not in (f"{SVG}title", f"{SVG}polyline")]
        shapes = {_shape(m) for m in markers}
        assert len(markers) == 2 and len(shapes) == 1  # one marker per point, all alike
        colours = {line.get("stroke")} | {
            m.get("fill") if m.get("fill") != "none" else m.get("stroke") for m in markers
        }
        assert len(colours) == 1
        drawn[group.findtext(f"{SVG}title")] = (colours.pop(), shapes.pop(), line.get("stroke-dasharray") or "")
    assert set(drawn) == set(TYPES)
    assert len({colour for colour, _s, _d in drawn.values()}) == len(TYPES)
    assert len({(shape, dash) for _c, shape, dash in drawn.values()}) == len(TYPES)


@pytest.mark.django_db
def test_the_chart_is_also_a_table_with_each_topics_figures_by_day():
    """Boards answered wrong then right, "Which Law?" right, today: the table under the chart
    gives the running figures the chart draws (2 answered, 1 right, 50 %; 1, 1, 100 %), each row
    headed by its topic; the SVG's label points to the table and the legend draws each line."""
    client = Client()
    for qtype, ref, right in (("board", "1", False), ("board", "2", True), ("where", "3", True)):
        _html, shown = open_question(client, qtype, ref)
        choice = right_and_wrong_tokens(shown, bank.question(qtype, ref))[0 if right else 1]
        client.post("/en/quiz/answer/", {"served": shown.token, "choice": choice}, follow=True)
    page = client.get(url_in("en", "progress")).content.decode()
    table = page[page.index('<table class="chart-data">') :]
    table = table[: table.index("</table>")]
    assert "<caption>Accuracy per topic, last 30 days</caption>" in table
    rows = re.findall(
        r'<tr><th scope="row">([^<]+)</th><td>([^<]+)</td><td>(\d+)</td><td>(\d+)</td><td>(\d+)</td></tr>', table
    )
    today = timezone.localdate().strftime("%m/%d/%Y")
    assert rows == [("Boards and dealing", today, "2", "1", "50"), ("Which Law?", today, "1", "1", "100")]
    assert re.search(r'<svg class="chart"[^>]* role="img" aria-label="[^"]*table below the chart"', page)
    assert page.count('<svg class="line-sample"') == 2
    turkish = client.get(url_in("tr", "progress")).content.decode()
    assert "Grafiğin değerleri tablo olarak" in turkish and "Gün" in turkish


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_chart_writes_its_days_as_the_table_does_in_the_page_s_language(lang):
    """fix55: the chart's days were "28.10 07.11 17.11 26.11" on the English page too, where the
    table under it says "11/26/2026". Each page writes them in its own language's short date (Django's
    SHORT_DATE_FORMAT: "11/26/2026", "26 Kas 2026"), the chart's last day the same text as the table's
    row for today. The first is the window's first day, CHART_DAYS - 1 days before today (28 October
    on 26 November: the date qa54 saw was right, the format was not)."""
    from django.utils import translation
    from django.utils.formats import date_format

    client = Client()
    _html, shown = open_question(client, "board", "1")
    client.post(
        "/en/quiz/answer/",
        {"served": shown.token, "choice": right_and_wrong_tokens(shown, bank.question("board", "1"))[0]},
        follow=True,
    )
    page = client.get(url_in(lang, "progress")).content.decode()
    today = timezone.localdate()
    with translation.override(lang):
        written = [date_format(today - timedelta(days=d), "SHORT_DATE_FORMAT") for d in (29, 19, 9, 0)]
    svg = page[page.index('<svg class="chart"') : page.index("</svg>", page.index('<svg class="chart"'))]
    assert re.findall(r'<text [^>]*class="axis" text-anchor="[a-z]+">([^<]+)</text>', svg) == written
    table = page[page.index('<table class="chart-data">') :]
    assert f"<td>{written[-1]}</td>" in table[: table.index("</table>")]
    assert (lang == "en") == ("/" in written[-1])
