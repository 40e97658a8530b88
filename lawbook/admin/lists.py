"""An admin list's address, for every ModelAdmin with a list (the lawbook's text rows and
editions, the casebook's rulings): what Django's admin takes from it as it is, and the database
refuses.

- A search term is cut to MAX_SEARCH characters, and the page says so. Django's admin searches
  each word with `icontains`, a LIKE '%word%'; SQLite refuses a LIKE pattern beyond 50 000 bytes
  (SQLITE_MAX_LIKE_PATTERN_LENGTH: "LIKE or GLOB pattern too complex"), so a 100 000-character
  ?q= on a list with rows was a 500. No passage of the Laws an editor looks for is that long.
- A parameter with a NUL (a filter's `status__exact=%00`) is a bad lookup, answered as Django
  answers one (the list's address with ?e=1): PostgreSQL refuses a NUL in a text value
  (DataError), a 500 there. An address with one no longer reaches the list by the admin's pages
  (config/address_controls.py sends a GET on without it and refuses a POST, saying so): kept for
  any other way in.
- A list action posted with a selected row that is no key of the list's (`_selected_action=abc`,
  a hand-made POST) changes nothing and says so (qa73): Django's admin filters by it as it is, and
  the database's integer key refuses it, a 500.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.contrib.admin.options import IncorrectLookupParameters
from django.core.exceptions import ValidationError
from django.http import HttpResponseRedirect
from django.utils.translation import gettext as _

MAX_SEARCH = 1000


class ListQueryChecked:
    """Put before the ModelAdmin in the bases."""

    def get_changelist_instance(self, request):
        if any("\x00" in key or "\x00" in value for key, values in request.GET.lists() for value in values):
            raise IncorrectLookupParameters  # changelist_view: to ?e=1, as for a field that does not exist
        return super().get_changelist_instance(request)  # type: ignore[misc]

    def response_action(self, request, queryset):
        key = self.model._meta.pk  # type: ignore[attr-defined]
        try:
            for value in request.POST.getlist(ACTION_CHECKBOX_NAME):
                key.to_python(value)
        except ValidationError:
            messages.error(request, _("Nothing was changed: a selected row is not one of this list's."))
            return HttpResponseRedirect(request.get_full_path())
        return super().response_action(request, queryset)  # type: ignore[misc]

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
