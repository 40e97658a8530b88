"""The lawbook app: the text of the Laws, its pages, search and API."""

from django.apps import AppConfig


class LawbookConfig(AppConfig):
    name = "lawbook"
    default_auto_field = "django.db.models.BigAutoField"
