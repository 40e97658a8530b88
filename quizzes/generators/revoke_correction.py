"""`revoke_correction`: a revoke noticed during the play, and what the Laws say of it then
(Laws 61A, 62A-62C, 63A1, 63B).

A player fails to follow suit while holding the suit led; the trick is completed, and sometimes
the next trick begins. Three questions, each answered by the engine's `state` query:
- "status": may the revoke still be corrected? Until the offender or his partner plays to the
  next trick (63A1; the stories have none of 63A2-63A4: no card named, no claim or concession);
  four cards on the revoke trick, or a lead by the non-offending side, do not establish it (the
  usual slip). Once established, a revoke of dummy's transfers no trick (64B3, TR "yere ait
  kartlardan herhangi birinin oynanmaması", WBF "any card belonging to dummy"): its choice says
  so, as the engine rules it on the play finished (`_dummy_revoke_law`), where a defender's or
  declarer's "may" transfer tricks (64A, or none under 64B1).
- "card": it is corrected (the `correct` act); what becomes of the revoke card? A major penalty
  card for a defender (62B1, 50B), back to the hand for declarer or dummy (62B2).
- "winner": it is corrected after the fourth card; who wins the trick now and leads next? The
  substitute card may change the winner (62B, 44E/44F); the winner leads next (44G).
Distractors are the confusions a director meets: "the trick is closed, it stands" (while the
revoke can still be corrected; once established, "it must still be corrected", 63B), a minor
penalty card for a small card, a penalty card for declarer, the old winner.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass

from rulings import play_result
from rulings import words as names
from rulings.cards import SUIT_MASKS as SUIT_MASK
from rulings.cards import cards_in as bits
from rulings.deal import side_of
from rulings.laws import CARD_WITHDRAWN_IN_RECTIFICATION, LATER_CARDS_WITHDRAWN
from rulings.revoke import TrickRecord

from ..questions import Choice, Question
from .common import GenerationError, cited, engine, law, make_choices, retrying, rng_for
from .steps import Steps
from .story import Setting, card_code, setting
from .table import Table

TYPE = "revoke_correction"
ASKS = (("status", 35), ("card", 35), ("winner", 30))
STAGES = (("trick", 40), ("next_lead", 30), ("established", 30))


def generate(seed: int) -> Question:
    return retrying(lambda rng: _generate(rng, seed), rng_for(TYPE, seed))


def _revoke_trick(rng):
    """A setting and a table on which a player (declarer, dummy or a defender) has just
    revoked on a trick that is then completed: (setting, table, offender, revoke card, trick)."""
    for _attempt in range(30):
        s = setting(rng)
        t = s.table()
        t.play_on(rng, until_trick=rng.randint(1, 10))
        if t.complete or t.trick_no > 11:
            continue
        t.play(t.leader, t.choose(rng, t.leader))
        led = t.current[0][1] // 13
        order = [(t.leader + i) % 4 for i in (1, 2, 3)]
        able = [seat for seat in order if t.hands[seat] & SUIT_MASK[led] and t.hands[seat] & ~SUIT_MASK[led]]
        if not able:
            continue
        offender = rng.choice(able)
        while t.current and t.turn() != offender:
            seat = t.turn()
            t.play(seat, t.choose(rng, seat))
        card = rng.choice(bits(t.hands[offender] & ~SUIT_MASK[led]))
        number = t.trick_no
        t.play(offender, card)
        while t.current:
            seat = t.turn()
            t.play(seat, t.choose(rng, seat))
        return s, t, offender, card, number
    raise GenerationError("no revoke for this deal")


def _go_on(rng, t, offender: int, stage: str) -> bool:
    """Play on to the stage: "trick" (the fourth card just played), "next_lead" (the
    non-offending side has led to the next trick), "established" (the offender or his partner
    has played to it). False when the stage cannot be reached on this record."""
    if stage == "trick":
        return True
    if t.complete:
        return False
    offending = offender & 1
    if stage == "next_lead":
        if t.leader & 1 == offending:
            return False
        t.play(t.leader, t.choose(rng, t.leader))
        return True
    while t.turn() & 1 != offending:
        seat = t.turn()
        t.play(seat, t.choose(rng, seat))
    seat = t.turn()
    t.play(seat, t.choose(rng, seat))
    return True


def _role(seat: int, declarer: int) -> str:
    if seat == declarer:
        return "declarer"
    return "dummy" if seat == declarer ^ 2 else "defender"


ROLE_TEXT = {
    "declarer": ("deklaran", "declarer"),
    "dummy": ("yer", "dummy"),
    "defender": ("defans oyuncusu", "a defender"),
}


@dataclass(frozen=True)
class _Story:
    """The revoke as the question tells it: the setting, the table played on to the stage, the
    offender, his revoke card, and the number and record of the revoke trick."""

    s: Setting
    t: Table
    offender: int
    card: int
    number: int
    trick: TrickRecord

    @property
    def o(self) -> str:
        return "NESW"[self.offender]

    @property
    def led_suit(self) -> int:
        return self.trick.cards[0][1] // 13

    def card_name(self, lang: str) -> str:
        return names.card(card_code(self.card), lang)


@dataclass(frozen=True)
class _Asked:
    """The question put about the revoke: its wording, the choices, and the engine's query and
    answer the question is checked against."""

    ask_tr: str
    ask_en: str
    choices: tuple[Choice, ...]
    key: str
    scenario: dict
    expected: dict


STATUS_TEXTS = {
    "correct": (
        "Rönons henüz resmileşmemiştir: kusurlu oyuncu rönonsu düzeltmek zorundadır",
        "The revoke is not established yet: the offender must correct it",
    ),
    "stands": (
        "Rönons resmileşmiştir: löve oynandığı gibi kalır, oyun sonunda löve aktarımı olabilir",
        "The revoke is established: the trick stands as played, and tricks may be transferred at the end",
    ),
    "closed": (
        "Löve dört kartla tamamlandığı için rönons artık düzeltilemez; oyun sonunda löve aktarılır",
        "The trick has its four cards, so the revoke can no longer be corrected; tricks are transferred at the end",
        "Lövenin dört kartla tamamlanması rönonsu resmileştirmez: Yasa 63A1'e göre rönons, kusurlu oyuncu ya da ortağı bir sonraki löveye çıkış yaptığında ya da kart oynadığında resmileşir.",
        "Four cards on the trick do not establish the revoke: by Law 63A1 it is established when the offender or his partner leads or plays to the following trick.",
    ),
    # Offered instead of "closed" once the revoke is established: "closed" then reaches the right
    # ruling (no correction, a possible transfer) by a wrong reason, which a Director could defend.
    "late": (
        "Rönons resmileşmiştir, ancak oyun bitmeden dikkat çekildiği için yine de düzeltilmek zorundadır",
        "The revoke is established, but as attention is drawn before play ends it must still be corrected",
        "Yasa 63B: rönons bir kere resmileştikten sonra artık düzeltilemez ve rönonsun meydana geldiği löve oynandığı gibi kalır; onikinci lövedeki rönons için olan istisna (Yasa 62D) burada söz konusu değildir.",
        "Law 63B: once a revoke is established it may no longer be corrected, and the trick on which it occurred stands as played; the exception for a revoke on the twelfth trick (Law 62D) does not apply here.",
    ),
    "both": (
        "Rönons düzeltilir ve oyun sonunda ayrıca bir löve aktarılır",
        "The revoke is corrected, and a trick is also transferred at the end",
    ),
}

# Dummy's revoke, established: no automatic trick adjustment (64B3), though the Director may
# still adjust the score (64C1: "after any established revoke").
STANDS_BY_DUMMY = (
    "Rönons resmileşmiştir: löve oynandığı gibi kalır; yerin rönonsu için löve aktarılmaz "
    "(hakem yine de ayarlı skor atayabilir)",
    "The revoke is established: the trick stands as played; no trick is transferred for a "
    "revoke by dummy (the Director may still assign an adjusted score)",
)


def _generate(rng, seed: int) -> Question:
    ask, stage = _ask_and_stage(rng)
    story = _story(rng, stage)
    steps = Steps()
    steps.add(
        ["61A"],
        f"{law('61A', 'tr')}: elinde çıkılan renkten kart varken o renge uymamak rönonstur.",
        f"{law('61A', 'en')}: failing to follow suit while holding a card of the suit led is a revoke.",
    )
    base = story.s.query("state", story.t.events)
    before = engine(base)
    revoke = before["revokes"][-1]
    if revoke["seat"] != story.o or revoke["trick"] != story.number:
        raise GenerationError("the engine saw another revoke")
    if ask == "status":
        asked = _status_question(rng, story, base, before, revoke["established"], steps)
    else:
        asked = _corrected_question(rng, story, ask, revoke["established"], steps)
    scene_tr, scene_en = _scene(story)
    prompt_tr = f"{story.s.intro('tr')} {scene_tr}\n{asked.ask_tr}"
    prompt_en = f"{story.s.intro('en')} {scene_en}\n{asked.ask_en}"
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt_tr,
        prompt_en=prompt_en,
        choices=asked.choices,
        answer=asked.key,
        explanation_tr="\n".join(steps.tr),
        explanation_en="\n".join(steps.en),
        laws=cited(*steps.labels),
        scenario=asked.scenario,
        expected=asked.expected,
    )


def _ask_and_stage(rng) -> tuple[str, str]:
    """What is asked, and how far the play goes on after the revoke trick: the winner is asked
    on the trick itself, and a revoke card is asked about only while it can be corrected."""
    ask = rng.choices([k for k, _ in ASKS], [w for _, w in ASKS])[0]
    stage = "trick" if ask == "winner" else rng.choices([k for k, _ in STAGES], [w for _, w in STAGES])[0]
    if ask == "card" and stage == "established":
        stage = "trick"
    return ask, stage


def _story(rng, stage: str) -> _Story:
    s, t, offender, card, number = _revoke_trick(rng)
    trick = t.completed[number - 1]
    if not _go_on(rng, t, offender, stage):
        raise GenerationError("stage not reachable")
    return _Story(s, t, offender, card, number, trick)


def _cards_played(cards, lang: str) -> str:
    return ", ".join(f"{names.seat('NESW'[p], lang)} {names.card(card_code(c), lang)}" for p, c in cards)


def _scene(story: _Story) -> tuple[str, str]:
    """The revoke trick as played, who revoked holding the suit led, and the cards played to the
    next trick so far."""
    o, number = story.o, story.number
    role = ROLE_TEXT[_role(story.offender, story.s.declarer)]
    led = "CDHS"[story.led_suit]
    led_tr, led_en = names.SUIT_WORDS["tr"][led], names.SUIT_WORDS["en"][led]
    scene_tr = (
        f"{number}. löve: {_cards_played(story.trick.cards, 'tr')}. Elinde {led_tr} olduğu hâlde "
        f"{names.seat(o, 'tr')} ({role[0]}) {story.card_name('tr')} oynamıştır."
    )
    scene_en = (
        f"Trick {number}: {_cards_played(story.trick.cards, 'en')}. {names.seat(o, 'en')} ({role[1]}) "
        f"played the {story.card_name('en')} while holding a {led_en}."
    )
    later = story.t.current
    if later:
        scene_tr += f" {number + 1}. löveye oynanan: {_cards_played(later, 'tr')}."
        scene_en += f" To trick {number + 1}: {_cards_played(later, 'en')}."
    return scene_tr, scene_en


def _status_question(rng, story: _Story, base: dict, before: dict, established: bool, steps: Steps) -> _Asked:
    """May the revoke still be corrected (63A1, 62A), or is it established and stands (63B)?
    Dummy's established revoke transfers no trick (64B3), which its choice says."""
    right = "stands" if established else "correct"
    wrong = [k for k in ("correct", "stands", "late" if established else "closed", "both") if k != right]
    texts = dict(STATUS_TEXTS)
    by_dummy = _role(story.offender, story.s.declarer) == "dummy"
    if by_dummy:
        texts["stands"] = STANDS_BY_DUMMY
    if established:
        # 63A1 names the lead as well as the play (TR "Kusurlu oyuncu veya ortağı bir sonraki löveye
        # çıkış yaptığı ya da kart oynadığında", WBF "when the offender or his partner leads or plays to
        # the following trick"): the story's card to the next trick is often a lead (qa237)
        steps.add(
            ["63A1", "63B"],
            f"{law('63A1', 'tr')}: kusurlu oyuncu ya da ortağı bir sonraki löveye çıkış yaptığında ya da kart oynadığında rönons resmileşir; {law('63B', 'tr')}: resmileşen rönons artık düzeltilemez, löve oynandığı gibi kalır.",
            f"{law('63A1', 'en')}: the revoke is established when the offender or his partner leads or plays to the following trick; {law('63B', 'en')}: it may then no longer be corrected and the trick stands as played.",
        )
        if by_dummy:
            _no_transfer_for_dummy_step(story, steps)
    else:
        steps.add(
            ["63A1", "62A"],
            f"{law('63A1', 'tr')}: kusurlu oyuncunun ya da ortağının bir sonraki löveye çıkması ya da kart oynaması rönonsu resmileştirir; löveye dördüncü kartın oynanması ya da kusursuz tarafın çıkışı resmileştirmez ve 63A'nın saydığı başka bir şey de (sonraki löveye oynanacak kartın söylenmesi, bir talep ya da terk) olmamıştır. {law('62A', 'tr')}: resmileşmeden önce fark edilen rönons düzeltilmek zorundadır.",
            f"{law('63A1', 'en')}: a lead or play to the following trick by the offender or his partner establishes the revoke; the fourth card of the trick, or a lead by the non-offending side, does not, and nothing else that 63A names (a card named for the following trick, a claim or a concession) has happened. {law('62A', 'en')}: a revoke noticed before it is established must be corrected.",
        )
    choices, key = make_choices(rng, texts[right], [texts[k] for k in wrong])
    return _Asked(
        "Rönonsa şimdi dikkat çekiliyor. Hakem ne karar verir?",
        "Attention is drawn to the revoke now. What does the Director rule?",
        choices,
        key,
        base,
        before,
    )


def _no_transfer_for_dummy_step(story: _Story, steps: Steps) -> None:
    """64B3 and 64C1 for dummy's established revoke, once the engine has ruled it so. The engine names
    the section (64C, EQUITY_AFTER_REVOKE); the line states 64C1's adjusted score and cites it, in the
    official Turkish's future (TR "... kanaat getirdiğinde, ayarlı skor atayacaktır"; qa279) and the WBF's
    "shall" (WBF "he shall assign an adjusted score"; qa290)."""
    ruled = _dummy_revoke_law(story)
    if ruled != "64B3":
        raise GenerationError(f"the engine rules dummy's revoke under {ruled}, not 64B3")
    steps.add(
        ["64B3", "64C1"],
        f"{law('64B3', 'tr')}: rönons yere ait kartlardan birinin oynanmaması sonucu meydana geldiği için otomatik löve ayarlaması yapılmaz; {law('64C1', 'tr')}: hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse yine de ayarlı skor atayacaktır.",
        f"{law('64B3', 'en')}: the revoke was a failure to play a card belonging to dummy, so there is no automatic trick adjustment; {law('64C1', 'en')}: the Director shall still assign an adjusted score if he considers that the damage suffered by the non-offending side is not sufficiently compensated.",
    )


def _dummy_revoke_law(story: _Story) -> str | None:
    """The Law 64 paragraph the engine rules this revoke under (`RevokeRuling.law`), on the play
    finished by the heuristics: a copy of the table, with a random source of its own, so that
    the question's other draws do not move. None if the engine sees no such revoke."""
    table = copy.deepcopy(story.t)
    table.play_on(random.Random(f"{TYPE}:rest:{story.s.deal}:{len(table.events)}"))
    query = story.s.query("result", table.events)
    result = play_result(query["deal"], query["contract"], query["declarer"], query["vul"], query["play"])
    for ruling in result.revokes:
        if (ruling.revoke.seat, ruling.revoke.trick) == (story.offender, story.number):
            return ruling.law
    return None


def _corrected_question(rng, story: _Story, ask: str, established: bool, steps: Steps) -> _Asked:
    """The revoke is corrected with a card of the suit led (62A, 62B); then either the fate of
    the revoke card or the winner of the trick is asked."""
    if established:
        raise GenerationError("no correction of an established revoke")
    legal = bits(story.t.hands[story.offender] & SUIT_MASK[story.led_suit])
    if not legal:
        raise GenerationError("no card to correct with")
    substitute = rng.choice(legal)
    events = list(story.t.events) + [{"act": "correct", "seat": story.o, "card": card_code(substitute)}]
    scenario = story.s.query("state", events)
    expected = engine(scenario)
    _correction_steps(story, substitute, expected, steps)
    if ask == "card":
        ask_tr, ask_en, choices, key = _card_question(rng, story, substitute, expected, steps)
    else:
        ask_tr, ask_en, choices, key = _winner_question(rng, story, substitute, expected, steps)
    return _Asked(ask_tr, ask_en, choices, key, scenario, expected)


def _correction_steps(story: _Story, substitute: int, expected: dict, steps: Steps) -> None:
    o = story.o
    card_tr, card_en = story.card_name("tr"), story.card_name("en")
    sub_tr, sub_en = names.card(card_code(substitute), "tr"), names.card(card_code(substitute), "en")
    steps.add(
        ["62A", "62B"],
        f"{law('62A', 'tr')}: rönons resmileşmemiştir, oyuncu rönonsunu düzeltmek zorundadır; {law('62B', 'tr')}: {names.seat(o, 'tr')} {card_tr} kartını geri alır ve yerine yasal bir kart ({sub_tr}) koyar.",
        f"{law('62A', 'en')}: the revoke is not established, so the player must correct it; {law('62B', 'en')}: {names.seat(o, 'en')} withdraws the {card_en} and substitutes a legal card (the {sub_en}).",
    )
    if story.t.current:
        _next_lead_step(story, expected, steps)


def _next_lead_step(story: _Story, expected: dict, steps: Steps) -> None:
    """The non-offender's lead to the next trick. 62C1: he "may withdraw" it (TR "geri alabilir"),
    so it stays while he still wins the corrected trick (the engine then cites 62C1 without 47A);
    where the corrected trick, and the lead (44G), go to another player, it goes back to his hand
    as 62C1 lets it, not as a penalty card, 16C ruling its information (the engine cites 62C1,
    16C and 47A; the line states 16C1 for the side that withdrew it and 16C2 for the other, and
    cites those). The Laws do not say what becomes of it if he would rather leave it: the text
    does not say either ("cannot stand" was said before, and neither text says it)."""
    number = story.number
    seat, card = story.t.current[0]
    who_tr, who_en = names.seat("NESW"[seat], "tr"), names.seat("NESW"[seat], "en")
    card_tr, card_en = names.card(card_code(card), "tr"), names.card(card_code(card), "en")
    kept = LATER_CARDS_WITHDRAWN in expected["laws"] and CARD_WITHDRAWN_IN_RECTIFICATION not in expected["laws"]
    if kept:
        steps.add(
            ["62C1"],
            f"{law('62C1', 'tr')}: kusursuz taraf rönonstan sonra oynadığı kartı geri alabilir, ama almak zorunda değildir. {who_tr} düzeltilen {number}. löveyi yine kazandığından, {number + 1}. löveye çıktığı {card_tr} kartını geri almazsa çıkışı geçerli kalır.",
            f"{law('62C1', 'en')}: a member of the non-offending side may withdraw a card he played after the revoke, but need not. {who_en} still wins trick {number} once it is corrected, so unless he withdraws the {card_en} he led to trick {number + 1}, his lead stands.",
        )
        return
    if expected["turn"] == "NESW"[seat]:
        raise GenerationError("the lead goes back for another reason than the trick's new winner")
    if LATER_CARDS_WITHDRAWN not in expected["laws"]:
        raise GenerationError("the engine no longer cites 62C1 for the lead it returns")
    leader_tr, leader_en = names.seat(expected["turn"], "tr"), names.seat(expected["turn"], "en")
    whose_tr = names.seat("NESW"[seat], "tr", "gen")
    side, other = side_of(seat), side_of(seat + 1)
    side_tr, side_en = names.side(side, "tr"), names.side(side, "en")
    other_tr, other_en = names.side(other, "tr"), names.side(other, "en")
    steps.add(
        ["44G", "62C1", "16C1", "16C2", "47A"],
        f"{law('44G', 'tr')}: düzeltilen {number}. löveyi artık {leader_tr} kazanır ve sonraki löveye o çıkar. {law('62C1', 'tr')}: kusursuz taraftan {who_tr}, rönonstan sonra {number + 1}. löveye çıktığı {card_tr} kartını geri alabilir ve eline geri koyar; çıkış artık onun olmadığından {card_tr} {whose_tr} eline döner ({law('47A', 'tr')}) ve cezalı kart olmaz. {law('16C1', 'tr')} ve {law('16C2', 'tr')}: geri alınan karttan gelen bilgi {side_tr} için yasal, {other_tr} için izinsizdir.",
        f"{law('44G', 'en')}: trick {number}, corrected, is now won by {leader_en}, who leads next. {law('62C1', 'en')}: {who_en}, of the non-offending side, may withdraw the {card_en} he led to trick {number + 1} after the revoke and return it to his hand; as the lead is no longer his, the {card_en} goes back to his hand ({law('47A', 'en')}) and is not a penalty card. {law('16C1', 'en')} and {law('16C2', 'en')}: the information from the withdrawn card is authorized for {side_en}, unauthorized for {other_en}.",
    )


def _card_texts(card_tr: str, card_en: str) -> dict[str, tuple[str, str]]:
    return {
        "major": (f"{card_tr} majör cezalı kart olur", f"The {card_en} becomes a major penalty card"),
        "minor": (f"{card_tr} minör cezalı kart olur", f"The {card_en} becomes a minor penalty card"),
        "back": (
            f"{card_tr} ele geri döner, başka onarma yoktur",
            f"The {card_en} goes back to the hand without further rectification",
        ),
        "stays": (
            f"{card_tr} lövede kalır; düzeltme kartı da löveye eklenir",
            f"The {card_en} stays on the trick; the correcting card is added to it",
        ),
    }


def _card_question(rng, story: _Story, substitute: int, expected: dict, steps: Steps):
    """What becomes of the revoke card: (ask_tr, ask_en, choices, key)."""
    card_tr, card_en = story.card_name("tr"), story.card_name("en")
    sub_tr, sub_en = names.card(card_code(substitute), "tr"), names.card(card_code(substitute), "en")
    right = _revoke_card_fate(story, expected, steps)
    wrong = [k for k in ("major", "minor", "back", "stays") if k != right]
    if story.card % 13 >= 8:
        wrong = [k for k in wrong if k != "minor"]
    texts = _card_texts(card_tr, card_en)
    choices, key = make_choices(rng, texts[right], [texts[k] for k in wrong])
    return (
        f"Rönons {sub_tr} ile düzeltilir. {card_tr} ne olur?",
        f"The revoke is corrected with the {sub_en}. What becomes of the {card_en}?",
        choices,
        key,
    )


def _revoke_card_fate(story: _Story, expected: dict, steps: Steps) -> str:
    """What becomes of the revoke card, as the engine's penalty cards say: "major" for a
    defender's (62B1, 50B), "back" for declarer's or dummy's (62B2, 48A). 62B2 keeps its bracket
    (TR "deklaranın (Yasa 43B2(b)'ye tabi)", WBF "declarer's [subject to Law 43B2(b)]"): when dummy
    after a 43A2 violation asks first, declarer corrects and Law 64 applies as if established."""
    penalty = [p for p in expected["penalty_cards"] if p["seat"] == story.o and p["card"] == card_code(story.card)]
    if penalty and penalty[0]["kind"] == "major":
        steps.add(
            ["62B1", "50B"],
            f"{law('62B1', 'tr')}: bu şekilde geri alınan kart bir defans oyuncusunun kapalı elinden oynanmışsa majör cezalı karta dönüşür ({law('50B', 'tr')}: oynamak maksadıyla gösterilen her kart, rönons yapılması ve daha sonra düzeltilmesinde olduğu gibi).",
            f"{law('62B1', 'en')}: a card so withdrawn from a defender's unfaced hand becomes a major penalty card ({law('50B', 'en')}: a card exposed with the intention of playing it, as in revoking and then correcting).",
        )
        return "major"
    if not penalty:
        steps.add(
            ["62B2", "48A"],
            f"{law('62B2', 'tr')}: deklaranın ({law('43B2(b)', 'tr')}'ye tabi olarak) ya da yerin elinden oynanan kart başka onarma olmadan değiştirilebilir; {law('48A', 'tr')}: deklaranın ya da yerin elindeki hiçbir kart cezalı kart olmaz.",
            f"{law('62B2', 'en')}: a card played from declarer's hand (subject to {law('43B2(b)', 'en')}) or from dummy may be replaced without further rectification; {law('48A', 'en')}: no card of declarer's or dummy's hand ever becomes a penalty card.",
        )
        return "back"
    raise GenerationError("a faced card: not this question")


def _winner_question(rng, story: _Story, substitute: int, expected: dict, steps: Steps):
    """Who wins the revoke trick once corrected, and leads next (62B, 44): (ask_tr, ask_en,
    choices, key)."""
    number = story.number
    new_leader = expected["turn"]
    if new_leader is None or sum(expected["tricks"].values()) != number:
        raise GenerationError("the trick is not complete")
    sub_tr, sub_en = names.card(card_code(substitute), "tr"), names.card(card_code(substitute), "en")
    ask_tr = f"Rönons {sub_tr} ile düzeltilir. {number}. löveyi kim kazanır ve bir sonraki löveye kim çıkar?"
    ask_en = f"The revoke is corrected with the {sub_en}. Who wins trick {number} and leads to the next one?"
    right = (names.seat(new_leader, "tr"), names.seat(new_leader, "en"))
    wrong = [(names.seat(x, "tr"), names.seat(x, "en")) for x in rng.sample("NESW", 4) if x != new_leader]
    moved_tr, moved_en = _winner_change(rng, story.trick.winner, new_leader)
    # 62C1: a non-offender who played to the trick after the revoke card may withdraw his card,
    # which could change the winner. Only the offender can be second or third to play to it, so at
    # most one opponent played after him; the story says that card stays, as the engine has it.
    played = [p for p, _ in story.trick.cards]
    after = [(p, c) for p, c in story.trick.cards[played.index(story.offender) + 1 :] if p % 2 != story.offender % 2]
    if after:
        seat, card = "NESW"[after[0][0]], card_code(after[0][1])
        kept_tr = f"{names.seat(seat, 'tr', 'gen')} rönonstan sonra oynadığı {names.card(card, 'tr')} lövede kalır."
        kept_en = (
            f"The {names.card(card, 'en')} that {names.seat(seat, 'en')} played after the revoke stays on the trick."
        )
        corrected_tr, asked_tr = ask_tr.split(". ", 1)
        corrected_en, asked_en = ask_en.split(". ", 1)
        ask_tr, ask_en = f"{corrected_tr}. {kept_tr} {asked_tr}", f"{corrected_en}. {kept_en} {asked_en}"
        steps.add(
            ["62C1"],
            f"{law('62C1', 'tr')}: kusursuz taraf rönonstan sonra oynadığı kartı geri alabilir; {kept_tr}",
            f"{law('62C1', 'en')}: a member of the non-offending side may withdraw a card he played after the revoke; here the {names.card(card, 'en')} that {names.seat(seat, 'en')} played stays on the trick.",
        )
    standing = [substitute if p == story.offender else c for p, c in story.trick.cards]
    ruffed = story.t.trump is not None and any(c // 13 == story.t.trump for c in standing)
    label = "44E" if ruffed else "44F"
    steps.add(
        [label, "44G"],
        f"{law(label, 'tr')}: löveyi lövede kalan kartlara göre {names.seat(new_leader, 'tr')} kazanır; {law('44G', 'tr')}: sonraki löveye onun elinden çıkılır. {moved_tr}",
        f"{law(label, 'en')}: with the cards that now stand on it the trick is won by {names.seat(new_leader, 'en')}; {law('44G', 'en')}: the lead to the next trick is made from his hand. {moved_en}",
    )
    choices, key = make_choices(rng, right, wrong)
    return ask_tr, ask_en, choices, key


def _winner_change(rng, old_winner: int, new_leader: str) -> tuple[str, str]:
    """Whether the correction changed the winner; half the stories where it did not are
    retold, so that most of these questions show the substitute card mattering."""
    if "NESW"[old_winner] != new_leader:
        return (
            f"Düzeltmeden önce löveyi {names.seat('NESW'[old_winner], 'tr')} kazanıyordu; artık kazanan değişmiştir.",
            f"Before the correction {names.seat('NESW'[old_winner], 'en')} was winning the trick; the winner has changed.",
        )
    if rng.random() < 0.5:
        raise GenerationError("half the stories where the winner stays are retold")
    return "Kazanan değişmez.", "The winner does not change."
