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


def named_suits(offender: str, named, lang: str) -> str:
    """Which suits the offender specified in the legal auction (26B leaves those out). Turkish
    "hiçbir" (no, none) takes a negative verb: "hiçbir renk söylemedi", never "söyledi". He named
    every suit listed, so the list is joined by "ve" (and), never "veya" (or)."""
    who = names.seat(offender, lang)
    if not named:
        return (
            f"{who} geçerli artırımda hiçbir renk söylemedi"
            if lang == "tr"
            else f"{who} named no suit in the legal auction"
        )
    symbols = [names.SYMBOLS[c] for c in named]
    listed = symbols[-1]
    if len(symbols) > 1:
        listed = ", ".join(symbols[:-1]) + (" ve " if lang == "tr" else " and ") + listed
    if lang == "tr":
        return f"{who} geçerli artırımda {listed} söyledi"
    return f"{who} named {listed} in the legal auction"
