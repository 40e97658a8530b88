"""The lawbook app: the text of the Laws, its pages, search and API."""

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LawbookConfig(AppConfig):
    name = "lawbook"
    verbose_name = _("The Laws and their editions")  # the admin's heading, in its language
    default_auto_field = "django.db.models.BigAutoField"
