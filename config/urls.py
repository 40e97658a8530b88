"""URLs: the API without a language prefix, the pages under /tr/ and /en/ with translated slugs."""

from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path
from django.utils.translation import gettext_lazy as _
from django.views.i18n import set_language

from lawbook.pages import offline

urlpatterns = [
    path("api/", include("lawbook.api.urls")),
    path("i18n/setlang/", set_language, name="set_language"),
    # At the root, so that the service worker's scope covers the pages of both languages.
    path("sw.js", offline.service_worker, name="service_worker"),
]
urlpatterns += i18n_patterns(
    path("admin/", admin.site.urls),
    path("", include("lawbook.urls")),
    path("", include("quizzes.urls")),
    path("", include("situations.urls")),
    path("", include("desk.urls")),
    path("", include("casebook.urls")),
    path(_("accounts/"), include("quizzes.account_urls")),
    prefix_default_language=True,
)

handler400 = "lawbook.pages.views.bad_request"
handler404 = "lawbook.pages.views.page_not_found"
