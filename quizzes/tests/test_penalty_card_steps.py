"""The penalty-card questions' steps read against the paragraphs they cite: 44A/44D's restriction
clause in the Turkish steps, 51B2(a)'s required suit picked up (docs/legal-review.md, "Session 81
(qa147)")."""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db

# 44A (TR, official): "Löveye çıkış yapacak oyuncu elindeki herhangi bir kartı oynayabilir. (Kendi
# tarafınca işlenen bir usulsüzlükten sonra kısıtlamaya tabi olmadıkça.)" 44D: "Eğer renge
# uyamıyorsa, bir oyuncu herhangi bir kartı oynayabilir (kendi tarafınca işlenen bir usulsüzlükten
# sonra kısıtlamaya tabi olmadıkça)." WBF: "may lead any card in his hand (unless he is subject to
# restriction after an irregularity committed by his side)"; "If unable to follow suit, a player may
# play any card (unless he is subject to restriction after an irregularity committed by his side)."
RESTRICTION_TR = "kendi tarafınca işlenen usulsüzlükten doğan kısıtlama dışında"


def _right(question, lang):
    return next(c.text(lang) for c in question.choices if c.key == question.answer)


def test_44d_step_keeps_the_restriction_the_major_penalty_card_brings():
    """Seed 5: South drops the ♦J (a major penalty card) and cannot follow to a club. The answer is
    "Yalnız ♦V" (50D1(a)); the 44D step read "Güney çıkılan renkten kartı olmadığı için herhangi bir
    kart oynayabilir", leaving out the paragraph's "(kendi tarafınca işlenen bir usulsüzlükten sonra
    kısıtlamaya tabi olmadıkça)" that decides here: the step said the opposite of the answer under it."""
    question = generate("penalty_card", 5)
    assert "44D" in question.laws
    assert _right(question, "tr") == "Yalnız ♦V"
    step = next(line for line in question.steps("tr") if line.startswith("Yasa 44D:"))
    assert step == (
        "Yasa 44D: Güney çıkılan renkten kartı olmadığı için, kendi tarafınca işlenen usulsüzlükten doğan "
        "kısıtlama dışında herhangi bir kart oynayabilir."
    )
    assert "Law 44D: South cannot follow suit, so any card is otherwise legal." in question.steps("en")


def test_44a_step_keeps_the_restriction_the_minor_penalty_card_brings():
    """Seed 211: West, on lead, drops the ♠6 (a minor penalty card); by 50C he may not lead his ♠9,
    and the answer leaves it out. The 44A step read "Batı çıkışta herhangi bir kart çıkabilir"."""
    question = generate("penalty_card", 211)
    assert "44A" in question.laws
    assert "♠9" not in _right(question, "tr")
    step = next(line for line in question.steps("tr") if line.startswith("Yasa 44A:"))
    assert step == f"Yasa 44A: Batı çıkışta, {RESTRICTION_TR} herhangi bir kart çıkabilir."
    assert "Law 44A: West may otherwise lead any card." in question.steps("en")


def test_no_turkish_44a_or_44d_step_says_any_card_without_the_restriction():
    for seed in range(300):
        question = generate("penalty_card", seed)
        for line in question.steps("tr"):
            if line.startswith(("Yasa 44A:", "Yasa 44D:")):
                assert RESTRICTION_TR in line, (seed, line)


def test_a_suit_required_under_51b2a_has_its_penalty_cards_picked_up_too():
    """51B2(a) (TR, official): "Bir defans oyuncusunun birden çok renkte cezalı kartı varken [bkz.
    Yasa 50D2(a)] ve çıkış sırası ortağında iken deklaran defans oyuncusunun ortağından ... renklerden
    birini çıkmasını isteyebilir (ancak bundan önceki B1(a) bendi uygulanır)"; B1(a): "o renkteki
    kartlar artık cezalı kart olmaktan çıkarlar ve ait oldukları ele geri konulurlar"; 50D2(a): "kart
    artık cezalı kart olmaktan çıkar ve ait olduğu ele geri konur". WBF 51B2(a): "[see Law 50D2(a)]
    ... [but B1(a) preceding then applies]".

    Seed 52: West's ♠7 and ♣2, East to lead. The answer said only "the penalty cards of a forbidden
    suit go back to the hand" ("(o renklerdeki kartlar ele döner)" after "yasaklayabilir"), and the
    51B2(a) step "declarer may require one of the penalty cards' suits": read as the required suit's
    card staying a penalty card, as neither text nor the engine has it."""
    question = generate("penalty_card", 52)
    assert "51B2(a)" in question.laws
    assert _right(question, "en") == (
        "Require a lead in one of the penalty cards' suits (spade or club) or forbid one or more of them "
        "until East loses the lead (the penalty cards of a suit required or forbidden go back to the hand); "
        "or leave the lead free"
    )
    assert _right(question, "tr") == (
        "Cezalı kartların renklerinden (pik ya da trefl) birini isteyebilir ya da eli başka bir oyuncu "
        "kazanana kadar bu renklerden birini veya birkaçını yasaklayabilir (istenen ya da yasaklanan "
        "renklerdeki cezalı kartlar ele döner); ya da çıkışı serbest bırakır"
    )
    assert (
        "Law 51B2(a): declarer may require one of the penalty cards' suits, and the penalty cards of that "
        "suit go back to the hand;" in question.explanation_en
    )
    assert (
        "Yasa 51B2(a): deklaran cezalı kartların renklerinden birini isteyebilir, o renkteki cezalı kartlar "
        "ele döner;" in question.explanation_tr
    )


def test_the_engine_picks_up_a_required_suit_s_penalty_card():
    """What the answer now says is the engine's: after declarer requires spades (51B2(a)), West's ♠7
    is no longer a penalty card and the ♣2 still is."""
    from rulings import answer

    question = generate("penalty_card", 52)
    scenario = dict(
        question.scenario, play=[*question.scenario["play"], {"act": "require_lead", "seat": "N", "suit": "S"}]
    )
    got = answer(scenario)
    assert "51B2(a)" in got["laws"]
    left = {(p["seat"], p["card"]) for p in got["penalty_cards"]}
    assert ("W", "C2") in left
    assert ("W", "S7") not in left
