"""A form refused by the CSRF check: a player answers a quiz question from a page opened before he
logged in elsewhere (Django changes the CSRF secret at log-in), so the page's token no longer
matches the cookie. Django's own page said "Forbidden (403) CSRF verification failed. Request
aborted." in English, with no way back (polish73). Now the site's page says why in the page's
language and leads back to the page the form was on; nothing is graded (config/csrf_failure.py)."""

import re
from html import unescape

import pytest
from django.middleware.csrf import _get_new_csrf_string
from django.test import Client

from quizzes.models import ServedQuestion

pytestmark = pytest.mark.django_db

SAID = {
    "tr": ("Form kabul edilmedi", "Sayfayı yeniden açın ve formu bir kez daha gönderin."),
    "en": ("The form was not accepted", "Open the page again and send the form once more."),
}
PAGES = {
    "tr": ("/tr/testler/soru/board/1/", "/tr/testler/cevap/"),
    "en": ("/en/quiz/question/board/1/", "/en/quiz/answer/"),
}


def answer_after_a_log_in_elsewhere(lang: str, referer: bool = True):
    client = Client(enforce_csrf_checks=True)
    question, answer = PAGES[lang]
    html = client.get(question).content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    served = re.search(r'name="served" value="([^"]+)"', html).group(1)
    choice = re.search(r'name="choice" value="([^"]+)"', html).group(1)
    client.cookies["csrftoken"] = _get_new_csrf_string()  # what a log-in in another tab does to it
    extra = {"HTTP_REFERER": f"http://testserver{question}"} if referer else {}
    return client.post(answer, {"csrfmiddlewaretoken": token, "served": served, "choice": choice}, **extra)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_refused_form_says_why_in_the_pages_language_and_leads_back_to_its_page(lang):
    response = answer_after_a_log_in_elsewhere(lang)
    assert response.status_code == 403
    html = unescape(response.content.decode())
    assert f'<html lang="{lang}">' in html
    main = " ".join(html[html.index("<main") : html.index("</main>")].split())
    for words in SAID[lang]:
        assert words in main
    assert f'href="{PAGES[lang][0]}"' in html.replace("http://testserver", "")
    assert not ServedQuestion.objects.filter(answered_at__isnull=False).exists()


def test_without_a_referer_it_leads_to_the_address_the_form_went_to():
    # The answer's address opened by GET leads to the quizzes (quizzes.form_only).
    response = answer_after_a_log_in_elsewhere("en", referer=False)
    assert response.status_code == 403
    assert 'href="/en/quiz/answer/">Open the page again</a>' in response.content.decode()


def test_a_referer_of_another_site_is_not_linked():
    client = Client(enforce_csrf_checks=True)
    response = client.post("/en/quiz/answer/", {}, HTTP_REFERER="https://elsewhere.example/phish/")
    assert response.status_code == 403
    html = response.content.decode()
    assert "elsewhere.example" not in html and 'href="/en/quiz/answer/"' in html
