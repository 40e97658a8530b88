"""qa56: the table page ruled on as a Director at a real table would; what it stated wrongly."""

import re
from html import unescape

import pytest

from situations.tests.table.test_table import table_url

pytestmark = pytest.mark.django_db


def words(page: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", unescape(page)).split())


@pytest.mark.parametrize(
    "lang, must, chooses",
    [
        (
            "en",
            "South must accept the lead: he could have seen one of dummy's cards (Law 54C).",
            ["South chooses: accept", "South chooses"],
        ),
        (
            "tr",
            "Güney atağı kabul etmek zorundadır: yerin kartlarından birini görmüş olabilir (Yasa 54C).",
            ["Seçim Güney'in: kabul etmek", "Seçimi Güney yapar"],
        ),
    ],
)
def test_declarer_who_could_have_seen_dummy_s_cards_must_accept_the_opening_lead(client, lang, must, chooses):
    """Law 54C, TR: "Eğer deklaran yerin kartlarından herhangi birini görmüş olabilecek durumda ise
    (yerin artırım sırasında göstermiş olabileceği ve dolayısıyla Yasa 24'e tabi olan kartlar hariç)
    atağı kabul etmek zorundadır ve artırmaya göre deklaran olması gereken oyuncu, deklaran olur."
    WBF: "If declarer could have seen any of dummy's cards (except cards that dummy may have exposed
    during the auction and that were subject to Law 24), he must accept the lead and the player who
    should be declarer by the auction becomes declarer."

    East faces the opening lead out of turn, then dummy faces a card (the engine: declarer could
    have seen dummy's cards, 54C). The page said "South chooses: accept." under the heading "South
    chooses": a choice the Law does not give him. It now says he must accept, and why."""
    page = words(client.get(table_url(lang, play="E:S7,expose:N:SA")).content.decode())
    assert must in page
    for wrong in chooses:
        assert wrong not in page
    # Without dummy's card seen, declarer still chooses among 54's three options.
    free = words(client.get(table_url(lang, play="E:S7")).content.decode())
    assert chooses[1] in free and must not in free
