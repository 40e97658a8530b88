"""A player's poll answer is sent by POST and thanked by GET (POST, redirect, GET): Back and reload
on the thanks asked the phone's browser to send the answer again, which the poll then refused
("already answered", 409) (polish75). The thanks reloads as the thanks; the link opened again
says it has been answered; the answer is kept once."""

import pytest
from django.test import Client

from desk.models import Pollee

from .test_poll import PAGE, new_poll, text_of

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "lang, thanks, answered",
    [
        ("en", "your answer has been sent", "already been answered"),
        ("tr", "yanıtınız hakeme iletildi", "zaten yanıt verilmiş"),
    ],
)
def test_the_answer_leads_by_get_to_a_thanks_that_reloads(director, lang, thanks, answered):
    _poll, (token, *_) = new_poll(director)
    client = Client()
    sent = client.post(PAGE[lang].format(token), {"call": "3H", "alternatives": "", "comment": ""})
    assert sent.status_code == 303
    assert sent["Location"] == PAGE[lang].format(token) + "?sent"
    assert sent["Referrer-Policy"] == "same-origin" and sent["X-Robots-Tag"] == "noindex, nofollow"
    for _reload in range(2):
        page = client.get(sent["Location"])
        assert page.status_code == 200 and thanks in text_of(page).lower()
    opened = client.get(PAGE[lang].format(token))
    assert opened.status_code == 200 and answered in text_of(opened).lower()
    assert Pollee.objects.get(label="1").call == "3H"


def test_sent_on_a_link_not_yet_answered_shows_the_form(director):
    _poll, (token, *_) = new_poll(director)
    page = Client().get(PAGE["en"].format(token) + "?sent")
    assert page.status_code == 200 and 'method="post"' in text_of(page)
