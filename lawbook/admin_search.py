"""An admin list's search box, for every ModelAdmin with search_fields (the lawbook's text rows,
the casebook's rulings): a search term is cut to MAX_SEARCH characters, and the page says so.

Django's admin searches each word with `icontains`, a LIKE '%word%'; SQLite refuses a LIKE pattern
beyond 50 000 bytes (SQLITE_MAX_LIKE_PATTERN_LENGTH: "LIKE or GLOB pattern too complex"), so a
100 000-character ?q= on a list with rows was a 500. No passage of the Laws an editor looks for is
that long; the cut keeps PostgreSQL from scanning every row with it too.
"""

from __future__ import annotations

from django.contrib import messages
from django.utils.translation import gettext as _

MAX_SEARCH = 1000


class SearchTermCut:
    """Put before the ModelAdmin in the bases."""

    def get_search_results(self, request, queryset, search_term):
        if len(search_term) > MAX_SEARCH:
            if not getattr(request, "_search_cut_said", False):  # the list asks again for its facets
                request._search_cut_said = True
                messages.warning(
                    request,
                    _("A search is at most %(max)s characters: the first %(max)s were searched.") % {"max": MAX_SEARCH},
                )
            search_term = search_term[:MAX_SEARCH]
        return super().get_search_results(request, queryset, search_term)  # type: ignore[misc]
