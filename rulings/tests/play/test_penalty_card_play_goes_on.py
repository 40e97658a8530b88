"""A penalty card not played, and the offender's side plays on before declarer chooses under 52B
(eng242; docs/rulings-cli.md, Additions, "A penalty card not played, and the offender's side plays
on before declarer chooses"). The engine used to refuse every card until declarer chose
("S must first choose (accept, reject)"); each test below fails on that engine.

The paragraphs, in both texts:
- 52B1(a) TR "Bir defans oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak zorunda olmasına rağmen
  başka bir kart çıkar veya oynarsa, deklaran bu çıkış veya oyunu kabul edebilir."; WBF "declarer may
  accept such lead or play". 52B1(b) TR "Deklaran, bundan sonra kendi elinden veya yerden bir kart
  oynarsa bu çıkış veya oyunu kabul etmek zorundadır."; WBF "declarer must accept such lead or play if
  he has thereafter played from his own hand or dummy". 52B2 TR "Deklaran ... kartını kabul etmezse,
  defans oyuncusu bu kartı cezalı kart ile değiştirmek zorundadır."; WBF "If declarer does not accept
  the card illegally played or led the defender must substitute the penalty card". 52B says nothing of
  when declarer must choose.
- 61A TR "yasa tarafından emredilen ... bir rengi veya kartı olanak varken, çıkmamak ya da oynamamak
  rönons teşkil eder"; WBF "failure to lead or play, when able, a card or suit required by law ...
  constitutes a revoke".
- 63A1 TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında (bu tür
  her oyun yasal olsun veya olmasın, rönonsu resmileştirir)."; WBF "when the offender or his partner
  leads or plays to the following trick (any such play, legal or illegal, establishes the revoke)".
- 63B TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez ... ve rönonsun meydana geldiği
  löve oynandığı gibi kalır."; WBF "Once a revoke is established, it may no longer be corrected ...
  and the trick on which the revoke occurred stands as played." So 52B2's substitution lapses.
- 64B3 TR "Rönons, cezalı bir kartın oynanmaması ... sonucu meydana gelmişse."; WBF "the revoke was
  made in failing to play a penalty card": no automatic trick adjustment. 64C1 TR "Onarmaya tabi
  olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan sonra, hakem ... ayarlı skor atayacaktır";
  WBF "When, after any established revoke, including those not subject to trick adjustment, the
  Director deems that the non-offending side is insufficiently compensated ... he shall assign an
  adjusted score" (the engine cites it as "64C").
- 60C TR "Kusurlu tarafın bir üyesinin düzeltme belirlenmeden önce oynaması rakiplerinin haklarını
  etkilemez ve oynanan bu kart da onarmaya tabi olabilir."; WBF "A play by a member of the offending
  side before rectification has been assessed does not affect the rights of the opponents, and may
  itself be subject to rectification."
- 50D2 TR "... çıkış yapamaz (eğer defans oyuncusu zamanından önce çıkış yaparsa, Yasa 49’a göre
  yaptırım uygulanabilir)"; WBF "he may not lead until declarer has stated which of the options below
  is selected (if the defender leads prematurely, he is subject to rectification under Law 49)".
"""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import deal, result, state

# South declares 4H. N AK52.QJ3.K84.Q96, E QJ98.765.AQ7.K85, S 73.AKT984.J6.AJ4, W T64.2.T9532.T732.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
# Trick 1 to South's HA; East drops the SQ (a major penalty card, 50B); South leads the S3 and East,
# last to the trick, plays the SJ instead of the SQ (50D1: at his first legal opportunity). His SJ wins.
FAILED = ["W:H2", "N:H3", "E:H5", "S:HA", {"act": "expose", "seat": "E", "card": "SQ"}, "S:S3", "W:S4", "N:S2", "E:SJ"]


def st(*play) -> dict:
    return state(DEAL, "4H", "S", list(play))


def ask(*play) -> dict:
    return answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": list(play)})


def test_law_63a1_the_offenders_lead_establishes_the_revoke_and_63b_lapses_the_choice():
    pending = st(*FAILED)
    assert pending["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert pending["laws"][:2] == ["52B1(a)", "52B2"]
    now = st(*FAILED, "E:SQ")
    assert now["decision"] is None
    assert now["tricks"] == {"NS": 1, "EW": 1}  # trick 2 stands as played: East's SJ won it (63B)
    assert now["revokes"] == [
        {"seat": "E", "trick": 2, "established": True, "penalty_card": True, "choice_lapsed": True}
    ]
    assert {"61A", "63A1", "63B", "64B3", "64C"} <= set(now["laws"])
    assert "52B2" not in now["laws"] and "62A" not in now["laws"]
    assert now["turn"] == "S" and now["legal"] == ["S7"]


def test_law_63b_the_established_revoke_may_not_be_corrected_nor_the_card_replaced():
    assert ask(*FAILED, "E:SQ", {"act": "reject", "seat": "S"}) == {
        "error": "play[10]: there is no choice to make now (reject)"
    }
    # not "accepted instead of his penalty card (Law 52B1)": declarer never accepted it
    assert ask(*FAILED, "E:SQ", {"act": "correct", "seat": "E", "card": "S8"}) == {
        "error": "play[10]: E's revoke on trick 2 is established (Law 63A1: E or his partner has played to a "
        "later trick) and may no longer be corrected (Law 63B)"
    }


def test_law_64b3_no_trick_transferred_and_64c_named_at_the_end():
    play = [*FAILED, "E:SQ"]
    while (now := st(*play))["turn"] is not None:
        assert now["decision"] is None, now
        play.append(f"{now['turn']}:{now['legal'][0]}")
    done = result(DEAL, "4H", "S", play)
    assert done["revokes"] == [
        {"seat": "E", "trick": 2, "established": True, "penalty_card": True, "choice_lapsed": True, "transfer": 0}
    ]
    assert done["transfer"] == {"to": None, "tricks": 0}
    assert {"64B3", "64C"} <= set(done["laws"])


def test_law_50d1_the_offender_leading_another_card_fails_again_and_declarer_chooses_anew():
    """The SQ stays a penalty card (not played); East on lead must lead it (50D1(a)). Leading the D7
    establishes the first revoke (63A1) and is a new failure: a new 52B choice."""
    now = st(*FAILED, "E:D7")
    assert now["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert now["revokes"] == [
        {"seat": "E", "trick": 2, "established": True, "penalty_card": True, "choice_lapsed": True}
    ]
    assert {"63A1", "63B", "64B3"} <= set(now["laws"])
    assert now["penalty_cards"] == [{"seat": "E", "card": "SQ", "kind": "major"}]


def test_law_50d2_the_partners_lead_before_declarers_lead_choice_is_refused_as_50d2_says():
    """West wins the trick with the ST (East, last, played the S8 instead of the SQ); West leads while
    his partner holds a major penalty card: declarer's 50D2 choice comes first, and the lead is
    refused as 50D2 says (Law 49), no longer with "S must first choose (accept, reject)"."""
    failed = [*FAILED[:6], "W:ST", "N:S2", "E:S8"]
    assert st(*failed)["decision"] == {"by": "S", "options": ["accept", "reject"]}
    got = ask(*failed, "W:D2")
    assert got == {
        "error": "play[9]: W may not lead until S has chosen (require_lead, forbid_lead, no_restriction); "
        "a lead before that is premature and subject to rectification under Law 49 (50D2), which the "
        "engine does not apply: the Director does"
    }


def test_law_60c_a_card_of_the_offending_side_to_the_same_trick_leaves_the_choice_but_a_lead_ends_it():
    """60C: the offending side's play before rectification "does not affect the rights of the
    opponents": while the trick is incomplete the choice stands and the card is still refused (this
    half passes on the old engine too: it guards what is kept). West, second to the trick, plays the
    S4 instead of his major penalty card ST; East plays before dummy. Once the trick is complete, a
    lead by the offender's partner, even out of turn, establishes the revoke ("any such play, legal
    or illegal", 63A1): the 52B choice lapses (63B) and declarer's choice is now 56's."""
    same_trick = ["W:H2", "N:H3", "E:H5", "S:HA", {"act": "expose", "seat": "W", "card": "ST"}, "S:S3", "W:S4"]
    assert st(*same_trick)["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert ask(*same_trick, "E:S8") == {"error": "play[7]: S must first choose (accept, reject)"}
    out_of_turn = st(*FAILED, "W:S6")  # East won trick 2 and is to lead; West leads
    assert out_of_turn["revokes"] == [
        {"seat": "E", "trick": 2, "established": True, "penalty_card": True, "choice_lapsed": True}
    ]
    assert out_of_turn["laws"][:5] == ["56A", "56B", "63B", "64B3", "64C"]
