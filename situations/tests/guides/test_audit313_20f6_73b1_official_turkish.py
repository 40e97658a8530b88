"""The asking-questions guide says 20F6 and 73B1 in the official Turkish's own verbs (CONTRIBUTING.md, "Add a
situation guide", point 1: the Turkish says the official text's word, the English the WBF's).

20F6 (TR): "Hakem, bir oyuncunun rakibi tarafından kendisine verilen yanlış bilgiye dayanarak bir tavır
aldığına kanaat getirmesi durumunda, Yasa 21 veya Yasa 47E'den masadaki duruma uygun olanı uygulanmalıdır."
20F6 (WBF): "If the Director judges that a player has based an action on misinformation given to him by an
opponent see, as appropriate, Law 21 or Law 47E."
The Turkish sentence (MISINFORMATION, in the advice of four Endings) said "uygun olanı uygular", the present,
where the official text has the obligation "uygulanmalıdır". The WBF gives no verb of its own ("see, as
appropriate"); the English "he applies" describes it and stays. The two say the same (the Director applies
whichever of the two Laws fits); they differ in mood only, so no editor's note.

73B1 (TR): "Ortaklar; konuşma ve oyunların yapılışındaki tavır, dışa dönük söz ve jestler, rakiplere sorulan
veya sorulmayan sorular veya rakiplere yapılan veya yapılmayan uyarı ve açıklamalar aracılığıyla iletişim
kurmazlar."
73B1 (WBF): "Partners shall not communicate by means such as the manner in which calls or plays are made,
extraneous remarks or gestures, questions asked or not asked, or alerts and explanations given or not given."
The sole-purpose Ending's advice said "iletişim kuramaz" (may not, cannot), where the official text has the
present "kurmazlar"; its English already says the WBF's "shall not communicate"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
MISINFORMATION_ENDINGS = [
    ["asking", "auction", "meaning"],
    ["asking", "after-final-pass", "defender"],
    ["asking", "after-final-pass", "declarer"],
    ["asking", "play", "declarer"],
]


@pytest.mark.parametrize("keys", MISINFORMATION_ENDINGS)
def test_20f6_in_the_official_obligation(client, keys):
    says(
        client,
        SLUG,
        keys,
        "tr",
        "Yasa 21'den ya da Yasa 47E'den masadaki duruma uygun olanı uygulanmalıdır (Yasa 20F6)",
    )
    never_says(client, SLUG, keys, "tr", "uygun olanı uygular (")
    says(client, SLUG, keys, "en", "he applies Law 21 or Law 47E, whichever fits the table (Law 20F6)")


def test_73b1_in_the_official_present(client):
    keys = ["for-partner"]
    says(
        client,
        SLUG,
        keys,
        "tr",
        "Ortaklar, rakiplere sorulan ya da sorulmayan sorular aracılığıyla iletişim kurmaz (Yasa 73B1).",
    )
    never_says(client, SLUG, keys, "tr", "iletişim kuramaz")
    says(
        client, SLUG, keys, "en", "Partners shall not communicate by means of questions asked or not asked (Law 73B1)."
    )
