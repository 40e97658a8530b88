"""review43: a second reading of the guides audit15a-c changed, against both texts of the 2017
Laws. Words a guide puts in quotation marks after a Law's number are that Law's own words, as the
official Turkish (fixtures/laws_tr.txt) prints them."""

import html
import re
from pathlib import Path

import pytest

from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db

LAWS_TR = re.sub(r"\s+", " ", (Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text())


def test_57c1_s_words_quoted_on_the_premature_play_page_are_the_official_turkish(client):
    """57C1: "Eğer deklaran her iki elden de oynamış durumda ise, defans oyuncusunun ortağından önce
    oynaması herhangi bir onarmaya tabi değildir" / "A defender is not subject to rectification for
    playing before his partner if declarer has played from both hands". The page quoted it as
    'ortağından önce oynamaktan', a form the Law does not print."""
    text = html.unescape(page(client, "premature-play", ["before-partner", "declarer-both-hands"], "tr"))
    quoted = re.findall(r"Yasa 57C1 '([^']+)'", text)
    assert quoted
    assert [words for words in quoted if words not in LAWS_TR] == []


@pytest.mark.parametrize(
    "lang, said, not_said",
    [
        ("tr", "değişen konuşmadan sonra yaptığı her konuşmayı değiştirebilir (Yasa 21B2)", "sonraki konuşmasını"),
        ("en", "may change any call he made after it (Law 21B2)", "may change his later call"),
    ],
)
def test_the_read_out_lets_the_left_hand_opponent_change_every_call_after_the_changed_one(client, lang, said, not_said):
    """21B2: "solundaki oyuncu da değişen konuşmadan sonra yapmış olduğu her türlü konuşmasını
    değiştirebilir, ancak Yasa 16C geçerli olacaktır" / WBF "the player on his left may then change
    any subsequent call he may have made, but Law 16C applies". The read-out said "his later call"
    ("sonraki konuşmasını"), one call, where the Ending's own text said every call (auditj45 found the
    same narrowing on the desk)."""
    says(client, "misinformation", ["opponent"], lang, said)
    never_says(client, "misinformation", ["opponent"], lang, not_said)
