"""The faced-opening-lead Ending says declarer chooses "without consulting partner" and now cites the
paragraph that says it, 10C2 (qa184's note; qa186).

10C2: TR "Bir oyuncunun bir usulsüzlükten sonra seçenekleri varsa, seçimini ortağına danışmadan yapmak
zorundadır"; WBF "If a player has an option after an irregularity, he must make his selection without
consulting partner". The line says it in 10C2's own verb since audit314 (it said "chooses alone" /
"kendisi seçer")."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

CITED = {
    "tr": "Deklaranın beş seçeneği vardır; seçimini ortağına danışmadan yapmak zorundadır (Yasa 10C2).",
    "en": "Declarer has five options and must make his choice without consulting partner (Law 10C2).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_without_consulting_partner_cites_10c2(client, lang):
    says(client, "lead-out-of-turn", ["opening", "wrong-defender", "faced"], lang, CITED[lang])
