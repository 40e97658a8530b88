"""A claim made while a defender's penalty card lies on the table (Laws 50, 51, 70A; issue 24).

The claimer's opponents play any legal card (70A), and a card is legal only as Laws 50 and 51 allow
while a penalty card lies on the table:

- 50D1(a): a major penalty card "must be played at the first legal opportunity, whether in leading,
  following suit, discarding or trumping" (TR "ister çıkışta, renge uyarken, defos yaparken veya
  çakarken olsun ilk yasal fırsatta oynanmak zorundadır"); 50D1(b): following suit, and a lead
  restriction, come first (TR "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme
  zorunluluğu, bir majör cezalı kartı oynama zorunluluğundan önce gelir"); of two or more that can
  be played, declarer designates (51A), which the search tries all of (below).
- 50C: with a minor penalty card the defender "may not play any other card of the same suit below
  the rank of an honor until he has first played the penalty card, but he is entitled to play an
  honor card instead" (TR "aynı renkten onör derecesinin altında hiçbir kartı oynayamaz, ancak,
  bir onör kartı oynayabilir"); his partner has no lead restriction.
- 50D2, 51B: when the partner of a defender with a major penalty card is to lead, declarer chooses
  (TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz"):
  to require the suit of the penalty card, or to prohibit it "for as long as he retains the lead"
  (TR "çıkış kendisinde kaldığı müddetçe"), the card then being "no longer a penalty card" and
  picked up (TR "kart artık cezalı kart olmaktan çıkar ve ait olduğu ele geri konur"); or neither,
  the penalty card staying on the table (50D2(b)); with penalty cards in several suits, one suit
  required or one or more forbidden (51B2), the cards of each such suit picked up (51B1). Where
  the partner keeps the lead, the choice comes again (footnotes 14, 16), and the prohibitions add
  up (docs/rulings-cli.md, "Lead prohibitions": the `state` query's reading, `LeadRestriction` in
  rulings/play.py). 59: a player who cannot lead as required leads any otherwise legal card.

Where the claimer's statement names no such choice, it is a doubtful point, resolved against the
claimer (70A, TR "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir"; WBF
"any doubtful point as to a claim shall be resolved against the claimer"). So the search tries
every choice declarer has and keeps the one that gives the claimer fewest tricks, as it does for
51A's designation. Two exceptions (since branch `claimpen2`): a choice declarer made before the
claim (the query's `lead_restriction`, the prohibitions or requirement in force, and
`lead_chosen`, the choice for the lead at the claim already made, 50D2(b) when nothing is in
force) holds, and no choice is tried at that lead; a choice declarer stated in his claim
(`statement.lead_choice`) is made at the first lead where he chooses, and where it cannot be made
there (a suit it names has no penalty card left on the table) every choice is tried (70A). At any
later lead where he chooses again (footnotes 14, 16), every choice is tried. Likewise a 51A
designation stated in the claim (`statement.designation`, branch `claimdesig`: penalty cards in
order) is held at every turn where he designates ("at that turn", TR "o lövede"): the first card
it names among those that can legally be played; where it names none of them, every one is tried.

The state of the penalty cards along a line travels in the search's `known` (the voids shown), as
extra entries: `(UP, card)` a major penalty card picked up, `(FORBID, seat, suit)` a suit the seat
may not lead while he keeps the lead, `(REQUIRE, seat, suit)` the suit he must lead to this trick.
The search's table then keys positions on the hands as they are (the relative ranks of
rulings/claims/key.py would merge a penalty card with a card that is not one). Only the defenders
hold penalty cards (48A, a card of declarer or dummy never becomes one). In declarer's claim they
are the claimer's opponents, and the model of normal play is unchanged. In a defender's claim
(branch claimpen3; refused before) they are the claimer's own side: its normal cards are chosen
among those Laws 50 and 51 leave it (`narrowed_legal`), a 51A designation among its penalty cards
is declarer's and every one is tried (`choices`), declarer's 50D2/51B choice before its leads is
tried every way (`options`), all against the claimer (70A), and 70D2's search reads them alike
(`PenaltyPartnerBest`). A statement naming a penalty card does not play it: the card keeps its
obligation until a line plays it (the Laws do not say that naming it is "playing" it; read against
the claimer). Every card either side plays is legal under Law 44, so the search's lower bounds over
every legal line (rulings/claims/bounds.py) still hold; the ruffing hand's bound, over the model's
lines only, is not used when the claiming side holds penalty cards (`PenaltySearch.floor`).
"""

from __future__ import annotations

from itertools import combinations

from .. import laws
from ..cards import HONOUR_MASK, SUIT_MASKS, cards_in
from .normal_play import NormalPlay, _representatives
from .partners_choice import _PartnerBest
from .search import INFINITY, _Bounded, _Result

UP, FORBID, REQUIRE = "up", "forbid", "require"
# A line's mark of the choice declarer made before a lead (branch claimui): `(CHOICE, code)` in the
# search's line, before the lead it was made for, `code` the act (NONE_CHOSEN, REQUIRED, FORBIDDEN)
# times 16 plus the suits' bits (1 << suit). Never a card: `rule` takes the marks out of the line
# (`split_line`) before anything replays it, and the answer gives them as `losing_choices`.
CHOICE = -1
NONE_CHOSEN, REQUIRED, FORBIDDEN = 0, 1, 2
# `(CHOSEN, seat)`: declarer's choice for the lead at the claim was made before it (no choice is
# tried at that lead); `(STATED, 0)`: his stated choice is still to be made, at the first lead
# where he chooses
CHOSEN, STATED = "chosen", "stated"


def initial(claim) -> frozenset:
    """The penalty entries of `known` at the claim: the restriction in force (the query's
    `lead_restriction`: `(FORBID, seat, suit)` each suit forbidden, `(REQUIRE, seat, suit)` the suit
    required to the lead at the claim), `(CHOSEN, lead)` when declarer's choice for that lead is
    made (`lead_chosen`, or a requirement given), `(STATED, 0)` when the statement names a choice."""
    entries: set[tuple] = set()
    if claim.lead_restriction is not None:
        seat, required, forbidden = claim.lead_restriction
        entries |= {(FORBID, seat, suit) for suit in forbidden}
        if required is not None:
            entries |= {(REQUIRE, seat, required), (CHOSEN, seat)}
    if claim.lead_chosen:
        entries.add((CHOSEN, claim.lead))
    if claim.statement.lead_choice is not None:
        entries.add((STATED, 0))
    return frozenset(entries)


def playable(candidates: int, major: int, minor: int) -> int:
    """Of `candidates` (the cards following suit and a lead restriction allow), those the penalty
    cards allow (50D1, 50C): the major penalty cards among them when there are any (declarer
    designating among two or more, 51A), else without the cards below honour rank of the suit of
    a minor penalty card other than it. The reading of rulings/penalty_card.py's
    `apply_penalty_cards` (the `state` query's), which this package may not import
    (.importlinter); rulings/tests/claims/test_claim_penalty.py checks that the two agree."""
    playable_major = candidates & major
    if playable_major:
        return playable_major
    for suit_mask in SUIT_MASKS:
        penalty = minor & suit_mask
        if penalty:
            narrowed = candidates & ~(suit_mask & ~HONOUR_MASK & ~penalty)
            if narrowed:
                candidates = narrowed
    return candidates


class PenaltyPlay(NormalPlay):
    """The model of play with penalty cards on the table: the claiming side's normal cards as
    before, the opponents' legal cards narrowed by Laws 50, 51 and 59 (the module's docstring)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.stated_choice = self.claim.statement.lead_choice  # ("require"|"forbid"|"none", suits)
        self.designation = self.claim.statement.designation  # 51A, stated: penalty cards in order
        major, minor = [0, 0, 0, 0], [0, 0, 0, 0]
        for seat, card, is_major in self.claim.penalty:
            if is_major:
                major[seat] |= 1 << card
            else:
                minor[seat] |= 1 << card
        self.major = tuple(major)
        self.minor = tuple(minor)
        # a penalty card is never merged with a card of its run: playing it ends an obligation
        self.penalty_cards = frozenset(card for _, card, _ in self.claim.penalty)
        # the defenders: the side whose cards become penalty cards (48A), and whose lead declarer
        # restricts (50D2, 51B); in a defender's claim the claimer's own side (branch claimpen3)
        self.defenders = self.claim.declarer & 1 ^ 1
        # a defender's claim with his side's penalty cards or a lead restriction in force: its normal
        # cards are narrowed by Laws 50 and 51 (`narrowed_legal`), and a designation or a choice of
        # declarer's is tried every way
        self.narrows = self.side == self.defenders and bool(self.claim.penalty or self.claim.lead_restriction)
        self.kept = self.stated_set | self.penalty_cards

    def majors(self, seat: int, hands: tuple, known: frozenset) -> int:
        """The major penalty cards `seat` still has on the table (not played, not picked up)."""
        cards = self.major[seat] & hands[seat]
        for card in cards_in(cards):
            if (UP, card) in known:
                cards &= ~(1 << card)
        return cards

    def lead_allowed(self, seat: int, hand: int, known: frozenset) -> int:
        """The cards `seat` may lead under declarer's choices in force (50D2(a), 51B), or any
        otherwise legal card when he cannot comply (59), as `LeadRestriction.allowed` reads it."""
        forbidden = 0
        required = None
        for suit in range(4):
            if (FORBID, seat, suit) in known:
                forbidden |= SUIT_MASKS[suit]
            if (REQUIRE, seat, suit) in known:
                required = suit
        otherwise = hand & ~forbidden or hand
        if required is None:
            return otherwise
        return hand & SUIT_MASKS[required] or otherwise

    def legal(self, seat: int, hands: tuple, trick: list, known: frozenset) -> int:
        """The cards an opponent of the claimer may play: following suit first (44C), then a lead
        restriction, then his penalty cards (50D1(b))."""
        hand = hands[seat]
        base = (hand & SUIT_MASKS[trick[0][1] // 13] or hand) if trick else self.lead_allowed(seat, hand, known)
        return playable(base, self.majors(seat, hands, known), self.minor[seat] & hand)

    def narrowed_legal(self, seat: int, hands: tuple, trick: list, known: frozenset) -> int:
        """The claiming side's legal cards in a defender's claim with his side's penalty cards
        (`narrows`): as the Laws hold any defender (`legal`). The model of normal play then chooses
        among them (rulings/claims/normal_play.py): a card the statement names is played when it
        can legally be; where 50D1 or 50C bars it, the Law comes first and the statement waits."""
        return self.legal(seat, hands, trick, known)

    def choices(self, seat: int, hands: tuple, trick: list, known: frozenset) -> list[int]:
        claimers = seat & 1 == self.side
        if claimers and not self.narrows:
            return super().choices(seat, hands, trick, known)
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for _, card in trick:
            live |= 1 << card
        legal = self.legal(seat, hands, trick, known)
        designable = legal & self.majors(seat, hands, known) if self.designation or claimers else 0
        if designable.bit_count() > 1:
            # 51A: declarer designates which of two or more penalty cards is played "at that turn"
            # (TR "o lövede"): the first card of his stated order among them (branch claimdesig);
            # where he named none of them the statement is silent, and every one is tried (70A)
            for card in self.designation:
                if designable >> card & 1:
                    return [card]
            if claimers:
                # a defender's claim (branch claimpen3): the designation is declarer's, not the
                # claimer's normal choice, and a defender's statement cannot state it; every one is
                # tried, the one worst for the claimer kept (70A)
                return cards_in(designable)
        if claimers:
            cards = self.normal_cards(seat, hands, trick, known)
            return _representatives(cards, hands[seat], live, self.kept)
        return _representatives(cards_in(legal), hands[seat], live, self.penalty_cards)

    def options(self, leader: int, hands: tuple, known: frozenset) -> list[frozenset]:
        """`known` after each choice declarer has before `leader` leads (50D2, 51B), none choosing
        first; [] when he has none (the leader's partner has no major penalty card on the table, or
        the leader is on declarer's side)."""
        if leader & 1 != self.defenders or (CHOSEN, leader) in known:
            return []  # made before the claim: it holds (the module's docstring)
        holder = leader ^ 2
        major = self.majors(holder, hands, known)
        if not major:
            return []
        stated = (STATED, 0) in known
        if stated:
            known = known - {(STATED, 0)}  # the statement names one choice, made at this lead
        suits = [suit for suit in range(4) if major & SUIT_MASKS[suit]]
        out = [known]  # 50D2(b), 51B2(c): no requirement, no prohibition

        def picked_up(chosen: tuple[int, ...]) -> frozenset:
            return frozenset((UP, card) for suit in chosen for card in cards_in(major & SUIT_MASKS[suit]))

        for suit in suits:
            # 50D2(a), 51B1(a), 51B2(a): one suit required; not a suit still forbidden (the `state`
            # query refuses it: the Laws do not say whether the new choice lifts the prohibition)
            if (FORBID, leader, suit) not in known:
                out.append(known | picked_up((suit,)) | {(REQUIRE, leader, suit)})
        for size in range(1, len(suits) + 1):
            for chosen in combinations(suits, size):
                # 50D2(a), 51B1(b), 51B2(b): one or more suits forbidden while he keeps the lead
                out.append(known | picked_up(chosen) | {(FORBID, leader, suit) for suit in chosen})
        if stated:
            return self.stated_option(leader, known, suits, out, picked_up)
        return out

    def stated_option(self, leader: int, known: frozenset, suits: list[int], out: list[frozenset], picked_up) -> list:
        """The choice the statement names, made at this lead (`options`); every choice in `out`
        where it cannot be made here: a suit it names has no penalty card left on the table, or is
        still forbidden (the statement cannot be followed, and the doubt is the claimer's: 70A)."""
        act, named = self.stated_choice or ("none", ())  # called only with a choice stated
        if act == "none":
            return [known]
        if all(suit in suits for suit in named):
            if act == "forbid":
                return [known | picked_up(named) | {(FORBID, leader, suit) for suit in named}]
            if (FORBID, leader, named[0]) not in known:
                return [known | picked_up(named) | {(REQUIRE, leader, named[0])}]
        return out

    def next_trick(self, known: frozenset, leader: int, hands: tuple) -> frozenset:
        """`known` at the start of a trick `leader` leads: a requirement bound the lead before only;
        a prohibition ends when another player wins a trick (51B1(b), 51B2(b): TR "Eli başka bir
        oyuncu kazanana kadar çıkış kısıtlaması devam eder"); a choice made before the claim binds
        its lead only (`CHOSEN`); a picked-up card once played is forgotten (the table's key holds
        no more than the position needs)."""
        live = hands[0] | hands[1] | hands[2] | hands[3]
        drop = [
            entry
            for entry in known
            if entry[0] in (REQUIRE, CHOSEN)
            or (entry[0] == FORBID and entry[1] != leader)
            or (entry[0] == UP and not live >> entry[1] & 1)
        ]
        return known.difference(drop) if drop else known


class PenaltySearch(_Bounded):
    """The bounded search of rulings/claims/search.py with declarer's choices of 50D2 and 51B tried
    before a lead (each, against the claimer: 70A) and the penalty state carried to each trick."""

    play: PenaltyPlay
    relative_keys = False

    def position(self, hands: tuple, seat: int, known: frozenset, bound: int) -> _Result:
        return super().position(hands, seat, self.play.next_trick(known, seat, hands), bound)

    def floor(self, hands: tuple, seat: int, code: int) -> int:
        """`_Bounded.floor`, without the ruffing hand's bound when the claiming side holds penalty
        cards (a defender's claim, branch claimpen3): that bound counts the model's lines only (a
        hand void in the suit led ruffs), and 50D1(a) may make the hand discard its penalty card
        instead ("ilk yasal fırsatta ... defos yaparken"; "at the first legal opportunity, whether
        ... discarding or trumping"). The other bounds hold on every legal line."""
        if not self.play.narrows:
            return super().floor(hands, seat, code)
        sure = self.surely(hands, seat & 1 == self.play.side)
        return 4 * sure + code if sure or not self.bounds else self.least_code(hands, seat)

    def _trick(
        self,
        hands: tuple,
        seat: int,
        trick: list,
        known: frozenset,
        bound: int,
        low: int,
        winning: tuple[int, int] | None,
    ) -> _Result:
        options = [] if trick else self.play.options(seat, hands, known)
        if not options:
            return super()._trick(hands, seat, trick, known, bound, low, winning)
        best: _Result | None = None
        floor = INFINITY
        for after in options:  # as the loop over a hand's cards: the least below `bound`
            got = super()._trick(hands, seat, trick, after, bound, low, winning)
            if got.line is not None and got.value < bound:
                best = _Result(got.value, ((CHOICE, choice_code(known, after, seat)),) + got.line)
                bound = got.value
                if got.value <= low:
                    break
            elif got.value < floor:
                floor = got.value
        return best if best is not None else _Result(floor, None)


class PenaltyPartnerBest(_PartnerBest):
    """70D2's second search (rulings/claims/partners_choice.py) in a defender's claim with his
    side's penalty cards on the table (branch claimpen3): the claimer's partner plays, of the cards
    Laws 50 and 51 let him play, his best normal card, except where declarer designates which of
    two or more of his penalty cards is played (51A: declarer's choice, against the claimer, 70A);
    before a lead of the claiming side where declarer chooses under 50D2 or 51B, every choice is
    tried and the one worst for the claimer kept; the penalty state carried as in `PenaltySearch`,
    the table keyed on the hands as they are."""

    play: PenaltyPlay

    def __init__(self, play: PenaltyPlay, budget: int, relative_ranks: bool) -> None:
        self.aid = PenaltySearch(play, budget=budget, keys=None, bounds=relative_ranks)
        self.play = play
        self.partner = play.claim.claimer ^ 2
        self.table = {}
        # the cards at the claim: the position at the claim, when a trick starts there, is the only
        # one holding them all, and its `known` is the claim's own (a requirement or a choice made
        # before the claim binds that lead: `next_trick` would drop it)
        self.at_claim = sum(hand.bit_count() for hand in play.claim.hands)

    def position_below(self, hands: tuple, seat: int, known: frozenset, bound: int) -> bool:
        if sum(hand.bit_count() for hand in hands) < self.at_claim:
            known = self.play.next_trick(known, seat, hands)
        return super().position_below(hands, seat, known, bound)

    def maximises(self, seat: int, hands: tuple, trick: list, known: frozenset) -> bool:
        """Whether `seat`'s card here is the partner's own choice (he maximises), not declarer's
        designation among two or more of his penalty cards (51A)."""
        if seat != self.partner:
            return False
        play = self.play
        return (play.legal(seat, hands, trick, known) & play.majors(seat, hands, known)).bit_count() < 2

    def below(self, hands: tuple, seat: int, trick: list, known: frozenset, bound: int) -> bool:
        options = [] if trick else self.play.options(seat, hands, known)
        if options:
            # declarer's 50D2/51B choice before the claiming side's lead: against the claimer (70A)
            return any(_PartnerBest.below(self, hands, seat, trick, after, bound) for after in options)
        return super().below(hands, seat, trick, known, bound)

    def trick_start(self, hands: tuple, seat: int, known: frozenset, first: bool, value: int, out: list) -> frozenset:
        """The penalty state carried into the trick (`next_trick`, but at the claim: its `known` is
        the claim's own), and declarer's choice before its lead marked (`CHOICE`, as `PenaltySearch`
        marks its line): the first, in `options`' order, worth the line's value."""
        if not first:
            known = self.play.next_trick(known, seat, hands)
        options = self.play.options(seat, hands, known)
        if not options:
            return known
        chosen = next(after for after in options if _PartnerBest.below(self, hands, seat, [], after, value + 1))
        out.append((CHOICE, choice_code(known, chosen, seat)))
        return chosen


def choice_code(before: frozenset, after: frozenset, leader: int) -> int:
    """The mark of the choice that took `known` from `before` to `after` at `leader`'s lead (CHOICE):
    the suit required (50D2(a), 51B1(a), 51B2(a)), the suits newly forbidden (50D2(a), 51B1(b),
    51B2(b)), or neither (50D2(b), 51B2(c))."""
    added = after - before
    required = [entry[2] for entry in added if entry[0] == REQUIRE and entry[1] == leader]
    if required:
        return REQUIRED * 16 + (1 << required[0])
    # a suit forbidden: its penalty cards picked up (a suit forbidden again, still in force, adds
    # no FORBID entry, only the cards picked up)
    forbidden = {entry[1] // 13 for entry in added if entry[0] == UP}
    forbidden |= {entry[2] for entry in added if entry[0] == FORBID and entry[1] == leader}
    if forbidden:
        return FORBIDDEN * 16 + sum(1 << suit for suit in forbidden)
    return NONE_CHOSEN * 16


def split_line(line: tuple) -> tuple[tuple, tuple]:
    """(the line's cards, its choices): each choice as (the index in the cards of the lead it was
    made before, act, suits), act "require" / "forbid" / "none"."""
    cards: list = []
    choices: list = []
    for seat, value in line:
        if seat == CHOICE:
            act = ("none", "require", "forbid")[value // 16]
            choices.append((len(cards), act, tuple(suit for suit in range(4) if value >> suit & 1)))
        else:
            cards.append((seat, value))
    return tuple(cards), tuple(choices)


def designations(claim, line: tuple) -> tuple:
    """Where `line` plays a penalty card declarer designates (51A: TR "Sıra kendisinde olan bir
    defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla cezalı karta sahipse, o lövede
    hangisinin oynanacağını deklaran belirtir"; WBF "If it is a defender's turn to play and that
    defender has two or more penalty cards that can legally be played, declarer designates which is
    to be played at that turn"): (the index of the card in the line, the card), at each turn where
    two or more of the player's penalty cards could legally be played, replayed with the model's
    own reading (`PenaltyPlay.legal`) and the choices made (`choices`, as split_line gives them)."""
    return replayed(claim, line)[0]


def choice_paragraphs(claim, line: tuple) -> tuple:
    """The paragraph of each choice on `line` (`choices`, as split_line gives them), by the major
    penalty cards the leader's partner still has on the table when it is made, as the `state`
    query cites it (rulings.penalty_card.lead_choice_laws; qa97): one card, 50D2(a) to require or
    prohibit, 50D2(b) neither; two or more in one suit, 51B1(a), 51B1(b), 50D2(b); in more than one
    suit, 51B2(a), 51B2(b), 51B2(c) (TR "Bir defans oyuncusunun birden çok renkte cezalı kartı
    varken"; WBF "When a defender has penalty cards in more than one suit"). None where he has none."""
    return replayed(claim, line)[1]


def replayed(claim, line: tuple) -> tuple[tuple, tuple]:
    from .claim import start  # the claim's start position (a cycle at import time otherwise)

    play = PenaltyPlay(claim)
    hands, _, trick_cards, known = start(claim)
    known = known | initial(claim)
    trick = list(trick_cards)
    return _designations(play, hands, trick, known, line)


lead_choice_laws = laws.lead_choice_laws  # the one definition, in the bridge model


def _choice_law(act: str, major: int) -> str | None:
    if not major:
        return None
    options = lead_choice_laws(major)
    if act == "require":
        return options[0]
    if act == "forbid":
        return options[0] if len(options) == 2 else options[1]
    return options[-1]


def _designations(play: PenaltyPlay, hands: tuple, trick: list, known: frozenset, line: tuple) -> tuple[tuple, tuple]:
    out = []
    paragraphs = []
    cards, choices = split_line(line)
    made = {index: (act, suits) for index, act, suits in choices}
    for index, (seat, card) in enumerate(cards):
        if not trick:
            if index:  # the search's `position`, at every trick after the one at the claim
                known = play.next_trick(known, seat, hands)
            if index in made:
                act, suits = made[index]
                paragraphs.append(_choice_law(act, play.majors(seat ^ 2, hands, known)))
                code = {"none": NONE_CHOSEN, "require": REQUIRED, "forbid": FORBIDDEN}[act] * 16
                known = _after_choice(play, known, seat, hands, code + sum(1 << suit for suit in suits))
        if seat & 1 == play.defenders:
            majors = play.legal(seat, hands, trick, known) & play.majors(seat, hands, known)
            if majors.bit_count() > 1 and majors >> card & 1:
                out.append((index, card))
        hands = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
        trick = [*trick, (seat, card)]
        if len(trick) == 4:
            trick = []
    return tuple(out), tuple(paragraphs)


def _after_choice(play: PenaltyPlay, known: frozenset, leader: int, hands: tuple, code: int) -> frozenset:
    """`known` after the choice marked `code` at `leader`'s lead: the option of `play.options` that
    the mark names."""
    for after in play.options(leader, hands, known):
        if choice_code(known - {(STATED, 0)}, after, leader) == code:
            return after
    return known
