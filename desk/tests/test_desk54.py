"""desk54: what qa51 left on the ruling desk (docs/legal-review.md, "desk54"). Each test asserts
what a Director reads or gets, in both languages, and quotes the deciding paragraph in both texts."""

from __future__ import annotations

import re

import pytest

import rulings
from desk.models import RulingRecord
from situations.tests.table.test_score_page import CONTRACT_MP, PAGE

from .conftest import PAGES
from .test_audit_j45 import consequence, heading
from .test_judgement import (
    EXPLANATION,
    MI_TITLE,
    NO_AGREEMENT,
    START,
    TOO_LATE,
    WEIGHTED,
    answer,
    form_fields,
    links,
    start,
    text_of,
)
from .test_qa51 import _record_laws
from .test_records import create

pytestmark = pytest.mark.django_db

# --- 1. 47E1: a lead out of turn because the opponents said it was the player's turn ------------

TURN_TITLE = {
    "en": "Lead out of turn: the opponents said it was the player's turn (Law 47E1)",
    "tr": "Sırasız çıkış: rakipler sıranın oyuncuda olduğunu söyledi (Yasa 47E1)",
}
YES_NO = {"en": ("Yes", "No"), "tr": ("Evet", "Hayır")}
# What the Ending must say: 47E1's withdrawal without any sanction (the official Turkish's "geri
# alınabilir", may be), 16C, the left-hand opponent's acceptance barred, 63A1 out.
SAID_47E1 = {
    "en": (
        "his lead out of turn (or the card he played) may be withdrawn without any sanction (see Law 16C)",
        "may not be accepted by the left-hand opponent, and Law 63A1 does not apply (Law 47E1)",
        "this lead or play does not establish a revoke under Law 63A1",
    ),
    "tr": (
        "sırasız çıkışı (veya oynadığı kart) herhangi bir yaptırım olmaksızın geri alınabilir (bkz. Yasa 16C)",
        "soldaki rakip tarafından kabul edilemez ve Yasa 63A1 geçerli değildir (Yasa 47E1)",
        "bu çıkış veya oyun, Yasa 63A1'e göre bir rönonsu resmileştirmez",
    ),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_lead_out_of_turn_on_misinformation_about_the_turn_is_on_the_start_page_and_ends_in_47e1(
    director_client, lang
):
    """47E1, TR "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
    kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım
    olmaksızın geri alınabilir. (Bkz. Yasa 16C.) Bu durumda yapılan bir çıkış veya oyun, soldaki rakip
    tarafından kabul edilemez ve Yasa 63A1geçerli değildir."; WBF "A lead out of turn (or play of a
    card) is retracted without further rectification if the player was mistakenly informed by an
    opponent that it was his turn to lead or play (see Law 16C). A lead or play may not be accepted by
    his LHO in these circumstances and Law 63A1 does not apply." 63A1, TR "Kusurlu oyuncu veya ortağı
    bir sonraki löveye çıkış yaptığı ya da kart oynadığında (bu tür her oyun yasal olsun veya olmasın,
    rönonsu resmileştirir)", WBF "when the offender or his partner leads or plays to the following
    trick (any such play, legal or illegal, establishes the revoke)". The desk's start page offered only
    unauthorised information and misinformation about a call's meaning: a Director with this case
    found no way to 47E1 and no record citing it."""
    assert TURN_TITLE[lang] in links(director_client.get(START[lang]), "judgement-paths")
    question = start(director_client, lang, TURN_TITLE[lang])
    assert question.status_code == 200
    assert "47E1" in text_of(question)
    ending = answer(director_client, question, YES_NO[lang][0])
    assert ending.status_code == 200
    assert (
        heading(ending)
        == {
            "en": "The lead may be withdrawn without sanction; the left-hand opponent may not accept it",
            "tr": "Çıkış yaptırımsız geri alınabilir; soldaki rakip kabul edemez",
        }[lang]
    )
    for words in SAID_47E1[lang]:
        assert words in consequence(ending)
    laws = _record_laws(director_client, ending).split(", ")
    assert laws == ["47E1", "16C"]


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_without_misinformation_about_the_turn_the_ending_sends_to_53_to_57_and_cites_47e1(director_client, lang):
    """53A, TR "On üçüncü löve öncesinde, yüzü açık olarak yapılan her sırasız çıkış doğru çıkış
    olarak işlem görebilir (ancak bkz. 47E1)", WBF "Prior to the thirteenth trick, any lead faced out
    of turn may be treated as a correct lead (but see Law 47E1)"; 57, TR "ZAMANINDAN ÖNCE ÇIKIŞ VEYA
    OYUN", WBF "PREMATURE LEAD OR PLAY": when the opponents did not so misinform the player, 47E1 does
    not withdraw the card; the lead out of turn is 53-56's, a card played before its turn 57's."""
    question = start(director_client, lang, TURN_TITLE[lang])
    ending = answer(director_client, question, YES_NO[lang][1])
    assert ending.status_code == 200
    said = consequence(ending)
    assert {"en": "Law 47E1 applies only when", "tr": "Yasa 47E1 yalnızca"}[lang] in said
    assert {"en": "Laws 53 to 56", "tr": "Yasa 53-56"}[lang] in said
    laws = _record_laws(director_client, ending).split(", ")
    assert laws[:2] == ["47E1", "53A"] and "57" in laws


# --- 2. "Too late" in the play: the record names 47E2(b) ------------------------------------------

TOO_LATE_PLAY = {
    "en": "In the play: it is too late to correct the play under 47E2(a) (Law 47E2(b))",
    "tr": "Oyunda: oyunu 47E2(a)'ya göre düzeltme olanağı kalmadı (Yasa 47E2(b))",
}


def _score_record_laws(client, lang: str, first: str, too_late: str) -> list[str]:
    """The Laws of the ruling record prefilled after the misinformation path's weighted score,
    walked by the page's links: `first` answer, `too_late`, acted otherwise, damage."""
    yes = {"en": "Yes", "tr": "Evet"}[lang]
    page = start(client, lang, MI_TITLE[lang])
    for words in (first, too_late, yes, yes):
        page = answer(client, page, words)
    result = client.get(START[lang], {**form_fields(page, "weighted"), "kind": "weighted", **WEIGHTED})
    assert result.status_code == 200
    return _record_laws(client, result).split(", ")


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("first", ["explanation", "no_agreement"])
def test_too_late_in_the_play_the_adjusted_score_s_record_names_47e2b_and_the_auction_s_does_not(
    director_client, lang, first
):
    """47E2(b), TR "Önceki (a) bendine göre, bir oyunu düzeltme olanağı kalmadığında, hakem ayarlı
    skor verebilir."; WBF "When it is too late to correct a play under (a) the Director may award an
    adjusted score." After a card played on a mistaken explanation that can no longer be withdrawn,
    the adjusted score rests on 47E2(b); the record was given 21B3 (TR "Konuşmayı değiştirme süresi
    geçmişse", WBF "When it is too late to change a call") and 40B3(a), the damage step's, and not
    47E2(b), because one answer, "too late to change it", served the auction and the play. The
    auction's "too late" (21B1(a): TR "Artırım Sürecinin sonuna kadar", WBF "Until the end of the
    auction period") must not name 47E2(b). Nor does the play's name 21B3 or 21B1(a), a call's
    paragraphs (qa152; desk/tests/test_judgement_misinformation_words.py quotes them)."""
    first_words = (EXPLANATION if first == "explanation" else NO_AGREEMENT)[lang]
    play = _score_record_laws(director_client, lang, first_words, TOO_LATE_PLAY[lang])
    auction = _score_record_laws(director_client, lang, first_words, TOO_LATE[lang])
    assert "47E2(b)" in play and "47E2(b)" not in auction
    assert {"21B3", "21B1(a)"} <= set(auction) and not {"21B3", "21B1(a)"} & set(play)
    # The rest of the record is the same on both: the step's own paragraphs, 75D3, damage, 12C1.
    assert [law for law in play if law != "47E2(b)"] == [law for law in auction if law not in ("21B3", "21B1(a)")]
    assert "47E2(a)" not in play and "47E2(a)" not in auction  # the card could not be withdrawn


# --- 3. The score reader: the digits' limit said, a score no contract gives refused --------------

# The calculator's address and the contract's example as a director types it, as the score page's
# own tests have them.
CALCULATOR, TYPED = PAGE, CONTRACT_MP
SEVEN_DIGITS = {
    "en": "Row 1: the score must be a whole number of at most 6 digits, such as 620 or -100.",
    "tr": "1. satır: skor en çok 6 basamaklı, 620 ya da -100 gibi bir tam sayı olmalıdır.",
}
NO_CONTRACT = {
    "score1": {
        "en": "Row 1: no contract and result gives a score of +425 (Law 77).",
        "tr": "1. satır: hiçbir kontrat ve sonuç +425 skorunu vermez (Yasa 77).",
    },
    "field": {
        "en": "The other tables' scores: no contract and result gives a score of +425 (Law 77).",
        "tr": "Diğer masaların skorları: hiçbir kontrat ve sonuç +425 skorunu vermez (Yasa 77).",
    },
    "other": {
        "en": "The other table's score: no contract and result gives a score of +425 (Law 77).",
        "tr": "Diğer masanın skoru: hiçbir kontrat ve sonuç +425 skorunu vermez (Yasa 77).",
    },
}


def _desk_score_step(client, lang: str):
    """The unauthorised-information path walked to its score step; its weighted form's fields."""
    yes = {"en": "Yes", "tr": "Evet"}[lang]
    page = start(
        client, lang, {"en": "Unauthorised information (Laws 16B, 73C)", "tr": "İzinsiz bilgi (Yasa 16B, 73C)"}[lang]
    )
    for _ in range(4):
        page = answer(client, page, yes, detail="Pass, 3S")
    return form_fields(page, "weighted")


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_score_of_seven_digits_is_told_the_reader_s_limit(director_client, lang):
    """The reader takes a score of at most six digits; a seven-digit score (1234567, a whole number)
    was told "the score must be a whole number, such as 620 or -100", which it is."""
    for url, params in ((CALCULATOR[lang], TYPED), (START[lang], {**_desk_score_step(director_client, lang), **TYPED})):
        response = director_client.get(url, {**params, "score1": "1234567"})
        assert response.status_code == 400
        assert SEVEN_DIGITS[lang] in text_of(response)


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("where", ["score1", "field", "other"])
def test_a_table_score_no_contract_gives_is_refused_on_the_calculator_and_the_desk(director_client, lang, where):
    """Law 77, TR "Deklare edilen ve alınan her artı löve için: ... Kontursuz 20 20 30 30" (and the
    premiums, 50, 300, 500 ..., and undertricks, 50, 100 ...), WBF "For each odd trick bid and made
    Undoubled 20 20 30 30" ...: every table score is a sum of the table's figures, so no contract and
    result gives +425. 12C1(b), TR "yasa ihlali olmasa idi, masada gerçekleşmesi muhtemel sonuca en
    yakın skora", WBF "the score closest to the result that would probably have occurred at the table":
    a potential result, like another table's score, is a table score; the artificial adjusted score
    (12C2) is not typed as a score but chosen (its own form). +425 was taken and scored."""
    params = {**TYPED, "form": "imps", "other": "-620"} if where == "other" else dict(TYPED)
    if where == "field":
        params["field"] = "620 425 -100"
    else:
        params[where] = "+425"
    for url, extra in ((CALCULATOR[lang], {}), (START[lang], _desk_score_step(director_client, lang))):
        response = director_client.get(url, {**extra, **params})
        assert response.status_code == 400, url
        assert NO_CONTRACT[where][lang] in text_of(response)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_every_score_of_the_law_77_table_is_still_taken(director_client, lang):
    """The refusal is the engine's table (rulings.score, Law 77) and nothing narrower: the highest
    and lowest scores a declaring side gets (1NTXX vulnerable making 13 tricks; 7NTXX vulnerable
    taking none), the same for the defenders, and a passed-out board's 0 are taken on both pages."""
    top = rulings.score("1NTXX", True, 13)
    bottom = rulings.score("7NTXX", True, 0)
    params = {**TYPED, "score1": str(top), "score2": str(bottom), "field": f"{top} 0 {bottom} {-top} {-bottom} 620"}
    for url, extra in ((CALCULATOR[lang], {}), (START[lang], _desk_score_step(director_client, lang))):
        response = director_client.get(url, {**extra, **params})
        assert response.status_code == 200, text_of(response)[:300]


# --- 4. The Turkish history: the field names in one case ------------------------------------------


def _history_fields(client, record_data, lang: str) -> tuple[list[str], str]:
    """A record saved, then its board, facts and Laws changed: the field names its history lists
    for that change, in the page's language, and the page."""
    create(client, record_data)
    record = RulingRecord.objects.get()
    client.post(
        PAGES["en"] + f"{record.pk}/edit/",
        {**record_data, "board": "8", "facts": record_data["facts"] + " (checked)", "laws": "16B1(a), 12C1(c)"},
    )
    page = text_of(client.get(PAGES[lang] + f"{record.pk}/"))
    history = re.search(r'<section class="desk-history".*?</section>', page, re.S)
    assert history
    changed = re.search(r"(?:changed|değişti): ([^<]+)</li>", history.group(0))
    assert changed, history.group(0)
    return changed.group(1).strip().split(", "), page


def test_the_turkish_history_lists_the_field_names_in_one_case(director_client, record_data):
    """The history listed "bord, saptanan olgular, Uygulanan Yasalar": the Laws' field alone began
    with a capital, its name sharing the msgid of the headings. In the official Turkish "the laws"
    in running text is lower case (40B3(a), TR "bu yasaların gerektirdiği şekilde", WBF "as these
    laws require"); the headings keep their capital."""
    fields, page = _history_fields(director_client, record_data, "tr")
    assert fields == ["bord", "saptanan olgular", "uygulanan yasalar"]
    assert '<h2 id="laws-h">Uygulanan Yasalar</h2>' in page


def test_the_english_history_keeps_the_laws_capital(director_client, record_data):
    """What must not change: the English field name keeps the capital the site's English gives the
    Laws everywhere (the headings' "Laws applied", "Search the Laws"); only the Turkish was mixed."""
    fields, page = _history_fields(director_client, record_data, "en")
    assert fields == ["board", "facts as found", "Laws applied"]
    assert '<h2 id="laws-h">Laws applied</h2>' in page
