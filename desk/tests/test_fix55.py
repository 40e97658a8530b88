"""fix55: what this morning's helpers left on the ruling desk (docs/legal-review.md, "fix55"). Each
test asserts what a Director reads or gets, in both languages, and quotes the deciding paragraph in
both texts."""

from __future__ import annotations

import re
from html import unescape

import pytest

from desk.models import RulingRecord

from .conftest import PAGES
from .test_desk54 import TURN_TITLE, YES_NO
from .test_judgement import NEW, START, answer, start, text_of
from .test_records import create

pytestmark = pytest.mark.django_db

# --- 1. The start page's lede ------------------------------------------------------------------

# What the lede must say of the score: that it comes where the Laws give one, not on every path.
SCORE_WHERE_GIVEN = {
    "en": "where they give an adjusted score, the one computed by the ruling engine",
    "tr": "Yasalar ayarlı skor veriyorsa, karar motorunun hesapladığı ayarlı skor",
}


def _lede(response) -> str:
    found = re.search(r'<p class="lede">(.*?)</p>', response.content.decode(), re.S)
    assert found
    return unescape(found.group(1))


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("yes_or_no", [0, 1])
def test_the_start_page_does_not_promise_an_adjusted_score_the_47e1_path_never_gives(director_client, lang, yes_or_no):
    """47E1, TR "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
    kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım
    olmaksızın geri alınabilir."; WBF "A lead out of turn (or play of a card) is retracted without
    further rectification if the player was mistakenly informed by an opponent that it was his turn to
    lead or play": no adjusted score, and the path's two Endings have no score step. The start page
    said every path's questions end "in the adjusted score computed by the ruling engine" / "sonunda
    karar motorunun hesapladığı ayarlı skor"."""
    page = director_client.get(START[lang])
    ending = answer(director_client, start(director_client, lang, TURN_TITLE[lang]), YES_NO[lang][yes_or_no])
    assert ending.status_code == 200
    assert 'name="kind"' not in ending.content.decode()  # no score form on this Ending
    lede = _lede(page)
    assert SCORE_WHERE_GIVEN[lang] in lede
    assert "ending in the adjusted score" not in lede and "sonunda karar motorunun" not in lede


# --- 2. The record's "auction and play" in the Laws' Turkish -----------------------------------


def test_the_turkish_record_calls_the_auction_artirim_as_the_laws_do(director_client, record_data):
    """The Laws' Turkish for the auction is "artırım": Law 17, TR "YASA 17- ARTIRIM SÜRECİ", "Bir
    dağıtımda bir taraf için artırım süreci ortaklardan birinin kartlarını bordan almasıyla
    başlar.", WBF "LAW 17 - THE AUCTION PERIOD", "The auction period on a deal begins for a side when
    either partner withdraws his cards from the board."; 23B, TR "artırım ve oyun herhangi bir onarım
    yapılmaksızın devam eder", WBF "both the auction and play continue without further
    rectification". The record's form, its page and its history said "açık artırma ve oyun", a word
    the Laws never use."""
    form = text_of(director_client.get(NEW["tr"]))
    create(director_client, record_data)
    record = RulingRecord.objects.get()
    director_client.post(
        PAGES["en"] + f"{record.pk}/edit/", {**record_data, "auction_and_play": record_data["auction_and_play"] + " 5H"}
    )
    page = text_of(director_client.get(PAGES["tr"] + f"{record.pk}/"))
    for shown in (form, page):
        assert "açık artırma" not in shown.lower()
    assert "Artırım ve oyun</label>" in form
    assert '<h2 id="auction-h">Artırım ve oyun</h2>' in page
    assert "değişti: artırım ve oyun</li>" in page
