"""The JSON API: the lawbook's read-only addresses, and those other apps register
(`api_pages`, from their AppConfig.ready: the engine's /api/rulings/ and the OpenAPI document
come from situations/apps.py), all under the namespace "api", before the JSON 404 for the rest."""

from django.urls import path, re_path

from ..registry import api_pages
from ..search import views as search_views
from . import edition_views, root, views

app_name = "api"
urlpatterns = [
    path("", root.api_root, name="root"),
    path("laws/", views.law_list, name="laws"),
    path("laws/<str:number>/", views.law_detail, name="law"),
    path("editions/", edition_views.edition_list, name="editions"),
    path("editions/<str:code>/", edition_views.edition_detail, name="edition"),
    path("paragraphs/<path:label>/history/", edition_views.paragraph_history, name="paragraph_history"),
    path("paragraphs/<path:label>/", views.paragraph_detail, name="paragraph"),
    path("definitions/", views.definition_list, name="definitions"),
    path("footnotes/", views.footnote_list, name="footnotes"),
    path("search/", search_views.search_api, name="search"),
    *api_pages.items(),
    # Anything else under /api/ is a JSON 404 too (ending in "/" so that APPEND_SLASH still works),
    # a newline included ("/api/paragraphs/50%0A/"), which "." does not match (and reverse()
    # refuses an inline (?s) flag).
    re_path(r"^[\s\S]*/\Z", views.not_found),
]
