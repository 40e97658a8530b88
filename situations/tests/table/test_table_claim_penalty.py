"""The table page's claim with a penalty card on the table (Laws 50, 51, 70A; issue 24): the page
passes the penalty cards of its state to the engine's `claim` query (`penalty`), which holds the
claimer's opponents to them (docs/rulings-cli.md, "Additions", "Penalty cards on the table")."""

from __future__ import annotations

import pytest

from situations.table import parse_play, view
from situations.table_claim import ClaimInput, claim_query

from .test_table_claim import page, said

pytestmark = pytest.mark.django_db

# 1NT by South. North's eleven clubs win the first eleven tricks (West leads the C2); East throws
# his diamonds, South his spades and the C3, West his hearts. Then: North S2 H2, East SK D2,
# South SQ HA, West H3 D3, North to lead; East drops the SK (a major penalty card: an honour,
# 50B) and South claims two, "the heart to my ace, then the spade queen".
DEAL = "N:2.2..AKQJT987654 K..AKQJT9876542. AQJT9876543.A..3 .KQJT9876543.3.2"
BOARD = {"deal": DEAL, "contract": "1NT", "declarer": "S", "vul": "0"}


def play() -> list[str]:
    cards = ["W:C2", "N:CA", "E:D4", "S:C3"]
    for club, diamond, spade, heart in zip("KQJT98765", "AKQJT9876", "AJT987654", "KQJT98765", strict=True):
        cards += [f"N:C{club}", f"E:D{diamond}", f"S:S{spade}", f"W:H{heart}"]
    cards += ["N:C4", "E:D5", "S:S3", "W:H4"]
    return [*cards, "expose:E:SK"]


def test_the_penalty_cards_of_the_table_reach_the_claim_query():
    events = parse_play(",".join(play()))
    shown = view(DEAL, "1NT", "S", False, events)
    query = claim_query(DEAL, "1NT", "S", events, shown, ClaimInput("S", 2))
    assert query["deal"] == "N:2.2.. K..2. Q.A.. .3.3."
    assert query["penalty"] == [{"seat": "E", "card": "SK", "kind": "major"}]
    # a defender's claim: none (the engine rules on the claimer's opponents' penalty cards only)
    assert claim_query(DEAL, "1NT", "S", events, shown, ClaimInput("W", 1))["penalty"] == []


@pytest.mark.parametrize(
    "lang, stands",
    [
        ("en", "The claim stands: the claimer's side gets 2 tricks."),
        ("tr", "Talep geçerli: talep eden taraf 2 löve alır."),
    ],
)
def test_a_claim_that_fails_only_if_east_keeps_his_penalty_card_stands(client, lang, stands):
    """50D1(a): TR "bir majör cezalı kart ister çıkışta, renge uyarken, defos yaparken veya
    çakarken olsun ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty card must be
    played at the first legal opportunity, whether in leading, following suit, discarding or
    trumping". On the heart East, void, must throw the king, and the queen is good. Before, the
    page ruled the claim failed by a trick: East kept the king for the queen."""
    html = page(client, lang, play(), board=BOARD, claimer="S", tricks="2", stated="H2,HA,SQ")
    assert stands in said(html)


@pytest.mark.parametrize(
    "lang, double_dummy, held",
    [
        (
            "en",
            "the penalty cards counted free to be played as any other card, the claimer's side takes 1 trick.",
            "a major penalty card is played at the first legal opportunity (Law 50D1)",
        ),
        (
            "tr",
            "cezalı kartlar da diğer kartlar gibi serbestçe oynanabilir sayılırsa, talep eden taraf 1 löve alır.",
            "majör cezalı kart ilk yasal fırsatta oynanır (Yasa 50D1)",
        ),
    ],
)
def test_the_page_says_the_double_dummy_figure_counts_the_penalty_card_free(client, lang, double_dummy, held):
    """The solver's figure (`dd_tricks`) counts East free to keep his king (1 trick), while the
    claim stands at 2 with East held to 50D1(a) (TR "bir majör cezalı kart ... ilk yasal fırsatta
    oynanmak zorundadır"; WBF "a major penalty card must be played at the first legal opportunity").
    Before, the page said "the claimer's side takes 1 trick" double dummy beside "the claim stands:
    2 tricks", with nothing to say why."""
    sentences = said(page(client, lang, play(), board=BOARD, claimer="S", tricks="2", stated="H2,HA,SQ"))
    assert any(sentence.endswith(double_dummy) for sentence in sentences)
    assert any(held in sentence for sentence in sentences)
