"""The dummy's-rights guide's line on who rectifies (DIRECTOR_RULES: the Endings where declarer, a
defender or dummy drew attention to an irregularity) says 10A with its condition.

10A (TR): "Uygun olan durumlarda, onarma belirleme hakkı yalnızca hakeme verilmiştir."
10A (WBF): "The Director alone has the right to determine rectifications when applicable."

The line said "onarmayı yalnızca hakem belirler" / "he alone determines the rectification", as if every
irregularity had one; the dummy-drew Ending's point is only that the Laws do not say the irregularity
goes unrectified (module docstring). Indexed: rebuild_index and bench/search_quality.py --brief before
and after (docs/legal-review.md, Session 87 (qa202))."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
ENDINGS = [
    ["irregularity", "declarer-or-defender"],
    ["irregularity", "dummy", "no-a2-violation"],
    ["irregularity", "dummy", "after-a2-violation", "declarer"],
]
SAYS = {
    "tr": ("hakem hemen çağrılmalıdır; uygun olan durumlarda onarmayı yalnızca hakem belirler (Yasa 9B1(a), 10A)",),
    "en": ("should be called at once; where appropriate, he alone determines the rectification (Laws 9B1(a), 10A)",),
}
OLD = {"tr": "çağrılmalıdır; onarmayı yalnızca hakem belirler", "en": "at once; he alone determines the rectification"}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", ENDINGS, ids=["declarer-or-defender", "dummy-drew", "after-a2-declarer"])
def test_10a_where_appropriate(client, keys, lang):
    says(client, SLUG, keys, lang, *SAYS[lang])
    never_says(client, SLUG, keys, lang, OLD[lang])
