"""The WBF's "shall" in the English of the extraneous-information guide where the WBF has it and the page
said the present (audit320, session 95; CONTRIBUTING.md "Add a situation guide", point 1: the English says
the WBF's word, the Turkish the official text's).

85A1, TR (official): "Gerçeklerin saptanabilmesi için, hakem kendi görüşünü ihtimallerin değerlendirilmesi
sonucu oluşturur. Yani, hakem toplayabildiği delillerin önem ve ağırlığını göz önünde bulundurur."
85A1, WBF: "In determining the facts the Director shall base his view on the balance of probabilities,
which is to say in accordance with the weight of the evidence he is able to collect."
The opponent's-card Ending's Director line said "he determines it on the balance of probabilities"; now
"he shall determine it". The Turkish "saptar" is the official present and stays.

6F, TR (official): "... Bu durumda, normalde bir bordun yeniden dağıtılması söz konusu değildir (ancak
hakemin bu şekilde bir talimat verme yetkisi vardır)."
6F, WBF: "When he so instructs, there shall normally be no redeal of a board (although the Director has
powers to order it)."
The hint of "When was the card seen?" said "there is normally no redeal"; now "there shall normally be no
redeal". The Turkish "normalde yeniden dağıtım olmaz" is the official present and stays.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG = "extraneous-information"
OPPONENT_CARD = ["card-seen-during", "opponent"]
WHEN_SEEN = ["card-at-my-table"]


def test_85a1_shall_in_the_english_director_line(client):
    says(
        client,
        SLUG,
        OPPONENT_CARD,
        "en",
        "he shall determine it on the balance of probabilities, by the weight of the evidence he is able to collect (Law 85A1)",
    )
    never_says(client, SLUG, OPPONENT_CARD, "en", "he determines it on the balance of probabilities")


def test_85a1_turkish_keeps_the_official_present(client):
    says(client, SLUG, OPPONENT_CARD, "tr", "ihtimalleri değerlendirerek saptar (Yasa 85A1)")


def test_6f_shall_in_the_english_hint(client):
    says(
        client,
        SLUG,
        WHEN_SEEN,
        "en",
        "there shall normally be no redeal, although the Director has powers to order it (Law 6F)",
    )
    never_says(client, SLUG, WHEN_SEEN, "en", "there is normally no redeal")


def test_6f_turkish_keeps_the_official_present(client):
    says(client, SLUG, WHEN_SEEN, "tr", "normalde yeniden dağıtım olmaz")
