"""A name or question a Director types is shown isolated from the text around it (<bdi>, HTML's
bidirectional isolate), wherever it shares a line with the page's own words: the breadcrumbs and
the print stamp ("event · Board 7 · director"), a poll's heading and its record. Otherwise a
right-to-left name, or a right-to-left override (U+202E) pasted into one, reorders the rest of the
line: "Board 7" and the Director's name would read backwards. The text itself is kept as typed."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import override

from desk.models import Poll, RulingRecord
from rulings.tests.test_records import DEAL

EVENT = "Kupa\u202e 2026"
QUESTION = "\u05e9\u05d0\u05dc\u05d4: what do you call?"


def record(director) -> RulingRecord:
    return RulingRecord.objects.create(director=director, event=EVENT, board=7, deal_source=DEAL, deal=DEAL)


def poll(director, on: RulingRecord) -> Poll:
    return Poll.objects.create(
        director=director,
        record=on,
        seat="W",
        hand="T76.7.T864.T9643",
        dealer="N",
        vulnerability="NS",
        auction="1H X 2H",
        question=QUESTION,
        closes_at=timezone.now() + timedelta(days=7),
    )


def page(client, name: str, *args, lang: str = "en") -> str:
    with override(lang):
        url = reverse(name, args=args)
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


def test_the_event_is_isolated_in_the_breadcrumbs_and_the_print_stamp(director_client, director):
    director.first_name, director.last_name = "\u0623\u062d\u0645\u062f", "Y"
    director.save()
    shown = page(director_client, "desk:detail", record(director).pk)
    assert shown.count(f"<bdi>{EVENT}</bdi> · Board 7") == 2  # breadcrumbs and print stamp
    assert "<bdi>\u0623\u062d\u0645\u062f Y</bdi></p>" in shown
    assert f"<dd>{EVENT}</dd>" in shown  # a cell of its own: kept as typed, nothing around it


def test_a_polls_question_and_record_are_isolated(director_client, director):
    asked = poll(director, record(director))
    shown = page(director_client, "desk:poll", asked.pk, lang="tr")
    assert f"<bdi>{QUESTION}</bdi></h2>" in shown
    assert f"<bdi>{EVENT}</bdi> · Bord 7</a>" in shown
    listed = page(director_client, "desk:polls")
    assert f"<bdi>{EVENT}</bdi> · Board 7</td>" in listed  # the record named as its own page names it


@pytest.mark.parametrize("lang,board", [("tr", "Bord 7"), ("en", "Board 7")])
def test_the_poll_page_names_its_record_as_the_poll_list_does(director_client, director, lang, board):
    # The poll page said "Kupa 2026 · 7", the bare number, where its list says "Kupa 2026 · Bord 7".
    asked = poll(director, record(director))
    named = f"<bdi>{EVENT}</bdi> · {board}"
    assert f"{named}</a>" in page(director_client, "desk:poll", asked.pk, lang=lang)
    assert f"{named}</td>" in page(director_client, "desk:polls", lang=lang)
