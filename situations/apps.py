"""The situations app: guides for players at the table and the engine's web API."""
from django.apps import AppConfig


class SituationsConfig(AppConfig):
    name = "situations"
    default_auto_field = "django.db.models.BigAutoField"
