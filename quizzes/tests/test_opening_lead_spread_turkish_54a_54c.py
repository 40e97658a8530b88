"""The opening_lead_spread explanation states 54A and 54C in the official Turkish's words (qa173).

Law 54A (TR, official): "Eğer deklaran elini yere açmaya başlar ve bunu yaparken bir veya daha fazla
kartını gösterirse, bütün elini yere açmak zorundadır. Yer deklaran olur."; WBF: "If declarer begins to
spread his hand, and in doing so exposes one or more cards, he must spread his entire hand. Dummy
becomes declarer." The step read "deklaran elini açmaya başlar ve ... kartlarından birini ya da
birkaçını gösterirse elinin tamamını açmak zorundadır": without "eğer" its first clause reads as a fact
(declarer begins to spread), not the condition both texts set.

Law 54C (TR): "Eğer deklaran yerin kartlarından herhangi birini görmüş olabilecek durumda ise ... atağı
kabul etmek zorundadır"; WBF: "If declarer could have seen any of dummy's cards ..., he must accept the
lead". The step said "görmüş olabilirse"; it now has the official "görmüş olabilecek durumda ise".
"""

from __future__ import annotations

import pytest

from .helpers import first_citing

pytestmark = pytest.mark.django_db


def test_declarer_who_begins_to_spread_is_told_54a_in_the_official_turkish():
    for question in first_citing("opening_lead_spread", "54A", 2):
        assert (
            "Yasa 54A: eğer deklaran elini yere açmaya başlar ve bunu yaparken bir veya daha fazla kartını "
            "gösterirse, bütün elini yere açmak zorundadır; yer deklaran olur."
        ) in question.explanation_tr
        assert "he must spread his entire hand; dummy becomes declarer." in question.explanation_en


def test_declarer_who_could_have_seen_dummy_is_told_54c_in_the_official_turkish():
    for question in first_citing("opening_lead_spread", "54C", 2):
        assert (
            "Yasa 54C: eğer deklaran yerin kartlarından herhangi birini görmüş olabilecek durumda ise atağı kabul "
            "etmek zorundadır"
        ) in question.explanation_tr
        assert "Law 54C: if declarer could have seen any of dummy's cards he must accept the opening lead" in (
            question.explanation_en
        )
