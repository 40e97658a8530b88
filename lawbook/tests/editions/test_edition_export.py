"""The whole edition as one JSON document (GET /api/editions/<code>/): every Law with all its
paragraphs, the definitions and the footnotes, in the shapes of the existing endpoints, read in a
fixed number of queries."""

import pytest

from lawbook.models import Paragraph

pytestmark = pytest.mark.django_db


def without_edition(item: dict) -> dict:
    return {key: value for key, value in item.items() if key != "edition"}


def test_the_whole_edition_holds_every_paragraph_definition_and_footnote_as_the_endpoints_give_them(client):
    whole = client.get("/api/editions/2017/").json()
    assert whole["code"] == "2017" and whole["status"] == "published"
    labels = [p["label"] for law in whole["laws"] for p in law["paragraphs"]]
    assert len(labels) == Paragraph.objects.filter(law__edition="2017").count()
    assert [law["number"] for law in whole["laws"]] == list(range(1, 94))
    for number in (1, 64, 80):
        alone = client.get(f"/api/laws/{number}/").json()
        law = next(law for law in whole["laws"] if law["number"] == number)
        assert law == without_edition(alone)
    assert whole["definitions"] == [without_edition(d) for d in client.get("/api/definitions/").json()]
    assert whole["footnotes"] == [without_edition(f) for f in client.get("/api/footnotes/").json()]


def test_the_whole_edition_is_read_in_a_fixed_number_of_queries(client, django_assert_max_num_queries):
    with django_assert_max_num_queries(20):
        assert client.get("/api/editions/2017/").status_code == 200
