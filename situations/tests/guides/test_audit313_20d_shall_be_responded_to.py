"""The asking-questions guide's review-during-the-auction Ending says 20D in the WBF's own verb in English,
"shall be responded to", on the page and in the read-out; the Turkish keeps the official "-abilir"
(CONTRIBUTING.md, "Add a situation guide", point 1: each language its own text's word).

20D (TR): "Konuşmaların tekrarlanması talebi yalnızca bir rakip oyuncu tarafından cevaplandırılabilir."
20D (WBF): "A request to have calls restated shall be responded to only by an opponent."

The page's English said "is responded to only by an opponent" (the present, neither text's verb) and the
read-out's "Only an opponent may restate the calls" (the Turkish's "-abilir" put into English). Both say
who answers alike: only an opponent; the difference is the modal word only, so no editor's note."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "auction", "review"]


def test_the_page_says_shall_be_responded_to(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "A request to have the calls restated shall be responded to only by an opponent (Law 20D).",
    )
    never_says(client, SLUG, KEYS, "en", "is responded to only by an opponent")


def test_the_read_out_says_shall_be_responded_to(client):
    reads(
        client,
        SLUG,
        KEYS,
        "en",
        "A request to have the calls restated shall be responded to only by an opponent, and alerts should be"
        " included (Laws 20D, 20B).",
    )
    never_reads(client, SLUG, KEYS, "en", "Only an opponent may restate the calls")


def test_the_turkish_keeps_the_official_may(client):
    says(client, SLUG, KEYS, "tr", "Tekrar isteğini yalnızca bir rakip yanıtlayabilir (Yasa 20D).")
    reads(client, SLUG, KEYS, "tr", "Tekrarı yalnızca bir rakip yapabilir")
