"""The one message for a box sent longer than its reader takes: "%(box)s is too long: at most
%(most)s characters." (with an example where one helps), said in the page's language by the
table page (situations/table_input.py), the score calculator (situations/score_form.py) and the
desk's score step (desk/judgement_results.py), which said it three ways. Longer text arrives
only typed into the address (each box has its maxlength): it is refused, never cut to fit ("4S"
followed by spaces and "X", cut, was played as 4S undoubled).
"""

from __future__ import annotations

from django.http import QueryDict
from django.utils.translation import gettext as _


def too_long(box: str, most: int, example: str = "") -> str:
    """`box` (its name as a message begins it: "Weight 1", "Row 2: the contract") is too long."""
    if example:
        return _("%(box)s is too long: at most %(most)s characters, e.g. %(example)s.") % {
            "box": box,
            "most": most,
            "example": example,
        }
    return _("%(box)s is too long: at most %(most)s characters.") % {"box": box, "most": most}


def boxes_too_long(params: QueryDict, boxes: dict[str, tuple[int, str]]) -> list[str]:
    """A message for each box of `boxes` (its parameter: the most it takes, its name) sent longer."""
    return [too_long(name, most) for key, (most, name) in boxes.items() if len(params.get(key, "")) > most]
