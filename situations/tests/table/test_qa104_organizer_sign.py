"""qa104: the Tournament Organizer's figures of 12C2(b) typed with their sign, on the score calculator
(/en/director/score/, /tr/hakem/skor/, artificial score) and the desk's artificial score step (the same
reader, situations/score_form.py).

12C2(b), TR "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj eksi olarak yapay bir ayarlı skor
atamayı tercih ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir. Bu rakamlar, Yetkili
Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde,
Organizasyon Komitesince değiştirilebilir"; WBF "When the Director chooses to award an artificial
adjusted score of average plus or average minus at IMP play, that score is plus 3 IMPs or minus 3 IMPs
respectively. Subject to approval by the Regulating Authority, this may be varied by the Tournament
Organizer as provided for by Laws 78D, 86B3 and (d) hereunder."

Average plus is "plus 3 IMPs" ("artı 3 IMP"), and the page writes its result "+3 IMPs": a Director who
types the organizer's figure as "+2" was refused with "give a number of IMPs above 0", which +2 is.
Average minus typed "+2" is not average minus (it is "minus 3 IMPs", "eksi 3 IMP", that is varied):
refused, and the message now says why instead of "give a number of IMPs other than 0", which +2 is.
"""

from __future__ import annotations

from urllib.parse import urlencode

import pytest

from tests.seen import seen

pytestmark = pytest.mark.django_db
PAGE = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}
VARIED_PLUS = {
    "en": "Law 12C2(b): average plus as the Tournament Organizer has set it, in place of plus 3 IMPs, subject to "
    "the approval of the Regulating Authority.",
    "tr": "Yasa 12C2(b): averaj artı, artı 3 IMP yerine",
}
PLUS_MINUS = {
    "en": "Average minus, as the Tournament Organizer has set it (Law 12C2(b)), is below 0: give it without a plus "
    "sign, such as 2 or −2 for minus 2 IMPs; leave it empty for minus 3 IMPs.",
    "tr": "Averaj eksi, Organizasyon Komitesinin belirlediği şekliyle (Yasa 12C2(b)), 0'ın altındadır: artı "
    "işareti olmadan verin, örneğin eksi 2 IMP için 2 veya −2; eksi 3 IMP için boş bırakın.",
}
OTHER_THAN_0 = {"en": "give a number of IMPs other than 0", "tr": "0'dan farklı, en çok iki ondalıklı"}


def get(client, lang: str, **params):
    return client.get(PAGE[lang] + "?" + urlencode({"kind": "artificial", "form": "imps", **params}))


def text(page) -> str:
    return seen(page.content.decode()).replace("&#x27;", "'")


@pytest.mark.parametrize(
    "lang, typed, total",
    [("en", "+2", "+2 IMPs"), ("tr", "+2,5", "+2,5 IMP"), ("en", "+ 2.25", "+2.25 IMPs")],
)
def test_average_plus_typed_with_its_plus_sign_is_the_organizers_figure(client, lang, typed, total):
    page = get(client, lang, fault="none", average_plus=typed)
    assert page.status_code == 200
    assert f'<p class="score-total">{total}</p>' in text(page)
    assert VARIED_PLUS[lang] in text(page)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_plus_2_for_plus_and_minus_3_for_minus_leave_average_minus_at_minus_3(client, lang):
    """The Director's "+2 / −3": average plus varied, average minus 12C2(b)'s own."""
    page = get(client, lang, fault="directly", average_plus="+2", average_minus="-3")
    assert page.status_code == 200
    assert '<p class="score-total">−3 IMP' in text(page)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_average_minus_typed_with_a_plus_sign_is_refused_and_told_why(client, lang):
    page = get(client, lang, fault="directly", average_minus="+2")
    assert page.status_code == 400
    assert PLUS_MINUS[lang] in text(page)
    assert OTHER_THAN_0[lang] not in text(page)
    assert 'class="score-total"' not in text(page)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_plus_sign_alone_or_twice_is_still_refused(client, lang):
    for typed in ("+", "++2", "+-2"):
        assert get(client, lang, fault="none", average_plus=typed).status_code == 400
    # a sign alone is no figure for average minus either (it read as empty, minus 3 IMPs)
    for typed in ("-", "−", "+"):
        assert get(client, lang, fault="directly", average_minus=typed).status_code == 400
