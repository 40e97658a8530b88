"""desk100: average plus as the Tournament Organizer has set it (Law 12C2(b)) at the desk's 86B2(b)
step, and on the record.

- 12C2(b), TR "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj eksi olarak yapay bir ayarlı
  skor atamayı tercih ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir. Bu rakamlar,
  Yetkili Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi
  çerçevesinde, Organizasyon Komitesince değiştirilebilir"; WBF "When the Director chooses to award
  an artificial adjusted score of average plus or average minus at IMP play, that score is plus 3
  IMPs or minus 3 IMPs respectively. Subject to approval by the Regulating Authority, this may be
  varied by the Tournament Organizer as provided for by Laws 78D, 86B3 and (d) hereunder."
- 86B2(b), TR "Hakem kusursuz tarafa ... suni ayarlı skor ortalama üstü şeklinde suni ayarlı skor (bkz
  Yasa 12C2(b)), veya atanmış bir ayarlı bir skor verir (hangisi daha yüksek ise)"; WBF "either an
  artificial adjusted score of average plus [see Law 12C2(b)] or an assigned adjusted score, whichever
  is more favorable".
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from .test_desk95 import WRONG, _walk
from .test_judgement import RECORD, START, _walk_ui_to_score, form_fields, record_laws, text_of

pytestmark = pytest.mark.django_db

ANSWERS = ("teams", "multiple", "no", "one")
LABEL = {
    "en": "Average plus, as the Tournament Organizer has set it (Law 12C2(b)): IMPs",
    "tr": "Averaj artı, Organizasyon Komitesinin belirlediği şekliyle (Yasa 12C2(b)): IMP",
}
VARIED = {
    "en": (
        "Average plus, as the Tournament Organizer has set it in place of Law 12C2(b)'s 3 IMPs, subject to the "
        "approval of the Regulating Authority (Law 12C2(b)): +2.5 IMPs",
        "The higher, to North-South, the non-offending side (Law 86B2(b)): average plus: +2.5 IMPs",
        "The complement, to East-West, the offending side (Law 86B2(b)): −2.5 IMPs",
    ),
    "tr": (
        "Averaj artı, Yasa 12C2(b)'nin 3 IMP'si yerine, Yetkili Federasyonun onayına bağlı olarak Organizasyon "
        "Komitesinin belirlediği şekliyle (Yasa 12C2(b)): +2,5 IMP",
        "Yüksek olan, kusursuz taraf Kuzey-Güney için (Yasa 86B2(b)): averaj artı: +2,5 IMP",
        "Tamamlayıcı skor, kusurlu taraf Doğu-Batı için (Yasa 86B2(b)): −2,5 IMP",
    ),
}
BAD = {
    "en": "Average plus, as the Tournament Organizer has set it (Law 12C2(b)): give a number of IMPs above 0, "
    "with at most two decimals, such as 2 or 2.5; leave it empty for 3 IMPs.",
    "tr": "Averaj artı, Organizasyon Komitesinin belirlediği şekliyle (Yasa 12C2(b)): 0'dan büyük, en çok iki "
    "ondalıklı bir IMP sayısı verin, örneğin 2 veya 2,5; 3 IMP için boş bırakın.",
}


def _figures(page) -> list[str]:
    return re.findall(r'<p class="score-total judgement-figure">([^<]+)</p>', text_of(page))


def _score(client, lang, typed):
    page = _walk(client, lang, WRONG, ANSWERS)
    params = {**form_fields(page, "weighted"), "kind": "weighted", "form": "imps", "side": "NS", "vul": "All"}
    return client.get(START[lang], {**params, "score1": "-100", "weight1": "100", "other": "-100", **typed})


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_step_offers_the_organizers_average_plus(director_client, lang):
    page = _walk(director_client, lang, WRONG, ANSWERS)
    text = text_of(page)
    assert LABEL[lang] in text and 'name="average_plus"' in text
    # The lede no longer says the page takes 3 IMPs whatever the Tournament Organizer has set.
    assert "(Law 12C2(b)); this page takes 3 IMPs." not in text
    assert "(Yasa 12C2(b)); bu sayfa 3 IMP'yi alır." not in text


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_organizers_figure_is_compared_said_and_recorded(director_client, lang):
    """An assigned score of 0 IMPs against average plus set at 2.5: 2.5 to the non-offending side,
    -2.5 to the offending side, and the line says whose figure it is (12C2(b))."""
    result = _score(director_client, lang, {"average_plus": "2,5" if lang == "tr" else "2.5"})
    assert result.status_code == 200
    figures = _figures(result)
    assert figures[1:] == list(VARIED[lang])
    assert record_laws(director_client, result, lang).endswith("12C2(b)")
    record = re.search(rf'<a class="big-button primary" href="([^"]+)">{RECORD[lang]}</a>', result.content.decode())
    form = text_of(director_client.get(unescape(record.group(1))))
    assert VARIED[lang][0] in form


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_empty_is_12c2bs_own_3_imps(director_client, lang):
    result = _score(director_client, lang, {"average_plus": ""})
    assert result.status_code == 200
    assert (
        _figures(result)[1]
        == {"en": "Average plus (Law 12C2(b)): +3 IMPs", "tr": "Averaj artı (Yasa 12C2(b)): +3 IMP"}[lang]
    )


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_an_assigned_score_above_the_organizers_figure_wins(director_client, lang):
    # 110 against 50 is 60 points: 2 IMPs (78B), above a 1.5 average plus, below 12C2(b)'s 3.
    result = _score(director_client, lang, {"score1": "110", "other": "50", "average_plus": "1.5"})
    assert result.status_code == 200
    assert {"en": "the assigned adjusted score: +2 IMPs", "tr": "atanmış ayarlı skor: +2 IMP"}[lang] in _figures(
        result
    )[2]


@pytest.mark.parametrize("lang", ["en", "tr"])
# "100" is refused by the calculator's limit, and said so (fix80: desk/tests/test_fix80.py)
@pytest.mark.parametrize("typed", ["0", "-2", "2.333", "abc", "1e3", "2.5.1", "\x00"])
def test_a_bad_figure_is_a_form_error_in_the_pages_language(director_client, lang, typed):
    result = _score(director_client, lang, {"average_plus": typed})
    assert result.status_code == 400
    assert BAD[lang] in text_of(result)
    assert RECORD[lang] not in text_of(result)


ARTIFICIAL_VARIED = {
    "en": "Artificial adjusted score for East-West (Laws 12C1(d), 12C2): Directly at fault: average minus: −2.5 IMPs, "
    "the Tournament Organizer's figure in place of Law 12C2(b)'s minus 3 IMPs, subject to the approval of the "
    "Regulating Authority",
    "tr": "Doğu-Batı için yapay ayarlı skor (Yasa 12C1(d), 12C2): Doğrudan kusurlu: averaj eksi: −2,5 IMP; Yasa "
    "12C2(b)'nin eksi 3 IMP'si yerine, Yetkili Federasyonun onayına bağlı olarak Organizasyon Komitesinin belirlediği "
    "rakam",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_desks_artificial_score_at_imps_takes_and_names_the_organizers_figure(director_client, lang):
    """12C2(b) at the desk's artificial score: "plus 3 IMPs or minus 3 IMPs respectively ... this may
    be varied by the Tournament Organizer": average minus given as the Tournament Organizer set it (its
    own field since qa99: "Bu rakamlar", these figures), said as the Tournament Organizer's, and the
    record keeps it."""
    page = _walk_ui_to_score(director_client, lang)
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": "imps", "fault": "directly"}
    response = director_client.get(START[lang], {**params, "side": "EW", "average_minus": "2.5"})
    assert response.status_code == 200
    assert f'<p class="score-total judgement-figure">{ARTIFICIAL_VARIED[lang]}</p>' in text_of(response)
    record = re.search(rf'<a class="big-button primary" href="([^"]+)">{RECORD[lang]}</a>', response.content.decode())
    form = text_of(director_client.get(unescape(record.group(1))))
    adjusted = re.search(r'<textarea name="adjusted_score"[^>]*>\n?(.*?)</textarea>', form, re.S)
    assert adjusted and ARTIFICIAL_VARIED[lang] in adjusted.group(1)
