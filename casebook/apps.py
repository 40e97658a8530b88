"""The casebook app: the federation's published rulings (issue 23). It registers with the
lawbook (its search documents, API addresses, the asides under a Law's paragraphs); nothing
imports it."""

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class CasebookConfig(AppConfig):
    name = "casebook"
    verbose_name = _("Casebook")  # the admin's heading, in its language
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from lawbook.registry import api_pages, paragraph_asides
        from lawbook.search.documents import register_source

        from . import api, asides, search_documents

        register_source(search_documents.case_documents)
        paragraph_asides.register(asides.case_asides)
        api_pages.register(api.api_patterns)
