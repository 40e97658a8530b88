"""`call_out_of_rotation`: a pass, a bid or a double made out of rotation, at the turn of the
offender's right-hand opponent or of his partner (Laws 28-32), and what follows: the left-hand
opponent calls and so accepts it (29A), the player whose turn it was calls first (28B when he is
an opponent of the offender; when he is the offender's partner his call stands and Law 30B, 31B
or 32B governs), or the call is not accepted (29B) and Law 30, 31 or 32 says who must pass and
when. A call at the left-hand opponent's turn by a player who has already called is treated as a
change of call (30B2, 31C, 32C), to which Law 25 applies.

The answer is the engine's `auction` query: the paragraph it rules under and the pass
obligations it gives. Distractors are the other rectifications of Laws 28-32, among them the
usual slips (the offender's partner silenced for the whole auction; no rectification at all).
"""

from __future__ import annotations

from rulings import words as names
from rulings.auction import Call
from rulings.auction.calls import permitted_by_law_19

from ..questions import Question
from .auction_story import (
    SEATS,
    auction_text,
    call,
    call_noun,
    dealer_line,
    described,
    explain,
    in_the_laws_order,
    legal_prefix,
)
from .common import GenerationError, engine, make_choices, retrying, rng_for

TYPE = "call_out_of_rotation"
KINDS = (("pass", 30), ("bid", 45), ("double", 25))
POSITIONS = (("rho", 45), ("partner", 45), ("lho", 10))
ENDINGS = (("reject", 70), ("lho_calls", 15), ("correct_player_calls", 15))

# The ruling the engine gives, keyed by the first paragraph it cites.
RULING_KEYS = {
    "30A": "pass_rho",
    "30B1": "pass_partner",
    "31A": "bid_rho",
    "31B": "bid_partner",
    "32A": "double_rho",
    "32B": "double_partner",
    "29A": "accepted",
    "28B": "cancelled",
    "25B1": "change_of_call",
}


# Why a ruling is not the one asked for: the case of Laws 25-32 it belongs to.
WHY_NOT = {
    "pass_rho": (
        "Bu, sağdaki rakibin sırasında yapılan sırasız pasın kuralıdır (Yasa 30A).",
        "That is the rule for a pass out of rotation at the right-hand opponent's turn (Law 30A).",
    ),
    "pass_partner": (
        "Bu, ortağın sırasında yapılan sırasız pasın kuralıdır (Yasa 30B).",
        "That is the rule for a pass out of rotation at partner's turn (Law 30B).",
    ),
    "bid_rho": (
        "Bu, sağdaki rakibin sırasında yapılan sırasız deklarenin kuralıdır (Yasa 31A).",
        "That is the rule for a bid out of rotation at the right-hand opponent's turn (Law 31A).",
    ),
    "bid_partner": (
        "Bu, ortağın sırasında yapılan sırasız deklarenin kuralıdır (Yasa 31B).",
        "That is the rule for a bid out of rotation at partner's turn (Law 31B).",
    ),
    "double_rho": (
        "Bu, sağdaki rakibin sırasında yapılan sırasız kontrun kuralıdır (Yasa 32A).",
        "That is the rule for a double out of rotation at the right-hand opponent's turn (Law 32A).",
    ),
    "double_partner": (
        "Bu, ortağın sırasında yapılan sırasız kontrun kuralıdır (Yasa 32B).",
        "That is the rule for a double out of rotation at partner's turn (Law 32B).",
    ),
    "accepted": (
        "Sırasız konuşma yalnız soldaki rakip onun üzerine konuşursa kabul edilmiş olur (Yasa 29A).",
        "A call out of rotation is accepted only when the left-hand opponent calls over it (Law 29A).",
    ),
    "cancelled": (
        ("Sırasız konuşma onarmasız yalnız sırası gelen oyuncu onarmadan önce konuşursa iptal edilir (Yasa 28B)."),
        (
            "A call out of rotation is cancelled without rectification only when the player whose turn "
            "it was calls before any rectification (Law 28B)."
        ),
    ),
    "change_of_call": (
        (
            "Daha önce konuşmuş bir oyuncunun soldaki rakibin sırasında yaptığı konuşma bir konuşma "
            "değişikliği olarak değerlendirilir ve Yasa 25 uygulanır (Yasa 30B2, 31C ve 32C)."
        ),
        (
            "A call at his left-hand opponent's turn by a player who has already called is treated as a "
            "change of call, and Law 25 applies (Laws 30B2, 31C and 32C)."
        ),
    ),
    "partner_end": (
        "Yasa 30-32'de ortak en çok bir kez, ilk sırasında pas geçmek zorunda kalır.",
        "Under Laws 30-32 the offender's partner is at most made to pass once, at his next turn.",
    ),
}
# Why a rectification is wrong when there is none: what happened before the Director ruled.
WHY_NO_RECTIFICATION = {
    "accepted": (
        "Soldaki rakip üstüne konuşarak sırasız konuşmayı kabul etti; bu yüzden onarma yoktur (Yasa 29A).",
        "The left-hand opponent's call accepted the call out of rotation, so there is no rectification (Law 29A).",
    ),
    "cancelled": (
        (
            "Sırası gelen oyuncu, kusurlunun rakibi, onarmadan önce konuştu: sırasız konuşma onarmasız "
            "iptal edilir (Yasa 28B)."
        ),
        (
            "The player whose turn it was, an opponent of the offender, called before any rectification: "
            "the call out of rotation is cancelled without rectification (Law 28B)."
        ),
    ),
}
# 28B is for "a call out of rotation by an opponent" ("rakibin sırasız konuşması").
WHY_NOT_28B_FOR_PARTNER = (
    (
        "Yasa 28B yalnız rakibin sırasız konuşması içindir; sırası gelen oyuncu kusurlunun ortağıdır, "
        "onun konuşması onarmayı kaldırmaz (Yasa 29B)."
    ),
    (
        "Law 28B is only for an opponent's call out of rotation; the player whose turn it was is the "
        "offender's partner, and his call does not remove the rectification (Law 29B)."
    ),
)
# What each rectification's answer states beyond the engine's `laws` (which, asked before the
# offender's turn, cite only the case and partner's call, 29B, 31B, 31B1): its second half rests on
# these paragraphs, quoted in the explanation as withdrawn_call_lead quotes them once the offender
# has called (qa83 (a), qa84). "If that opponent passes, the offender must repeat" is A1 (TR "Bu rakip
# pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır"; WBF "If that opponent
# passes, offender must repeat the call out of rotation"), "if he bids, doubles or redoubles, the
# offender may make any legal call" A2 (TR "Bu rakip yasal bir deklare verir, kontr veya sürkontr
# atarsa, kusurlu oyuncu herhangi bir yasal konuşmayı yapabilir"; WBF "If that opponent makes a legal
# bid, double or redouble, offender may make any legal call": his pass is A1's case, so not "if he
# calls"), "the offender may make any legal call at his turn" 30B1(b), 31B2, 32B2 (TR "yapabilir",
# not "yapar"), and "if it is not comparable, partner must pass at his next turn" 30B1(b)(ii),
# 31A2(b), 32A2(b) (TR
# "kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır"; WBF
# "offender's partner must pass when next it is his turn to call"), to which 31B2 and 32B2 send
# ("A2(a) veya A2(b)"; "as in A2(a) or A2(b) above"). The partner is bound: "pas geçmek zorundadır"
# (30B1(b)(ii)'s own "pas geçmelidir" is the same obligation), never "pas geçer" (qa172).
ANSWER_RESTS_ON = {
    "pass_rho": ("30A",),
    "pass_partner": ("30B1(a)", "30B1(b)", "30B1(b)(ii)"),
    "bid_rho": ("31A1", "31A2", "31A2(b)"),
    "bid_partner": ("31B1", "31B2", "31A2(b)"),
    "double_rho": ("32A1", "32A2", "32A2(b)"),
    "double_partner": ("32B1", "32B2", "32A2(b)"),
    # 25B3 (TR "Geri alınan ya da iptal edilen herhangi bir konuşma ile ilgili olarak Yasa 16C
    # uygulanır"; WBF "Law 16C applies to any call withdrawn or cancelled"): the engine cites 25B1
    # and 25B2 for a change of call; the call withdrawn or cancelled is 25B3's (qa228).
    "change_of_call": ("25B3",),
}
RECTIFICATIONS = ("pass_rho", "pass_partner", "bid_rho", "bid_partner", "double_rho", "double_partner", "partner_end")


def _texts(o: str, p: str, lho: str, turn: str, code: str, partner_call: str | None) -> dict[str, tuple[str, str]]:
    """The rulings as told for this story; `partner_call` is the call the offender's partner made
    at his turn before any ruling (30B1(a), 31B1, 32B1: it stands), or None."""

    def s(seat, lang, case=None):
        return names.seat(seat, lang, case)

    # The partner's duty if the offender's later call is not comparable (30B1(b)(ii), 31A2(b),
    # 32A2(b)), and the offender's call at his turn that it follows (30B1(b), 31B2, 32B2), said the
    # same in every answer that has them.
    partner_must_pass = (
        f"bu eşdeğer değilse {s(p, 'tr')} ilk sırasında pas geçmek zorundadır",
        f"if it is not comparable, {s(p, 'en')} must pass at his next turn",
    )
    offender_at_his_turn = (
        f"{s(o, 'tr')} sırasında herhangi bir yasal konuşma yapabilir, {partner_must_pass[0]}",
        f"{s(o, 'en')} may make any legal call at his turn, and {partner_must_pass[1]}",
    )
    texts = {
        # 30A: "the offender must pass when next it is his turn to call and Law 72C may apply" (TR
        # "... pas geçmek zorundadır ve Yasa 72C uygulanabilir"); lead restrictions then rest on Law
        # 26 (26A for a comparable pass, 26B otherwise), so no "no other rectification" here.
        "pass_rho": (
            f"{s(o, 'tr')} ilk sırasında pas geçmek zorundadır",
            f"{s(o, 'en')} must pass at his next turn",
        ),
        # 30B1(a), the official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar
        # çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır" (WBF "may
        # make any legal call at his proper turn, but Law 16C2 applies"): not "freely", as 31B1.
        "pass_partner": (
            (
                f"{s(p, 'tr')} kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 "
                f"uygulanır; {offender_at_his_turn[0]}"
            ),
            (
                f"{s(p, 'en')} may make any sufficient call, within the rules, but Law 16C2 applies; "
                f"{offender_at_his_turn[1]}"
            ),
        ),
        # The offender's own call (31A2, 31B2, 32A2, 32B2), the official Turkish: "kusurlu oyuncu
        # herhangi bir yasal konuşmayı yapabilir" (WBF "may make any legal call"); not "serbestçe
        # konuşur" (calls freely): 16C applies to his side (31A2(b), 32A2(b): "Yasalar 16C, 26B ve
        # 72C uygulanabilir").
        # 31A2's condition is the right-hand opponent's *legal* call (TR "Bu rakip yasal bir deklare
        # verir, kontr veya sürkontr atarsa"; WBF "If that opponent makes a legal bid, double or
        # redouble"; footnote 8 "An illegal call by RHO is rectified as usual"); 32A2's has no
        # "legal" in either text ("deklare verir, kontr veya sürkontr atarsa"; "If offender's RHO
        # bids, doubles or redoubles"), so the double's answer keeps A2's own words (qa226).
        "bid_rho": (
            (
                f"{s(turn, 'tr')} pas geçerse {s(o, 'tr')} {call(code, 'tr')} deklaresini tekrarlamak "
                f"zorundadır; {s(turn, 'tr')} yasal bir deklare verir, kontr ya da sürkontr derse {s(o, 'tr')} "
                f"herhangi bir yasal konuşma yapabilir, {partner_must_pass[0]}"
            ),
            (
                f"If {s(turn, 'en')} passes, {s(o, 'en')} must repeat his {call(code, 'en')}; if "
                f"{s(turn, 'en')} makes a legal bid, double or redouble, {s(o, 'en')} may make any legal call, and "
                f"{partner_must_pass[1]}"
            ),
        ),
        "bid_partner": (
            (
                f"{s(p, 'tr')} kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 "
                f"uygulanabilir; {offender_at_his_turn[0]}"
            ),
            (
                # 31B1, the official Turkish: "kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir,
                # ancak Yasa 16C2 uygulanabilir" (WBF "but Law 16C2 applies"; the editor's note on 31B1).
                f"{s(p, 'en')} may make any sufficient call, within the rules, but Law 16C2 may apply; "
                f"{offender_at_his_turn[1]}"
            ),
        ),
        "double_rho": (
            (
                f"{s(turn, 'tr')} pas geçerse {s(o, 'tr')} kontrunu tekrarlamak zorundadır; "
                f"{s(turn, 'tr')} deklare verir, kontr ya da sürkontr derse {s(o, 'tr')} herhangi bir yasal konuşma "
                f"yapabilir, {partner_must_pass[0]}"
            ),
            (
                f"If {s(turn, 'en')} passes, {s(o, 'en')} must repeat his double; if {s(turn, 'en')} "
                f"bids, doubles or redoubles, {s(o, 'en')} may make any legal call, and {partner_must_pass[1]}"
            ),
        ),
        # 32B1, the official Turkish: "Kusurlu oyuncunun ortağı herhangi yasal bir konuşmayı yapabilir,
        # ancak Yasa 16C2 geçerlidir" (WBF "may make any legal call, but Law 16C2 applies").
        "double_partner": (
            (
                f"{s(p, 'tr')} herhangi bir yasal konuşma yapabilir, ancak Yasa 16C2 geçerlidir; {offender_at_his_turn[0]}"
            ),
            (f"{s(p, 'en')} may make any legal call, but Law 16C2 applies; {offender_at_his_turn[1]}"),
        ),
        "accepted": (
            "Konuşma kabul edilmiş olur ve geçerlidir; onarma yoktur",
            "The call is accepted and stands; there is no rectification",
        ),
        "cancelled": (
            ("Sırasız konuşma hiç yapılmamış gibi artırım sürer; onarma yoktur (izinsiz bilgi kuralları geçerlidir)"),
            (
                "The auction continues as though the call out of rotation had not been made; "
                "there is no rectification (unauthorised information rules apply)"
            ),
        ),
        "change_of_call": (
            (
                f"Bu bir konuşma değişikliğidir: {s(lho, 'tr')} kabul ederse ilk konuşma geri "
                "alınır, etmezse değişiklik iptal edilir ve ilk konuşma kalır"
            ),
            (
                f"It is a change of call: if {s(lho, 'en')} accepts it the first call is "
                "withdrawn, otherwise the change is cancelled and the first call stands"
            ),
        ),
        "partner_end": (
            f"{s(p, 'tr')} artırımın sonuna kadar pas geçmek zorundadır",
            f"{s(p, 'en')} must pass for the rest of the auction",
        ),
    }
    if partner_call is not None:
        # His call stands and the call out of rotation is cancelled; the offender's turn is judged.
        stands = (
            (
                f"{s(p, 'tr', 'gen')} {call(partner_call, 'tr')} konuşması geçerli kalır ve sırasız konuşma "
                f"iptal edilir; {offender_at_his_turn[0]}"
            ),
            (
                f"{s(p, 'en')}'s {call(partner_call, 'en')} stands and the call out of rotation is "
                f"cancelled; {offender_at_his_turn[1]}"
            ),
        )
        for key in ("pass_partner", "bid_partner", "double_partner"):
            texts[key] = stands
    return texts


def _why(key: str, answer: str, partner_called: bool) -> tuple[str, str]:
    """Why the choice `key` is wrong when `answer` is right."""
    if answer in WHY_NO_RECTIFICATION and key in RECTIFICATIONS:
        return WHY_NO_RECTIFICATION[answer]
    if key == "cancelled" and partner_called:
        return WHY_NOT_28B_FOR_PARTNER
    return WHY_NOT[key]


def generate(seed: int) -> Question:
    return retrying(lambda rng: _generate(rng, seed), rng_for(TYPE, seed), attempts=40)


def _pick(rng, table):
    return rng.choices([k for k, _ in table], [w for _, w in table])[0]


def _generate(rng, seed: int) -> Question:
    kind, position, ending = _pick(rng, KINDS), _pick(rng, POSITIONS), _pick(rng, ENDINGS)
    dealer = rng.randrange(4)
    auction, prefix = legal_prefix(rng, dealer, rng.randint(0, 7) if position != "lho" else rng.randint(2, 7))
    turn = auction.turn
    offender = {"rho": (turn + 1) % 4, "partner": (turn + 2) % 4, "lho": (turn + 3) % 4}[position]
    if position == "lho" and not any(m.seat == offender for m in auction.calls):
        raise GenerationError("a change of call needs an earlier call")
    if any(turn == m for m in auction.must_pass):
        raise GenerationError("the player to call must pass")
    made = _call_made(rng, kind, offender, auction)
    if position == "lho":
        _check_change_of_last_call(auction, offender, made)
        ending = "none"
    o, p, lho, t = SEATS[offender], SEATS[(offender + 2) % 4], SEATS[(offender + 1) % 4], SEATS[turn]
    events: list = [*prefix, f"{o}:{made.code}"]
    ending, after = _ending_event(rng, ending, auction, lho, t)
    if after is not None:
        events.append(after)
    scenario = {"q": "auction", "dealer": SEATS[dealer], "calls": events}
    expected = engine(scenario)
    key = RULING_KEYS.get(expected["laws"][0])
    if key is None:
        raise GenerationError(f"no question for {expected['laws'][0]}")
    partner_called = ending == "correct_player_calls" and t == p
    texts = _texts(o, p, lho, t, made.code, events[-1].split(":")[1] if partner_called else None)
    # Distractors speak of the call that was made: no "repeat his double" after a pass.
    other_kinds = {"pass", "bid", "double"} - {kind}
    distractors = [
        texts[k] + _why(k, key, partner_called)
        for k in texts
        if k not in (key, "partner_end", "cancelled") and k.split("_")[0] not in other_kinds
    ]
    rng.shuffle(distractors)
    if key != "cancelled":
        # Old mistake first among the others: 28B read as if it covered the partner's call.
        distractors.insert(
            0 if partner_called else len(distractors), texts["cancelled"] + _why("cancelled", key, partner_called)
        )
    if key in RECTIFICATIONS:
        distractors.insert(0, texts["partner_end"] + WHY_NOT["partner_end"])
    else:
        distractors.append(texts["partner_end"] + _why("partner_end", key, partner_called))
    choices, answer_key = make_choices(rng, texts[key], distractors)
    prompt = {lang: _prompt(lang, SEATS[dealer], prefix, o, t, lho, made.code, ending, events) for lang in ("tr", "en")}
    # The partner's case quotes 28B as context: why it does not decide here; a change of call, 25A:
    # why it is not an unintended call replaced at will.
    first_call = _last_call_of(prefix, o) if key == "change_of_call" else None
    ruled = in_the_laws_order(described((*expected["laws"], *ANSWER_RESTS_ON.get(key, ()))))
    if "25B2" in ruled and "25B3" in ruled:  # B3 follows B1 and B2, as in Law 25
        ruled = tuple(label for label in ruled if label != "25B3")
        ruled = (*ruled[: ruled.index("25B2") + 1], "25B3", *ruled[ruled.index("25B2") + 1 :])
    labels = (
        *ruled,
        *(["28B"] if partner_called else []),
        *(["25A"] if first_call else []),
    )
    context = [WHY_NOT_28B_FOR_PARTNER] if partner_called else []
    if first_call:
        context.append(_not_unintended(o, first_call))
    # 29B first, as withdrawn_call_lead (qa65)
    steps_tr = [*(w[0] for w in context), *explain(ruled, "tr"), f"Sonuç: {texts[key][0]}."]
    steps_en = [*(w[1] for w in context), *explain(ruled, "en"), f"So: {texts[key][1]}."]
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt["tr"],
        prompt_en=prompt["en"],
        choices=choices,
        answer=answer_key,
        explanation_tr="\n".join(steps_tr),
        explanation_en="\n".join(steps_en),
        laws=labels,
        scenario=scenario,
        expected=expected,
    )


# Law 25A lets a player replace an unintended call ("istem dışı konuşma") until his partner calls,
# but only one made by "mekanik hata veya dil sürçmesi" / "a mechanical error or a slip of the
# tongue" (25A2); when the offender changes his last call at his left-hand opponent's turn his
# partner has not called since, so the story says the first call was meant, and the step says why
# 25B, not 25A, rules the change.
def _last_call_of(prefix: list[str], seat: str) -> str:
    return next(e.split(":")[1] for e in reversed(prefix) if e.split(":")[0] == seat)


def _intended(o: str, first_call: str, lang: str) -> str:
    if lang == "tr":
        return (
            f" {names.seat(o, 'tr', 'gen')} {call(first_call, 'tr')} konuşması isteyerek yapılmıştı (mekanik "
            "hata ya da dil sürçmesi değildi)."
        )
    return (
        f" {names.seat(o, 'en')}'s {call(first_call, 'en')} had been intended (it was no mechanical error "
        "or slip of the tongue)."
    )


def _not_unintended(o: str, first_call: str) -> tuple[str, str]:
    return (
        (
            f"Yasa 25A uygulanmaz: {names.seat(o, 'tr', 'gen')} {call(first_call, 'tr')} konuşması istem "
            "dışı değildi (yalnız mekanik hata ya da dil sürçmesiyle yapılan konuşma böyle değiştirilebilir)."
        ),
        (
            f"Law 25A does not apply: {names.seat(o, 'en')}'s {call(first_call, 'en')} was not an unintended "
            "call (only a call made by a mechanical error or a slip of the tongue may be replaced so)."
        ),
    )


def _call_made(rng, kind: str, offender: int, auction) -> Call:
    """The call the offender makes out of rotation: a pass, a double Law 36 would admit, or
    one of the lowest legal bids."""
    if kind == "pass":
        return Call("pass")
    if kind == "double":
        made = Call("X")
        if not permitted_by_law_19(offender, made, auction.calls):
            raise GenerationError("that double would be inadmissible (Law 36)")
        return made
    bids = [c for c in auction.legal() if c.is_bid][:10]
    if not bids:  # after 7NT no bid is legal
        raise GenerationError("no legal bid left")
    return rng.choice(bids)


def _check_change_of_last_call(auction, offender: int, made: Call) -> None:
    """LHO's call out of rotation is told as a change of his own last call: it must be his
    last call and differ from it."""
    first = max(i for i, m in enumerate(auction.calls) if m.seat == offender)
    if first != len(auction.calls) - 1 or made == auction.calls[first].call:
        raise GenerationError("not a change of the last call")


def _ending_event(rng, ending: str, auction, lho: str, t: str):
    """What happens before the Director rules: (the ending as told, the event it adds or None).
    When LHO is the player whose turn it was, "LHO calls" is told as the correct player calling."""
    if ending == "reject":
        return ending, {"act": "reject", "seat": lho}
    if ending == "lho_calls" and lho != t:
        return ending, f"{lho}:pass"
    if ending in ("lho_calls", "correct_player_calls"):
        legal = auction.legal()
        return "correct_player_calls", f"{t}:{rng.choice(legal[:6]).code}"
    return ending, None


def _prompt(lang: str, dealer: str, prefix, o, t, lho, code, ending, events) -> str:
    s = names.seat
    if lang == "tr":
        text = (
            f"{dealer_line(dealer, 'tr')} Artırım: {auction_text(prefix, 'tr')}. Sıra "
            f"{s(t, 'tr', 'loc')} iken {s(o, 'tr')} {call_noun(code, 'tr')} der."
        )
        if ending == "reject":
            text += f" Hakem çağrılır; {s(lho, 'tr')} bu konuşmayı kabul etmez."
        elif ending == "lho_calls":
            text += f" Hakem çağrılmadan {s(lho, 'tr')} pas der."
        elif ending == "correct_player_calls":
            text += f" Hakem çağrılmadan {s(t, 'tr')} {call_noun(events[-1].split(':')[1], 'tr')} der."
        elif lho == t:  # a change of his last call (30B2, 31C, 32C)
            text += _intended(o, _last_call_of(prefix, o), "tr")
        return text + " Ne olur?"
    text = (
        f"{dealer_line(dealer, 'en')} Auction: {auction_text(prefix, 'en')}. It is {s(t, 'en')}'s "
        f"turn, but {s(o, 'en')} calls {call_noun(code, 'en')}."
    )
    if ending == "reject":
        text += f" The Director is called; {s(lho, 'en')} does not accept the call."
    elif ending == "lho_calls":
        text += f" Before the Director is called, {s(lho, 'en')} passes."
    elif ending == "correct_player_calls":
        text += f" Before the Director is called, {s(t, 'en')} calls {call_noun(events[-1].split(':')[1], 'en')}."
    elif lho == t:  # a change of his last call (30B2, 31C, 32C)
        text += _intended(o, _last_call_of(prefix, o), "en")
    return text + " What follows?"
