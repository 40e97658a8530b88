"""The "Laws applied" of a ruling record made at the table after a lead out of turn (Laws 54-56):
the choice's paragraphs that were applied, not those of the option the chooser declined.

While the choice is pending the table cites both options (55A with 55B1; 54A, 54B, 54D; 56A with
56B), as it should: the chooser hears them all. Once he has chosen, the record listed them all
still, so a lead accepted read as if 55B1 had been applied. Law 55B1, TR "Eğer deklaran çıkış
sırası bir defans oyuncusunda iken kendisinin veya yerin elinden çıkış yapmışsa ve Yasa 55A
uyarınca çıkışı geri alması istenirse, deklaran hatalı çıkılan kartı ait olduğu ele geri koyar.
Başka bir onarma yoktur."; WBF "If declarer has led from his or dummy's hand when it was a
defender's turn to lead, and has been required to retract such lead per Law 55A, declarer restores
the card led in error to the proper hand. No further rectification applies." It applies only when
the lead was not accepted. Law 55A, TR "herhangi bir defans oyuncusu Yasa 53'te öngörüldüğü gibi
çıkışı kabul edebilir veya geri alınmasını isteyebilir"; WBF "either defender may accept the lead as
provided in Law 53 or require its retraction": the paragraph of the choice, applied either way."""

import pytest

from desk.tests.test_table_link import field, record_link
from situations.tests.table.test_table import table_url

pytestmark = pytest.mark.django_db
# West holds the ♠A and wins trick 1 (situations/content/lead_out_of_turn.py DEFENDERS_TURN_DEAL):
# West is to lead to trick 2.
DEAL = "N:KQJ2.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 A.5432.5432.5432"
TRICK_1 = "W:SA,N:S2,E:S7,S:S3"


def laws_applied(client, play: str) -> list[str]:
    page = client.get(table_url("en", deal=DEAL, play=play)).content.decode()
    form = client.get(record_link(page)).content.decode()
    return [label.strip() for label in field(form, "laws").split(",")]


@pytest.mark.parametrize("accepted", ["accept:W", "W:H2"], ids=["stated", "by-play-53A"])
def test_declarer_s_lead_accepted_is_recorded_under_55a_without_55b1(director_client, accepted):
    """South leads ♥6 at West's turn and West accepts it, by saying so or by playing to it (53A, TR
    "sırasız çıkıştan sonra sıradaki oyuncu bu çıkışa bir kart oynarsa"; WBF "if a play is made from
    the hand next in rotation to the irregular lead")."""
    laws = laws_applied(director_client, f"{TRICK_1},S:H6,{accepted}")
    assert "55A" in laws and "53A" in laws, laws
    assert "55B1" not in laws, laws


def test_declarer_s_lead_retracted_is_recorded_under_55a_and_55b1(director_client):
    laws = laws_applied(director_client, f"{TRICK_1},S:H6,reject:W")
    assert "55A" in laws and "55B1" in laws, laws


def test_an_opening_lead_out_of_turn_accepted_is_recorded_under_54b_only(director_client):
    """54B, TR "deklaran Yasa 53'de öngörüldüğü gibi usulsüz çıkışı kabul edebilir"; WBF "declarer may
    accept the irregular lead as provided in Law 53". Not 54A (he did not spread his hand) nor 54D
    (TR "Bu durumda geri alınan kart majör cezalı kart olur"; WBF "The withdrawn card becomes a major
    penalty card": none was withdrawn)."""
    laws = laws_applied(director_client, "E:ST,accept:S")
    assert "54B" in laws and "53A" in laws, laws
    assert "54A" not in laws and "54D" not in laws, laws


def test_an_opening_lead_out_of_turn_refused_is_recorded_under_54d_only(director_client):
    laws = laws_applied(director_client, "E:ST,reject:S")
    assert "54D" in laws, laws
    assert "54A" not in laws and "54B" not in laws, laws


def test_a_defender_s_lead_out_of_turn_accepted_is_recorded_under_56a_without_56b(director_client):
    """56A, TR "Yasa 53 uyarınca öngörülen şekilde sırasız çıkışı kabul edebilr"; WBF "Accept the
    irregular lead as provided in Law 53"; 56B's "Geri alınan kart majör cezalı kart haline gelir" /
    "The withdrawn card becomes a major penalty card" did not happen."""
    laws = laws_applied(director_client, f"{TRICK_1},E:S8,accept:S")
    assert "56A" in laws and "53A" in laws, laws
    assert "56B" not in laws, laws


@pytest.mark.parametrize(
    "choice, kept, declined",
    [("require_lead:S:S", "50D2(a)", "50D2(b)"), ("no_restriction:S", "50D2(b)", "50D2(a)")],
)
def test_declarer_s_choice_for_the_partner_s_lead_is_recorded_under_its_own_paragraph(
    director_client, choice, kept, declined
):
    """East's opening lead out of turn refused, his ♠10 a major penalty card (54D) and West to lead:
    50D2, TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz";
    WBF "he may not lead until declarer has stated which of the options below is selected". 50D2(a),
    TR "Defans oyuncusundan cezalı kartın rengini çıkmasını istemek veya çıkış kendisinde kaldığı
    müddetçe o rengi çıkmasını yasaklamak"; WBF "to require the defender to lead the suit of the
    penalty card, or to prohibit him from leading that suit for as long as he retains the lead";
    50D2(b), TR "Bir çıkışı istememek veya yasaklamamak"; WBF "not to require or prohibit a lead". The
    record keeps the one declarer chose."""
    laws = laws_applied(director_client, f"E:ST,reject:S,{choice}")
    assert kept in laws and "54D" in laws, laws
    assert declined not in laws, laws
