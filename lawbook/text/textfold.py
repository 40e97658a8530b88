"""Case folding and diacritic folding for Turkish and English text.

Python's str.lower() maps "I" to "i" and "İ" to "i̇" (two characters), both wrong for Turkish,
where I/ı and İ/i are distinct letters. Search, term matching and URLs use these functions.
"""

import unicodedata

_TURKISH_UPPER = str.maketrans({"I": "ı", "İ": "i"})
_ASCII_FOLD = str.maketrans({"ı": "i", "ş": "s", "ç": "c", "ğ": "g", "ö": "o", "ü": "u", "â": "a", "î": "i", "û": "u"})


def fold_case(text: str, lang: str = "tr") -> str:
    """Lower case by the rules of the language, keeping the length of the text."""
    if lang == "tr":
        text = text.translate(_TURKISH_UPPER)
    return text.lower()


def fold_diacritics(text: str) -> str:
    """ASCII-like letters for matching that ignores diacritics (ı/i, ş/s, ç/c, ğ/g, ö/o, ü/u, â/a)."""
    text = text.translate(_ASCII_FOLD)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def fold(text: str, lang: str = "tr") -> str:
    return fold_diacritics(fold_case(text, lang))
