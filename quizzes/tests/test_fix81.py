"""fix81: lead_out_of_turn's 54D step says that declarer's 50D2 choice comes before the partner leads
(qa104, "Left": it said "when West leads declarer may require or forbid its suit").

54D, TR "Deklaran defans oyuncusundan yüzü görünen sırasız atağını geri almasını isteyebilir. Bu durumda
geri alınan kart majör cezalı kart olur ve Yasa 50D uygulanır"; WBF "Declarer may require a defender to
retract his faced opening lead out of turn. The withdrawn card becomes a major penalty card and Law 50D
applies." 50D2, TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna
geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz ...
(a) Defans oyuncusundan cezalı kartın rengini çıkmasını istemek veya çıkış kendisinde kaldığı müddetçe o
rengi çıkmasını yasaklamak ... (b) Bir çıkışı istememek veya yasaklamamak"; WBF "When a defender has the
lead while his partner has a major penalty card, he may not lead until declarer has stated which of the
options below is selected ... (a) to require the defender to lead the suit of the penalty card, or to
prohibit him from leading that suit for as long as he retains the lead ... (b) not to require or prohibit
a lead".
"""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("seed, leader", [(9, ("West", "Batı")), (10, ("South", "Güney"))])
def test_the_54d_step_puts_declarer_s_choice_before_the_partner_s_lead(seed, leader):
    question = generate("lead_out_of_turn", seed)
    en = next(line for line in question.explanation_en.splitlines() if line.startswith("Law 54D:"))
    tr = next(line for line in question.explanation_tr.splitlines() if line.startswith("Yasa 54D:"))
    assert f"when {leader[0]} leads" not in en
    assert f"{leader[0]} may not lead until declarer has stated his choice" in en
    assert f"to prohibit it for as long as {leader[0]} keeps the lead" in en
    assert "or neither to require nor to prohibit a lead (Law 50D2)" in en
    assert "çıkarken deklaran" not in tr
    assert f"deklaran seçtiğini belirtinceye kadar {leader[1]} çıkış yapamaz" in tr
    assert "çıkış onda kaldıkça yasaklayabilir ya da çıkış istemez ve yasaklamaz (Yasa 50D2)" in tr
