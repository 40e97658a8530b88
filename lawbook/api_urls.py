"""The read-only JSON API of the lawbook."""

from django.urls import path, re_path

from situations import api as situations_api

from . import api, edition_api, search_views

app_name = "api"
urlpatterns = [
    path("laws/", api.law_list, name="laws"),
    path("laws/<str:number>/", api.law_detail, name="law"),
    path("editions/", edition_api.edition_list, name="editions"),
    path("editions/<str:code>/", edition_api.edition_detail, name="edition"),
    path("paragraphs/<path:label>/history/", edition_api.paragraph_history, name="paragraph_history"),
    path("paragraphs/<path:label>/", api.paragraph_detail, name="paragraph"),
    path("definitions/", api.definition_list, name="definitions"),
    path("footnotes/", api.footnote_list, name="footnotes"),
    path("search/", search_views.search_api, name="search"),
    path("rulings/", situations_api.rulings_view, name="rulings"),
    path("schema/", situations_api.schema_view, name="schema"),
    # Anything else under /api/ is a JSON 404 too (ending in "/" so that APPEND_SLASH still works),
    # a newline included ("/api/paragraphs/50%0A/"), which "." does not match (and reverse()
    # refuses an inline (?s) flag).
    re_path(r"^[\s\S]*/\Z", api.not_found),
]
