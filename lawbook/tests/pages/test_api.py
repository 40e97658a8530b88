"""The read-only JSON API."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def test_law_list(client):
    laws = client.get("/api/laws/").json()
    assert len(laws) == 93
    assert laws[49]["number"] == 50 and laws[49]["title_tr"] == "CEZALI KARTIN DURUMU"
    assert laws[49]["chapter"] == "VI"
    assert laws[0]["chapter"] == "II" and laws[92]["chapter"] == "XI"


def test_law_detail_lists_paragraphs_in_reading_order(client):
    law = client.get("/api/laws/50/").json()
    labels = [p["label"] for p in law["paragraphs"]]
    assert labels[:4] == ["50", "50A", "50B", "50C"]
    assert labels.index("50D2(a)") == labels.index("50D2") + 1
    d2a = next(p for p in law["paragraphs"] if p["label"] == "50D2(a)")
    assert d2a["parent"] == "50D2"
    assert d2a["footnotes"] == [13]
    assert d2a["references"] == ["51"]
    assert set(d2a) >= {"label", "parent", "heading_tr", "heading_en", "text_tr", "text_en", "footnotes", "references"}


def test_paragraph_by_label_in_citation_form(client):
    response = client.get("/api/paragraphs/50D2(a)/")
    assert response.status_code == 200
    assert response.json()["text_tr"].startswith("Defans oyuncusundan cezalı kartın rengini çıkmasını istemek")
    assert client.get("/api/paragraphs/50D2%28a%29/").json()["label"] == "50D2(a)"
    assert client.get("/api/paragraphs/80B2(g)(i)/").json()["parent"] == "80B2(g)"


@pytest.mark.parametrize(
    "url",
    [
        "/api/paragraphs/50Z/",
        "/api/paragraphs/99/",
        "/api/paragraphs/50D9/",
        "/api/laws/94/",
        "/api/laws/abc/",
        # A newline no URL pattern's "." matches: the API's own 404, not the site's HTML page.
        "/api/paragraphs/50%0A/",
        "/api/paragraphs/50%0A/history/",
        "/api/laws/50%0A/",
        "/api/editions/2017%0A/",
        "/api/nothing%0A/",
        "/api/%0A/",
    ],
)
def test_unknown_things_are_json_404s(client, url):
    response = client.get(url)
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert "error" in response.json()


@pytest.mark.parametrize("url", ["/api/paragraphs/50%0A", "/api/paragraphs/50/%0A", "/api/nothing%0A"])
def test_a_newline_without_the_final_slash_ends_in_a_json_404(client, url):
    response = client.get(url, follow=True)
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")


# "²" and "٣" pass str.isdigit(); int() refuses the first and a 23-digit number overflows the
# database's integer: each is an unknown Law, not a server error. So is a NUL byte (PostgreSQL
# refuses it in a query).
@pytest.mark.parametrize("number", ["%C2%B2", "%D9%A3", "99999999999999999999999", "%00", "-1"])
def test_a_law_number_that_is_not_plain_digits_is_a_json_404(client, number):
    response = client.get(f"/api/laws/{number}/")
    assert response.status_code == 404
    assert response.json() == {"error": "Yasa numarası 1 ile 93 arasında bir tam sayıdır."}


def test_definitions_and_footnotes(client):
    definitions = client.get("/api/definitions/").json()
    assert len(definitions) == 64
    revoke = next(d for d in definitions if d["term_tr"] == "Rönons")
    assert revoke["text_tr"].startswith("Renge uyabilecek")
    assert "61A" in revoke["used_in"] or any(label.startswith("6") for label in revoke["used_in"])
    footnotes = client.get("/api/footnotes/").json()
    assert [f["number"] for f in footnotes] == list(range(1, 29))
    assert footnotes[0]["paragraph"] == "6D2"
    assert footnotes[18]["markers"] == ["64A1", "64A2"]
    assert all(f["paragraph"] for f in footnotes)


@pytest.mark.parametrize("method", ["post", "put", "delete", "patch"])
@pytest.mark.parametrize(
    "url", ["/api/laws/", "/api/laws/50/", "/api/paragraphs/50D2(a)/", "/api/search/?q=revoke", "/api/nothing/"]
)
def test_api_refuses_writes_with_a_json_405(method, url):
    # A real client sends no CSRF token: the answer must still be the API's JSON, not Django's HTML 403.
    client = Client(enforce_csrf_checks=True)
    response = getattr(client, method)(url)
    assert response.status_code == 405
    assert response["Content-Type"].startswith("application/json")
    assert response["Allow"] == "GET, HEAD"
    assert "error" in response.json()


TEXT_FIELDS = ("heading", "text", "tail")


def test_english_is_empty_where_the_turkish_is_empty(client):
    for number in (1, 6, 50, 77, 80):
        for paragraph in client.get(f"/api/laws/{number}/").json()["paragraphs"]:
            for field in TEXT_FIELDS:
                turkish, english = paragraph[f"{field}_tr"], paragraph[f"{field}_en"]
                assert english is not None, (paragraph["label"], field)  # every text has its English
                assert (turkish == "") == (english == ""), (paragraph["label"], field)
    container = client.get("/api/paragraphs/50D1/").json()
    assert (container["heading_tr"], container["text_tr"], container["tail_tr"]) == ("", "", "")
    assert (container["heading_en"], container["text_en"], container["tail_en"]) == ("", "", "")
    law = client.get("/api/paragraphs/6/").json()
    assert law["text_tr"] == "" and law["text_en"] == "" and law["heading_en"] == ""


def test_english_is_null_only_where_it_is_missing(client):
    from lawbook.models import Definition, Footnote, Paragraph

    Paragraph.objects.filter(label="50A").update(text_en="", heading_en="")
    Definition.objects.filter(term_tr="Rönons").update(text_en="")
    Footnote.objects.filter(number=13).update(text_en="")  # missing English is stored "", never NULL
    a = client.get("/api/paragraphs/50A/").json()
    assert a["text_en"] is None and a["heading_en"] is None  # Turkish text, no English yet
    assert a["tail_en"] == ""  # nothing to translate
    revoke = next(d for d in client.get("/api/definitions/").json() if d["term_tr"] == "Rönons")
    assert revoke["text_en"] is None and revoke["term_en"] == "Revoke"
    footnotes = client.get("/api/footnotes/").json()
    assert footnotes[12]["text_en"] is None and footnotes[13]["text_en"]


def test_api_queries_do_not_grow_with_the_size_of_the_law(client, django_assert_max_num_queries):
    for url in ("/api/laws/80/", "/api/laws/3/", "/api/paragraphs/80B2(g)(i)/", "/api/definitions/", "/api/footnotes/"):
        with django_assert_max_num_queries(12):
            assert client.get(url).status_code == 200
