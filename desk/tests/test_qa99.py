"""qa99: the desk's artificial score at IMPs takes average minus's own figure (Law 12C2(b)).

12C2(b), TR "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj eksi olarak yapay bir ayarlı skor
atamayı tercih ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir. Bu rakamlar, Yetkili
Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde,
Organizasyon Komitesince değiştirilebilir"; WBF "When the Director chooses to award an artificial
adjusted score of average plus or average minus at IMP play, that score is plus 3 IMPs or minus 3 IMPs
respectively. Subject to approval by the Regulating Authority, this may be varied by the Tournament
Organizer as provided for by Laws 78D, 86B3 and (d) hereunder."

"These figures" may each be varied; neither text says average minus is minus average plus's figure.
"""

from __future__ import annotations

import pytest

from .test_judgement import START, _walk_ui_to_score, form_fields, record_form, text_of

pytestmark = pytest.mark.django_db

LABEL = {
    "en": "Average minus, as the Tournament Organizer has set it (Law 12C2(b)): IMPs below 0",
    "tr": "Averaj eksi, Organizasyon Komitesinin belirlediği şekliyle (Yasa 12C2(b)): 0'ın altında IMP",
}
PLAIN = {
    "en": "Artificial adjusted score for East-West (Laws 12C1(d), 12C2): Directly at fault: average minus: −3 IMPs",
    "tr": "Doğu-Batı için yapay ayarlı skor (Yasa 12C1(d), 12C2): Doğrudan kusurlu: averaj eksi: −3 IMP",
}


def _params(client, lang):
    page = _walk_ui_to_score(client, lang)
    assert LABEL[lang] in text_of(page)
    return {**form_fields(page, "artificial"), "kind": "artificial", "form": "imps", "fault": "directly", "side": "EW"}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_average_plus_figure_leaves_the_desks_average_minus_at_minus_3(director_client, lang):
    response = director_client.get(START[lang], {**_params(director_client, lang), "average_plus": "2.5"})
    assert response.status_code == 200
    assert f'<p class="score-total judgement-figure">{PLAIN[lang]}</p>' in text_of(response)
    assert PLAIN[lang] in record_form(director_client, response)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_bad_average_minus_at_the_desk_is_a_form_error(director_client, lang):
    response = director_client.get(START[lang], {**_params(director_client, lang), "average_minus": "0"})
    assert response.status_code == 400
    said = {"en": "give a number of IMPs other than 0", "tr": "0'dan farklı, en çok iki ondalıklı bir IMP sayısı"}
    assert said[lang] in text_of(response)
