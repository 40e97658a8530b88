"""Safe settings: what the site refuses and what it switches on with DEBUG off (issue 10)."""

import pytest

from .production import PRODUCTION, environment, manage, secret_key
from .production_server import MIGRATED, copy_database

# Each test starts manage.py or a server in a process of its own, with the production settings.
pytestmark = pytest.mark.server


def test_refuses_to_start_without_a_real_secret_key_when_debug_is_off(tmp_path):
    # Besides the missing, public or short key, the ones `check --deploy` only warned about (W009):
    # long but of four characters, or Django's "django-insecure-" start.
    weak = ("k" * 60, "abcd" * 20, "django-insecure-" + secret_key())
    for key in (None, "dev-only-insecure-key-change-me", "k" * 49, *weak):
        env = environment(tmp_path, DEBUG="0", **({"SECRET_KEY": key} if key else {}))
        result = manage(env, "check")
        assert result.returncode != 0, key
        assert "ImproperlyConfigured" in result.stderr and "SECRET_KEY" in result.stderr, result.stderr[-500:]


def test_debug_is_off_unless_asked_for_and_starts_with_a_long_key_or_the_one_in_var(tmp_path):
    show_debug = ["shell", "--no-imports", "-c", "from django.conf import settings; print('DEBUG', settings.DEBUG)"]
    assert manage(environment(tmp_path, DEBUG="1"), *show_debug).stdout.strip() == "DEBUG True"
    assert manage(environment(tmp_path, SECRET_KEY=secret_key()), *show_debug).stdout.strip() == "DEBUG False"
    (tmp_path / "secret_key").write_text(secret_key() + "\n")
    assert manage(environment(tmp_path), *show_debug).stdout.strip() == "DEBUG False"


def test_check_deploy_with_the_production_variables_prints_no_warning(tmp_path):
    result = manage(
        environment(tmp_path, SECRET_KEY=secret_key(), **PRODUCTION), "check", "--deploy", "--fail-level", "WARNING"
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout


HTTPS_PROBE = """
from django.test import Client
client = Client(HTTP_HOST="bridge.example.org")
plain = client.get("/api/laws/abc/")
print("plain", plain.status_code, plain.headers.get("Location"))
secure = client.get("/api/laws/abc/", HTTP_X_FORWARDED_PROTO="https")
print("secure", secure.status_code, secure.headers.get("Strict-Transport-Security"))
from django.conf import settings
print("cookies", settings.SESSION_COOKIE_SECURE, settings.CSRF_COOKIE_SECURE)
"""


def test_https_switches_on_redirect_hsts_and_secure_cookies_behind_a_tls_proxy(tmp_path, production_template):
    env = environment(tmp_path, SECRET_KEY=secret_key(), **PRODUCTION)
    # a migrated database: reading pages read the content version
    copy_database(production_template / MIGRATED, tmp_path / "db.sqlite3")
    result = manage(env, "shell", "--no-imports", "-c", HTTPS_PROBE)
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines())
    assert lines["plain"] == "301 https://bridge.example.org/api/laws/abc/", result.stderr
    assert lines["secure"] == "404 max-age=31536000; includeSubDomains; preload"
    assert lines["cookies"] == "True True"


ERROR_PROBE = """
import sys, types
from django.test import Client, override_settings
from django.urls import path

def broken(request):
    raise ZeroDivisionError("a Law page that divides by zero")

urls = types.ModuleType("broken_urls")
urls.urlpatterns = [path("broken/", broken)]
sys.modules["broken_urls"] = urls
with override_settings(ROOT_URLCONF="broken_urls"):
    print("status", Client(raise_request_exception=False).get("/broken/").status_code)
"""


def test_server_errors_are_logged_to_stderr_with_their_traceback(tmp_path):
    result = manage(environment(tmp_path, SECRET_KEY=secret_key()), "shell", "--no-imports", "-c", ERROR_PROBE)
    assert "status 500" in result.stdout, result.stderr
    assert "Internal Server Error: /broken/" in result.stderr
    assert "Traceback (most recent call last)" in result.stderr
    assert "ZeroDivisionError: a Law page that divides by zero" in result.stderr


def test_the_readme_says_gunicorn_must_be_reachable_only_through_the_proxy():
    """With HTTPS=1 the throttles take the visitor's address from X-Forwarded-For, which only our
    proxy may write: the deployment instructions must say so."""
    from django.conf import settings

    readme = (settings.BASE_DIR / "README.md").read_text(encoding="utf-8")
    production = readme.split("### Running in production", 1)[1].split("\n### ", 1)[0]
    assert "**gunicorn must be reachable only through the proxy**" in production
    assert "X-Forwarded-For" in production.split("only through the proxy", 1)[1]
