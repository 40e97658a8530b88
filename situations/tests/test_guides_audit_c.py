"""The older guides (revoke, lead out of turn, exposed card, card exposed in the auction, call out
of rotation, insufficient bid) read again against both texts of the 2017 Laws: each test reads a
guide's page as a player does and quotes the deciding paragraph, in the official Turkish
(fixtures/laws_tr.txt) and the WBF English (2017, ACBL printing). Where the two differ, the Turkish
is the official text and the guide says so."""

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from situations.content import BY_SLUG

pytestmark = pytest.mark.django_db


def page(client, slug: str, keys: list[str], lang: str) -> str:
    with translation.override(lang):
        url = (
            reverse("situations:step", args=[slug, "/".join(keys)])
            if keys
            else reverse("situations:start", args=[slug])
        )
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


def says(client, slug: str, keys: list[str], lang: str, *phrases: str) -> None:
    text = page(client, slug, keys, lang)
    assert [p for p in phrases if escape(p) not in text] == [], (slug, keys, lang)


def read_out(slug: str, keys: list[str], lang: str) -> str:
    end = BY_SLUG[slug].walk(keys)[1]
    return " ".join(getattr(line, lang) for line in end.script)


def test_a_corrected_revoke_makes_a_penalty_card_only_from_an_unfaced_hand(client):
    """62B1: "A card so withdrawn becomes a major penalty card (Law 50) if it was played from a
    defender's unfaced hand" (TR "Bu şekilde geri alınan kart bir defans oyuncusunun kapalı elinden
    oynanmışsa majör cezalı karta dönüşür"); 62B2: "The card may be replaced without further
    rectification if ... it was a defender's faced card" (TR "ya da bir defans oyuncusunun gözüken
    kartı ise bir başka onarma olmaksızın değiştirilebilir"). The guide had dropped the condition."""
    keys = ["defender", "not-established"]
    says(client, "revoke", keys, "en", "major penalty card if it was played from his unfaced hand (Laws 62B1, 50B)")
    says(client, "revoke", keys, "tr", "kapalı elinden oynanmışsa majör cezalı kart olur (Yasa 62B1, 50B)")
    says(client, "revoke", keys, "en", "faced card, it is replaced without further rectification (Law 62B2)")
    says(client, "revoke", keys, "tr", "başka onarma olmaksızın değiştirilir (Yasa 62B2)")
    assert "unfaced hand (Law 62B1)" in read_out("revoke", keys, "en")
    assert "kapalı elinizden oynandıysa majör cezalı kart olur (Yasa 62B1)" in read_out("revoke", keys, "tr")
