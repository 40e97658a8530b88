"""The claim lines of the table page say 50D1(a)'s modal: a major penalty card *must* be played at
the first legal opportunity (qa186's note; qa188).

50D1(a): TR "Aşağıdaki (b) bendinde belirtilen durum dışında, bir majör cezalı kart ister çıkışta,
renge uyarken, defos yaparken veya çakarken olsun ilk yasal fırsatta oynanmak zorundadır"; WBF
"Except as in (b) following, a major penalty card must be played at the first legal opportunity,
whether in leading, following suit, discarding or trumping". Both texts state an obligation; the
two lines (a declarer's claim with a defender's penalty card, engine_words `_penalty_held`; a
defender's claim with his partner's, `_claimer_penalty_held`) said "oynanır" / "is played", a
description of what happens rather than what the defender must do."""

import pytest

from tests.seen import seen

from .test_table_claim import page, said
from .test_table_claim_defenders_penalty import EIGHT_TRICKS, WEST_CLAIMS_TWO, url, words
from .test_table_claim_penalty import BOARD, play

pytestmark = pytest.mark.django_db

MODAL = {"en": "must be played at the first legal opportunity", "tr": "ilk yasal fırsatta oynanmak zorundadır"}
DESCRIBED = {"en": "is played at the first legal opportunity", "tr": "ilk yasal fırsatta oynanır"}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_declarers_claim_says_the_defenders_major_penalty_card_must_be_played(client, lang):
    """East's ♠K exposed, South claims two (test_table_claim_penalty's deal)."""
    sentences = said(page(client, lang, play(), board=BOARD, claimer="S", tricks="2", stated="H2,HA,SQ"))
    held = [sentence for sentence in sentences if "50D1" in sentence]
    assert any(MODAL[lang] in sentence for sentence in held), held
    assert not any(DESCRIBED[lang] in sentence for sentence in held), held


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_defenders_claim_says_his_partners_major_penalty_card_must_be_played(client, lang):
    """East's ♣K exposed, West claims two (test_table_claim_defenders_penalty's deal)."""
    text = words(seen(client.get(url(lang, EIGHT_TRICKS + ",expose:E:CK", **WEST_CLAIMS_TWO)).content.decode()))
    assert f"{MODAL[lang]}, " in text or f"{MODAL[lang]} " in text
    assert DESCRIBED[lang] not in text
