"""quizfix45: the omissions the quiz audits of session 45 left in generated questions
(docs/legal-review.md, "auditq45a", "auditq45b" and "review45", "Read and left"; the record is
"quizfix45"). Each test generates the questions concerned and asserts what a director reads."""

import re

import pytest

from quizzes.generators import generate
from quizzes.generators.auction_story import explain
from rulings import laws
from rulings import words as names

pytestmark = pytest.mark.django_db

SEAT_CODES = {"North": "N", "East": "E", "South": "S", "West": "W"}


def _line(text: str, needle: str) -> str:
    [line] = [line for line in text.split("\n") if needle in line]
    return line


def _found(qtype: str, wanted, seeds, at_least: int) -> list:
    found = [q for q in (generate(qtype, seed) for seed in seeds) if wanted(q)]
    assert len(found) >= at_least, (qtype, len(found))
    return found


def test_two_penalty_cards_in_one_suit_the_right_option_says_how_long_a_prohibition_lasts():
    """Law 51B1(b) (Turkish, official): "Bir defans oyuncusunun bir renkten iki veya daha fazla
    cezalı kartı varken, deklaran defans oyuncusunun ortağının o rengi çıkmasını yasaklarsa, defans
    oyuncusu o renkteki her cezalı kartı eline geri koyar ve löveye herhangi bir yasal kartı
    oynayabilir. Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder." WBF: "When a
    defender has two or more penalty cards in one suit, and declarer prohibits the defender's
    partner from leading that suit, the defender picks up every penalty card in that suit and may
    make any legal play to the trick. The prohibition continues until the player loses the lead."

    The one-card option already said "for as long as he keeps the lead" (50D2(a)); the option
    for two cards in one suit said "forbid that suit" with no end."""
    same = _found(
        "penalty_card",
        lambda q: q.prompt_en.endswith("What may declarer do?") and laws.TWO_IN_ONE_SUIT_REQUIRED in q.expected["laws"],
        range(600),
        at_least=3,
    )
    for q in same:
        right = q.choice(q.answer)
        assert "or forbid that suit until he loses the lead (the penalty cards" in right.en, (q.seed, right.en)
        assert "ya da eli başka bir oyuncu kazanana kadar" in right.tr, (q.seed, right.tr)
        en, tr = _line(q.explanation_en, "Law 51B1(b)"), _line(q.explanation_tr, "Yasa 51B1(b)")
        assert en.endswith("a prohibition continues until the player loses the lead."), (q.seed, en)
        assert tr.endswith("yasak, eli başka bir oyuncu kazanana kadar sürer."), (q.seed, tr)


def test_one_penalty_card_the_option_forbids_the_suit_in_the_plural():
    """Law 50D2(a) (Turkish, official): "Defans oyuncusundan cezalı kartın rengini çıkmasını istemek
    veya çıkış kendisinde kaldığı müddetçe o rengi çıkmasını yasaklamak"; WBF "to require the
    defender to lead the suit of the penalty card, or to prohibit him from leading that suit for
    as long as he retains the lead". The option it is measured against in the test above read
    "or forbid diamond for as long as he keeps the lead" (seed 38): the suit, as a thing forbidden,
    is "diamonds"."""
    one = _found(
        "penalty_card",
        lambda q: (
            q.prompt_en.endswith("What may declarer do?") and laws.PARTNER_LEAD_REQUIRE_OR_FORBID in q.expected["laws"]
        ),
        range(200),
        at_least=5,
    )
    for q in one:
        right = q.choice(q.answer).en
        suit = re.search(r"to lead an? (\w+), or forbid (\w+) for as long as he keeps the lead", right)
        assert suit and suit.group(2) == suit.group(1) + "s", (q.seed, right)


def test_penalty_cards_in_several_suits_the_right_option_says_how_long_a_prohibition_lasts():
    """Law 51B2(b) (Turkish, official): "deklaran defans oyuncusunun ortağının bu renklerin bir veya
    daha fazlasını çıkmasını yasaklayabilir; ancak bunun üzerine defans oyuncusu deklaranın
    yasakladığı her renkteki bütün cezalı kartlarını eline geri koyar ve löveye herhangi bir yasal
    kartı oynayabilir. Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder." WBF:
    "declarer may prohibit the defender's partner from leading one or more of such suits; the
    defender then picks up every penalty card in every suit prohibited by declarer and makes any
    legal play to the trick. The prohibition continues until the player loses the lead." The same
    sentence as 51B1(b), and the same omission in the several-suits option."""
    several = _found(
        "penalty_card",
        lambda q: q.prompt_en.endswith("What may declarer do?") and laws.SEVERAL_SUITS_REQUIRED in q.expected["laws"],
        range(600),
        at_least=3,
    )
    for q in several:
        partner = q.prompt_en.split("\n")[-1].split(" is on lead.")[0]
        right = q.choice(q.answer)
        assert f"or forbid one or more of them until {partner} loses the lead (" in right.en, (q.seed, right.en)
        assert "ya da eli başka bir oyuncu kazanana kadar bu renklerden" in right.tr, (q.seed, right.tr)
        en, tr = _line(q.explanation_en, "Law 51B2(b)"), _line(q.explanation_tr, "Yasa 51B2(b)")
        assert en.endswith("a prohibition continues until the player loses the lead."), (q.seed, en)
        assert tr.endswith("yasak, eli başka bir oyuncu kazanana kadar sürer."), (q.seed, tr)


def test_declarer_spreading_after_an_opening_lead_out_of_turn_cites_48B1():
    """Law 48B1 (Turkish, official): "Deklaran sırasız ataktan sonra kartlarını gösterdiğinde, Yasa
    54 uygulanır." WBF: "When declarer faces his cards after an opening lead out of turn, Law 54
    applies." The step "48A (a card declarer drops) does not apply here: the card is the start of
    his spread" rests on 48B1 and did not cite it."""
    spread = _found("opening_lead_spread", lambda q: "54A" in q.laws, range(1, 40), at_least=5)
    for q in spread:
        en, tr = _line(q.explanation_en, "Law 48A"), _line(q.explanation_tr, "Yasa 48A")
        assert en.endswith(
            "the card is the start of his spread, and when declarer faces his cards after an opening lead "
            "out of turn, Law 54 applies (Law 48B1)."
        ), (q.seed, en)
        assert tr.endswith("deklaran sırasız ataktan sonra kartlarını gösterdiğinde Yasa 54 uygulanır (Yasa 48B1)."), (
            q.seed,
            tr,
        )
        assert "48B1" in q.laws, q.seed


def _defender_lead(q) -> tuple[str, str]:
    """(the seat whose turn it was to lead, the defender who led) as the question tells them."""
    told = re.search(
        r"(North|East|South|West) is to lead to trick \d+, but the .+? is led by (North|East|South|West)\.", q.prompt_en
    )
    return SEAT_CODES[told.group(1)], SEAT_CODES[told.group(2)]


def test_a_card_played_to_a_defenders_lead_out_of_turn_names_53B_where_the_next_player_was_to_lead():
    """Law 53A (Turkish, official): "Deklaran veya herhangi bir defans oyuncusu, duruma göre,
    sırasız çıkışı kabul ederse (bu amaca yönelik bir beyanda bulunarak), veya sırasız çıkıştan
    sonra sıradaki oyuncu bu çıkışa bir kart oynarsa (ancak bkz. B) bu çıkış doğru çıkış halini
    alır." 53B: "Yasa 53A'da dikkate alınarak, doğru çıkış sırası sırasız çıkış yapan oyuncunun
    rakiplerinden birinde ise bu rakip, oynadığı kart usulsüz çıkışa verilmiş bir kart sayılmaksızın
    aykırılığın gerçekleştiği löveye doğru çıkışı yapabilir. Böyle bir olay olduğunda, doğru çıkış
    geçerli kalır ..." WBF 53A: "or if a play is made from the hand next in rotation to the
    irregular lead (but see B)"; 53B: "Subject to Law 53A, if it was properly the turn to lead of an
    opponent of the player who led out of turn, that opponent may make his proper lead to the trick
    of the infraction without his card being deemed played to the irregular lead. When this occurs,
    the proper lead stands ..."

    The 56A step said "a card played to it by the next player also accepts it" without 53A's "(but
    see B)". 53B matters only when the player next in turn to the defender's lead is the one whose
    turn it was (declarer or dummy, an opponent of the offender): there the step now says so; where
    the offender's partner was to lead, or the proper leader is not next, it does not."""
    questions = _found("lead_out_of_turn", lambda q: "56A" in q.laws, range(1, 400), at_least=20)
    named, not_named = 0, 0
    for q in questions:
        proper, offender = _defender_lead(q)
        en, tr = _line(q.explanation_en, "Law 56A"), _line(q.explanation_tr, "Yasa 56A")
        if names.lho(offender) == proper:
            named += 1
            role = "declarer" if proper == q.scenario["declarer"] else "dummy"
            assert (
                f"also accepts it (but see Law 53B: the next player, {names.seat(proper, 'en')} ({role}), is the "
                "one whose turn it was to lead;" in en
            ), (q.seed, en)
            assert en.endswith(
                "to this trick instead: it is not deemed played to the irregular lead, and the proper lead stands)."
            ), (q.seed, en)
            assert "kabul edilmiş olur (ancak bkz. Yasa 53B:" in tr, (q.seed, tr)
            assert tr.endswith("bu kart usulsüz çıkışa verilmiş sayılmaz ve doğru çıkış geçerli kalır)."), (q.seed, tr)
        else:
            not_named += 1
            assert "53B" not in en and "53B" not in tr, (q.seed, en)
    assert named >= 3 and not_named >= 3, (named, not_named)


def _auction(q) -> tuple[bool, bool]:
    """(the final contract doubled, a double or redouble before the last bid), from the calls."""
    calls = [e.split(":")[1] for e in q.scenario["calls"]]
    last = max(i for i, code in enumerate(calls) if code[0].isdigit())
    return q.expected["contract"].endswith("X"), any(code in ("X", "XX") for code in calls[:last])


def test_declarer_contract_cites_19D_only_for_a_double_that_stays_and_19C_for_one_superseded():
    """Law 19C (Turkish, official): "Daha sonra yapılan yasal bir deklare kontr veya sürkontrun
    hükmünü kaldırır." WBF: "Any double or redouble is superseded by a subsequent legal bid."
    Law 19D (Turkish, official): "Bir kontrlu veya sürkontrlu deklareyi yasal bir deklare izlemezse,
    skorlama değerleri Yasa 77'de öngörülen şekilde artırılır." WBF: "If a doubled or redoubled bid
    is not followed by a subsequent legal bid, scoring values are increased as provided in Law 77."

    Every question said "the doubles and redoubles after it stay with it (Law 19D)", also after
    an undoubled last bid, and none cited 19C for a double a later bid had superseded."""
    questions = [generate("declarer_contract", seed) for seed in range(1, 301)]
    seen = {"doubled": 0, "undoubled": 0, "superseded": 0}
    for q in questions:
        doubled, superseded = _auction(q)
        seen["doubled" if doubled else "undoubled"] += 1
        seen["superseded"] += superseded
        assert ("Law 19D" in q.explanation_en, "Yasa 19D" in q.explanation_tr, "19D" in q.laws) == (doubled,) * 3, (
            q.seed
        )
        assert ("Law 19C" in q.explanation_en, "Yasa 19C" in q.explanation_tr, "19C" in q.laws) == (superseded,) * 3
        if not doubled:
            en, tr = _line(q.explanation_en, "The last bid is"), _line(q.explanation_tr, "Son deklare ")
            assert "and no double follows it: the contract is" in en, (q.seed, en)
            assert "ardından kontr gelmedi: kontrat" in tr, (q.seed, tr)
        if superseded:
            en, tr = _line(q.explanation_en, "Law 19C"), _line(q.explanation_tr, "Yasa 19C")
            assert "a subsequent legal bid supersedes a double or redouble;" in en, (q.seed, en)
            assert "not carry to the final contract." in en, (q.seed, en)
            assert "daha sonra yapılan yasal bir deklare kontr veya sürkontrun hükmünü kaldırır;" in tr, (q.seed, tr)
    assert min(seen.values()) >= 5, seen


def test_27C_says_unless_the_insufficient_bid_is_accepted_and_but_see_B3():
    """Law 27C (Turkish, official): "Kusurlu oyuncu, yetersiz deklaresini Hakemin bir hüküm
    vermesinden önce düzeltirse ve eğer daha önceki yetersiz deklare Madde A1'de belirtilen şekilde
    soldaki oyuncu tarafından kabul edilmemişse (ancak bkz. yukarıda B3), yeni deklare, kurallara
    uygun olmak kaydı ile, geçerlidir. Hakem değiştirme ile ilgili olarak yukarıdaki bölümlerde
    belirlenen kuralları uygular." WBF: "If the offender replaces his insufficient bid before the
    Director has ruled on rectification, the substitution, if legal, stands unless the insufficient
    bid is accepted as A1 allows (but see B3 above). The Director applies the relevant foregoing
    section to the substitution."

    The sentence an explanation gives 27C said only "a correction made before the Director's ruling
    stands, if legal". No question type's story makes a premature correction (each has the
    left-hand opponent accept or refuse first), so the sentence is read as `explain` writes it
    for an engine answer citing 27C."""
    [en], [tr] = explain(["27C"], "en"), explain(["27C"], "tr")
    assert en == (
        "Law 27C: a correction made before the Director's ruling stands, if legal, unless the left-hand "
        "opponent accepts the insufficient bid as A1 allows (but see B3); the Director applies the foregoing "
        "sections to the substitution."
    )
    assert tr == (
        "Yasa 27C: Hakem hüküm vermeden yapılan düzeltme, yetersiz deklare soldaki rakip tarafından A1'e göre "
        "kabul edilmemişse (ancak bkz. B3) kurallara uygun olmak kaydıyla geçerlidir; Hakem değiştirmeye "
        "yukarıdaki bölümlerin kurallarını uygular."
    )
