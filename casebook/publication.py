"""Publishing and withdrawing a ruling: only a Publisher (the `casebook.publish_ruling`
permission, casebook migration 0002). Either changes what readers are served (the casebook, the
Law pages' asides, the feed, the API, the search index), so it bumps the content version as an
edition's publication does (lawbook.content_version.bump): every machine's cached pages and search
index follow."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from lawbook import content_version

from .models import PUBLISH_PERMISSION, PublishedRuling, Status


class PublicationError(ValueError):
    """The ruling cannot be published as it stands; the message is in the page's language."""


def may_publish(user) -> bool:
    return bool(user and user.has_perm(PUBLISH_PERMISSION))


def publish(ruling: PublishedRuling, user) -> PublishedRuling:
    if not may_publish(user):
        raise PermissionDenied
    if not ruling.names_no_player:
        raise PublicationError(
            _("“%(title)s” is not published: confirm first that its text names no player.") % {"title": ruling.title}
        )
    with transaction.atomic():
        ruling.status = Status.PUBLISHED
        ruling.published_at = timezone.now()
        ruling.published_by = user
        ruling.save()
        content_version.bump()
    return ruling


def withdraw(ruling: PublishedRuling, user) -> PublishedRuling:
    if not may_publish(user):
        raise PermissionDenied
    with transaction.atomic():
        was_public = ruling.is_published
        ruling.status = Status.WITHDRAWN
        ruling.save()
        if was_public:
            content_version.bump()
    return ruling


def text_saved(ruling: PublishedRuling) -> None:
    """After an edit of a published ruling's text: readers are served the new text."""
    if ruling.is_published:
        content_version.bump()
