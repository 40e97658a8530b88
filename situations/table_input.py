"""What a director types on the table page, read as a director at a Turkish or an English table
writes it, and every problem said in the page's language.

A contract may be written in the engine's notation ("4S", "3NTX", docs/rulings-cli.md), with the
Turkish strain names and their initials ("3SA" sanzatu, "4P" pik, "2KÖ" kör, "5KA" karo, "1T"
trefl, "4 pik kontr"), or with a suit symbol ("4♠", "3♥X"). A lone "K" is Turkish for both karo
and kör, so "4K" is not guessed: the page asks which (a wrong strain would be a wrong ruling).
The deal is a PBN Deal value; the engine reads it (rulings.deal) and names the problem as data,
which is put into words here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from rulings import words as names
from rulings.deal import DealError, parse_pbn

from .box_lengths import too_long
from .guide import current_lang

# Written forms of each strain, after fold(): upper case, Turkish letters without their marks.
STRAIN_WORDS = {
    "S": ("S", "SPADE", "SPADES", "P", "PIK", "♠", "♤"),
    "H": ("H", "HEART", "HEARTS", "KO", "KOR", "KUPA", "♥", "♡"),
    "D": ("D", "DIAMOND", "DIAMONDS", "KA", "KARO", "♦", "♢"),
    "C": ("C", "CLUB", "CLUBS", "T", "TREFL", "♣", "♧"),
    "NT": ("NT", "N", "NOTRUMP", "NOTRUMPS", "SA", "SANZATU"),
}
STRAINS = {word: strain for strain, words in STRAIN_WORDS.items() for word in words}
AMBIGUOUS = {"K": ("D", "H")}  # karo or kör
# Longest first, so that "XX" is not read as "X" and "SURKONTR" not as "KONTR".
DOUBLE_WORDS = (
    ("SURKONTR", 2),
    ("REDOUBLED", 2),
    ("RDBL", 2),
    ("XX", 2),
    ("KONTR", 1),
    ("DOUBLED", 1),
    ("DBL", 1),
    ("X", 1),
)
PASS_WORDS = ("PASS", "PAS", "PASSED OUT")
_LEVEL_AND_STRAIN = re.compile(r"([1-7])\s*(\S+)")
_ANY_NUMBER_AND_STRAIN = re.compile(r"(\d+)\s*(\S+)")
_TURKISH_FOLD = str.maketrans(
    {"İ": "I", "ı": "I", "i": "I", "Ö": "O", "ö": "O", "Ü": "U", "ü": "U", "Ç": "C", "ç": "C"}
)


class InputError(ValueError):
    """A problem with what was typed, already in the page's language."""


@dataclass(frozen=True)
class ContractReading:
    """A contract as typed: `code` in the engine's notation, or, where the strain could be either
    of two, `choices`, the codes it could mean."""

    code: str | None
    choices: tuple[str, ...] = ()


def fold(text: str) -> str:
    return " ".join(text.translate(_TURKISH_FOLD).upper().split())


def read_contract(text: str) -> ContractReading:
    folded = fold(text)
    if folded in PASS_WORDS:
        return ContractReading("pass")
    _check_near_misses(folded, text)
    bare, doubles = _doubles(folded)
    match = _LEVEL_AND_STRAIN.fullmatch(bare)
    if not match:
        raise InputError(
            _("“%(text)s” is not a contract: write a level from 1 to 7 and a strain, e.g. 4♠, 3SA, 4P, 2KÖ or 4S.")
            % {"text": text[:12]}
        )
    level, word = match.groups()
    suffix = "X" * doubles
    if word in AMBIGUOUS:
        return ContractReading(None, tuple(f"{level}{strain}{suffix}" for strain in AMBIGUOUS[word]))
    strain = STRAINS.get(word)
    if strain is None:
        raise InputError(
            _("“%(text)s” is not a strain: write ♠ ♥ ♦ ♣ or SA, or P, KÖ, KA, T (or S, H, D, C, NT).")
            % {"text": word[:8]}
        )
    return ContractReading(f"{level}{strain}{suffix}")


def _check_near_misses(folded: str, text: str) -> None:
    """InputError saying what is wrong with a contract typed nearly right: a double word too many,
    a double or redouble with no contract, a level that is not one from 1 to 7."""
    rest, doubles = _all_doubles(folded)
    if doubles > 2 and (not rest or _is_level_and_strain(rest)):
        # Law 19A1: a player may double only the last preceding bid; 19B1: redouble only the last
        # preceding double. Nothing may double a redouble, so a contract is at most redoubled.
        raise InputError(
            _(
                "“%(text)s” has more than a redouble: a contract is at most redoubled, since a double "
                "is made only of a bid and a redouble only of a double (Law 19). Write e.g. 3NTXX."
            )
            % {"text": text[:24]}
        )
    if doubles and not rest:
        raise InputError(
            _("“%(text)s” is a double or a redouble, not a contract: write the contract with it, e.g. 4♠X or 3SA XX.")
            % {"text": text[:12]}
        )
    number = _ANY_NUMBER_AND_STRAIN.fullmatch(rest)
    if number and not _is_level_and_strain(rest) and _is_strain(number.group(2)):
        # Law 18A: a bid designates a number of odd tricks from one to seven.
        raise InputError(
            _("“%(level)s” is not a level: a bid names from 1 to 7 tricks over six (Law 18A), e.g. 4♠ or 3SA.")
            % {"level": number.group(1)[:4]}
        )


def _all_doubles(folded: str) -> tuple[str, int]:
    """What is left after every double word at the end is taken off, and how many doubles they
    make ("3NTXXX": "3NT" and 3; "4 PIK SURKONTR KONTR": "4 PIK" and 3)."""
    rest, count = folded, 0
    while True:
        word_and_count = next(((word, n) for word, n in DOUBLE_WORDS if rest.endswith(word)), None)
        if word_and_count is None:
            return rest, count
        word, n = word_and_count
        rest, count = rest[: -len(word)].rstrip(), count + n


def _is_strain(word: str) -> bool:
    return word in STRAINS or word in AMBIGUOUS


def _is_level_and_strain(text: str) -> bool:
    match = _LEVEL_AND_STRAIN.fullmatch(text)
    return bool(match) and _is_strain(match.group(2))


def _doubles(folded: str) -> tuple[str, int]:
    for word, count in DOUBLE_WORDS:
        if folded.endswith(word) and len(folded) > len(word):
            rest = folded[: -len(word)].rstrip()
            # "4KX" is 4K doubled, but "4KA" must stay karo and "3SA" sanzatu: only strip a word
            # that leaves a level and a strain behind.
            if _LEVEL_AND_STRAIN.fullmatch(rest) and (rest[1:].strip() in STRAINS or rest[1:].strip() in AMBIGUOUS):
                return rest, count
    return folded, 0


# The most the table reads of a contract and of a deal (the start page's boxes take as much): a
# contract is a few characters ("3SA XX"), a PBN deal some 70 once its spaces are one each. Longer
# text, sent in an address, is refused and said so: cut to fit, "4S" followed by spaces and "X"
# was played as 4S undoubled.
CONTRACT_LENGTH = 20
DEAL_LENGTH = 100


def spaced_once(text: str) -> str:
    """The text with each run of spaces and line breaks one space (a deal pasted over lines)."""
    return " ".join(text.split())


def check_lengths(contract: str, deal: str) -> None:
    """InputError in the page's language for a contract or a deal longer than the table reads."""
    if len(contract.strip()) > CONTRACT_LENGTH:
        raise InputError(too_long(pgettext("box", "The contract"), CONTRACT_LENGTH, _("4♠X or 3SA XX")))
    if len(spaced_once(deal)) > DEAL_LENGTH:
        if looks_like_a_record(deal):
            check_deal(deal)  # which says where a record goes
        # The deal's length is its four hands' (spaces one each): the example shows them.
        raise InputError(too_long(pgettext("box", "The deal"), DEAL_LENGTH, "N:AKQ2.J93.T8.7654 …"))


def check_deal(deal: str) -> None:
    """InputError in the page's language if the engine cannot read the deal. A whole record pasted
    into the deal's box (PBN tags or a PBN file, a LIN record, a BBO link) is told where it goes: the
    record's box, which reads it (rulings.records); the engine's "start with the first seat" did not
    say that a [Deal "..."] tag is not what this box takes."""
    if looks_like_a_record(deal):
        raise InputError(
            _(
                "This is a whole record, not a deal: paste it into the box “Or paste a PBN, LIN or BBO link” "
                "below, which reads it."
            )
        )
    try:
        parse_pbn(deal)
    except DealError as error:
        raise InputError(deal_problem(error)) from None


def looks_like_a_record(text: str) -> bool:
    """PBN tags or a file's "% PBN" line, a LIN record's "md|", a link: what the record's box reads."""
    start = text.lstrip()[:1]
    return start in ("[", "%") or "md|" in text or "://" in text


def deal_problem(error: DealError) -> str:
    lang = current_lang()
    values = dict(error.values)
    if "seat" in values:
        values["seat"] = names.seat(str(values["seat"]), lang)
    if "card" in values:
        values["card"] = names.card(str(values["card"]), lang)
    if "other" in values:  # a card dealt twice: the hand dealt it first (qa61)
        values["other"] = names.seat(str(values["other"]), lang)
    messages = {
        "not_text": _("The deal is empty: give it as PBN, e.g. N:AKQ2.J93.T8.7654 …"),
        "first_seat": _("The deal must start with the first seat and a colon, e.g. “N:”."),
        "four_hands": _("The deal must give four hands; this one gives %(found)s."),
        "dealt_twice": _("%(card)s is dealt twice: %(other)s and %(seat)s."),
        "not_a_rank": _("%(seat)s: “%(letter)s” is not a rank (A K Q J T 9 … 2)."),
        "given_twice": _("%(seat)s: %(card)s is given twice."),
        "four_suits": _("%(seat)s: a hand has four suits separated by dots (spades.hearts.diamonds.clubs)."),
        "thirteen": _("%(seat)s: the hand has %(found)s cards, not 13."),
    }
    return messages[error.problem] % values
