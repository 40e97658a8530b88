"""An editor logging in to the admin is not told about his quiz progress (polish72): the admin's
first page said "Giriş yaptınız. Test ilerlemeniz hesabınızda saklanıyor." A log-in on the site
still says it, and the quiz records still go to the account either way (quizzes.owner.on_login)."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db

TOLD = {"tr": "Test ilerlemeniz hesabınızda saklanıyor", "en": "Your quiz progress is kept in your account"}
LOGGED_OUT = {"tr": "İlerlemeniz bir dahaki sefere", "en": "Your progress stays in your account"}


@pytest.fixture
def editor():
    return get_user_model().objects.create_user("duzelt", "d@example.org", "a-long-password", is_staff=True)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_admins_log_in_and_log_out_say_nothing_of_quizzes(editor, lang):
    client = Client()
    page = client.post(
        f"/{lang}/admin/login/",
        {"username": "duzelt", "password": "a-long-password", "next": f"/{lang}/admin/"},
        follow=True,
    )
    assert page.status_code == 200 and page.wsgi_request.user.is_authenticated
    assert TOLD[lang] not in page.content.decode()
    client.post(f"/{lang}/admin/logout/")
    assert LOGGED_OUT[lang] not in client.get(f"/{lang}/").content.decode()


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_sites_log_in_still_says_it(editor, lang):
    login = {"tr": "/tr/hesap/login/", "en": "/en/accounts/login/"}[lang]
    page = Client().post(login, {"username": "duzelt", "password": "a-long-password"}, follow=True)
    assert TOLD[lang] in page.content.decode()
