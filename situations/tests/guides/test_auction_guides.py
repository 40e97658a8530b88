"""The insufficient-bid (Law 27) and call-out-of-rotation (Laws 28-32, 25) guides are engine-
backed: each ending's example auction is answered by the ruling engine as the Laws say the
ending's case is ruled, the ending cites every paragraph the engine cites, and the page tells the
engine's answer in words in both languages."""

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

import rulings
from lawbook.queries import paragraph_address
from situations.content import BY_SLUG
from situations.engine_words import ask, describe
from tests.seen import seen

pytestmark = pytest.mark.django_db
AUCTION_GUIDES = ("insufficient-bid", "call-out-of-rotation")
ENDINGS = [(slug, keys, e) for slug in AUCTION_GUIDES for keys, e in BY_SLUG[slug].endings()]

# path -> (the paragraph the engine rules by, who must pass and until when, who decides)
EXPECTED = {
    # 27A1: "If the offender's LHO calls, the bid is accepted."
    ("insufficient-bid", "lho-called"): ("27A1", {}, None),
    # 27A1: "Any insufficient bid may be accepted (treated as legal) at the option of offender's LHO."
    ("insufficient-bid", "not-yet"): ("27A1", {}, "S"),
    # 27B1(a): the lowest sufficient bid in the same denomination: "the auction proceeds without
    # further rectification."
    ("insufficient-bid", "not-accepted/lowest-same"): ("27B1(a)", {}, None),
    # 27B1(b): replaced by a comparable call (23A): "the auction proceeds without further rectification."
    ("insufficient-bid", "not-accepted/comparable"): ("27B1(b)", {}, None),
    # 27B2: any other sufficient bid or a pass: "the offender's partner must pass whenever it is his turn to call."
    ("insufficient-bid", "not-accepted/other/not-over"): ("27B2", {"W": "end"}, None),
    ("insufficient-bid", "not-accepted/other/offender-defends"): ("27B2", {}, None),
    ("insufficient-bid", "not-accepted/other/offender-declares"): ("27B2", {}, None),
    # 27B3: a double or redouble "is cancelled"; the offender corrects again and his partner
    # "must pass whenever it is his turn to call".
    ("insufficient-bid", "not-accepted/double"): ("27B3", {"W": "end"}, None),
    # 27B4: another insufficient bid: LHO may accept it as in A1.
    ("insufficient-bid", "not-accepted/insufficient"): ("27B4", {}, "S"),
    # 27A1 and 27C: the insufficient bid accepted, the premature replacement goes.
    ("insufficient-bid", "replaced-early/accept"): ("27A1", {}, None),
    # 27C: "the substituted call stands", ruled under 27B (here 27B2).
    ("insufficient-bid", "replaced-early/reject"): ("27B2", {"W": "end"}, None),
    # 28B: the player whose turn it was, an opponent of the offender, called: "the auction
    # proceeds as though the opponent had not called at that turn."
    ("call-out-of-rotation", "right-player-called/opponent"): ("28B", {}, None),
    # 28B is for "a call out of rotation by an opponent": the offender's partner calling at his
    # turn leaves 29B ("a call out of rotation is cancelled") and 30B1(a), 31B1, 32B1 ("may make
    # any legal call ... but Law 16C2 applies"); nobody must pass yet.
    ("call-out-of-rotation", "right-player-called/partner/pass"): ("30B1", {}, None),
    ("call-out-of-rotation", "right-player-called/partner/bid"): ("31B", {}, None),
    ("call-out-of-rotation", "right-player-called/partner/double"): ("32B", {}, None),
    # 29A: "the offender's LHO may elect to call, thereby forfeiting the right to any rectification."
    ("call-out-of-rotation", "lho-called"): ("29A", {}, None),
    # 28A: a call at the turn of a RHO "who is required to pass" is deemed in rotation.
    ("call-out-of-rotation", "rho-had-to-pass"): ("28A", {"W": "end"}, None),
    ("call-out-of-rotation", "not-yet"): ("29A", {}, "W"),
    # 30A: "the offender must pass when next it is his turn to call."
    ("call-out-of-rotation", "not-accepted/pass/rho"): ("30A", {"S": "next_turn"}, None),
    # 30B1(b)(i): comparable: no rectification; (ii): "offender's partner must pass when next it is his turn".
    ("call-out-of-rotation", "not-accepted/pass/partner/comparable"): ("30B1(b)(i)", {}, None),
    ("call-out-of-rotation", "not-accepted/pass/partner/other"): ("30B1(b)(ii)", {"E": "next_turn"}, None),
    # 30B2, 31C, 32C: at LHO's turn after having called: Law 25 (25B1: LHO may accept).
    ("call-out-of-rotation", "not-accepted/pass/lho-later"): ("25B1", {}, "S"),
    # 31A1: RHO passed: "offender must repeat the call out of rotation"; 31A2(a)/(b) as 30B1(b).
    ("call-out-of-rotation", "not-accepted/bid/rho/rho-passed"): ("31A1", {}, None),
    ("call-out-of-rotation", "not-accepted/bid/rho/comparable"): ("31A2(a)", {}, None),
    ("call-out-of-rotation", "not-accepted/bid/rho/other"): ("31A2(b)", {"N": "next_turn"}, None),
    # 31B2: at partner's turn the offender's call is ruled "in accordance with A2(a) or A2(b)".
    ("call-out-of-rotation", "not-accepted/bid/partner/comparable"): ("31A2(a)", {}, None),
    ("call-out-of-rotation", "not-accepted/bid/partner/other"): ("31A2(b)", {"E": "next_turn"}, None),
    ("call-out-of-rotation", "not-accepted/bid/lho-later"): ("25B1", {}, "S"),
    # 32A1, 32A2(a)/(b), 32B2: the same for a double or redouble.
    ("call-out-of-rotation", "not-accepted/double/rho/rho-passed"): ("32A1", {}, None),
    ("call-out-of-rotation", "not-accepted/double/rho/comparable"): ("32A2(a)", {}, None),
    ("call-out-of-rotation", "not-accepted/double/rho/other"): ("32A2(b)", {"E": "next_turn"}, None),
    ("call-out-of-rotation", "not-accepted/double/partner/comparable"): ("32A2(a)", {}, None),
    ("call-out-of-rotation", "not-accepted/double/partner/other"): ("32A2(b)", {"E": "next_turn"}, None),
    ("call-out-of-rotation", "not-accepted/double/lho-later"): ("25B1", {}, "N"),
}


def ids(item):
    slug, keys, _ = item
    return "/".join([slug, *keys])


def url_of(slug, keys, lang):
    with translation.override(lang):
        return reverse("situations:step", args=[slug, "/".join(keys)])


def test_every_ending_of_both_guides_is_expected_here():
    assert {(slug, "/".join(keys)) for slug, keys, _ in ENDINGS} == set(EXPECTED)


@pytest.mark.parametrize("item", ENDINGS, ids=ids)
def test_the_engine_rules_the_example_as_the_ending_says(item):
    slug, keys, ending = item
    assert ending.engine is not None and ending.engine.query["q"] == "auction"
    answer = rulings.answer(ending.engine.query)
    assert "error" not in answer
    law, must_pass, decider = EXPECTED[(slug, "/".join(keys))]
    assert answer["laws"][0] == law
    assert {m["seat"]: m["until"] for m in answer["must_pass"]} == must_pass
    assert (answer["decision"] or {}).get("by") == decider
    if decider:
        assert answer["decision"]["options"] == ["accept", "reject"]


@pytest.mark.parametrize("item", ENDINGS, ids=ids)
def test_the_ending_cites_what_the_engine_cites(item):
    _, _, ending = item
    engine_laws = ask(ending.engine)[1]["laws"]
    assert [label for label in engine_laws if label not in ending.laws] == []
    assert [label for label in (*ending.laws, *engine_laws) if paragraph_address(label) is None] == []


def test_lead_restriction_after_27b2_when_the_offender_defends(client):
    # 26B: declarer may prohibit the offender's partner from leading "any suit not specified in
    # the legal auction by the offender"; East's withdrawn 1♥ specified nothing, his 3♥ hearts.
    keys = ["not-accepted", "other", "offender-defends"]
    ending = BY_SLUG["insufficient-bid"].walk(keys)[1]
    answer = ask(ending.engine)[1]
    assert answer["lead_restriction"] == {"seat": "W", "declarer_may_forbid_one_of": ["C", "D", "S"]}
    assert (answer["contract"], answer["declarer"]) == ("3NT", "S")
    page = seen(client.get(url_of("insufficient-bid", keys, "en")).content.decode())
    assert "The auction is over: the contract is 3NT, declarer South." in page
    assert "declarer may prohibit him from leading any one of these suits: clubs, diamonds or spades" in page
    page = seen(client.get(url_of("insufficient-bid", keys, "tr")).content.decode())
    assert (
        escape(
            "Deklaran, Batı'nın ilk oynaması sırasında (atak dahil) şu renklerden birini oynamasını yasaklayabilir: trefl, karo ya da pik"
        )
        in page
    )


def test_no_lead_restriction_when_the_offending_side_declares(client):
    keys = ["not-accepted", "other", "offender-declares"]
    answer = ask(BY_SLUG["insufficient-bid"].walk(keys)[1].engine)[1]
    assert answer["lead_restriction"] is None and answer["declarer"] == "E"
    assert "26B" not in answer["laws"]
    assert "There is no lead restriction." in seen(client.get(url_of("insufficient-bid", keys, "en")).content.decode())


@pytest.mark.parametrize(
    "lang,sentence",
    [
        ("en", "West must pass whenever it is his turn, to the end of the auction."),
        ("tr", "Batı artırımın sonuna kadar her sırasında pas geçmek zorunda."),
    ],
)
def test_27b2_silences_partner_to_the_end_in_words(client, lang, sentence):
    page = seen(client.get(url_of("insufficient-bid", ["not-accepted", "other", "not-over"], lang)).content.decode())
    assert escape(sentence) in page


def test_30a_silences_the_offender_once_in_words(client):
    page = seen(client.get(url_of("call-out-of-rotation", ["not-accepted", "pass", "rho"], "en")).content.decode())
    assert "South must pass at his next turn to call (that turn only)." in page
    page = seen(client.get(url_of("call-out-of-rotation", ["not-accepted", "pass", "rho"], "tr")).content.decode())
    assert escape("Güney yalnız bir sonraki konuşma sırasında pas geçmek zorunda.") in page


def test_27b3_leaves_the_offender_no_double(client):
    # 27B3: the offender corrects "within the criteria" (a sufficient bid or a pass): no double.
    page = seen(client.get(url_of("insufficient-bid", ["not-accepted", "double"], "en")).content.decode())
    assert "East is to call: pass or a bid of 1NT or higher." in page


def test_31a1_the_offender_must_repeat_his_bid_in_words():
    # 31A1: RHO passed after the cancelled bid: "offender must repeat the call out of rotation".
    query = {"q": "auction", "dealer": "N", "calls": ["N:1S", "S:2S", {"act": "reject", "seat": "W"}, "E:pass"]}
    answer = rulings.answer(query)
    assert answer["legal"] == ["2S"]
    assert "South is to call and must repeat 2♠." in describe(answer, query, "en")
    assert "Sıra Güney'de; 2♠ konuşmasını tekrarlamak zorunda." in describe(answer, query, "tr")


def test_a_passed_out_auction_in_words():
    # 22B: "the hands are not played" when all four players pass.
    query = {"q": "auction", "dealer": "N", "calls": ["N:pass", "E:pass", "S:pass", "W:pass"]}
    answer = rulings.answer(query)
    assert describe(answer, query, "en") == ["The auction is over: all four passed, the board is not played."]


@pytest.mark.parametrize("slug", AUCTION_GUIDES)
def test_no_auction_ending_is_written_from_the_text_alone_any_more(client, slug):
    for keys, _ in BY_SLUG[slug].endings():
        page = seen(client.get(url_of(slug, keys, "en")).content.decode())
        assert "Written from the Laws" not in page
        assert "The ruling engine" in page


def test_28b_only_where_the_player_whose_turn_it_was_is_an_opponent_of_the_offender():
    """28B: "before rectification has been assessed for a call out of rotation by an opponent"
    ("rakibin sırasız konuşması için"). Each ending under "the player whose turn it was called"
    cites 28B exactly when that player is not the offender's partner, and says so."""
    seen = set()
    for slug, keys, ending in ENDINGS:
        if slug != "call-out-of-rotation" or keys[0] != "right-player-called":
            continue
        offender, caller = (event.split(":")[0] for event in ending.engine.query["calls"][1:3])
        partners = "NESW".index(caller) == ("NESW".index(offender) + 2) % 4
        answer = rulings.answer(ending.engine.query)
        assert ("28B" in answer["laws"]) is (not partners), keys
        assert ("partner" in keys) is partners and ("ortağı" in ending.now[0].tr) is partners
        seen.add(partners)
    assert seen == {True, False}


# Law 31A (TR "1. Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır
# ... 2. Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa, kusurlu oyuncu herhangi bir
# yasal konuşmayı yapabilir"; WBF "1. If that opponent passes, offender must repeat the call out of
# rotation ... 2. If that opponent makes a legal bid, double or redouble, offender may make any legal
# call") and Law 32A (TR "2. Kusurlu oyuncunun sağındaki rakip deklare verir, kontr veya sürkontr
# atarsa"; WBF "2. If offender's RHO bids, doubles or redoubles"): 31A2(a) and 32A2(a) follow a bid,
# double or redouble of the right-hand opponent; "if he called" took in his pass, which is 31A1's and
# 32A1's case (the offender must repeat his call). The English says "a (legal) call other than pass"
# (31A2 has "legal", 32A2 not), the same calls in words that do not make "my partner doubled my own
# bid" (Law 36) this Ending's story (situations/tests/search/test_search_bridges.py, search62's test).
@pytest.mark.parametrize("keys", ["not-accepted/bid/rho/comparable", "not-accepted/double/rho/comparable"])
def test_a2a_follows_a_bid_double_or_redouble_of_the_right_hand_opponent_not_his_pass(keys):
    _, ending = BY_SLUG["call-out-of-rotation"].walk(keys.split("/"))
    for lang in ("tr", "en"):
        said = " ".join(getattr(t, lang) for t in (*ending.now, *ending.script))
        assert ("deklare, kontr ya da sürkontr yaptı" if lang == "tr" else "call other than pass") in said
        assert ("Sağdaki rakip konuştu" if lang == "tr" else "right-hand opponent called") not in said


# The same paragraphs (31A1/31A2, 32A1/32A2, quoted above) for the A2 Endings' titles, which the page
# and the search show without the "he passed" sibling beside them: "o konuştu" / "he called" took in
# the pass, after which the offender must repeat his call (31A1, 32A1), not make any legal call. A
# call other than pass is a bid, a double or a redouble (Definitions: TR "Konuşma: Herhangi bir
# deklare, kontr, sürkontr veya pas"; WBF "Call: any bid, double, redouble or pass").
@pytest.mark.parametrize(
    "keys",
    [
        "not-accepted/bid/rho/comparable",
        "not-accepted/bid/rho/other",
        "not-accepted/double/rho/comparable",
        "not-accepted/double/rho/other",
    ],
)
def test_a2_titles_say_the_right_hand_opponent_did_not_pass(keys):
    _, ending = BY_SLUG["call-out-of-rotation"].walk(keys.split("/"))
    assert "o deklare, kontr ya da sürkontr yaptı" in ending.title.tr
    assert "he made a call other than pass" in ending.title.en
    assert "o konuştu" not in ending.title.tr and "he called" not in ending.title.en
    # The answer that leads there says it too: the search reads it as part of the way.
    answer = BY_SLUG["call-out-of-rotation"].walk(keys.split("/"))[0][-1].label
    assert answer.tr.startswith("O deklare, kontr ya da sürkontr yaptı;")
    assert answer.en.startswith("He made a call other than pass;")
