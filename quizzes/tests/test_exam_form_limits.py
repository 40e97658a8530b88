"""The exam form's number boxes say their range when a value is outside it or no number: Django's
"Ensure this value is less than or equal to 50." named neither the box nor the range's other end
(polish75). No exam is started."""

import re

import pytest
from django.test import Client

from quizzes.models import Exam

pytestmark = pytest.mark.django_db

COUNT = {
    "en": "Give the number of questions as a whole number from 1 to 50.",
    "tr": "Soru sayısını 1 ile 50 arasında bir tam sayı olarak girin.",
}
TIME = {
    "en": "Give the time limit as a whole number of minutes from 1 to 180, or leave it empty for none.",
    "tr": "Süre sınırını 1 ile 180 arasında bir tam sayı (dakika) olarak girin ya da sınırsız için boş bırakın.",
}
START = {"en": "/en/quiz/exam/", "tr": "/tr/testler/sinav/"}


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("count", ["99999999999999999999999", "0", "51", "abc", ""])
def test_a_count_out_of_range_says_the_range(lang, count):
    response = Client().post(START[lang], {"count": count, "topics": ["board"]})
    assert response.status_code == 400
    errors = re.findall(r'class="form-error"[^>]*>([^<]*)<', response.content.decode())
    assert COUNT[lang] in errors
    assert not Exam.objects.exists()


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("minutes", ["0", "181", "1.5"])
def test_a_time_limit_out_of_range_says_the_range(lang, minutes):
    response = Client().post(START[lang], {"count": "5", "time_limit": minutes, "topics": ["board"]})
    assert response.status_code == 400
    assert TIME[lang] in response.content.decode()
    assert not Exam.objects.exists()
