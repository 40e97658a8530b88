"""Every box of a GET form says how much it takes (maxlength), and the reader takes as much: a
longer value typed into the address gets a form error naming the box, never a value cut to fit and
read as something else ("70" followed by spaces and anything read as a weight of 70; "4S" followed
by spaces and "X" played as 4S undoubled), nor a 414 or a 500 (polish74)."""

from html.parser import HTMLParser
from urllib.parse import urlencode

import pytest

from situations import score_form
from situations.table_input import CONTRACT_LENGTH, DEAL_LENGTH

pytestmark = pytest.mark.django_db

SCORE = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}
TABLE = {"en": "/en/table/", "tr": "/tr/masa/"}
DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.T98.T98.T98 6543.765.765.765 2.J432.J432.J432"
TEXT_TYPES = {"text", "search", "number", "email", "url", "tel", "textarea"}


class _Boxes(HTMLParser):
    """The boxes a person types into, in GET forms: name -> maxlength (None when it has none)."""

    def __init__(self):
        super().__init__()
        self.method, self.boxes = None, {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self.method = (attrs.get("method") or "get").lower()
        elif self.method == "get" and tag in ("input", "textarea"):
            kind = attrs.get("type", "text") if tag == "input" else "textarea"
            if kind in TEXT_TYPES and "readonly" not in attrs and kind != "number":
                self.boxes[attrs.get("name")] = attrs.get("maxlength")

    def handle_endtag(self, tag):
        if tag == "form":
            self.method = None


def boxes(client, url: str) -> dict:
    parser = _Boxes()
    parser.feed(client.get(url).content.decode())
    return parser.boxes


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "page",
    [
        "/{lang}/",
        "score",
        "score?kind=artificial&form=imps",
        "table",
        "table?deal={deal}&contract=4S&declarer=S",
        "table?deal={deal}&contract=4S&declarer=S&mode=claim",
        "/{lang}/casebook/",
    ],
)
def test_every_box_of_a_get_form_has_a_length(client, lang, page):
    base = {"score": SCORE[lang], "table": TABLE[lang]}
    path, _, query = page.partition("?")
    url = base.get(path, path.format(lang=lang)) + ("?" + query.format(deal=DEAL.replace(" ", "+")) if query else "")
    found = boxes(client, url)
    assert found, url
    assert {name: most for name, most in found.items() if most is None} == {}, url


def test_the_score_pages_boxes_take_what_the_reader_reads(client):
    found = boxes(client, SCORE["en"])
    assert found["score1"] == found["weight8"] == found["other"] == str(score_form.TYPED_LENGTH)
    assert found["field"] == str(score_form.FIELD_LENGTH)
    assert boxes(client, TABLE["en"])["contract"] == str(CONTRACT_LENGTH)


@pytest.mark.parametrize(
    "lang,expected",
    [("tr", "Ağırlık 1 çok uzun: en çok 20 karakter."), ("en", "Weight 1 is too long: at most 20 characters.")],
)
def test_a_weight_sent_too_long_is_refused_by_name(client, lang, expected):
    # Before: cut to 20 characters, "70" and spaces, and read as a weight of 70 with a score shown.
    weight = "70" + " " * 30 + "this is not a weight"
    query = {"kind": "weighted", "form": "mp", "score1": "420", "weight1": weight, "field": "420 450 -50"}
    html = client.get(SCORE[lang] + "?" + urlencode(query)).content.decode()
    assert expected in html
    assert 'class="score-result' not in html


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("tr", "Kontrat çok uzun: en çok 20 karakter, örneğin 4♠X ya da 3SA XX."),
        ("en", "The contract is too long: at most 20 characters, e.g. 4♠X or 3SA XX."),
    ],
)
def test_a_contract_sent_too_long_is_refused_not_cut(client, lang, expected):
    # Before: cut to "4S" and spaces, and the board played as 4S undoubled.
    query = {"deal": DEAL, "contract": "4S" + " " * 25 + "X", "declarer": "S"}
    answer = client.get(TABLE[lang] + "?" + urlencode(query))
    assert answer.status_code == 400
    assert expected in answer.content.decode()


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("tr", "Dağılım çok uzun: en çok 100 karakter, örneğin N:AKQ2.J93.T8.7654 …"),
        ("en", "The deal is too long: at most 100 characters, e.g. N:AKQ2.J93.T8.7654 …"),
    ],
)
def test_a_deal_sent_too_long_is_refused_by_name(client, lang, expected):
    query = {"deal": DEAL + " and some words pasted after it " * 3, "contract": "4S", "declarer": "S"}
    answer = client.get(TABLE[lang] + "?" + urlencode(query))
    assert answer.status_code == 400
    assert expected in answer.content.decode()


def test_a_deal_spread_over_spaces_and_lines_is_read(client):
    # Before: cut at 100 characters and told "The deal must give four hands; this one gives 3".
    spread = DEAL.replace(" ", " \n" + " " * 20)
    assert len(spread) > DEAL_LENGTH
    answer = client.get(TABLE["en"] + "?" + urlencode({"deal": spread, "contract": "4S", "declarer": "S"}))
    assert answer.status_code == 200


# gunicorn's limit_request_line (its default; gunicorn.conf.py sets none): a longer request line is
# its bare 414 "URI Too Long", before the site can say anything.
REQUEST_LINE_LIMIT = 4094


def _filled(most: int, pattern: str) -> str:
    return (pattern * most)[:most]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_score_form_filled_to_its_lengths_fits_in_an_address(client, lang):
    """Every box filled to its maxlength with what it takes (scores, weights, separators) makes an
    address gunicorn reads, and the page answers it with the form's own words (before: the field's
    5 000 characters made an address of some 7 000 bytes, a 414)."""
    found = boxes(client, SCORE[lang])
    query = {name: _filled(int(most), "-620, " if name == "field" else "-7600") for name, most in found.items()}
    query.update({"kind": "weighted", "form": "imps", "average_plus": "3"})
    url = SCORE[lang] + "?" + urlencode(query)
    assert len(f"GET {url} HTTP/1.1") <= REQUEST_LINE_LIMIT
    assert client.get(url).status_code in (200, 400)
