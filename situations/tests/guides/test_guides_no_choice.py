"""The Director's line on the Endings fix52 listed (docs/legal-review.md, "fix52"): where the Law
gives no one a choice, the page does not tell the players to "choose after the Director has
explained the options" (CALL_NOW_NO_CHOICE); where someone does have one, it still does. Each row
names the deciding paragraph; the docstrings quote it in the official Turkish
(fixtures/laws_tr.txt) and the WBF English (2017)."""

import re

import pytest
from django.utils.html import escape

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db

CHOOSE_AFTER = {
    "tr": "seçimi hakem açıkladıktan sonra yapın",
    "en": "choose after the Director has explained the options",
}

NOBODY_CHOOSES = [
    # 54E: TR "Oynayan tarafın bir üyesi bir atak yapmaya çalışırsa Yasa 24 uygulanır" / WBF "If a
    # player of the declaring side attempts to make an opening lead Law 24 applies"; 24D: TR
    # "görünmüş olan kartlar masadan alınarak ele geri konur" / WBF "the cards are picked up and
    # returned to the hand".
    ("lead-out-of-turn", ("opening", "declaring-side")),
    # 50C: TR "Kusurlu oyuncunun ortağı çıkış kısıtlamasına tabi değildir" / WBF "Offender's
    # partner is not subject to lead restriction".
    ("exposed-card", ("defender", "small")),
    # 6D1: TR "deste yeniden karıştırılmak ve tekrar dağıtılmak zorundadır" / WBF "there shall be a
    # new shuffle and deal".
    ("extraneous-information", ("card-at-my-table", "shuffle-or-deal")),
    # 79B: TR "hakem çağrılmak zorundadır"; 79B2 TR "hakem kaydedilecek skoru belirler"; 79B1 sends
    # him to 69B (TR "geri alınabilir", WBF "may be withdrawn") or 71 (WBF "the Director shall
    # cancel a concession").
    ("score-correction", ("tricks", "before-round-ends")),
    # 24A: TR "başka onarma yapılmaz" / WBF "there is no further rectification"; as a defender's
    # card (24E) a single card below honour rank exposed unintentionally is a minor penalty card
    # (50B), whose partner has no lead restriction (50C).
    ("card-exposed-in-auction", ("small",)),
    # 28B: TR "Yasa 26 geçerli değildir" / WBF "Law 26 does not apply", and no rectification.
    ("call-out-of-rotation", ("right-player-called", "opponent")),
    # 28A: TR "sıra olarak doğru yapılmış sayılır" / WBF "is considered to be in rotation".
    ("call-out-of-rotation", ("rho-had-to-pass",)),
    # 25A4: TR "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez" / WBF "No
    # substitution of call may be made when his partner has made a subsequent call".
    ("unintended-call", ("slip", "partner-called")),
    # 25A2: TR "yapılmış olan konuşma geçerlidir" / WBF "that call stands".
    ("unintended-call", ("meant-it", "nothing-yet")),
    # 36A: TR "Yasa 26B'deki çıkış kısıtlamaları uygulanmaz" / WBF "The lead restrictions in Law
    # 26B do not apply".
    ("inadmissible-call", ("double", "lho-called")),
    # 37A: the same words.
    ("inadmissible-call", ("must-pass", "lho-called")),
    # 38D: TR "bu yasalara başvurulmaz" / WBF "there is no recourse to these Laws" (26B, 72C).
    ("inadmissible-call", ("above-seven", "lho-called")),
    # 39B: TR "yaptırım uygulanmaz" / WBF "there is no further rectification".
    ("inadmissible-call", ("after-final-pass", "defender-pass")),
    ("inadmissible-call", ("after-final-pass", "declaring-side")),
    ("inadmissible-call", ("after-final-pass", "defender-call", "lho-called")),
    # fix54, call-out-of-rotation outside fix52's list. 29A: TR "kusurlu oyuncunun solundaki rakip
    # konuşma yapmayı seçebilir, böylece onarma hakkını yitirir" / WBF "offender's LHO may elect to
    # call thereby forfeiting the right to any rectification".
    ("call-out-of-rotation", ("lho-called",)),
    # 31A1 and 32A1 ("when that call is legal there is no rectification"; "there is no rectification
    # unless the double or redouble is inadmissible"): a repeated call that is not legal brings its own
    # Law and its choices, so both Endings are under DECLARER_LATER (fix77 for the double; qa136 for
    # the bid: 27A1, 27B, then 26B after 27B2, 27B3 or 37B2).
    # 23B: TR "artırım ve oyun herhangi bir onarım yapılmaksızın devam eder" / WBF "both the auction
    # and play continue without further rectification"; 30B1(b)(i), 31A2(a), 32A2(a): TR "Yasa 26B
    # geçerli değildir" / WBF "Law 26B does not apply" (23C is the Director's judgement).
    ("call-out-of-rotation", ("not-accepted", "pass", "partner", "comparable")),
    ("call-out-of-rotation", ("not-accepted", "bid", "rho", "comparable")),
    ("call-out-of-rotation", ("not-accepted", "bid", "partner", "comparable")),
    ("call-out-of-rotation", ("not-accepted", "double", "rho", "comparable")),
    ("call-out-of-rotation", ("not-accepted", "double", "partner", "comparable")),
]

DECLARER_LATER = [
    ("call-out-of-rotation", ("not-accepted", "pass", "rho")),
    ("call-out-of-rotation", ("not-accepted", "pass", "partner", "other")),
    ("call-out-of-rotation", ("not-accepted", "bid", "rho", "other")),
    ("call-out-of-rotation", ("not-accepted", "bid", "partner", "other")),
    ("call-out-of-rotation", ("not-accepted", "double", "rho", "other")),
    ("call-out-of-rotation", ("not-accepted", "double", "partner", "other")),
    # fix77: 32A1 TR "kontr veya sürkontrun kabulü olanaksız değilse başka bir onarma uygulanmaz, aksi
    # takdirde Yasa 36 uygulanır" / WBF "there is no rectification unless the double or redouble is
    # inadmissible, in which case Law 36 applies"; 36B3 TR "Yasa 26B'deki çıkış kısıtlamaları
    # uygulanabilir" / WBF "The lead restrictions in Law 26B may apply".
    ("call-out-of-rotation", ("not-accepted", "double", "rho", "rho-passed")),
    # qa136: 31A1 TR "bu konuşma yasal ise başka bir onarma yapılmaz" / WBF "when that call is legal
    # there is no rectification"; an insufficient repeated bid: 27A1 (the left-hand opponent's
    # option), 27B (the offender's correction), 27B2/27B3 "Yasa 26B ile öngörülen çıkış
    # kısıtlamaları uygulanabilir" / "The lead restrictions in Law 26B may apply"; 37B2 likewise.
    ("call-out-of-rotation", ("not-accepted", "bid", "rho", "rho-passed")),
]

SOMEONE_CHOOSES = [
    # 24E: a defender's exposed cards become penalty cards, major for an honour, a card led or two
    # or more (50B); declarer then chooses at the offender's partner's lead (50D2, 51B).
    ("card-exposed-in-auction", ("honour-or-led",)),
    ("card-exposed-in-auction", ("two-or-more",)),
    # 30B1(b), 31B2, 32B2: the offender chooses his call at his turn, comparable or not; if not,
    # declarer may forbid a lead (26B).
    ("call-out-of-rotation", ("right-player-called", "partner", "pass")),
    ("call-out-of-rotation", ("right-player-called", "partner", "bid")),
    ("call-out-of-rotation", ("right-player-called", "partner", "double")),
    # 25B1: "Law 26 may apply": declarer may forbid a lead (26B).
    ("unintended-call", ("meant-it", "lho-called")),
    # fix54: 30B1(b)(ii), 31A2(b), 32A2(b): TR "Yasalar 16C, 26B ve 72C uygulanabilir" / WBF "Laws
    # 16C, 26B and 72C may apply": declarer's choice at the lead (26B). 30A names no lead
    # restriction; the guide leaves Law 26 to the Director, so 26B's choice may follow.
    *DECLARER_LATER,
]


def _ids(rows):
    return [f"{slug}/{'/'.join(keys)}" for slug, keys in rows]


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys", NOBODY_CHOOSES, ids=_ids(NOBODY_CHOOSES))
def test_where_the_law_leaves_nobody_a_choice_the_page_does_not_offer_one(client, slug, keys, lang):
    """Law 10C1: TR "Bu yasalar bir usulsüzlükten sonra seçim olanağı tanıyorsa, hakem mevcut olan
    tüm seçenekleri açıklayacaktır" / WBF "When these Laws provide an option after an irregularity, the
    Director shall explain all the options available": where they provide none (the rows' paragraphs:
    54E with 24D, 50C, 6D1, 79B, 24A, 28B, 28A, 25A4, 25A2, 36A, 37A, 38D, 39B) the page still sends
    for the Director (9B1(a)) but does not tell anyone to choose."""
    text = guide_pages.page(client, slug, list(keys), lang)
    assert "9B1(a)" in text
    assert escape(CHOOSE_AFTER[lang]) not in text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys", SOMEONE_CHOOSES, ids=_ids(SOMEONE_CHOOSES))
def test_where_someone_has_a_choice_the_page_still_says_to_choose_after_the_explanation(client, slug, keys, lang):
    """50D2: TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış
    yapamaz" / WBF "he may not lead until declarer has stated which of the options below is
    selected"; 26B: TR "deklaran ... artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir
    rengi oynamasını yasaklayabilir" / WBF "declarer may ... prohibit offender's partner from leading any (one) suit"; 30B1(b), 31B2, 32B2: the
    offender "may make any legal call at his correct turn", the Director ruling on whether it is
    comparable (23A)."""
    text = guide_pages.page(client, slug, list(keys), lang)
    assert escape(CHOOSE_AFTER[lang]) in text


# Who chooses later, and by which paragraph, on the Endings that keep the line: (slug, keys, the
# chooser in each language's words, the deciding paragraph).
DECLARER = {"tr": "deklaran", "en": "declarer"}
OFFENDER = {"tr": "kusurlu oyuncu konuşmasını kendisi seçer", "en": "the offender chooses his call"}
LATER_CHOOSER = [
    *((slug, keys, DECLARER, "26B") for slug, keys in DECLARER_LATER),
    # fix54, the six fix53 kept: 24E with 50B makes the cards major penalty cards; declarer chooses
    # at the partner's lead, 50D2 (TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini
    # belirtinceye kadar çıkış yapamaz" / WBF "he may not lead until declarer has stated which of
    # the options below is selected") or, for two or more, 51B.
    ("card-exposed-in-auction", ("honour-or-led",), DECLARER, "50D2"),
    ("card-exposed-in-auction", ("two-or-more",), DECLARER, "51B"),
    # 30B1(b): TR "Kusurlu oyuncu, sıra kendisine geldiğinde herhangi bir yasal konuşma yapabilir" /
    # WBF "Offender may make any legal call at his correct turn"; 31B2, 32B2 likewise; 23A judges it.
    ("call-out-of-rotation", ("right-player-called", "partner", "pass"), OFFENDER, "30B1(b)"),
    ("call-out-of-rotation", ("right-player-called", "partner", "bid"), OFFENDER, "31B2"),
    ("call-out-of-rotation", ("right-player-called", "partner", "double"), OFFENDER, "32B2"),
    # ... and, after a call that is not comparable, declarer's 26B.
    ("call-out-of-rotation", ("right-player-called", "partner", "pass"), DECLARER, "26B"),
    ("call-out-of-rotation", ("right-player-called", "partner", "bid"), DECLARER, "26B"),
    ("call-out-of-rotation", ("right-player-called", "partner", "double"), DECLARER, "26B"),
    # 25B1 "(Yasa 26 uygulanabilir)" / "(Law 26 may apply)": declarer's 26B.
    ("unintended-call", ("meant-it", "lho-called"), DECLARER, "26B"),
]


def _who_chooses(text: str) -> str:
    """The page's "Who chooses" section (templates/situations/ending.html)."""
    start = text.index('aria-labelledby="who-h"')
    return text[start : text.index("</section>", start)]


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "slug, keys, who, label",
    LATER_CHOOSER,
    ids=[f"{slug}/{'/'.join(keys)}/{label}" for slug, keys, _who, label in LATER_CHOOSER],
)
def test_where_the_choice_comes_later_the_chooser_says_whose_and_by_which_paragraph(
    client, slug, keys, who, label, lang
):
    """The line above promises a choice "after the Director has explained the options"; the "Who
    chooses" section names the player who makes it and the paragraph. 26B: TR "deklaran, kusurlu
    oyuncunun ortağının ilk oynaması sırasında (atak dahil) ... herhangi bir rengi oynamasını
    yasaklayabilir" / WBF "declarer may, at the offender's partner's first turn to lead (which may be
    the opening lead), prohibit offender's partner from leading any (one) suit"."""
    section = _who_chooses(guide_pages.page(client, slug, list(keys), lang)).lower()
    assert who[lang] in section
    # "(Yasa 26B)", "(Laws 30B1(b), 23A)": the label in a citation of the section.
    assert re.search(r"\((?:yasa|laws?) (?:[\w()]+, )*" + re.escape(label.lower()) + r"[,)]", section), label
