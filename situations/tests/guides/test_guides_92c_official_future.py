"""92C in the official Turkish's future wherever a guide states it: the appeals guide's Endings (`now`,
when to call the Director, the read-out) and the score-correction guide's wrong-ruling Ending (`now`,
the read-out) (qa263, session 92; the rule since qa211: a guide sentence that states a rule uses the
official words; qa209 had left "yapılır").

92C, TR (official): "Verilmiş olan bir hükme yapılacak tüm itiraz başvuruları hakem aracılığıyla
yapılacaktır."
92C, WBF: "All requests for a review of a ruling shall be made through the Director."

The guides said "yapılır" (the present) where the official Turkish has the future and the WBF
"shall"; each sentence keeps its words and takes the future. The imperative advice ("İtirazınızı
hakem aracılığıyla yapın") and the option's effect ("Hakeme ... söylersiniz", what the player does)
are not statements of the rule and stay. The English kept "is made" then (qa256); qa280 gave it the
WBF's "shall be made" (test_qa280_92c_shall_be_made.py).
"""

import dataclasses
from pathlib import Path

import pytest

from situations.content import SITUATIONS
from situations.guide import Text
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
CLAUSES = ("aracılığıyla yapıl", "aracılığımla yapıl")
NEW = {
    "now": ("hakem aracılığıyla yapılacaktır (Yasa 92C)",),
    "director": ("itiraz onun aracılığıyla yapılacaktır (Yasa 92C).",),
    "script": ("başvuru benim aracılığımla yapılacaktır (Yasa 92C).",),
}
OLD = ("aracılığıyla yapılır (Yasa 92C)", "aracılığımla yapılır (Yasa 92C)")


def _turkish(obj) -> list[str]:
    if isinstance(obj, Text):
        return [obj.tr]
    if isinstance(obj, (tuple, list)):
        return [s for item in obj for s in _turkish(item)]
    if dataclasses.is_dataclass(obj):
        return [s for f in dataclasses.fields(obj) for s in _turkish(getattr(obj, f.name))]
    return []


def _endings(field: str) -> list[tuple[str, list[str]]]:
    """(slug, keys) of every Ending whose `field` states 92C, in either tense."""
    return [
        (situation.slug, keys)
        for situation in SITUATIONS
        for keys, ending in situation.endings()
        if any(c in s for s in _turkish(getattr(ending, field)) for c in CLAUSES)
    ]


CASES = [(field, slug, keys) for field in NEW for slug, keys in _endings(field)]


def test_92c_is_found_where_the_guides_state_it():
    slugs = {(field, slug) for field, slug, _ in CASES}
    assert {("now", "appeal"), ("director", "appeal"), ("script", "appeal")} <= slugs
    assert {("now", "score-correction"), ("script", "score-correction")} <= slugs


@pytest.mark.parametrize("field, slug, keys", CASES, ids=lambda v: v if isinstance(v, str) else "/".join(v))
def test_92c_in_the_official_future(client, field, slug, keys):
    if field == "script":
        reads(client, slug, keys, "tr", *NEW[field])
        never_reads(client, slug, keys, "tr", *OLD)
    else:
        says(client, slug, keys, "tr", *NEW[field])
        never_says(client, slug, keys, "tr", *OLD)


def test_the_official_turkish_says_yapilacaktir():
    assert "itiraz başvuruları hakem aracılığıyla yapılacaktır." in TURKISH.read_text(encoding="utf-8")
