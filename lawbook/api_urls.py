"""The read-only JSON API of the lawbook."""
from django.urls import path, re_path

from . import api, search_views

app_name = "api"
urlpatterns = [
    path("laws/", api.law_list, name="laws"),
    path("laws/<str:number>/", api.law_detail, name="law"),
    path("paragraphs/<path:label>/", api.paragraph_detail, name="paragraph"),
    path("definitions/", api.definition_list, name="definitions"),
    path("footnotes/", api.footnote_list, name="footnotes"),
    path("search/", search_views.search_api, name="search"),
    # Anything else under /api/ is a JSON 404 too (ending in "/" so that APPEND_SLASH still works).
    re_path(r"^.*/$", api.not_found),
]
