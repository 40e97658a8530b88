"""qa54: what studying the quizzes as a Director would found wrong in the questions
(docs/legal-review.md, "qa54"). Each test generates the questions concerned and asserts what a
director reads."""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def _status_questions_on_dummys_established_revoke(seeds) -> list:
    found = []
    for seed in seeds:
        q = generate("revoke_correction", seed)
        if not q.prompt_en.endswith("What does the Director rule?"):
            continue
        revoke = q.expected["revokes"][-1]
        dummy = "NESW"["NESW".index(q.scenario["declarer"]) ^ 2]
        if revoke["seat"] == dummy and revoke["established"]:
            found.append(q)
    return found


def test_dummys_established_revoke_transfers_no_trick():
    """Law 64B3 (Turkish, official): "Rönonsun resmileşmesinden sonra, aşağıdaki durumlarda
    otomatik löve ayarlaması yapılmaz. (Ancak bkz Yasa 64C): ... 3. Rönons, cezalı bir kartın
    oynanmaması veya yere ait kartlardan herhangi birinin oynanmaması sonucu meydana gelmişse."
    WBF: "There is no automatic trick adjustment following an established revoke (but see Law
    64C) if: ... 3. the revoke was made in failing to play a penalty card or any card belonging
    to dummy." And 64C1: TR "her resmileşmiş rönonstan sonra, hakem kusursuz tarafın maruz kaldığı
    zararın bu Yasalar tarafından yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı
    skor atayacaktır"; WBF "When, after any established revoke, including those not subject to
    trick adjustment, the Director deems that the non-offending side is insufficiently
    compensated by this Law for the damage caused, he shall assign an adjusted score."

    The right answer for dummy's established revoke said, as for any other player's, "tricks may
    be transferred at the end" (TR "oyun sonunda löve aktarımı olabilir"): for dummy none is."""
    found = _status_questions_on_dummys_established_revoke(range(1, 150))
    assert len(found) >= 4, len(found)
    for q in found:
        right = q.choice(q.answer)
        assert "may be transferred" not in right.en, (q.seed, right.en)
        assert "löve aktarımı olabilir" not in right.tr, (q.seed, right.tr)
        assert "no trick is transferred for a revoke by dummy" in right.en, (q.seed, right.en)
        assert "yerin rönonsu için löve aktarılmaz" in right.tr, (q.seed, right.tr)
        assert "64B3" in q.laws, (q.seed, q.laws)
        [en] = [line for line in q.explanation_en.split("\n") if line.startswith("Law 64B3")]
        [tr] = [line for line in q.explanation_tr.split("\n") if line.startswith("Yasa 64B3")]
        assert "belonging to dummy, so there is no automatic trick adjustment" in en, (q.seed, en)
        assert "yere ait kartlardan birinin oynanmaması" in tr, (q.seed, tr)


def test_a_defenders_or_declarers_established_revoke_keeps_may_be_transferred():
    """Law 64A (TR "Rönons resmileştiğinde: 1. ve rönonsun olduğu löve kusurlu oyuncu tarafından
    kazanıldığında ... 2. ... kusursuz tarafa bir löve aktarılır"; WBF "When a revoke is
    established: 1. and the trick on which the revoke occurred was won by the offending player
    ... 2. ... one trick is transferred to the non-offending side") and 64B1 (no transfer when the
    offending side won neither the revoke trick nor a later one): for a defender or declarer
    tricks may be transferred, and the choice still says "may"; 64B3 is not cited."""
    seen = 0
    for seed in range(1, 60):
        q = generate("revoke_correction", seed)
        if not q.prompt_en.endswith("What does the Director rule?"):
            continue
        revoke = q.expected["revokes"][-1]
        dummy = "NESW"["NESW".index(q.scenario["declarer"]) ^ 2]
        if revoke["seat"] != dummy and revoke["established"]:
            seen += 1
            assert q.choice(q.answer).en.endswith("tricks may be transferred at the end"), q.seed
            assert "64B3" not in q.laws, q.seed
    assert seen >= 3, seen


def test_two_revokes_on_one_trick_name_the_trick_once():
    """Law 64B7 (Turkish, official): "Aynı bordda her iki taraf da rönons yaparsa ve her iki
    rönons ta resmileşmiş ise" no automatic trick adjustment; WBF "both sides have revoked on the
    same board and both revokes have become established". When both revokes were on one trick,
    the 64C line read "no trick is transferred for the revokes on tricks 9 and 9" (TR "9. ve 9.
    lövelerdeki rönonslar"): one trick, named once."""
    found = []
    for seed in range(1, 300):
        q = generate("revoke", seed)
        tricks = {r["trick"] for r in q.expected["revokes"]}
        if "64B7" in q.laws and len(q.expected["revokes"]) == 2 and len(tricks) == 1:
            found.append((q, tricks.pop()))
    assert len(found) >= 2, len(found)
    for q, number in found:
        [en] = [line for line in q.explanation_en.split("\n") if line.startswith("Law 64C:")]
        [tr] = [line for line in q.explanation_tr.split("\n") if line.startswith("Yasa 64C:")]
        assert f"no trick is transferred for the revokes on trick {number}, and" in en, (q.seed, en)
        assert f"tricks {number} and {number}" not in en, (q.seed, en)
        assert tr.startswith(f"Yasa 64C: {number}. lövedeki rönonslar için löve aktarılmaz"), (q.seed, tr)


def test_a_cancelled_concession_of_one_trick_says_one_trick():
    """Law 71B (Turkish, official): "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış
    Düzeltme Süreci içinde, hakem terki aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır:
    ... B. Bir oyuncu, kalan kartların herhangi bir normal şekilde oynanması sonucu
    kaybedilemeyecek bir löveyi terk etmişse"; WBF "within the Correction Period established under
    Law 79C the Director shall cancel a concession: ... B. if a player has conceded a trick that
    could not be lost by any normal play of the remaining cards." The 71B step ends with the
    tricks awarded; for one trick it read "1 tricks, not 0"."""
    found = []
    for seed in range(300, 420):
        q = generate("claim", seed)
        if "71B" in q.laws and q.answer_text("en") == "1 trick":
            found.append(q)
    assert found, "no cancelled concession of one trick in seeds 300-419"
    for q in found:
        [en] = [line for line in q.explanation_en.split("\n") if line.startswith("Law 71B:")]
        assert en.endswith(": 1 trick, not 0."), (q.seed, en)


def test_a_definition_offered_as_a_choice_is_not_cut_short():
    """The Definitions, "Deklaran" (Turkish, official): "Son deklareyi yapan tarafın o deklarede
    sözü geçen türü ilk olarak deklare eden oyuncusu. Bu oyuncu atak açıldığında deklaran olur.
    (Ancak atak sırasız olarak yapıldığında bkz. Yasa 54A)"; WBF "Declarer — The player who, for
    the side that makes the final bid, first bid the denomination named in the final bid. He
    becomes declarer when the opening lead is faced (but see Law 54A when the opening lead is made
    out of turn)." A choice cut at 200 characters read in English "(But when the opening lead is
    made out of…", the Law's pointer gone, while the Turkish was whole; "Artificial Call" lost
    "veya sürkontr" in Turkish, "Play Period" when the period ends. Every definition is asked
    both ways within twice the number of terms (quizzes/generators/definitions.py)."""
    from quizzes.lawdata import glossary

    seen = set()
    for seed in range(2 * len(glossary()) + 2):
        q = generate("definitions", seed)
        for c in q.choices:
            for lang, text, why in (("en", c.en, c.why_en or ""), ("tr", c.tr, c.why_tr or "")):
                assert not text.endswith("…"), (seed, lang, text)
                assert not why.endswith("…”"), (seed, lang, why)
                seen.add(text)
    assert any(text.endswith("(But when the opening lead is made out of turn, see Law 54A)") for text in seen)
    assert any("bir deklare, kontr veya sürkontr;" in text for text in seen)


def test_the_revoke_explanations_name_64b_in_its_own_words():
    """Law 64's titles and 64B (Turkish, official): "A. Otomatik Löve Ayarlaması" and "B. Otomatik
    Löve Ayarlamasının Yapılmaması": "Rönonsun resmileşmesinden sonra, aşağıdaki durumlarda
    otomatik löve ayarlaması yapılmaz. (Ancak bkz Yasa 64C)"; WBF "A. Automatic Trick Adjustment",
    "B. No Automatic Trick Adjustment": "There is no automatic trick adjustment following an
    established revoke (but see Law 64C) if: ...". The revoke explanations said "otomatik löve
    aktarması yapılmaz" (no automatic trick transfer), a term the Turkish text does not use; the
    guides were put in the paragraph's words in session 60 (fix78), the quiz now is too. A trick
    that 64A transfers is still "aktarılır", as the paragraph says."""
    found = 0
    for seed in range(60):
        q = generate("revoke", seed)
        for line in q.explanation_tr.split("\n"):
            assert "löve aktarması yapılmaz" not in line, (q.seed, line)
            assert "otomatik aktarma" not in line, (q.seed, line)
            if line.startswith("Yasa 64B"):
                assert line.endswith("otomatik löve ayarlaması yapılmaz."), (q.seed, line)
                found += 1
    assert found >= 5, found


def test_the_revoke_explanations_say_64c1_s_condition_in_its_own_words():
    """64C1 (official Turkish): "hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından
    yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır"; WBF: "the
    Director deems that the non-offending side is insufficiently compensated by this Law for the
    damage caused". The explanation's closing sentence said "zararının yeterince karşılanıp
    karşılanmadığına bakar" (session 63 put every 64C1 sentence of the site in the paragraph's
    words)."""
    found = 0
    for seed in range(60):
        text = generate("revoke", seed).explanation_tr
        assert "karşılanıp karşılanmadığına" not in text, seed
        if "Bu yüzden hakem" in text:
            assert (
                "zararın yeterli derecede tazmin edilip edilmediğine bakar; edilmediyse ayarlı skor verecektir." in text
            )
            found += 1
    assert found >= 5, found
