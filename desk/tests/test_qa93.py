"""qa93: the desk's 64C1 Ending in 64C1's words (docs/legal-review.md, "qa93").

64C1, official Turkish: "... hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından
yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır." Our English:
"... when the Director considers that the damage suffered by the non-offending side is not
sufficiently compensated by these Laws, he shall assign an adjusted score." WBF: "... the Director
deems that the non-offending side is insufficiently compensated by this Law for the damage caused".
The Ending where the damage is compensated said "considers the damage to the non-offending side
sufficiently compensated" and "kusursuz tarafın zararının bu Yasalarla ... tazmin edildiği
kanaatindeyse"."""

import pytest

from .test_judgement import text_of
from .test_judgement_revoke import walked

pytestmark = pytest.mark.django_db


def test_the_compensated_ending_says_64c1_s_words(director_client):
    en = text_of(walked(director_client, "en", "yes", "no", "no", "no"))
    tr = text_of(walked(director_client, "tr", "yes", "no", "no", "no"))
    assert (
        "If the Director considers that the damage suffered by the non-offending side is sufficiently "
        "compensated by these Laws, Law 64C1 gives no adjusted score" in en
    )
    assert "damage to the non-offending side" not in en
    assert (
        "Hakem, kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin "
        "edildiğine kanaat getirirse Yasa 64C1 ayarlı skor öngörmez" in tr
    )
