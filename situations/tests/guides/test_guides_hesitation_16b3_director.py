"""When to call the Director after an opponent's hesitation, as the hesitation guide's Ending
says it (its "call the Director" line), gives 16B3's condition in both languages: the opponent
had a logical alternative and chose one the information could have suggested, not that he "used
the information".

16B3: TR "Bir oyuncu, bir rakibinin mantıklı alternatifler arasından böyle bir bilginin öne
çıkarmış olabileceği bir alternatifi seçtiğine dair, sağlam bir gerekçesi olduğuna inanıyorsa,
oyun bittikten sonra hakemi çağırmalıdır"; WBF "When a player has substantial reason to believe
that an opponent who had a logical alternative has chosen an action suggested by such
information, he should summon the Director when play ends". The guide follows the Turkish
"olabileceği" (could have), as its `now` and read-out do. 73C1 (the offender's duty, TR "kendi
tarafına yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak", WBF "carefully avoid taking any
advantage") is not the opponent's test either: neither text asks the opponent to show the
information was used."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "hesitation"


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Rakibin, mantıklı seçenekler arasından böyle bir bilginin öne çıkarmış olabileceği birini seçtiğine dair sağlam bir gerekçeniz olduğuna inanıyorsanız oyun bitince hakemi çağırmalısınız (Yasa 16B3).",
            "Rakibin bu bilgiyi kullandığına inanmak",
        ),
        (
            "en",
            "If you have substantial reason to believe that the opponent, who had a logical alternative, chose an action such information could have suggested, you should call the Director when play ends (Law 16B3).",
            "believe the opponent used the information",
        ),
    ],
)
def test_the_director_line_gives_16b3_s_condition(client, lang, phrase, old):
    keys = ["opponent"]
    guide_pages.says(client, SLUG, keys, lang, phrase)
    guide_pages.never_says(client, SLUG, keys, lang, old)
