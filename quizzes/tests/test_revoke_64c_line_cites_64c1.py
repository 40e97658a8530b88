"""The `revoke` explanation's 64C line cites the paragraph its sentences state (qa187; qa173 noticed
"64C" where the sentence is 64C1's, qa185 mended the same in revoke_correction).

Law 64C1 (TR, official): "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan
sonra, hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin
edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır."
WBF: "When, after any established revoke, including those not subject to trick adjustment, the
Director deems that the non-offending side is insufficiently compensated by this Law for the damage
caused, he shall assign an adjusted score." (the editor's note on 64C1 gives the two texts' words)

The line ends "The Director therefore considers whether the damage suffered by the non-offending side
is sufficiently compensated; if it is not, he shall assign an adjusted score": 64C1's sentence, so it is
cited "Law 64C1:". After a repeated revoke it adds 64C2(a) (TR "Bir oyuncunun aynı renkteki
rönonsunu tekrarlamasından ... sonra, Hakem ... ayarlı skor uygular"; WBF "After repeated revokes by
the same player in the same suit (see B2 above), the Director adjusts the score if ..."), which it
names, so `laws` names it too. When both sides revoked (64B7) the line goes on to 64C2(b) (TR "Her
iki taraf aynı bordda rönons yaparsa"; WBF "When both sides have revoked on the same board"), and its
head stays "Law 64C", the section both paragraphs are in. The engine names the section ("64C"): the
line is there only when it does."""

from __future__ import annotations

import pytest

from .helpers import generated

pytestmark = pytest.mark.django_db


def _questions(wanted, count=3, seeds=600):
    found = [q for q in (generated("revoke", seed) for seed in range(seeds)) if wanted(q)]
    assert len(found) >= count, len(found)
    return found[:count]


def _line(text: str, start: str) -> list[str]:
    return [line for line in text.split("\n") if line.startswith(start)]


def test_the_64c1_sentence_is_cited_64c1():
    closing_tr = "Bu yüzden hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilip"
    closing_en = "The Director therefore considers whether the damage suffered by the non-offending side"
    for q in _questions(lambda q: "64C" in q.expected["laws"] and "64B7" not in q.laws):
        (tr,) = _line(q.explanation_tr, "Yasa 64C")
        (en,) = _line(q.explanation_en, "Law 64C")
        assert tr.startswith("Yasa 64C1: ") and closing_tr in tr, (q.seed, tr)
        assert en.startswith("Law 64C1: ") and closing_en in en, (q.seed, en)
        assert "64C1" in q.laws and "64C" not in q.laws, q.seed


def test_the_repeated_revoke_names_64c2a_in_laws():
    for q in _questions(lambda q: "64B2" in q.laws and "64B7" not in q.laws):
        (en,) = _line(q.explanation_en, "Law 64C")
        assert "For the repeated revoke, Law 64C2(a):" in en, q.seed
        assert {"64C1", "64C2(a)"} <= set(q.laws), q.seed


def test_both_sides_revokes_keep_the_section_and_name_64c2b():
    for q in _questions(lambda q: "64B7" in q.laws):
        (tr,) = _line(q.explanation_tr, "Yasa 64C")
        (en,) = _line(q.explanation_en, "Law 64C")
        assert tr.startswith("Yasa 64C: ") and "Yasa 64C2(b) uygulanır" in tr, q.seed
        assert en.startswith("Law 64C: ") and "so Law 64C2(b) applies" in en, q.seed
        assert {"64C", "64C2(b)"} <= set(q.laws) and "64C1" not in q.laws, q.seed


def test_the_paragraphs_of_64c_come_only_with_the_engines_64c():
    for seed in range(300):
        q = generated("revoke", seed)
        named = "64C" in q.expected["laws"]
        assert bool({"64C", "64C1", "64C2(a)", "64C2(b)"} & set(q.laws)) == named, seed
