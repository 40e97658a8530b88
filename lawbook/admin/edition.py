"""The Edition page of the admin: open a draft as a copy of an edition, publish a draft.

An Editor may open drafts and edit their rows; only a Publisher (the `publish_edition`
permission, lawbook migration 0005) publishes. Publication is atomic (lawbook.editions.editions.publish).
Publishing goes through a page that shows what the draft changes and asks for a confirmation
(lawbook.admin.publish), from the edition's page ("Publish…") or the list action; the edition's
page also opens a draft copy of it ("Open a draft copy"). A draft can be discarded, with all its
rows, after a confirmation page (the `delete_edition` permission, lawbook migration 0009); a
published edition never is.
"""

from __future__ import annotations

from django import forms
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from ..editions import editions, tree_edits
from ..models import Edition
from .drafts import edition_discarded, edition_published, in_held_draft
from .lists import ListQueryChecked
from .publish import EditionPages, change_url, next_draft_code, publish_url


class EditionForm(forms.ModelForm):
    def clean_code(self):
        # Refused here, as a form error: a refusal in save_model came after the admin had
        # already told the editor the edition "was added successfully".
        code = (self.cleaned_data.get("code") or "").strip()
        if "/" in code:
            raise forms.ValidationError(_("An edition code cannot contain '/': it is part of the edition's addresses."))
        return code


@admin.register(Edition)
class EditionAdmin(ListQueryChecked, EditionPages, admin.ModelAdmin):
    form = EditionForm
    list_display = ("code", "title_tr", "title_en", "status", "published_at", "published_by", "based_on", "created_by")
    list_filter = ("status",)
    readonly_fields = ("status", "published_at", "published_by", "based_on", "created_by", "created_at")
    # The title and note in both languages (lawbook.translation); the page shows the reader's.
    texts = ("title_tr", "title_en", "note_tr", "note_en")
    fields = ("code", *texts, *readonly_fields)
    actions = ["open_draft", "publish", "discard_draft"]

    def get_readonly_fields(self, request, obj=None):
        if obj is not None and not obj.is_draft:
            return ("code", *self.texts, *self.readonly_fields)
        return ("code", *self.readonly_fields) if obj is not None else self.readonly_fields

    def has_delete_permission(self, request, obj=None):
        return False  # an edition's rows are the record of what was published

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        # A draft's title and note are saved while the draft is held (lawbook.admin.drafts): saved as
        # the page was read, a save racing the draft's publication on PostgreSQL wrote the draft's
        # status back over the publication (race1).
        view = super().changeform_view
        edition = self.get_object(request, unquote(object_id)) if request.method == "POST" and object_id else None
        if edition is None and request.method == "POST" and object_id and self.has_change_permission(request):
            # Discarded since the page was opened: Django's "doesn't exist" dropped the title he typed.
            messages.error(request, edition_discarded(request.POST))
            return HttpResponseRedirect(reverse("admin:lawbook_edition_changelist"))
        if edition is None or not self.has_change_permission(request, edition):
            return view(request, object_id, form_url, extra_context)
        return in_held_draft(
            request,
            edition.code,
            lambda: view(request, object_id, form_url, extra_context),
            lambda: edition_published(edition, request.POST),
            back=change_url(edition),
        )

    def get_actions(self, request):
        actions = super().get_actions(request)
        if not request.user.has_perm("lawbook.publish_edition"):
            actions.pop("publish", None)
        if not request.user.has_perm("lawbook.add_edition"):
            actions.pop("open_draft", None)
        if not request.user.has_perm("lawbook.delete_edition"):
            actions.pop("discard_draft", None)
        return actions

    def save_model(self, request, obj, form, change):
        if change:
            super().save_model(request, obj, form, change)
            return
        # "Add edition" opens a draft copy of the current edition.
        try:
            draft = editions.open_draft(
                obj.code,
                user=request.user,
                title=obj.title_tr,
                note=obj.note_tr,
                title_en=obj.title_en,
                note_en=obj.note_en,
            )
        except editions.EditionError as error:
            messages.error(request, str(error))
            return
        obj.pk = draft.pk
        obj.refresh_from_db()

    @admin.action(description=gettext_lazy("Open a draft copy of the selected edition"))
    def open_draft(self, request, queryset):
        if queryset.count() != 1:
            self.message_user(request, _("Choose one edition to copy."), messages.ERROR)
            return
        base = queryset.get()
        try:
            draft = editions.open_draft(next_draft_code(base), based_on=base, user=request.user)
        except editions.EditionError as error:  # a code grown past 20 characters: a message, not a 500
            self.message_user(request, str(error), messages.ERROR)
            return
        self.message_user(
            request, _("Draft %(code)s opened as a copy of %(base)s.") % {"code": draft.code, "base": base.code}
        )

    @admin.action(description=gettext_lazy("Publish the selected draft"), permissions=["publish"])
    def publish(self, request, queryset):
        """Leads to the draft's publish page (what it changes, a confirmation): nothing is
        published from the list at once."""
        if queryset.count() != 1:
            self.message_user(request, _("Choose one draft to publish."), messages.ERROR)
            return None
        return HttpResponseRedirect(publish_url(queryset.get()))

    def has_publish_permission(self, request):
        return request.user.has_perm("lawbook.publish_edition")

    @admin.action(description=gettext_lazy("Discard the selected draft"))
    def discard_draft(self, request, queryset):
        """Delete a draft edition with all its rows, after a confirmation page; never a published one."""
        if not request.user.has_perm("lawbook.delete_edition"):
            raise PermissionDenied
        if queryset.count() != 1:
            self.message_user(request, _("Choose one draft to discard."), messages.ERROR)
            return None
        edition = queryset.get()
        if not edition.is_draft:
            self.message_user(
                request,
                _("Edition %(code)s is not a draft: only a draft can be discarded.") % {"code": edition.code},
                messages.ERROR,
            )
            return None
        if request.POST.get("confirmed") != "yes":
            context = {
                **self.admin_site.each_context(request),
                "title": _("Discard draft %(code)s?") % {"code": edition.code},
                "edition": edition,
                "contents": tree_edits.contents(edition),
                "opts": self.model._meta,
                "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
            }
            return TemplateResponse(request, "admin/lawbook/edition/discard_confirmation.html", context)
        code = edition.code
        tree_edits.discard(edition)
        self.message_user(request, _("Draft %(code)s was discarded with all its rows.") % {"code": code})
        return None
