"""Accounts (issue 10): log-in throttling on the site and admin log-ins, sign-up throttling per
address, password rules, and password reset offered only when mail can really be sent."""

from datetime import timedelta

import pytest
from axes.models import AccessAttempt
from django.contrib.auth.models import User
from django.core import mail
from django.test import Client, override_settings
from django.urls import reverse
from django.utils import timezone, translation

from quizzes.models import SignupRefusal

pytestmark = pytest.mark.django_db
PASSWORD = "kontr-surkontr-77"


def log_in(url, username, password, address="203.0.113.7", lang="en"):
    client = Client(REMOTE_ADDR=address, HTTP_ACCEPT_LANGUAGE=lang)
    return client.post(url, {"username": username, "password": password})


def fail(url, username, times, address="203.0.113.7"):
    """Wrong passwords; the one that reaches the limit (5) is answered with the refusal already."""
    statuses = [log_in(url, username, "wrong-password", address).status_code for _ in range(times)]
    assert statuses == [200] * min(times, 4) + [429] * (times - 4)


def login_url(lang="en"):
    with translation.override(lang):
        return reverse("login")


def test_the_site_log_in_refuses_the_pair_after_five_failures_even_with_the_right_password(settings):
    assert settings.AXES_FAILURE_LIMIT == 5
    User.objects.create_user("director", password=PASSWORD)
    fail(login_url(), "director", 4)
    assert log_in(login_url(), "director", PASSWORD).status_code == 302  # the fifth try is still free
    fail(login_url(), "director", 5)  # a success clears the count: five more failures
    refused = log_in(login_url(), "director", PASSWORD)
    assert refused.status_code == 429
    page = refused.content.decode()
    assert "Too many failed log-ins" in page and "refused for 15 minutes" in page
    assert "_auth_user_id" not in refused.client.session


def test_the_refusal_is_for_the_username_from_that_address_only():
    User.objects.create_user("director", password=PASSWORD)
    User.objects.create_user("player", password=PASSWORD)
    fail(login_url(), "director", 5)
    assert log_in(login_url(), "director", PASSWORD).status_code == 429
    assert log_in(login_url(), "player", PASSWORD).status_code == 302
    assert log_in(login_url(), "director", PASSWORD, address="198.51.100.9").status_code == 302


@override_settings(PROXY_COUNT=1)  # HTTPS=1: behind one TLS proxy
def test_behind_the_proxy_the_address_is_the_one_it_appended_not_one_the_visitor_sent():
    User.objects.create_user("director", password=PASSWORD)

    def via_proxy(visitor, sent="", password="wrong-password"):
        forwarded = f"{sent}, {visitor}" if sent else visitor
        client = Client(REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR=forwarded)
        return client.post(login_url(), {"username": "director", "password": password}).status_code

    # One visitor changing the X-Forwarded-For it sends is still one address.
    assert [via_proxy("203.0.113.7", sent=f"192.0.2.{n}") for n in range(5)] == [200] * 4 + [429]
    assert via_proxy("203.0.113.7", sent="192.0.2.99", password=PASSWORD) == 429
    # Another visitor behind the same proxy is not refused.
    assert via_proxy("198.51.100.9", password=PASSWORD) == 302


def test_the_refusal_ends_after_the_cool_off():
    User.objects.create_user("director", password=PASSWORD)
    fail(login_url(), "director", 5)
    assert log_in(login_url(), "director", PASSWORD).status_code == 429
    AccessAttempt.objects.update(attempt_time=AccessAttempt.objects.get().attempt_time - timedelta(minutes=16))
    assert log_in(login_url(), "director", PASSWORD).status_code == 302


def test_the_refusal_is_translated():
    User.objects.create_user("yonetmen", password=PASSWORD)
    fail(login_url("tr"), "yonetmen", 5)
    refused = log_in(login_url("tr"), "yonetmen", PASSWORD, lang="tr")
    assert refused.status_code == 429
    page = refused.content.decode()
    assert '<html lang="tr">' in page and "Çok fazla başarısız giriş" in page and "15 dakika" in page


def test_the_admin_log_in_is_throttled_too():
    User.objects.create_superuser("admin", password=PASSWORD)
    fail("/en/admin/login/", "admin", 5)
    refused = log_in("/en/admin/login/", "admin", PASSWORD)
    assert refused.status_code == 429 and "Too many failed log-ins" in refused.content.decode()
    assert log_in("/en/admin/login/", "admin", PASSWORD, address="198.51.100.9").status_code == 302


def sign_up(password):
    return Client().post("/en/accounts/signup/", {"username": "newcomer", "password1": password, "password2": password})


def test_a_password_needs_ten_characters_and_not_only_spaces():
    assert "at least 10 characters" in sign_up("kontr-su7").content.decode()
    assert "cannot be only spaces" in sign_up(" " * 12).content.decode()
    assert not User.objects.filter(username="newcomer").exists()
    assert sign_up("kontr-sur7").status_code == 302
    assert User.objects.filter(username="newcomer").exists()


def test_without_a_real_email_backend_password_reset_is_not_offered(settings):
    assert settings.PASSWORD_RESET_ENABLED is False  # the tests' environment sets no EMAIL_BACKEND
    User.objects.create_user("e", email="e@example.org", password=PASSWORD)
    client = Client()
    assert "Forgotten your password?" not in client.get(login_url()).content.decode()
    for name in ("password_reset", "password_reset_done", "password_reset_complete"):
        with translation.override("en"):
            url = reverse(name)
        page = client.get(url)
        assert page.status_code == 404
        assert "Password reset is not available on this site" in page.content.decode()
    assert client.post("/en/accounts/password_reset/", {"email": "e@example.org"}).status_code == 404
    assert mail.outbox == []


@override_settings(PASSWORD_RESET_ENABLED=True)
def test_with_a_real_email_backend_password_reset_is_offered():
    page = Client().get(login_url()).content.decode()
    assert "Forgotten your password?" in page
    assert Client().get(reverse("password_reset")).status_code == 200


def probe(username, address="203.0.113.7", lang="en"):
    """A sign-up form sent to learn whether `username` is taken."""
    client = Client(REMOTE_ADDR=address, HTTP_ACCEPT_LANGUAGE=lang)
    with translation.override(lang):
        url = reverse("quizzes:signup")
    return client.post(url, {"username": username, "password1": PASSWORD, "password2": PASSWORD})


def test_sign_up_is_refused_for_an_address_that_tried_too_many_names(settings):
    """Sign-up must say a name is taken; after ten such answers in an hour an address gets none."""
    assert settings.SIGNUP_LIMIT == 10 and settings.SIGNUP_WINDOW.total_seconds() == 3600
    for name in ("director", "player"):
        User.objects.create_user(name, password=PASSWORD)
    answers = [probe(name) for name in ["director", "player"] * 5]
    assert [a.status_code for a in answers] == [400] * 10
    assert all("already exists" in a.content.decode() for a in answers)
    refused = probe("director")
    assert refused.status_code == 429
    page = refused.content.decode()
    assert "Too many sign-ups" in page and "Try again in 60 minutes" in page and "already exists" not in page
    assert probe("newcomer").status_code == 429 and not User.objects.filter(username="newcomer").exists()
    assert probe("newcomer", address="198.51.100.9").status_code == 302  # another address is answered


def test_sign_ups_that_succeed_do_not_count():
    """A club's players signing up together from one network."""
    assert [probe(f"player{n}").status_code for n in range(15)] == [302] * 15


def test_the_sign_up_refusal_ends_after_the_window_and_is_translated():
    User.objects.create_user("director", password=PASSWORD)
    for _ in range(10):
        probe("director")
    refused = probe("oyuncu", lang="tr")
    assert refused.status_code == 429
    assert '<html lang="tr">' in refused.content.decode() and "60 dakika sonra" in refused.content.decode()
    SignupRefusal.objects.update(at=timezone.now() - timedelta(minutes=61))
    assert probe("oyuncu").status_code == 302


@pytest.mark.parametrize("url", ["/en/accounts/login/", "/en/admin/login/"])
def test_a_username_longer_than_any_is_counted_under_what_a_username_can_hold(url):
    # A 100 000-character username was recorded whole by axes: PostgreSQL refused it (its column
    # holds 255: DataError, a 500; the bad-input sweep, `make check-inputs` on PostgreSQL).
    assert log_in(url, "x" * 100_000, "wrong-password").status_code == 200
    assert [len(a.username) for a in AccessAttempt.objects.all()] == [150]


@pytest.mark.parametrize(
    "lang,url,wrong",
    [
        ("tr", "/tr/hesap/login/", "Lütfen doğru kullanıcı adı ve parola girin."),
        ("en", "/en/accounts/login/", "Please enter a correct username and password."),
    ],
)
def test_the_log_in_page_says_what_went_wrong_once(lang, url, wrong):
    """A wrong password was told twice on a phone's screen, in two wordings (the page's own "did
    not match" above Django's "enter a correct username and password"), and a box left empty or
    sent with a NUL was told "did not match" as well as what was wrong with it (polish78)."""
    User.objects.create_user("player", password=PASSWORD)
    page = log_in(url, "player", "wrong-password", lang=lang).content.decode()
    assert page.count(wrong) == 1
    assert page.count('role="alert"') == 1
    assert "did not match" not in page and "eşleşmedi" not in page
    empty = Client(HTTP_ACCEPT_LANGUAGE=lang).post(url, {"username": "player", "password": ""}).content.decode()
    assert wrong not in empty and "did not match" not in empty and "eşleşmedi" not in empty
    assert ("Bu alan zorunludur." if lang == "tr" else "This field is required.") in empty
