"""fix80: the score calculator (/en/director/score/, /tr/hakem/skor/) on the Tournament Organizer's
figures of Law 12C2(b): the power said within its framework, and a figure of 100 IMPs or more said to
be beyond the calculator.

12C2(b), TR "Bu rakamlar, Yetkili Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d)
maddesi çerçevesinde, Organizasyon Komitesince değiştirilebilir"; WBF "Subject to approval by the
Regulating Authority, this may be varied by the Tournament Organizer as provided for by Laws 78D, 86B3
and (d) hereunder." Before, the hints and the note under the figure gave the power without "78D, 86B3
and (d)", a wider power than the paragraph's.

The figure is refused at 100 IMPs or more by the calculator's limit (the Laws set none); before, the
message asked for "a number of IMPs above 0 / other than 0, with at most two decimals", which 100 is.
"""

from __future__ import annotations

from urllib.parse import urlencode

import pytest

from tests.seen import seen

pytestmark = pytest.mark.django_db
PAGE = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}
NOTE = {
    "en": "Law 12C2(b): the Tournament Organizer may vary these figures, subject to the approval of the "
    "Regulating Authority and within the framework of Laws 78D, 86B3 and 12C2(d).",
    "tr": "Yasa 12C2(b): Organizasyon Komitesi, Yetkili Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve "
    "12C2(d) çerçevesinde bu rakamları değiştirebilir.",
}
# qa106: "these figures", both (12C2(b) TR "Bu rakamlar"), where the hints said "it" / "bu rakam"
HINTS = {
    "en": (
        "Law 12C2(b) gives plus 3 IMPs for average plus and minus 3 IMPs for average minus; subject to approval by "
        "the Regulating Authority, the Tournament Organizer may vary these figures, within the framework of Laws "
        "78D, 86B3 and 12C2(d). Empty: 3 IMPs.",
        "Law 12C2(b) gives plus 3 IMPs for average plus and minus 3 IMPs for average minus; subject to approval by "
        "the Regulating Authority, the Tournament Organizer may vary these figures, within the framework of Laws "
        "78D, 86B3 and 12C2(d). 2 or −2: minus 2 IMPs.",
    ),
    "tr": (
        "Yasa 12C2(b) averaj artıya artı 3 IMP, averaj eksiye eksi 3 IMP verir; bu rakamlar, Yetkili Federasyonun "
        "onayına bağlı olarak, Yasalar 78D, 86B3 ve 12C2(d) çerçevesinde, Organizasyon Komitesince "
        "değiştirilebilir. Boş: 3 IMP.",
        "Yasa 12C2(b) averaj artıya artı 3 IMP, averaj eksiye eksi 3 IMP verir; bu rakamlar, Yetkili Federasyonun "
        "onayına bağlı olarak, Yasalar 78D, 86B3 ve 12C2(d) çerçevesinde, Organizasyon Komitesince "
        "değiştirilebilir. 2 veya −2: eksi 2 IMP.",
    ),
}
TOO_LARGE = {
    ("average_plus", "en"): "Average plus, as the Tournament Organizer has set it (Law 12C2(b)): 100 IMPs or more "
    "is beyond the calculator (its limit, not the Laws'); give a number of IMPs above 0 and below 100, with at "
    "most two decimals, such as 2 or 2.5; leave it empty for 3 IMPs.",
    ("average_plus", "tr"): "Averaj artı, Organizasyon Komitesinin belirlediği şekliyle (Yasa 12C2(b)): 100 IMP ve "
    "üstü hesaplayıcının sınırını aşar (bu sınır Yasaların değil, hesaplayıcınındır); 0'dan büyük ve 100'den "
    "küçük, en çok iki ondalıklı bir IMP sayısı verin, örneğin 2 veya 2,5; 3 IMP için boş bırakın.",
    ("average_minus", "en"): "Average minus, as the Tournament Organizer has set it (Law 12C2(b)): 100 IMPs or "
    "more is beyond the calculator (its limit, not the Laws'); give a number of IMPs other than 0 and below 100, "
    "with at most two decimals, such as 2 or 2.5 for minus 2 or minus 2.5 IMPs; leave it empty for minus 3 IMPs.",
    ("average_minus", "tr"): "Averaj eksi, Organizasyon Komitesinin belirlediği şekliyle (Yasa 12C2(b)): 100 IMP "
    "ve üstü hesaplayıcının sınırını aşar (bu sınır Yasaların değil, hesaplayıcınındır); 0'dan farklı ve 100'den "
    "küçük, en çok iki ondalıklı bir IMP sayısı verin, örneğin eksi 2 veya eksi 2,5 IMP için 2 veya 2,5; eksi 3 "
    "IMP için boş bırakın.",
}
FAULT = {"average_plus": "none", "average_minus": "directly"}


def get(client, lang: str, **params):
    return client.get(PAGE[lang] + "?" + urlencode({"kind": "artificial", "form": "imps", **params}))


def text(page) -> str:
    return seen(page.content.decode()).replace("&#x27;", "'")


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_hints_give_the_organizers_power_within_its_framework(client, lang):
    page = text(client.get(PAGE[lang]))
    for hint in HINTS[lang]:
        assert hint in page


@pytest.mark.parametrize("lang, fault", [("en", "none"), ("tr", "directly")])
def test_the_note_under_the_figure_gives_the_framework(client, lang, fault):
    page = get(client, lang, fault=fault)
    assert page.status_code == 200
    assert NOTE[lang] in text(page)


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("field", ["average_plus", "average_minus"])
@pytest.mark.parametrize("typed", ["100", "100.5", "1000", "99999999999999999999"])
def test_a_figure_of_100_imps_or_more_is_said_to_be_beyond_the_calculator(client, lang, field, typed):
    page = get(client, lang, fault=FAULT[field], **{field: typed})
    assert page.status_code == 400
    assert TOO_LARGE[field, lang] in text(page)
    assert 'class="score-total"' not in text(page)


@pytest.mark.parametrize("field", ["average_plus", "average_minus"])
@pytest.mark.parametrize("typed", ["0", "2.125", "1e2", "012.5"])
def test_other_bad_figures_keep_their_message(client, field, typed):
    """Not a number of IMPs, or not one with at most two decimals: not the limit's message."""
    page = get(client, "en", fault=FAULT[field], **{field: typed})
    assert page.status_code == 400
    assert "beyond the calculator" not in text(page)
    assert "with at most two decimals" in text(page)


@pytest.mark.parametrize(
    "field, typed, total", [("average_plus", "99.99", "+99.99 IMPs"), ("average_minus", "99.99", "−99.99 IMPs")]
)
def test_a_figure_just_below_100_is_taken(client, field, typed, total):
    page = get(client, "en", fault=FAULT[field], **{field: typed})
    assert page.status_code == 200
    assert f'<p class="score-total">{total}</p>' in text(page)
