"""A record, a poll or a published ruling that is not there: the 404 page said Django's own English,
"No RulingRecord matches the given query." or "No PublishedRuling matches the given query.", on a
Turkish page too (polish73). Now it says which, in the page's language; a director's record is
"not among yours" whether it is another's or none (desk/access.py: a number tells nothing)."""

import re
from html import unescape

import pytest

from desk.models import RulingRecord
from rulings.tests.test_records import DEAL


def said(response) -> str:
    html = unescape(response.content.decode())
    main = html[html.index("<main") : html.index("</main>")]
    return " ".join(re.sub(r"<[^>]+>", " ", main).split())


@pytest.mark.parametrize(
    "path,words",
    [
        ("/tr/hakem/kayitlar/{pk}/", "Kayıtlarınız arasında {pk} numaralı bir karar kaydı yok."),
        ("/en/director/records/{pk}/", "There is no ruling record {pk} among yours."),
        ("/tr/hakem/kayitlar/{pk}/duzenle/", "Kayıtlarınız arasında {pk} numaralı bir karar kaydı yok."),
        ("/tr/hakem/anketler/{pk}/", "Anketleriniz arasında {pk} numaralı bir oyuncu anketi yok."),
        ("/en/director/polls/{pk}/", "There is no player poll {pk} among yours."),
    ],
)
def test_another_directors_record_or_poll_is_not_among_yours(director_client, other_director, path, words):
    pk = RulingRecord.objects.create(director=other_director, event="Kış Ligi", board=3, deal=DEAL).pk
    response = director_client.get(path.format(pk=pk))
    assert response.status_code == 404
    assert words.format(pk=pk) in said(response)
    assert "matches the given query" not in said(response)


@pytest.mark.django_db
@pytest.mark.parametrize(
    "path,words",
    [
        ("/tr/kararlar/999/", "999 numaralı yayımlanmış karar yok."),
        ("/en/casebook/999/", "There is no published ruling 999."),
    ],
)
def test_a_published_ruling_that_is_not_there_says_so_in_the_pages_language(client, path, words):
    response = client.get(path)
    assert response.status_code == 404
    assert words in said(response)
