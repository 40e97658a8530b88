"""The desk app: the director's ruling desk (issue 23). Now its first room, the ruling records."""

from django.apps import AppConfig


class DeskConfig(AppConfig):
    name = "desk"
    default_auto_field = "django.db.models.BigAutoField"
