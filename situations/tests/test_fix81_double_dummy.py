"""fix81: the claim's double-dummy sentence names only what it sets aside that is in force at the claim
(qa104, "Left": it said "penalty cards and lead restrictions set aside" whenever declarer's choice was
made before the claim, also where only one of the two was in force).

50D2(a), TR "Defans oyuncusundan cezalı kartın rengini çıkmasını istemek veya çıkış kendisinde kaldığı
müddetçe o rengi çıkmasını yasaklamak ...; eğer deklaran bu seçeneği uygularsa, kart artık cezalı kart
olmaktan çıkar ve ait olduğu ele geri konur"; WBF "to require the defender to lead the suit of the penalty
card, or to prohibit him from leading that suit for as long as he retains the lead ...; if declarer
exercises either of these options, the card is no longer a penalty card and is picked up": a prohibition
leaves no penalty card of that suit. 50D2(b), TR "Bir çıkışı istememek veya yasaklamamak, bu durumda defans
oyuncusu herhangi bir kartı çıkabilir; cezalı kart masa üzerinde cezalı kart olarak kalır"; WBF "not to
require or prohibit a lead, in which case the defender may lead any card and the penalty card remains on
the table as a penalty card": that choice made leaves a penalty card and no restriction. 51B2(b), TR "Bir
defans oyuncusunun birden çok renkte cezalı kartı varken ... deklaran ... bir veya daha fazla rengin
çıkılmasını yasaklayabilir"; WBF "the defender then picks up every penalty card in every suit prohibited
by declarer": with East's SQ and H3, spades prohibited, the H3 stays, beside the prohibition.
"""

from __future__ import annotations

import pytest

from rulings import answer
from situations.engine_words import describe

# docs/rulings-cli.md's example: 1NT by South, West to lead; North S9 D3 C6, East SQ H3 C2, South H4 D5
# C8, West S5 DQ C3; South claims all three.
BASE = {
    "q": "claim",
    "deal": "N:9..3.6 Q.3..2 .4.5.8 5..Q.3",
    "trump": "NT",
    "lead": "W",
    "claimer": "S",
    "declarer": "S",
    "claimed": 3,
}
QUERIES = {
    # 50D2(b) chosen before the claim: East's SQ stays a penalty card, West's lead is free
    "penalty card only": {**BASE, "penalty": [{"seat": "E", "card": "SQ", "kind": "major"}], "lead_chosen": True},
    # 50D2(a): spades prohibited, the SQ picked up
    "restriction only": {**BASE, "penalty": [], "lead_restriction": {"seat": "W", "forbid": "S"}},
    # 51B2(b): spades prohibited, East's SQ picked up, his H3 still a penalty card
    "both": {
        **BASE,
        "penalty": [{"seat": "E", "card": "H3", "kind": "major"}],
        "lead_restriction": {"seat": "W", "forbid": "S"},
    },
}
SET_ASIDE = {
    "penalty card only": {
        "en": "the penalty cards counted free to be played as any other card, the claimer's side takes 1 trick.",
        "tr": "cezalı kartlar da diğer kartlar gibi serbestçe oynanabilir sayılırsa, talep eden taraf 1 löve alır.",
    },
    "restriction only": {
        "en": "every card counted free to be played (the lead restriction set aside), the claimer's side takes 1 trick.",
        "tr": "her kart serbestçe oynanabilir sayılırsa (çıkış kısıtlaması bir yana bırakılarak), talep eden taraf 1 löve alır.",
    },
    "both": {
        "en": "(the penalty cards and the lead restriction set aside), the claimer's side takes 1 trick.",
        "tr": "(cezalı kartlar ve çıkış kısıtlaması bir yana bırakılarak), talep eden taraf 1 löve alır.",
    },
}


def _double_dummy(query: dict, lang: str) -> str:
    got = answer(query)
    assert got["lead_choice"] == ["made"] and got["dd_tricks"] == 1
    return next(line for line in describe(got, query, lang) if "double dummy" in line)


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("case", list(QUERIES))
def test_the_double_dummy_sentence_names_what_is_in_force(case, lang):
    said = _double_dummy(QUERIES[case], lang)
    assert said.endswith(SET_ASIDE[case][lang])


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_no_lead_restriction_is_named_where_none_is_in_force(lang):
    said = _double_dummy(QUERIES["penalty card only"], lang)
    assert ("restriction", "kısıtlama")[lang == "tr"] not in said


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_no_penalty_card_is_named_where_none_is_on_the_table(lang):
    said = _double_dummy(QUERIES["restriction only"], lang)
    assert ("penalty", "cezalı")[lang == "tr"] not in said
