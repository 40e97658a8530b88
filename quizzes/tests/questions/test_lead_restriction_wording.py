"""The Law 26B questions (`withdrawn_call_lead`, `insufficient_bid`) ask about the lead the Law
restricts, and say in Turkish that an offender who named no suit named none.

Law 26B (Turkish, official): "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak
dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir
rengi oynamasını yasaklayabilir." WBF: "declarer may, at the offender's partner's first turn to
lead (which may be the opening lead), prohibit offender's partner from leading any (one) suit".
Law 41A: "deklaran olması gereken oyuncunun solundaki defans oyuncusu kapalı olarak atak eder."
"""

import re

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db
SEEDS = range(1, 201)
LEAD_TYPES = ("withdrawn_call_lead", "insufficient_bid")


def _lead_questions(qtype):
    for seed in SEEDS:
        q = generate(qtype, seed)
        restriction = (q.expected or {}).get("lead_restriction")
        if restriction and "declarer_may_forbid_one_of" in restriction and "yasaklayabilir" in q.prompt_tr:
            yield seed, q, restriction["seat"]


def _opening_leader(declarer: str) -> str:
    return "NESW"[("NESW".index(declarer) + 1) % 4]


@pytest.mark.parametrize("qtype", LEAD_TYPES)
def test_the_opening_lead_is_named_only_when_the_offenders_partner_makes_it(qtype):
    partner_leads = offender_leads = 0
    for seed, q, partner in _lead_questions(qtype):
        opening = _opening_leader(q.expected["declarer"]) == partner
        asked_en = q.prompt_en.rsplit(". ", 1)[-1]
        assert "first turn to lead" in asked_en, (seed, asked_en)
        assert ("opening lead" in asked_en) == opening, (seed, asked_en)
        assert ("atakta" in q.prompt_tr) == opening, (seed, q.prompt_tr)
        assert "çıkış" in q.prompt_tr, (seed, q.prompt_tr)
        if opening:
            partner_leads += 1
        else:
            offender_leads += 1
            # the offender, on declarer's left, leads first: the question says so
            assert "makes the opening lead" in q.prompt_en, seed
    assert partner_leads > 5 and offender_leads > 5


@pytest.mark.parametrize("qtype", LEAD_TYPES)
def test_hicbir_takes_a_negative_verb(qtype):
    """Turkish "hiçbir" (no, none) needs a negative verb: "hiçbir renk konuşmadı" (26B's verb,
    "konuşulmamış")."""
    none_named = 0
    for seed, q, _ in _lead_questions(qtype):
        assert not re.search(r"hiçbir renk (söyledi|konuştu)", q.explanation_tr), seed
        if "named no suit" in q.explanation_en:
            none_named += 1
            assert "artırımda hiçbir renk konuşmadı" in q.explanation_tr, seed
    assert none_named > 0


def test_no_generator_pairs_hicbir_with_a_positive_said():
    for qtype in ("withdrawn_call_lead", "insufficient_bid", "call_out_of_rotation", "revoke", "penalty_card"):
        for seed in range(1, 101):
            q = generate(qtype, seed)
            texts = [q.prompt_tr, q.explanation_tr, *(c.tr for c in q.choices), *(c.why_tr or "" for c in q.choices)]
            for text in texts:
                assert not re.search(r"hiçbir \w+ (söyledi|konuştu|yaptı|aldı|oynadı)\b", text), (qtype, seed, text)


@pytest.mark.parametrize("qtype", LEAD_TYPES)
def test_the_suits_the_offender_named_are_joined_by_and_in_turkish(qtype):
    """Law 26B leaves out every suit the offender named: "artırımda kusurlu oyuncu tarafından
    konuşulmamış herhangi bir rengi" (official Turkish); "any (one) suit which has not been
    specified in the legal auction by the offender" (WBF). An offender who bid clubs and spades
    named both ("♣ ve ♠"), not one or the other ("♣ veya ♠")."""
    two_named = 0
    for seed, q, _ in _lead_questions(qtype):
        said_en = re.search(r"named ([♣♦♥♠](?:, [♣♦♥♠])* and [♣♦♥♠]) in the legal auction", q.explanation_en)
        if said_en is None:
            continue
        two_named += 1
        named_tr = said_en.group(1).replace(" and ", " ve ")
        assert f"artırımda {named_tr} konuştu" in q.explanation_tr, (seed, q.explanation_tr)
    assert two_named > 0


@pytest.mark.parametrize("qtype", LEAD_TYPES)
def test_the_question_says_the_director_judged_the_replacement_not_comparable(qtype):
    """Law 26B applies only to a withdrawn call "not replaced by a comparable call": "Kusurlu
    oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse" (official Turkish);
    "When an offending player's call is withdrawn and it is not replaced by a comparable call"
    (WBF). Comparability is the Director's judgement (23A), so a question whose answer is a lead
    restriction says how he judged."""
    asked = 0
    for seed, q, _ in _lead_questions(qtype):
        asked += 1
        assert "The Director judges that the withdrawn call was not replaced by a comparable call." in q.prompt_en, seed
        assert "Hakem, geri alınan konuşmanın yerine eşdeğer bir konuşma yapılmadığına karar verir." in q.prompt_tr, (
            seed
        )
    assert asked > 5


def test_a_correction_silencing_partner_is_judged_not_comparable():
    """Laws 27B2 and 27B3 apply "except as provided in B1": "Yukarıda B1 ile hükme bağlananın
    dışında, eğer yetersiz deklare yeterli bir deklare ile ya da pas ile düzeltilmişse, kusurlu
    oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır" (official
    Turkish); "except as provided in B1 above, if the insufficient bid is corrected by a
    sufficient bid or by a pass, the offender's partner must pass whenever it is his turn to call"
    (WBF). A correction the Director judges comparable falls under B1(b) instead, so the story
    says he did not."""
    silenced = 0
    for seed in range(1, 201):
        q = generate("insufficient_bid", seed)
        if not {"27B2", "27B3"} & set(q.laws) or "26B" in q.expected["laws"] and q.expected["over"]:
            continue
        silenced += 1
        assert "The Director does not judge the new call comparable." in q.prompt_en, (seed, q.prompt_en)
        assert "Hakem yeni konuşmayı eşdeğer saymaz." in q.prompt_tr, (seed, q.prompt_tr)
    assert silenced > 20
