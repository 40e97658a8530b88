"""qa51: the ruling desk walked as a Director would after a session (docs/legal-review.md, "qa51").
Each test asserts what a Director reads or gets, in both languages, and quotes the deciding
paragraph in both texts."""

from __future__ import annotations

import re

import pytest

from desk.models import Poll, RulingRecord
from rulings.tests.test_records import PBN_FILE

from .conftest import PAGES
from .test_audit_j45 import EXPLANATION, TR_MI, consequence, heading
from .test_judgement import MI, NO_AGREEMENT, answer, record_form, start, text_of
from .test_poll import make, poll_data  # noqa: F401  (poll_data: a fixture)
from .test_records import create

pytestmark = pytest.mark.django_db

MI_TITLE = {"en": MI, "tr": TR_MI}
WITHDRAW = {
    "en": "In the play: the card may still be withdrawn (Law 47E2(a))",
    "tr": "Oyunda: kart henüz geri alınabilir (Yasa 47E2(a))",
}
# What the Ending must say: 47E2(a)'s retraction, its condition ("to that trick", the official
# Turkish's "o löveye"), its exception for the opening lead, and 16C for the withdrawn card.
SAID = {
    "en": (
        "may withdraw, without any rectification, a card he played because of a mistaken explanation",
        "if no card has since been played to that trick (see Law 16C)",
        "An opening lead may not be withdrawn after dummy has faced any of his cards (Law 47E2(a))",
    ),
    "tr": (
        "yanlış açıklanması sebebiyle ve düzeltilmiş açıklamadan önce oynadığı kartı",
        "o löveye sonra başka kart oynanmadıysa herhangi bir onarma olmaksızın geri alabilir (bkz. Yasa 16C)",
        "Yer herhangi bir kartını gösterdikten sonra atak geri alınamaz (Yasa 47E2(a))",
    ),
}


def _record_laws(client, page) -> str:
    """The Laws the Ending's "make a ruling record" link prefills."""
    found = re.search(r'name="laws" value="([^"]*)"', record_form(client, page))
    assert found
    return found.group(1)


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("first", ["explanation", "no_agreement"])
def test_a_card_played_on_misinformation_may_be_withdrawn_under_47e2a(director_client, lang, first):
    """20F6, TR "Hakem, bir oyuncunun rakibi tarafından kendisine verilen yanlış bilgiye dayanarak bir
    tavır aldığına kanaat getirmesi durumunda, Yasa 21 veya Yasa 47E'den masadaki duruma uygun olanı
    uygulanmalıdır."; WBF "If the Director judges that a player has based an action on misinformation
    given to him by an opponent see, as appropriate, Law 21 or Law 47E." And 47E2(a), TR "Bir oyuncu
    bir rakibinin konuşması veya oyununun yanlış açıklanması sebebiyle ve düzeltilmiş bir açıklamadan
    önce oynadığı bir kartı, sadece o löveye daha sonra başka kart oynanmamışsa herhangi bir onarma
    olmaksızın geri alabilir. (Bkz. Yasa 16C) Yer herhangi bir kartını gösterdikten sonra atak geri
    alınamaz."; WBF "A player may retract the card he has played because of a mistaken explanation of
    an opponent's call or play and before a corrected explanation, without further rectification, but
    only if no card was subsequently played (see Law 16C). An opening lead may not be retracted after
    dummy has faced any card." The misinformation path knew only 21B1(a)'s change of call: a card
    played in the play on a mistaken explanation, still in time, was "too late to change" and went on
    to damage and an adjusted score, where the Law lets the player take the card back."""
    page = start(director_client, lang, MI_TITLE[lang])
    page = answer(director_client, page, (EXPLANATION if first == "explanation" else NO_AGREEMENT)[lang])
    assert page.status_code == 200
    assert "47E2(b)" in text_of(page) and "20F6" in text_of(page)
    ending = answer(director_client, page, WITHDRAW[lang])
    assert ending.status_code == 200
    assert heading(ending) == {"en": "The card may be withdrawn", "tr": "Kart geri alınabilir"}[lang]
    for words in SAID[lang]:
        assert words in consequence(ending)
    laws = _record_laws(director_client, ending).split(", ")
    assert {"47E2(a)", "20F6", "16C"} <= set(laws)
    # The step quotes 21B1(a) to ask its question, but a card withdrawn did not apply it (TR "konuşmasını
    # değiştirebilir", WBF "may change a call"): the record leaves it out (qa152).
    assert "21B1(a)" not in laws


def test_a_changed_call_s_record_does_not_cite_47e2a(director_client):
    """The 47E2(a) answer's paragraph is written into the record only when that answer was chosen
    (Answer.law): a call changed under 21B1(a) did not apply 47E2(a)."""
    page = answer(director_client, start(director_client, "en", MI), EXPLANATION["en"])
    ending = answer(director_client, page, "Yes: the call may be changed")
    laws = _record_laws(director_client, ending).split(", ")
    assert "21B1(a)" in laws and "47E2(a)" not in laws


# --- a record made from a PBN file of a session ---------------------------------------------------


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "only its first, board 7, is read: paste board 8's own record"),
        ("tr", "yalnızca ilki, 7 numaralı bord okunur: 8 numaralı bordun kendi kaydını yapıştırın"),
    ],
)
def test_a_record_for_a_later_board_of_a_pbn_file_is_refused_not_given_the_first_boards_deal(
    director_client, record_data, lang, said
):
    """The reader takes a PBN file's first board; a record typed as board 8 with a file of boards 7
    and 8 pasted was saved with board 7's deal, dealer (North) and vulnerability (North-South), and
    printed so under "Board 8" (board 8 of the file: dealer West, none vulnerable). Law 2, TR "o
    oturum için bordun üzerindeki koşullar uygulanır", WBF "the conditions marked on it apply for that
    session": the printed ruling must show the board's own markings, so the form says what to paste."""
    response = create(director_client, {**record_data, "board": "8", "deal_source": PBN_FILE}, lang)
    assert response.status_code == 400
    assert said in text_of(response)
    assert RulingRecord.objects.count() == 0


def test_the_first_board_of_a_pbn_file_is_still_recorded_from_it(director_client, record_data):
    """Board 7, the file's first, is read as before (its markings: dealer North, North-South)."""
    response = create(director_client, {**record_data, "board": "7", "deal_source": PBN_FILE})
    assert response.status_code == 302
    record = RulingRecord.objects.get()
    page = text_of(director_client.get(PAGES["en"] + f"{record.pk}/"))
    assert "<dt>Dealer</dt><dd>North</dd>" in page and "North-South vulnerable" in page


# --- a poll's days open ---------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["0", "31", "seven", ""])
@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "The days the poll stays open must be a whole number from 1 to 30."),
        ("tr", "Anketin açık kalacağı gün sayısı 1 ile 30 arasında bir tam sayı olmalıdır."),
    ],
)
def test_a_bad_number_of_days_open_says_the_range_in_the_page_s_language(director_client, poll_data, lang, said, value):
    """The poll form's days open answered a bad number with Django's words, one bound at a time
    ("Ensure this value is greater than or equal to 1.", "Bu alan zorunludur."), where the number
    of pollees beside it says its range: a message that says what to fix."""
    response = make(director_client, {**poll_data, "days": value}, lang)
    assert response.status_code == 400
    assert said in text_of(response)
    assert Poll.objects.count() == 0
