"""The unintended-call guide (Law 25), walked by its GET URLs in both languages: each ending says
the ruling a player would notice, and cites the paragraph that decides it. The deciding paragraph
is quoted in the official Turkish (fixtures/laws_tr.txt) and the WBF English (2017, ACBL printing).
The Endings the engine decides (25A1, 25B1, 25B2) carry an example; test_auction_guides.py holds their
words to the engine's answer and lists the others, written from the Laws' text, with the reason."""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"


def page(client, keys: list[str], lang: str) -> str:
    return guide_pages.page(client, SLUG, keys, lang)


def says(client, keys, lang, *phrases):
    guide_pages.says(client, SLUG, keys, lang, *phrases)


# path -> (deciding paragraph, Turkish phrase shown, English phrase shown)
# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 25A1: "until his partner makes a call, substitute the call he intended ... the lead restrictions
    # in Law 26 do not apply" (TR "ortağının henüz konuşmamış olması kaydıyla ... Yasa 26'da
    # belirtilen atak kısıtlamaları geçerli değildir").
    ("slip", "not-yet"): (
        "25A1",
        "ortağı henüz konuşmadığı sürece onu yapmak istediği konuşmayla değiştirebilir",
        "Law 26 do not apply",
    ),
    # 25A4: "No substitution of call may be made when his partner has made a subsequent call."
    # (TR "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez.")
    ("slip", "partner-called"): (
        "25A4",
        "konuşma değiştirilemez (Yasa 25A4)",
        "the call may not be changed (Law 25A4)",
    ),
    # 25A5: "no substitution may occur after the end of the auction period (see Law 17D)" (TR
    # "artırım sürecinin bitmesinden sonra herhangi bir değişiklik yapılamaz"); 17D1: the period
    # ends when a defender faces the opening lead.
    ("slip", "lead-faced"): (
        "25A5",
        "artırım süreci bittikten sonra hiçbir değişiklik yapılamaz",
        "no change may be made after the end of the auction period",
    ),
    # 25A2: "If the player's original intent was to make the call selected or voiced, that call
    # stands." (TR "Oyuncunun asıl amacı seçtiği veya söylediği konuşmayı yapmak idi ise, yapılmış
    # olan konuşma geçerlidir.")
    ("meant-it", "nothing-yet"): ("25A2", "o konuşma geçerlidir (Yasa 25A2)", "that call stands (Law 25A2)"),
    # 25B1: "A substituted call not permitted by A may be accepted by the offender's LHO." 25B2:
    # "Except as in B1, a substitution not permitted by A is cancelled. The original call stands"
    # (TR "kusurlu tarafın solundaki rakip tarafından kabul edilebilir"; "İlk konuşma kalır").
    ("meant-it", "changed"): (
        "25B1",
        "yeni konuşma iptal edilir, ilk konuşma kalır ve artırım sürer (Yasa 25B2)",
        "the new call is cancelled, the first call stands and the auction goes on (Law 25B2)",
    ),
    # 25B1: "(It is accepted if LHO calls intentionally over it.) The first call is then withdrawn,
    # the second call stands" (TR "soldaki rakibin isteyerek konuşma yapması halinde otomatikman
    # kabul edilmiş hale gelir ... ilk konuşma geri alınır ve ikinci konuşma kalır").
    ("meant-it", "lho-called"): (
        "25B1",
        "ilk konuşma geri alınır, yeni konuşma kalır ve artırım sürer (Yasa 25B1)",
        "the first call is withdrawn, the new call stands and the auction goes on (Law 25B1)",
    ),
}


def test_only_a_slip_may_be_changed_not_a_loss_of_concentration(client):
    """25A2: "A change of call may be allowed because of a mechanical error or a slip of the tongue,
    but not because of a loss of concentration" (TR "Konsantrasyon kaybından kaynaklanan yanlış
    konuşmalar değiştirilemez")."""
    says(client, ["slip", "not-yet"], "en", "never because of a loss of concentration (Law 25A2)")
    says(client, ["slip", "not-yet"], "tr", "konsantrasyon kaybından kaynaklanan yanlış konuşma değiştirilemez")


def test_lho_may_take_back_his_call_over_the_unintended_one(client):
    """25A6: "If a substitution is allowed the LHO may withdraw any call he made over the first call.
    Information from the withdrawn call is authorized to his side and unauthorized to the
    opponents." (TR "soldaki oyuncu ilk konuşmanın üzerine yapmış olduğu herhangi bir konuşmasını
    geri alabilir. ... sadece kendi tarafı için izinli, rakipler için ise izinsizdir.")"""
    says(
        client,
        ["slip", "not-yet"],
        "en",
        "Take your call back",
        "authorised for his side and unauthorised for the opponents",
    )
    says(
        client,
        ["slip", "not-yet"],
        "tr",
        "Konuşmanızı geri almak",
        "kendi tarafı için izinli, rakipleri için izinsizdir",
    )


def test_the_withdrawn_or_cancelled_call_comes_under_16c(client):
    """25B3: "Law 16C applies to any call withdrawn or cancelled." 16C2: for the offending side such
    information is unauthorised (TR "Kusurlu taraf için ... tüm bilgiler izinsizdir")."""
    for keys in (["meant-it", "changed"], ["meant-it", "lho-called"]):
        says(client, keys, "en", "unauthorised for the offending side and authorised for the opponents")
        says(client, keys, "tr", "kusurlu taraf için izinsiz, rakipler için izinlidir")


def test_the_start_page_names_the_bidding_box_regulation_and_the_text_difference(client):
    """18F: "Regulating Authorities may authorize different methods of making calls." 80B2(e): the
    Turkish (official) names "deklare kutuları" among the Tournament Organizer's special conditions;
    the WBF English gives screens only."""
    says(client, [], "en", "names bidding boxes among the special conditions", "Law 18F")
    says(client, [], "tr", "deklare kutuları", "Yasa 80B2(e)")


def test_an_accepting_call_over_the_change_must_be_intentional_in_the_read_out_too():
    """25B1: "(It is accepted if LHO calls intentionally over it.)" (TR "soldaki rakibin isteyerek
    konuşma yapması halinde otomatikman kabul edilmiş hale gelir"): the read-out and the chooser
    keep "intentionally", which a Director reading aloud must not drop."""
    _, ending = BY_SLUG[SLUG].walk(["meant-it", "lho-called"])
    assert "called intentionally over the new call" in ending.script[0].en
    assert "isteyerek konuştuğu için" in ending.script[0].tr
    assert "intentionally" in ending.chooser.en and "isteyerek" in ending.chooser.tr


def test_the_read_out_names_the_cancelled_call_as_well_as_the_withdrawn_one():
    """25B3: "Law 16C applies to any call withdrawn or cancelled" (TR "Geri alınan ya da iptal edilen
    herhangi bir konuşma ile ilgili olarak Yasa 16C uygulanır"): when the left-hand opponent does
    not accept, the new call is cancelled, not withdrawn, and the read-out must cover it."""
    _, ending = BY_SLUG[SLUG].walk(["meant-it", "changed"])
    read_en = " ".join(line.en for line in ending.script)
    read_tr = " ".join(line.tr for line in ending.script)
    assert "the withdrawn or cancelled call's information is unauthorised for the offending side" in read_en
    assert "geri alınan ya da iptal edilen konuşmanın bilgisi kusurlu taraf için izinsizdir" in read_tr
