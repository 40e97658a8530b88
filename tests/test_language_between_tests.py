"""A test starts in the language a fresh process has, whatever page the test before it asked for
(conftest.py, `language_of_a_fresh_process`): an English page leaves English active in the thread
(Django's LocaleMiddleware activates it and nothing takes it back), and a row saved then holds the
English in its untranslated column (modeltranslation), as test_open_draft_copy.py's did after
lawbook/tests/editions/test_note_47e1_63a1_official_words.py (session 91, fix261). The two tests
run in this order in one process: a file's tests go to one worker in turn (config/suite_schedule.py)."""

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import translation

from lawbook.models import Interpretation

pytestmark = pytest.mark.django_db


def test_an_english_page_leaves_english_active_in_the_thread(client):
    with translation.override("en"):
        address = reverse("lawbook:law", args=(47,))
    assert client.get(address).status_code == 200
    assert translation.get_language() == "en"


def test_the_next_test_starts_in_turkish_and_its_rows_hold_the_turkish():
    assert translation.get_language() == settings.LANGUAGE_CODE == "tr"
    made = Interpretation.objects.create(
        edition_id="2017",
        kind=Interpretation.ELECTION,
        labels="12C2(b)",
        title_tr="Ortalama artı",
        title_en="Average plus",
        text_tr="Metin",
        text_en="Text",
        source="TBF 1",
        date="2026-01-01",
    )
    stored = Interpretation.objects.rewrite(False).filter(pk=made.pk).values_list("text", "title").get()
    assert stored == ("Metin", "Ortalama artı")
