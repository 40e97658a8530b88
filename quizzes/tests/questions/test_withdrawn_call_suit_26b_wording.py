"""The Law 26B questions name the suits declarer may forbid in the official Turkish's words, and
say in both languages that leaving out the withdrawn call is the WBF English's reading, which the
engine follows, where the answer rests on it.

Law 26B (Turkish, official, fixtures/laws_tr.txt): "Kusurlu oyuncu, konuşmasını geri alıp, bunu
eşdeğer bir konuşma ile değiştirmezse, ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu
oyuncunun ortağının ilk oynaması sırasında (atak dahil) Kusurlu oyuncunun ortağının, artırımda
kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir."
WBF: "When an offending player's call is withdrawn and it is not replaced by a comparable call,
then if he becomes a defender, declarer may, at the offender's partner's first turn to lead (which
may be the opening lead), prohibit offender's partner from leading any (one) suit which has not
been specified in the legal auction by the offender."

The WBF's "in the legal auction" leaves the withdrawn call out; the Turkish does not say whether
its suit was "konuşulmuş". The engine follows the WBF (`declarer_may_forbid_one_of`), so a question
whose withdrawn bid named a suit the offender did not bid otherwise has the WBF's answer: its
Turkish may not state that reading as the Law's (docs/legal-review.md, Session 82 (qa158), (qa160)).
"""

import pytest

from quizzes.generators import generate

from .test_lead_restriction_wording import _lead_questions as lead_questions

pytestmark = pytest.mark.django_db
SEEDS = range(1, 201)
LEAD_TYPES = ("withdrawn_call_lead", "insufficient_bid")
OFFICIAL_TR = "artırımda kusurlu oyuncu tarafından konuşulmamış"
# What the Turkish said of the suits before: its own words or the WBF's put as the Law's.
SETTLED_TR = (
    "kusurlunun söylemediği",
    "Kusurlunun söylemediği",
    "geri alınan konuşma sayılmaz",
    "geri alınan deklare sayılmaz",
    "renk söylemiş sayılmaz",
    "geçerli artırımda",
)
READING_TR = 'yalnız yasal artırımı ("legal auction") sayan WBF İngilizcesidir'
SILENT_TR = "Resmî metin olan Türkçe, geri alınan bir konuşmanın renginin konuşulmuş sayılıp sayılmadığını söylemez"
READING_EN = "the official Turkish does not say whether the suit of a withdrawn call counts as bid"


def _withdrawn_suit(q):
    """The suit the withdrawn call named (None for a pass, a double or notrump): the call just
    before the left-hand opponent's refusal."""
    calls = q.scenario["calls"]
    i = next(i for i, e in enumerate(calls) if isinstance(e, dict) and e.get("act") == "reject")
    code = calls[i - 1].split(":")[1]
    return code[-1] if code[0].isdigit() and code[-1] in "CDHS" else None


def _lead_questions(qtype):
    """The 26B questions of seeds 1-200, with the suits the engine lets declarer forbid."""
    for seed, q, _ in lead_questions(qtype):
        yield seed, q, q.expected["lead_restriction"]["declarer_may_forbid_one_of"]


@pytest.mark.parametrize("qtype", LEAD_TYPES)
def test_the_turkish_does_not_settle_the_withdrawn_calls_suit(qtype):
    asked = 0
    for seed, q, _ in _lead_questions(qtype):
        asked += 1
        texts = [q.explanation_tr, *(c.tr for c in q.choices), *(c.why_tr or "" for c in q.choices)]
        for text in texts:
            for settled in SETTLED_TR:
                assert settled not in text, (seed, settled, text)
    assert asked > 20


@pytest.mark.parametrize("qtype", LEAD_TYPES)
def test_an_answer_resting_on_the_wbf_reading_says_so_in_both_languages(qtype):
    resting = other = 0
    for seed, q, forbid in _lead_questions(qtype):
        suit = _withdrawn_suit(q)
        if suit is not None and suit in forbid:
            resting += 1
            assert READING_TR in q.explanation_tr and SILENT_TR in q.explanation_tr, (seed, q.explanation_tr)
            assert "legal auction" in q.explanation_en and READING_EN in q.explanation_en, (seed, q.explanation_en)
        else:
            other += 1
            assert READING_TR not in q.explanation_tr, (seed, q.explanation_tr)
    assert resting > 5 and other > 5


def test_the_why_naming_the_withdrawn_calls_suit_says_whose_reading_it_is():
    """A wrong choice leaving out a suit declarer may forbid says why: where that suit is the
    withdrawn call's, the why is the WBF's reading and says the Turkish is silent. (An
    insufficient_bid question leaves out only the first or the last suit: seldom the withdrawn one.)"""
    seen = 0
    for seed, q, forbid in (x for qtype in LEAD_TYPES for x in _lead_questions(qtype)):
        suit = _withdrawn_suit(q)
        if suit is None or suit not in forbid:
            continue
        left_out = {"♣♦♥♠"["CDHS".index(s)] for s in forbid if s != suit}
        for c in q.choices:
            if c.key != q.answer and {ch for ch in c.en if ch in "♣♦♥♠"} == left_out:
                seen += 1
                assert SILENT_TR in c.why_tr and READING_EN in c.why_en, (seed, c.why_tr, c.why_en)
    assert seen > 5


@pytest.mark.parametrize("qtype", LEAD_TYPES)
def test_the_26b_step_names_the_suits_in_each_texts_words(qtype):
    """The explanation's sentence for 26B (auction_story.PARAGRAPHS, shared by the auction types)."""
    cited = 0
    for seed in SEEDS:
        q = generate(qtype, seed)
        if "26B" not in q.laws:
            continue
        cited += 1
        step_tr = next(line for line in q.explanation_tr.split("\n") if line.startswith("Yasa 26B:"))
        step_en = next(line for line in q.explanation_en.split("\n") if line.startswith("Law 26B:"))
        assert OFFICIAL_TR in step_tr, (seed, step_tr)
        assert "did not specify in the legal auction" in step_en, (seed, step_en)
    assert cited > 0
