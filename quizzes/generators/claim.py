"""`claim`: a contested claim or concession in an ending of 3 to 5 cards a hand (Laws 68C, 70A,
70C, 70D1, 70E1, 71B), ruled by the engine's `claim` query (docs/rulings-cli.md, "Additions").

The position is a seeded random ending with a motif that puts a Director's question in it: a
small trump left with an opponent (70C), a tenace whose missing honour lies behind it (70E1), a
suit whose order of play matters (70D1), or none. The claimer states a line or says nothing: the
cards in an order, "drawing trumps", a finesse. He claims the tricks double dummy gives, or
concedes some (71B). The engine rules; a position is kept only when the answer needs a
Director's eye: the claim fails under 70C, 70D1 or 70E1, the Director cancels a concession (71B, within
the Correction Period of 79C), or the claim stands although a trump is out or a finesse is
stated; a claimer who says he draws the outstanding trump first does so on the line shown
(`_draws_trumps_first`), and one who names cards in an order plays them in it
(`_keeps_stated_order`), none of them thrown under another by choice (`_named_cards_win_apart`). The question asks the tricks awarded or the paragraph that decides; the explanation quotes
the paragraphs of the engine's answer and shows its losing line card by card. Nothing here rules: the award, the paragraph and
the line are the engine's (`rulings.answer`); who won each trick of the line is
`rulings.tricks.trick_winner`.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings import laws
from rulings import words as names
from rulings.cards import CARD_CODES, SUIT_MASKS, cards_in
from rulings.claims.claim import ClaimError
from rulings.claims.normal_play import lost_finesse
from rulings.claims.query import claim_answer, parse_claim
from rulings.deal import SEAT_NAMES
from rulings.tricks import trick_winner

from ..questions import Question
from .common import GenerationError, cited, law, make_choices, retrying, rng_for
from .steps import Steps

TYPE = "claim"
STRAINS = ("C", "D", "H", "S", "NT")
# Which outcome a seed aims at, and how often: the engine's answer decides whether it got there.
OUTCOMES = (("70C", 25), ("70E1", 20), ("70D1", 25), ("71B", 15), ("stands", 15))
ATTEMPTS = 60  # positions tried for one outcome before the seed tries another story
# The claim search's budget here: a position that needs more is not used (a question must come in
# well under a second); the command line's budget (rulings.claims.search.NODE_BUDGET) is far larger.
QUIZ_BUDGET = 4_000


@dataclass(frozen=True)
class Position:
    hands: tuple[int, int, int, int]
    trump: str  # C D H S or NT
    declarer: int
    lead: int
    claimed: int
    statement: dict  # the claim query's statement

    def query(self) -> dict:
        return {
            "q": "claim",
            "deal": "N:" + " ".join(_pbn_hand(h) for h in self.hands),
            "trump": self.trump,
            "lead": SEAT_NAMES[self.lead],
            "claimer": SEAT_NAMES[self.declarer],
            "declarer": SEAT_NAMES[self.declarer],
            "claimed": self.claimed,
            "statement": self.statement,
        }

    @property
    def remaining(self) -> int:
        return self.hands[0].bit_count()


def _pbn_hand(mask: int) -> str:
    return ".".join(
        "".join(CARD_CODES[c][1] for c in reversed(cards_in(mask & SUIT_MASKS[suit]))) for suit in (3, 2, 1, 0)
    )


# ------------------------------------------------------------------ positions
def rule(query: dict) -> dict | None:
    """The engine's answer to the claim query (the same as `rulings.answer(query)`), or None when
    its search would pass QUIZ_BUDGET positions."""
    try:
        # The table keyed on the hands as they are: QUIZ_BUDGET was set on that search, and the
        # positions it answers within it are the quiz's goldens (the faster key answers more).
        return claim_answer(query, budget=QUIZ_BUDGET, relative_ranks=False)
    except ClaimError:
        return None


def _deal(rng, size: int, motif: str, trump: int | None, declarer: int) -> tuple[int, int, int, int]:
    """Four hands of `size` cards; the motif's cards are placed first, the rest dealt at random."""
    placed: list[list[int]] = [[], [], [], []]
    side = (declarer, declarer ^ 2)
    if motif == "trump" and trump is not None:
        # the claiming side holds the top trumps, one opponent a small one
        base = 13 * trump
        placed[rng.choice(side)].append(base + 12)
        placed[rng.choice(side)].append(base + 11)
        placed[rng.choice((declarer ^ 1, declarer ^ 3))].append(base + rng.randrange(0, 7))
    elif motif in ("tenace", "onside"):
        # AQ in one hand of the claiming side, a small card in its partner's; the king behind the
        # AQ (the finesse loses), or with "onside" in front of it (the finesse wins)
        suit = 13 * rng.choice([s for s in range(4) if s != trump])
        holder = rng.choice(side)
        placed[holder] += [suit + 12, suit + 10]
        placed[holder ^ 2].append(suit + rng.randrange(0, 5))
        placed[(holder + (3 if motif == "onside" else 1)) % 4].append(suit + 11)
    elif motif == "order":
        # AK and a small card opposite two small ones, the jack doubleton out: the order matters
        suit = 13 * rng.choice([s for s in range(4) if s != trump])
        holder = rng.choice(side)
        placed[holder] += [suit + 12, suit + 11, suit + rng.randrange(0, 4)]
        partner_cards = rng.sample(range(suit + 4, suit + 8), 2)
        placed[holder ^ 2] += partner_cards
        placed[rng.choice((declarer ^ 1, declarer ^ 3))] += [suit + 9, suit + 8]
    used = {c for hand in placed for c in hand}
    rest = [c for c in range(52) if c not in used]
    rng.shuffle(rest)
    hands = []
    for cards in placed:
        if len(cards) > size:
            raise GenerationError("the motif does not fit the hand")
        need = size - len(cards)
        hands.append(sum(1 << c for c in cards + rest[:need]))
        rest = rest[need:]
    return hands[0], hands[1], hands[2], hands[3]


def _their_trumps(hands, declarer: int, trump: int | None) -> int:
    """The trumps the claimer's opponents hold, as a mask (none in no trumps)."""
    if trump is None:
        return 0
    return (hands[declarer ^ 1] | hands[declarer ^ 3]) & SUIT_MASKS[trump]


def _statement(rng, kind: str, hands, declarer: int, trump: int | None) -> dict:
    """The claimer's statement (68C) as the claim query takes it."""
    ours = hands[declarer] | hands[declarer ^ 2]
    if kind == "trumps":
        if not _their_trumps(hands, declarer, trump):
            # No opponent holds a trump (or there are none): a claimer cannot speak of "the
            # outstanding trump" (70C1), so he says nothing. The engine's answer is the same: only
            # a trick an opponent wins with a trump is lost to it, and 70C needs one (70C: TR
            # "Rakiplerden birinin elinde bir koz kaldığında", WBF "When a trump remains in one of
            # the opponents' hands").
            return {"cards": [], "trumps": False, "finesse": []}
        if trump is None or not ours & SUIT_MASKS[trump]:
            # "I draw the outstanding trump first" is a line of play (68C: TR "hangi oyun ... tarzı
            # ile devam edeceğine", WBF "the line of play"); a side with no trump has none to draw
            # with, so no claimer of it says so (one holding a lower trump may, mistaken).
            raise GenerationError("the claiming side has no trump to draw with")
        return {"cards": [], "trumps": True, "finesse": []}
    if kind == "finesse":
        queens = [c for c in cards_in(ours) if c % 13 == 10 and ours >> (c + 2) & 1]
        if not queens:
            raise GenerationError("no tenace to finesse with")
        return {"cards": [], "trumps": False, "finesse": [CARD_CODES[queens[0]]]}
    if kind == "order":
        # the top cards of one suit of the claiming side, from the top
        suits = [s for s in range(4) if ours & SUIT_MASKS[s]]
        suit = rng.choice(suits)
        top = list(reversed(cards_in(ours & SUIT_MASKS[suit])))[: rng.randint(1, 3)]
        return {"cards": [CARD_CODES[c] for c in top], "trumps": False, "finesse": []}
    return {"cards": [], "trumps": False, "finesse": []}


MOTIFS = {  # outcome aimed at -> (motifs, statements) drawn from
    "70C": (("trump",), ("silent", "order")),
    "70E1": (("tenace",), ("trumps", "silent")),  # trumps mentioned: 70C cannot decide first
    "70D1": (("order", "order", "trump", "none"), ("silent", "order", "trumps")),
    "71B": (("none", "trump", "tenace"), ("silent", "order")),
    "stands": (("onside", "onside", "trump"), ("finesse", "finesse", "silent", "trumps")),
}


def _position(rng, outcome: str) -> tuple[Position, dict]:
    """A position and the engine's answer, of the outcome aimed at."""
    motifs, statements = MOTIFS[outcome]
    for _attempt in range(ATTEMPTS):
        motif = rng.choice(motifs)
        strain = rng.choice(STRAINS[:4] if motif == "trump" else STRAINS)
        trump = None if strain == "NT" else "CDHS".index(strain)
        declarer = rng.randrange(4)
        size = rng.choice((3, 3, 4, 4, 5))  # five-card endings take the search longest
        try:
            hands = _deal(rng, size, motif, trump, declarer)
            statement = _statement(rng, rng.choice(statements), hands, declarer, trump)
            lead = _lead(rng, hands, declarer, statement)
        except GenerationError:
            continue
        full = rule(Position(hands, strain, declarer, lead, size, statement).query())
        if full is None:
            continue
        dd, worst = full["dd_tricks"], full["worst_tricks"]
        if outcome == "71B":
            if worst == 0:
                continue
            claimed = rng.randrange(0, worst)  # a concession of tricks no normal line loses
        else:
            # the tricks double dummy gives, or "the rest" (as if a finesse or a suit's split were sure)
            claimed = {"70E1": size, "stands": dd}.get(outcome) or rng.choice((dd, size))
            if (worst < claimed) != (outcome != "stands"):
                continue  # a claim fails exactly when some normal line takes fewer tricks
            if outcome == "70D1" and worst == dd:
                # 70D1 refuses a more successful line where a less successful normal one exists (TR
                # "ortada normal fakat daha az başarılı bir oyun tarzı varsa ... hiçbir başarılı oyun
                # tarzını kabul etmeyecektir", WBF "shall not accept ... any successful line ... if
                # there is an alternative normal line of play that would be less successful"); where
                # the best line takes no more than the worst, there is none to refuse.
                continue
        position = Position(hands, strain, declarer, lead, claimed, statement)
        got = full if claimed == size else rule(position.query())
        if got is None:
            continue
        if _line_as_stated(got["losing_line"], position, trump) and _outcome(got, position, trump) == outcome:
            return position, got
    raise GenerationError(f"no position ruled {outcome}")


def _line_as_stated(line: list[str] | None, position: Position, trump: int | None) -> bool:
    """Whether the engine's line is one the claimer's statement describes: it draws the trumps
    first when he says so, plays the cards he named in his order, and throws none of them under
    another by choice; elsewhere the question would show a line that contradicts the story."""
    if position.statement["trumps"] and not _draws_trumps_first(line, position, trump):
        return False
    return _keeps_stated_order(line, position.statement) and _named_cards_win_apart(line, position)


def _outcome(got: dict, position: Position, trump: int | None) -> str | None:
    """What the engine's answer makes of the position, or None when it is of no interest."""
    if got["decides"] in (
        laws.CLAIM_OUTSTANDING_TRUMP,
        laws.CLAIM_UNSTATED_FINESSE,
        laws.CLAIM_UNSTATED_SUCCESSFUL_LINE,
    ):
        return got["decides"] if got["awarded"] < position.claimed else None
    if laws.CONCESSION_CANCELLED in got["laws"]:
        return "71B"
    if got["decides"] is None and position.claimed > 0 and _pitfall(position, trump):
        return "stands"
    return None


def _line_tricks(line: list[str]) -> list[list[tuple[int, int]]]:
    """The engine's losing line ("S:HA", ...) as tricks of (seat, card), four plays each (the last
    shorter when the line ends inside a trick)."""
    plays = [(SEAT_NAMES.index(play[0]), CARD_CODES.index(play[2:])) for play in line]
    return [plays[i : i + 4] for i in range(0, len(plays), 4)]


def _draws_trumps_first(line: list[str] | None, position: Position, trump: int | None) -> bool:
    """Whether the engine's line carries out "I draw the outstanding trump(s) first": from the first
    lead the claiming side makes, each of its leads while an opponent still holds a trump is a trump.

    The statement is the line of play the claimer proposes (68C: TR "talepte bulunduğu löveleri
    hangi oyun veya defans tarzı ile kazanmayı düşündüğüne ilişkin düzgün bir açıklama", WBF "a
    clear statement of the line of play or defense through which the claimer proposes to win the
    tricks claimed"), and the question shows the engine's line as the one ruled. The engine reads
    the words as `trumps` (70C1) and, by its rule 9, has only a hand on lead holding a trump above
    all of theirs lead one: a hand without a trump, with lower ones, or out of them, may lead
    another suit, and the line shown would contradict the words. Where the line shown does draw
    the trumps, being the engine's worst normal line it takes the fewest tricks of every normal
    line that draws them, so the award is also that of the stated line; elsewhere the generator
    draws another position. The engine is not changed, and it is not given cards the claimer did
    not name (`statement.cards`): that would rule a statement he did not make (70B1) and settle
    for him which trump he leads, and from which hand (70A: any doubtful point as to a claim is
    resolved against the claimer)."""
    if not line:
        return True  # the claim stands: no line is shown
    theirs = _their_trumps(position.hands, position.declarer, trump)
    side = position.declarer & 1
    for trick in _line_tricks(line):
        leader, led = trick[0]
        if theirs and leader & 1 == side and led // 13 != trump:
            return False
        for _seat, card in trick:
            theirs &= ~(1 << card)
    return True


def _lead(rng, hands, declarer: int, statement: dict) -> int:
    """Who is on lead: the claiming side twice as often as an opponent."""
    lead = rng.choice((declarer, declarer ^ 2, declarer, declarer ^ 2, declarer ^ 1, declarer ^ 3))
    if not _first_named_can_lead(hands, lead, declarer, statement):
        raise GenerationError("the first card named is not in the hand on lead")
    return lead


def _first_named_can_lead(hands, lead: int, declarer: int, statement: dict) -> bool:
    """Whether a claimer on lead names first a card the hand on lead holds. A story that has North
    on lead say "I play the ♦J first" with the ♦J in South's hand cannot be played as told: the
    first card of a trick is led from the hand on lead (44A: TR "Löveye çıkış yapacak oyuncu
    elindeki herhangi bir kartı oynayabilir"; WBF "The player who leads to a trick may play any
    card in his hand"), and a Director reads the statement as the order the cards will be
    played in (68C: TR "kartları hangi sıra ile oynayacağına"; WBF "the order in which cards will
    be played"). With an opponent on lead, the first named card is played to his lead from either
    hand, as the claimer's side's turns come (qa64)."""
    if not statement["cards"] or lead not in (declarer, declarer ^ 2):
        return True
    return hands[lead] >> CARD_CODES.index(statement["cards"][0]) & 1 == 1


def _keeps_stated_order(line: list[str] | None, statement: dict) -> bool:
    """Whether the engine's line plays the cards the claimer named in the order he named them ("I
    play the ♥10, ♥9, in that order"): each one after those named before it, none of them before.

    The statement gives "the order in which the cards will be played" (68C: TR "kartları hangi sıra
    ile oynayacağına", WBF "the order in which cards will be played"). The engine holds the claimer
    to his first named card only (its rule 2), so its worst normal line may crash two named cards
    on one trick, the later one played first (qa54's seed: West discards the ♥2, then must follow
    with the ♥9 under South's heart before dummy's ♥10). Whether such a line is normal is the
    Director's judgement (70D1, footnote 21); a question shows the engine's line as the one ruled,
    so it asks only where that line keeps the stated order, and draws another position elsewhere.
    The engine is not changed."""
    if not line or len(statement["cards"]) < 2:
        return True
    named = statement["cards"]
    played = [play[2:] for play in line]
    seen = [code for code in played if code in named]
    return seen == named[: len(seen)]


def _named_cards_win_apart(line: list[str] | None, position: Position) -> bool:
    """Whether the engine's line plays each card the claimer named on a trick of its own, unless the
    Laws or his own order leave that hand no other card: "I play the ♥A, ♥K, in that order" with
    the ♥K beside the ♥5 opposite the ♥A is not carried out by a line that drops the ♥K under the
    ♥A (qa65: seeds 348, 604, 642, 747, 833).

    The statement is the line "through which the claimer proposes to win the tricks claimed,
    including the order in which the cards will be played" (68C: TR "talepte bulunduğu löveleri
    hangi oyun veya defans tarzı ile kazanmayı düşündüğüne", "kartları hangi sıra ile
    oynayacağına"): the cards he names one after another are cards he proposes to play to tricks
    one after another. A line that throws one of them on a trick another already holds, with a
    card he did not name to play there, contradicts what he said; it is not a normal line for
    him (70D1, footnote 21: careless or inferior play, not play against his own statement), and
    the question shows the engine's line as the one ruled, so another position is drawn. Where the
    hand must play it, having no other card of the suit led (44C: TR "her oyuncu eğer mümkünse
    renge uymak zorundadır", WBF "each player must follow suit if possible") or only named cards
    that come later, the line is the statement played as told: a claimer who overlooks that his
    ♣A and ♣K are both singletons says just this, and the question is kept."""
    named = position.statement["cards"]
    if not line or len(named) < 2:
        return True
    held = list(position.hands)
    named_codes = {CARD_CODES.index(code) for code in named}
    for trick in _line_tricks(line):
        led_suit = SUIT_MASKS[trick[0][1] // 13]
        for index, (seat, card) in enumerate(trick):
            if card in named_codes and any(earlier in named_codes for _s, earlier in trick[:index]):
                legal = held[seat] & led_suit or held[seat]
                if legal & ~sum(1 << code for code in named_codes):
                    return False
        for seat, card in trick:
            held[seat] &= ~(1 << card)
    return True


def _pitfall(position: Position, trump: int | None) -> bool:
    """Whether a claim that stands had something for the Director to look at: an opponent's trump
    the claimer did not mention, or a finesse he stated."""
    if position.statement["finesse"]:
        return True
    return not position.statement["trumps"] and bool(_their_trumps(position.hands, position.declarer, trump))


# ------------------------------------------------------------------ wording
def _strain_text(strain: str, lang: str) -> str:
    if strain == "NT":
        return "kontrat sanzatu" if lang == "tr" else "the contract is in no trumps"
    word = names.SUIT_WORDS[lang][strain]
    return f"koz {word}" if lang == "tr" else f"{names.SUIT_PLURALS['en'][strain]} are trumps"


def _outstanding_trumps(position: Position) -> int:
    """How many trumps the claimer's opponents hold."""
    trump = None if position.trump == "NT" else "CDHS".index(position.trump)
    return _their_trumps(position.hands, position.declarer, trump).bit_count()


def _statement_text(position: Position, lang: str) -> str:
    statement = position.statement
    if statement["trumps"]:
        # "the trump" or "the trumps" as the opponents hold them; "the rest are mine" only when he
        # claims every trick left (a claim of fewer concedes the rest, 68B1).
        several = _outstanding_trumps(position) > 1
        everything = position.claimed == position.remaining
        if lang == "tr":
            drawn = "Önce dışarıdaki kozları alıyorum" if several else "Önce dışarıdaki kozu alıyorum"
            return f"«{drawn}, gerisi benim.»" if everything else f"«{drawn}.»"
        drawn = "I draw the outstanding trumps first" if several else "I draw the outstanding trump first"
        return f'"{drawn}; the rest are mine."' if everything else f'"{drawn}."'
    if statement["finesse"]:
        card = names.card(statement["finesse"][0], lang)
        return f"«{card} ile empas yapıyorum.»" if lang == "tr" else f'"I finesse the {card}."'
    if len(statement["cards"]) == 1:
        card = names.card(statement["cards"][0], lang)
        return f"«Önce {card} oynuyorum.»" if lang == "tr" else f'"I play the {card} first."'
    if statement["cards"]:
        shown = names.cards(statement["cards"], lang)
        return f"«{shown} sırasıyla oynuyorum.»" if lang == "tr" else f'"I play the {shown}, in that order."'
    return ""


def _hands_text(position: Position, lang: str) -> str:
    """The four hands in words, as the diagram shows them ("North: ♠A 10 ♥5; East: ...")."""
    out = []
    for seat, hand in zip(SEAT_NAMES, position.hands, strict=True):
        suits = []
        for suit in (3, 2, 1, 0):
            held = list(reversed(cards_in(hand & SUIT_MASKS[suit])))
            if held:
                letter = "CDHS"[suit]
                suits.append(names.SYMBOLS[letter] + " ".join(names.rank(CARD_CODES[c][1], lang) for c in held))
        out.append(f"{names.seat(seat, lang)}: {' '.join(suits)}")
    return "; ".join(out) + "."


def _prompt(position: Position, lang: str, ask: str) -> str:
    """The position and the claim as the Director hears it; the same words whatever the ruling."""
    declarer = SEAT_NAMES[position.declarer]
    lead = SEAT_NAMES[position.lead]
    n, k = position.remaining, position.claimed
    said = _statement_text(position, lang)
    if lang == "tr":
        who = names.seat(declarer, "tr")
        if k == n:
            claim = f"{who} kalan bütün löveleri talep eder"
        elif k == 0:
            claim = f"{who} kalan bütün löveleri terk eder"
        else:
            claim = f"{who} kalan lövelerden {k} tanesini talep eder, diğer {n - k} löveyi terk eder"
        claim += f" ve şöyle der: {said}" if said else ", bir açıklama yapmadan."
        return (
            f"{names.capitalize(_strain_text(position.trump, 'tr'))}, deklaran {who}. Kalan {n} lövede çıkış "
            f"{names.seat(lead, 'tr', 'loc')}.\n{_hands_text(position, 'tr')}\n{claim}\nHakem çağrılır. {ask}"
        )
    who = names.seat(declarer, "en")
    if k == n:
        claim = f"{who} claims all the remaining tricks"
    elif k == 0:
        claim = f"{who} concedes all the remaining tricks"
    else:
        claim = f"{who} claims {k} of the remaining tricks, conceding the other {n - k}"
    claim += f", saying: {said}" if said else ", without a statement."
    return (
        f"{names.capitalize(_strain_text(position.trump, 'en'))}, declarer {who}. {n} tricks remain; "
        f"{names.seat(lead, 'en')} is on lead.\n{_hands_text(position, 'en')}\n{claim}\nThe Director is called. {ask}"
    )


def _tricks_text(count: int, lang: str) -> tuple[str, str]:
    return (f"{count} löve", f"{count} trick" + ("" if count == 1 else "s"))


PARAGRAPH_TEXT = {
    "70C": ("Yasa 70C: dışarıda kalan koz", "Law 70C: an outstanding trump"),
    "70D1": ("Yasa 70D1: normal fakat daha az başarılı bir oyun tarzı", "Law 70D1: a normal but less successful line"),
    "70E1": ("Yasa 70E1: belirtilmemiş bir empas", "Law 70E1: an unstated finesse"),
    "71B": (
        # Law 71's rule, not the WBF's duty (TR "hakem terki aşağıdaki sebeplerle iptal etmedikçe, geçerli
        # kalmalıdır"; WBF "the Director shall cancel a concession"; the editor's note translation-71, qa274).
        "Yasa 71B: terk, Düzeltme Süreci içinde hakem onu hiçbir normal oyunla kaybedilemeyecek bir lövenin terki olduğu için iptal etmedikçe geçerli kalmalıdır",
        "Law 71B: a concession must stand unless, within the Correction Period, the Director cancels it as the concession of a trick no normal play loses",
    ),
    "stands": (
        "Talep geçerlidir (Yasa 70A): hiçbir normal oyun talep edilen bir löveyi kaybetmez",
        "The claim stands (Law 70A): no normal play loses a claimed trick",
    ),
}


def _line_steps(line: list[str], trump: str, lang: str) -> list[str]:
    """The engine's losing line, one sentence per trick, with the trick's winner."""
    strain = None if trump == "NT" else "CDHS".index(trump)
    out = []
    for number, trick in enumerate(_line_tricks(line), start=1):
        shown = ", ".join(f"{names.seat(SEAT_NAMES[s], lang)} {names.card(CARD_CODES[c], lang)}" for s, c in trick)
        if len(trick) < 4:
            out.append(f"{number}. löve: {shown}." if lang == "tr" else f"Trick {number}: {shown}.")
            continue
        winner = SEAT_NAMES[trick_winner(trick, strain)]
        if lang == "tr":
            out.append(f"{number}. löve: {shown}; löveyi {names.seat(winner, 'tr')} alır.")
        else:
            out.append(f"Trick {number}: {shown}; {names.seat(winner, 'en')} wins it.")
    return out


@dataclass(frozen=True)
class LostFinesse:
    """The trick of the engine's losing line where its finesse loses (70E1)."""

    trick: int  # its number in the line, from 1
    suit: str  # the suit of the claiming side's card (C D H S)
    third: tuple[str, str]  # (seat, card) of the claiming side's card, played third
    fourth: tuple[str, str]  # (seat, card) of the opponent's card that beats it


def _lost_finesse(line: list[str], position: Position) -> LostFinesse:
    """The first trick of the engine's losing line that the engine counts as a lost finesse
    (rulings.claims.normal_play.lost_finesse, its "70E1": a card of the claiming side in third seat winning
    the trick, beaten by fourth hand while that hand held a higher card of the suit). A
    GenerationError when no trick is one, or when an opponent fails to follow to that suit up to
    it: the step would then not be what the engine decided."""
    claim = parse_claim(position.query())
    side = position.declarer & 1
    tricks = [trick for trick in _line_tricks(line) if len(trick) == 4]
    held = list(position.hands)  # before each trick
    for number, trick in enumerate(tricks, start=1):
        if lost_finesse(claim, trick, held):
            suit = trick[2][1] // 13
            led = [t for t in tricks[:number] if t[0][1] // 13 == suit]
            if any(seat & 1 != side and card // 13 != suit for t in led for seat, card in t):
                raise GenerationError("an opponent shows out of the finesse's suit on the losing line")
            (third_seat, third), (fourth_seat, fourth) = trick[2], trick[3]
            return LostFinesse(
                number,
                "CDHS"[suit],
                (SEAT_NAMES[third_seat], CARD_CODES[third]),
                (SEAT_NAMES[fourth_seat], CARD_CODES[fourth]),
            )
        for seat, card in trick:
            held[seat] &= ~(1 << card)
    raise GenerationError("the losing line loses no finesse")


def _finesse_step(lost: LostFinesse, lang: str) -> str:
    """70E1 with both its exceptions, and what the engine's answer makes of each, in each text's verb:
    TR "... hiçbir oyun tarzını kabul etmeyecektir", WBF "The Director shall not accept from claimer any
    unstated line of play ..." (audit294: it said "kabul edilmez" / "is not accepted")."""
    (third, third_card), (fourth, fourth_card) = lost.third, lost.fourth
    if lang == "tr":
        suit = names.SUIT_WORDS["tr"][lost.suit]
        return (
            f"{law('70E1', 'tr')}: bir rakip talepten önce o kartın rengine uymamış veya daha sonra herhangi bir normal "
            "oyun tarzında o renge uyamayacak olmadıkça, başarısı özel bir kartı bir rakip yerine diğerinde bulmaya "
            "dayanan, talep edenin belirtmediği bir oyun tarzı kabul edilmeyecektir. Burada iki istisna da yoktur: talepten "
            f"önce {suit} rengine uymayan bir rakip bildirilmemiştir ve aşağıdaki normal oyunda {lost.trick}. löve "
            f"dahil {suit} rengine uymayan bir rakip olmaz; o lövede {names.seat(fourth, 'tr')} "
            f"{names.card(fourth_card, 'tr')} ile {names.seat(third, 'tr', 'gen')} {names.card(third_card, 'tr')} "
            "kartını geçer."
        )
    suits = names.SUIT_PLURALS["en"][lost.suit]
    return (
        f"{law('70E1', 'en')}: an unstated line whose success depends on finding one opponent rather than the other "
        "with a particular card shall not be accepted, unless an opponent failed to follow to the suit of that card before "
        "the claim, or would subsequently fail to follow to that suit on any normal line of play. Neither exception "
        f"applies here: no opponent is reported to have failed to follow to {suits} before the claim, and on the "
        f"normal line below no opponent fails to follow to {suits} up to and including trick {lost.trick}, where "
        f"{names.seat(fourth, 'en')}'s {names.card(fourth_card, 'en')} beats {names.seat(third, 'en')}'s "
        f"{names.card(third_card, 'en')}."
    )


def _explain(position: Position, got: dict, steps: Steps) -> None:
    side_tr = names.side(names.side_of(SEAT_NAMES[position.declarer]), "tr")
    side_en = names.side(names.side_of(SEAT_NAMES[position.declarer]), "en")
    # 70A's own words, then the engine's model of them, said to be the model's: the Laws do not
    # say how the Director looks for the line (70B3 only lets him have the cards faced), and what
    # "normal" covers is the footnote's, judged "for the class of player involved".
    if position.claimed == 0:
        # A concession of every trick left, with no claim: 70A's doubtful point is "as to a claim"
        # (TR "talep ile ilgili her şüpheli durum talep edenin aleyhine"; WBF "any doubtful point as
        # to a claim shall be resolved against the claimer"), so only its first clause, which
        # names a concession too (TR "İtiraz edilmiş bir talep veya terk hakkında karar verirken,
        # hakem bordun sonucunu her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır";
        # WBF "In ruling on a contested claim or concession, the Director adjudicates the result of
        # the board as equitably as possible to both sides"; the 2007 Laws' "the Director's objective
        # is to determine the result" until qa289); 71B's own test follows (qa91 left it; session 63).
        steps.add(
            ["70A"],
            f"{law('70A', 'tr')}: itiraz edilmiş bir talep veya terk hakkında karar verirken hakem, bordun sonucunu her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır. Karar motoru terki kendi normal oyun modeliyle tartar (yasanın sözleri değil, motorun modeli): dört eli görerek, kalan kartların terk edenin açıklamasını izleyen ve açıklamanın söylemediği yerde herhangi bir normal kartı oynayan bir oyununu, defansın her oyununa karşı arar.",
            f"{law('70A', 'en')}: in ruling on a contested claim or concession, the Director adjudicates the result of the board as equitably as possible to both sides. The ruling engine weighs the concession with its own model of normal play (the engine's model, not the Law's words): seeing all four hands, it looks for a line of the remaining cards that follows the conceder's statement and, where the statement is silent, plays any normal card, against any defence.",
        )
    else:
        # 70A's second clause in the official Turkish's future (TR "talep ile ilgili her şüpheli durum talep
        # edenin aleyhine çözümlenecektir"; qa279), the English in the WBF's "shall be resolved against the
        # claimer" (qa290).
        # "defans", the Turkish Laws' word for the claimer's opponents here ("defans oyuncusu",
        # "defans tarafı"); they never say "savunma" (qa116), nor in the concession's step above.
        steps.add(
            ["70A"],
            f"{law('70A', 'tr')}: talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir. Karar motoru bunu kendi normal oyun modeliyle uygular (yasanın sözleri değil, motorun modeli): dört eli görerek, talep edenin açıklamasını izleyen ve açıklamanın söylemediği yerde herhangi bir normal kartı oynayan bir oyunu, defansın her oyununa karşı arar.",
            f"{law('70A', 'en')}: any doubtful point as to a claim shall be resolved against the claimer. The ruling engine applies this with its own model of normal play (the engine's model, not the Law's words): seeing all four hands, it looks for a line that follows the claimer's statement and, where the statement is silent, plays any normal card, against any defence.",
        )
    decides = got["decides"]
    if decides == laws.CLAIM_OUTSTANDING_TRUMP:
        steps.add(
            ["70C"],
            # All three conditions of 70C, the claimer's awareness (70C2) included: the story shows
            # nothing that he knew of the trump, so the engine (asked without `aware`) counts him
            # unaware. Official Turkish 70C2 "olası" (likely), WBF "at all likely" (editor's note).
            f"{law('70C', 'tr')}: rakiplerden birinin elinde bir koz kalmıştır, talep eden koz hakkında bir beyanda bulunmamıştır, talep anında bu kozdan haberi olmaması olasıdır (bildiğini gösteren bir şey yoktur; WBF İngilizcesi bunun en küçük bir olasılık olmasını yeterli sayar: 'at all likely') ve o koza normal bir oyunla bir löve kaybedilebilir.",
            f"{law('70C', 'en')}: an opponent still holds a trump, the claimer made no statement about it, it is likely that when he claimed he was unaware of it (nothing shows that he knew; the WBF English asks only whether this is 'at all likely'), and a trick can be lost to it by a normal play.",
        )
    elif decides == laws.CLAIM_UNSTATED_FINESSE:
        # Both of 70E1's exceptions, and the engine's finding on each (TR "bir rakip, talep ileri
        # sürülmeden önce o kartın rengine uymamış veya daha sonra herhangi bir normal oyun tarzı
        # ile o renge uyamayacak olmadıkça"; WBF "unless an opponent failed to follow to the suit
        # of that card before the claim was made, or would subsequently fail to follow to that suit
        # on any normal line of play"): the query reports no void (no `shown_out`, no trick in
        # progress), and the engine's losing line is a normal line on which nobody shows out of
        # the suit before the finesse loses.
        lost = _lost_finesse(got["losing_line"], position)
        steps.add(["70E1"], _finesse_step(lost, "tr"), _finesse_step(lost, "en"))
    elif decides == laws.CLAIM_UNSTATED_SUCCESSFUL_LINE:
        steps.add(
            ["70D1"],
            # Footnote 21 in full: "careless" alone dropped "or inferior" and "for the class of
            # player involved" (TR "söz konusu oyuncunun düzeyi için dikkatsiz veya düşük nitelikli
            # oyunları kapsamaktadır"; WBF "includes play that would be careless or inferior for
            # the class of player involved"), and the footnote is not 70D1's text. 70D1's own term
            # for what the claimer said: TR "orijinal açıklama beyanında", WBF "original
            # clarification statement" (qa91; it said "orijinal açıklamasında", "original statement").
            # Its verb, each text's: TR "kabul etmeyecektir", WBF "shall not accept" (audit294: it said
            # "kabul edilmez" / "is accepted").
            f"{law('70D1', 'tr')}: normal fakat daha az başarılı bir oyun tarzı varken, talep edenin orijinal açıklama beyanında belirtmediği başarılı bir oyun tarzı kabul edilmeyecektir. “Normal”, söz konusu oyuncunun düzeyi için dikkatsiz veya düşük nitelikli oyunları da kapsar (dipnot 21).",
            f"{law('70D1', 'en')}: no successful line not embraced in the original clarification statement shall be accepted when there is an alternative normal line that would be less successful. “Normal” includes play that would be careless or inferior for the class of player involved (footnote 21).",
        )
    if got["losing_line"]:
        steps.add(
            [],
            "Kaybettiren oyun, kart kart:",
            "The losing line, card by card:",
        )
        for tr, en in zip(
            _line_steps(got["losing_line"], position.trump, "tr"),
            _line_steps(got["losing_line"], position.trump, "en"),
            strict=True,
        ):
            steps.add([], tr, en)
    if laws.CONCESSION_CANCELLED in got["laws"]:
        # Law 71: TR "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde, hakem
        # terki aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır: ... B. ... kalan kartların herhangi
        # bir normal şekilde oynanması sonucu kaybedemeyeceği bir löveyi terk etmişse; Bu löve iade edilerek
        # bord yeniden skorlanır."; WBF "A concession must stand, once made, except that within the
        # Correction Period established under Law 79C the Director shall cancel a concession: ... The board
        # is rescored with such trick awarded to his side." The Turkish sets no duty (note translation-71):
        # the step states 71's rule, and the cancelling is the engine's ruling on this concession (qa274).
        restored = got["awarded"] - position.claimed
        steps.add(
            ["71B"],
            f"{law('71B', 'tr')}: terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde hakem terki Yasa 71'in sebeplerinden biriyle iptal etmedikçe geçerli kalmalıdır; sebeplerden biri, kalan kartların herhangi bir normal şekilde oynanması sonucu kaybedilemeyecek bir lövenin terkidir. Buradaki terk böyledir: hakem onu iptal eder ve {'löve' if restored == 1 else 'löveler'} iade edilerek bord yeniden skorlanır: {position.claimed} değil, {got['awarded']} löve.",
            f"{law('71B', 'en')}: once a concession has been made, it must stand, unless, within the Correction Period established under Law 79C, the Director cancels it for one of Law 71's reasons; one is the concession of a trick that could not be lost by any normal play of the remaining cards. This concession is one: the Director cancels it and the board is rescored with {'that trick' if restored == 1 else 'those tricks'} restored: {_tricks_text(got['awarded'], 'en')[1]}, not {position.claimed}.",
        )
    elif decides is None:
        steps.add(
            [],
            "Açıklamayı izleyen hiçbir normal oyun, defans ne yaparsa yapsın, talep edilen lövelerden birini kaybetmez: talep geçerlidir.",
            "No normal line that follows the statement loses a claimed trick, whatever the defence does: the claim stands.",
        )
    if laws.CLAIM_ORDER_BY_REGULATION in got["laws"]:
        steps.add(["70E2"], f"{law('70E2', 'tr')}.", f"{law('70E2', 'en')}.")
    steps.add(
        [],
        f"Sonuç: {side_tr} {got['awarded']} löve alır.",
        f"So {side_en} get {got['awarded']} trick" + ("" if got["awarded"] == 1 else "s") + ".",
    )


# ------------------------------------------------------------------ questions
def generate(seed: int) -> Question:
    return retrying(lambda rng: _generate(rng, seed), rng_for(TYPE, seed))


def _generate(rng, seed: int) -> Question:
    outcome = rng.choices([o for o, _ in OUTCOMES], [w for _, w in OUTCOMES])[0]
    position, got = _position(rng, outcome)
    side = names.side_of(SEAT_NAMES[position.declarer])
    if outcome in ("70C", "70E1", "70D1") and rng.random() < 0.4:
        ask_tr, ask_en = "Hangi paragraf karar verir?", "Which paragraph decides?"
        correct = PARAGRAPH_TEXT[outcome]
        wrong = [PARAGRAPH_TEXT[k] for k in ("70C", "70E1", "70D1", "stands", "71B") if k != outcome]
        rng.shuffle(wrong)
    else:
        ask_tr = f"{names.side(side, 'tr', 'dat')} kaç löve verirsiniz?"
        ask_en = f"How many tricks do you award {names.side(side, 'en')}?"
        awarded = got["awarded"]
        correct = _tricks_text(awarded, "tr")
        near = [position.claimed, got["dd_tricks"], awarded - 1, awarded + 1, awarded + 2, awarded - 2]
        wrong = [_tricks_text(t, "tr") for t in dict.fromkeys(near) if 0 <= t <= position.remaining and t != awarded]
    choices, key = make_choices(rng, correct, wrong)
    steps = Steps()
    _explain(position, got, steps)
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=_prompt(position, "tr", ask_tr),
        prompt_en=_prompt(position, "en", ask_en),
        choices=choices,
        answer=key,
        explanation_tr="\n".join(steps.tr),
        explanation_en="\n".join(steps.en),
        laws=cited(*steps.labels),
        scenario=position.query(),
        expected=got,
    )
