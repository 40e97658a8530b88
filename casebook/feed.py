"""The casebook as an Atom feed (/tr/kararlar/akis/, /en/casebook/feed/, as the changelog's feed:
lawbook.pages.changes_views): one entry per published ruling, newest first, in the page's
language. A reading page, cached per content version."""

from __future__ import annotations

from django.contrib.syndication.views import Feed
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed
from django.utils.translation import gettext as _

from lawbook.pages.page_cache import reading_page
from lawbook.pages.views import current_lang

from . import cases
from .links import case_url

MAX_ENTRIES = 50


class CasebookFeed(Feed):
    feed_type = Atom1Feed

    def title(self):
        return _("Casebook: rulings published by the federation")

    def subtitle(self):
        return _("Rulings under the Laws of Duplicate Bridge, anonymised, with the federation's commentary.")

    def link(self):
        return reverse("casebook:list")

    def feed_url(self):
        return reverse("casebook:feed")

    def get_object(self, request, *args, **kwargs):
        # Links inside an entry are absolute: a feed reader shows them away from the site.
        return request.build_absolute_uri("/").rstrip("/")

    def items(self, site):
        return [(ruling, site) for ruling in cases.published()[:MAX_ENTRIES]]

    def item_title(self, item):
        # A title written in the other language says so beside it (fix77), as the pages do; the
        # entry's content marks the case text with its lang (templates/casebook/_case.html).
        ruling = item[0]
        if ruling.text_language == current_lang():
            return ruling.title
        marker = _("(in Turkish)") if ruling.text_language == "tr" else _("(in English)")
        return f"{ruling.title} {marker}"

    def item_description(self, item):
        ruling, site = item
        lang = current_lang()
        return render_to_string(
            "casebook/feed_entry.html",
            {
                "ruling": ruling,
                "site": site,
                "laws": cases.links(ruling),
                "law_notes": cases.law_notes(ruling, lang),
                "law_footnotes": cases.footnotes(ruling, lang),
                "commentary": cases.commentary(ruling, lang),
            },
        )

    def item_link(self, item):
        return case_url(item[0])

    def item_pubdate(self, item):
        return item[0].published_at

    def item_updateddate(self, item):
        return item[0].published_at

    def item_categories(self, item):
        return item[0].law_labels


case_feed = reading_page(CasebookFeed())
