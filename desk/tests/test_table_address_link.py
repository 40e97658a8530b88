"""A record made at the table ends its auction and play with the table's address, which replays the
board (desk/table_link.py). The record page showed it as text, some 600 characters a director on a
phone could not tap (polish72); it is now a link to the table, in the record's language. Another
address in that text stays text."""

import re
from html import unescape

import pytest

from desk.models import RulingRecord
from desk.tests.conftest import PAGES
from desk.tests.test_table_link_language import PLAY, made_at_the_table
from situations.tests.table.test_table import table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_tables_address_in_a_record_is_a_link_that_replays_the_board(director_client, lang):
    record = made_at_the_table(director_client, lang)
    page = director_client.get(PAGES[lang] + f"{record.pk}/").content.decode()
    links = re.findall(r'<a href="([^"]+)" class="table-address">([^<]+)</a>', page)
    assert len(links) == 1
    href, text = (unescape(part) for part in links[0])
    assert href == text == record.auction_and_play.splitlines()[-1]
    replayed = director_client.get(href.removeprefix("http://testserver"))
    assert replayed.status_code == 200
    assert seen(replayed.content.decode()) == seen(director_client.get(table_url(lang, play=PLAY)).content.decode())


def test_another_address_in_the_play_stays_text(director_client):
    record = made_at_the_table(director_client, "en")
    record.auction_and_play += "\nhttps://example.org/en/table/\nhttp://testserver/en/law/64/"
    record.save()
    page = director_client.get(PAGES["en"] + f"{record.pk}/").content.decode()
    assert len(re.findall(r'class="table-address"', page)) == 1
    assert "https://example.org/en/table/" in page and 'href="https://example.org' not in page
    assert 'href="http://testserver/en/law/64/"' not in page
    assert RulingRecord.objects.count() == 1
