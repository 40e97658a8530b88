"""The revoke_correction explanation cites the paragraphs its sentences state: 64C1 for the adjusted
score after dummy's established revoke, 16C1 and 16C2 for the information from the card withdrawn
under 62C1 (qa173 noticed "64C" and "16C").

Law 64C1 (TR, official): "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan
sonra, hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin
edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır."
WBF: "When, after any established revoke, including those not subject to rectification, the Director
deems that the non-offending side is insufficiently compensated by this Law for the damage caused, he
shall assign an adjusted score."
64C2 is the repeated revoke and both sides' revokes, which the dummy line does not state.

Law 16C1 (TR): "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek kendileri,
gerekse rakipleri tarafından yapmış olsun; yasaldır." WBF: "For a non-offending side, all information
arising from a withdrawn action is authorized, whether the action be its own or its opponents'."
Law 16C2 (TR): "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri
tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir." WBF: "For an offending side,
information arising from its own withdrawn action and from withdrawn actions of the non-offending side
is unauthorized."
The line says the first for the side that withdrew the card and the second for the other; 16C3 (the
Director's adjusted score) it does not state. The words of both lines are unchanged: only the
citations."""

from __future__ import annotations

import pytest

from .helpers import generated

pytestmark = pytest.mark.django_db


def _questions(wanted, count=2):
    found, seed = [], 0
    while len(found) < count and seed < 400:
        question = generated("revoke_correction", seed)
        if wanted(question):
            found.append(question)
        seed += 1
    assert len(found) == count, found
    return found


def test_dummys_established_revoke_cites_64c1():
    for q in _questions(lambda q: "64B3" in q.laws):
        assert "; Yasa 64C1: hakem, kusursuz tarafın maruz kaldığı zararın" in q.explanation_tr, q.seed
        assert "; Law 64C1: the Director shall still assign an adjusted score" in q.explanation_en, q.seed
        assert "64C1" in q.laws and "64C" not in q.laws, q.seed


def test_the_withdrawn_leads_information_cites_16c1_and_16c2():
    for q in _questions(lambda q: "47A" in q.laws):
        assert "Yasa 16C1 ve Yasa 16C2: geri alınan karttan gelen bilgi" in q.explanation_tr, q.seed
        assert "Law 16C1 and Law 16C2: the information from the withdrawn card is authorized for" in q.explanation_en
        assert {"16C1", "16C2"} <= set(q.laws) and "16C" not in q.laws, q.seed
