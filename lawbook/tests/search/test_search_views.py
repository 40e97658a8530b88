"""The search page and API: what they answer, and that no input makes them fail."""

import json
import os
import re

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from lawbook.search import views as search_views
from lawbook.search.query import clean
from lawbook.search.service import search
from tests.search_index import paragraph_document, search_index, search_index_dir, tiny_index  # noqa: F401

# The pages and the API read which edition is current from the database (lawbook.editions.editions).
pytestmark = pytest.mark.django_db

HOSTILE = [
    "",
    " ",
    "a" * 10_000,
    "ş" * 10_000,
    "!!! ... ???",
    '"unbalanced',
    "'",
    "\x00\x01\x1b[31m",
    "🂡🃏♠♥",
    "'; DROP TABLE lawbook_paragraph; --",
    "<script>alert(1)</script>",
    "title:rönons",
    "rönons AND NOT kart OR *",
    "kart*",
    "[a TO z]",
    "rönons^100",
    "(((",
    "\u202e\u200b\ufeff",
    "Yasa 999Z",
]


# --- API ----------------------------------------------------------------------------------------


def test_api_answers_in_the_documented_shape(client, search_index):
    data = client.get("/api/search/", {"q": "rönons", "lang": "tr", "limit": "20"}).json()
    assert data["query"] == "rönons" and data["jump"] is None
    kinds = {r["kind"] for r in data["results"]}
    assert {"paragraph", "definition"} <= kinds
    paragraph = next(r for r in data["results"] if r["kind"] == "paragraph")
    assert {"kind", "label", "law", "title", "snippet", "score", "url"} <= set(paragraph)
    assert paragraph["law"] in (61, 62, 63, 64)
    definition = next(r for r in data["results"] if r["kind"] == "definition")
    assert definition["label"] == definition["term"] == "Rönons"
    assert len(data["results"]) <= 20


def test_api_returns_footnotes_with_their_number_and_paragraph(client, search_index):
    data = client.get("/api/search/", {"q": "dizilmiş deste rasgele"}).json()
    footnote = next(r for r in data["results"] if r["kind"] == "footnote")
    assert footnote["footnote"] == 1 and footnote["label"] == "6D2"
    assert footnote["url"].endswith("/6/#fn-1")


@pytest.mark.parametrize("lang", [None, ""])
def test_a_missing_lang_is_turkish_the_official_text(client, search_index, lang):
    params = {"q": "kontr"}
    if lang is not None:
        params["lang"] = lang
    assert client.get("/api/search/", params).json()["lang"] == "tr"


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"q": ""},
        {"q": "   "},
        {"q": "\x00"},
        {"q": "a" * 501},
        {"q": "kart", "limit": "0"},
        {"q": "kart", "limit": "abc"},
        {"q": "kart", "limit": "1000"},
        {"q": "kart", "limit": "-1"},
        {"q": "kart", "chapter": "x"},
        {"q": "kart", "limit": "٣"},
        {"q": "kart", "lang": "de"},
        {"q": "kart", "lang": "xx"},
        {"q": "kart", "lang": "TR"},
        {"q": "kart", "lang": "<b>"},
    ],
)
def test_api_refuses_what_it_cannot_take_with_a_400_json_error(client, search_index, params):
    response = client.get("/api/search/", params)
    assert response.status_code == 400
    # ... naming the parameter at fault, as the API's errors do (situations/openapi.json)
    at_fault = next((name for name in ("limit", "chapter", "lang") if name in params), "q")
    assert re.search(rf"\b{at_fault}\b", response.json()["error"])


def test_api_limit_and_chapter(client, search_index):
    data = client.get("/api/search/", {"q": "kart", "limit": "3"}).json()
    assert len(data["results"]) == 3
    data = client.get("/api/search/", {"q": "kart", "chapter": "6", "limit": "50"}).json()
    assert data["results"] and all(41 <= r["law"] <= 71 for r in data["results"])


def test_api_refuses_an_unknown_lang_in_the_language_of_the_address(client, search_index):
    error = client.get("/api/search/", {"q": "kart", "lang": "de"}).json()["error"]
    assert error == "lang tr ya da en olmalıdır, de olamaz."
    assert client.get("/api/search/", {"q": "revoke", "lang": "en"}).json()["lang"] == "en"


def test_api_is_read_only(client, search_index):
    assert client.post("/api/search/", {"q": "kart"}).status_code == 405


# --- page ---------------------------------------------------------------------------------------


def page(client, **params):
    response = client.get("/tr/ara/", params)
    assert response.status_code == 200
    return response.content.decode()


def test_results_page_lists_paragraphs_with_law_title_label_snippet_and_link(client, search_index):
    html = page(client, q="sırasız atak")
    first = html.index('class="result"')
    item = html[first : html.index("</li>", first)]
    assert 'href="/tr/yasa/54/#' in item
    assert "Yasa 54" in item or "Law 54" in item
    assert "YÜZÜ AÇIK SIRASIZ ATAK" in item
    assert 'class="result-label">54' in item
    assert "<mark>" in item


def test_matching_definitions_come_first_as_cards(client, search_index):
    html = page(client, q="cezalı kart")
    assert html.index('class="definition-card"') < html.index('class="results"')
    assert 'href="/tr/tanimlar/#cezalı-kart"' in html


def cards(html: str) -> list[str]:
    return re.findall(r'class="definition-card">\s*<h2><a href="/tr/tanimlar/#([^"]+)"', html)


def test_a_definition_found_only_in_its_text_is_no_card_but_keeps_its_rank(client, search_index):
    # "Deklaran" mentions a lead out of turn; the player asked about the lead, not the declarer.
    html = page(client, q="yanlış çıkış")
    assert cards(html) == []
    results = html[html.index('class="results"') :]
    assert 'href="/tr/tanimlar/#deklaran"' in results


def test_the_named_definition_is_the_first_card_and_cards_are_few(client, search_index):
    # A card is a definition whose whole term the query names: Artı Löve and Eksik Löve hold
    # "löve" too, but stay in the list below, where they keep their rank.
    assert cards(page(client, q="löve")) == ["löve"]
    assert 'href="/tr/tanimlar/#artı-löve"' in page(client, q="löve")
    assert cards(page(client, q="eksik löve"))[0] == "eksik-löve"
    assert "artı-löve" not in cards(page(client, q="eksik löve"))
    assert cards(page(client, q="cezalı kart")) == ["cezalı-kart"]
    # "on ikinci löve" is about the twelfth trick, not about overtricks or undertricks.
    assert not set(cards(page(client, q="on ikinci löve"))) & {"artı-löve", "eksik-löve", "fazla-löve"}
    assert cards(page(client, q="sırasız atak")) == ["atak"]
    assert cards(page(client, q="revoke")) == ["rönons"]


def test_chapter_filter(client, search_index):
    html = page(client, q="kart", chapter="5")
    laws = {int(n) for n in re.findall(r'href="/tr/yasa/(\d+)/#', html)}
    assert laws and laws <= set(range(17, 41))
    assert '<option value="5" selected>' in html


def test_did_you_mean_from_the_index_terms(client, search_index):
    html = page(client, q="cezali krat")
    assert "cezalı kart" in html or "cezali kart" in html
    assert 'href="?q=cezal' in html
    outcome = search("rnons", "tr")
    assert outcome.suggestion == "rönons"


def test_did_you_mean_leaves_markup_alone(client, search_index):
    html = page(client, q="<script>alert(1)</script>")
    assert 'class="did-you-mean"' not in html  # not "strict alert 1 strict"
    assert search("<img src=x onerror=alert(1)>", "tr").suggestion is None
    assert search("<div>rnons</div>", "tr").suggestion == "rönons"
    assert search("script", "tr").suggestion  # a word typed alone is still corrected


def test_nothing_found_says_so(client, search_index):
    html = page(client, q="qqqqxz")
    assert "qqqqxz" in html and 'class="results"' not in html


def test_empty_query_shows_the_form(client, search_index):
    html = page(client)
    assert 'name="q"' in html and 'class="results"' not in html


def test_user_input_is_escaped_everywhere(client, search_index):
    html = page(client, q='<script>alert("x")</script> kart')
    assert "<script>alert" not in html
    assert "&lt;script&gt;" in html


def test_query_syntax_is_not_interpreted(search_index):
    plain = [h.label for h in search("kart", "tr").hits]
    assert [h.label for h in search("kart*", "tr").hits] == plain
    assert [h.label for h in search("title:kart", "tr").hits] != []
    assert [h.label for h in search('"kart', "tr").hits] == plain
    assert search("NOT kart", "tr").hits  # not a negation: "not" is only a word here


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_input_gets_a_page_or_a_400(client, search_index, text):
    assert client.get("/tr/ara/", {"q": text}).status_code in (200, 302)
    assert client.get("/en/search/", {"q": text}).status_code in (200, 302)
    assert client.get("/api/search/", {"q": text}).status_code in (200, 400)


@pytest.mark.parametrize(
    "raw",
    [
        "q=%FF%FE%00",
        "q=%C3",
        "q=%ED%A0%80",
        "q=r%ED%A0%80nons",
        "q=%ZZ",
        "q=%",
        "q=a&q=b",
        "q[]=x",
        "q=%E2%80%AE64",
        "limit=5&q=%25%25",
    ],
)
def test_raw_query_strings(client, search_index, raw):
    assert client.get(f"/tr/ara/?{raw}").status_code in (200, 302)
    assert client.get(f"/api/search/?{raw}").status_code in (200, 400)


def test_the_page_without_an_index_says_search_is_unavailable(client, settings, tmp_path):
    from lawbook.search import reader

    settings.SEARCH_INDEX_DIR = tmp_path / "none"
    reader.reset()
    response = client.get("/tr/ara/", {"q": "kart"})
    assert response.status_code == 503 and b"search-note" in response.content
    assert client.get("/api/search/", {"q": "kart"}).status_code == 503


# --- languages ----------------------------------------------------------------------------------


def test_results_fall_back_to_the_other_language_with_a_mark(client, tiny_index):
    tiny_index(
        [
            paragraph_document(
                "10A", 10, {"tr": "Hakem onarmayı belirler.", "en": "The Director assesses rectification."}
            ),
            paragraph_document("11A", 11, {"tr": "Onarma hakkı yitirilebilir."}),  # not translated
        ]
    )
    english = search("rectification onarma", "en")
    shown = {h.label: (h.lang, h.fallback) for h in english.hits}
    assert shown["10A"] == ("en", False)
    assert shown["11A"] == ("tr", True)
    html = client.get("/en/search/", {"q": "onarma"}).content.decode()
    item = html[html.index('href="/en/law/11/#11A"') :]
    assert 'class="untranslated"' in item[: item.index("</li>")]


def test_snippets_escape_the_text_and_mark_the_matches(tiny_index):
    tiny_index([paragraph_document("12A", 12, {"tr": 'a < b & <i>rönons</i> "tırnak"'})])
    (hit,) = search("rönons", "tr").hits
    assert str(hit.snippet) == "a &lt; b &amp; &lt;i&gt;<mark>rönons</mark>&lt;/i&gt; &quot;tırnak&quot;"


# --- generated input ----------------------------------------------------------------------------

TURKISH = "abcçdefgğhıijklmnoöprsştuüvyzâABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ"
words = st.sampled_from(
    [
        "rönons",
        "cezalı",
        "kart",
        "64",
        "50D2a",
        "Yasa",
        "law",
        "AND",
        "OR",
        "NOT",
        "*",
        '"',
        "(",
        ")",
        ":",
        "^2",
        "~",
        "[",
        "]",
        "{",
        "}",
        "\\",
        "'",
        "%",
        "_",
        "--",
        ";",
        "<b>",
        "&amp;",
        "\u0307",
        "\u0131",
        "İ",
        "🃏",
        "\x00",
        "\t",
        "\n",
    ]
)
queries = st.one_of(
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=60),
    st.text(alphabet=TURKISH + " 0123456789()", max_size=40),
    st.lists(words, max_size=12).map(" ".join),
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=300, max_size=2_000),
)
params = st.fixed_dictionaries(
    {},
    optional={
        "lang": st.sampled_from(["tr", "en", "", "xx", "ＴＲ"]),
        "limit": st.sampled_from(["1", "20", "100", "0", "-5", "x", "1e3", ""]),
        "chapter": st.sampled_from(["1", "6", "11", "0", "999", "x", ""]),
    },
)


def _page_search(text: str, extra: dict):
    """What the search page asks of the search for this input (lawbook.search.views.search_page)."""
    try:
        chapter = search_views._whole_number(extra.get("chapter"), "chapter", 1, search_views.MAX_CHAPTER)
    except search_views.BadParameter:
        chapter = None
    query = clean(text)
    return search(query, "tr", search_views.PAGE_LIMIT, chapter) if query else None


# Generated inputs, each through the code that turns a request into an answer: the API's own
# request handling (validation, search, JSON) and the search the page makes. The HTTP layer around
# them (middleware, page cache, edition lookup, the template) takes a sample of the same inputs
# below: a round trip costs several times the search itself. Two halves, so that the two processes
# of a run can take one each. `make check-inputs` (BAD_INPUT_SWEEP=full, in CI) sends two thousand,
# `make test` one thousand: defects put in the search on purpose (a crash on a combining dot
# U+0307, on an emoji, on a text over 600 characters, on a negative limit) were each found by both
# halves at every seed tried; with 250 a half the combining dot was missed at half the seeds
# (docs/benchmarks.md, session 42).
GENERATED_PER_HALF = 1_000 if os.environ.get("BAD_INPUT_SWEEP") == "full" else 500


@pytest.mark.parametrize("half", [1, 2])
@hypothesis_settings(
    max_examples=GENERATED_PER_HALF, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=queries, extra=params)
def test_generated_inputs_get_no_server_error(rf, search_index, half, text, extra):
    query = {"q": text, **extra}
    api_response = search_views._search_api(rf.get("/api/search/", query))
    assert api_response.status_code in (200, 400), api_response.status_code
    assert api_response["Content-Type"].startswith("application/json")
    assert ("error" in json.loads(api_response.content)) == (api_response.status_code == 400)
    outcome = _page_search(text, extra)
    if outcome is not None:
        assert outcome.jump_url or all(hit.url for hit in outcome.hits)


@hypothesis_settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=queries, extra=params)
def test_generated_inputs_through_the_whole_request_get_no_server_error(client, search_index, text, extra):
    query = {"q": text, **extra}
    page_response = client.get("/tr/ara/", query)
    assert page_response.status_code in (200, 302), page_response.status_code
    api_response = client.get("/api/search/", query)
    assert api_response.status_code in (200, 400), api_response.status_code
    assert api_response["Content-Type"].startswith("application/json")


def test_a_long_paste_is_cut_and_said_so(client, search_index):
    html = page(client, q="rönons " * 100)
    assert "200" in html and 'class="search-note"' in html


@pytest.mark.parametrize("query", ["yer rönons yaptı", "yer rönons"])
def test_a_definition_that_names_only_part_of_the_question_is_no_card(client, search_index, query):
    # Issue 12: "yer rönons" put 64B3 behind the cards for "Yer" and "Rönons", each of which names
    # one of the question's two concepts; the guide, then 64B3 (dummy's revoke), come first now.
    from lawbook.tests.htmlparse import tree

    html = page(client, q=query)
    assert cards(html) == []
    results = tree(html).find_all("ol", "results")[0].find_all("li")
    labels = [item.find_all("span", "result-label")[0].text for item in results[:2]]
    assert labels == ["Durum rehberi: şimdi ne olur", "64B3"], labels
    assert cards(page(client, q="rönons")) == ["rönons"]  # a definition naming the whole question still is
