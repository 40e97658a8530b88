"""qa85: the score calculator walked by a Director (docs/legal-review.md, "qa85"): the IMP scale
of Law 78B as the page quotes it, held to both texts."""

import re

import pytest

pytestmark = pytest.mark.django_db
PAGE = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}


def quoted(client, lang: str, label: str) -> str:
    page = client.get(PAGE[lang]).content.decode()
    return page.split(f'<details class="cited" data-label="{label}">', 1)[1].split("</details>", 1)[0]


def cells(html: str) -> list[list[str]]:
    return [re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row) for row in re.findall(r"<tr>(.*?)</tr>", html)]


@pytest.mark.parametrize("lang, head", [("en", "Point difference"), ("tr", "Puan farkı")])
def test_the_imp_scale_quoted_on_the_calculator_is_a_table(client, lang, head):
    """78B (TR) "... aşağıdaki skalaya göre IMP'ye çevrilir" / (WBF) "... converted into IMPs according
    to the following scale": 0-10 = 0, 20-40 = 1, ..., 3500-3990 = 23, 4000+ = 24. The calculator's
    "The Laws" showed the scale as its stored markup, "| 0–10 | 0 | 370–420 | 9 | ..." between <br>s,
    a line of pipes a Director had to decode; the Law page draws it as a table."""
    section = quoted(client, lang, "78B")
    assert "| 0–10 |" not in section and "|---|" not in section
    rows = cells(section)
    assert rows[0] == [head, "IMP"] * 3
    assert rows[1] == ["0–10", "0", "370–420", "9", "1750–1990", "18"]
    assert rows[2] == ["20–40", "1", "430–490", "10", "2000–2240", "19"]
    assert rows[7] == ["220–260", "6", "1100–1290", "15", "4000 +", "24"]
    assert rows[9] == ["320–360", "8", "1500–1740", "17"]
    # The sentence before the scale keeps its label and stays a sentence.
    assert re.search(r'<p><span class="cited-label">78B</span> [^<|]+\.</p>', section)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_quoted_paragraph_without_a_table_reads_as_before(client, lang):
    """78A has no table: one paragraph, its label first."""
    section = quoted(client, lang, "78A")
    assert "<table" not in section
    assert re.search(r'<p><span class="cited-label">78A</span> [^<]+</p>', section)
