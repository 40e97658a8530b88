"""The lawbook app: the text of the Laws, its pages, search and API."""

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LawbookConfig(AppConfig):
    name = "lawbook"
    verbose_name = _("The Laws and their editions")  # the admin's heading, in its language
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from django.db.models.signals import post_delete, post_save

        from . import content_version
        from .models import Edition, editions_written

        # Every write of an edition row moves the editions' token (lawbook.content_version).
        for name, signal in (("save", post_save), ("delete", post_delete), ("queryset", editions_written)):
            signal.connect(content_version.editions_written, sender=Edition, dispatch_uid=f"editions-token-{name}")
