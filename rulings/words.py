"""Bridge words in Turkish and English: seats, sides, suits, cards, calls and contracts as the
questions, the guides, the table page and the diagrams write them (the one place they are kept).

Cards are written as the Laws write them: As, Rua, Dam, Vale (A, R, D, V) in Turkish, Ace,
King, Queen, Jack (A, K, Q, J) in English, after the suit symbol ("♠R", "♠K"). Turkish seat
names take case suffixes after an apostrophe (proper nouns): "Batı'nın", "Doğu'ya".
Codes are those of docs/rulings-cli.md: seats N E S W, suits C D H S, cards "SK", contracts "4SX";
the codes, seats and cards themselves are the engine's (rulings.cards, rulings.deal): only the
words are here.
"""

from __future__ import annotations

from .cards import RANK_LETTERS as RANK_CODES
from .cards import SUIT_LETTERS as SUIT_CODES
from .cards import Card, Suit
from .deal import Seat
from .deal import side_of as _side_of_index

SYMBOLS = {suit.letter: suit.symbol for suit in Suit}

SEATS = {
    "tr": {"N": "Kuzey", "E": "Doğu", "S": "Güney", "W": "Batı"},
    "en": {"N": "North", "E": "East", "S": "South", "W": "West"},
}
# Turkish case forms: genitive, dative, accusative, ablative, locative.
_TR_CASES = {
    "N": ("Kuzey'in", "Kuzey'e", "Kuzey'i", "Kuzey'den", "Kuzey'de"),
    "E": ("Doğu'nun", "Doğu'ya", "Doğu'yu", "Doğu'dan", "Doğu'da"),
    "S": ("Güney'in", "Güney'e", "Güney'i", "Güney'den", "Güney'de"),
    "W": ("Batı'nın", "Batı'ya", "Batı'yı", "Batı'dan", "Batı'da"),
    "NS": ("Kuzey-Güney'in", "Kuzey-Güney'e", "Kuzey-Güney'i", "Kuzey-Güney'den", "Kuzey-Güney'de"),
    "EW": ("Doğu-Batı'nın", "Doğu-Batı'ya", "Doğu-Batı'yı", "Doğu-Batı'dan", "Doğu-Batı'da"),
}
_CASE_INDEX = {"gen": 0, "dat": 1, "acc": 2, "abl": 3, "loc": 4}
SIDES = {
    "tr": {"NS": "Kuzey-Güney", "EW": "Doğu-Batı"},
    "en": {"NS": "North-South", "EW": "East-West"},
}
SUIT_WORDS = {  # as a noun inside a sentence
    "tr": {"C": "trefl", "D": "karo", "H": "kör", "S": "pik"},
    "en": {"C": "club", "D": "diamond", "H": "heart", "S": "spade"},
}
SUIT_PLURALS = {"tr": SUIT_WORDS["tr"], "en": {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}}
VULNERABILITY = {
    "tr": {"None": "kimse zonda değil", "NS": "Kuzey-Güney zonda", "EW": "Doğu-Batı zonda", "All": "herkes zonda"},
    "en": {
        "None": "neither side vulnerable",
        "NS": "North-South vulnerable",
        "EW": "East-West vulnerable",
        "All": "both sides vulnerable",
    },
}

_CARD_SHORT: dict[str, dict[str, str]] = {lang: {} for lang in ("tr", "en")}
_CARD_LONG: dict[str, dict[str, str]] = {lang: {} for lang in ("tr", "en")}
for _suit in SUIT_CODES:
    for _rank in RANK_CODES:
        _card = Card.parse(_suit + _rank)
        for _lang in ("tr", "en"):
            _CARD_SHORT[_lang][_suit + _rank] = _card.display(_lang)
            _CARD_LONG[_lang][_suit + _rank] = _card.long_name(_lang)


def seat(code: str, lang: str, case: str | None = None) -> str:
    if case and lang == "tr":
        return _TR_CASES[code][_CASE_INDEX[case]]
    return SEATS[lang][code]


def side(code: str, lang: str, case: str | None = None) -> str:
    if case and lang == "tr":
        return _TR_CASES[code][_CASE_INDEX[case]]
    return SIDES[lang][code]


def side_of(seat_code: str) -> str:
    return _side_of_index(Seat.parse(seat_code))


def partner(seat_code: str) -> str:
    return Seat.parse(seat_code).partner.name


def lho(seat_code: str) -> str:
    return Seat.parse(seat_code).lho.name


def card(code: str, lang: str) -> str:
    """ "♠R" in Turkish, "♠K" in English."""
    return _CARD_SHORT[lang][code]


def card_long(code: str, lang: str) -> str:
    """ "Pik Rua" / "King of spades"."""
    return _CARD_LONG[lang][code]


def cards(codes, lang: str) -> str:
    return ", ".join(card(c, lang) for c in codes)


def rank(rank_code: str, lang: str) -> str:
    """A rank alone as the diagrams show it: "R" / "K", "10"."""
    return _CARD_SHORT[lang]["S" + rank_code][1:]


def suit_name(code: str, lang: str) -> str:
    """A suit in words, as a screen reader says its symbol: "Pik" / "Spades" for "S"."""
    return Card.parse(code + "A").suit.name_in("tr" if lang == "tr" else "en")


def strain(code: str, lang: str) -> str:
    if code == "NT":
        return "SA" if lang == "tr" else "NT"
    return SYMBOLS[code]


def contract(code: str, lang: str) -> str:
    """ "4♠", "3SA kontr" / "3NT doubled", "7♥ sürkontr" / "7♥ redoubled"; "pas" for a pass-out."""
    if code == "pass":
        return "pas" if lang == "tr" else "passed out"
    doubles = len(code) - len(code.rstrip("X"))
    bare = code.rstrip("X")
    text = bare[0] + strain(bare[1:], lang)
    if doubles:
        words = ("kontr", "sürkontr") if lang == "tr" else ("doubled", "redoubled")
        text += " " + words[doubles - 1]
    return text


def contract_short(code: str, lang: str) -> str:
    """ "4♠X" for tables and results."""
    bare = code.rstrip("X")
    return bare[0] + strain(bare[1:], lang) + code[len(bare) :]


def result_mark(level: int, tricks: int) -> str:
    """ "=", "+1", "−2": the result against the contract."""
    over = tricks - level - 6
    if over == 0:
        return "="
    return f"+{over}" if over > 0 else f"−{-over}"


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else ("0" if points == 0 else f"−{-points}")


def vulnerability(vul: str, lang: str) -> str:
    return VULNERABILITY[lang][vul]


def capitalize(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def tr_lower(text: str) -> str:
    return text.replace("I", "ı").replace("İ", "i").lower()


def tr_sentence_case(text: str) -> str:
    """Turkish law titles are printed in capitals: "YÜZÜ AÇIK SIRASIZ ATAK" -> "Yüzü açık sırasız atak"
    (a lower-case "ve" between capitals, as in "DÜZENLEMELER ve ORGANİZASYON", counts as capitals)."""
    words = [w for w in text.split() if w not in ("ve", "veya", "ile")]
    if not text or any(w != w.upper() for w in words):
        return text
    lowered = tr_lower(text)
    first = lowered[:1]
    first = "İ" if first == "i" else ("I" if first == "ı" else first.upper())
    return first + lowered[1:]


CALL_WORDS = {
    "tr": {"pass": "pas", "X": "kontr", "XX": "sürkontr"},
    "en": {"pass": "pass", "X": "double", "XX": "redouble"},
}


def call(code: str, lang: str) -> str:
    """A call as at the table: "pas" / "pass", "kontr" / "double", a bid as "1♥", "3SA" / "3NT"."""
    if code in CALL_WORDS[lang]:
        return CALL_WORDS[lang][code]
    return code[0] + strain(code[1:], lang)


def call_noun(code: str, lang: str) -> str:
    """The call as the object of a sentence: "a double" / "kontr", "2♥"."""
    if lang == "en" and code in CALL_WORDS["en"]:
        return "a " + CALL_WORDS["en"][code]
    return call(code, lang)
