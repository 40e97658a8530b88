"""The admin's autocomplete boxes (the editor's notes' paragraph and definition) drawn again after a
post whose value is no id.

Django's AutocompleteSelect puts the posted value straight into an `__in` query when it draws the
form again: "abc", "1.5" or a NUL raised ValueError, a number beyond the database's integers
OverflowError (SQLite) or DataError (PostgreSQL), each a 500 instead of the form's "Select a valid
choice" (found by tests/test_bad_input_sweep.py as an Editor). Here only values that can be an id
of the target field are looked up; the form's own validation reports the rest.
"""

from __future__ import annotations

from django.contrib import admin
from django.contrib.admin.widgets import AutocompleteSelect
from django.core.exceptions import ValidationError
from django.db import connections

from ..models import Edition


class IdsOnlyAutocompleteSelect(AutocompleteSelect):
    def optgroups(self, name, value, attr=None):
        return super().optgroups(name, [v for v in value if self._can_be_an_id(v)], attr)

    def _can_be_an_id(self, value) -> bool:
        remote = self.field.remote_field
        target = remote.model._meta.get_field(getattr(remote, "field_name", None) or remote.model._meta.pk.name)
        try:
            id_ = target.to_python(value)
        except ValidationError:
            return False
        if not isinstance(id_, int):
            return id_ is not None and "\x00" not in str(id_)
        low, high = connections[self.db or "default"].ops.integer_field_range(target.get_internal_type())
        return (low is None or low <= id_) and (high is None or id_ <= high)


class IdsOnlyAutocomplete(admin.ModelAdmin):
    """A ModelAdmin whose `autocomplete_fields` use IdsOnlyAutocompleteSelect."""

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if "widget" not in kwargs and db_field.name in self.get_autocomplete_fields(request):
            kwargs["widget"] = IdsOnlyAutocompleteSelect(db_field, self.admin_site, using=kwargs.get("using"))
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


class DraftsInAutocomplete:
    """A text row's admin whose rows, looked up by another row's autocomplete box (an editor's
    note's paragraph or definition), are those of draft editions only: a note is added in a draft,
    and the box offered "64A1" once per edition, published ones included, with nothing to tell
    which was the draft's (qa57). `draft_status` is the lookup of the row's edition status."""

    draft_status = "edition__status"

    def get_search_results(self, request, queryset, search_term):
        queryset, may_have_duplicates = super().get_search_results(request, queryset, search_term)  # type: ignore[misc]
        match = getattr(request, "resolver_match", None)
        if match is not None and match.url_name == "autocomplete":
            queryset = queryset.filter(**{self.draft_status: Edition.DRAFT})
        return queryset, may_have_duplicates
