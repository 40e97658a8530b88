"""The insufficient-bid (Law 27) and call-out-of-rotation (Laws 28-32, 25) guides are engine-
backed: each ending's example auction is answered by the ruling engine as the Laws say the
ending's case is ruled, the ending cites every paragraph the engine cites, and the page tells the
engine's answer in words in both languages. The inadmissible-call (Laws 35-39) and unintended-call
(Law 25) guides are so where the engine decides (qa177): each of their Endings carries an example or
is listed in FROM_THE_TEXT with the reason the engine cannot answer it, and an Ending with an example
says in its own words what the engine answers: what is cancelled or stands, who must pass, whether
declarer may forbid a lead, who chooses."""

import re

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
# Guides the engine decides in part: their Endings with an example are checked here with the others.
PARTLY_ENGINE_GUIDES = ("inadmissible-call", "unintended-call")
ENDINGS = [(slug, keys, e) for slug in AUCTION_GUIDES for keys, e in BY_SLUG[slug].endings()]
ENDINGS += [(slug, keys, e) for slug in PARTLY_ENGINE_GUIDES for keys, e in BY_SLUG[slug].endings() if e.engine]
PARTLY_ENGINE_ENDINGS = [item for item in ENDINGS if item[0] in PARTLY_ENGINE_GUIDES]

# The Endings of those guides written from the Laws' text alone, and why the engine cannot answer them.
FROM_THE_TEXT = {
    # 36C (TR "Atak yüzü açık bir şekilde yapıldıktan sonra"; WBF "only after the opening lead has
    # been faced"): an `auction` query ends before the lead, and no query scores an inadmissible call.
    ("inadmissible-call", "double/after-lead"): "36C",
    # 38: "A bid above seven cannot be written in this notation and is an error of the query"
    # (docs/rulings-cli.md, "The auction").
    ("inadmissible-call", "above-seven/not-yet"): "38",
    ("inadmissible-call", "above-seven/lho-called"): "38",
    # 25A4 (TR "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez"; WBF "No
    # substitution of call may be made when his partner has made a subsequent call"): an error of the
    # query ("The auction: an unintended call replaced by the intended one", Additions).
    ("unintended-call", "slip/partner-called"): "25A4",
    # 25A5 ends the substitution with the auction period (17D1: the opening lead faced), which an
    # `auction` query never reaches (same section).
    ("unintended-call", "slip/lead-faced"): "25A5",
    # 25A2 (TR "Oyuncunun asıl amacı seçtiği veya söylediği konuşmayı yapmak idi ise, yapılmış olan
    # konuşma geçerlidir"; WBF "If the player's original intent was to make the call selected or
    # voiced, that call stands"): a judgement of intent and no event; the engine would only replay
    # the auction.
    ("unintended-call", "meant-it/nothing-yet"): "25A2",
}

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
    # 27B3: a double or redouble "is cancelled"; "the offender must replace it" and his partner
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
    # 36A: "the inadmissible call and all subsequent calls are cancelled. The auction reverts to the
    # player whose turn it was to call".
    ("inadmissible-call", "double/lho-called"): ("36A", {}, None),
    # 36B2: "the offender's partner must pass whenever it is his turn to call" (TR "kusurlu oyuncunun
    # ortağı konuşma sırası her kendine geldiğinde pas geçmek zorundadır").
    ("inadmissible-call", "double/in-turn"): ("36B1", {"N": "end"}, None),
    # 36B4: "the auction reverts to the player whose turn it was to call, the offender may make any
    # legal call at his turn, and his partner must pass whenever it is his turn to call".
    ("inadmissible-call", "double/out-of-turn"): ("36B4", {"N": "end"}, None),
    # 37A: "that call and all subsequent calls stand"; East's 30A obligation was for his next turn only.
    ("inadmissible-call", "must-pass/lho-called"): ("37A", {}, None),
    # 37B2: "each member of the offending side must pass whenever it is his turn to call" (TR "kusurlu
    # tarafın her üyesi").
    ("inadmissible-call", "must-pass/not-yet"): ("37B1", {"E": "end", "W": "end"}, None),
    # 39A: "All calls after the final pass of the auction are cancelled"; 39B and 39C follow it.
    ("inadmissible-call", "after-final-pass/passed-out"): ("39A", {}, None),
    ("inadmissible-call", "after-final-pass/defender-pass"): ("39A", {}, None),
    ("inadmissible-call", "after-final-pass/declaring-side"): ("39A", {}, None),
    ("inadmissible-call", "after-final-pass/defender-call/lho-called"): ("39A", {}, None),
    ("inadmissible-call", "after-final-pass/defender-call/not-yet"): ("39A", {}, None),
    # 25A1: "he may, until his partner makes a call, substitute the call he intended".
    ("unintended-call", "slip/not-yet"): ("25A1", {}, None),
    # 25B1: "A substituted call not permitted by A may be accepted by the offender's LHO".
    ("unintended-call", "meant-it/changed"): ("25B1", {}, "W"),
    # 25B1: "It is accepted if LHO calls intentionally over it".
    ("unintended-call", "meant-it/lho-called"): ("25B1", {}, None),
}

# Paragraphs an example's answer cites for its other events, which its Ending need not cite: the
# pass out of rotation that binds East to pass (29B, 30A), the three passes that end the auction
# (22A), the change of call made as a bid at the left-hand opponent's turn (31C: "Law 25 applies"),
# and 26B where the Ending cites Law 26 whole (25B1: "(Law 26 may apply)").
OTHER_EVENTS = {
    ("inadmissible-call", "must-pass/lho-called"): {"29B", "30A"},
    ("inadmissible-call", "must-pass/not-yet"): {"29B", "30A"},
    ("inadmissible-call", "after-final-pass/defender-pass"): {"22A"},
    ("inadmissible-call", "after-final-pass/declaring-side"): {"22A"},
    ("inadmissible-call", "after-final-pass/defender-call/lho-called"): {"22A"},
    ("inadmissible-call", "after-final-pass/defender-call/not-yet"): {"22A"},
    ("unintended-call", "meant-it/changed"): {"31C", "25"},
    ("unintended-call", "meant-it/lho-called"): {"26B"},
}


def ids(item):
    slug, keys, _ = item
    return "/".join([slug, *keys])


def url_of(slug, keys, lang):
    with translation.override(lang):
        return reverse("situations:step", args=[slug, "/".join(keys)])


def test_every_ending_of_both_guides_is_expected_here():
    assert {(slug, "/".join(keys)) for slug, keys, _ in ENDINGS} == set(EXPECTED)


def test_every_ending_the_engine_does_not_decide_is_written_from_the_text_for_a_reason():
    every = {(slug, "/".join(keys)): e for slug in PARTLY_ENGINE_GUIDES for keys, e in BY_SLUG[slug].endings()}
    with_engine = {path for path, e in every.items() if e.engine}
    assert with_engine == {(slug, path) for slug, path in EXPECTED if slug in PARTLY_ENGINE_GUIDES}
    assert set(every) - with_engine == set(FROM_THE_TEXT)
    # The two reasons the engine says itself: a bid above seven (Law 38) and a substitution after
    # partner's call (Law 25A4) are errors of the query, not answers.
    assert "error" in rulings.answer({"q": "auction", "dealer": "N", "calls": ["N:7NT", "E:8S"]})
    too_late = ["N:1H", "E:pass", "S:2H", "W:pass", "N:pass", {"seat": "S", "call": "2S", "intended": True}]
    assert "(Law 25A4)" in rulings.answer({"q": "auction", "dealer": "N", "calls": too_late})["error"]


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
    slug, keys, ending = item
    engine_laws = ask(ending.engine)[1]["laws"]
    other_events = OTHER_EVENTS.get((slug, "/".join(keys)), set())
    assert [label for label in engine_laws if label not in ending.laws and label not in other_events] == []
    assert other_events <= set(engine_laws)  # each exception is still needed
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


# What the engine's answer says, in the words each Ending says it with (both languages). A ruled
# call's ruling, said in a sentence of the Ending that cites one of its paragraphs: cancelled (36A
# "iptal edilir" / "are cancelled", 39A), standing (37A "geçerli olarak kalırlar" / "stand"), or
# accepted (25B1 "kabul edilmiş" / "accepted").
RULING_WORDS = {
    "cancelled": ("iptal edilir", "cancelled"),
    "stands": ("geçerli kalır", "stand"),
    "accepted": ("kabul", "accepted"),
}
# Who must pass to the end of the auction: the offender's partner (36B2, 36B4: "kusurlu oyuncunun
# ortağı" / "the offender's partner") or both members of the offending side (37B2: "kusurlu tarafın
# her üyesi" / "each member of the offending side"), "whenever it is his turn to call".
MUST_PASS_WORDS = {
    1: (
        "ortağı konuşma sırası her kendisine geldiğinde pas geçmek zorundadır",
        "partner must pass whenever it is his turn",
    ),
    2: (
        "kusurlu tarafın her iki oyuncusu da konuşma sırası her kendisine geldiğinde pas geçmek zorundadır",
        "each member of the offending side must pass whenever it is his turn",
    ),
}
WHENEVER = ("konuşma sırası her kendisine geldiğinde pas", "must pass whenever")
# 26B: declarer may forbid the offender's partner a suit ("yasaklayabilir" / "forbid").
FORBID = ("yasakla", "forbid")


def _cites(text: str, labels, lang: str) -> bool:
    return any(re.search(rf"\((Yasa|Yasalar|Law|Laws) ([^)]*, )?{re.escape(label)}[,)]", text) for label in labels)


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("item", PARTLY_ENGINE_ENDINGS, ids=ids)
def test_the_ending_says_what_the_engine_answers(item, lang):
    slug, keys, ending = item
    i = 0 if lang == "tr" else 1
    answer = ask(ending.engine)[1]
    now = [getattr(line, lang) for line in ending.now]
    chooser = getattr(ending.chooser, lang)
    # the paragraph the guide's table says decides the Ending is one the engine rules by
    deciding = _tables()[slug][tuple(keys)][0]
    assert deciding in answer["laws"], (deciding, answer["laws"])
    for ruled in answer.get("ruled_calls", []):
        word = RULING_WORDS[ruled["ruling"]][i]
        assert any(word in line and _cites(line, ruled["laws"], lang) for line in now), ruled
    to_end = [m["seat"] for m in answer["must_pass"] if m["until"] == "end"]
    if to_end:
        assert any(MUST_PASS_WORDS[len(to_end)][i] in line for line in now), to_end
    else:
        assert not any(WHENEVER[i] in line for line in now)
    restricted = answer["lead_restriction"] is not None or "26B" in answer["laws"]
    if restricted:
        assert any(FORBID[i] in line and _cites(line, ["26B"], lang) for line in now)
        assert ("deklaran" if lang == "tr" else "declarer") in chooser.lower()
    elif not answer["decision"]:
        assert not any(FORBID[i] in line for line in now)
        assert not any(FORBID[i] in getattr(option.name, lang).lower() for option in ending.options)
    if answer["decision"]:
        # the offender's left-hand opponent chooses (25B1, 27A1, 29A)
        chooses = ("soldaki rakip", "solundaki rakip") if lang == "tr" else ("left-hand opponent",)
        assert any(words in chooser.lower() for words in chooses)
    else:  # nobody is offered to accept or reject
        assert not any(("kabul" if lang == "tr" else "accept") in getattr(o.name, lang).lower() for o in ending.options)


def _tables() -> dict:
    from situations.tests.guides.tables import TABLES

    return TABLES


def _auction(calls: list) -> dict:
    return rulings.answer({"q": "auction", "dealer": "N", "calls": calls})


# An Ending's sentence for a case its example does not show ("if ..."), asked of the engine on that
# case: the Ending says what the engine answers there too.
@pytest.mark.parametrize(
    "path,calls,check,tr,en",
    [
        # 26A (TR "eşdeğer bir konuşma (bkz. Yasa 23A) ile değiştirirse ... kendi tarafı için herhangi bir
        # çıkış kısıtlaması söz konusu değildir"; WBF "replaced by a comparable call (see Law 23A), then if
        # he becomes a defender there are no lead restrictions for his side"); 36B2's partner still passes.
        (
            "inadmissible-call/double/in-turn",
            ["N:1H", "E:pass", "S:X", {"act": "reject", "seat": "W"}, {"seat": "S", "call": "2S", "comparable": True}],
            lambda a: (
                "26A" in a["laws"] and "26B" not in a["laws"] and a["must_pass"] == [{"seat": "N", "until": "end"}]
            ),
            "tarafı için çıkış kısıtlaması olmaz (Yasa 26A); ortağının pas zorunluluğu yine de sürer",
            "his side has no lead restriction (Law 26A); his partner must still pass",
        ),
        # 37A (TR "Kusurlu oyuncunun artırımın geri kalan kısmında pas geçmesi gerekiyorsa, sonraki
        # turlarda yine pas geçmek zorundadır"; WBF "If the offender was required to pass for the
        # remainder of the auction he must still pass at subsequent turns"): West, silenced by 27B2.
        (
            "inadmissible-call/must-pass/lho-called",
            ["N:1S", "E:1H", {"act": "reject", "seat": "S"}, "E:2D", "S:pass", "W:2S", "N:3S"],
            lambda a: a["must_pass"] == [{"seat": "W", "until": "end"}] and a["ruled_calls"][0]["must_still_pass"],
            "sonraki sıralarında da pas geçmek zorundadır (Yasa 37A)",
            "he must still pass at his later turns (Law 37A)",
        ),
        # 25A1 (TR "İkinci yapılan (istemli) konuşması geçerli kalır ve uygun olan Yasaya tabidir"; WBF
        # "The second (intended) call stands and is subject to the appropriate Law"): an intended bid
        # that is insufficient is Law 27's, its left-hand opponent's choice (27A1).
        (
            "unintended-call/slip/not-yet",
            ["N:1S", "E:pass", "S:2S", {"seat": "S", "call": "1H", "intended": True}],
            lambda a: "27A1" in a["laws"] and a["decision"] == {"by": "W", "options": ["accept", "reject"]},
            "ona uyan Yasaya tabidir (örneğin yetersizse Yasa 27)",
            "subject to the Law that fits it (for example Law 27 if it is insufficient)",
        ),
        # 25B2 (TR "A maddesi ile izin verilmeyen bir konuşma iptal edilir. İlk konuşma kalır ve artırım
        # devam eder"; WBF "a substitution not permitted by A is cancelled. The original call stands and
        # the auction continues"): the left-hand opponent does not accept; South's 2♥ stands.
        (
            "unintended-call/meant-it/changed",
            ["N:1H", "E:pass", "S:2H", "S:2S", {"act": "reject", "seat": "W"}],
            lambda a: a["laws"] == ["25B2"] and a["turn"] == "W" and "2S" in a["legal"] and "2H" not in a["legal"],
            "yeni konuşma iptal edilir, ilk konuşma kalır ve artırım sürer (Yasa 25B2)",
            "the new call is cancelled, the first call stands and the auction goes on (Law 25B2)",
        ),
    ],
    ids=["26A", "37A-to-the-end", "25A1-insufficient", "25B2"],
)
def test_the_ending_s_other_cases_agree_with_the_engine(path, calls, check, tr, en):
    slug, *keys = path.split("/")
    ending = BY_SLUG[slug].walk(keys)[1]
    answer = _auction(calls)
    assert "error" not in answer and check(answer), answer
    assert any(tr in line.tr for line in ending.now) and any(en in line.en for line in ending.now)
