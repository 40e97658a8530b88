"""A record saved with its facts or its ruling not yet written (a Director at the table fills them
in later): the record's page showed those headings over nothing, which read as a page cut short
(polish73). Each now reads "—", as "Laws applied" does when empty."""

import re
from html import unescape

import pytest

from desk.models import RulingRecord
from rulings.tests.test_records import DEAL


@pytest.mark.parametrize("lang,facts,ruling", [("tr", "Saptanan olgular", "Karar"), ("en", "Facts as found", "Ruling")])
def test_a_field_not_yet_written_reads_a_dash_under_its_heading(director_client, director, lang, facts, ruling):
    record = RulingRecord.objects.create(director=director, event="Kış Ligi", board=3, deal=DEAL)
    path = f"/{lang}/hakem/kayitlar/{record.pk}/" if lang == "tr" else f"/en/director/records/{record.pk}/"
    html = unescape(director_client.get(path).content.decode())
    for section, heading in (("facts-h", facts), ("ruling-h", ruling)):
        body = re.search(rf'<section aria-labelledby="{section}">(.*?)</section>', html, re.S).group(1)
        text = " ".join(re.sub(r"<[^>]+>", " ", body).split())
        assert text == f"{heading} —"
