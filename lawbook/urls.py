"""Reading pages of the lawbook; the slugs are translated (/tr/yasa/50/, /en/law/50/)."""

from django.urls import path
from django.utils.translation import gettext_lazy as _

from .pages import book_views, changes_views, offline, views
from .search import views as search_views

app_name = "lawbook"
urlpatterns = [
    path("", views.home, name="home"),
    path(_("law/<int:number>/"), views.law_detail, name="law"),
    path(_("law/<str:label>/"), views.paragraph_permalink, name="paragraph"),
    path(_("edition/<str:code>/law/<int:number>/"), views.law_detail, name="edition_law"),
    path(_("edition/<str:code>/book.pdf"), book_views.book_pdf, name="edition_book"),
    path(_("book.pdf"), book_views.book_pdf, name="book"),
    path(_("definitions/"), views.definitions, name="definitions"),
    path(_("edition/<str:code>/definitions/"), views.definitions, name="edition_definitions"),
    path(_("changes/"), changes_views.changes, name="changes"),
    path(_("changes/feed/"), changes_views.changes_feed, name="changes_feed"),
    path(_("coverage/"), views.coverage, name="coverage"),
    path(_("search/"), search_views.search_page, name="search"),
    path(_("offline/"), offline.offline_page, name="offline"),
    path("manifest.webmanifest", offline.manifest, name="manifest"),
]
