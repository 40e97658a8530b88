"""Whose partner could see the card, in the exposed-card guide's summary (audit327, session 96).

49, TR (official): "Yasanın uygulanması (örneğin bkz. Yasa 47E) veya oyunun normal seyri haricinde, bir
defans oyuncusunun kartı yüzünü partnerinin görmesi olası bir pozisyona geldiğinde ... bu kartlar cezalı
karta dönüşür (Yasa 50)"; WBF: "Except in the normal course of play or application of law (see for
example Law 47E), when a defender's card is in a position in which his partner could possibly see its
face ... each such card becomes a penalty card (Law 50)".

The summary (on the guides' index, "What happened?"), the first words a player reads of the guide, said "exposed where partner could see its face"
/ "ortağın görebileceği duruma geldi": the Turkish "ortağın" reads as "your partner" (the reader's), where
49 speaks of the partner of the defender whose card it is. Now "sahibinin ortağının", as the major card's
options say "kartın sahibinin ortağı". The English keeps the bridge idiom "partner" (a partner of the
card's owner, "such a card of a defender" following): every English variant naming the owner moved the
search bench's player-questions en MRR 0.928 -> 0.916 (docs/legal-review.md, Session 96 (audit327))."""

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from tests.seen import seen

pytestmark = pytest.mark.django_db

SAID = "Oyun sırasında bir kart kazara masaya düştü ya da sahibinin ortağının görebileceği duruma geldi;"
OLD = "ya da ortağın görebileceği duruma geldi"


def _index(client, lang: str) -> str:
    with translation.override(lang):
        url = reverse("situations:index")
    response = client.get(url)
    assert response.status_code == 200
    return seen(response.content.decode())


def test_the_turkish_summary_names_the_partner_of_the_card_s_owner(client):
    page = _index(client, "tr")
    assert escape(SAID) in page
    assert escape(OLD) not in page
