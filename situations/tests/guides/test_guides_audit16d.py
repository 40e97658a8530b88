"""audit16d: the guides to two or more penalty cards and a penalty card not played (Laws 50-52,
with 61A and 64) and to a claim or concession (Laws 68-71) read sentence by sentence against both
texts of the 2017 Laws and against the engine's answers. Each test reads the guide's page (its
read-out included) as a player does, fails on the text it replaced, and quotes the deciding
paragraph: the official Turkish of fixtures/laws_tr.txt, then the WBF English. Where the engine
rules on the case, the test asks it too."""

import re

import pytest
from django.utils.html import escape

import rulings
from situations.content.common import DEAL, play_query
from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db
PENALTY_CARDS = "penalty-cards-more"


def play(events: list, deal: str = DEAL) -> dict:
    return rulings.answer({**play_query(events), "deal": deal})


def expose(seat: str, card: str) -> dict:
    return {"act": "expose", "seat": seat, "card": card}


def option_lists(html: str, name: str) -> tuple[str, str]:
    """The For and Against lists of the option called `name` on an ending page, as HTML."""
    block = next(b for b in html.split('<div class="option">')[1:] if f"<h3>{escape(name)}</h3>" in b)
    pros = re.search(r'<ul class="pros">(.*?)</ul>', block, re.S)
    cons = re.search(r'<ul class="cons">(.*?)</ul>', block, re.S)
    return (pros.group(1) if pros else ""), (cons.group(1) if cons else "")


# --- penalty-cards-more (Laws 50E1, 51B2(c), 64C1) -------------------------------------------------


def test_64c1_the_read_out_keeps_the_director_s_judgement(client):
    """64C1: "hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede
    tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır" / "the Director deems that the
    non-offending side is insufficiently compensated by this Law for the damage caused, he shall
    assign an adjusted score". The ending's `now` said "if he deems"; its read-out stated the
    condition as a fact. The engine records the failure to play the penalty card as a revoke with no
    automatic transfer (64B3)."""
    answer = play(["W:S2", "N:SA", "E:S7", "S:S3", expose("E", "DJ"), "N:DA", "E:DT", "S:D6"])
    assert answer["revokes"] == [{"seat": "E", "trick": 2, "established": False, "penalty_card": True}]
    keys = ["not-played", "declarer-played"]
    says(
        client,
        PENALTY_CARDS,
        keys,
        "tr",
        "hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64B3, 64C1). Kimse seçmez.",
    )
    says(
        client,
        PENALTY_CARDS,
        keys,
        "en",
        "the Director shall assign an adjusted score if he considers that the damage suffered by the non-offending side is not sufficiently compensated (Laws 64B3, 64C1). Nobody chooses.",
    )
    never_says(client, PENALTY_CARDS, keys, "tr", "zarar yeterince giderilmediyse hakem")
    never_says(client, PENALTY_CARDS, keys, "en", "if the damage is insufficiently compensated")


def test_51b2c_the_partner_may_lead_any_legal_card(client):
    """51B2(c): "Bu durumda defans oyuncusunun ortağı herhangi yasal bir kartı çıkabilir ve tüm
    cezalı kartlar masa üzerinde yüzleri açık şekilde kalır" / "in which case the defender's partner
    may lead any card and the penalty cards remain on the table as penalty cards"; 51B2(b): "Eli
    başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder" / "The prohibition continues until
    the player loses the lead"; footnote 16: "El, cezalı kartı olan defans oyuncusunun ortağında
    kalırsa, Yasa 51B2 hüküm ve seçeneklerinin tamamı bir sonraki löve için de geçerlidir" / "If the
    partner of the defender with the penalty cards retains the lead, then all the requirements and
    options of Law 51B2 apply again at the following trick". A suit forbidden at one trick stays
    forbidden when declarer leaves the next lead free: the page said the partner leads "any card"
    (TR "istediği kartı"), the official Turkish says any legal card, and so does the engine."""
    deal = "N:5432.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6.8765.8765.8765 AKQJ.432.432.432"
    exposed = [expose("E", "ST"), expose("E", "DJ"), expose("E", "CJ"), expose("E", "HJ")]
    trick_one = [*exposed, {"act": "forbid_lead", "seat": "S", "suit": "D"}, "W:SA", "N:S2", "E:ST", "S:S6"]
    again = play(trick_one, deal)
    assert again["decision"]["options"] == ["require_lead", "forbid_lead", "no_restriction"]
    free = play([*trick_one, {"act": "no_restriction", "seat": "S"}], deal)
    assert free["lead_restriction"] == {"seat": "W", "forbid": "D"}
    assert not any(card.startswith("D") for card in free["legal"]) and "51B2(c)" in free["laws"]
    keys = ["two-or-more", "partner-to-lead", "several-suits"]
    says(client, PENALTY_CARDS, keys, "tr", "Kusurlu oyuncunun ortağı yasal herhangi bir kartı çıkabilir; bütün cezalı")
    says(client, PENALTY_CARDS, keys, "en", "The offender's partner may lead any legal card; all the penalty cards")
    never_says(client, PENALTY_CARDS, keys, "tr", "Ortak istediği kartı çıkar; bütün")
    never_says(client, PENALTY_CARDS, keys, "en", "The partner leads any card; all the penalty cards")


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("suits", ["one-suit", "several-suits"])
def test_50e1_weighs_against_declarer_who_leaves_the_lead_free(client, suits, lang):
    """50E1: "Cezalı karttan edinilen bilgi ve o kartın oynanması zorunluluğu bilgisi, cezalı kart
    masada açık olarak kaldığı sürece bütün oyuncular için izinli bir bilgidir" / "Information
    derived from a penalty card and the requirements for playing that penalty card are authorized
    for all players for as long as the penalty card remains on the table"; 50E2: picked up under
    50D2(a), "bu cezalı karta sahip oyuncunun ortağı için izinsizdir ... ama deklaran için izinlidir"
    / "unauthorized for the partner of the player who had the penalty card ... but authorized for
    declarer". Left on the table, the cards tell the leader what he may use: the options are written
    to declarer, and the page listed that among the reasons For leaving the lead free (the sibling
    single-card choice, revoke.DECLARER_CHOICE_LATER, has it Against)."""
    authorised = {
        "tr": "Kart masada kaldıkça ondan gelen bilgi ortağı dahil herkes için izinlidir (Yasa 50E1).",
        "en": "While the card stays on the table, what it shows is authorised for everybody, its owner's partner included (Law 50E1).",
    }[lang]
    name = {"tr": "Kısıtlama koymamak", "en": "Leave the lead free"}[lang]
    pros, cons = option_lists(page(client, PENALTY_CARDS, ["two-or-more", "partner-to-lead", suits], lang), name)
    assert escape(authorised) in cons
    assert escape(authorised) not in pros


# --- claim (Law 71) --------------------------------------------------------------------------------


def test_71_a_concession_stands_unless_the_director_cancels_it(client):
    """71: "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde, hakem
    terki aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır" / "A concession must stand, once
    made, except that within the Correction Period established under Law 79C the Director shall
    cancel a concession". The official Turkish sets no obligation (the editor's note on 71, shown on
    this page, says so); the ending and its read-out said the WBF's "shall cancel" ("hakem terki
    iptal eder") without naming it."""
    keys = ["regret", "own-concession"]
    says(
        client,
        "claim",
        keys,
        "tr",
        "düzeltme süresi içinde hakem onu aşağıdaki sebeplerden biriyle iptal etmedikçe geçerli kalmalıdır (Yasa 71)",
        "hakem terki iptal ederse o löve size verilerek bord yeniden skorlanır",
        "WBF İngilizcesinde bu durumlarda hakem terki iptal etmek zorundadır (“shall cancel”)",
        "Bir kez yapılan terk, düzeltme süresi içinde hakem onu iptal etmedikçe geçerli kalmalıdır (Yasa 71).",
    )
    says(
        client,
        "claim",
        keys,
        "en",
        "A concession, once made, must stand unless, within the Correction Period, the Director cancels it",
        "the WBF English makes it an obligation: in these cases the Director “shall cancel” the concession",
        "He cancels it only for these reasons: you conceded a trick your side had in fact won (Law 71A)",
    )
    never_says(client, "claim", keys, "tr", "Ancak düzeltme süresi içinde hakem terki iptal eder")
    never_says(client, "claim", keys, "tr", "terk ettiyseniz hakem terki iptal eder")
    never_says(client, "claim", keys, "en", "the Director shall cancel the concession of a trick")
    never_says(client, "claim", keys, "en", "the Director cancels the concession and that trick")
