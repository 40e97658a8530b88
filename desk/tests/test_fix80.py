"""fix80: what the desk says of the Tournament Organizer's figures of Law 12C2(b), and its message
for a figure of 100 IMPs or more.

12C2(b), TR "Bu rakamlar, Yetkili Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d)
maddesi çerçevesinde, Organizasyon Komitesince değiştirilebilir"; WBF "Subject to approval by the
Regulating Authority, this may be varied by the Tournament Organizer as provided for by Laws 78D, 86B3
and (d) hereunder." The power is given within those Laws' framework (78D: the conditions of contest;
86B3: a regulation for boards played at one table; 12C2(d): a regulation for several boards without a
result in one session), so the desk's hints say it with that framework, not as a power without one.

A figure of 100 IMPs or more is refused by the calculator's own limit (the Laws set none): before, the
message asked for "a number of IMPs above 0, with at most two decimals", which 100 is (qa101's leftover).
"""

from __future__ import annotations

import pytest

from situations.tests.table.test_qa106_organizer_figures_hints import FIGURES

from .test_desk95 import WRONG, _walk
from .test_desk100 import ANSWERS, _score
from .test_judgement import START, _walk_ui_to_score, form_fields, text_of

pytestmark = pytest.mark.django_db

FRAMEWORK = {
    "en": "Average plus's 3 IMPs may be varied by the Tournament Organizer, subject to the approval of the "
    "Regulating Authority and within the framework of Laws 78D, 86B3 and 12C2(d) (Law 12C2(b))",
    "tr": "Averaj artının 3 IMP'si, Yetkili Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve 12C2(d) "
    "çerçevesinde, Organizasyon Komitesince değiştirilebilir (Yasa 12C2(b))",
}
# qa106: "these figures", both (12C2(b) TR "Bu rakamlar"), where the hints said "it" / "bu rakam";
# the two hints now open alike, and each ends on its own field's figures
HINT = {
    "en": FIGURES["en"] + " Empty: 3 IMPs.",
    "tr": FIGURES["tr"] + " Boş: 3 IMP.",
}
MINUS_HINT = {
    "en": FIGURES["en"] + " 2 or −2: minus 2 IMPs.",
    "tr": FIGURES["tr"] + " 2 veya −2: eksi 2 IMP.",
}
TOO_LARGE = {
    "en": "Average plus, as the Tournament Organizer has set it (Law 12C2(b)): 100 IMPs or more is beyond the "
    "calculator (its limit, not the Laws'); give a number of IMPs above 0 and below 100",
    "tr": "Averaj artı, Organizasyon Komitesinin belirlediği şekliyle (Yasa 12C2(b)): 100 IMP ve üstü "
    "hesaplayıcının sınırını aşar (bu sınır Yasaların değil, hesaplayıcınındır); 0'dan büyük ve 100'den küçük",
}
MINUS_TOO_LARGE = {
    "en": "Average minus, as the Tournament Organizer has set it (Law 12C2(b)): 100 IMPs or more is beyond the "
    "calculator (its limit, not the Laws'); give a number of IMPs other than 0 and below 100",
    "tr": "Averaj eksi, Organizasyon Komitesinin belirlediği şekliyle (Yasa 12C2(b)): 100 IMP ve üstü "
    "hesaplayıcının sınırını aşar (bu sınır Yasaların değil, hesaplayıcınındır); 0'dan farklı ve 100'den küçük",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_team_step_says_the_organizers_power_within_its_framework(director_client, lang):
    text = text_of(_walk(director_client, lang, WRONG, ANSWERS))
    assert FRAMEWORK[lang] in text
    assert HINT[lang] in text


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_artificial_step_hints_say_the_framework(director_client, lang):
    text = text_of(_walk_ui_to_score(director_client, lang))
    assert HINT[lang] in text and MINUS_HINT[lang] in text


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("typed", ["100", "100.00", "250.5", "12345678901234567890"])
def test_a_figure_of_100_imps_or_more_is_said_to_be_beyond_the_calculator(director_client, lang, typed):
    result = _score(director_client, lang, {"average_plus": typed})
    assert result.status_code == 400
    assert TOO_LARGE[lang] in text_of(result)


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("typed", ["100", "−100", "-250.25"])
def test_an_average_minus_of_100_imps_or_more_is_said_to_be_beyond_the_calculator(director_client, lang, typed):
    page = _walk_ui_to_score(director_client, lang)
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": "imps", "fault": "directly"}
    response = director_client.get(START[lang], {**params, "side": "EW", "average_minus": typed})
    assert response.status_code == 400
    assert MINUS_TOO_LARGE[lang] in text_of(response)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_99_99_imps_is_still_taken(director_client, lang):
    result = _score(director_client, lang, {"average_plus": "99,99" if lang == "tr" else "99.99"})
    assert result.status_code == 200


# 12A, TR "(Takım maçındaki uygulama için bkz. Yasa 86B.)", WBF "(in team play see Law 86B)". 86B1, TR
# "Takım oyununda, Hakem ayarlı skor verdiğinde ve diğer masa skoru, yarışmacı taraflardan birinin bariz
# bir şekilde lehine ise, Hakem yapay bir ayarlı skora hükmeder (bkz Yasa 12C1(c) ancak birden çok ayarlı
# skor için aşağıdaki B2 bendi geçerlidir)"; WBF "In team play when the Director awards an adjusted score
# and the result at the other table between the same contestants is clearly favorable to one side, the
# Director shall award an assigned adjusted score [see Law 12C1(c), but for multiple adjusted scores see
# B2 following]". Before, the score step of the 12C paths (unauthorised information, misinformation,
# revoke, replaced call) named neither 86B nor 86B1: in a team match the Director was offered 12C1's
# weighted and artificial scores without the paragraph that decides which, as the wrong-board path's
# 86B1 Ending does.
TEAMS_NOTE = {
    "en": "In team play, see also Law 86B (Law 12A): where the score at the other table is obviously favourable "
    "to one of the contestants, Law 86B1 applies (the official Turkish says an artificial adjusted score, the WBF "
    "English an assigned adjusted score; both cite Law 12C1(c)); where two or more scores that cannot be compared "
    "have been obtained, or more than one adjusted score is required, Law 86B2.",
    "tr": "Takım oyununda ayrıca bkz. Yasa 86B (Yasa 12A): diğer masa skoru yarışmacı taraflardan birinin bariz bir "
    "şekilde lehine ise Yasa 86B1 uygulanır (resmî Türkçe metin yapay ayarlı skor der, WBF İngilizcesi atamalı "
    "ayarlı skor; ikisi de Yasa 12C1(c)'yi gösterir); birbirleriyle karşılaştırılamayan iki veya daha çok skor elde "
    "edilmişse ya da birden çok ayarlı skor gerekiyorsa Yasa 86B2.",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_score_step_points_to_86b_for_team_play(director_client, lang):
    assert TEAMS_NOTE[lang] in text_of(_walk_ui_to_score(director_client, lang))


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_86b2b_step_does_not_repeat_it(director_client, lang):
    # the TEAMS step is 86B2(b)'s own: the pointer would send the Director where he already is
    assert TEAMS_NOTE[lang] not in text_of(_walk(director_client, lang, WRONG, ANSWERS))
