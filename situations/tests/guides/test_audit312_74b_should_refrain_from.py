"""Law 74B in its own verb on the penalties guide: the slow-play and conduct Endings' `now` (74B4,
74B2) and their Director line (74B5) said "is against etiquette" / "görgü kurallarına aykırıdır",
which states what 74B asks of a player without the paragraph's "should refrain from" /
"kaçınmalıdır" (CONTRIBUTING.md, "Add a situation guide", point 1: the WBF Introduction's "should",
"an infraction jeopardising the infractor's rights but not often penalized"). 74C's lines keep 74C's
own present ("yöntem ihlali sayılır", "are examples of violations of procedure"; note on 74C).
74B's lead-in "as a matter of courtesy" / "nezaket gereği olarak" is left out: in the `now` lines it
moved player-questions-newguides-dev9 en 0.598 -> 0.593 (recall 0.727 -> 0.710); the verb alone moved
nothing."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

# 74B: TR "Nezaket gereği olarak bir oyuncu şunlardan kaçınmalıdır: ... 2. Artırım veya oyun esnasında
# gereksiz yorumlarda bulunmak. ... 4. Rakibi sıkıntıya sokmak amacıyla oyunu gereksiz yere uzatmak
# (örneğin tüm lövelerin kendisinin olduğunu kesinlikle bilmesine rağmen oyunu devam ettirmek). 5.
# Hakemi, ona veya diğer yarışmacılara karşı saygısız biçimde çağırmak ve bu biçimde hakeme hitap
# etmek."; WBF "A player should refrain from: ... 2. making gratuitous comments
# during the auction and play. ... 4. prolonging play unnecessarily (as in playing on although he knows
# that all the tricks are surely his) for the purpose of disconcerting an opponent. 5. summoning and
# addressing the Director in a manner discourteous to him or to other contestants."
LINES = {
    ("slow-play", "74B4"): {
        "tr": "Bir oyuncu, rakibi sıkıntıya sokmak için oyunu gereksiz yere uzatmaktan kaçınmalıdır (Yasa 74B4)",
        "en": "A player should refrain from prolonging play unnecessarily for the purpose of disconcerting an opponent (Law 74B4)",
    },
    ("conduct", "74B2"): {
        "tr": "Bir oyuncu, artırım ve oyun sırasında gereksiz yorum yapmaktan kaçınmalıdır (Yasa 74B2)",
        "en": "A player should refrain from making gratuitous comments during the auction and play (Law 74B2)",
    },
    ("slow-play", "74B5"): {
        "tr": "bir oyuncu, hakemi ona ya da diğer yarışmacılara karşı saygısız biçimde çağırmaktan ve ona bu biçimde hitap etmekten kaçınmalıdır (Yasa 74B5)",
        "en": "a player should refrain from summoning and addressing the Director in a manner discourteous to him or to other contestants (Law 74B5)",
    },
    ("conduct", "74B5"): {
        "tr": "bir oyuncu, hakemi ona ya da diğer yarışmacılara karşı saygısız biçimde çağırmaktan ve ona bu biçimde hitap etmekten kaçınmalıdır (Yasa 74B5)",
        "en": "a player should refrain from summoning and addressing the Director in a manner discourteous to him or to other contestants (Law 74B5)",
    },
}
OLD = {"tr": "görgü kurallarına aykırı", "en": "against etiquette"}


@pytest.mark.parametrize("key", sorted(LINES))
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_74b_is_said_in_its_own_verb(client, lang, key):
    ending, _label = key
    says(client, "penalties", [ending], lang, LINES[key][lang])
    never_says(client, "penalties", [ending], lang, OLD[lang])
