"""The asking-questions guide's dummy Ending says 43A1(c) in the WBF's own verbs in English: "must not"
participate, "nor may he" communicate (CONTRIBUTING.md, "Add a situation guide", point 1: the English
says the WBF's word; the WBF's Introduction: "'must not' is the strongest prohibition, 'shall not' is
strong, but 'may not' is stronger - just short of 'must not'").

43A1(c) (TR): "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır."
43A1(c) (WBF): "Dummy must not participate in the play, nor may he communicate anything about the play to
declarer."

The English said "Dummy must not participate in the play, nor communicate anything about the play to
declarer": the second clause under the first's "must not", where the WBF gives it "may not". The Turkish
has "-mamalıdır" for both and keeps it ("katılmamalıdır ... iletmemelidir")."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"


@pytest.mark.parametrize("keys", [["asking", "after-final-pass", "dummy"], ["asking", "play", "dummy"]])
def test_the_dummy_ending_says_nor_may_he_communicate(client, keys):
    says(
        client,
        SLUG,
        keys,
        "en",
        "Dummy must not participate in the play, nor may he communicate anything about the play to declarer"
        " (Law 43A1(c)).",
    )
    never_says(client, SLUG, keys, "en", "in the play, nor communicate anything")
    says(
        client,
        SLUG,
        keys,
        "tr",
        "Yer oyuna katılmamalıdır ve oyun hakkında deklarana hiçbir şey iletmemelidir (Yasa 43A1(c)).",
    )
