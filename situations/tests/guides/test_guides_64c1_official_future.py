"""64C1's adjusted score in the official Turkish's future on every guide page and read-out that states
it, and in the engine's 64C line (qa263, session 92; the rule since qa211: a guide sentence that states
a rule uses the official words; 66D's and 82C's "verecektir" decided in sessions 89 and 91).

64C1, TR (official): "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan sonra,
hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin
edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır."
64C1, WBF: "When, after any established revoke, including those not subject to trick adjustment, the
Director deems that the non-offending side is insufficiently compensated by this Law for the damage
caused, he shall assign an adjusted score."

The guides said "... tazmin edilmediğine kanaat getirirse ayarlı skor verir" (the present) where the
official Turkish has the future ("atayacaktır") and the WBF "shall"; the engine's line said "ayarlı
skor atar". Each sentence keeps its words and takes the future: "verecektir" / "atayacaktır". The
English said "he assigns" then; qa280 gave it the WBF's "shall assign" (CONTRIBUTING, the modal verb).
"""

import dataclasses
from pathlib import Path

import pytest

import rulings
from situations.content import SITUATIONS
from situations.engine_words import describe, with_revoke_status
from situations.guide import Text
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says
from situations.tests.test_engine_words_audit import REVOKE_64C

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

CLAUSE = "tazmin edilmediğine kanaat getirirse ayarlı skor ver"
NEW = "tazmin edilmediğine kanaat getirirse ayarlı skor verecektir"
OLD = "tazmin edilmediğine kanaat getirirse ayarlı skor verir"


def _turkish(obj) -> list[str]:
    """Every Turkish string of a guide's Ending (its now, chooser, options, advice, script...)."""
    if isinstance(obj, Text):
        return [obj.tr]
    if isinstance(obj, (tuple, list)):
        return [s for item in obj for s in _turkish(item)]
    if dataclasses.is_dataclass(obj):
        return [s for f in dataclasses.fields(obj) for s in _turkish(getattr(obj, f.name))]
    return []


def _endings(field_names: tuple[str, ...]) -> list[tuple[str, list[str]]]:
    """(slug, keys) of every Ending whose named fields state 64C1's clause, in either tense."""
    found = []
    for situation in SITUATIONS:
        for keys, ending in situation.endings():
            strings = [s for name in field_names for s in _turkish(getattr(ending, name))]
            if any(CLAUSE in s for s in strings):
                found.append((situation.slug, keys))
    return found


SHOWN = _endings(("title", "now", "chooser", "options", "advice", "director"))
READ = _endings(("script",))


def test_the_clause_is_found_where_the_guides_state_it():
    # revoke (established, 64B, twelfth-trick paths), penalty cards not played, dummy's wrong card.
    assert len(SHOWN) >= 8 and len(READ) >= 4
    assert {slug for slug, _ in SHOWN} >= {"revoke", "penalty-cards-more", "card-from-dummy"}


@pytest.mark.parametrize("slug, keys", SHOWN, ids=lambda v: v if isinstance(v, str) else "/".join(v))
def test_the_page_says_64c1_in_the_official_future(client, slug, keys):
    says(client, slug, keys, "tr", NEW)
    never_says(client, slug, keys, "tr", OLD)


@pytest.mark.parametrize("slug, keys", READ, ids=lambda v: v if isinstance(v, str) else "/".join(v))
def test_the_read_out_says_64c1_in_the_official_future(client, slug, keys):
    reads(client, slug, keys, "tr", NEW)
    never_reads(client, slug, keys, "tr", OLD)


def test_the_engine_line_says_atayacaktir():
    answer = rulings.answer(with_revoke_status(REVOKE_64C))
    said_tr = next(s for s in describe(answer, REVOKE_64C, "tr") if "(Yasa 64C)" in s)
    assert "kanaat getirirse ayarlı skor atayacaktır (Yasa 64C)." in said_tr
    said_en = next(s for s in describe(answer, REVOKE_64C, "en") if "(Law 64C)" in s)
    assert "he shall assign an adjusted score (Law 64C)." in said_en


def test_the_official_turkish_says_atayacaktir():
    assert "yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır." in TURKISH.read_text(
        encoding="utf-8"
    )
