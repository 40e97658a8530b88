"""qa101: the desk's varied average minus is said in place of 12C2(b)'s minus 3 IMPs, not its 3.

12C2(b), TR "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj eksi olarak yapay bir ayarlı skor
atamayı tercih ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir. Bu rakamlar, Yetkili
Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde,
Organizasyon Komitesince değiştirilebilir"; WBF "When the Director chooses to award an artificial
adjusted score of average plus or average minus at IMP play, that score is plus 3 IMPs or minus 3 IMPs
respectively. Subject to approval by the Regulating Authority, this may be varied by the Tournament
Organizer as provided for by Laws 78D, 86B3 and (d) hereunder."

Since qa99 average minus has its own figure: the figure it replaces is "minus 3 IMPs" ("eksi 3 IMP"), as
the calculator's note says; "−2 IMPs ... in place of Law 12C2(b)'s 3 IMPs" set it against average plus's.
"""

from __future__ import annotations

import re

import pytest

from .test_judgement import START, _walk_ui_to_score, form_fields, record_form, text_of

pytestmark = pytest.mark.django_db

SAID = {
    "en": {
        "directly": "Directly at fault: average minus: −2 IMPs, the Tournament Organizer's figure in place of Law "
        "12C2(b)'s minus 3 IMPs, subject to the approval of the Regulating Authority",
        "none": "In no way at fault: average plus: +2 IMPs, the Tournament Organizer's figure in place of Law "
        "12C2(b)'s 3 IMPs, subject to the approval of the Regulating Authority",
    },
    "tr": {
        "directly": "Doğrudan kusurlu: averaj eksi: −2 IMP; Yasa 12C2(b)'nin eksi 3 IMP'si yerine, Yetkili "
        "Federasyonun onayına bağlı olarak Organizasyon Komitesinin belirlediği rakam",
        "none": "Hiçbir kusuru yok: averaj artı: +2 IMP; Yasa 12C2(b)'nin 3 IMP'si yerine, Yetkili Federasyonun "
        "onayına bağlı olarak Organizasyon Komitesinin belirlediği rakam",
    },
}


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("fault", ["directly", "none"])
def test_the_varied_figure_names_the_12c2b_figure_it_replaces(director_client, lang, fault):
    page = _walk_ui_to_score(director_client, lang)
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": "imps", "fault": fault, "side": "EW"}
    response = director_client.get(START[lang], {**params, "average_plus": "2", "average_minus": "2"})
    assert response.status_code == 200
    figure = re.search(r'<p class="score-total judgement-figure">([^<]*)</p>', text_of(response))
    assert figure and figure.group(1).endswith(SAID[lang][fault])
    record = record_form(director_client, response)
    assert SAID[lang][fault] in record
