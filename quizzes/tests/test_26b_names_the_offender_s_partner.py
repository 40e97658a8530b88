"""The auction questions' 26B words name whom declarer may restrict: the offender's partner (TR 26B
"deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) Kusurlu oyuncunun ortağının,
artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir"; WBF
"declarer may, at the offender's partner's first turn to lead (which may be the opening lead), prohibit
offender's partner from leading any (one) suit which has not been specified in the legal auction by the
offender"). They said "declarer may forbid his partner" / "deklaran ortağına", readable as declarer's own
partner (dummy), as audit328 and audit332 found on the guides (session 96)."""

import pytest

from quizzes.generators import generate
from quizzes.tests.helpers import official_turkish

EN = "declarer may forbid the offender's partner any one suit the offender did not specify in the legal auction"
TR = "deklaran, kusurlu oyuncunun ortağına, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi"


def test_the_official_turkish_26b_names_the_offender_s_partner():
    assert "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında" in official_turkish()["26B"].text


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_withdrawn_call_lead_explanation_names_the_offender_s_partner(seed):
    question = generate("withdrawn_call_lead", seed)
    assert EN in question.explanation_en
    assert TR in question.explanation_tr
    assert "forbid his partner" not in question.explanation_en
    assert "deklaran ortağına" not in question.explanation_tr
