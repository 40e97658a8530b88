"""When the lead restriction of Law 26B applies, in the words of a question and its explanation.

Law 26B (Turkish, official): "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak
dahil) ... yasaklayabilir"; WBF: "declarer may, at the offender's partner's first turn to lead
(which may be the opening lead), prohibit offender's partner from leading any (one) suit ...".
The restriction is for the partner's first turn to lead: the opening lead only when the partner
is declarer's left-hand opponent; when the offender himself makes the opening lead, the partner's
first turn to lead comes later. The engine gives `lead_restriction` for that turn
(docs/rulings-cli.md), so the questions ask about that turn, and name the opening lead only
when it is the partner's.
"""

from __future__ import annotations

from rulings import words as names
from rulings.auction import Call
from rulings.contract import STRAIN_CODES

# Law 26B restricts the lead only when the withdrawn call "is not replaced by a comparable call"
# ("eşdeğer bir konuşma ile değiştirmezse"), which the Director judges (23A); the engine is told a
# call is comparable or takes it as not. The question says the Director's judgement.
NOT_COMPARABLE = (
    "Hakem, geri alınan konuşmanın yerine eşdeğer bir konuşma yapılmadığına karar verir.",
    "The Director judges that the withdrawn call was not replaced by a comparable call.",
)

# Which suits declarer may forbid rests on what the offender's bids say: WBF 26B "any (one) suit
# which has not been specified in the legal auction by the offender" (an artificial bid, such as a
# cue bid of the opponents' suit, may specify another denomination or none: cf. 29C "the
# denomination(s) specified, rather than the denomination named"), the official Turkish "artırımda
# kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi" (any suit not called by the offender in
# the auction). The two readings agree only when every bid is natural, so the story says they are:
# a Director may then defend no other answer (qa125; left open in session 45's audit).
ALL_NATURAL = ("Bütün deklareler doğaldır.", "All bids are natural.")


def opening_leader(declarer: str) -> str:
    """Law 41A: the defender on declarer's left makes the opening lead."""
    return names.lho(declarer)


def question(partner: str, declarer: str, lang: str) -> str:
    """The question sentence: which suit declarer may forbid the partner at his first turn to lead.
    One suit, in both languages: 26B lets declarer forbid "any (one) suit" (TR "herhangi bir rengi"),
    so the Turkish asks "hangi rengi", not "hangi renkleri" (qa64)."""
    s = names.seat
    if opening_leader(declarer) == partner:
        if lang == "tr":
            return f"{s(partner, 'tr', 'gen')} ilk çıkışı olan atakta deklaran {s(partner, 'tr', 'dat')} hangi rengi yasaklayabilir?"
        return f"Which suit may declarer forbid {s(partner, 'en')} to lead at the opening lead, his first turn to lead?"
    leader = opening_leader(declarer)
    if lang == "tr":
        return (
            f"Atağı {s(leader, 'tr')} yapar. {s(partner, 'tr', 'gen')} ilk çıkış sırasında deklaran "
            f"{s(partner, 'tr', 'dat')} hangi rengi yasaklayabilir?"
        )
    return (
        f"{s(leader, 'en')} makes the opening lead. Which suit may declarer forbid {s(partner, 'en')} "
        f"to lead at his first turn to lead?"
    )


def when_step(partner: str, declarer: str, lang: str) -> str:
    """An explanation step: which lead the restriction is for (Law 26B, 41A)."""
    s = names.seat
    leader = opening_leader(declarer)
    if leader == partner:
        if lang == "tr":
            return f"Yasa 41A: atağı deklaranın solundaki {s(partner, 'tr')} yapar; bu onun ilk çıkışıdır (Yasa 26B: atak dahil)."
        return (
            f"Law 41A: {s(partner, 'en')}, on declarer's left, makes the opening lead, his first turn to "
            "lead (Law 26B: which may be the opening lead)."
        )
    if lang == "tr":
        return (
            f"Yasa 41A: atağı deklaranın solundaki {s(leader, 'tr')} yapar; Yasa 26B'deki yasak "
            f"{s(partner, 'tr', 'gen')} daha sonra gelen ilk çıkış sırası içindir."
        )
    return (
        f"Law 41A: {s(leader, 'en')}, on declarer's left, makes the opening lead; the prohibition is for "
        f"{s(partner, 'en')}'s first turn to lead, which comes later (Law 26B)."
    )


# Whether the suit of the withdrawn call itself counts. WBF 26B: "any (one) suit which has not been
# specified in the legal auction by the offender": the withdrawn call is not in the legal auction,
# so its suit may be forbidden, and the engine's `declarer_may_forbid_one_of` follows that. The
# official Turkish, "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi", does not
# say whether a withdrawn call's suit was "konuşulmuş". Where an answer rests on the WBF's reading
# (the withdrawn bid named a suit the offender did not bid otherwise), the explanation says whose
# reading it is, in both languages, and the Turkish states no rule of its own (docs/legal-review.md,
# Session 82 (qa158) and (qa160); situations/content/common.py NOTE_26B says the same on the guides).
WBF_READING = (
    'Geri alınan konuşmayı saymayan, yalnız yasal artırımı ("legal auction") sayan WBF İngilizcesidir; karar motoru '
    "ona uyar. Resmî metin olan Türkçe, geri alınan bir konuşmanın renginin konuşulmuş sayılıp "
    'sayılmadığını söylemez (Yasa 26B: "artırımda kusurlu oyuncu tarafından konuşulmamış").',
    "Under the WBF English, which the engine follows, only the legal auction counts and the withdrawn "
    "call is not part of it; the official Turkish does not say whether the suit of a withdrawn call "
    'counts as bid (Law 26B: "artırımda kusurlu oyuncu tarafından konuşulmamış", not bid by the '
    "offender in the auction).",
)


def withdrawn_suit(code: str) -> str | None:
    """The suit a withdrawn call named ("2H" -> "H"); None for a pass, a double or notrump."""
    call = Call.parse(code)
    strain = STRAIN_CODES[call.strain]
    return strain if call.is_bid and strain != "NT" else None


def rests_on_the_wbf_reading(withdrawn: str, suits) -> bool:
    """Whether the answer counts the withdrawn call's suit among those declarer may forbid: the
    offender did not bid it in the legal auction, so the two texts may part (WBF_READING)."""
    suit = withdrawn_suit(withdrawn)
    return suit is not None and suit in suits


def named_suits(offender: str, named, lang: str) -> str:
    """Which suits the offender bid in the auction, the withdrawn call apart (26B leaves those out).
    Turkish in 26B's verb ("konuşulmamış": "konuştu", "hiçbir renk konuşmadı"): "hiçbir" (no, none)
    takes a negative verb. He bid every suit listed, so the list is joined by "ve" (and), never
    "veya" (or). The English is the WBF's "legal auction"."""
    who = names.seat(offender, lang)
    if not named:
        return (
            f"{who}, geri alınan konuşması dışında, artırımda hiçbir renk konuşmadı"
            if lang == "tr"
            else f"{who} named no suit in the legal auction"
        )
    symbols = [names.SYMBOLS[c] for c in named]
    listed = symbols[-1]
    if len(symbols) > 1:
        listed = ", ".join(symbols[:-1]) + (" ve " if lang == "tr" else " and ") + listed
    if lang == "tr":
        return f"{who}, geri alınan konuşması dışında, artırımda {listed} konuştu"
    return f"{who} named {listed} in the legal auction"


def suits_step(offender: str, named, withdrawn: str, suits, lang: str) -> str:
    """The explanation's last step: the suits the offender bid, and whose reading leaves the
    withdrawn call out where the answer rests on it."""
    if lang == "tr":
        step = named_suits(offender, named, "tr") + "."
        return f"{step} {WBF_READING[0]}" if rests_on_the_wbf_reading(withdrawn, suits) else step
    step = named_suits(offender, named, "en") + "; the withdrawn call does not count."
    return f"{step} {WBF_READING[1]}" if rests_on_the_wbf_reading(withdrawn, suits) else step


# Why a wrong answer to the 26B question is wrong: the suits in 26B's words (TR official, EN WBF).
WHY_NAMED = (
    "Bunlar artırımda kusurlu oyuncu tarafından konuşulmuş renkler; yasaklanabilecek olanlar konuşulmamış renklerdir (Yasa 26B).",
    "Those are the suits the offender specified in the legal auction; declarer may forbid the others (Law 26B).",
)
WHY_ALL = (
    "Artırımda kusurlu oyuncu tarafından konuşulmuş bir renk yasaklanamaz (Yasa 26B).",
    "A suit the offender specified in the legal auction cannot be forbidden (Law 26B).",
)


def why_too(suit: str, withdrawn: str) -> tuple[str, str]:
    """A choice leaving out one suit declarer may forbid. Where that suit is the withdrawn call's,
    only the WBF's reading makes it forbiddable: the why says so."""
    symbol = names.SYMBOLS[suit]
    if suit == withdrawn_suit(withdrawn):
        return (
            f"Karar motoru geri alınan konuşmanın rengini ({symbol}) de yasaklanabilir sayar. {WBF_READING[0]}",
            f"Declarer may forbid {symbol} too: the offender did not specify it in the legal auction. {WBF_READING[1]}",
        )
    return (
        f"Artırımda kusurlu oyuncu tarafından konuşulmamış her renk yasaklanabilir, {symbol} de (Yasa 26B).",
        f"Any suit the offender did not specify in the legal auction may be forbidden, {symbol} too (Law 26B).",
    )
