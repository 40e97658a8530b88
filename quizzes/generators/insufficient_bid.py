"""`insufficient_bid`: an insufficient bid in rotation (Law 27), and what follows when the
left-hand opponent accepts it, or rejects it and the offender corrects by the lowest sufficient
bid in the same strain (27B1(a)), by a call the Director judges comparable (27B1(b)), by another
sufficient bid or a pass (27B2), by a double (27B3) or by another insufficient bid (27B4); and,
once such an auction is over with the offender defending, the suits declarer may forbid his
partner to lead (26B).

The answer is the engine's `auction` query: the pass obligations, the pending decision, the
turn and the lead restriction it gives. Distractors are the other rulings of Law 27, among them
the usual slips (partner bound to pass once only; both partners bound to pass).
"""

from __future__ import annotations

from rulings import words as names
from rulings.auction import Call, run
from rulings.auction.calls import permitted_by_law_19
from rulings.queries import parse_auction_event

from ..questions import Question
from . import first_lead
from .auction_story import (
    SEATS,
    auction_text,
    call,
    call_noun,
    dealer_line,
    described,
    explain,
    finish,
    legal_prefix,
)
from .common import GenerationError, engine, make_choices, retrying, rng_for

TYPE = "insufficient_bid"
VARIANTS = (
    ("accepted", 14),
    ("lowest", 14),
    ("comparable", 10),
    ("other_bid", 14),
    ("pass", 8),
    ("double", 10),
    ("insufficient_again", 10),
    ("lead", 20),
)


# Said in the story wherever 27B1(a) turns on what the two bids specify.
NATURAL = (" İki deklare de doğaldır.", " Both bids are natural.")


# What the offender put in place of his insufficient bid, by variant (the others: a bid or a pass).
REPLACED_BY = {"accepted": None, "double": "double", "insufficient_again": "insufficient"}


def _outcomes(o: str, p: str, lho: str, bid: str, replaced_by: str | None) -> dict[str, tuple[str, str]]:
    """The rulings of Law 27 as choices, told of the case at hand: `replaced_by` is what the
    offender put in place of his insufficient bid ("double", "insufficient", "other"; None when
    the bid was accepted). A ruling about a call that was not made is no choice: 27B3 cancels an
    attempted double or redouble, 27B4 gives the left-hand opponent a new choice over another
    insufficient bid; after any other correction those rulings are told of the offender's new
    call, and after an accepted bid (no new call) they are not offered."""

    def s(code, lang, case=None):
        return names.seat(code, lang, case)

    # Partner's pass for the rest of the auction (27B2 TR "kusurlu oyuncunun ortağı konuşma sırası
    # kendisine her geldiğinde pas geçmek zorundadır", WBF "the offender's partner must pass whenever it
    # is his turn to call"; 27B3 after the cancelled call: "ortağı konuşma sırası kendisine her
    # geldiğinde pas geçmek zorundadır", "his partner must then pass whenever it is his turn to call"),
    # and the correction again that 27B3 asks first, written once for every answer that says them.
    partner_must_pass = (
        f"{s(p, 'tr')} her sırasında pas geçmek zorundadır",
        f"{s(p, 'en')} must pass whenever it is his turn",
    )
    # 27B2 and 27B3 both go on: TR "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz.
    # Yasa 72C"; WBF "The lead restrictions in Law 26B may apply, and see Law 72C" (qa226: the 27B3
    # answer said the pass without the lead restriction its 27B2 neighbour says).
    lead_may_be_restricted = (
        f"{s(o, 'tr')} defans olursa çıkış kısıtlaması olabilir",
        f"if {s(o, 'en')} defends, the lead may be restricted",
    )
    # 27B3's replacement in its own words (qa279, as qa272 did for the auction quiz and qa276 for the
    # guide): TR "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir"; WBF
    # "The offender must replace it as the foregoing allows". It said "yeniden düzeltir" / "corrects
    # again": neither the criteria nor, in English, the WBF's "must".
    corrects_again = (
        f"{s(o, 'tr')} konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla "
        f"düzeltir, {partner_must_pass[0]}; {lead_may_be_restricted[0]}",
        f"{s(o, 'en')} must replace it as the foregoing allows, with a sufficient bid or a pass, and "
        f"{partner_must_pass[1]}; {lead_may_be_restricted[1]}",
    )
    outcomes = {
        "accepted": (
            f"{call(bid, 'tr')} yasal sayılır ve artırım {s(lho, 'tr', 'dat')} geçer",
            f"The {call(bid, 'en')} bid stands as legal; {s(lho, 'en')} calls next",
        ),
        "none": (
            f"Onarma yoktur: artırım sürer, {s(p, 'tr')} serbestçe konuşabilir",
            f"No rectification: the auction continues and {s(p, 'en')} may call freely",
        ),
        "partner_end": (
            f"{partner_must_pass[0]}; {lead_may_be_restricted[0]}",
            f"{partner_must_pass[1]}; {lead_may_be_restricted[1]}",
        ),
        "partner_next": (
            f"{s(p, 'tr')} yalnız ilk sırasında pas geçmek zorundadır",
            f"{s(p, 'en')} must pass at his next turn only",
        ),
        "cancel_correct": (
            f"Kontr iptal edilir: {corrects_again[0]}",
            f"The double is cancelled: {corrects_again[1]}",
        ),
        "new_decision": (
            f"{s(lho, 'tr')} yeni yetersiz deklareyi kabul edip etmemeyi seçer",
            f"{s(lho, 'en')} chooses whether to accept the new insufficient bid",
        ),
        "both_pass": (
            f"{s(o, 'tr')} ve {s(p, 'tr')} artırımın sonuna kadar pas geçmek zorundadır",
            f"{s(o, 'en')} and {s(p, 'en')} must both pass for the rest of the auction",
        ),
    }
    if replaced_by is None:
        del outcomes["cancel_correct"], outcomes["new_decision"]
        return outcomes
    if replaced_by != "double":
        outcomes["cancel_correct"] = (
            f"{s(o, 'tr', 'gen')} yeni konuşması iptal edilir: {corrects_again[0]}",
            f"{s(o, 'en')}'s new call is cancelled: {corrects_again[1]}",
        )
    if replaced_by != "insufficient":
        outcomes["new_decision"] = (
            f"{s(lho, 'tr')}, {s(o, 'tr', 'gen')} yeni konuşmasını kabul edip etmemeyi seçer",
            f"{s(lho, 'en')} chooses whether to accept {s(o, 'en')}'s new call",
        )
    return outcomes


# Why each ruling of Law 27 is not the one asked for: the case it belongs to (27A1, 27B1-27B4),
# or, for the two usual slips, that Law 27 has no such rectification.
WHY_NOT = {
    "accepted": (
        "Deklare yalnız soldaki rakip kabul ederse geçerli sayılır (Yasa 27A1).",
        "The bid stands only when the left-hand opponent accepts it (Law 27A1).",
    ),
    "none": (
        (
            "Artırım onarmasız yalnız geri alınan deklareyle aynı tür(ler)i belirten en düşük yeterli "
            "deklareyle ya da Hakemin eşdeğer saydığı bir konuşmayla düzeltilince sürer (Yasa 27B1)."
        ),
        (
            "The auction goes on without rectification only after a correction by the lowest sufficient "
            "bid specifying the same strain(s) as the withdrawn bid or by a call the Director judges "
            "comparable (Law 27B1)."
        ),
    ),
    "partner_end": (
        (
            "Ortak yalnız Yasa 27B1'in kapsamadığı bir düzeltmede artırımın sonuna kadar pas geçmek zorunda "
            "kalır: yeterli bir deklare ya da pasla düzeltmede (Yasa 27B2), kontr ya da sürkontr girişiminde "
            "(Yasa 27B3) veya soldaki rakibin kabul etmediği başka bir yetersiz deklarede (Yasa 27B4)."
        ),
        (
            "Partner must pass for the rest of the auction only after a correction Law 27B1 does not "
            "cover: by a sufficient bid or a pass (Law 27B2), an attempted double or redouble (Law 27B3), "
            "or another insufficient bid the left-hand opponent does not accept (Law 27B4)."
        ),
    ),
    "partner_next": (
        "Yasa 27'de ortağın yalnız ilk sırasında pas geçmek zorunda kaldığı bir onarma yoktur.",
        "Law 27 has no rectification in which partner must pass at his next turn only.",
    ),
    "new_decision": (
        ("Soldaki rakip yalnız deklare başka bir yetersiz deklareyle değiştirilince yeniden karar verir (Yasa 27B4)."),
        ("The left-hand opponent decides again only when the bid is replaced by another insufficient bid (Law 27B4)."),
    ),
    "both_pass": (
        "Yasa 27 pas geçme zorunluluğunu yalnız kusurlu oyuncunun ortağına yükler, tarafın iki oyuncusuna birden değil.",
        "Law 27 obliges only the offender's partner to pass, never both players of the side.",
    ),
}


# Why "partner must pass whenever it is his turn" is wrong where it is half of the ruling or its
# second step. 27B3: the attempted double "iptal edilir. Kusurlu oyuncu, konuşmasını yukarıda
# belirlenen kriterler çerçevesinde düzeltir ve ortağı ... her geldiğinde pas geçmek zorundadır" /
# "is cancelled. The offender must replace it as the foregoing allows and his partner must then
# pass". 27B4: the Director rules as in 3 only "if the LHO does not accept the substituted
# insufficient bid" ("değiştirilen yetersiz deklareyi ... kabul etmezse").
WHY_NOT_PARTNER_END_WHEN = {
    "cancel_correct": (
        (
            "Önce kontr girişimi iptal edilir ve kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler "
            "çerçevesinde düzeltmek zorundadır (Yasa 27B3); ortağın her sırasında pas geçme zorunluluğu kararın "
            "yalnız bir parçasıdır."
        ),
        (
            "The attempted double is first cancelled and the offender must replace it (Law 27B3); "
            "partner's obligation to pass whenever it is his turn is only part of the ruling."
        ),
    ),
    "new_decision": (
        (
            "Önce soldaki rakip yeni yetersiz deklareyi kabul edip etmeyeceğini seçer (Yasa 27B4); Yasa "
            "27B3 ve ortağın pas geçme zorunluluğu ancak kabul etmezse uygulanır."
        ),
        (
            "The left-hand opponent first chooses whether to accept the new insufficient bid (Law 27B4); "
            "Law 27B3, and partner's obligation to pass, apply only if he does not."
        ),
    ),
}


# Why "the offender's new call is cancelled" is wrong after a correction that was no double or
# redouble. 27B3: "kusurlu oyuncu yetersiz deklaresini bir kontr veya sürkontr ile düzeltme
# girişiminde bulunursa, yapılmak istenen bu konuşma iptal edilir" / "if the offender attempts to
# substitute a double or a redouble for his insufficient bid the attempted call is cancelled";
# 27B1 and 27B2 rule a correction by a bid or a pass; 27B4: the Director rules as in 3 "if the LHO
# does not accept the substituted insufficient bid" ("değiştirilen yetersiz deklareyi ... kabul
# etmezse").
WHY_NOT_CANCEL_CORRECT_WHEN = {
    "none": (
        (
            "Yasa 27B3 kontr ya da sürkontr girişimini iptal eder, yeterli bir deklare ya da pasla yapılan "
            "düzeltmeyi değil; bu düzeltme Yasa 27B1'in konusudur."
        ),
        (
            "Law 27B3 cancels an attempted double or redouble, not a correction by a sufficient bid or a "
            "pass; this correction is Law 27B1's case."
        ),
    ),
    "partner_end": (
        (
            "Yasa 27B3 kontr ya da sürkontr girişimini iptal eder, yeterli bir deklare ya da pasla yapılan "
            "düzeltmeyi değil; bu düzeltme Yasa 27B2'nin konusudur."
        ),
        (
            "Law 27B3 cancels an attempted double or redouble, not a correction by a sufficient bid or a "
            "pass; this correction is Law 27B2's case."
        ),
    ),
    "new_decision": (
        (
            "Önce soldaki rakip yeni yetersiz deklareyi kabul edip etmeyeceğini seçer (Yasa 27B4); Hakem "
            "ancak kabul etmezse Yasa 27B3'teki gibi karar verir."
        ),
        (
            "The left-hand opponent first chooses whether to accept the new insufficient bid (Law 27B4); "
            "the Director rules as in Law 27B3 only if he does not."
        ),
    ),
}


# Outcomes as true as the ruling itself, so never offered as a wrong choice beside it. An accepted
# insufficient bid is "treated as legal" (27A1: TR "kabul edilebilir (yasal olarak işlem görebilir)",
# WBF "may be accepted (treated as legal)"): no rectification follows and partner calls as he
# chooses, which is what "No rectification: the auction continues and partner may call freely" says.
ALSO_TRUE = {"accepted": ("none",)}


def _why_not(key: str, answer: str) -> tuple[str, str]:
    """Why the outcome `key` is wrong when `answer` is the ruling."""
    if key == "partner_end" and answer in WHY_NOT_PARTNER_END_WHEN:
        return WHY_NOT_PARTNER_END_WHEN[answer]
    if key == "cancel_correct":
        return WHY_NOT_CANCEL_CORRECT_WHEN[answer]
    return WHY_NOT[key]


def _outcome_key(expected: dict, o: str, p: str) -> str:
    must = {m["seat"]: m["until"] for m in expected["must_pass"]}
    if expected["decision"] is not None:
        return "new_decision"
    if expected["turn"] == o and must.get(p) == "end":
        return "cancel_correct"
    if must.get(p) == "end":
        return "partner_end"
    if must.get(p) == "next_turn":
        return "partner_next"
    return "accepted" if expected["laws"][0] == "27A1" else "none"


def generate(seed: int) -> Question:
    return retrying(lambda rng: _generate(rng, seed), rng_for(TYPE, seed), attempts=40)


def _story(rng):
    dealer = rng.randrange(4)
    auction, prefix = legal_prefix(rng, dealer, rng.randint(1, 6))
    last = next((m.call for m in reversed(auction.calls) if m.call.is_bid), None)
    if last is None or last.rank == 0:
        raise GenerationError("no bid to be insufficient to")
    offender = auction.turn
    lower = [
        Call("bid", lv, st)
        for lv in range(1, 8)
        for st in range(5)
        if Call("bid", lv, st).rank < last.rank and Call("bid", lv, st).rank >= last.rank - 7
    ]
    bid = rng.choice(lower)
    return dealer, auction, prefix, offender, bid


def _correction(rng, variant: str, auction, bid: Call):
    """The offender's replacement call (code, comparable) for the variant."""
    sufficient = [c for c in auction.legal() if c.is_bid]
    lowest = next((c for c in sufficient if c.strain == bid.strain), None)
    if variant == "lowest":
        if lowest is None:
            raise GenerationError("no sufficient bid in that strain")
        return lowest.code, None
    if variant == "pass":
        return "pass", None
    if variant == "double":
        # 27B3 rules the attempted double (TR "kusurlu oyuncu yetersiz deklaresini bir kontr veya
        # sürkontr ile düzeltme girişiminde bulunursa, yapılmak istenen bu konuşma iptal edilir" /
        # WBF "if the offender attempts to substitute a double or a redouble for his insufficient
        # bid the attempted call is cancelled"). A double Law 19 would not allow there (19A1: TR "Bu
        # deklare bir rakip tarafından yapılmış olmalıdır; araya pastan başka bir konuşma girmemiş
        # olmalıdır" / WBF "That bid must have been made by an opponent; calls other than pass must
        # not have intervened") is also inadmissible (35A, 36B), a second defect with its own Law
        # (36A when the left-hand opponent calls over it) and no comparable call to judge: not the
        # story of a 27B3 question.
        if not permitted_by_law_19(auction.turn, Call("X"), auction.calls):
            raise GenerationError("that double would be inadmissible too (Laws 19A1, 36)")
        return "X", None
    if variant == "insufficient_again":
        others = [
            Call("bid", lv, st)
            for lv in range(1, 8)
            for st in range(5)
            if Call("bid", lv, st).rank < bid.rank + 3
            and not any(Call("bid", lv, st) == c for c in sufficient)
            and Call("bid", lv, st) != bid
        ]
        if not others:
            raise GenerationError("no other insufficient bid")
        return rng.choice(others).code, None
    others = [c for c in sufficient[:10] if c != lowest]
    if not others:  # nothing sufficient is left but the lowest in the strain (after 7NT, nothing at all)
        raise GenerationError("no other sufficient bid")
    return rng.choice(others).code, (True if variant == "comparable" else None)


def _generate(rng, seed: int) -> Question:
    variant = rng.choices([k for k, _ in VARIANTS], [w for _, w in VARIANTS])[0]
    dealer, auction, prefix, offender, bid = _story(rng)
    o, p, lho = SEATS[offender], SEATS[(offender + 2) % 4], SEATS[(offender + 1) % 4]
    events: list = [*prefix, f"{o}:{bid.code}"]
    if variant == "accepted":
        events.append({"act": "accept", "seat": lho})
        replacement, comparable = None, None
    else:
        replacement, comparable = _correction(rng, "other_bid" if variant == "lead" else variant, auction, bid)
        events.append({"act": "reject", "seat": lho})
        events.append({"seat": o, "call": replacement, "comparable": True} if comparable else f"{o}:{replacement}")
    scenario = {"q": "auction", "dealer": SEATS[dealer], "calls": events}
    if variant == "lead":
        return _lead_question(rng, seed, scenario, o, p, bid, replacement)
    expected = engine(scenario)
    if expected["over"]:  # a pass that ends the auction leaves no pass obligation to ask about
        raise GenerationError("the correction ended the auction")
    key = _outcome_key(expected, o, p)
    outcomes = _outcomes(o, p, lho, bid.code, REPLACED_BY.get(variant, "other"))
    distractors = [outcomes[k] + _why_not(k, key) for k in outcomes if k != key and k not in ALSO_TRUE.get(key, ())]
    rng.shuffle(distractors)
    choices, answer_key = make_choices(rng, outcomes[key], distractors)
    texts = {}
    for lang in ("tr", "en"):
        if variant == "accepted":
            act = (
                f"{names.seat(lho, 'tr')} bu deklareyi kabul eder."
                if lang == "tr"
                else f"{names.seat(lho, 'en')} accepts it."
            )
        else:
            # 27B2 and 27B3 apply "except as provided in B1" ("Yukarıda B1 ile hükme bağlananın
            # dışında"): whether the new call is comparable (B1(b)) is the Director's judgement,
            # so the story says it either way.
            if comparable:
                judged = (
                    " Hakem yeni konuşmayı eşdeğer sayar."
                    if lang == "tr"
                    else " The Director judges the new call comparable."
                )
            elif variant in ("other_bid", "pass", "double"):
                judged = (
                    " Hakem yeni konuşmayı eşdeğer saymaz."
                    if lang == "tr"
                    else " The Director does not judge the new call comparable."
                )
                if variant == "other_bid":
                    # 27B1(a) asks no judgement: it is for "the lowest sufficient bid which specifies
                    # the same denomination(s) as that specified by the withdrawn call" ("geri alınan
                    # konuşma ile aynı türü (türleri) belirten yeterli en düşük deklare"), and 27B2
                    # applies "except as provided in B1" ("Yukarıda B1 ile hükme bağlananın
                    # dışında"). A bid in another strain, or higher, is not that bid only if both are
                    # natural: an artificial bid may specify a denomination it does not name (29C).
                    # A pass is no bid, and a double is ruled by 27B3, so neither needs saying.
                    judged = NATURAL[lang == "en"] + judged
            elif variant == "lowest":
                # 27B1(a) is for the lowest sufficient bid "which specifies the same denomination(s)
                # as that specified by the withdrawn call" ("geri alınan konuşma ile aynı türü
                # (türleri) belirten"): a bid's strain is the one it specifies only if it is natural.
                judged = NATURAL[lang == "en"]
            else:
                judged = ""
            act = _correction_text(o, lho, replacement, lang) + judged
        if lang == "tr":
            texts[lang] = (
                f"{dealer_line(SEATS[dealer], 'tr')} Artırım: {auction_text(prefix, 'tr')}. "
                f"{names.seat(o, 'tr')} yetersiz bir deklare yapar: {call(bid.code, 'tr')}. {act} "
                "Hakemin kararı nedir?"
            )
        else:
            texts[lang] = (
                f"{dealer_line(SEATS[dealer], 'en')} Auction: {auction_text(prefix, 'en')}. "
                f"{names.seat(o, 'en')} makes an insufficient bid: {call(bid.code, 'en')}. {act} "
                "What does the Director rule?"
            )
    labels = described(expected["laws"])
    steps_tr = explain(labels, "tr") + [f"Sonuç: {outcomes[key][0]}."]
    steps_en = explain(labels, "en") + [f"So: {outcomes[key][1]}."]
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=texts["tr"],
        prompt_en=texts["en"],
        choices=choices,
        answer=answer_key,
        explanation_tr="\n".join(steps_tr),
        explanation_en="\n".join(steps_en),
        laws=labels,
        scenario=scenario,
        expected=expected,
    )


def _correction_text(o: str, lho: str, replacement: str, lang: str) -> str:
    if lang == "tr":
        return (
            f"{names.seat(lho, 'tr')} kabul etmez; {names.seat(o, 'tr')} deklaresini "
            f"{call_noun(replacement, 'tr')} ile değiştirir."
        )
    return (
        f"{names.seat(lho, 'en')} does not accept it; {names.seat(o, 'en')} replaces it with "
        f"{call_noun(replacement, 'en')}."
    )


def _suits(codes, lang: str) -> str:
    symbols = [names.SYMBOLS[c] for c in codes]
    joiner = " veya " if lang == "tr" else " or "
    return symbols[0] if len(symbols) == 1 else ", ".join(symbols[:-1]) + joiner + symbols[-1]


# Why a wrong answer to the 26B question is wrong (the suits' whys: first_lead).
WHY_NOT_LEAD = {
    "named": first_lead.WHY_NAMED,
    "all": first_lead.WHY_ALL,
    "none": (
        ("Yetersiz deklare eşdeğer bir konuşmayla değiştirilmedi; kusurlu defans olunca Yasa 26B uygulanır."),
        ("The insufficient bid was not replaced by a comparable call; with the offender defending, Law 26B applies."),
    ),
}


def _lead_question(rng, seed: int, scenario: dict, o: str, p: str, bid: Call, replacement: str) -> Question:
    """26B: the auction goes on to its end; if the offender defends, which suits may declarer
    forbid his partner at the opening lead?"""
    events = [parse_auction_event(e, i) for i, e in enumerate(scenario["calls"])]
    auction = run("NESW".index(scenario["dealer"]), events)
    tail = finish(rng, auction, len(events), must_bid=rng.random() < 0.5)
    scenario = {**scenario, "calls": scenario["calls"] + tail}
    expected = engine(scenario)
    restriction = expected["lead_restriction"]
    if restriction is None or restriction["seat"] != p:
        raise GenerationError("the offender does not defend")
    suits = restriction["declarer_may_forbid_one_of"]
    named = [s for s in "CDHS" if s not in suits]
    none = ("Hiçbiri: çıkış kısıtlaması yoktur", "None: there is no lead restriction")

    def one_of(codes) -> tuple[str, str]:
        codes = sorted(codes, key="CDHS".index)
        if len(codes) == 1:
            return "Yalnız " + _suits(codes, "tr"), _suits(codes, "en") + " only"
        return _suits(codes, "tr") + " (biri)", "One of " + _suits(codes, "en")

    distractors = [one_of(named) + WHY_NOT_LEAD["named"]] if named else []
    if named:
        distractors.append(one_of("CDHS") + WHY_NOT_LEAD["all"])
    distractors.append(none + WHY_NOT_LEAD["none"])
    if len(suits) > 1:
        distractors.append(one_of(suits[:-1]) + first_lead.why_too(suits[-1], bid.code))
        distractors.append(one_of(suits[1:]) + first_lead.why_too(suits[0], bid.code))
    choices, answer_key = make_choices(rng, one_of(suits), distractors)
    contract, declarer = expected["contract"], expected["declarer"]
    dealer, lho = scenario["dealer"], names.lho(o)
    before = list(scenario["calls"][: -len(tail) - 3])
    prompt = {}
    for lang in ("tr", "en"):
        head = (
            f"{dealer_line(dealer, lang)} "
            + (
                f"Artırım: {auction_text(before, lang)}. {names.seat(o, lang)} yetersiz "
                f"{call(bid.code, lang)} deklaresini yapar. "
                if lang == "tr"
                else f"Auction: {auction_text(before, lang)}. {names.seat(o, lang)} makes an insufficient "
                f"bid of {call(bid.code, lang)}. "
            )
            + _correction_text(o, lho, replacement, lang)
        )
        if lang == "tr":
            prompt[lang] = (
                f"{head} Artırım şöyle sürer: {auction_text(tail, lang)}. Kontrat "
                f"{names.contract(contract, lang)}, deklaran {names.seat(declarer, lang)}. {first_lead.ALL_NATURAL[0]} {first_lead.NOT_COMPARABLE[0]} "
                + first_lead.question(p, declarer, lang)
            )
        else:
            prompt[lang] = (
                f"{head} The auction goes on: {auction_text(tail, lang)}. The contract is "
                f"{names.contract(contract, lang)} by {names.seat(declarer, lang)}. {first_lead.ALL_NATURAL[1]} {first_lead.NOT_COMPARABLE[1]} "
                + first_lead.question(p, declarer, lang)
            )
    prompt_tr, prompt_en = prompt["tr"], prompt["en"]
    labels = described(expected["laws"])
    steps_tr = [
        *explain(labels, "tr"),
        first_lead.when_step(p, declarer, "tr"),
        first_lead.suits_step(o, named, bid.code, suits, "tr"),
    ]
    steps_en = [
        *explain(labels, "en"),
        first_lead.when_step(p, declarer, "en"),
        first_lead.suits_step(o, named, bid.code, suits, "en"),
    ]
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt_tr,
        prompt_en=prompt_en,
        choices=choices,
        answer=answer_key,
        explanation_tr="\n".join(steps_tr),
        explanation_en="\n".join(steps_en),
        laws=labels,
        scenario=scenario,
        expected=expected,
    )
