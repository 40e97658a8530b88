"""qa104: the desk's artificial score step reads the Tournament Organizer's figures of 12C2(b) with the
calculator's reader (situations/score_form.py): "+2" for average plus is plus 2 IMPs, and "+2" for average
minus is refused with the reason.

12C2(b), TR "... bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir. Bu rakamlar, Yetkili Federasyonun
onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde, Organizasyon Komitesince
değiştirilebilir"; WBF "... that score is plus 3 IMPs or minus 3 IMPs respectively. Subject to approval by
the Regulating Authority, this may be varied by the Tournament Organizer as provided for by Laws 78D, 86B3
and (d) hereunder." Before, "+2" for average plus was refused with "give a number of IMPs above 0".
"""

from __future__ import annotations

import pytest

from situations.tests.table.test_qa104_organizer_sign import PLUS_MINUS

from .test_judgement import START, _walk_ui_to_score, form_fields, text_of

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_desks_artificial_step_reads_plus_2_as_plus_2_imps(director_client, lang):
    page = _walk_ui_to_score(director_client, lang)
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": "imps", "side": "EW"}
    response = director_client.get(START[lang], {**params, "fault": "none", "average_plus": "+2"})
    assert response.status_code == 200
    figure = {
        "en": "In no way at fault: average plus: +2 IMPs, the Tournament Organizer's figure in place of Law "
        "12C2(b)'s 3 IMPs",
        "tr": "Hiçbir kusuru yok: averaj artı: +2 IMP; Yasa 12C2(b)'nin 3 IMP'si yerine",
    }
    assert figure[lang] in text_of(response)
    response = director_client.get(START[lang], {**params, "fault": "directly", "average_minus": "+2"})
    assert response.status_code == 400
    assert PLUS_MINUS[lang] in text_of(response)
