"""qa105: the Turkish note under the two trump boxes says what rule 10 does, a trump not *led*.

Rule 10 of the engine's model (docs/rulings-cli.md, "Additions"; rulings/claims/normal_play.py
`_keeps_trumps`, called for a lead only): "a hand of the claiming side on lead that holds a card of
another suit does not lead a trump"; a ruff, a trump played to a trick led in another suit, is not
touched by it. The English note says so ("his side does not lead its own trumps to its cost"); the
Turkish said "kendi kozlarını kendi aleyhine oynamaz" (does not *play* its own trumps), which is more
than the engine does. Turkish for a lead is "çıkmak" (Law 50D2(a), TR "Defans oyuncusundan cezalı
kartın rengini çıkmasını istemek"). The guideline it quotes speaks of playing ("play the remainder of
his trumps", TR "kalan kozlarını ... oynamaya"): that quotation stays as it is.
"""

import re

import pytest

from .test_table_claim_rule10 import page

pytestmark = pytest.mark.django_db


def note(client, lang: str) -> str:
    html = page(client, lang, claimer="W")
    return re.sub(r"\s+", " ", re.search(r'class="note trumps-drawn">(.*?)</p>', html, re.S).group(1))


def test_the_turkish_note_says_a_trump_is_not_led_as_the_engine_reads_it(client):
    engine_part, _, quoted = note(client, "tr").partition("“")
    assert "onun tarafı kendi kozlarını kendi aleyhine çıkmaz" in engine_part
    assert "oynamaz" not in engine_part
    # the guideline's own word, play, stays in its quotation
    assert "kalan kozlarını kendi aleyhine oynamaya zorlanmamalıdır" in quoted


def test_the_english_note_says_lead(client):
    """The English the Turkish now matches (a guard: it said "lead" before too)."""
    assert "his side does not lead its own trumps to its cost" in note(client, "en")
