"""The unintended-call guide's words against 25A2, 25B1 and 18F, each quoted in the official Turkish
(fixtures/laws_tr.txt) and the WBF English (2017): a change is allowed *because of* a slip, an
opponent's call accepts the change only when *intentional*, and 18F *permits* other methods of
making calls, it does not say that regulation sets them."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_a_change_is_allowed_because_of_a_slip_not_merely_after_one(client):
    """25A2: WBF "A change of call may be allowed because of a mechanical error or a slip of the
    tongue, but not because of a loss of concentration regarding the intent of the action."; TR
    "Yalnızca mekanik hata veya dil sürçmesinden kaynaklanan konuşmaların değiştirilmesine izin
    verilebilir. Konsantrasyon kaybından kaynaklanan yanlış konuşmalar değiştirilemez." Both say the
    cause ("because of", "kaynaklanan"): "after a mechanical error" named only a moment."""
    for read in (guide_pages.page, guide_pages.read_out):
        text = read(client, SLUG, ["slip", "not-yet"], "en")
        assert "only because of a mechanical error or a slip of the tongue" in text
        assert "after a mechanical error" not in text
        assert "after a loss of concentration" not in text
    guide_pages.says(client, SLUG, ["slip", "not-yet"], "tr", "konsantrasyon kaybından kaynaklanan")


def test_the_advice_says_only_an_intentional_call_over_the_change_accepts_it(client):
    """25B1: WBF "(It is accepted if LHO calls intentionally over it.)"; TR "(soldaki rakibin isteyerek
    konuşma yapması halinde otomatikman kabul edilmiş hale gelir)". The advice said any call over it
    accepts it."""
    guide_pages.says(client, SLUG, ["meant-it", "changed"], "en", "calling intentionally over the new call accepts it")
    guide_pages.says(
        client, SLUG, ["meant-it", "changed"], "tr", "yeni konuşmanın üstüne isteyerek konuşmak onu kabul etmektir"
    )


def test_the_choice_that_leads_to_the_accepted_change_says_intentionally(client):
    """25B1 as above: the choice leading to "The changed call is accepted" said only that the
    left-hand opponent called over it."""
    guide_pages.says(
        client, SLUG, ["meant-it"], "en", "He made another call and the left-hand opponent called intentionally over it"
    )
    guide_pages.says(client, SLUG, ["meant-it"], "tr", "soldaki rakip onun üstüne isteyerek konuştu")


def test_18f_permits_other_methods_and_does_not_say_regulation_sets_them(client):
    """18F: WBF "Regulating Authorities may authorize different methods of making calls."; TR
    "Yönetici Federasyon, konuşmaların yapılmasında değişik yöntemlere izin verebilir." A
    permission: "How calls are made is set by regulation" said more."""
    guide_pages.says(
        client, SLUG, [], "en", "The Regulating Authority may authorise different methods of making calls (Law 18F)"
    )
    guide_pages.never_says(client, SLUG, [], "en", "is set by regulation")
    guide_pages.says(client, SLUG, [], "tr", "konuşmaların yapılmasında değişik yöntemlere izin verebilir (Yasa 18F)")
    guide_pages.never_says(client, SLUG, [], "tr", "yönetmelik belirler")


def test_18f_keeps_its_own_subject_in_the_turkish(client):
    """18F: TR "Yönetici Federasyon, konuşmaların yapılmasında değişik yöntemlere izin verebilir.";
    WBF "Regulating Authorities may authorize different methods of making calls." The official
    Turkish names "Yönetici Federasyon" here, where 80A names "Yetkili Federasyon" (WBF "Regulating
    Authority"), and says nowhere that the two are one: the start hint gave 18F the 80A word."""
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["18F"].text.startswith("Yönetici Federasyon, konuşmaların yapılmasında")
    guide_pages.says(
        client,
        SLUG,
        [],
        "tr",
        "Yönetici Federasyon konuşmaların yapılmasında değişik yöntemlere izin verebilir (Yasa 18F)",
    )
    guide_pages.never_says(client, SLUG, [], "tr", "Yetkili Federasyon konuşmaların yapılmasında")
