"""The player's way in from the home page (issue 22): one large "Ne oldu? / What happened?" entry
and the situations players meet most, registered with lawbook.registry.home_entries so that the
lawbook's home page lists them without importing this app."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext as _

from lawbook.registry import HomeEntry

from .content import BY_SLUG

# Six situations players meet often, in the guides' index order (our choice: the Laws keep no
# count; the index page lists every guide).
FREQUENT = ("revoke", "lead-out-of-turn", "exposed-card", "insufficient-bid", "call-out-of-rotation", "hesitation")


def home_entries() -> list[HomeEntry]:
    main = HomeEntry(
        _("What happened?"),
        reverse("situations:index"),
        _("Choose what happened at the table: what happens now, who chooses, and its paragraphs."),
        main=True,
    )
    frequent = [BY_SLUG[slug] for slug in FREQUENT if slug in BY_SLUG]
    return [main, *(HomeEntry(str(s.title), reverse("situations:start", args=[s.slug])) for s in frequent)]
