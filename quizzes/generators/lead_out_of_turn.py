"""`lead_out_of_turn`: a card led by the wrong player, and who chooses, which options there are,
or what becomes of the card after each choice (Laws 53-56, 50D).

Three stories: the wrong defender faces the opening lead (54; with 54C when dummy's cards were
seen), a defender leads out of turn later (56), declarer leads out of turn from his hand or from
dummy, or from the wrong hand (55). The answer is the engine's `state` query: `decision.by`
and `decision.options` at the irregular lead, or the state after the chosen act (penalty cards,
lead options, the new declarer after a spread). Distractors are the usual slips: the defender
who should have led choosing, declarer's card turned into a penalty card, a rejected defender's
card going back to his hand.
"""

from __future__ import annotations

from rulings import laws
from rulings import words as names
from rulings.cards import is_honour
from rulings.deal import SEAT_NAMES

from ..questions import Question
from .common import GenerationError, cited, engine, except_50d1b, law, make_choices, retrying, rng_for
from .steps import Steps
from .story import card_code, setting
from .table import EVENTS

TYPE = "lead_out_of_turn"
STORIES = (("opening", 40), ("defender", 30), ("declarer", 30))
ASKS = (("who", 30), ("options", 30), ("after", 40))


def _story(rng, story: str):
    for _attempt in range(40):
        s = setting(rng)
        t = s.table()
        declarer, dummy = s.declarer, s.declarer ^ 2
        if story == "opening":
            correct = (declarer + 1) % 4
            offender = (declarer + 3) % 4
            seen = rng.random() < 0.15
            if seen:
                t.act("expose", dummy, card=card_code(rng.choice(_cards(t.hands[dummy]))))
            card = t.lead(rng, offender, t.hands[offender])
            t.events.append(EVENTS[offender][card])
            return s, t, offender, correct, card, {"dummy_seen": seen}
        t.play_on(rng, until_trick=rng.randint(2, 10))
        correct = t.leader
        defending = correct not in (declarer, dummy)
        if story == "defender":
            offender = correct ^ 2 if defending else rng.choice(((declarer + 1) % 4, (declarer + 3) % 4))
        elif defending:
            offender = rng.choice((declarer, dummy))
        else:
            offender = correct ^ 2  # declarer leads from the wrong hand (55B2)
        if not t.hands[offender] or t.trick_no >= 13:
            continue
        card = t.lead(rng, offender, t.hands[offender])
        t.events.append(EVENTS[offender][card])
        return s, t, offender, correct, card, {}
    raise GenerationError("no record for this story")


def _cards(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


def _role(seat: int, s, lang: str) -> str:
    if seat == s.declarer:
        return "deklaran" if lang == "tr" else "declarer"
    if seat == s.declarer ^ 2:
        return "yer" if lang == "tr" else "dummy"
    return "defans oyuncusu" if lang == "tr" else "defender"


def _seat_choice(seat: int, s) -> tuple[str, str]:
    code = SEAT_NAMES[seat]
    return (f"{names.seat(code, 'tr')} ({_role(seat, s, 'tr')})", f"{names.seat(code, 'en')} ({_role(seat, s, 'en')})")


OPTION_TEXT = {
    "opening3": (
        "Atağı kabul etmek (yer elini açar), kendi elini yere açıp yer olmak ya da atağı geri aldırmak (kart majör cezalı kart olur)",
        "Accept the lead (dummy is spread), spread his own hand and become dummy, or have the lead withdrawn (the card becomes a major penalty card)",
    ),
    "must_accept": (
        "Yalnız kabul etmek: yerin kartlarını görmüş olabileceği için atağı kabul etmek zorundadır",
        "Only accept it: he could have seen dummy's cards, so he must accept the lead",
    ),
    "defender2": (
        "Çıkışı kabul etmek ya da geri aldırmak (geri alınan kart majör cezalı kart olur)",
        "Accept the lead, or have it withdrawn (the withdrawn card becomes a major penalty card)",
    ),
    "declarer_back": (
        "Çıkışı kabul etmek ya da geri aldırmak (kart ele döner, başka onarma yoktur)",
        "Accept the lead, or have it withdrawn (the card goes back to the hand, with no further rectification)",
    ),
    "declarer_wrong_hand": (
        "Çıkışı kabul etmek ya da geri aldırmak (kart ele döner, deklaran doğru elden çıkmak zorundadır)",
        "Accept the lead, or have it withdrawn (the card goes back and declarer must lead from the correct hand)",
    ),
    # 55B2 withdraws the card and sends the lead to the correct hand, any card of it: a suit
    # requirement is the slip of mixing it up with a penalty card (50D2)
    "declarer_same_suit": (
        "Çıkışı kabul etmek ya da geri aldırmak (kart ele döner, deklaran doğru elden aynı renkten çıkmak zorundadır)",
        "Accept the lead, or have it withdrawn (the card goes back and declarer must lead the same suit from the correct hand)",
    ),
    "declarer_penalty": (
        "Çıkışı kabul etmek ya da geri aldırmak (kart majör cezalı kart olur)",
        "Accept the lead, or have it withdrawn (the card becomes a major penalty card)",
    ),
    "reject_only": (
        "Yalnız geri aldırmak: sırasız çıkış kabul edilemez",
        "Only have it withdrawn: a lead out of turn cannot be accepted",
    ),
    "accept_or_spread": (
        "Kabul etmek ya da elini yere açmak; geri aldıramaz",
        "Accept it or spread his hand; he cannot have it withdrawn",
    ),
    "defender_back": (
        "Çıkışı kabul etmek ya da geri aldırmak (kart ele döner, ceza yoktur)",
        "Accept the lead, or have it withdrawn (the card goes back to the hand without penalty)",
    ),
}


def _options_key(decision, laws, offender_declaring: bool) -> str:
    options = set(decision["options"])
    if options == {"accept", "spread", "reject"}:
        return "opening3"
    if options == {"accept"}:
        return "must_accept"
    if offender_declaring:
        return "declarer_wrong_hand" if "55B2" in laws else "declarer_back"
    return "defender2"


def generate(seed: int) -> Question:
    return retrying(lambda rng: _generate(rng, seed), rng_for(TYPE, seed))


def _generate(rng, seed: int) -> Question:
    story = rng.choices([k for k, _ in STORIES], [w for _, w in STORIES])[0]
    ask = rng.choices([k for k, _ in ASKS], [w for _, w in ASKS])[0]
    s, t, offender, correct, card, notes = _story(rng, story)
    o, c = SEAT_NAMES[offender], SEAT_NAMES[correct]
    at_loot = engine(s.query("state", t.events))
    decision = at_loot["decision"]
    if decision is None:
        raise GenerationError("no choice after this lead")
    chooser = SEAT_NAMES.index(decision["by"])
    if ask == "who" and len(decision["options"]) == 1:
        # 54C leaves declarer no choice: TR "atağı kabul etmek zorundadır", WBF "he must accept the
        # lead". "Who chooses?" then has no right answer among its choices (qa116); ask another way.
        others = [(k, w) for k, w in ASKS if k != "who"]
        ask = rng.choices([k for k, _ in others], [w for _, w in others])[0]
    scene_tr, scene_en = _scene(story, s, t, offender, correct, card, notes)
    steps = Steps()
    _rule_steps(at_loot, s, o, c, chooser, steps)
    scenario, expected, ask_tr, ask_en, choices, key = _ask(
        rng, ask, story, s, t, at_loot, offender, correct, card, chooser, steps
    )
    prompt_tr = f"{s.intro('tr')} {scene_tr}\n{ask_tr}"
    prompt_en = f"{s.intro('en')} {scene_en}\n{ask_en}"
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
        expected=expected,
    )


def _scene(story: str, s, t, offender: int, correct: int, card: int, notes: dict) -> tuple[str, str]:
    """The irregular lead, told in both languages."""
    dummy = s.declarer ^ 2
    o, c = SEAT_NAMES[offender], SEAT_NAMES[correct]
    card_tr, card_en = names.card(card_code(card), "tr"), names.card(card_code(card), "en")
    if story == "opening":
        seen_tr = (
            "Atak yapılmadan önce yer kartlarını açmaya başlar ve kartlarından biri görünür. "
            if notes.get("dummy_seen")
            else ""
        )
        seen_en = (
            "Before the opening lead, dummy starts to put his cards down and one of them is seen. "
            if notes.get("dummy_seen")
            else ""
        )
        scene_tr = f"{seen_tr}Atak sırası {names.seat(c, 'tr', 'loc')} iken {names.seat(o, 'tr')} {card_tr} ile yüzü açık atak yapar."
        scene_en = f"{seen_en}{names.seat(c, 'en')} was to make the opening lead, but {names.seat(o, 'en')} faces the {card_en}."
    else:
        who_tr = f"yerden ({names.seat(o, 'tr')})" if offender == dummy else names.seat(o, "tr")
        who_en = f"from dummy ({names.seat(o, 'en')})" if offender == dummy else f"by {names.seat(o, 'en')}"
        verb = "çıkılır" if offender == dummy else "çıkar"  # passive without an agent for dummy's card
        scene_tr = f"{t.trick_no}. löveye çıkış sırası {names.seat(c, 'tr', 'loc')}, ama {who_tr} {card_tr} {verb}."
        scene_en = f"{names.seat(c, 'en')} is to lead to trick {t.trick_no}, but the {card_en} is led {who_en}."
    return scene_tr, scene_en


def _rule_steps(at_loot: dict, s, o: str, c: str, chooser: int, steps: Steps) -> None:
    """The Laws that rule the lead, chosen by the paragraphs of the engine's answer (54, 56, 55)."""
    declarer = s.declarer
    cited_now = at_loot["laws"]
    if laws.DECLARER_MUST_ACCEPT in cited_now or laws.DECLARER_SPREADS in cited_now:
        steps.add(
            ["41A"],
            f"{law('41A', 'tr')}: artırım bitince deklaranın solundaki defans oyuncusu ({names.seat(names.lho('NESW'[declarer]), 'tr')}) atak yapar; {names.seat(o, 'tr')} sırası olmadan atak yaptı.",
            f"{law('41A', 'en')}: the defender on declarer's left ({names.seat(names.lho('NESW'[declarer]), 'en')}) makes the opening lead; {names.seat(o, 'en')} led out of turn.",
        )
        if laws.DECLARER_MUST_ACCEPT in cited_now:
            steps.add(
                ["54C"],
                f"{law('54C', 'tr')}: deklaran yerin kartlarından birini görmüş olabileceği için atağı kabul etmek zorundadır.",
                f"{law('54C', 'en')}: declarer could have seen one of dummy's cards, so he must accept the opening lead.",
            )
        else:
            steps.add(
                ["54A"],
                f"{law('54A', 'tr')}: deklaran elini yere açabilir ve yer olur; ortağı deklaran olur.",
                f"{law('54A', 'en')}: declarer may spread his hand and become dummy; his partner becomes declarer.",
            )
            # 54B, 54D and 56B are declarer's options, with the official Turkish's modal (TR "kabul
            # edebilir", "geri almasını isteyebilir"; WBF "may accept", "may require"), as the English
            # lines have "or he may ..." (qa237)
            steps.add(
                ["54B", "54B1"],
                f"{law('54B', 'tr')}: ya da atağı kabul edebilir; yer elini açar ve löveye ikinci kart deklaranın elinden oynanır ({law('54B1', 'tr')}).",
                f"{law('54B', 'en')}: or he may accept the lead; dummy is spread and the second card to the trick comes from declarer's hand ({law('54B1', 'en')}).",
            )
            # 50D2 (TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar
            # çıkış yapamaz", WBF "he may not lead until declarer has stated which of the options
            # below is selected"): the choice comes before the partner's lead, not when he leads
            steps.add(
                ["54D", "50D2"],
                f"{law('54D', 'tr')}: ya da atağın geri alınmasını isteyebilir; kart majör cezalı kart olur ve deklaran seçtiğini belirtinceye kadar {names.seat(c, 'tr')} çıkış yapamaz: deklaran o rengin çıkılmasını isteyebilir, çıkış onda kaldıkça yasaklayabilir ya da çıkış istemez ve yasaklamaz ({law('50D2', 'tr')}). Bunları deklaran tek başına seçer.",
                f"{law('54D', 'en')}: or he may require the lead to be withdrawn; the card becomes a major penalty card, and {names.seat(c, 'en')} may not lead until declarer has stated his choice: to require the lead of its suit, to prohibit it for as long as {names.seat(c, 'en')} keeps the lead, or neither to require nor to prohibit a lead ({law('50D2', 'en')}). Declarer chooses alone.",
            )
    elif laws.DEFENDER_LEAD_ACCEPTED in cited_now:
        see_tr, see_en = _proper_lead_next(at_loot, s, o, c)
        steps.add(
            ["56A", "53A"],
            f"{law('56A', 'tr')}: defans oyuncusunun sırasız çıkışını deklaran kabul edebilir ({law('53A', 'tr')}); sıradaki oyuncu o karta kart oynarsa da kabul edilmiş olur{see_tr}.",
            f"{law('56A', 'en')}: declarer may accept a defender's lead out of turn ({law('53A', 'en')}); a card played to it by the next player also accepts it{see_en}.",
        )
        steps.add(
            ["56B", "50D"],
            f"{law('56B', 'tr')}: ya da geri alınmasını isteyebilir; geri alınan kart majör cezalı kart olur ve {law('50D', 'tr')} uygulanır.",
            f"{law('56B', 'en')}: or he may require it to be withdrawn; the withdrawn card becomes a major penalty card and {law('50D', 'en')} applies.",
        )
    elif laws.DECLARER_LEAD_ACCEPTED in cited_now:
        nxt = SEAT_NAMES[chooser]
        steps.add(
            ["55A"],
            f"{law('55A', 'tr')}: deklaran kendi elinden ya da yerden sırasız çıktığında iki defans oyuncusu da çıkışı kabul edebilir ya da geri alınmasını isteyebilir; farklı seçerlerse sıradaki defans oyuncusunun ({names.seat(nxt, 'tr')}) seçimi geçerli olur.",
            f"{law('55A', 'en')}: when declarer leads out of turn from his hand or from dummy, either defender may accept the lead or require its withdrawal; if they choose differently, the option of the defender next in turn ({names.seat(nxt, 'en')}) shall prevail.",
        )
        if laws.DECLARER_LEAD_WITHDRAWN_WRONG_HAND in cited_now:
            steps.add(
                ["55B2"],
                f"{law('55B2', 'tr')}: deklaran yanlış elden çıktıysa ve çıkış geri aldırılırsa, kartı geri alır ve doğru elden çıkmak zorundadır.",
                f"{law('55B2', 'en')}: if declarer led from the wrong hand and the lead is withdrawn, he takes the card back and must lead from the correct hand.",
            )
        else:
            steps.add(
                ["55B1"],
                f"{law('55B1', 'tr')}: çıkış sırası bir defans oyuncusundayken deklaran çıktıysa ve çıkış geri aldırılırsa, kart ele döner; başka onarma yoktur (deklaranın kartı cezalı kart olmaz).",
                f"{law('55B1', 'en')}: if it was a defender's turn to lead and the lead is withdrawn, declarer returns the card to the hand; there is no further rectification (declarer's card never becomes a penalty card).",
            )
    else:
        raise GenerationError("the engine gives no choice under Law 54, 55 or 56")


def _proper_lead_next(at_loot: dict, s, o: str, c: str) -> tuple[str, str]:
    """53A's "(but see B)" after a defender's lead out of turn, said only where 53B can apply: the
    player next in turn to the irregular lead is the one whose turn it was to lead (declarer or
    dummy, an opponent of the offender). Law 53A (TR): "sırasız çıkıştan sonra sıradaki oyuncu bu
    çıkışa bir kart oynarsa (ancak bkz. B) bu çıkış doğru çıkış halini alır"; 53B (TR): "doğru
    çıkış sırası sırasız çıkış yapan oyuncunun rakiplerinden birinde ise bu rakip, oynadığı kart
    usulsüz çıkışa verilmiş bir kart sayılmaksızın aykırılığın gerçekleştiği löveye doğru çıkışı
    yapabilir. Böyle bir olay olduğunda, doğru çıkış geçerli kalır"; WBF 53B: "if it was properly
    the turn to lead of an opponent of the player who led out of turn, that opponent may make his
    proper lead to the trick of the infraction without his card being deemed played to the
    irregular lead. When this occurs, the proper lead stands". Elsewhere (the offender's partner
    was to lead, or the proper leader is not next in turn) 53B changes nothing and is not said.
    The engine names the proper leader 53B speaks of (`decision.proper_leader`); the quiz only
    asks whether he is also next in turn."""
    if (at_loot["decision"] or {}).get("proper_leader") != c or names.lho(o) != c:
        return "", ""
    if c == names.partner(s.declarer_code):  # dummy's hand: declarer leads from it
        who_tr, who_en = f"{names.seat(c, 'tr')} (yer)", f"{names.seat(c, 'en')} (dummy)"
        lead_tr = "deklaran bu löveye yerden doğru çıkışı yapabilir"
        lead_en = "declarer may make the proper lead from dummy to this trick instead"
    else:
        who_tr, who_en = f"{names.seat(c, 'tr')} (deklaran)", f"{names.seat(c, 'en')} (declarer)"
        lead_tr = "deklaran bu löveye doğru çıkışını yapabilir"
        lead_en = "declarer may make his proper lead to this trick instead"
    return (
        f" (ancak bkz. {law('53B', 'tr')}: sıradaki oyuncu {who_tr}, doğru çıkış sırası da ondaydı; {lead_tr}: "
        "bu kart usulsüz çıkışa verilmiş sayılmaz ve doğru çıkış geçerli kalır)",
        f" (but see {law('53B', 'en')}: the next player, {who_en}, is the one whose turn it was to lead; "
        f"{lead_en}: it is not deemed played to the irregular lead, and the proper lead stands)",
    )


def _ask(
    rng, ask: str, story: str, s, t, at_loot: dict, offender: int, correct: int, card: int, chooser: int, steps: Steps
):
    """The question asked and its answer: (scenario, expected, ask_tr, ask_en, choices, key)."""
    declarer, dummy = s.declarer, s.declarer ^ 2
    decision = at_loot["decision"]
    offender_declaring = offender in (declarer, dummy)
    card_tr, card_en = names.card(card_code(card), "tr"), names.card(card_code(card), "en")
    if ask == "who":
        scenario, expected = s.query("state", t.events), at_loot
        if story == "declarer":
            # under 55A either defender may choose; the question is whose choice prevails
            ask_tr = "Defans oyuncuları farklı seçerse kimin seçimi geçerli olur?"
            ask_en = "If the defenders choose differently, whose choice prevails?"
        else:
            ask_tr, ask_en = (
                "Sırasız çıkış konusunda seçimi kim yapar?",
                "Who chooses what happens to the lead out of turn?",
            )
        director = ("Hakem", "The Director")
        wrong = [_seat_choice(x, s) for x in rng.sample(range(4), 4) if x != chooser] + [director]
        choices, key = make_choices(rng, _seat_choice(chooser, s), wrong, count=5)
        steps.add([], *_chooser_line(chooser, story))
    elif ask == "options":
        scenario, expected = s.query("state", t.events), at_loot
        ask_tr, ask_en = (
            f"{names.seat('NESW'[chooser], 'tr')} hangi seçeneklere sahiptir?",
            f"What are {names.seat('NESW'[chooser], 'en')}'s options?",
        )
        right = _options_key(decision, at_loot["laws"], offender_declaring)
        pool = {
            "opening3": ["defender2", "accept_or_spread", "must_accept", "reject_only"],
            "must_accept": ["opening3", "defender2", "reject_only"],
            "defender2": ["defender_back", "opening3", "reject_only", "must_accept"],
            "declarer_back": ["declarer_penalty", "declarer_wrong_hand", "reject_only", "must_accept"],
            # not "declarer_back": the card going back with nothing more is what 55B2 does too
            "declarer_wrong_hand": ["declarer_penalty", "declarer_same_suit", "reject_only", "must_accept"],
        }[right]
        choices, key = make_choices(rng, OPTION_TEXT[right], [OPTION_TEXT[k] for k in pool])
    else:
        possible = [
            a for a in decision["options"] if a != "accept" or len(decision["options"]) == 1 or rng.random() < 0.5
        ]
        act = rng.choice(possible)
        t.act(act, chooser)
        scenario = s.query("state", t.events)
        expected = engine(scenario)
        verb_tr = {"accept": "kabul eder", "spread": "elini yere açar", "reject": "çıkışın geri alınmasını ister"}[act]
        verb_en = {
            "accept": "accepts the lead",
            "spread": "spreads his hand",
            "reject": "requires the lead to be withdrawn",
        }[act]
        ask_tr = f"{names.seat('NESW'[chooser], 'tr')} {verb_tr}. {card_tr} ne olur ve oyun nasıl sürer?"
        ask_en = (
            f"{names.seat('NESW'[chooser], 'en')} {verb_en}. What becomes of the {card_en}, and how does play go on?"
        )
        if story == "opening" and act == "accept" and expected["turn"] != s.declarer_code:
            raise GenerationError("after an accepted opening lead declarer plays second (54B1)")
        right, wrong, extra = _after(act, expected, s, offender, correct, card, story)
        choices, key = make_choices(rng, right, wrong)
        steps.add(*extra)
    return scenario, expected, ask_tr, ask_en, choices, key


def _chooser_line(chooser: int, story: str) -> tuple[str, str]:
    """The answer to "who": declarer alone after a defender's lead (54, 56); after declarer's lead
    either defender may choose and the one next in turn prevails only when they differ (55A: TR
    "herhangi bir defans oyuncusu ... kabul edebilir veya geri alınmasını isteyebilir ... Defans
    oyuncuları farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi geçerli olur", WBF
    "either defender may accept the lead ... If the defenders choose differently then the option
    expressed by the player next in turn to the irregular lead shall prevail")."""
    seat_tr, seat_en = names.seat("NESW"[chooser], "tr"), names.seat("NESW"[chooser], "en")
    if story == "declarer":
        return (
            f"Defans oyuncuları farklı seçerse {names.seat('NESW'[chooser], 'tr', 'gen')} seçimi geçerli olur.",
            f"If the defenders choose differently, {seat_en}'s option shall prevail.",
        )
    return f"Seçimi {seat_tr} yapar.", f"{seat_en} chooses."


def _after(act: str, expected: dict, s, offender: int, correct: int, card: int, story: str):
    """(right text, wrong texts, explanation step) for the state after the chosen act."""
    o = SEAT_NAMES[offender]
    c_tr, c_en = names.card(card_code(card), "tr"), names.card(card_code(card), "en")
    suit_tr = names.SUIT_WORDS["tr"][card_code(card)[0]]
    suit_en = names.SUIT_WORDS["en"][card_code(card)[0]]
    turn = expected["turn"]
    # Each text names the seat its own case gives, not the seat to play now (qa116): after a
    # withdrawal the player whose turn it was leads (TR 53A "hakem çıkışın doğru elden yapılmasını
    # isteyecektir", WBF "the Director will require that the lead be made from the correct hand"),
    # after an acceptance the next player plays to the lead (53A "sıradaki oyuncu", "the hand next in
    # rotation"), and declarer plays second to an accepted opening lead (54B1). A wrong choice
    # named the seat of the right one: "before East leads, declarer may ..." with East declarer.
    leader, next_player = SEAT_NAMES[correct], SEAT_NAMES[(offender + 1) % 4]
    new_declarer = names.partner(s.declarer_code)  # after a spread (54A)
    if act == "spread" and expected["declarer"] != new_declarer:
        raise GenerationError("after a spread declarer's partner declares (54A)")
    penalty = [p for p in expected["penalty_cards"] if p["seat"] == o and p["card"] == card_code(card)]
    texts = {
        "major_choice": (
            f"{c_tr} majör cezalı kart olur; {names.seat(leader, 'tr')} çıkmadan önce deklaran {suit_tr} çıkışını isteyebilir, yasaklayabilir ya da serbest bırakabilir",
            f"The {c_en} becomes a major penalty card; before {names.seat(leader, 'en')} leads, declarer may require or forbid a {suit_en} lead or leave it free",
        ),
        "major": (
            f"{c_tr} majör cezalı kart olur ve ilk yasal fırsatta oynanmalıdır; çıkışı {names.seat(leader, 'tr')} yapar",
            f"The {c_en} becomes a major penalty card, to be played at the first legal opportunity; {names.seat(leader, 'en')} leads",
        ),
        # the same state said as if declarer had no say first: false wherever 50D2 gives him one (TR
        # "deklaran ... hangisini seçtiğini belirtinceye kadar çıkış yapamaz", WBF "he may not lead
        # until declarer has stated which of the options below is selected"); "major" alone is what 50D2(b) leaves,
        # so as a wrong choice beside "major_choice" it was incomplete, not false (qa116's seed 41)
        "major_at_once": (
            f"{c_tr} majör cezalı kart olur ve ilk yasal fırsatta oynanmalıdır; {names.seat(leader, 'tr')} deklaranın seçimini beklemeden hemen çıkış yapar",
            f"The {c_en} becomes a major penalty card, to be played at the first legal opportunity; {names.seat(leader, 'en')} leads at once, without waiting for declarer's choice",
        ),
        "minor": (
            f"{c_tr} minör cezalı kart olur; çıkışı {names.seat(leader, 'tr')} serbestçe yapar",
            f"The {c_en} becomes a minor penalty card; {names.seat(leader, 'en')} leads freely",
        ),
        "back": (
            f"{c_tr} ele döner, başka onarma yoktur; çıkışı {names.seat(leader, 'tr')} yapar",
            f"The {c_en} goes back to the hand with no further rectification; {names.seat(leader, 'en')} leads",
        ),
        "back_correct_hand": (
            f"{c_tr} ele döner; deklaran doğru elden ({names.seat(leader, 'tr')}) çıkmak zorundadır",
            f"The {c_en} goes back; declarer must lead from the correct hand ({names.seat(leader, 'en')})",
        ),
        "back_same_suit": (
            f"{c_tr} ele döner; deklaran doğru elden ({names.seat(leader, 'tr')}) {suit_tr} çıkmak zorundadır",
            f"The {c_en} goes back; declarer must lead a {suit_en} from the correct hand ({names.seat(leader, 'en')})",
        ),
        "stands_declarer_second": (
            f"{c_tr} atak olarak geçerlidir; yer açılır ve ikinci kartı deklaran ({names.seat(s.declarer_code, 'tr')}) kendi elinden oynar",
            f"The {c_en} stands as the opening lead; dummy is spread and declarer ({names.seat(s.declarer_code, 'en')}) plays second from his own hand",
        ),
        "stands_dummy_second": (
            f"{c_tr} atak olarak geçerlidir; ikinci kart yerden oynanır",
            f"The {c_en} stands as the opening lead; the second card is played from dummy",
        ),
        "spread": (
            f"{c_tr} atak olarak geçerlidir; {names.seat(s.declarer_code, 'tr')} elini açıp yer olur, {names.seat(new_declarer, 'tr')} deklaran olur",
            f"The {c_en} stands as the lead; {names.seat(s.declarer_code, 'en')} spreads his hand and becomes dummy, {names.seat(new_declarer, 'en')} becomes declarer",
        ),
        "stands": (
            f"{c_tr} geçerli çıkış olur; sıradaki oyuncu ({names.seat(next_player, 'tr')}) ona kart oynar",
            f"The {c_en} stands as the lead; the next player ({names.seat(next_player, 'en')}) plays to it",
        ),
    }
    if act == "reject" and penalty:
        right = "major_choice" if expected["decision"] else "major"
        wrong = ["back", "minor", "major_at_once" if right == "major_choice" else "major_choice", "stands"]
        withdrawn = next(
            label
            for label in expected["laws"]
            if label in (laws.DECLARER_REJECTS_OPENING_LEAD, laws.DEFENDER_LEAD_REJECTED)
        )
        # the answer's second half quoted with the paragraph it states (qa100): declarer's choice
        # before partner leads, 50D2(a)/(b) (the engine's laws), or the offender's own obligation,
        # 50D1(a) (TR "ilk yasal fırsatta oynanmak zorundadır", WBF "must be played at the first
        # legal opportunity")
        if right == "major_choice" and {"50D2(a)", "50D2(b)"} <= set(expected["laws"]):
            seat_tr, seat_en = names.seat(turn, "tr"), names.seat(turn, "en")
            step = (
                [withdrawn, "50D", "50D2(a)", "50D2(b)"],
                f"Geri alınan kart majör cezalı kart olur ({law(withdrawn, 'tr')}, {law('50D', 'tr')}); {seat_tr} çıkmadan önce deklaran o rengin çıkılmasını isteyebilir ya da çıkış onda kaldıkça yasaklayabilir, o zaman kart ele döner ({law('50D2(a)', 'tr')}); ya da çıkışı serbest bırakır, kart cezalı kart olarak kalır ({law('50D2(b)', 'tr')}).",
                f"The withdrawn card becomes a major penalty card ({law(withdrawn, 'en')}, {law('50D', 'en')}); before {seat_en} leads, declarer may require the lead of its suit or prohibit it for as long as {seat_en} keeps the lead, the card then going back to the hand ({law('50D2(a)', 'en')}), or leave the lead free, the card staying a penalty card ({law('50D2(b)', 'en')}).",
            )
        elif right == "major":
            # with 50D1(a)'s "Except as provided in (b) below" said (fix80)
            step = (
                [withdrawn, "50D", "50D1(a)", "50D1(b)"],
                f"Geri alınan kart majör cezalı kart olur ({law(withdrawn, 'tr')}, {law('50D', 'tr')}) ve ilk yasal fırsatta oynanmak zorundadır ({law('50D1(a)', 'tr')}); {except_50d1b('tr')}",
                f"The withdrawn card becomes a major penalty card ({law(withdrawn, 'en')}, {law('50D', 'en')}) and must be played at the first legal opportunity ({law('50D1(a)', 'en')}); {except_50d1b('en')}",
            )
        else:  # declarer's choice under another paragraph (51B): not seen in seeds 0-999
            step = (
                [withdrawn, "50D"],
                f"Geri alınan kart majör cezalı kart olur ({law(withdrawn, 'tr')}, {law('50D', 'tr')}).",
                f"The withdrawn card becomes a major penalty card ({law(withdrawn, 'en')}, {law('50D', 'en')}).",
            )
    elif act == "reject":
        right = "back_correct_hand" if "55B2" in expected["laws"] else "back"
        # under 55B2 "back" (the card goes back, the correct hand leads) would be right too
        wrong = ["major", "back_correct_hand" if right == "back" else "back_same_suit", "stands", "minor"]
        # 48A, not 55B: "deklaranın veya yerin eline ait hiçbir kart, cezalı karta dönüşmez"
        step = (
            ["48A"],
            f"Deklaranın ya da yerin hiçbir kartı cezalı karta dönüşmez ({law('48A', 'tr')}).",
            f"No card of declarer's or dummy's hand ever becomes a penalty card ({law('48A', 'en')}).",
        )
    elif act == "spread":
        right = "spread"
        wrong = ["stands_declarer_second", "stands_dummy_second", "major_choice"]
        step = (
            ["54A"],
            f"{law('54A', 'tr')}: elini açan deklaran yer olur, ortağı deklaran olur.",
            f"{law('54A', 'en')}: declarer who spreads his hand becomes dummy; his partner becomes declarer.",
        )
    elif story == "opening":
        right = "stands_declarer_second"
        wrong = ["stands_dummy_second", "spread", "major_choice"]
        step = (
            ["54B1"],
            f"{law('54B1', 'tr')}: löveye ikinci kart deklaranın elinden oynanır.",
            f"{law('54B1', 'en')}: the second card to the trick is played from declarer's hand.",
        )
    else:
        right = "stands"
        wrong = ["back", "major", "back_correct_hand" if story == "declarer" else "major_choice"]
        step = (
            ["53A"],
            f"{law('53A', 'tr')}: kabul edilen sırasız çıkış doğru çıkış sayılır.",
            f"{law('53A', 'en')}: a lead out of turn that is accepted is treated as a correct lead.",
        )
    if is_honour(card):  # an honour is never a minor penalty card (50B)
        wrong = [w for w in wrong if w != "minor"]
    return texts[right], [texts[w] for w in wrong if w != right], step
