"""`penalty_card`: a card is exposed during the play (dropped, two cards falling together, by a
defender or by declarer) and the question is one of
- "what is it now?": major or minor penalty card, or none (Laws 48A, 49, 50B);
- "which cards may X play now?": the engine's `legal` list (Laws 44, 50C, 50D1, 51A);
- "what may declarer do?" when the offender's partner is to lead (Laws 50C, 50D2, 51B).
Each is the engine's `state` query on the record at that moment (the scenario). Distractors are
the usual confusions: an honour taken for a minor card, a declarer's card taken for a penalty
card, the penalty card played before following suit, lead options after a minor card.

A story at trick 1 before the opening lead (the opening leader or his partner drops a card; 62 of
seeds 1-1000) is in the Clarification Period, after the auction and before the auction period ends
(17D1: TR "Artırımın tamamlanması ile Artırım Sürecinin sona ermesi arasında geçen süreye Açıklama
Evresi adı verilir"; WBF "The interval between the end of the auction and the end of the auction
period is designated the Clarification Period"). Law 24 is for a card exposed during the auction
(TR "artırım sırasında", 24E "Artırmanın sonunda"; WBF "during the auction", "at the conclusion of
the auction"); 54E applies it after the auction to the declaring side's attempted opening
lead. A defender (TR "Deklaranın (veya deklaran olacağı varsayılan oyuncunun) bir rakibi"; WBF "an
opponent of (presumed) declarer") whose card his partner could see is Law 49's (no time
limit in either text): a penalty card, Law 50, as the engine rules and the questions say (were 24
applied, 24E gives the same: "every such card becomes a penalty card (see Laws 50 and 51)").
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings import laws
from rulings import words as names
from rulings.cards import CARD_INDEX, SUIT_LETTERS, SUIT_MASKS, cards_in, is_honour
from rulings.deal import SEAT_NAMES

from ..questions import Question
from .common import GenerationError, cited, engine, except_50d1b, law, make_choices, retrying, rng_for
from .steps import Steps
from .story import card_code, setting

TYPE = "penalty_card"
VARIANTS = (("kind", 34), ("legal", 36), ("lead", 30))


def _pick_exposed(rng, hand: int, want: str, avoid: int = 0):
    """Cards to expose from `hand`: "small" one card below honour rank, "honour", or "two"."""
    cards = list(cards_in(hand & ~avoid))
    small = [c for c in cards if not is_honour(c)]
    honours = [c for c in cards if is_honour(c)]
    if want == "small" and small:
        return [rng.choice(small)]
    if want == "honour" and honours:
        return [rng.choice(honours)]
    if want == "two" and len(cards) >= 3:
        return sorted(rng.sample(cards, 2), reverse=True)
    if want == "two_same" and len(cards) >= 3:
        for suit in rng.sample(range(4), 4):
            same = [c for c in cards if c // 13 == suit]
            if len(same) >= 2:
                return sorted(rng.sample(same, 2), reverse=True)
    if want == "two_suits" and len(cards) >= 3:
        suits = sorted({c // 13 for c in cards})
        if len(suits) >= 2:
            a, b = rng.sample(suits, 2)
            return [rng.choice([c for c in cards if c // 13 == a]), rng.choice([c for c in cards if c // 13 == b])]
    return None


def _expose_text(seat: str, exposed, lang: str, declarer: bool) -> str:
    who = names.seat(seat, lang)
    role_tr = " (deklaran)" if declarer else ""
    role_en = " (declarer)" if declarer else ""
    shown = [names.card(card_code(c), lang) for c in exposed]
    if lang == "tr":
        if len(shown) == 1:
            return f"{names.seat(seat, 'tr', 'gen')}{role_tr} elinden {shown[0]} yüzü açık olarak masaya düşer."
        return f"{names.seat(seat, 'tr', 'gen')}{role_tr} elinden {shown[0]} ile {shown[1]} birlikte yüzü açık olarak masaya düşer."
    if len(shown) == 1:
        return f"{who}{role_en} drops the {shown[0]} face up on the table."
    return f"{who}{role_en} drops the {shown[0]} and the {shown[1]} face up on the table together."


def _played(cards, lang: str) -> str:
    return ", ".join(f"{names.seat('NESW'[s], lang)} {names.card(card_code(c), lang)}" for s, c in cards)


def _now_text(trick_no: int, leader: int, before, lang: str) -> str:
    """Where the play stood when the card fell: the trick and the cards already in it."""
    if not before:
        if lang == "tr":
            return f"{trick_no}. lövede çıkış sırası: {names.seat('NESW'[leader], 'tr')}."
        return f"Trick {trick_no}: {names.seat('NESW'[leader], 'en')} is on lead."
    if lang == "tr":
        return f"{trick_no}. löve: {_played(before, 'tr')}."
    return f"Trick {trick_no}: {_played(before, 'en')}."


def _cards_text(cards: list[int], hand: int, led: int | None, lang: str) -> str:
    cards = sorted(cards, reverse=True)
    shown = ", ".join(names.card(card_code(c), lang) for c in cards)
    mask = sum(1 << c for c in cards)
    if mask == hand and len(cards) > 1:
        return "Elindeki herhangi bir kart" if lang == "tr" else "Any card in his hand"
    if len(cards) == 1:
        return f"Yalnız {shown}" if lang == "tr" else f"Only the {shown}"
    suits = {c // 13 for c in cards}
    if len(suits) == 1:
        suit = next(iter(suits))
        if mask == hand & SUIT_MASKS[suit]:
            word = names.SUIT_WORDS[lang][SUIT_LETTERS[suit]]
            return f"Herhangi bir {word} ({shown})" if lang == "tr" else f"Any {word} ({shown})"
    return shown


def _setup(rng, variant: str):
    """(setting, table, offender seat, exposed cards, sub-case) or GenerationError."""
    build = {"lead": _setup_lead, "kind": _setup_kind}.get(variant, _setup_legal)
    for _attempt in range(40):
        s = setting(rng)
        t = s.table()
        defenders = [(s.declarer + 1) % 4, (s.declarer + 3) % 4]
        start = rng.randint(1, 8)
        t.play_on(rng, until_trick=start)
        found = build(rng, s, t, defenders)
        if found:
            return (s, t, *found)
    raise GenerationError("no record for this penalty card story")


def _play_to_lead(rng, t, leaders) -> bool:
    """Play whole tricks until one of `leaders` is to lead, by trick 11; False if none is."""
    while not t.complete and t.trick_no <= 11 and t.leader not in leaders:
        t.play_on(rng, until_trick=t.trick_no + 1)
    return not (t.complete or t.trick_no > 11)


def _setup_lead(rng, s, t, defenders):
    """A trick that a defender leads: his partner's card falls before the lead."""
    if not _play_to_lead(rng, t, defenders):
        return None
    offender = t.leader ^ 2
    want = rng.choice(("honour", "honour", "small", "two_same", "two_suits"))
    exposed = _pick_exposed(rng, t.hands[offender], want)
    return (offender, exposed, want) if exposed else None


def _setup_kind(rng, s, t, defenders):
    """A card falls after the lead: a defender's (small, honour, two) or declarer's."""
    sub = rng.choice(("small", "small", "honour", "honour", "two", "declarer"))
    leader = t.leader
    t.play(leader, t.choose(rng, leader))
    offender = s.declarer if sub == "declarer" else rng.choice([d for d in defenders if d != leader])
    if offender == leader:
        return None
    exposed = _pick_exposed(rng, t.hands[offender], "small" if sub == "declarer" else sub)
    return (offender, exposed, sub) if exposed else None


def _setup_legal(rng, s, t, defenders):
    """The offender leads, follows, or is void in the suit led."""
    sub = rng.choice(("leads", "follows", "follows", "void"))
    if sub == "leads":
        if not _play_to_lead(rng, t, defenders):
            return None
        offender = t.leader
        exposed = _pick_exposed(rng, t.hands[offender], rng.choice(("small", "honour")))
        return (offender, exposed, sub) if exposed else None
    while not t.complete and t.trick_no <= 11:
        found = _expose_after_lead(rng, t, defenders, sub == "follows")
        if found:
            return (*found, sub)
        while t.current:
            t.play(t.turn(), t.choose(rng, t.turn()))
    return None


def _expose_after_lead(rng, t, defenders, follows: bool):
    """After the next lead, a defender who can (or cannot) follow drops a card: (offender, cards)."""
    leader = t.leader
    t.play(leader, t.choose(rng, leader))
    led = t.current[0][1] // 13
    candidates = [
        d
        for d in defenders
        if d != leader and bool(t.hands[d] & SUIT_MASKS[led]) == follows and t.hands[d].bit_count() >= 3
    ]
    if not candidates:
        return None
    offender = rng.choice(candidates)
    # When the offender can follow, most stories expose a card of the suit led.
    pool = t.hands[offender] & SUIT_MASKS[led] if follows and rng.random() < 0.6 else t.hands[offender]
    want = rng.choice(("small", "honour"))
    exposed = _pick_exposed(rng, pool, want) or _pick_exposed(rng, t.hands[offender], want)
    return (offender, exposed) if exposed else None


def _kind_label(kinds: list[str]) -> str:
    if not kinds:
        return "none"
    if len(kinds) == 1:
        return kinds[0]
    return (
        "both_major"
        if all(k == "major" for k in kinds)
        else ("both_minor" if all(k == "minor" for k in kinds) else "mixed")
    )


KIND_TEXT = {
    "minor": ("Minör cezalı kart", "A minor penalty card"),
    "major": ("Majör cezalı kart", "A major penalty card"),
    # 48A's last sentence, the only one on what becomes of the card (TR "Deklaran kazayla düşürdüğü hiçbir
    # kartı oynamak zorunda değildir"; WBF "Declarer is not required to play any card dropped
    # accidentally"): neither text says it "goes back into the hand" (qa267).
    "none": ("Cezalı kart olmaz; oynanması zorunlu değildir", "Not a penalty card, and it need not be played"),
    "minor_lead": (
        "Minör cezalı kart; ortağı o rengi çıkamaz",
        "A minor penalty card, and his partner may not lead that suit",
    ),
    "both_major": ("İkisi de majör cezalı kart", "Both are major penalty cards"),
    "both_minor": ("İkisi de minör cezalı kart", "Both are minor penalty cards"),
    "mixed": (
        "Onör majör, küçük kart minör cezalı kart",
        "The honour is a major penalty card, the small card a minor one",
    ),
    "none2": ("Cezalı kart olmaz; ikisi de ele geri alınır", "No penalty cards; both go back into the hand"),
    "higher_only": (
        "Yalnız büyük kart cezalı kart olur (majör); küçüğü ele geri alınır",
        "Only the higher card is a penalty card (major); the lower one goes back into the hand",
    ),
}


def generate(seed: int) -> Question:
    return retrying(lambda rng: _generate(rng, seed), rng_for(TYPE, seed))


@dataclass
class Moment:
    """The record when the question is asked: who exposed what, and the engine's state answer."""

    s: object
    t: object
    offender: int
    exposed: list
    expected: dict

    @property
    def o(self) -> str:
        return SEAT_NAMES[self.offender]

    @property
    def mine(self) -> list[dict]:
        return [p for p in self.expected["penalty_cards"] if p["seat"] == self.o]

    def shown(self, lang: str) -> str:
        return ", ".join(names.card(card_code(c), lang) for c in self.exposed)


def _generate(rng, seed: int) -> Question:
    variant = rng.choices([v for v, _ in VARIANTS], [w for _, w in VARIANTS])[0]
    s, t, offender, exposed, sub = _setup(rng, variant)
    o = SEAT_NAMES[offender]
    trick_no, leader, before = t.trick_no, t.leader, list(t.current)
    for card in exposed:
        t.act("expose", offender, card=card_code(card))
    declarer_exposes = offender == s.declarer
    story_tr = _expose_text(o, exposed, "tr", declarer_exposes)
    story_en = _expose_text(o, exposed, "en", declarer_exposes)
    if variant == "legal" and sub != "leads":
        # the play goes on to the offender's turn in the same trick
        while t.turn() != offender:
            t.play(t.turn(), t.choose(rng, t.turn()))
    scenario = s.query("state", t.events)
    x = Moment(s, t, offender, exposed, engine(scenario))
    steps = Steps()
    ask_tr, ask_en, choices, key = ASKS[variant](rng, x, steps)
    after = t.current[len(before) :] if t.trick_no == trick_no else []
    then_tr = f" Ardından: {_played(after, 'tr')}." if after else ""
    then_en = f" Then: {_played(after, 'en')}." if after else ""
    prompt_tr = f"{s.intro('tr')} {_now_text(trick_no, leader, before, 'tr')}\n{story_tr}{then_tr}\n{ask_tr}"
    prompt_en = f"{s.intro('en')} {_now_text(trick_no, leader, before, 'en')}\n{story_en}{then_en}\n{ask_en}"
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt_tr,
        prompt_en=prompt_en,
        choices=choices,
        answer=key,
        explanation_tr="\n".join(steps.tr),
        explanation_en="\n".join(steps.en),
        laws=cited(*steps.labels),
        scenario=scenario,
        expected=x.expected,
    )


def _ask_kind(rng, x: Moment, steps: Steps):
    """ "What is it now?": the kind the engine gives the exposed cards."""
    exposed = x.exposed
    mine = x.mine
    kinds = [p["kind"] for p in mine if p["card"] in {card_code(c) for c in exposed}]
    label = _kind_label(kinds)
    if len(exposed) == 2 and label == "none":
        label = "none2"
    ask_tr = "Bu kartlar şimdi ne olur?" if len(exposed) > 1 else "Bu kart şimdi ne olur?"
    ask_en = "What are these cards now?" if len(exposed) > 1 else "What is this card now?"
    if len(exposed) == 1:
        pool = ["minor", "major", "none", "minor_lead"]
    else:
        # "an honour major, a small card minor" only tempts when one card is of each kind
        honours = sum(is_honour(c) for c in exposed)
        pool = ["both_major", "mixed" if honours == 1 else "higher_only", "both_minor", "none2"]
    choices, key = make_choices(rng, KIND_TEXT[label], [KIND_TEXT[k] for k in pool if k != label])
    _kind_steps(x, label, steps)
    return ask_tr, ask_en, choices, key


def _kind_steps(x: Moment, label: str, steps: Steps) -> None:
    expected = x.expected
    shown_tr = x.shown("tr")
    shown_en = x.shown("en")
    if laws.DECLARER_EXPOSES in expected["laws"]:
        # 48A whole (TR "Deklaranın bir kartını göstermesi kısıtlamaya tabi değildir (ancak bkz. Yasa 45C2) ve
        # deklaranın veya yerin eline ait hiçbir kart, cezalı karta dönüşmez. Deklaran kazayla düşürdüğü hiçbir
        # kartı oynamak zorunda değildir."; WBF "Declarer is not subject to restriction for exposing a card
        # (but see Law 45C2), and no card of declarer's or dummy's hand ever becomes a penalty card. Declarer
        # is not required to play any card dropped accidentally."): the pointer to 45C2 with its clause, and
        # the card dropped "need not be played", not "goes back into his hand", which neither text says (qa267).
        steps.add(
            ["48A"],
            f"{law('48A', 'tr')}: deklaran kart gösterdiği için kısıtlamaya tabi değildir (ancak bkz. {law('45C2', 'tr')}); deklaranın ya da yerin hiçbir kartı cezalı kart olmaz. Deklaran kazayla düşürdüğü {shown_tr} kartını oynamak zorunda değildir.",
            f"{law('48A', 'en')}: declarer is not subject to restriction for exposing a card (but see {law('45C2', 'en')}), and no card of declarer's or dummy's hand ever becomes a penalty card. Declarer is not required to play the {shown_en}, a card dropped accidentally.",
        )
    else:
        steps.add(
            ["49", "50"],
            f"{law('49', 'tr')}: bir defans oyuncusunun kartı ortağının görebileceği biçimde açılırsa cezalı kart olur ({law('50', 'tr')}).",
            f"{law('49', 'en')}: a defender's card in a position where his partner could see its face becomes a penalty card ({law('50', 'en')}).",
        )
        steps.add(
            ["50B"],
            f"{law('50B', 'tr')}: kasıtsız gösterilen ve onör derecesinin altındaki tek bir kart minör, onör derecesindeki her kart majör cezalı karttır; bir defans oyuncusunun iki ya da daha fazla cezalı kartı varsa hepsi majördür.",
            f"{law('50B', 'en')}: a single card below the rank of an honour exposed unintentionally is a minor penalty card; any card of honour rank is a major one; when a defender has two or more penalty cards, all of them are major.",
        )
        # 50D1(a) opens "Except as provided in (b) below" (TR "Aşağıdaki (b) bendinde belirtilen durum
        # dışında"): the line says the exception with it (fix80), not a bare "first legal opportunity".
        if label == "both_major":
            steps.add(
                ["50D", "50D1(a)", "50D1(b)"],
                f"Burada {shown_tr}: iki cezalı kart, ikisi de majör. {law('50D', 'tr')}: kusurlu oyuncu her oynama sırasında, ortağı her çıkışında kısıtlamaya tabi tutulabilir; {law('50D1(a)', 'tr')}: majör cezalı kart ilk yasal fırsatta oynanmak zorundadır, yasal olarak oynanabilecek iki ya da daha fazla cezalı kart varsa hangisinin oynanacağını deklaran belirtir; {except_50d1b('tr')}",
                f"Here the {shown_en}: two penalty cards, both major. {law('50D', 'en')}: the offender may be subject to restriction whenever he is to play, his partner whenever he is to lead; {law('50D1(a)', 'en')}: a major penalty card must be played at the first legal opportunity, and when two or more can legally be played, declarer designates which; {except_50d1b('en')}",
            )
        elif label == "major":
            steps.add(
                ["50D", "50D1(a)", "50D1(b)"],
                f"Burada {shown_tr}: majör. {law('50D', 'tr')}: kusurlu oyuncu her oynama sırasında, ortağı her çıkışında kısıtlamaya tabi tutulabilir; {law('50D1(a)', 'tr')}: majör cezalı kart ilk yasal fırsatta oynanmak zorundadır; {except_50d1b('tr')}",
                f"Here the {shown_en}: major. {law('50D', 'en')}: the offender may be subject to restriction whenever he is to play, his partner whenever he is to lead; {law('50D1(a)', 'en')}: a major penalty card must be played at the first legal opportunity; {except_50d1b('en')}",
            )
        else:
            steps.add(
                ["50C"],
                f"Burada {shown_tr}: minör. {law('50C', 'tr')}: kart oynanana kadar aynı renkten onör derecesinin altında başka kart oynanamaz; ortağı çıkış kısıtlamasına tabi değildir.",
                f"Here the {shown_en}: minor. {law('50C', 'en')}: until it is played he may not play another card of that suit below honour rank; his partner is not subject to any lead restriction.",
            )


def _ask_legal(rng, x: Moment, steps: Steps):
    """ "Which cards may he play now?": the engine's legal cards."""
    mine = x.mine
    o = x.o
    expected = x.expected
    t = x.t
    offender = x.offender
    if expected["turn"] != o or expected["decision"] is not None:
        raise GenerationError("the offender is not to play")
    legal = [names_index(c) for c in expected["legal"]]
    hand = t.hands[offender]
    led = t.current[0][1] // 13 if t.current else None
    ask_tr = f"{names.seat(o, 'tr')} şimdi hangi kartları oynayabilir?"
    ask_en = f"Which cards may {names.seat(o, 'en')} play now?"
    base = hand & SUIT_MASKS[led] if led is not None and hand & SUIT_MASKS[led] else hand
    penalty = [names_index(p["card"]) for p in mine]
    pmask = sum(1 << c for c in penalty)
    candidates = [
        cards_in(base),
        [c for c in penalty if hand >> c & 1],
        cards_in(base & ~pmask),
        cards_in(base | pmask),
        cards_in(base & ~(sum(SUIT_MASKS[c // 13] for c in penalty) & ~pmask)),
        cards_in(hand),
        cards_in(hand & ~pmask),
        cards_in(base)[:1],
        cards_in(base)[-1:],
    ]
    wrong = []
    for cand in candidates:
        if cand and sorted(cand) != sorted(legal):
            wrong.append((_cards_text(cand, hand, led, "tr"), _cards_text(cand, hand, led, "en")))
    choices, key = make_choices(rng, (_cards_text(legal, hand, led, "tr"), _cards_text(legal, hand, led, "en")), wrong)
    _legal_steps(x, legal, hand, led, steps)
    return ask_tr, ask_en, choices, key


def _legal_steps(x: Moment, legal: list[int], hand: int, led: int | None, steps: Steps) -> None:
    mine = x.mine
    o = x.o
    expected = x.expected
    engine_laws = expected["laws"]
    for ps in mine:
        kind = ps["kind"]
        steps.add(
            ["50B"],
            f"{law('50B', 'tr')}: {names.card(ps['card'], 'tr')} {'majör' if kind == 'major' else 'minör'} cezalı karttır.",
            f"{law('50B', 'en')}: the {names.card(ps['card'], 'en')} is a {kind} penalty card.",
        )
    if "50D1(a)" in engine_laws:
        steps.add(
            ["50D1(a)"],
            f"{law('50D1(a)', 'tr')}: majör cezalı kart ilk yasal fırsatta oynanmalıdır; şimdi oynanabildiği için {names.seat(o, 'tr')} onu oynamak zorundadır.",
            f"{law('50D1(a)', 'en')}: a major penalty card must be played at the first legal opportunity; it can be played now, so {names.seat(o, 'en')} must play it.",
        )
    if "51A" in engine_laws:
        steps.add(
            ["51A"],
            f"{law('51A', 'tr')}: oynanabilecek iki ya da daha fazla cezalı kart varsa hangisinin oynanacağını deklaran belirler.",
            f"{law('51A', 'en')}: with two or more penalty cards that can legally be played, declarer designates which one.",
        )
    if "50D1(b)" in engine_laws:
        # 50D1(b)'s modal (qa187): TR "ancak cezalı kart masanın üstünde yüzü açık olarak bırakılmak ve bir
        # sonraki yasal fırsatta oynanmak zorundadır", WBF "but the penalty card must still be left face up
        # on the table and played at the next legal opportunity": an obligation, not a description.
        steps.add(
            ["50D1(b)"],
            f"{law('50D1(b)', 'tr')}: renge uyma zorunluluğu majör cezalı kartı oynama zorunluluğundan önce gelir; ancak cezalı kart yine de masada yüzü açık bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır.",
            f"{law('50D1(b)', 'en')}: the obligation to follow suit comes before the obligation to play a major penalty card, but the penalty card must still be left face up and played at the next legal opportunity.",
        )
    if "50C" in engine_laws:
        steps.add(
            ["50C"],
            f"{law('50C', 'tr')}: minör cezalı kart oynanana kadar aynı renkten onör derecesinin altında başka kart oynanamaz; onör oynanabilir.",
            f"{law('50C', 'en')}: until the minor penalty card is played he may not play another card of its suit below honour rank, but he may play an honour.",
        )
    for basic, tr, en in (
        ("44C", "çıkılan renge uymak zorundadır", "must follow suit"),
        # 44D and 44A end on what decides here (TR "kendi tarafınca işlenen bir usulsüzlükten sonra
        # kısıtlamaya tabi olmadıkça", WBF "unless he is subject to restriction after an irregularity
        # committed by his side"): the penalty card's restriction comes first, so "any card" alone
        # would contradict the answer that follows (qa147).
        (
            "44D",
            "çıkılan renkten kartı olmadığı için, kendi tarafınca işlenen usulsüzlükten doğan kısıtlama "
            "dışında herhangi bir kart oynayabilir",
            "cannot follow suit, so any card is otherwise legal",
        ),
        (
            "44A",
            "çıkışta, kendi tarafınca işlenen usulsüzlükten doğan kısıtlama dışında herhangi bir kart çıkabilir",
            "may otherwise lead any card",
        ),
    ):
        if basic in engine_laws:
            steps.add(
                [basic],
                f"{law(basic, 'tr')}: {names.seat(o, 'tr')} {tr}.",
                f"{law(basic, 'en')}: {names.seat(o, 'en')} {en}.",
            )
    steps.add([], f"Sonuç: {_cards_text(legal, hand, led, 'tr')}.", f"So: {_cards_text(legal, hand, led, 'en')}.")


LEAD_CHOICES = {
    laws.PARTNER_LEAD_REQUIRE_OR_FORBID: "one",
    laws.TWO_IN_ONE_SUIT_REQUIRED: "same",
    laws.SEVERAL_SUITS_REQUIRED: "several",
}


def _lead_choice(expected: dict) -> str:
    """Which of declarer's choices the engine gives (50D2, 51B1, 51B2), or "free" for none."""
    if expected["decision"] is None:
        return "free"
    return next(LEAD_CHOICES[label] for label in expected["laws"] if label in LEAD_CHOICES)


def _ask_lead(rng, x: Moment, steps: Steps):
    """ "What may declarer do?" when the offender's partner is to lead."""
    mine = x.mine
    o = x.o
    expected = x.expected
    partner = names.partner(o)
    p_en = names.seat(partner, "en")
    ask_tr = f"Çıkış sırası {names.seat(partner, 'tr', 'loc')}. Deklaran ne yapabilir?"
    ask_en = f"{p_en} is on lead. What may declarer do?"
    suits = sorted({names_index(p["card"]) // 13 for p in mine}, reverse=True)
    words_tr = [names.SUIT_WORDS["tr"][SUIT_LETTERS[x]] for x in suits]
    words_en = [names.SUIT_WORDS["en"][SUIT_LETTERS[x]] for x in suits]
    plurals_en = [names.SUIT_PLURALS["en"][SUIT_LETTERS[x]] for x in suits]  # "forbid diamonds"
    decision = expected["decision"]
    options = {
        "free": (
            "Hiçbir şey: minör cezalı kartta ortak çıkış kısıtlamasına tabi değildir",
            "Nothing: a minor penalty card puts no lead restriction on the partner",
        ),
        "one": (
            f"{names.seat(partner, 'tr', 'abl')} {words_tr[0] if words_tr else ''} çıkmasını isteyebilir ya da çıkış onda kaldıkça {words_tr[0] if words_tr else ''} çıkmasını yasaklayabilir (kart ele döner); ya da çıkışı serbest bırakır (kart cezalı kart olarak kalır)",
            f"Require {p_en} to lead a {words_en[0] if words_en else ''}, or forbid {plurals_en[0] if plurals_en else ''} for as long as he keeps the lead (the card goes back to the hand); or leave the lead free, the card staying a penalty card",
        ),
        "same": (
            f"{names.seat(partner, 'tr', 'abl')} {words_tr[0] if words_tr else ''} çıkmasını isteyebilir ya da eli başka bir oyuncu kazanana kadar {words_tr[0] if words_tr else ''} çıkmasını yasaklayabilir (o renkteki cezalı kartlar ele döner); ya da çıkışı serbest bırakır (kartlar cezalı kart olarak kalır)",
            f"Require {p_en} to lead a {words_en[0] if words_en else ''} or forbid that suit until he loses the lead (the penalty cards of that suit go back to the hand); or leave the lead free, the cards staying penalty cards",
        ),
        # 51B2(a): a suit required has its penalty cards picked up as well as a suit forbidden (TR
        # "[bkz. Yasa 50D2(a)] ... (ancak bundan önceki B1(a) bendi uygulanır)", WBF "[see Law
        # 50D2(a)] ... [but B1(a) preceding then applies]"; the engine returns them to the hand either
        # way), so the parenthesis names both, not the forbidden suit alone (qa147).
        "several": (
            f"Cezalı kartların renklerinden ({' ya da '.join(words_tr)}) birini isteyebilir ya da eli başka bir oyuncu kazanana kadar bu renklerden birini veya birkaçını yasaklayabilir (istenen ya da yasaklanan renklerdeki cezalı kartlar ele döner); ya da çıkışı serbest bırakır",
            f"Require a lead in one of the penalty cards' suits ({' or '.join(words_en)}) or forbid one or more of them until {p_en} loses the lead (the penalty cards of a suit required or forbidden go back to the hand); or leave the lead free",
        ),
        "any_suit": (
            "Dilediği herhangi bir rengi isteyebilir ya da yasaklayabilir; kart cezalı kart olarak kalır",
            "Require or forbid any suit he likes; the card stays a penalty card",
        ),
        "keep": (
            f"{names.seat(partner, 'tr', 'abl')} cezalı kartın rengini çıkmasını isteyebilir; kart yine de cezalı kart olarak kalır",
            f"Require {p_en} to lead the penalty card's suit, the card still remaining a penalty card",
        ),
        "free_major": (
            "Hiçbir şey: ortak dilediğini çıkar, cezalı kart ilk fırsatta oynanır",
            "Nothing: the partner leads what he likes, and the penalty card is played at the first opportunity",
        ),
    }
    correct = _lead_choice(expected)
    if correct != "free" and set(decision["options"]) != {"require_lead", "forbid_lead", "no_restriction"}:
        raise GenerationError("unexpected decision")
    pool = ["any_suit", "keep", "free_major", "free", "one"]
    choices, key = make_choices(rng, options[correct], [options[k] for k in pool if k != correct])
    _lead_steps(x, correct, steps)
    return ask_tr, ask_en, choices, key


def _lead_steps(x: Moment, correct: str, steps: Steps) -> None:
    mine = x.mine
    shown_tr = x.shown("tr")
    shown_en = x.shown("en")
    kinds = [p["kind"] for p in mine]
    if len(kinds) > 1:
        steps.add(
            ["50B"],
            f"{law('50B', 'tr')}: bir defans oyuncusunun iki ya da daha fazla cezalı kartı varsa hepsi majördür: {shown_tr} majör cezalı kartlar.",
            f"{law('50B', 'en')}: when a defender has two or more penalty cards, all of them are major: the {shown_en} are major penalty cards.",
        )
    else:
        kind_tr = "majör" if kinds[0] == "major" else "minör"
        steps.add(
            ["50B"],
            f"{law('50B', 'tr')}: {shown_tr} {kind_tr} cezalı karttır.",
            f"{law('50B', 'en')}: the {shown_en} is a {kinds[0]} penalty card.",
        )
    if correct == "free":
        # Not the last sentence of the Turkish 50C (a 2007 leftover, "izinsiz bilgidir"): the Turkish
        # 50E1 and the WBF's agree that what the card shows is authorised while it is on the table.
        steps.add(
            ["50C"],
            f"{law('50C', 'tr')}: minör cezalı kartta kusurlu oyuncunun ortağı çıkış kısıtlamasına tabi değildir.",
            f"{law('50C', 'en')}: with a minor penalty card the offender's partner is not subject to lead restriction.",
        )
        steps.add(
            ["50E1"],
            f"{law('50E1', 'tr')}: cezalı kart masada açık durduğu sürece, ondan edinilen bilgi bütün oyuncular için izinlidir.",
            f"{law('50E1', 'en')}: while the penalty card stays face up on the table, what it shows is authorised information for all players.",
        )
    elif correct == "one":
        steps.add(
            ["50D2"],
            f"{law('50D2', 'tr')}: partnerinin majör cezalı kartı olan defans oyuncusu, deklaran seçimini söyleyene kadar çıkış yapamaz.",
            f"{law('50D2', 'en')}: a defender whose partner has a major penalty card may not lead until declarer has stated his choice.",
        )
        steps.add(
            ["50D2(a)"],
            f"{law('50D2(a)', 'tr')}: deklaran cezalı kartın rengini isteyebilir ya da çıkış onda kaldıkça yasaklayabilir; o zaman kart cezalı kart olmaktan çıkar ve ele döner.",
            f"{law('50D2(a)', 'en')}: declarer may require the lead of the penalty card's suit or prohibit it for as long as that defender keeps the lead; the card then ceases to be a penalty card and goes back to the hand.",
        )
        steps.add(
            ["50D2(b)"],
            f"{law('50D2(b)', 'tr')}: ya da çıkış istemez ve yasaklamaz: ortak herhangi bir kart çıkabilir, cezalı kart masada kalır.",
            f"{law('50D2(b)', 'en')}: or he may neither require nor prohibit a lead: any card may be led, and the penalty card stays on the table.",
        )
    elif correct == "same":
        steps.add(
            ["51B1(a)", "51B1(b)"],
            f"{law('51B1(a)', 'tr')} ve {law('51B1(b)', 'tr')}: aynı renkte iki ya da daha fazla cezalı kart varken deklaran o rengi isterse ya da yasaklarsa, o renkteki cezalı kartlar ele döner; yasak, eli başka bir oyuncu kazanana kadar sürer.",
            f"{law('51B1(a)', 'en')} and {law('51B1(b)', 'en')}: with two or more penalty cards in one suit, if declarer requires or prohibits that suit, the penalty cards of that suit go back to the hand; a prohibition continues until the player loses the lead.",
        )
        steps.add(
            ["50D2(b)"],
            f"{law('50D2(b)', 'tr')}: ya da çıkış istemez ve yasaklamaz; kartlar cezalı kart olarak kalır.",
            f"{law('50D2(b)', 'en')}: or he may neither require nor prohibit a lead; the cards stay penalty cards.",
        )
    else:
        steps.add(
            ["51B2(a)", "51B2(b)"],
            f"{law('51B2(a)', 'tr')}: deklaran cezalı kartların renklerinden birini isteyebilir, o renkteki cezalı kartlar ele döner; {law('51B2(b)', 'tr')}: ya da bu renklerden birini veya birkaçını yasaklayabilir, yasaklanan renklerdeki cezalı kartlar ele döner; yasak, eli başka bir oyuncu kazanana kadar sürer.",
            f"{law('51B2(a)', 'en')}: declarer may require one of the penalty cards' suits, and the penalty cards of that suit go back to the hand; {law('51B2(b)', 'en')}: or prohibit one or more of them, the penalty cards of a prohibited suit going back to the hand; a prohibition continues until the player loses the lead.",
        )
        steps.add(
            ["51B2(c)"],
            f"{law('51B2(c)', 'tr')}: ya da hiçbir rengin çıkılmasını istemez ve yasaklamaz; bütün cezalı kartlar masada kalır.",
            f"{law('51B2(c)', 'en')}: or he may elect not to require or prohibit a lead; all the penalty cards stay on the table.",
        )


ASKS = {"kind": _ask_kind, "legal": _ask_legal, "lead": _ask_lead}


def names_index(code: str) -> int:
    return CARD_INDEX[code]
