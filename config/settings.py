"""Settings for Briç Yasaları, read from environment variables.

DEBUG is off unless asked for (DEBUG=1, as `make dev` does); with DEBUG off the site refuses to
start without a real SECRET_KEY (from the environment, or var/secret_key written once by `make
run`; 50 characters or more, 5 distinct ones or more: weak_secret_key()).
Production sets ALLOWED_HOSTS, DATABASE_URL and, behind a TLS proxy, HTTPS=1: README.md,
"Running in production".
"""

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
from django.core.checks.security.base import (
    SECRET_KEY_INSECURE_PREFIX,
    SECRET_KEY_MIN_LENGTH,
    SECRET_KEY_MIN_UNIQUE_CHARACTERS,
)
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

from config.security import static_file_headers

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("VAR_DIR", BASE_DIR / "var"))


def env_bool(name, default):
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name, default):
    value = os.environ.get(name)
    if not value:
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


# --- Production safety: debug, secret key, HTTPS, content security policy -----------------------
DEBUG = env_bool("DEBUG", False)
DEVELOPMENT_SECRET_KEY = "dev-only-insecure-key-change-me"
SECRET_KEY_FILE = VAR_DIR / "secret_key"


def read_secret_key():
    """SECRET_KEY from the environment, else the key `make run` generated once into var/."""
    if os.environ.get("SECRET_KEY"):
        return os.environ["SECRET_KEY"]
    if SECRET_KEY_FILE.is_file():
        return SECRET_KEY_FILE.read_text(encoding="utf-8").strip()
    return DEVELOPMENT_SECRET_KEY


def weak_secret_key(key: str) -> bool:
    """The public development key, or a key `check --deploy` calls weak (security.W009: under 50
    characters, under 5 distinct ones, or Django's "django-insecure-" prefix). With DEBUG off
    such a key is refused, not only warned about: it signs sessions and password-reset links."""
    return (
        key == DEVELOPMENT_SECRET_KEY
        or len(key) < SECRET_KEY_MIN_LENGTH
        or len(set(key)) < SECRET_KEY_MIN_UNIQUE_CHARACTERS
        or key.startswith(SECRET_KEY_INSECURE_PREFIX)
    )


SECRET_KEY = read_secret_key()
if not DEBUG and weak_secret_key(SECRET_KEY):
    raise ImproperlyConfigured(
        "DEBUG is off and SECRET_KEY is the public development key or a weak one (shorter than "
        f"{SECRET_KEY_MIN_LENGTH} characters, fewer than {SECRET_KEY_MIN_UNIQUE_CHARACTERS} distinct "
        f"characters, or starting with {SECRET_KEY_INSECURE_PREFIX!r}). Set SECRET_KEY in the environment "
        "(python -c 'from django.core.management.utils import get_random_secret_key as k; print(k())'), "
        f"or let `make run` write one into {SECRET_KEY_FILE}; DEBUG=1 for development."
    )
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])
# A form refused by the CSRF check: the site's page, saying why, in the page's language (config/csrf_failure.py).
CSRF_FAILURE_VIEW = "config.csrf_failure.csrf_failure"

# HTTPS=1: the site is served behind a TLS proxy that sets X-Forwarded-Proto (and X-Forwarded-For).
HTTPS = env_bool("HTTPS", False)
if HTTPS:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = True
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = int(os.environ.get("HSTS_SECONDS", str(365 * 24 * 3600)))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = env_bool("HSTS_PRELOAD", True)

# Sent on every response by config.security.ContentSecurityPolicyMiddleware: scripts and styles
# only from our own static files, never inline.
CONTENT_SECURITY_POLICY = os.environ.get(
    "CONTENT_SECURITY_POLICY",
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; "
    "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
)

INSTALLED_APPS = [
    "modeltranslation",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "axes",
    "simple_history",
    "lawbook",
    "quizzes",
    "situations",
    "desk",
    "casebook",
]

MIDDLEWARE = [
    # First, so that it compresses the final response (HTML and JSON). Pages with a CSRF token get
    # Django's random padding against BREACH; reading pages hold no secret and are stored already
    # compressed (lawbook.pages.page_cache).
    "config.compression.TextGZipMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # A request reads the current edition and the content version once and sees those throughout
    # (lawbook.per_request).
    "lawbook.per_request.OneReadPerRequest",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "config.security.ContentSecurityPolicyMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # A GET at an address that takes only a form: the site's 405 page, not the browser's bare one
    # (config/method_not_allowed.py); inside LocaleMiddleware (the page's language) and the CSRF
    # middleware (which sets the cookie for the log-out button the page may draw).
    "config.method_not_allowed.MethodNotAllowedPage",
    # A real address cut back to a section's folder (/tr/yasa/, /en/director/): the section's page,
    # not a 404 (config/trimmed_addresses.py); inside LocaleMiddleware and the authentication.
    "config.trimmed_addresses.TrimmedAddress",
    # A control character typed into the address is taken out of the GET values before a view
    # reads them, and the page says so (config/address_controls.py).
    "config.address_controls.ControlCharactersInAddress",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "axes.middleware.AxesMiddleware",
    # An empty ?_to_field= on an admin page: Django's 400, not its 500 (config/admin_to_field.py).
    "config.admin_to_field.EmptyAdminToFieldMiddleware",
    # Records who made each change of the text (lawbook.editions.history).
    "simple_history.middleware.HistoryRequestMiddleware",
]

ROOT_URLCONF = "config.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "lawbook.pages.context_processors.alternates",
                "config.address_controls.address_controls",
                "quizzes.accounts.password_reset",
            ],
        },
    },
]

WSGI_APPLICATION = "config.wsgi.application"

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{VAR_DIR / 'db.sqlite3'}"),
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "0")),
    )
}

# --- No lost writes, fast pages (issue 10) ---
# SQLite: WAL lets readers go on while one writes; BEGIN IMMEDIATE takes the write lock at the start
# of a transaction, so a second writer waits (up to `timeout` seconds) instead of failing
# "database is locked" half-way through. import_laws uses the same settings.
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            "transaction_mode": "IMMEDIATE",
            "timeout": int(os.environ.get("SQLITE_TIMEOUT", "20")),
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
        }
    )
# Static files answered by the application server itself (WhiteNoise, from STATIC_ROOT after
# collectstatic), so that a bare gunicorn serves CSS; bench/serve_load.py compares pages with them.
if "whitenoise.middleware.WhiteNoiseMiddleware" not in MIDDLEWARE:
    MIDDLEWARE.insert(
        MIDDLEWARE.index("django.middleware.security.SecurityMiddleware") + 1,
        "whitenoise.middleware.WhiteNoiseMiddleware",
    )
# WhiteNoise answers before the CSP and X-Frame-Options middleware: it adds both headers itself.
WHITENOISE_ADD_HEADERS_FUNCTION = static_file_headers
# Reading pages and API answers, per process, keyed on the content version (lawbook.pages.page_cache):
# served before sessions, CSRF and URL resolution.
MIDDLEWARE.insert(
    MIDDLEWARE.index("django.contrib.sessions.middleware.SessionMiddleware"),
    "lawbook.pages.page_cache.PageCacheMiddleware",
)
# What the deployed code is called, if the deploy names it (a commit, a tag: letters, digits, ".",
# "_", "-"); otherwise a digest of the files that make pages stands for it (lawbook.release). It
# stands beside the content version in the pages' ETags, the page cache and the service worker.
RELEASE = os.environ.get("RELEASE", "").strip()
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "OPTIONS": {"MAX_ENTRIES": int(os.environ.get("PAGE_CACHE_ENTRIES", "1000"))},
    }
}
# A quiz question shown to an anonymous visitor is carried in a signed token, answerable this long.
QUIZ_TOKEN_MAX_AGE = 24 * 60 * 60

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Log-in: password rules and throttling (django-axes) ---------------------------------------
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 10}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
    {"NAME": "quizzes.accounts.NotOnlySpacesValidator"},
]
AUTHENTICATION_BACKENDS = [
    "quizzes.accounts.LoginThrottleBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# After LOGIN_FAILURE_LIMIT failed log-ins (site or admin) the same username from the same address
# is refused for LOGIN_COOLOFF_MINUTES; a successful log-in clears the count.
AXES_FAILURE_LIMIT = int(os.environ.get("LOGIN_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = timedelta(minutes=int(os.environ.get("LOGIN_COOLOFF_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "quizzes.accounts.locked_out"
AXES_CLIENT_IP_CALLABLE = "quizzes.accounts.client_address"
AXES_USERNAME_CALLABLE = "quizzes.accounts.throttled_username"  # cut to a username's length
# Sign-up says whether a username is taken: an address whose forms were refused SIGNUP_LIMIT times
# in SIGNUP_WINDOW_MINUTES is refused the form (quizzes.signup_throttle), whatever names it tried.
SIGNUP_LIMIT = int(os.environ.get("SIGNUP_LIMIT", "10"))
SIGNUP_WINDOW = timedelta(minutes=int(os.environ.get("SIGNUP_WINDOW_MINUTES", "60")))
# Behind the TLS proxy (HTTPS=1) REMOTE_ADDR is the proxy: the visitor is the address that the
# PROXY_COUNT proxies appended to X-Forwarded-For, counted from the right.
PROXY_COUNT = int(os.environ.get("PROXY_COUNT", "1")) if HTTPS else 0

LANGUAGE_CODE = "tr"
LANGUAGES = [("tr", _("Turkish")), ("en", _("English"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
MODELTRANSLATION_DEFAULT_LANGUAGE = "tr"
MODELTRANSLATION_LANGUAGES = ("tr", "en")
MODELTRANSLATION_FALLBACK_LANGUAGES = ("tr",)
TIME_ZONE = os.environ.get("TIME_ZONE", "Europe/Istanbul")
USE_I18N = True
USE_TZ = True

# --- Static files: WhiteNoise serves what collectstatic gathered ------------------------------
STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", BASE_DIR / "staticfiles"))
# With DEBUG off the pages name content-hashed copies (site.3f2a….css) that WhiteNoise serves
# compressed (brotli, gzip) and cacheable for a year; collectstatic builds them (`make run`).
# The test suite runs without collectstatic (STATIC_HASHED=0 from config/testenv.py) and checks
# the hashed files in tests/test_serving.py against a real collectstatic.
STATIC_HASHED = not DEBUG and env_bool("STATIC_HASHED", True)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if STATIC_HASHED
        else "django.contrib.staticfiles.storage.StaticFilesStorage",
    },
}

LAWS_FIXTURE = BASE_DIR / "fixtures" / "laws_tr.txt"
SEARCH_INDEX_DIR = Path(os.environ.get("SEARCH_INDEX_DIR", VAR_DIR / "index"))
# The whole book as PDF per edition and language (lawbook.pages.book), built by the indexer process.
BOOKS_DIR = Path(os.environ.get("BOOKS_DIR", VAR_DIR / "books"))
# Off in the test suite (config/testenv.py): a test that wants the PDFs says so.
INDEXER_BUILDS_BOOKS = env_bool("INDEXER_BUILDS_BOOKS", True)

# URL names, reversed in the language of the log-in page: "/" would pick the language from the
# browser and land a Turkish page's user on English pages, where the log-in message is not shown.
LOGIN_REDIRECT_URL = "quizzes:home"
LOGOUT_REDIRECT_URL = "quizzes:home"
# The percentage of right answers an exam needs to be passed (shown on the exam's results).
QUIZ_PASS_MARK = int(os.environ.get("QUIZ_PASS_MARK", "65"))

# Password reset mails a link: it is offered only when a real EMAIL_BACKEND is configured (SMTP
# with EMAIL_HOST...), never with the console backend that would print the link to the log.
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "webmaster@localhost")
PASSWORD_RESET_ENABLED = EMAIL_BACKEND not in {
    "django.core.mail.backends.console.EmailBackend",
    "django.core.mail.backends.dummy.EmailBackend",
    "django.core.mail.backends.locmem.EmailBackend",
    "django.core.mail.backends.filebased.EmailBackend",
}

# Server errors (django.request) go to stderr with their traceback, whatever DEBUG says.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {
        "lawbook": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
        "django.request": {"handlers": ["console"], "level": "ERROR", "propagate": False},
        "django.security": {"handlers": ["console"], "level": "WARNING", "propagate": False},
    },
}
