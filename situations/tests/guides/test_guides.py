"""Every situation guide walked through its GET URLs in both languages to every ending (each step
page and each ending page once); on each ending page, what the guide says, the ruling of its
guide's table (tables.py) and, for an engine-backed ending, the ruling engine's answer; every
paragraph a guide names exists and opens; bad step URLs are 404s."""

import json

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

import rulings
from lawbook.queries import paragraph_address
from lawbook.text.language_parts import plain
from situations.content import SITUATIONS
from situations.engine_words import ask, describe, finished, with_revoke_status
from situations.guide import Ending, Step
from situations.offline import guide_urls
from tests import shared_renders
from tests.seen import seen

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
    assert [label for label in labels if not _names_a_paragraph(label)] == []


# The endings name 382 distinct labels 1 068 times: each is looked up once per process (no test
# here changes the Laws' paragraphs), not once per ending that names it.
_named: dict[str, bool] = {}


def _names_a_paragraph(label: str) -> bool:
    if label not in _named:
        _named[label] = paragraph_address(label) is not None
    return _named[label]


# The walk to every ending, one page at a time: each step page once (endings share their first
# steps: walking each ending from the start fetched most pages many times over), with a link for
# each answer to the next page, and each ending's page once; together they are every ending reached
# by its GET URLs. Each page is rendered once per test process (tests/shared_renders.py): the citation
# links' walk, the audits and guide_pages read the same pages.
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("item", STEPS, ids=ids)
def test_every_step_asks_its_question_and_links_each_answer(client, item, lang):
    situation, keys, step = item
    url = url_of(situation.slug, keys, lang)
    response = shared_renders.get(client, url)
    assert response.status_code == 200, url
    page = seen(response.content.decode())
    assert escape(getattr(step.question, lang)) in page
    for choice in step.choices:
        assert f'href="{url_of(situation.slug, [*keys, choice.key], lang)}"' in page  # the answer is a link
        assert escape(getattr(choice.label, lang)) in page
    assert "<script>" not in page and " onclick=" not in page  # CSP: no inline scripts


# Each ending page is fetched once per language, and everything checked on an ending page is
# checked on that fetch (the guide's own words, its table's ruling, the engine's answer): each
# check on a fetch of its own rendered the same 364 pages up to three times.
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("item", ENDINGS, ids=ids)
def test_every_ending_says_what_happens_now_and_links_its_paragraphs(client, item, lang):
    situation, keys, ending = item
    response = shared_renders.get(client, url_of(situation.slug, keys, lang))
    assert response.status_code == 200
    page = seen(response.content.decode())
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
    _says_its_tables_ruling(page, situation.slug, keys, lang)
    if ending.engine:
        _shows_the_engines_answer(page, ending, lang)


def _says_its_tables_ruling(page: str, slug: str, keys: list[str], lang: str) -> None:
    """The page says the ruling of its guide's table in the reader's language and cites the
    deciding paragraph (a quotation with its `data-label`)."""
    row = _tables().get(slug, {}).get(tuple(keys))
    if row is None:
        return  # a guide without a table (test_guide_tables.py: every table has every ending)
    label, tr, en = row
    assert escape(tr if lang == "tr" else en) in page, ("table", slug, keys, lang)
    assert f'data-label="{label}"' in page, ("table", slug, keys, lang)


def _tables() -> dict:
    # Read when a test runs: the guides' test files that hold the tables import this module.
    from situations.tests.guides.tables import TABLES

    return TABLES


_engine_answers: dict[str, tuple[dict, dict]] = {}


def _shows_the_engines_answer(page: str, ending: Ending, lang: str) -> None:
    """An engine-backed ending shows the engine's answer: its sentences, its paragraphs and the
    answer itself, asked afresh (once per process for both languages), not through the page's cache."""
    key = json.dumps(ending.engine.query, sort_keys=True) + str(ending.engine.finish)
    if key not in _engine_answers:
        query = with_revoke_status(ending.engine.query)  # as the page asks (each revoke's status)
        query = finished(query) if ending.engine.finish else query
        _engine_answers[key] = query, rulings.answer(query)
    query, expected = _engine_answers[key]
    assert "error" not in expected
    for sentence in describe(expected, query, lang):
        # as drawn: a part in the other language unwrapped by seen(), its marks gone (qa106)
        assert escape(plain(sentence)) in page
    for label in expected["laws"]:
        assert f'data-label="{label}"' in page
    assert escape(json.dumps(expected, ensure_ascii=False)) in page


def test_every_table_row_is_an_ending_checked_here():
    fetched = {(situation.slug, tuple(keys)) for situation, keys, _ in ENDINGS}
    rows = {(slug, keys) for slug, table in _tables().items() for keys in table}
    assert rows and rows <= fetched, sorted(rows - fetched)
    assert any(ending.engine for _, _, ending in ENDINGS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_saved_for_use_offline_answers(client, lang):
    """The service worker saves the guides' pages (situations/offline.py; the lawbook's own pages
    are fetched by lawbook/tests/pages/test_offline.py): every step and ending page among them is
    fetched by the tests above, one each; the rest (the guides' index, each ending's read-out) here."""
    with translation.override(lang):
        saved = guide_urls()
    walked = {url_of(situation.slug, keys, lang) for situation, keys, _ in [*STEPS, *ENDINGS]}
    assert walked <= set(saved)
    rest = [url for url in saved if url not in walked]
    assert len(rest) > len(SITUATIONS)  # the index and the read-outs
    assert {url: shared_renders.get(client, url).status_code for url in rest} == dict.fromkeys(rest, 200)


@pytest.mark.parametrize("lang", LANGS)
def test_every_paragraph_an_ending_links_opens(client, lang):
    """A Law number is the Law's page; a paragraph's permalink redirects to its place in it."""
    labels = sorted({label for _, _, ending in ENDINGS for label in ending.laws})
    statuses = {label: client.get(permalink(label, lang)).status_code for label in labels}
    assert {label: status for label, status in statuses.items() if status != (200 if label.isdigit() else 302)} == {}


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
    assert "2 tricks go to East-West" in page


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
    # Law 64B3: no transfer when the revoke was a failure to play any card belonging to dummy.
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
