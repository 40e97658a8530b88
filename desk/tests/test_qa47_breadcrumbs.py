"""qa47: a record's place in the desk's breadcrumbs. The record page read "Ruling records · Player
polls › Istanbul Pairs Cup · Board 7 · Adjusted score calculator ...": the record stood under the
player polls, as if it were one of them. It belongs under the ruling records."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from desk.models import RulingRecord

from .test_records import create

pytestmark = pytest.mark.django_db


def _trail(html: str) -> str:
    [nav] = re.findall(r'<nav class="breadcrumbs"[^>]*>(.*?)</nav>', html, re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", nav).split())


@pytest.mark.parametrize(
    "lang, records, polls, board",
    [("en", "Ruling records", "Player polls", "Board 7"), ("tr", "Karar kayıtları", "Oyuncu anketleri", "Bord 7")],
)
def test_a_record_stands_under_the_ruling_records_in_the_breadcrumbs(
    director_client, record_data, lang, records, polls, board
):
    create(director_client, record_data)
    record = RulingRecord.objects.get()
    for name in ("desk:detail", "desk:edit"):
        with translation.override(lang):
            page = reverse(name, args=[record.pk])
        trail = _trail(director_client.get(page).content.decode())
        assert f"{records} › Istanbul Pairs Cup · {board}" in trail, trail
        assert f"{polls} ›" not in trail, trail
