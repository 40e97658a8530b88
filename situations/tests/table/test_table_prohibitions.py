"""The director's table with Law 51B2(b)'s prohibitions: several suits forbidden in one choice,
and every suit forbidden kept, and said, while the player keeps the lead.

51B2(b) (TR): "deklaran defans oyuncusunun ortağının bu renklerin bir veya daha fazlasını
çıkmasını yasaklayabilir ... Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder";
(WBF) "declarer may prohibit the defender's partner from leading one or more of such suits ...
The prohibition continues until the player loses the lead". Footnote 16: "El, cezalı kartı olan
defans oyuncusunun ortağında kalırsa, Yasa 51B2 hüküm ve seçeneklerinin tamamı bir sonraki löve
için de geçerlidir" / "If the partner of the defender with the penalty cards retains the lead,
then all the requirements and options of Law 51B2 apply again at the following trick"."""

import pytest
from django.utils.html import escape

from situations.tests.table.test_table import card_links, table_url
from situations.tests.table.test_table_more_laws import buttons

pytestmark = pytest.mark.django_db
# 4H by South; West holds the top spades; East exposes ST DJ CJ HJ before the opening lead.
DEAL = "N:5432.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6.8765.8765.8765 AKQJ.432.432.432"
EXPOSED = "expose:E:ST,expose:E:DJ,expose:E:CJ,expose:E:HJ"
FORBIDS = {
    "en": ("forbid these suits: ♦ ♣", "West may not lead a diamond or a club for as long as he keeps the lead."),
    "tr": ("bu renkleri yasaklamak: ♦ ♣", "Batı, çıkış kendisinde kaldığı sürece karo ya da trefl çıkamaz."),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_declarer_may_forbid_two_suits_with_one_tap_and_the_page_says_both(client, lang):
    button, sentence = FORBIDS[lang]
    page = client.get(table_url(lang, deal=DEAL, play=EXPOSED)).content.decode()
    choices = buttons(page)
    assert button in choices
    assert len([text for text in choices if text.startswith(button.split(":")[0] + ":")]) == 11  # 4 suits
    page = client.get(choices[button]).content.decode()
    assert escape(sentence) in page
    assert {card[0] for card in card_links(page)} == {"S", "H"}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_suit_forbidden_at_trick_one_is_still_said_after_clubs_are_forbidden_at_trick_two(client, lang):
    """The engine used to replace the diamonds by the clubs: the page said "West may not lead a
    club." and offered West's diamonds (audit16d)."""
    play = f"{EXPOSED},forbid_lead:S:D,W:SA,N:S2,E:ST,S:S6,forbid_lead:S:C"
    page = client.get(table_url(lang, deal=DEAL, play=play)).content.decode()
    assert escape(FORBIDS[lang][1]) in page
    assert set(card_links(page)) == {"SK", "SQ", "SJ", "H4", "H3", "H2"}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_required_lead_is_said_with_the_suit_still_forbidden_beside_it(client, lang):
    """51B2(a) at trick 2 (footnote 16), diamonds forbidden at trick 1 (51B2(b)): West must lead a
    club, and diamonds stay forbidden while he keeps the lead."""
    deal = "N:5432.AKQ.AKQ.876 T987.JT9.JT9.JT9 6.8765.8765.5432 AKQJ.432.432.AKQ"  # West's top clubs
    play = f"{EXPOSED},forbid_lead:S:D,W:SA,N:S2,E:ST,S:S6,require_lead:S:C"
    page = client.get(table_url(lang, deal=deal, play=play)).content.decode()
    said = {
        "en": ("West must lead a club.", "West may not lead a diamond for as long as he keeps the lead."),
        "tr": ("Batı trefl çıkmak zorunda.", "Batı, çıkış kendisinde kaldığı sürece karo çıkamaz."),
    }[lang]
    assert all(escape(sentence) in page for sentence in said)
    assert set(card_links(page)) == {"CA", "CK", "CQ"}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_one_suit_forbidden_is_said_with_how_long_it_lasts(client, lang):
    """One penalty card: declarer may "prohibit him from leading that suit for as long as he
    retains the lead" (50D2(a); TR "çıkış kendisinde kaldığı müddetçe o rengi çıkmasını
    yasaklamak"). The page said only "West may not lead a diamond.", as if for one lead; West
    wins trick 1 with the ace and still may not lead one."""
    sentence = {
        "en": "West may not lead a diamond for as long as he keeps the lead.",
        "tr": "Batı, çıkış kendisinde kaldığı sürece karo çıkamaz.",
    }[lang]
    play = "expose:E:DJ,forbid_lead:S:D"
    page = client.get(table_url(lang, deal=DEAL, play=play)).content.decode()
    assert escape(sentence) in page
    page = client.get(table_url(lang, deal=DEAL, play=f"{play},W:SA,N:S2,E:ST,S:S6")).content.decode()
    assert escape(sentence) in page
    assert {card[0] for card in card_links(page)} == {"S", "H", "C"}
