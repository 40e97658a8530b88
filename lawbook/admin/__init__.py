"""The federation edits both languages of the text here.

A saved edit is kept by later imports (lawbook.text.provenance), and its stand-off layers follow it at
once (lawbook.layers.text_changed): a paragraph's citations, term links and footnote markers are
recomputed from its new text, a footnote's or a Law title's citations from theirs; a definition's
term may be used anywhere, so its save recomputes every text's layers (about half a second).

Only rows of a draft edition can be changed or deleted (lawbook.admin.forms), each save checked
against the version its form was opened on; a published edition's rows are read-only here.
Editions are opened and published from their own page (lawbook.admin.edition); every text row
keeps its history (lawbook.editions.history).
"""

from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.contrib.admin.utils import flatten_fieldsets, unquote
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.http import HttpResponseRedirect
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from modeltranslation.admin import TranslationAdmin

from ..citations import citations_of_no_law
from ..editions import editions, tree_edits
from ..editions.history import edition_of_gone, history_admin_base
from ..english import english_source
from ..labels import MAX_LAW
from ..layers import Change, Scope, text_changed
from ..layers.texts import FIELDS as FIELDS_OF_OWNER
from ..layers.texts import LANGS
from ..models import (
    Chapter,
    Citation,
    Definition,
    Edition,
    EditorNote,
    Footnote,
    Interpretation,
    Law,
    Paragraph,
    edition_code_of,
)
from .autocomplete import DraftsInAutocomplete, IdsOnlyAutocomplete
from .delete_selected import delete_selected
from .drafts import (
    deleted_before_deleting,
    deleted_while_editing,
    in_held_draft,
    published_before_deleting,
    published_while_editing,
)
from .filters import ParagraphEditionFilter, drafts_first_ordering
from .forms import (
    DraftRowChoice,
    InterpretationForm,
    ParagraphAddForm,
    ParagraphForm,
    StaleSave,
    VersionedForm,
    nothing_changed,
    save_versioned,
)
from .lists import ListQueryChecked

TEXT_FIELDS = ("heading", "text", "tail")

# The federation's admin, named in both languages (not "Django administration").
admin.site.site_header = _("Bridge Laws administration")
admin.site.site_title = _("Bridge Laws administration")
admin.site.index_title = _("The Laws and their editions")
# Every list's bulk delete says its count as the language does ("2 kullanıcı").
admin.site.add_action(delete_selected, "delete_selected")


class DraftsOnly:
    """Rows are changed and deleted only in a draft edition, each save checked against the
    version the form was opened on."""

    form = VersionedForm

    def has_change_permission(self, request, obj=None):
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or not editions.is_published_row(obj))

    def has_delete_permission(self, request, obj=None):
        allowed = super().has_delete_permission(request, obj)
        return allowed and obj is not None and not editions.is_published_row(obj)

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        # An editor whose draft was published while his form was open sent a save Django would
        # answer 403, his text lost (qa78): it is refused all the same, nothing saved, and he is
        # sent back to the row's (now read-only) page with his text quoted, to enter in a new draft.
        # A new row's edition is held by its form (lawbook.admin.drafts).
        view = super().changeform_view
        return self._held(
            request,
            object_id,
            super().has_change_permission,
            lambda: view(request, object_id, form_url, extra_context),
            lambda obj: published_while_editing(obj, request.POST),
            back=request.get_full_path(),
            gone=lambda: deleted_while_editing(self.model(), request.POST),
        )

    def delete_view(self, request, object_id, extra_context=None):
        view = super().delete_view
        return self._held(
            request,
            object_id,
            super().has_delete_permission,
            lambda: view(request, object_id, extra_context),
            published_before_deleting,
            gone=deleted_before_deleting,
        )

    def history_form_view(self, request, object_id, version_id, extra_context=None):
        # A revert saves the row as a change does (save_model), but simple_history runs its check
        # and its save in no transaction of their own.
        view = super().history_form_view
        return self._held(
            request,
            object_id,
            super().has_change_permission,
            lambda: view(request, object_id, version_id, extra_context),
            lambda obj: published_while_editing(obj, request.POST),
            gone=lambda: deleted_while_editing(self.model(), request.POST),
        )

    def render_history_view(self, request, template, context, **kwargs):
        # A record of a row no one may change here (published, or gone with its discarded draft: any
        # revert is refused) is drawn read-only, as Django's change page draws such a row; its fields
        # were drawn as a form with nothing to send it (polish71).
        shown = context.get("adminform")
        if shown is not None and context.get("revert_disabled"):
            fields = flatten_fieldsets(shown.fieldsets)
            context["adminform"] = helpers.AdminForm(shown.form, shown.fieldsets, {}, fields, model_admin=self)
            if request.method == "GET":
                self._say_if_discarded(request, context.get("object_id"))
        return super().render_history_view(request, template, context, **kwargs)

    def _say_if_discarded(self, request, object_id) -> None:
        """On a record's page of a row gone with its draft, that the draft was discarded."""
        if object_id is None or self.model.objects.filter(pk=unquote(str(object_id))).exists():
            return
        code = edition_of_gone(self.model, unquote(str(object_id)))
        if code is not None and not Edition.objects.filter(code=code).exists():
            messages.info(
                request,
                _("Draft %(code)s was discarded with all its rows: this record is shown to be read, not reverted.")
                % {"code": code},
            )

    def _held(self, request, object_id, may, write, refused, back=None, gone=None):
        """A POST that writes the row `object_id` (a change, a deletion, a revert), written while the
        row's edition is held (lawbook.admin.drafts); a user whose group may not `may` write such rows
        at all is refused; a write of a row deleted since its page was opened is refused with `gone()`,
        which quotes a change's text (Django's "doesn't exist" dropped it; a deletion got a 403 and a
        revert a 500, qa114);
        anything else gets Django's own answer."""
        if request.method != "POST":
            return write()
        obj = self.get_object(request, unquote(object_id)) if object_id is not None else None
        if obj is None and object_id is not None and gone is not None and super().has_change_permission(request):
            messages.error(request, gone())
            return HttpResponseRedirect(reverse(f"admin:{self.opts.app_label}_{self.opts.model_name}_changelist"))
        if obj is None:
            with transaction.atomic():  # a new row's form, read in it, holds its edition (VersionedForm)
                return write()
        if not may(request, obj):
            # Django's answer to a change or a deletion; simple_history saved a revert posted by a
            # user who may only view the rows.
            raise PermissionDenied
        back = back or reverse(f"admin:{obj._meta.app_label}_{obj._meta.model_name}_change", args=[obj.pk])
        return in_held_draft(request, edition_code_of(obj), write, lambda: refused(obj), back)

    def get_readonly_fields(self, request, obj=None):
        fields = [*super().get_readonly_fields(request, obj), "english_text_source"]
        # A new row chooses the (draft) edition it belongs to.
        return fields if obj is not None else [f for f in fields if f != "edition"]

    def get_fieldsets(self, request, obj=None):
        fieldsets = super().get_fieldsets(request, obj)
        if obj is None or self.has_change_permission(request, obj):
            return fieldsets
        # A read-only page has no save to check: the version it was opened on is no field.
        return [
            (name, {**options, "fields": [f for f in options["fields"] if f != "seen_version"]})
            for name, options in fieldsets
        ]

    @admin.display(description=_("source of the English text"))
    def english_text_source(self, obj):
        official = sorted(name for name in (obj.en_sources or {}) if getattr(obj, name, None))
        if not official:
            return _("the project's translation of the Turkish text")
        return _("official English text in %(fields)s (saving an English field makes it the project's)") % {
            "fields": ", ".join(official)
        }

    def get_actions(self, request):
        # A bulk delete would skip the per-row draft check.
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    def save_model(self, request, obj, form, change):
        if nothing_changed(form):
            return  # the row, its version, its history and the content version stay as they were
        # English changed here is no longer the text of an imported official file.
        english_source.mark_ours(obj, [name for name in form.changed_data if name.endswith("_en")])
        try:
            save_versioned(obj, form.cleaned_data.get("seen_version"))
        except StaleSave as refusal:
            messages.error(request, str(refusal))

    def view_on_site(self, obj):
        # "View on site" shows the row in its own edition: the current edition's page (the
        # models' get_absolute_url) would show an editor the published text, not the draft's
        # correction. No link where the site has no page of that edition.
        return editions.page_of(obj)


TextHistoryAdmin = history_admin_base()


def warn_unlinked_citations(request, obj, changed: list[str]) -> None:
    """After a save, say which citations in the fields it changed name no paragraph of the row's
    edition ("bkz. Yasa 64D": Law 64 ends at 64C): the layers keep such a citation as plain text,
    so readers meet no link and the editor had no sign of the slip (qa57). A warning, not a
    refusal: the text is saved, and a citation the source itself gets wrong (Yasa 17E in the
    definition of Artırım) stays as the source has it."""
    owner = type(obj)._meta.model_name
    if owner not in Citation.OWNERS:
        return
    unlinked = [
        getattr(obj, f"{citation.field}_{citation.lang}")[citation.start : citation.end]
        for citation in Citation.objects.filter(**{owner: obj}, target__isnull=True).order_by("lang", "field", "start")
        if f"{citation.field}_{citation.lang}" in changed
    ]
    if unlinked:
        messages.warning(
            request,
            _(
                "These citations name no paragraph of edition %(code)s, so readers see them as plain "
                "text, not as links: %(citations)s. Check their labels."
            )
            % {"code": edition_code_of(obj), "citations": ", ".join(f"“{span}”" for span in unlinked)},
        )
    warn_citations_of_no_law(request, obj, owner, changed)


def warn_citations_of_no_law(request, obj, owner: str, changed: list[str]) -> None:
    """After a save, say which citations in the fields it changed name a Law the Laws do not have
    ("Yasa 94": they end at Law 93) or a label that is none ("Law 99Z"): the citation grammar does
    not read them as citations at all (lawbook.citations.citations_of_no_law), so no layer keeps
    them and readers meet plain text. A warning, as for a label the edition lacks (fix58)."""
    spans = [
        citation.text
        for lang in LANGS
        for field in FIELDS_OF_OWNER[owner]
        if f"{field}_{lang}" in changed
        for citation in citations_of_no_law(getattr(obj, f"{field}_{lang}") or "", lang)
    ]
    if spans:
        messages.warning(
            request,
            _(
                "These citations name a Law the Laws do not have (they are Laws 1 to %(last)s) or a label no Law "
                "can have, so readers see them as plain text, not as links: %(citations)s. Check them."
            )
            % {"last": MAX_LAW, "citations": ", ".join(f"“{span}”" for span in spans)},
        )


class TextChanges(DraftsOnly):
    """Any saved or deleted text changes what readers see: lawbook.layers.text_changed recomputes
    the layers the edit touched and bumps the content version, which caches and each machine's
    search index follow."""

    def save_model(self, request, obj, form, change):
        if nothing_changed(form):
            return
        super().save_model(request, obj, form, change)
        text_changed(self.edited(obj, form))
        warn_unlinked_citations(request, obj, form.changed_data)

    def delete_model(self, request, obj):
        code = edition_code_of(obj)
        super().delete_model(request, obj)
        # Citations of a deleted paragraph and mentions of a deleted term went with it: every text
        # of the edition is read again, so that they show as unresolved instead of vanishing.
        text_changed(Change(Scope(everything=True, edition=code)))

    def edited(self, obj, form) -> Change:
        """What the save changed: the rows whose layers to recompute (none for a chapter's name or
        an editor's note), in the row's own edition. Change() alone named the first edition, which
        readers are served: a draft's chapter or note save bumped the content version (qa111)."""
        return Change(Scope(edition=edition_code_of(obj)))


@admin.register(Law)
class LawAdmin(ListQueryChecked, TextChanges, TextHistoryAdmin, TranslationAdmin):
    list_display = ("number", "title", "chapter", "edition")
    list_filter = ("edition", "chapter__number")
    search_fields = ("number", "title_tr", "title_en")
    readonly_fields = ("number", "edition", "chapter")

    def edited(self, obj, form):
        return Change(Scope.of(law=[obj], paragraph=list(obj.paragraphs.all())))


@admin.register(Paragraph)
class ParagraphAdmin(DraftsInAutocomplete, ListQueryChecked, TextChanges, TextHistoryAdmin, TranslationAdmin):
    form = ParagraphForm
    draft_status = "law__edition__status"
    list_display = ("label", "law", "heading", "edition")
    # Every edition holds all the paragraphs: the list opens on the draft being edited
    # (lawbook.admin.filters).
    list_filter = (ParagraphEditionFilter, "law__chapter__number")
    search_fields = ("label", "text_tr", "text_en", "heading_tr", "heading_en")
    readonly_fields = ("law", "label", "anchor", "parent", "position", "depth")
    ordering = ("law__number", "position")

    def get_ordering(self, request):
        return (*drafts_first_ordering("law__edition"), *self.ordering)

    add_fields = ("law", "label", "after", *(f"{name}_{lang}" for name in TEXT_FIELDS for lang in ("tr", "en")))

    def get_form(self, request, obj=None, **kwargs):
        if obj is None:
            kwargs["form"] = ParagraphAddForm
        return super().get_form(request, obj, **kwargs)

    def get_fieldsets(self, request, obj=None):
        if obj is None:
            return [(None, {"fields": self.add_fields})]
        return super().get_fieldsets(request, obj)

    def get_readonly_fields(self, request, obj=None):
        return super().get_readonly_fields(request, obj) if obj is not None else []

    def save_model(self, request, obj, form, change):
        if change:
            super().save_model(request, obj, form, change)
            return
        tree_edits.insert(obj, form.place)
        # Texts that cited the new label before it existed now resolve to it.
        text_changed(Change(Scope(everything=True, edition=obj.law.edition_id)))

    def edited(self, obj, form):
        before = {name: form.initial.get(f"{name}_tr") or "" for name in TEXT_FIELDS}
        return Change(Scope.of(paragraph=[obj]), previous={obj.pk: before})

    @admin.display(description=_("edition"), ordering="law__edition")
    def edition(self, obj):
        return obj.law.edition_id


@admin.register(Definition)
class DefinitionAdmin(DraftsInAutocomplete, ListQueryChecked, TextChanges, TextHistoryAdmin, TranslationAdmin):
    list_display = ("term", "parent", "edition")
    list_filter = ("edition",)
    search_fields = ("term_tr", "term_en", "text_tr", "text_en")
    readonly_fields = ("slug", "position", "parent", "edition")

    def edited(self, obj, form):
        # A term may be used anywhere: every paragraph's term mentions are found again.
        return Change(Scope(everything=True, edition=obj.edition_id))


@admin.register(Footnote)
class FootnoteAdmin(ListQueryChecked, TextChanges, TextHistoryAdmin, TranslationAdmin):
    list_display = ("number", "paragraph", "edition")
    list_filter = ("edition",)
    readonly_fields = ("number", "paragraph", "printed_number", "edition")

    def edited(self, obj, form):
        return Change(Scope.of(footnote=[obj]))


@admin.register(Chapter)
class ChapterAdmin(ListQueryChecked, TextChanges, TextHistoryAdmin, TranslationAdmin):
    list_display = ("roman", "name", "edition")
    list_filter = ("edition",)
    readonly_fields = ("number", "edition")


@admin.register(EditorNote)
class EditorNoteAdmin(ListQueryChecked, IdsOnlyAutocomplete, TextChanges, TextHistoryAdmin, TranslationAdmin):
    """The editor's notes under paragraphs and definitions (the Law 77 corrections, the places where
    our English knowingly differs from the WBF's, the definition of Artırım citing a 17E the 2017
    Laws do not have): edited in a draft like any text, with their history."""

    list_display = ("paragraph", "definition", "kind", "edition")
    list_filter = ("paragraph__law__edition", "definition__edition")
    search_fields = ("paragraph__label", "definition__term_tr", "kind", "text_tr", "text_en")
    autocomplete_fields = ("paragraph", "definition")

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        # A new note's paragraph or definition gone with its discarded draft, or of a published
        # edition, is refused by saying so, not "Select a valid choice" (forms.DraftRowChoice).
        return super().formfield_for_foreignkey(db_field, request, form_class=DraftRowChoice, **kwargs)

    @admin.display(description=_("edition"))
    def edition(self, obj):
        return edition_code_of(obj)


@admin.register(Interpretation)
class InterpretationAdmin(ListQueryChecked, DraftsOnly, TextHistoryAdmin, TranslationAdmin):
    """The federation's regulations, elections and official interpretations, entered in a draft
    and shown under their paragraphs once it is published. Not a text with layers: a save
    recomputes nothing, and a draft's save changes nothing readers see."""

    form = InterpretationForm
    list_display = ("labels", "title", "kind", "date", "edition")
    list_filter = ("edition", "kind")
    search_fields = ("labels", "title_tr", "title_en", "text_tr", "text_en", "source")
    readonly_fields = ("edition",)


# The Edition admin; the user admin, its groups named in the page's language.
from . import edition, groups  # noqa: E402,F401
