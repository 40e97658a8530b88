"""The Law 26B questions (`withdrawn_call_lead`, `insufficient_bid`'s lead variant) say that every
bid is natural, so the suits the offender "named" are the suits he specified.

Law 26B (Turkish, official): "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak
dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir
rengi oynamasını yasaklayabilir." WBF: "declarer may, at the offender's partner's first turn to
lead (which may be the opening lead), prohibit offender's partner from leading any (one) suit which
has not been specified in the legal auction by the offender." An artificial bid (a cue bid of the
opponents' suit, say) is "konuşulmuş" (called) in the Turkish sense but need not have "specified"
its suit in the WBF's (29C: "the denomination(s) specified, rather than the denomination named" /
"söylenen türe değil, belirtilen tür(ler)e"): without the story saying the bids are natural, a
Director could defend an answer other than the engine's.
"""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db
SEEDS = range(1, 301)


def _lead_questions(qtype):
    for seed in SEEDS:
        q = generate(qtype, seed)
        restriction = (q.expected or {}).get("lead_restriction")
        if restriction and "declarer_may_forbid_one_of" in restriction and "yasaklayabilir" in q.prompt_tr:
            yield seed, q


@pytest.mark.parametrize("qtype", ["withdrawn_call_lead", "insufficient_bid"])
def test_every_26b_story_says_the_bids_are_natural_in_both_languages(qtype):
    asked = 0
    for seed, q in _lead_questions(qtype):
        asked += 1
        # said in the story, before the question sentence
        assert "All bids are natural." in q.prompt_en.split("Which suit")[0], (seed, q.prompt_en)
        assert "Bütün deklareler doğaldır." in q.prompt_tr.split("hangi rengi")[0], (seed, q.prompt_tr)
    assert asked > 20, asked


def test_the_auction_questions_that_ask_no_lead_do_not_say_it():
    """Only the 26B stories need it: the rulings of Law 27 asked elsewhere do not turn on it (the
    27B1(a) story says "Both bids are natural." itself)."""
    for seed in range(1, 61):
        q = generate("insufficient_bid", seed)
        if "yasaklayabilir" not in q.prompt_tr:
            assert "All bids are natural." not in q.prompt_en, seed
