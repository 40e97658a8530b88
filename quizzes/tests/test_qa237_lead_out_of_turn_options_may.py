"""The lead_out_of_turn explanation gives declarer's options under 54B, 54D and 56B with the
official Turkish's modal, as the English gives them with the WBF's "may" (qa237).

Law 54B (TR, official): "Bir defans oyuncusu yüzü açık sırasız atak yaptığında deklaran Yasa 53'de
öngörüldüğü gibi usulsüz çıkışı kabul edebilir"; WBF: "When a defender faces the opening lead out of
turn declarer may accept the irregular lead as provided in Law 53".
Law 54D (TR): "Deklaran defans oyuncusundan yüzü görünen sırasız atağını geri almasını isteyebilir";
WBF: "Declarer may require a defender to retract his faced opening lead out of turn".
Law 56 (TR): "Defans oyuncusunun sırasız çıktığı kart yüzü açık oynandığında, deklaran: ... B. Defans
oyuncusundan sırasız çıkışını geri almasını isteyebilir"; WBF: "When a lead out of turn is faced,
declarer may: ... B. Require the defender to retract his faced lead out of turn".

The Turkish lines said "ya da atağı kabul eder", "ya da atağın geri alınmasını ister", "ya da geri
alınmasını ister" (he accepts, he requires: a description), where the English lines say "or he may
accept", "or he may require" and both texts of the Laws give declarer a choice.
"""

from __future__ import annotations

import pytest

from .helpers import first_citing

pytestmark = pytest.mark.django_db


def _line(text: str, head: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(head))


def test_54b_and_54d_are_options_in_both_texts():
    for question in first_citing("lead_out_of_turn", "54D", 3):
        assert _line(question.explanation_tr, "Yasa 54B:").startswith("Yasa 54B: ya da atağı kabul edebilir;")
        assert _line(question.explanation_en, "Law 54B:").startswith("Law 54B: or he may accept the lead;")
        assert _line(question.explanation_tr, "Yasa 54D:").startswith(
            "Yasa 54D: ya da atağın geri alınmasını isteyebilir;"
        )
        assert _line(question.explanation_en, "Law 54D:").startswith(
            "Law 54D: or he may require the lead to be withdrawn;"
        )


def test_56b_is_an_option_in_both_texts():
    for question in first_citing("lead_out_of_turn", "56B", 3):
        assert _line(question.explanation_tr, "Yasa 56B:").startswith("Yasa 56B: ya da geri alınmasını isteyebilir;")
        assert _line(question.explanation_en, "Law 56B:").startswith("Law 56B: or he may require it to be withdrawn;")
