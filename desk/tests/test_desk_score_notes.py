"""The desk's artificial score carries every note the score calculator gives the same figure, from the
same catalogue entries (situations.score_views.artificial_notes; polish71), under the figure and in the
record it prefills, both languages. Before, only fix81's note on average at IMPs was carried.

12C2(a), TR "Doğrudan kusurlu yarışmacıya averaj eksi (ikili turnuvada olanaklı maç puanlarının en çok %
40’ı); ... hiçbir kusuru olmayan yarışmacıya averaj artı (ikili turnuvada en az % 60)", WBF "average minus
(at most 40% of the available matchpoints in pairs) to a contestant directly at fault, ... and average
plus (at least 60% in pairs) to a contestant in no way at fault": the desk's 60 % and 40 % are that minimum
and maximum. 12C2(b), TR "Bu rakamlar, Yetkili Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve
aşağıdaki (d) maddesi çerçevesinde, Organizasyon Komitesince değiştirilebilir", WBF "Subject to approval by
the Regulating Authority, this may be varied by the Tournament Organizer as provided for by Laws 78D, 86B3
and (d) hereunder": plus or minus 3 IMPs may be varied. 12C2(c), TR "kusursuz tarafın ... %60'ının
üzerinde", WBF "a non-offending contestant that obtains a session score exceeding 60%": a session
percentage of 55 % does not replace average plus."""

from __future__ import annotations

import re
from html import unescape

import pytest

from tests.seen import seen

from .test_judgement import START, _walk_ui_to_score, form_fields, record_form

pytestmark = pytest.mark.django_db

CALCULATOR = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}


def notes_on(response) -> list[str]:
    """Each note paragraph's words, read as drawn (a cited Law is a link: its words)."""
    page = seen(response.content.decode())
    return [unescape(re.sub(r"<[^>]+>", "", n)).strip() for n in re.findall(r'<p class="note">(.*?)</p>', page, re.S)]


def calculator_notes(client, lang: str, choice: dict) -> list[str]:
    """The calculator's notes on the figure (those citing Law 12C2: not its page's general notes)."""
    response = client.get(CALCULATOR[lang], {"kind": "artificial", **choice})
    assert response.status_code == 200
    return [n for n in notes_on(response) if "12C2" in n]


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize(
    "choice",
    [
        {"form": "mp", "fault": "none"},
        {"form": "mp", "fault": "directly"},
        {"form": "imps", "fault": "none"},
        {"form": "imps", "fault": "directly"},
        {"form": "mp", "fault": "none", "session": "55"},
        {"form": "imps", "fault": "partly"},
    ],
    ids=["mp-plus", "mp-minus", "imps-plus", "imps-minus", "mp-plus-session-55", "imps-average"],
)
def test_the_desks_artificial_figure_carries_the_calculators_notes(director_client, lang, choice):
    wanted = calculator_notes(director_client, lang, choice)
    assert wanted  # the calculator has a note on each of these figures
    page = _walk_ui_to_score(director_client, lang)
    params = {**form_fields(page, "artificial"), "kind": "artificial", "side": "EW", **choice}
    response = director_client.get(START[lang], params)
    assert response.status_code == 200
    said = " ".join(notes_on(response))
    assert [note for note in wanted if note not in said] == []
    prefilled = record_form(director_client, response)
    assert [note for note in wanted if note not in prefilled] == []


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_tournament_organizers_figure_is_said_once(director_client, lang):
    """With the Tournament Organizer's average plus (2 IMPs) the desk's figure says whose it is (desk100):
    the calculator's note saying the same is not added, nor 12C2(b)'s "may vary" note on 3 IMPs."""
    page = _walk_ui_to_score(director_client, lang)
    choice = {"form": "imps", "fault": "none", "average_plus": "2"}
    params = {**form_fields(page, "artificial"), "kind": "artificial", "side": "EW", **choice}
    response = director_client.get(START[lang], params)
    assert response.status_code == 200
    said = " ".join(notes_on(response))
    for note in calculator_notes(director_client, lang, choice):
        assert note not in said
