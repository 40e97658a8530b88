"""The declarer-led Endings say Law 55C in the official Turkish's words (qa214).

55C: TR "Deklaran kendi yasa ihlali dolayısıyla elde ettiği bilgiye dayandırmış olabileceği bir oyun
biçimini tercih ettiğinde, Yasa 16 uygulanır"; WBF "When declarer adopts a line of play that could have
been based on information obtained through his infraction, Law 16 applies". The Turkish page said
"kendi hatasından edinmiş olabileceği bilgiye dayanabilecek": an error (hata) where the paragraph says
an infraction (yasa ihlali), and the "could" on the obtaining of the information instead of on the
line's basis. The English already said the WBF's rule."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

ENDINGS = (["later", "declarer", "defenders-turn"], ["later", "declarer", "wrong-hand"])
SAID = {
    "tr": "Deklaran kendi yasa ihlali dolayısıyla elde ettiği bilgiye dayandırmış olabileceği bir oyun biçimini tercih ederse Yasa 16 uygulanır (Yasa 55C).",
    "en": "If declarer adopts a line of play that could have been based on information from his own infraction, Law 16 applies (Law 55C).",
}


@pytest.mark.parametrize("keys", ENDINGS)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_55c_says_the_infraction_and_the_line_that_could_have_been_based_on_it(client, lang, keys):
    says(client, "lead-out-of-turn", keys, lang, SAID[lang])


@pytest.mark.parametrize("keys", ENDINGS)
def test_55c_is_not_said_of_an_error(client, keys):
    never_says(client, "lead-out-of-turn", keys, "tr", "kendi hatasından")
