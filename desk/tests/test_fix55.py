"""fix55: what this morning's helpers left on the ruling desk (docs/legal-review.md, "fix55"). Each
test asserts what a Director reads or gets, in both languages, and quotes the deciding paragraph in
both texts."""

from __future__ import annotations

import re
from html import unescape

import pytest

from desk.models import RulingRecord

from .conftest import PAGES
from .test_desk54 import CALCULATOR, TURN_TITLE, TYPED, YES_NO, _desk_score_step
from .test_judgement import NEW, START, answer, start, text_of
from .test_records import create

pytestmark = pytest.mark.django_db

# --- 1. The start page's lede ------------------------------------------------------------------

# What the lede must say of the score: that it comes where a step asks for one, not on every path
# (desk96: and that some Endings state a score without computing it).
SCORE_WHERE_GIVEN = {
    "en": "Where a step asks for the adjusted score, the ruling engine computes it",
    "tr": "Bir adım ayarlı skoru sorduğunda onu karar motoru hesaplar",
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


# --- 4. The score step checks a potential result at the board's vulnerability ------------------

NOT_AT_THIS_VULNERABILITY = {
    "en": "Row 1: no contract and result gives North-South a score of +620 (neither side vulnerable; Law 77).",
    "tr": "1. satır: hiçbir kontrat ve sonuç Kuzey-Güney'e +620 skorunu vermez (kimse zonda değil; Yasa 77).",
}
WITH_620 = {**TYPED, "score1": "+620", "field": "170 140 -100"}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_desk_refuses_a_potential_result_the_board_s_vulnerability_cannot_give(director_client, lang):
    """Law 77, TR "Zonda iken ZON yapmak 500" against "Zonsuz iken ZON yapmak 300", WBF "For
    making GAME vulnerable 500" against "For making GAME, not vulnerable 300": 4S making ten tricks
    is +420 not vulnerable and +620 vulnerable; no contract and result gives North-South +620 when neither side is vulnerable (nor
    their opponents' contracts: their penalties not vulnerable are 50 a trick undoubled and 100, 300,
    500, 800 ... doubled). 12C1(b), TR "masada gerçekleşmesi muhtemel sonuca en yakın skora", WBF "the
    score closest to the result that would probably have occurred at the table": a result at this
    table, at this board's vulnerability. The desk's score step, where the Director states the
    vulnerability (its contracts are scored at it), took +620 typed as a score with neither side
    vulnerable."""
    step = _desk_score_step(director_client, lang)
    response = director_client.get(START[lang], {**step, **WITH_620, "side": "NS", "vul": "None"})
    assert response.status_code == 400
    assert NOT_AT_THIS_VULNERABILITY[lang] in text_of(response)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_desk_takes_a_potential_result_at_a_vulnerability_that_gives_it(director_client, lang):
    """What must not change: +620 for North-South is 4S making by North-South vulnerable (Law 77:
    "Zonda iken ZON yapmak 500" / "For making GAME vulnerable 500"), taken with North-South or both vulnerable;
    +620 for East-West is the same by East-West when they are vulnerable; where the query states no
    vulnerability (the calculator, a link), the check is at either, as before. The other tables'
    scores are checked at either vulnerability still: a copy of the board played at another
    vulnerability is a fouled board (87A, TR "aynı olması gereken bordun iki kopyası arasında farklı
    dağıtan veya zon durumu", WBF "the dealer or vulnerability differed between copies of the same
    board"), so +620 there is no error the page can see."""
    step = _desk_score_step(director_client, lang)
    for side, vul in (("NS", "NS"), ("NS", "All"), ("EW", "EW")):
        response = director_client.get(START[lang], {**step, **WITH_620, "side": side, "vul": vul})
        assert response.status_code == 200, (side, vul, text_of(response)[:400])
    for url, extra in ((CALCULATOR[lang], {}), (START[lang], step)):
        assert director_client.get(url, {**extra, **WITH_620}).status_code == 200, url
    field = {**TYPED, "score1": "170", "field": "170 +620 -100", "side": "NS", "vul": "None"}
    other = {**TYPED, "score1": "170", "form": "imps", "other": "+620", "side": "NS", "vul": "None"}
    for params in (field, other):
        assert director_client.get(START[lang], {**step, **params}).status_code == 200
