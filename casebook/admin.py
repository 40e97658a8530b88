"""The casebook in the admin, where the editions are published too (lawbook.admin.edition): a
Publisher (casebook migration 0002 gives the Publisher group the casebook's permissions) makes a
published ruling from a director's record (its text copied), edits the copy, publishes or
withdraws it with the list's actions (never deletes it). Without `casebook.publish_ruling` the actions are not
offered and refused if posted; the status is never a field of the form."""

from __future__ import annotations

from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseRedirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from simple_history.admin import SimpleHistoryAdmin

from lawbook.admin.lists import ListQueryChecked
from lawbook.editions.history import HistoryAddressesChecked, reason_label
from lawbook.text.languages import current_lang

from . import publication
from .copying import copy_record
from .forms import PublishedRulingForm, StartForm
from .models import PublishedRuling

# Kept by the save itself, not changed by the publisher.
NOT_SHOWN = ("created", "updated")


def changed_fields(record) -> str:
    """The names of the fields a save of a ruling changed, in the page's language ("" for the
    first save, which made the copy)."""
    previous = record.prev_record
    if previous is None:
        return ""
    changed = {change.field for change in record.diff_against(previous, excluded_fields=NOT_SHOWN).changes}
    # In the form's order (the model's), as the record's history on the desk lists them.
    return ", ".join(str(field.verbose_name) for field in PublishedRuling._meta.fields if field.name in changed)


@admin.register(PublishedRuling)
class PublishedRulingAdmin(ListQueryChecked, HistoryAddressesChecked, SimpleHistoryAdmin):
    list_display = ("title", "event", "board", "laws", "status", "published_at")
    list_filter = ("status",)
    search_fields = ("title", "event", "laws", "facts")
    readonly_fields = ("record", "status", "published_at", "published_by")
    actions = ["publish", "withdraw"]

    def set_history_delta_changes(self, request, historical_records, foreign_keys_are_objs=True):
        # The history page's "Changes" column (templates/simple_history/object_history_list.html,
        # the lawbook's text diff) was empty for every save of a ruling (qa73): each save now names
        # the fields it changed, in the page's language (as the desk's record history does).
        for record in historical_records:
            record.text_diff = changed_fields(record)
            record.reason_label = reason_label(record.history_change_reason)

    def has_delete_permission(self, request, obj=None):
        return False  # withdrawn, never deleted: a reader may have cited a published ruling

    def get_form(self, request, obj=None, change=False, **kwargs):
        kwargs["form"] = StartForm if obj is None else PublishedRulingForm
        return super().get_form(request, obj, change, **kwargs)

    def get_fields(self, request, obj=None):
        if obj is None:
            return ["record"]
        return [*PublishedRulingForm._meta.fields, *self.readonly_fields]

    def get_readonly_fields(self, request, obj=None):
        return () if obj is None else self.readonly_fields

    def save_model(self, request, obj, form, change):
        if not change:
            copy_record(obj, form.cleaned_data["record"])
            # The copy is in the record's language where the record says it (desk65: the language
            # the desk or table page wrote it in; qa92: an English judgement walk's facts copied in
            # the Turkish admin were marked Turkish); else the Publisher's page language. He may
            # change it.
            obj.text_language = obj.record.language or current_lang()
        super().save_model(request, obj, form, change)
        if change:
            publication.text_saved(obj)

    def response_add(self, request, obj, post_url_continue=None):
        # Straight to the copy: the publisher reads and anonymises it before anything else.
        return HttpResponseRedirect(reverse("admin:casebook_publishedruling_change", args=[obj.pk]))

    def has_publish_permission(self, request):
        return publication.may_publish(request.user)

    @admin.action(description=gettext_lazy("Publish the selected rulings"), permissions=["publish"])
    def publish(self, request, queryset):
        for ruling in queryset:
            try:
                publication.publish(ruling, request.user)
            except publication.PublicationError as error:
                self.message_user(request, str(error), messages.ERROR)
            except PermissionDenied:
                raise
            else:
                self.message_user(request, _("“%(title)s” is published.") % {"title": ruling.title})

    @admin.action(description=gettext_lazy("Withdraw the selected rulings"), permissions=["publish"])
    def withdraw(self, request, queryset):
        for ruling in queryset:
            publication.withdraw(ruling, request.user)
        self.message_user(request, _("Withdrawn: readers no longer see the selected rulings."))
