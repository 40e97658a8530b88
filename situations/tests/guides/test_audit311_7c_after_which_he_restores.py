"""The fouled-board Ending's advice says 7C in the WBF's verbs in English: "should" for the shuffle and
the present for putting the cards back; the Turkish keeps the official "-malı ... -malıdır".

7C (WBF): "After play has finished, each player should shuffle his original thirteen cards, after which
he restores them to the pocket corresponding to his compass position."
7C (TR): "Oyun tamamlandıktan sonra, her oyuncu özgün on üç kartını karıştırmalı ve daha sonra kendi yön
konumuna ait cebe geri koymalıdır."

The English said "should shuffle his original thirteen cards and then restore them", putting the return
under "should", where the WBF states it in the present ("does": CONTRIBUTING.md, "Add a situation
guide", point 1). The Turkish's "-malıdır" is not graded; no difference of meaning, no editor's note."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["fouled"]


def test_the_english_advice_says_7c_s_present_for_the_return(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "each player should shuffle his original thirteen cards, after which he restores them to the pocket corresponding to his compass position (Law 7C).",
    )
    never_says(client, SLUG, KEYS, "en", "and then restore them")


def test_the_turkish_advice_keeps_the_official_words(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "her oyuncu özgün on üç kartını karıştırmalı ve sonra kendi yön konumuna ait cebe geri koymalıdır (Yasa 7C).",
    )
