"""Every situation guide walked through its GET URLs in both languages to every ending (each step
page and each ending page once); engine-backed endings agree with the ruling engine; every
paragraph a guide names exists and opens; bad step URLs are 404s."""

import json

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

import rulings
from lawbook.queries import paragraph_address
from situations.content import SITUATIONS
from situations.engine_words import ask, describe, finished
from situations.guide import Ending, Step

pytestmark = pytest.mark.django_db
LANGS = ["tr", "en"]
ENDINGS = [(s, keys, e) for s in SITUATIONS for keys, e in s.endings()]


def steps(node, keys=()):
    """Every (keys, Step) under `node`, depth first: the questions a reader is asked."""
    if isinstance(node, Step):
        yield list(keys), node
        for choice in node.choices:
            yield from steps(choice.then, (*keys, choice.key))


STEPS = [(s, keys, step) for s in SITUATIONS for keys, step in steps(s.start)]


def ids(item):
    situation, keys, _ = item
    return "/".join([situation.slug, *keys])


def permalink(label: str, lang: str) -> str:
    with translation.override(lang):
        return reverse("lawbook:paragraph", args=[label])


def url_of(slug: str, keys: list[str], lang: str) -> str:
    with translation.override(lang):
        if not keys:
            return reverse("situations:start", args=[slug])
        return reverse("situations:step", args=[slug, "/".join(keys)])


def test_the_brief_s_situations_are_all_there():
    slugs = {s.slug for s in SITUATIONS}
    assert slugs >= {
        "revoke",
        "lead-out-of-turn",
        "exposed-card",
        "card-exposed-in-auction",
        "insufficient-bid",
        "call-out-of-rotation",
        "claim",
        "hesitation",
        "misinformation",
        "wrong-number-of-cards",
        "wrong-board",
    }
    revoke = next(s for s in SITUATIONS if s.slug == "revoke")
    # Law 64B: the cases without automatic trick adjustment are asked before any transfer.
    assert {tuple(k) for k, _ in revoke.endings()} == {
        *((who, "not-established") for who in ("defender", "declarer", "dummy")),
        *(
            (who, "established", "no-64b-case", won)
            for who in ("defender", "declarer")
            for won in ("offender-won", "other-won")
        ),
        *((who, "established", "64b-case") for who in ("defender", "declarer")),
        ("dummy", "established"),
    }


@pytest.mark.parametrize("lang,prefix", [("tr", "/tr/ne-oldu/"), ("en", "/en/what-happened/")])
def test_index_lists_every_situation(client, lang, prefix):
    response = client.get(prefix)
    assert response.status_code == 200
    page = response.content.decode()
    for situation in SITUATIONS:
        assert url_of(situation.slug, [], lang) in page
        assert escape(getattr(situation.title, lang)) in page


@pytest.mark.parametrize("item", ENDINGS, ids=ids)
def test_every_label_names_a_paragraph(item):
    _, _, ending = item
    labels = list(ending.laws)
    if ending.engine:
        labels += ask(ending.engine)[1]["laws"]
    assert [label for label in labels if paragraph_address(label) is None] == []


# The walk to every ending, one page at a time: each step page once (endings share their first
# steps: walking each ending from the start fetched most pages many times over), with a link for
# each answer to the next page, and each ending's page once; together they are every ending reached
# by its GET URLs.
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("item", STEPS, ids=ids)
def test_every_step_asks_its_question_and_links_each_answer(client, item, lang):
    situation, keys, step = item
    url = url_of(situation.slug, keys, lang)
    response = client.get(url)
    assert response.status_code == 200, url
    page = response.content.decode()
    assert escape(getattr(step.question, lang)) in page
    for choice in step.choices:
        assert f'href="{url_of(situation.slug, [*keys, choice.key], lang)}"' in page  # the answer is a link
        assert escape(getattr(choice.label, lang)) in page
    assert "<script>" not in page and " onclick=" not in page  # CSP: no inline scripts


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("item", ENDINGS, ids=ids)
def test_every_ending_says_what_happens_now_and_links_its_paragraphs(client, item, lang):
    situation, keys, ending = item
    response = client.get(url_of(situation.slug, keys, lang))
    assert response.status_code == 200
    page = response.content.decode()
    assert escape(getattr(ending.title, lang)) in page
    assert escape(getattr(ending.director, lang)) in page
    for label in ending.laws:
        assert f'data-label="{label}"' in page
        assert f'href="{permalink(label, lang)}"' in page
    for option in ending.options:
        assert escape(getattr(option.name, lang)) in page
    for line in (*ending.now, *ending.advice, ending.chooser):
        assert escape(getattr(line, lang)) in page
    assert "<script>" not in page and " onclick=" not in page  # CSP: no inline scripts


@pytest.mark.parametrize("lang", LANGS)
def test_every_paragraph_an_ending_links_opens(client, lang):
    """A Law number is the Law's page; a paragraph's permalink redirects to its place in it."""
    labels = sorted({label for _, _, ending in ENDINGS for label in ending.laws})
    statuses = {label: client.get(permalink(label, lang)).status_code for label in labels}
    assert {label: status for label, status in statuses.items() if status != (200 if label.isdigit() else 302)} == {}


@pytest.mark.parametrize("item", [i for i in ENDINGS if i[2].engine], ids=ids)
def test_engine_backed_endings_show_the_engine_s_answer(client, item):
    situation, keys, ending = item
    query = ending.engine.query
    if ending.engine.finish:
        query = finished(query)
    expected = rulings.answer(query)  # asked afresh, not through the page's cache
    assert "error" not in expected
    for lang in LANGS:
        page = client.get(url_of(situation.slug, keys, lang)).content.decode()
        for sentence in describe(expected, query, lang):
            assert escape(sentence) in page
        for label in expected["laws"]:
            assert f'data-label="{label}"' in page
        assert escape(json.dumps(expected, ensure_ascii=False)) in page


def test_walking_texts_without_the_engine_say_so(client):
    situation, keys, _ = next(item for item in ENDINGS if not item[2].engine and item[0].slug == "appeal")
    page = client.get(url_of(situation.slug, keys, "en")).content.decode()
    assert "Written from the Laws" in page
    page = client.get(url_of("revoke", ["dummy", "established"], "en")).content.decode()
    assert "Written from the Laws" not in page


def test_lead_out_of_turn_offers_declarer_the_five_options(client):
    # Law 54: after a faced opening lead out of turn declarer may spread (54A), accept (54B) or
    # reject (54D), and a rejected card is a major penalty card with the 50D2 choices.
    ending = next(e for s, k, e in ENDINGS if s.slug == "lead-out-of-turn" and k[-1] == "faced")
    answer = ask(ending.engine)[1]
    assert answer["decision"] == {"by": "S", "options": ["accept", "spread", "reject"]}
    assert len(ending.options) == 5
    page = client.get(url_of("lead-out-of-turn", ["opening", "wrong-defender", "faced"], "tr")).content.decode()
    assert escape("Seçim Güney'in: kabul etmek, elini yere açmak (yer olmak), geri çevirmek.") in page


def test_an_established_revoke_by_declarer_transfers_tricks(client):
    # Law 64A1: the revoke trick was won by the offender: it is transferred, and one more trick
    # since his side won a later trick.
    ending = next(
        e
        for s, k, e in ENDINGS
        if s.slug == "revoke" and k == ["declarer", "established", "no-64b-case", "offender-won"]
    )
    answer = ask(ending.engine)[1]
    assert answer["transfer"] == {"to": "EW", "tricks": 2}
    assert answer["laws"][0] == "64A1"
    page = client.get(
        url_of("revoke", ["declarer", "established", "no-64b-case", "offender-won"], "en")
    ).content.decode()
    assert "2 trick(s) go to East-West" in page


def test_a_revoke_trick_won_by_dummy_is_not_won_by_declarer(client):
    # Law 64A2: declarer revoked and dummy won the trick: one trick, since declarer's side won
    # a later trick; "a trick won in dummy is not a trick won by declarer".
    ending = next(
        e for s, k, e in ENDINGS if s.slug == "revoke" and k == ["declarer", "established", "no-64b-case", "other-won"]
    )
    answer = ask(ending.engine)[1]
    assert answer["transfer"] == {"to": "EW", "tricks": 1}
    assert answer["laws"][0] == "64A2"
    page = client.get(url_of("revoke", ["declarer", "established", "no-64b-case", "other-won"], "tr")).content.decode()
    assert escape("1 löve Doğu-Batı'ya geçer") in page


def test_dummy_s_established_revoke_transfers_nothing(client):
    # Law 64B3: no transfer when the revoke was a failure to play a card faced on the table.
    page = client.get(url_of("revoke", ["dummy", "established"], "en")).content.decode()
    assert "No trick is transferred." in page
    assert 'data-label="64B3"' in page


@pytest.mark.parametrize(
    "url",
    [
        "/tr/ne-oldu/no-such-thing/",
        "/en/what-happened/revoke/nobody/",
        "/en/what-happened/revoke/defender/established/more/",
        "/tr/ne-oldu/revoke/defender//established/",
        "/en/what-happened/revoke/DEFENDER/",
        "/en/what-happened/revoke/defender/%00/",
        "/en/what-happened/claim/disputed/extra/",
        "/tr/ne-oldu/revoke/defender/established/../",
    ],
)
def test_bad_step_urls_are_404(client, url):
    assert client.get(url).status_code == 404


def test_the_language_switch_keeps_the_step(client):
    page = client.get("/tr/ne-oldu/revoke/defender/").content.decode()
    assert 'href="/en/what-happened/revoke/defender/"' in page


def test_every_guide_ends_every_path():
    def check(node):
        if isinstance(node, Ending):
            return
        assert node.choices and len({c.key for c in node.choices}) == len(node.choices)
        for choice in node.choices:
            check(choice.then)

    for situation in SITUATIONS:
        check(situation.start)
