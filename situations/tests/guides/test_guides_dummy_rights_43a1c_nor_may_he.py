"""The dummy's-rights guide says 43A1(c) as the paragraph says it, each half in its own verb (qa325;
CONTRIBUTING.md, "Add a situation guide", point 1).

43A1(c), TR (official): "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde
bulunmamalıdır."
43A1(c), WBF: "Dummy must not participate in the play, nor may he communicate anything about the play to
declarer."

The three Endings that state it (rights, prevent, touched-card) said "must not take part in the play
(,) nor communicate anything about the play to declarer": the second half under the first half's "must
not", where the WBF gives it its own modal, "nor may he" (the site's English of 43A1(c) says the WBF's
words). The Turkish, "-malıdır" on both halves, is the official text and stays; the rights and
touched-card Endings now say one shared sentence, the prevent Ending the same with "still" after 42B2's
right to try to prevent an irregularity."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
ENDINGS = {"rights": ["rights"], "prevent": ["prevent", "no-a2-violation"], "touched": ["touched-card"]}
SAID = {
    "rights": "Dummy must not participate in the play, nor may he communicate anything about the play to declarer (Law 43A1(c)).",
    "touched": "Dummy must not participate in the play, nor may he communicate anything about the play to declarer (Law 43A1(c)).",
    "prevent": "Dummy still must not participate in the play, nor may he communicate anything about the play to declarer (Law 43A1(c)).",
}


@pytest.mark.parametrize("ending", list(ENDINGS))
def test_the_english_gives_43a1c_second_half_its_own_may(client, ending):
    says(client, SLUG, ENDINGS[ending], "en", SAID[ending])
    never_says(client, SLUG, ENDINGS[ending], "en", "nor communicate anything", "take part in the play nor")


@pytest.mark.parametrize("ending", list(ENDINGS))
def test_the_turkish_says_the_official_words(client, ending):
    says(
        client,
        SLUG,
        ENDINGS[ending],
        "tr",
        "oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır (Yasa 43A1(c)).",
    )
