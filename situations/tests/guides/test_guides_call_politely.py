"""The guides' "call the Director" hint cites each thing it asks for (qa103's finding): "at once" is
Law 9B1(a)'s, "politely" is not, it is the courtesy of Law 74B5.

9B1(a), TR "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır"; WBF "The Director should
be summoned at once when attention is drawn to an irregularity": at once, nothing of the manner.
74B5 (TR, under "B. Görgü": "Hakemi, ona veya diğer yarışmacılara karşı saygısız biçimde çağırmak ve
bu biçimde hakeme hitap etmek"; WBF, under "As a matter of courtesy a player should refrain from":
"summoning and addressing the Director in a manner discourteous to him or to other contestants").
The guides said "Hemen, nazikçe hakemi çağırın (Yasa 9B1(a))" / "Call the Director at once, politely
(Law 9B1(a))", citing 9B1(a) for both.
"""

import pytest

from situations.content.common import CALL_NOW, CALL_NOW_NO_CHOICE
from situations.content.defective_trick import CALL_67B

HINTS = [CALL_NOW, CALL_NOW_NO_CHOICE, CALL_67B]


@pytest.mark.parametrize("hint", HINTS, ids=["call_now", "call_now_no_choice", "call_67b"])
def test_at_once_is_9b1a_and_politely_is_74b5(hint):
    assert hint.tr.startswith("Hakemi hemen (Yasa 9B1(a)) ve nazikçe (Yasa 74B5) çağırın.")
    assert hint.en.startswith("Call the Director at once (Law 9B1(a)) and politely (Law 74B5).")
    assert "nazikçe hakemi çağırın (Yasa 9B1(a))" not in hint.tr
    assert "politely (Law 9B1(a))" not in hint.en
