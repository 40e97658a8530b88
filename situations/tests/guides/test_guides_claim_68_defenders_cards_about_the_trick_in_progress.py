"""Law 68's penalty-card clause in the disputed-claim Ending (session 86, qa194): cards a defender
exposed or revealed with a statement or action about the trick in progress alone are no penalty
cards. The Ending's Law 68 sentence stops at "play proceeds regularly" (the lead, session 85: the
whole clause there cost the players' held-out English set 0.851 -> 0.825), so the clause has its own
sentence beside the Ending's words on a defender's claim (70D2)."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db


def test_68_a_defenders_cards_shown_about_the_trick_in_progress_are_no_penalty_cards(client):
    """Law 68, official Turkish: "Eğer eylem yalnızca o an oynanmakta olan lövenin kazanılması veya
    kaybedilmesine ilişkin ise, oyun normal olarak devam eder, bir defans oyuncusu tarafından yüzü
    açılan veya belirtilen kartlar cezalı karta dönüşmez, ancak Yasalar 16 ve 57A geçerli olabilir";
    WBF: "If the statement or action pertains only to the winning or losing of an uncompleted trick
    currently in progress, play proceeds regularly; cards exposed or revealed by a defender do not
    become penalty cards, but Laws 16 and 57A may apply." """
    says(
        client,
        "claim",
        ["disputed"],
        "tr",
        "Bir defans oyuncusunun beyanı veya eylemi yalnızca o an oynanmakta olan löveye ilişkinse yüzü açılan veya "
        "belirtilen kartları cezalı karta dönüşmez, ancak Yasalar 16 ve 57A geçerli olabilir (Yasa 68)",
    )
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "If a defender's statement or action pertains only to the trick in progress, cards he exposed or revealed "
        "do not become penalty cards, but Laws 16 and 57A may apply (Law 68)",
    )
