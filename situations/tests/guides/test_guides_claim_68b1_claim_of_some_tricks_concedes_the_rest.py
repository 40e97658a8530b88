"""68B1's second clause in the own-concession Ending, in the official Turkish's words (session 96,
audit331).

68B1, official Turkish: "Deklaran veya bir defans oyuncusunun belli sayıda löveyi kaybedeceğine dair
her ifadesi o lövelerin terkidir; belli sayıda löve talebi de varsa, geri kalan lövelerin terkidir";
WBF: "a claim of some number of tricks is a concession of the remainder, if any". The English said
"A claim of some tricks is a concession of the rest"; the Turkish said "Talep de kalan lövelerin
terkidir" (a claim, too, is a concession of the remaining tricks): in this guide "kalanlar" are the
tricks left to play ("deklaran kalan löveleri istedi"), so the Turkish read as if a claim of them all
conceded them. Now the claim of a number of tricks, and the tricks left over from it ("geri kalan")."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

KEYS = ["regret", "own-concession"]


def test_68b1_a_claim_of_some_tricks_concedes_the_rest_in_turkish(client):
    says(client, "claim", KEYS, "tr", "Belli sayıda lövenin talebi, geri kalan lövelerin terkidir (Yasa 68B1).")
    never_says(client, "claim", KEYS, "tr", "Talep de kalan lövelerin terkidir")


def test_68b1_a_claim_of_some_tricks_concedes_the_rest_in_english(client):
    says(client, "claim", KEYS, "en", "A claim of some tricks is a concession of the rest (Law 68B1).")
