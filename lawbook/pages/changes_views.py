"""The changelog for readers: every published edition and what it changed against the one before
(paragraphs of Laws 1-93, Law titles, chapter names, definitions, footnotes), each with a
word-level diff of the Turkish and of the English; and the same as an Atom feed.

Both are reading pages: the same for everyone, cached per content version (lawbook.pages.page_cache).
The feed has one entry per published edition, not per paragraph: an edition is published
atomically, at one moment, as one decision of the federation, and an erratum of ten paragraphs is
one piece of news; its entry lists every changed paragraph with its diff.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.syndication.views import Feed
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from ..editions import changelog
from .page_cache import reading_page


@reading_page
def changes(request):
    return render(request, "lawbook/changes.html", {"entries": changelog.published_entries()})


@dataclass(frozen=True)
class FeedItem:
    entry: changelog.EditionEntry
    site: str  # scheme and host, before every link of the entry


class ChangesFeed(Feed):
    """The changelog as Atom, in the page's language (/tr/degisiklikler/akis/, /en/changes/feed/)."""

    feed_type = Atom1Feed

    def title(self):
        return _("Laws of Duplicate Bridge: changes")

    def subtitle(self):
        return _("Each published edition of the Laws and what it changed, in Turkish and English.")

    def link(self):
        return reverse("lawbook:changes")

    def feed_url(self):
        return reverse("lawbook:changes_feed")

    def get_object(self, request, *args, **kwargs):
        # The links inside an entry are absolute: a feed reader shows them away from the site.
        return request.build_absolute_uri("/").rstrip("/")

    def items(self, site):
        return [FeedItem(entry, site) for entry in changelog.published_entries()]

    def item_title(self, item):
        entry = item.entry
        if entry.is_original:
            return _("Edition %(code)s: the original text") % {"code": entry.edition.code}
        count = len(entry.items)
        return ngettext("Edition %(code)s: %(count)s change", "Edition %(code)s: %(count)s changes", count) % {
            "code": entry.edition.code,
            "count": count,
        }

    def item_description(self, item):
        return render_to_string("lawbook/changes_entry.html", {"entry": item.entry, "site": item.site})

    def item_link(self, item):
        return changelog.changelog_url(item.entry.edition.code)

    def item_pubdate(self, item):
        return item.entry.edition.published_at

    def item_updateddate(self, item):
        return item.entry.edition.published_at


changes_feed = reading_page(ChangesFeed())
