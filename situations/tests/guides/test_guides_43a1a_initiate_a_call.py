"""The dummy's-rights guide's "when to call the Director" line for what dummy may do says 43A1(a)
in its own words: dummy may not *initiate* a call for the Director.

43A1(a) (TR): "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında hakem
çağırma girişiminde bulunmamalıdır."
43A1(a) (WBF): "Dummy may not initiate a call for the Director during play unless another player has
drawn attention to an irregularity."
(Our English said "should not" (the audit16c mend); since eng337 it says the WBF's "may not" for the
Turkish's ungraded "-malıdır", as our English of the paragraph does: the editor's note on 43A1(a).)

The line said "hakemi çağırmamalıdır" / "should not call the Director": neither text forbids dummy to
call him, only to be the one who starts the call ("girişiminde bulunmamalıdır" / "initiate"). The
guide's other Ending (dummy drew attention) and the asking-questions guide already say the
paragraph's words."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["rights"]


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Oyun sırasında yer, usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe hakem çağırma girişiminde bulunmamalıdır (Yasa 43A1(a)).",
            "dikkat çekmedikçe hakemi çağırmamalıdır",
        ),
        (
            "en",
            "During the play dummy may not initiate a call for the Director unless another player has drawn attention to an irregularity (Law 43A1(a)).",
            "dummy should not call the Director unless",
        ),
    ],
)
def test_the_rights_director_line_says_initiate_a_call(client, lang, said, old):
    says(client, SLUG, KEYS, lang, said)
    never_says(client, SLUG, KEYS, lang, old)
