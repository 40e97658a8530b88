"""Law 92D in the score-correction guide's read-out for a ruling a player thinks wrong: the read-out
offers "Appeal" as an option, and 92D sets the condition without which that appeal is not heard.

92D: TR "İtiraz başvurusu aşağıdaki şartlar gerçekleşmeden işleme konmaz: 1. İkili turnuvada,
başvuran çiftin her iki üyesinin (bireysel yarışmalar hariç) itiraz konusunda hemfikir olmaları
gereklidir. 2. Takım maçında ise takım kaptanı, itirazın yapılması konusunda hemfikir olmalıdır.";
WBF "An appeal shall not be heard unless: 1. in a pairs event both members of the partnership concur
in making the appeal (but in an individual contest an appellant does not require his partner's
concurrence). 2. in a team event the team captain concurs in making the appeal."

The Ending's page says it (the chooser and the Appeal option, "Yasa 92A, 92D"); the appeals guide's
read-outs say it (92D1, 92D2); this read-out offered the appeal with 92A, 92B and 92C only (qa250).
An individual contest is neither a pairs nor a team event, so the sentence says nothing of it."""

import pytest

from situations.tests.guides.guide_pages import read_out, reads

pytestmark = pytest.mark.django_db

SLUG = "score-correction"
KEYS = ["ruling", "player"]
CONCUR = {
    "tr": "İkili turnuvada ortağınız, takım maçında kaptanınız da itirazda hemfikir olmalıdır; yoksa itiraz başvurusu işleme konmaz (Yasa 92D).",
    "en": "An appeal shall not be heard unless your partner (in pairs) or your captain (in teams) concurs in making the appeal (Law 92D).",
}
OPTIONS = {"tr": "İki seçeneğiniz var", "en": "You have two options"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_whose_concurrence_the_appeal_needs(client, lang):
    reads(client, SLUG, KEYS, lang, CONCUR[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_condition_comes_before_the_options_are_offered(client, lang):
    text = read_out(client, SLUG, KEYS, lang)
    assert text.index(CONCUR[lang]) < text.index(OPTIONS[lang])
