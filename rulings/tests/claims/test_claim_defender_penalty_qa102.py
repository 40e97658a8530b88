"""qa102: claimpen3 read again. A defender's claim with his own side's penalty cards (docs/rulings-cli.md,
"Additions", "A defender's claim with his side's penalty cards"; rulings/claims/penalty.py).

Each position was worked out by hand from the texts before the engine was asked: the official Turkish
(fixtures/laws_tr.txt) and the WBF English (ACBL print of the 2017 Laws). South declares at no trump and
West (or East's partner West) claims. The engine agreed on every one; these tests pin the answers (they pass
on the code claimpen3 merged: no change was needed).
"""

from __future__ import annotations

from rulings import answer


def claim(deal: str, *, lead: str, claimed: int, cards: list[str], penalty: list[dict], **extra) -> dict:
    """West, a defender, claims; South declares at no trump."""
    query = {
        "q": "claim",
        "deal": deal,
        "trump": "NT",
        "lead": lead,
        "claimer": "W",
        "declarer": "S",
        "claimed": claimed,
        "statement": {"cards": cards},
        "penalty": penalty,
    }
    query.update(extra)
    return answer(query)


def card(seat: str, name: str, kind: str = "major") -> dict:
    return {"seat": seat, "card": name, "kind": kind}


def test_50d1_a_the_claimers_own_major_penalty_card_is_led_before_the_hearts_he_stated():
    """50D1(a): TR "bir majör cezalı kart ister çıkışta, renge uyarken, defos yaparken veya çakarken olsun
    ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty card must be played at the first legal
    opportunity, whether in leading, following suit, discarding or trumping". West SQ (major penalty card)
    HA HK, North SA DA DK, East S2 H3 H2, South C4 C3 C2; West to lead claims two, "the heart ace, then the
    king". He must lead the queen first: North's ace wins, North cashes two diamonds on which West has only
    his hearts to throw: no trick (free, the hearts first: two)."""
    deal = "W:Q.AK.. A..AK. 2.32.. ...432"
    assert claim(deal, lead="W", claimed=2, cards=["HA", "HK"], penalty=[])["worst_tricks"] == 2
    got = claim(deal, lead="W", claimed=2, cards=["HA", "HK"], penalty=[card("W", "SQ")])
    assert (got["worst_tricks"], got["awarded"], got["decides"]) == (0, 0, "70D1")
    assert got["losing_line"][:2] == ["W:SQ", "N:SA"]
    assert got["laws"] == ["70D1", "70A", "50D"]
    assert "losing_choices" not in got


def test_51a_declarer_designates_which_of_the_claimers_two_penalty_cards_he_discards():
    """51A: TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla
    cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir"; WBF "If it is a defender's
    turn to play and that defender has two or more penalty cards that can legally be played, declarer
    designates which is to be played at that turn"; 70A (TR "talep ile ilgili her şüpheli durum talep
    edenin aleyhine çözümlenecektir"; WBF "any doubtful point as to a claim shall be resolved against the
    claimer"). West HA CK (both penalty cards, so both major: 50B), North S2 CQ, East S3 D2, South SA C2;
    North leads, West claims one, "my club king". On the spade West, void, must discard one of them;
    declarer designates the king, South's ace wins and leads the club two to North's queen: no trick (the
    ace designated: the king wins the club, one)."""
    deal = "W:.A..K 2...Q 3..2. A...2"
    got = claim(deal, lead="N", claimed=1, cards=["CK"], penalty=[card("W", "HA"), card("W", "CK")])
    assert (got["worst_tricks"], got["awarded"], got["decides"]) == (0, 0, "70D1")
    assert got["losing_line"][:4] == ["N:S2", "E:S3", "S:SA", "W:CK"]
    assert got["losing_choices"] == [{"at": 3, "seat": "W", "act": "designate", "card": "CK"}]


def test_51a_declarer_designates_among_the_partners_penalty_cards_not_the_partner():
    """51A as above, the penalty cards the claimer's partner's: East HA CK, North S2 CQ, South SA C2, West
    S3 D2; North leads, West claims one. Declarer designates the king on the spade, and the club queen
    wins the last trick: no trick, decided on the claimer's side's line (70D1), not on a choice of the
    partner's (70D2: TR "ortağının normal seçeneklerden özellikle birini seçmesine dayalı"; WBF "depends
    on his partner selecting a particular play from among alternative normal plays"): the partner does
    not choose between his penalty cards."""
    deal = "N:2...Q .A..K A...2 3..2."
    got = claim(deal, lead="N", claimed=1, cards=[], penalty=[card("E", "HA"), card("E", "CK")])
    assert (got["worst_tricks"], got["decides"]) == (0, "70D1")
    assert got["losing_choices"] == [{"at": 1, "seat": "E", "act": "designate", "card": "CK"}]


# West SK (major penalty card) HA, North SA DA, East S2 H2, South S3 D2; East to lead, West claims one.
PARTNER_LEADS = "W:K.A.. A..A. 2.2.. 3..2."


def test_50d2_a_declarer_requires_the_spade_against_the_claimer():
    """50D2: TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna
    geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz";
    WBF "When a defender has the lead while his partner has a major penalty card, he may not lead until
    declarer has stated which of the options below is selected"; (a) TR "Defans oyuncusundan cezalı
    kartın rengini çıkmasını istemek", WBF "to require the defender to lead the suit of the penalty
    card". Required, East leads the S2 into North's ace, which cashes the DA: no trick. Prohibited,
    East's H2 goes to West's ace: one. With no restriction (b) East chooses, and his best is the heart:
    one. Declarer's choice is taken against the claimer (70A): 0, the requirement named."""
    got = claim(PARTNER_LEADS, lead="E", claimed=1, cards=["HA"], penalty=[card("W", "SK")])
    assert (got["worst_tricks"], got["awarded"], got["decides"]) == (0, 0, "70D1")
    assert got["losing_choices"] == [{"at": 0, "seat": "E", "act": "require_lead", "suits": ["S"], "law": "50D2(a)"}]
    assert got["laws"] == ["70D1", "70A", "50D"]
    forbidden = claim(
        PARTNER_LEADS,
        lead="E",
        claimed=1,
        cards=["HA"],
        penalty=[card("W", "SK")],
        lead_restriction={"seat": "E", "forbid": "S"},
    )
    assert (forbidden["worst_tricks"], forbidden["decides"]) == (1, None)


def test_70d2_with_50d2_b_chosen_before_the_claim_the_partners_lead_decides():
    """50D2(b): TR "Bir çıkışı istememek veya yasaklamamak, bu durumda defans oyuncusu herhangi bir kartı
    çıkabilir"; WBF "not to require or prohibit a lead, in which case the defender may lead any card".
    Chosen before the claim (`lead_chosen`), East leads what he likes: the S2 loses both tricks, the H2
    gives West his ace. The claim depends on the partner's choice among normal plays: 70D2, TR "Hakem,
    bir defans oyuncusunun talebinin herhangi bir parçası, ortağının normal seçeneklerden özellikle
    birini seçmesine dayalı olması durumda, talebi kabul etmez"; WBF "The Director does not accept any
    part of a defender's claim that depends on his partner selecting a particular play from among
    alternative normal plays": no trick."""
    got = claim(PARTNER_LEADS, lead="E", claimed=1, cards=["HA"], penalty=[card("W", "SK")], lead_chosen=True)
    assert (got["worst_tricks"], got["awarded"], got["decides"]) == (0, 0, "70D2")
    assert got["laws"] == ["70D2", "70A", "50D"]
    assert got["losing_line"][0] == "E:S2"


def test_50c_the_claimers_minor_penalty_nine_goes_on_norths_ace_before_his_two():
    """50C: TR "Bir defans oyuncusunun bir minör cezalı kartı varken, cezalı kartı oynayıncaya kadar, aynı
    renkten onör derecesinin altında hiçbir kartı oynayamaz, ancak, bir onör kartı oynayabilir"; WBF "he
    may not play any other card of the same suit below the rank of an honor until he has first played the
    penalty card, but he is entitled to play an honor card instead". West S9 (minor penalty card) S2,
    North SA S8, East S4 H2, South S5 H3; North leads, West claims one, "the two under the ace, then the
    nine". On North's ace West may not play the two before the nine (no honour to play instead): the nine
    falls and North's eight beats the two: no trick, 50C cited."""
    deal = "W:92... A8... 4.2.. 5.3.."
    got = claim(deal, lead="N", claimed=1, cards=["S2", "S9"], penalty=[card("W", "S9", "minor")])
    assert (got["worst_tricks"], got["decides"]) == (0, "70D1")
    assert got["losing_line"][:4] == ["N:SA", "E:S4", "S:S5", "W:S9"]
    assert got["laws"] == ["70D1", "70A", "50C"]
