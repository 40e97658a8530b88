"""The card-from-dummy Ending for a rank named without a suit in leading says 46B3(a) in English in
the official Turkish's words, which do not settle which suit dummy "won the preceding trick" in.

46B3(a), TR (official): "Çıkışta deklaran yerin bir önceki löveyi kazandığı renge, o renkte belirtilen
derecede bir kart bulunması koşuluyla, devam etmiş sayılır."; our English of it: "In leading, declarer
is deemed to have continued the suit in which dummy won the preceding trick, provided there is a card
of the designated rank in that suit."; WBF: "In leading, declarer is deemed to have continued the suit
with which dummy won the preceding trick provided there is a card of the designated rank in that
suit." The Turkish "yerin bir önceki löveyi kazandığı renge" can be read as the suit of that trick or
the suit of dummy's winning card (they part after a ruff: the editor's note on 46B3(a), shown beside
the quoted paragraph; docs/translation-notes.md). The Ending's Turkish keeps the official words; its
English said the WBF's "the suit with which dummy won", settling for English readers what the official
text leaves open. The Turkish governs: the English now says "in which", as our English of 46B3(a)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
KEYS = ["incomplete", "rank-only", "leading"]


def test_the_page_says_46b3a_in_the_official_words(client):
    guide_pages.says(
        client,
        SLUG,
        KEYS,
        "tr",
        "Çıkışta deklaran, yerin bir önceki löveyi kazandığı renge devam etmiş sayılır",
    )
    guide_pages.says(
        client,
        SLUG,
        KEYS,
        "en",
        "In leading, declarer is deemed to have continued the suit in which dummy won the preceding trick, provided there is a card of the named rank in that suit (Law 46B3(a)).",
    )
    guide_pages.never_says(client, SLUG, KEYS, "en", "to have continued the suit with which dummy won")


def test_the_read_out_says_46b3a_in_the_official_words(client):
    guide_pages.reads(client, SLUG, KEYS, "tr", "yerin son löveyi kazandığı renge")
    guide_pages.reads(
        client,
        SLUG,
        KEYS,
        "en",
        "you are deemed to continue the suit in which dummy won the last trick, if it holds that rank (Law 46B3(a)).",
    )
    guide_pages.never_reads(client, SLUG, KEYS, "en", "the suit with which dummy won")
