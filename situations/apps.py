"""The situations app: guides for players at the table and the engine's web API."""

from django.apps import AppConfig


class SituationsConfig(AppConfig):
    name = "situations"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        # The guides are search results too (issue 12): every index build takes them in.
        from lawbook.search.documents import register_source
        from lawbook.search.paths import register_source as register_paths

        from .search_documents import guide_documents
        from .search_paths import guide_paths

        register_source(guide_documents)
        # ... and their paths lead the search from a player's words to the paragraphs.
        register_paths(guide_paths)
        # Saved for use at the table without a connection, and the engine over HTTP.
        from django.urls import path

        from lawbook.registry import api_pages, home_entries, offline_pages

        from . import api, home, offline

        offline_pages.register(offline.guide_urls)
        home_entries.register(home.home_entries)
        api_pages.register(
            lambda: [
                path("rulings/", api.rulings_view, name="rulings"),
                path("schema/", api.schema_view, name="schema"),
            ]
        )
