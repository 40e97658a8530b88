"""`revoke`: a deal, the play trick by trick with a revoke in it (Law 61A), and either "how many
tricks are transferred?" or "what is the final result?".

The play is made by quizzes.generators.table; the ruling is the engine's `result` query on the
complete record (the scenario). The JSON answer names the paragraphs but not which revoke each
one rules (two revokes may share one); the typed answer (`rulings.play_result`) does, on each
`RevokeRuling`, and the explanation follows it. The explanation walks through establishment (63A1, 63B), the automatic
adjustment (64A1, 64A2) or its absence (64B; 64B7 once for all the revokes it rules), 64C where
the engine names it with the engine's reason (the Shortfall on its ruling) and, after a 64B2 or
64B7 revoke, the test of 64C2(a) or 64C2(b), and the score (77). The stories are steered toward the cases directors get wrong: a revoke trick won by the
offender's partner or by dummy (one trick, not the old two), a ruff by the offender (two), the
64B exemptions (none).
"""

from __future__ import annotations

from dataclasses import dataclass

from rulings import Shortfall, laws, play_result
from rulings import score as rulings_score
from rulings import words as names
from rulings.cards import SUIT_LETTERS
from rulings.deal import SEAT_NAMES
from rulings.queries import result_answer

from ..questions import Question
from .common import GenerationError, cited, engine, law, make_choices, retrying, rng_for
from .steps import Steps
from .story import card_code, setting
from .table import ANY

TYPE = "revoke"
VARIANTS = (
    ("won", 24),
    ("lost", 26),
    ("under_dummy", 12),
    ("partner_wins", 12),
    ("twelfth", 6),
    ("repeat", 6),
    ("both", 6),
    ("dummy", 6),
)


def _plans(rng, variant: str, declarer: int):
    dummy = declarer ^ 2
    defenders = [(declarer + 1) % 4, (declarer + 3) % 4]
    start = rng.randint(1, 9)
    seat = rng.choice([declarer] + defenders)
    if variant == "won":
        return [(ANY, start, "ruff")]
    if variant == "lost":
        return [(seat, start, "discard")]
    if variant == "under_dummy":
        return [(declarer, start, "under_dummy")]
    if variant == "partner_wins":
        return [(rng.choice(defenders), start, "partner_wins")]
    if variant == "twelfth":
        return [(ANY, 12, rng.choice(("ruff", "discard")))]
    if variant == "repeat":
        return [(seat, start, "discard"), (seat, start + 1, "again")]
    if variant == "both":
        other = rng.choice(defenders) if seat == declarer else declarer
        return [(seat, start, "discard"), (other, rng.randint(start, 10), "discard")]
    return [(dummy, start, "discard")]


def _story(rng):
    variant = rng.choices([v for v, _ in VARIANTS], [w for _, w in VARIANTS])[0]
    for _attempt in range(60):
        s = setting(rng)
        if variant in ("won",) and s.contract.rstrip("X").endswith("NT"):
            continue
        t = s.table()
        if not t.play_on(
            rng, revoke_plans=_plans(rng, variant, s.declarer), deadline=12 if variant == "twelfth" else 11
        ):
            continue
        if variant == "twelfth" and t.revokes[0]["trick"] != 12:
            continue
        if variant != "twelfth" and any(r["trick"] == 12 for r in t.revokes):
            continue
        query = s.query("result", t.events)
        expected, result = _rule(query)
        ruled = _paragraphs(t, result)
        if ruled is None:
            continue
        return variant, s, t, query, expected, ruled, _redress(t, result, ruled)
    raise GenerationError("no play record for this variant")


def _rule(query: dict):
    """The engine's ruling on the record, typed (`PlayResult`) and as the JSON answer (the
    question's `expected`), from one run: the JSON answer does not say which paragraph rules
    each revoke, the typed one does."""
    try:
        result = play_result(query["deal"], query["contract"], query["declarer"], query["vul"], query["play"])
    except ValueError:
        engine(query)  # a refused story: GenerationError with the engine's own message
        raise
    return result_answer(result), result


def _paragraphs(t, result) -> list[str] | None:
    """The Law 64 paragraph the engine rules each revoke under (`RevokeRuling.law`), in order;
    None when the engine's revokes are not the ones the story tells (it cannot narrate them)."""
    told = [(r["seat"], r["trick"]) for r in t.revokes]
    if told != [(ruling.revoke.seat, ruling.revoke.trick) for ruling in result.revokes]:
        return None
    return [ruling.law for ruling in result.revokes]


@dataclass(frozen=True)
class Redress:
    """Why the engine names 64C: the revokes 64B exempts, and the transferred revokes whose
    record shows the transfer may fall short (the engine's Shortfall)."""

    exempt: tuple[dict, ...]
    short: tuple[tuple[dict, Shortfall], ...]
    exempt_laws: tuple[str, ...] = ()  # the 64B paragraph of each exempt revoke, in order

    def __bool__(self) -> bool:
        return bool(self.exempt or self.short)


def _redress(t, result, ruled) -> Redress:
    """The engine's reasons for 64C: the revokes it exempts under 64B, and the transferred
    revokes whose Shortfall says the transfer may fall short."""
    if laws.EQUITY_AFTER_REVOKE not in result.laws:
        return Redress((), ())
    exempt, short, exempt_laws = [], [], []
    for r, ruling, code in zip(t.revokes, result.revokes, ruled, strict=True):
        if code.startswith("64B"):
            exempt.append(r)
            exempt_laws.append(code)
        elif ruling.shortfall is not None and ruling.shortfall.may_be_short:
            short.append((r, ruling.shortfall))
    return Redress(tuple(exempt), tuple(short), tuple(exempt_laws))


def _revoke_text(r, dummy: int, lang: str) -> str:
    seat = SEAT_NAMES[r["seat"]]
    suit = names.SUIT_WORDS[lang][SUIT_LETTERS[r["suit"]]]
    card = names.card(card_code(r["card"]), lang)
    if r["seat"] == dummy:
        if lang == "tr":
            return (
                f"{r['trick']}. lövede {suit} çıkılmışken yerden ({names.seat(seat, 'tr')}) {card} "
                f"oynandı; yerde {suit} vardı."
            )
        return (
            f"On trick {r['trick']} the {card} was played from dummy ({names.seat(seat, 'en')}) "
            f"to a {suit} lead although dummy held a {suit}."
        )
    if lang == "tr":
        return (
            f"{r['trick']}. lövede {names.seat(seat, 'tr')}, {suit} çıkılmışken elinde {suit} "
            f"bulunduğu halde {card} oynadı."
        )
    return (
        f"On trick {r['trick']} {names.seat(seat, 'en')} played the {card} to a {suit} lead although he held a {suit}."
    )


def _redress_text(redress: Redress) -> tuple[str, str]:
    """The 64C line after its citation: the engine's reason for naming it, in both languages."""
    parts_tr, parts_en = [], []
    if redress.exempt:
        # Two revokes on one trick (both sides, 64B7) name the trick once: "the revokes on trick 4".
        numbers = list(dict.fromkeys(r["trick"] for r in redress.exempt))
        if len(redress.exempt) == 1:
            which_tr, which_en = f"{numbers[0]}. lövedeki rönons", f"the revoke on trick {numbers[0]}"
        elif len(numbers) == 1:
            which_tr, which_en = f"{numbers[0]}. lövedeki rönonslar", f"the revokes on trick {numbers[0]}"
        else:
            which_tr = ", ".join(f"{n}." for n in numbers[:-1]) + f" ve {numbers[-1]}. lövelerdeki rönonslar"
            which_en = "the revokes on tricks " + ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"
        parts_tr.append(
            f"{which_tr} için löve aktarılmaz ve 64C, onarmaya tabi olmayanlar da dahil "
            "her resmileşmiş rönonstan sonra uygulanır"
        )
        parts_en.append(
            f"no trick is transferred for {which_en}, and 64C applies after any established revoke, "
            "including those not subject to rectification"
        )
    for r, found in redress.short:
        seat = SEAT_NAMES[r["seat"]]
        seat_tr, seat_en = names.seat(seat, "tr"), names.seat(seat, "en")
        n = found.transfer
        if found.gained_more:
            suit = SUIT_LETTERS[r["suit"]]
            kept = any(card is not None for _n, card in found.direct)
            with_tr, with_en, items_tr, items_en = [], [], [], []
            if found.direct[0][1] is None:
                with_tr.append("rönons kartıyla")
                with_en.append("the revoke card")
            if kept:  # the cards of the suit he failed to follow (the engine's count)
                with_tr.append(f"{names.SUIT_WORDS['tr'][suit]} kartlarıyla")
                with_en.append(names.SUIT_PLURALS["en"][suit])
            for number, card in found.direct:
                code = card_code(r["card"] if card is None else card)
                items_tr.append(f"{number}. löve: {names.card(code, 'tr')}")
                items_en.append(f"trick {number}: {names.card(code, 'en')}")
            part_tr = (
                f"{r['trick']}. lövedeki rönonstan sonra {seat_tr}, {' ya da '.join(with_tr)} "
                f"{len(found.direct)} löve kazandı ({', '.join(items_tr)}); bu, aktarılan {n} löveden fazla"
            )
            part_en = (
                f"after the revoke on trick {r['trick']}, {seat_en} won {len(found.direct)} tricks with "
                f"{' or with '.join(with_en)} ({', '.join(items_en)}), more than the {n} transferred"
            )
            if kept:
                suit_tr, suit_en = names.SUIT_WORDS["tr"][suit], names.SUIT_WORDS["en"][suit]
                # A revoke keeps back one card of the suit: the one he had to play to the revoke
                # trick (44C, 61A), not every card of the suit that later won a trick.
                part_tr += (
                    f"; rönons o renkten yalnız bir kartı, {names.seat(seat, 'tr', 'gen')} {r['trick']}. löveye "
                    f"oynaması gereken {suit_tr} kartını elde tutar, sonradan löve alan her {suit_tr} kartını değil"
                )
                part_en += (
                    f"; a revoke keeps back one card of the suit, the {suit_en} {seat_en} had to play to trick "
                    f"{r['trick']}, not every {suit_en} that later won a trick"
                )
            parts_tr.append(part_tr)
            parts_en.append(part_en)
        if found.false_count:
            innocent = "EW" if r["seat"] % 2 == 0 else "NS"
            suit = SUIT_LETTERS[r["suit"]]
            missed = found.sure - found.taken
            took_tr = f"{found.taken} löve aldı" if found.taken else "hiç löve almadı"
            took_en = f"took {found.taken}" if found.taken else "took none"
            parts_tr.append(
                f"{r['trick']}. löveden sonra {names.side(innocent, 'tr')}, kartların durumuna göre "
                f"{names.SUIT_WORDS['tr'][suit]} renginde {found.sure} kesin löveye sahipti ama {took_tr}: "
                f"rönons onları rengin dağılımı konusunda yanıltmış olabilir ve alınmayan {missed} löve, aktarılan {n} löveden fazla"
            )
            parts_en.append(
                f"after trick {r['trick']} {names.side(innocent, 'en')} had {found.sure} sure tricks in "
                f"{names.SUIT_PLURALS['en'][suit]} as the cards lay but {took_en}: the revoke may have given them "
                f"a false count of the suit, and the {missed} tricks not taken are more than the {n} transferred"
            )
    close_tr, close_en = _redress_close(redress)
    return "; ".join(parts_tr) + ". " + close_tr, "; ".join(parts_en) + ". " + close_en


def _redress_labels(redress: Redress) -> list[str]:
    """The paragraphs the 64C line states, the one at its head first. The engine names the section
    (`EQUITY_AFTER_REVOKE`, "64C"); the line's sentence is 64C1's (TR "hakem kusursuz tarafın maruz
    kaldığı zararın ... yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı skor
    atayacaktır"; WBF "the Director deems that the non-offending side is insufficiently compensated
    ... he shall assign an adjusted score"), with 64C2(a) after a repeated revoke (qa187, as qa185 did
    for revoke_correction). When both sides revoked (64B7) it goes on to 64C2(b), whose test replaces
    64C1's non-offending side: the head stays the section both are in."""
    if "64B7" in redress.exempt_laws:
        return ["64C", "64C2(b)"]
    return ["64C1", "64C2(a)"] if "64B2" in redress.exempt_laws else ["64C1"]


def _redress_close(redress: Redress) -> tuple[str, str]:
    """What the Director weighs under 64C. 64C1 speaks of the non-offending side; when both sides
    revoked (64B7) there is none, and 64C2(b) rules: TR "Her iki taraf aynı bordda rönons yaparsa
    ... ve hakem taraflardan birinin zarar görmüş olduğuna kanaat getirirse, bordu herhangi bir
    rönons yapılmamış gibi değerlendirerek ayarlı skor uygular", WBF "the Director deems that a
    contestant has been damaged, he shall award an adjusted scored [sic] based on the likely result had
    no revokes occurred". A repeated revoke (64B2) has its own test, 64C2(a)."""
    if "64B7" in redress.exempt_laws:
        return (
            f"İki taraf da bu bordda rönons yaptığı için {law('64C2(b)', 'tr')} uygulanır: bu yüzden hakem, "
            "taraflardan birinin zarar görüp görmediğine bakar; gördüyse bordu hiç rönons yapılmamış gibi "
            "değerlendirerek ayarlı skor verir.",
            f"Both sides revoked on this board, so {law('64C2(b)', 'en')} applies: the Director therefore "
            "considers whether either side has been damaged and, if so, shall award an adjusted score, treating "
            "the board as though no revoke had been made.",
        )
    # 64C1's duty in the official Turkish's future ("ayarlı skor atayacaktır"; qa279) and the WBF's "he shall
    # assign" (qa290); 64C2(a) and (b) are the official present ("ayarlı skor uygular") and stay so in
    # Turkish; 64C2(a)'s WBF is the present too ("the Director adjusts the score"), 64C2(b)'s "he shall
    # award" (qa290, above).
    close_tr = (
        "Bu yüzden hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilip "
        "edilmediğine bakar; edilmediyse ayarlı skor verecektir."
    )
    close_en = (
        "The Director therefore considers whether the damage suffered by the non-offending side is "
        "sufficiently compensated; if it is not, he shall assign an adjusted score."
    )
    if "64B2" in redress.exempt_laws:
        close_tr += (
            f" Tekrarlanan rönons için {law('64C2(a)', 'tr')}: hakem, rönons tekrarlanmasaydı kusursuz tarafın "
            "büyük ihtimalle daha çok löve alacağına kanaat getirirse de ayarlı skor verir."
        )
        close_en += (
            f" For the repeated revoke, {law('64C2(a)', 'en')}: the Director also assigns an adjusted score if he "
            "considers that the non-offending side would very probably have won more tricks had the revoke not "
            "been repeated."
        )
    return close_tr, close_en


def _transfer_text(n: int, side: str | None) -> tuple[str, str]:
    if n == 0 or side is None:
        return "Hiç löve aktarılmaz", "No trick is transferred"
    return (
        f"{names.side(side, 'tr', 'dat')} {n} löve aktarılır",
        f"{n} trick{'s' if n > 1 else ''} transferred to {names.side(side, 'en')}",
    )


def _explain(s, t, expected, ruled, redress: Redress) -> Steps:
    steps = Steps()
    several = len(t.revokes) > 1
    for r, answered, code in zip(t.revokes, expected["revokes"], ruled, strict=True):
        _revoke_steps(s, t, r, answered["transfer"], code, several, steps)
    both = [r for r, code in zip(t.revokes, ruled, strict=True) if code == "64B7"]
    if both:
        who_tr = ", ".join(f"{r['trick']}. lövede {names.seat('NESW'[r['seat']], 'tr')}" for r in both)
        who_en = ", ".join(f"{names.seat('NESW'[r['seat']], 'en')} on trick {r['trick']}" for r in both)
        steps.add(
            ["64B7"],
            f"{law('64B7', 'tr')}: bu bordda iki taraf da rönons yaptı ({who_tr}) ve iki rönons da resmileşti: "
            "hiçbir rönons için otomatik löve ayarlaması yapılmaz.",
            f"{law('64B7', 'en')}: both sides revoked on this board ({who_en}) and both revokes were established: "
            "no automatic trick adjustment for either revoke.",
        )
    if redress:
        tr, en = _redress_text(redress)
        labels = _redress_labels(redress)
        steps.add(labels, f"{law(labels[0], 'tr')}: {tr}", f"{law(labels[0], 'en')}: {en}")
    level = int(s.contract[0])
    side = names.side_of(s.declarer_code)
    mark_tr = names.contract_short(s.contract, "tr") + names.result_mark(level, expected["tricks"])
    mark_en = names.contract_short(s.contract, "en") + names.result_mark(level, expected["tricks"])
    steps.add(
        ["77"],
        f"Sonuç: deklaran tarafı masada {expected['tricks_played']} löve aldı, aktarmadan sonra {expected['tricks']} löve: "
        f"{mark_tr}, {names.side(side, 'tr')} {names.signed(expected['score'])} ({law('77', 'tr')}).",
        f"Result: declarer's side took {expected['tricks_played']} tricks at the table, {expected['tricks']} after the adjustment: "
        f"{mark_en}, {names.side(side, 'en')} {names.signed(expected['score'])} ({law('77', 'en')}).",
    )
    return steps


def _revoke_steps(s, t, r, n: int, code: str, several: bool, steps: Steps) -> None:
    """61A, establishment (63A1, 63B; 62D1 on trick twelve) and the Law 64 ruling of one revoke."""
    dummy = s.declarer ^ 2
    seat = SEAT_NAMES[r["seat"]]
    trick = r["trick"]
    suit_tr = names.SUIT_WORDS["tr"][SUIT_LETTERS[r["suit"]]]
    suit_en = names.SUIT_WORDS["en"][SUIT_LETTERS[r["suit"]]]
    card_tr, card_en = names.card(card_code(r["card"]), "tr"), names.card(card_code(r["card"]), "en")
    head_tr = f"({trick}. löve) " if several else ""
    head_en = f"(Trick {trick}) " if several else ""
    who_tr = "yerden" if r["seat"] == dummy else f"{names.seat(seat, 'tr')}"
    if r["seat"] == dummy:
        steps.add(
            ["61A"],
            f"{head_tr}{law('61A', 'tr')}: {suit_tr} çıkılan lövede yerde {suit_tr} varken {card_tr} oynandı: bu bir rönonstur.",
            f"{head_en}{law('61A', 'en')}: dummy's {card_en} was played to a {suit_en} lead while dummy held a {suit_en}: a revoke.",
        )
    else:
        steps.add(
            ["61A"],
            f"{head_tr}{law('61A', 'tr')}: {who_tr}, {suit_tr} çıkılan lövede elinde {suit_tr} varken {card_tr} oynadı: bu bir rönonstur.",
            f"{head_en}{law('61A', 'en')}: {names.seat(seat, 'en')} played the {card_en} to a {suit_en} lead while holding a {suit_en}: a revoke.",
        )
    # 63B excepts the twelfth trick: WBF "Once a revoke is established, it may no longer be corrected
    # (except as provided in Law 62D for a revoke on the twelfth trick or as in Law 62C3)"; the
    # Turkish names only 62C3 there (editor's note, docs/translation-notes.md), but its 62D1 says
    # "resmileşmiş olsa dahi ... düzeltilmelidir". "It may no longer be corrected (63B)" was false
    # for this revoke; the 62D1 line below says why it stands here (qa187's note; qa188).
    if trick == 12:
        no_longer_tr = (
            f"resmileşen bir rönons artık düzeltilemez ({law('63B', 'tr')}); bunun istisnası, onikinci lövedeki "
            f"rönons için {law('62D', 'tr')} ile öngörülen durumdur"
        )
        no_longer_en = (
            f"an established revoke may no longer be corrected ({law('63B', 'en')}), except as provided in "
            f"{law('62D', 'en')} for a revoke on the twelfth trick"
        )
    else:
        no_longer_tr = f"artık düzeltilemez ({law('63B', 'tr')})"
        no_longer_en = f"it may no longer be corrected ({law('63B', 'en')})"
    steps.add(
        ["63A1", "63B"],
        f"{law('63A1', 'tr')}: kusurlu oyuncu ya da ortağı sonraki löveye kart oynayınca rönons resmileşti; {no_longer_tr}.",
        f"{law('63A1', 'en')}: once the offender or his partner played to the next trick the revoke was established; {no_longer_en}.",
    )
    if trick == 12:
        steps.add(
            ["62D1"],
            # 62D1's words and modal (qa225): TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin
            # dördü de borda geri konulmadan önce fark edilmiş ise düzeltilmelidir"; WBF "On the twelfth
            # trick, a revoke, even if established, must be corrected if discovered before all four hands
            # have been returned to the board". The Turkish said "fark edilseydi düzeltilirdi".
            f"Onikinci lövedeki rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan önce fark "
            f"edilmiş ise düzeltilmelidir ({law('62D1', 'tr')}); bu rönons ise daha sonra fark edildi.",
            f"On the twelfth trick, a revoke, even if established, must be corrected if discovered before all four "
            f"hands have been returned to the board ({law('62D1', 'en')}); this one was discovered later.",
        )
    winner = t.completed[trick - 1].winner
    rule = {"64A1": _steps_64a1, "64A2": _steps_64a2}.get(code, _steps_64b)
    rule(r, n, code, winner, dummy, steps)


def _steps_64a1(r, n: int, code: str, winner: int, dummy: int, steps: Steps) -> None:
    """64A1: the offender won the revoke trick himself."""
    seat = SEAT_NAMES[r["seat"]]
    offender_tr = names.seat(seat, "tr")
    more_tr = (
        "o löve ve kusurlu tarafın sonra kazandığı bir löve daha aktarılır: 2 löve"
        if n == 2
        else f"kusurlu tarafın sonra kazandığı löve kalmadığından {n} löve aktarılır"
    )
    more_en = (
        "that trick and one later trick won by the offending side are transferred: two tricks"
        if n == 2
        else f"the offending side has no later trick left to give, so {n} trick is transferred"
    )
    steps.add(
        ["64A1"],
        f"{law('64A1', 'tr')}: rönons lövesini kusurlu oyuncunun kendisi ({offender_tr}) kazandı; {more_tr}.",
        f"{law('64A1', 'en')}: the offending player himself ({names.seat(seat, 'en')}) won the revoke trick; {more_en}.",
    )


def _steps_64a2(r, n: int, code: str, winner: int, dummy: int, steps: Steps) -> None:
    """64A2: the offending side won the revoke trick or a later one, the offender not the revoke trick."""
    seat = SEAT_NAMES[r["seat"]]
    offender_tr = names.seat(seat, "tr")
    w = SEAT_NAMES[winner]
    if winner == r["seat"] ^ 2 and winner == dummy:
        desc_tr = f"rönons lövesini yer ({names.seat(w, 'tr')}) kazandı; yerin kazandığı löve, deklaranın kazandığı löve sayılmaz"
        desc_en = f"the revoke trick was won by dummy ({names.seat(w, 'en')}); a trick won by dummy is not a trick won by declarer"
    elif winner == r["seat"] ^ 2:
        desc_tr = f"rönons lövesini kusurlu oyuncu değil, ortağı ({names.seat(w, 'tr')}) kazandı"
        desc_en = f"the revoke trick was won not by the offender but by his partner ({names.seat(w, 'en')})"
    elif winner == r["seat"]:
        desc_tr = f"rönons lövesini {offender_tr} kazandı"
        desc_en = f"{names.seat(seat, 'en')} won the revoke trick"
    else:
        desc_tr = f"rönons lövesini rakip ({names.seat(w, 'tr')}) kazandı"
        desc_en = f"the revoke trick was won by an opponent ({names.seat(w, 'en')})"
    steps.add(
        ["64A2"],
        f"{law('64A2', 'tr')}: {desc_tr}; kusurlu taraf bu löveyi ya da sonraki bir löveyi kazandığı için {n} löve aktarılır.",
        f"{law('64A2', 'en')}: {desc_en}; the offending side won that trick or a later one, so {n} trick is transferred.",
    )
    if (winner ^ r["seat"]) & 1 == 0 and winner != r["seat"]:
        # 64A1/64A2 and footnote 19 say whose trick counts; neither text speaks of an earlier
        # edition, so the step says nothing of one.
        steps.add(
            [],
            "İki löve yalnızca rönons lövesini kusurlu oyuncunun kendisi kazandığında aktarılır; tarafının kazanması yetmez.",
            "Two tricks go only when the offending player himself won the revoke trick; his side winning it is not enough.",
        )


def _steps_64b(r, n: int, code: str, winner: int, dummy: int, steps: Steps) -> None:
    """64B: no automatic adjustment, for the reason of the engine's paragraph (64B7 comes after all the revokes)."""
    reasons = {
        "64B1": (
            "kusurlu taraf rönons lövesini ve sonraki lövelerin hiçbirini kazanmadı",
            "the offending side won neither the revoke trick nor any later trick",
        ),
        "64B2": (
            "bu, ilk rönons resmileştikten sonra aynı oyuncunun aynı renkte yaptığı bir sonraki rönons",
            "this is a later revoke in the same suit by the same player, after the first was established",
        ),
        "64B3": (
            "rönons yerin kartlarından biri oynanmadığı için oldu",
            "the revoke was a failure to play a card belonging to dummy's hand",
        ),
        "64B6": ("rönons 12. lövede yapıldı", "the revoke was on trick twelve"),
    }
    if code == "64B7":
        return  # one line for all the revokes it rules, after the last of them
    reason_tr, reason_en = reasons.get(code, ("otomatik ayarlama yapılmaz", "there is no automatic adjustment"))
    steps.add(
        [code],
        f"{law(code, 'tr')}: {reason_tr}: otomatik löve ayarlaması yapılmaz.",
        f"{law(code, 'en')}: {reason_en}: no automatic trick adjustment.",
    )


def generate(seed: int) -> Question:
    return retrying(lambda rng: _generate(rng, seed), rng_for(TYPE, seed))


def _generate(rng, seed: int) -> Question:
    variant, s, t, query, expected, ruled, redress = _story(rng)
    dummy = s.declarer ^ 2
    lead = t.events[0]
    lead_seat, lead_card = lead.split(":")
    revokes_tr = " ".join(_revoke_text(r, dummy, "tr") for r in t.revokes)
    revokes_en = " ".join(_revoke_text(r, dummy, "en") for r in t.revokes)
    late = t.revokes[0]["trick"] == 12
    when_tr = (
        "Rönons, dört el de borda geri konduktan sonra fark edildi."
        if late
        else ("Rönonslar" if len(t.revokes) > 1 else "Rönons") + " oyun bittikten sonra fark edildi."
    )
    when_en = (
        "The revoke came to light after all four hands had been returned to the board."
        if late
        else ("The revokes" if len(t.revokes) > 1 else "The revoke") + " came to light at the end of play."
    )
    ask_result = rng.random() < 0.5
    prompt_tr = (
        f"{s.intro('tr')} Atak: {names.seat(lead_seat, 'tr')}, {names.card(lead_card, 'tr')}. "
        f"Dağılım ve oyunun löve löve kaydı aşağıda.\n{revokes_tr} {when_tr}\n"
        + ("Bordun sonucu ne olur?" if ask_result else "Kaç löve aktarılır?")
    )
    prompt_en = (
        f"{s.intro('en')} Opening lead: {names.card(lead_card, 'en')} by {names.seat(lead_seat, 'en')}. "
        f"The deal and the play trick by trick are below.\n{revokes_en} {when_en}\n"
        + ("What is the final result?" if ask_result else "How many tricks are transferred?")
    )
    transfer = expected["transfer"]["tricks"]
    first = t.revokes[0]
    innocent = "EW" if first["seat"] % 2 == 0 else "NS"
    receiver = expected["transfer"]["to"] or innocent
    laws64 = ruled
    winner = t.completed[first["trick"] - 1].winner
    if transfer == 0:
        typical = [1, 2, 3]
    elif "64A2" in laws64 and winner != first["seat"] and (winner ^ first["seat"]) & 1 == 0:
        typical = [transfer + 1, transfer - 1, transfer + 2]  # the offending side, not the player, won it
    elif "64A1" in laws64:
        typical = [transfer - 1, transfer + 1, 0]
    else:
        typical = [transfer + 1, transfer - 1, transfer + 2]
    if ask_result:
        side = names.side_of(s.declarer_code)
        level = int(s.contract[0])
        offended_declaring = first["seat"] % 2 == s.declarer % 2
        direction = -1 if offended_declaring else 1

        def result_text(tricks: int) -> tuple[str, str]:
            points = rulings_score(s.contract, s.declaring_vulnerable, tricks)
            mark_tr = names.contract_short(s.contract, "tr") + names.result_mark(level, tricks)
            mark_en = names.contract_short(s.contract, "en") + names.result_mark(level, tricks)
            return (
                f"{tricks} löve: {mark_tr}, {names.side(side, 'tr')} {names.signed(points)}",
                f"{tricks} tricks: {mark_en}, {names.side(side, 'en')} {names.signed(points)}",
            )

        played = expected["tricks_played"]
        candidates = [played + direction * n for n in typical if n >= 0] + [
            played,
            played - direction,
            played - 2 * direction,
            played + 3 * direction,
        ]
        candidates = [c for c in candidates if 0 <= c <= 13 and c != expected["tricks"]]
        choices, key = make_choices(rng, result_text(expected["tricks"]), [result_text(c) for c in candidates])
    else:
        options = [n for n in typical + [0, 1, 2, 3] if n >= 0 and n != transfer]
        if variant == "both":
            other = "NS" if receiver == "EW" else "EW"
            wrong = [_transfer_text(1, receiver), _transfer_text(1, other), _transfer_text(2, receiver)]
        else:
            wrong = [_transfer_text(n, receiver) for n in options]
        choices, key = make_choices(rng, _transfer_text(transfer, receiver), wrong)
    steps = _explain(s, t, expected, ruled, redress)
    laws = cited(*steps.labels)
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt_tr,
        prompt_en=prompt_en,
        choices=choices,
        answer=key,
        explanation_tr="\n".join(steps.tr),
        explanation_en="\n".join(steps.en),
        laws=laws,
        scenario=query,
        expected=expected,
        extra={"revokes": [(r["trick"], SEAT_NAMES[r["seat"]]) for r in t.revokes]},
    )
