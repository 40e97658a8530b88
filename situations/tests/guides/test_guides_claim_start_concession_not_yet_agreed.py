"""The claim guide's start step: a concession regretted before anyone agreed to it, and a defender's
concession his partner objects to at once, have a way in (docs/legal-review.md, Session 89 (qa227)).

71, official Turkish: "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde, hakem
terki aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır"; WBF: "A concession must stand, once made,
except that within the Correction Period established under Law 79C the Director shall cancel a concession".
The concession stands once made: no agreement is named.

68B2, official Turkish: "bir defans oyuncusu bir veya daha fazla lövenin terki girişiminde bulunur ve ortağı
derhal itiraz ederse, terk gerçekleşmez"; WBF: "if a defender attempts to concede one or more tricks and his
partner immediately objects; neither a concession nor a claim has occurred". Nothing is agreed.

69A/69B, official Turkish: "Taraflardan biri, rakibinin talep veya terkini kabul ederse ... anlaşma
resmileşir"; "Talep veya terk üzerindeki anlaşma (bkz A) ... geri alınabilir: 1. Gerçekte kendi tarafının
önceden kazandığı bir lövenin kaybında anlaşmışsa"; WBF: "Agreement is established when a side assents to an
opponent's claim or concession"; "Agreement with a claim or concession (see A) may be withdrawn ... if a
player agreed to the loss of a trick his side had, in fact, won". Agreement is the other side's, and 69B
withdraws it.

The own-concession Ending (71, 68B2) was reached only through "Talep ya da terk kabul edildi, sonra pişman
olundu" / "It was agreed, then someone regretted it": a condition neither 71 nor 68B2 sets, so a player who
conceded and regretted it at once, or whose partner objected at once, had no choice that named him. Now the
choice says "Talep ya da terk yapıldı, sonra pişman olundu" / "There was a claim or concession, then someone regretted it", and the
two steps' hints (not indexed) send both cases to the own-concession choice."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

START = {
    "tr": "Talep ya da terk yapıldı, sonra pişman olundu",
    "en": "There was a claim or concession, then someone regretted it",
}
OLD_START = {
    "tr": "Talep ya da terk kabul edildi, sonra pişman olundu",
    "en": "It was agreed, then someone regretted it",
}
START_HINT = {
    "tr": "Defansta terk etmeye kalktığınızda ortağınız hemen itiraz ettiyse (Yasa 68B2) ya da terkinizden, kimse "
    "kabul etmeden önce, pişman olduysanız (Yasa 71): 'Talep ya da terk yapıldı, sonra pişman olundu'.",
    "en": "If on defence you attempted to concede and your partner objected at once (Law 68B2), or you regret your "
    "concession before anyone has agreed to it (Law 71): 'There was a claim or concession, then someone regretted it'.",
}
WHO_HINT = {
    "tr": (
        "Yasa 71 kabul aramaz: terk bir kez yapıldığında, düzeltme süresi içinde hakem onu yasanın sebeplerinden "
        "biriyle iptal etmedikçe geçerli kalmalıdır.",
        "Defans oyuncusu terk etmeye kalkar ve ortağı hemen itiraz ederse (Yasa 68B2) de 'Terki yapan taraf'ı seçin.",
    ),
    "en": (
        "Law 71 asks for no agreement: a concession, once made, must stand unless, within the Correction Period, "
        "the Director cancels it for one of the Law's reasons.",
        "If a defender attempts to concede and his partner objects at once (Law 68B2), choose 'The side that "
        "conceded' too.",
    ),
}
OWN = {"tr": "Terki yapan taraf (kendi terki)", "en": "The side that conceded (its own concession)"}
AGREED = {
    "tr": "Rakibin talebini ya da terkini kabul eden taraf",
    "en": "The side that agreed to the opponents' claim or concession",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_start_step_does_not_make_agreement_the_way_to_law_71(client, lang):
    says(client, "claim", [], lang, START[lang], START_HINT[lang])
    never_says(client, "claim", [], lang, OLD_START[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_who_regrets_it_names_law_71_without_agreement_and_68b2(client, lang):
    says(client, "claim", ["regret"], lang, OWN[lang], AGREED[lang], *WHO_HINT[lang])


def test_the_hints_send_each_case_where_its_paragraph_is():
    """The own-concession Ending holds 71 and 68B2, the agreed one 69A and 69B (and not 68B2)."""
    from situations.content.claim import SITUATION

    inner = SITUATION.start.choice("regret").then
    assert {"71", "68B2"} <= set(inner.choice("own-concession").then.laws)
    assert {"69A", "69B1", "69B2"} <= set(inner.choice("agreed-to-opponent").then.laws)
    assert "68B2" not in inner.choice("agreed-to-opponent").then.laws
