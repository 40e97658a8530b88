"""The characters no typed text holds: a NUL, an escape and the other C0 and C1 controls (a tab and
a line break aside), and the embeddings, overrides and isolates that reorder the text shown around
them. Typed into an address ("%00", "%1b", "%E2%80%AE") they came back raw in a page (polish74: a
paragraph's permalink; polish75: the table page's and the score calculator's boxes, a 404's
message). Left out of a page drawn in answer to values holding one (config/address_controls.py)
and of a 404's naming of what was asked for (lawbook.pages.views.page_not_found).
"""

from __future__ import annotations

import re
import unicodedata

BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# A deal pasted over several lines is read (situations/table_input.py): these stay.
KEPT_CONTROLS = frozenset("\t\n\r")


def is_control(ch: str) -> bool:
    return (unicodedata.category(ch) == "Cc" and ch not in KEPT_CONTROLS) or ch in BIDI_CONTROLS


def holds_controls(text: str) -> bool:
    return any(map(is_control, text))


# The same characters as one pattern, for a whole page at once (config/address_controls.py):
# the C0 and C1 controls (category Cc) but KEPT_CONTROLS, and BIDI_CONTROLS.
CONTROLS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def without_controls(text: str) -> str:
    return CONTROLS.sub("", text)
