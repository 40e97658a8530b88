"""auditq45b: the auction quiz types (insufficient_bid, call_out_of_rotation) read sentence by
sentence against the official Turkish and the WBF English; one test for each sentence changed
(docs/legal-review.md, "auditq45b"). Each generates the questions that showed the fault, by
scanning seeds until the story occurs, and asserts what a director reads.
"""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db

SEEDS = range(1, 301)


def _questions(qtype: str, keep):
    found = [q for q in (generate(qtype, seed) for seed in SEEDS) if keep(q)]
    assert len(found) > 5, (qtype, len(found))
    return found


def _step(q, prefix_en: str, prefix_tr: str) -> tuple[str, str]:
    en = next(s for s in q.explanation_en.split("\n") if s.startswith(prefix_en))
    tr = next(s for s in q.explanation_tr.split("\n") if s.startswith(prefix_tr))
    return en, tr


def test_the_lowest_sufficient_bid_is_told_as_natural_and_27b1a_speaks_of_the_strains_specified():
    """27B1(a) is for the lowest sufficient bid that specifies the same strain(s) as the withdrawn
    call, which a bid's symbol shows only when both bids are natural (as the insufficient-bid
    guide's "doğal 1♥ yerine doğal 2♥" / "a natural 2♥ for a natural 1♥").

    Law 27B1(a), official Turkish: "Yetersiz deklare, geri alınan konuşma ile aynı türü(türleri)
    belirten yeterli en düşük deklare ile düzeltilmişse, bir onarma yapılmaksızın artırma devam
    eder." WBF: "if the insufficient bid is corrected by the lowest sufficient bid which specifies
    the same denomination(s) as that specified by the withdrawn call, the auction proceeds without
    further rectification."
    """
    for q in _questions("insufficient_bid", lambda q: "27B1(a)" in q.laws):
        assert "Both bids are natural." in q.prompt_en, (q.seed, q.prompt_en)
        assert "İki deklare de doğaldır." in q.prompt_tr, (q.seed, q.prompt_tr)
        en, tr = _step(q, "Law 27B1(a):", "Yasa 27B1(a):")
        assert "specifying the same strain(s) as the withdrawn bid" in en, (q.seed, en)
        assert "aynı tür(ler)i belirten en düşük yeterli deklareyle" in tr, (q.seed, tr)


def test_why_no_rectification_is_wrong_names_the_strains_specified_not_the_suit():
    """ "Aynı renk" (the same suit) is not the Law's word: a no trump bid has a strain (tür), not a
    suit (renk). 27B1(a), official Turkish: "geri alınan konuşma ile aynı türü(türleri) belirten
    yeterli en düşük deklare"; WBF: "the lowest sufficient bid which specifies the same
    denomination(s) as that specified by the withdrawn call"."""
    shown = 0
    for q in (generate("insufficient_bid", seed) for seed in SEEDS):
        for choice in q.choices:
            if choice.key != q.answer and choice.en.startswith("No rectification"):
                shown += 1
                assert "aynı renk" not in choice.why_tr, (q.seed, choice.why_tr)
                assert "aynı tür(ler)i belirten en düşük yeterli deklareyle" in choice.why_tr
                assert "specifying the same strain(s) as the withdrawn bid" in choice.why_en
    assert shown > 20


def _partner_silenced(q):
    return next(
        # 27B2's choice; 27B3's answer ("... must replace it as the foregoing allows ...", qa279) says the lead
        # restriction too since qa226
        (
            c
            for c in q.choices
            if c.key != q.answer
            and "must pass whenever it is his turn; if" in c.en
            and "as the foregoing allows" not in c.en
        ),
        None,
    )


def test_why_partner_silenced_is_wrong_after_an_attempted_double_says_the_double_is_cancelled_first():
    """After an attempted double, "partner must pass whenever it is his turn" is half of the
    ruling; the old reason given ("silenced only after ... an attempted double (27B3)") named the
    very case asked, as if the choice were right.

    Law 27B3, official Turkish: "kusurlu oyuncu yetersiz deklaresini bir kontr veya sürkontr ile
    düzeltme girişiminde bulunursa, yapılmak istenen bu konuşma iptal edilir. Kusurlu oyuncu,
    konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası
    kendisine her geldiğinde pas geçmek zorundadır." WBF: "if the offender attempts to substitute a
    double or a redouble for his insufficient bid the attempted call is cancelled. The offender must
    replace it as the foregoing allows and his partner must then pass whenever it is his turn to
    call."
    """
    doubled = _questions(
        "insufficient_bid",
        lambda q: q.choice(q.answer).en.startswith("The double is cancelled") and _partner_silenced(q),
    )
    for q in doubled:
        choice = _partner_silenced(q)
        assert "first cancelled and the offender must replace it (Law 27B3)" in choice.why_en, (q.seed, choice.why_en)
        assert "yukarıda belirlenen kriterler çerçevesinde düzeltmek zorundadır (Yasa 27B3)" in choice.why_tr, (
            q.seed,
            choice.why_tr,
        )
        assert "only after" not in choice.why_en


def test_why_partner_silenced_is_wrong_before_the_left_hand_opponent_chooses_names_27b4():
    """After another insufficient bid the left-hand opponent chooses first; only if he does not
    accept it does 27B3, and the partner's silence, follow.

    Law 27B4, official Turkish: "Kusurlu oyuncu yetersiz deklaresini başka bir yetersiz deklare ile
    düzeltmeye çalışırsa ve kusurlu oyuncunun solundaki rakip değiştirilen yetersiz deklareyi Madde
    A1'de belirtilen şekilde kabul etmezse, Hakem Madde 3'te belirlenen kuralları uygular." WBF: "if
    the offender attempts to replace the one insufficient bid with another insufficient bid the
    Director rules as in 3 if the LHO does not accept the substituted insufficient bid as A1
    allows."
    """
    pending = _questions("insufficient_bid", lambda q: q.expected["decision"] is not None and _partner_silenced(q))
    for q in pending:
        choice = _partner_silenced(q)
        assert "first chooses whether to accept the new insufficient bid (Law 27B4)" in choice.why_en, q.seed
        assert "kabul edip etmeyeceğini seçer (Yasa 27B4)" in choice.why_tr, q.seed
    # elsewhere the general reason lists every case that silences the partner, 27B4 too
    others = _questions(
        "insufficient_bid",
        lambda q: (
            q.expected["decision"] is None
            and not q.choice(q.answer).en.startswith("The double is cancelled")
            and _partner_silenced(q)
        ),
    )
    for q in others:
        choice = _partner_silenced(q)
        assert "an attempted double or redouble (Law 27B3)" in choice.why_en, q.seed
        assert "does not accept (Law 27B4)" in choice.why_en, q.seed
        assert "kontr ya da sürkontr girişiminde (Yasa 27B3)" in choice.why_tr, q.seed
        assert "(Yasa 27B4)" in choice.why_tr, q.seed


def test_a_change_of_call_story_says_the_first_call_was_intended_and_why_25a_does_not_apply():
    """The offender changes his last call at his left-hand opponent's turn, his partner not having
    called since: were the first call unintended, 25A would let him replace it, and the answer
    (25B: the left-hand opponent accepts the change or it is cancelled) would be wrong. The story
    now says the first call was meant, and a step says why 25A does not rule it.

    Law 25A1, official Turkish: "Bir oyuncu, yapmayı düşündüğü konuşmadan farklı bir konuşma yapmış
    olduğunu fark ederse; bu konuşmasını, ortağının henüz konuşmamış olması kaydıyla, aslında yapmak
    istediği konuşma ile değiştirebilir." 25A2: "Yalnızca mekanik hata veya dil sürçmesinden
    kaynaklanan konuşmaların değiştirilmesine izin verilebilir." WBF 25A1: "If a player discovers
    that he has not made the call he intended to make, he may, until his partner makes a call,
    substitute the call he intended for the unintended call." 25A2: "A change of call may be allowed
    because of a mechanical error or a slip of the tongue, but not because of a loss of
    concentration regarding the intent of the action."
    """
    changes = _questions("call_out_of_rotation", lambda q: q.expected["laws"][0] == "25B1")
    for q in changes:
        assert "had been intended (it was no mechanical error or slip of the tongue)" in q.prompt_en, q.seed
        assert "isteyerek yapılmıştı (mekanik hata ya da dil sürçmesi değildi)" in q.prompt_tr, q.seed
        en, tr = _step(q, "Law 25A does not apply:", "Yasa 25A uygulanmaz:")
        assert "was not an unintended call" in en and "istem dışı değildi" in tr, q.seed
        assert "25A" in q.laws
        # the step comes before the paragraphs that rule the change
        steps = q.explanation_en.split("\n")
        assert steps.index(en) < next(i for i, s in enumerate(steps) if s.startswith("Law 25B1:"))


def test_after_a_pass_at_partners_turn_partner_may_make_any_sufficient_call_not_calls_freely():
    """The offender's partner after a pass out of rotation at his turn is not free of every
    constraint: the official Turkish allows him any sufficient call within the rules, and both
    texts add that Law 16C2 applies (the bid-out-of-rotation choice already said so).

    Law 30B1(a), official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar
    çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır." WBF:
    "Offender's partner may make any legal call at his proper turn, but Law 16C2 applies." Nor
    does the Turkish of a choice say the offender "serbestçe konuşur" (calls freely) where its
    English says, as both texts, that he may make any legal call: 31A2, official Turkish, "kusurlu
    oyuncu herhangi bir yasal konuşmayı yapabilir"; WBF "offender may make any legal call".
    """
    passes = _questions(
        "call_out_of_rotation",
        lambda q: q.expected["laws"][0] == "30B1" and "stands and the call" not in q.choice(q.answer).en,
    )
    for q in passes:
        right = q.choice(q.answer)
        assert "may make any sufficient call, within the rules, but Law 16C2 applies;" in right.en, (q.seed, right.en)
        assert "herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır;" in right.tr, (q.seed, right.tr)
    # nor is the choice offered so as a wrong one
    for q in (generate("call_out_of_rotation", seed) for seed in SEEDS):
        for choice in q.choices:
            assert "calls freely;" not in choice.en, (q.seed, choice.en)
            assert "serbestçe konuşur" not in choice.tr, (q.seed, choice.tr)


def test_declarer_leading_from_his_hand_when_dummy_was_on_lead_is_law_55_not_only_55b2():
    """The `where` step said "Law 55B2 covers it". 55B2 applies only after a defender has required
    the lead retracted under 55A (TR "Yasa 55A uyarınca çıkışı geri alması istenirse"; WBF "has
    been required to retract the lead per Law 55A"); first "either defender may accept the lead
    as provided in Law 53 or require its retraction" (55A; TR "herhangi bir defans oyuncusu Yasa
    53’te öngörüldüğü gibi çıkışı kabul edebilir veya geri alınmasını isteyebilir"). The step now
    names Law 55 (auditq45b's report, the lead's change)."""
    stem = "Declarer leads from his own hand when the lead was in dummy."
    found = [q for q in (generate("where", seed) for seed in range(1, 200)) if stem in q.prompt_en]
    assert found
    for q in found:
        assert q.explanation_en == "Law 55 (Declarer's Lead Out of Turn) covers it."
        assert q.explanation_tr == "Yasa 55 (Deklaranın sırasız çıkışı) bu durumu düzenler."
