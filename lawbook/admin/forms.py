"""Admin forms of the text's rows: no lost update, and no change to a published edition.

Every change form carries the version of the row it was opened on (`Imported.version`). A save
whose version is no longer the row's (someone saved in between) is refused, with the other
person's text shown, so that the second editor can merge by hand instead of silently reverting
the first. A row can be changed only while its edition is a draft: the published text is the
federation's official text and changes only by publishing a new edition.

A save that changes nothing changes nothing (`nothing_changed`): a browser sends a textarea's line
breaks as CRLF, which the form reads as the LF the text is stored with, so an unchanged form is
one; an empty text field is "", never NULL (lawbook.translation).
"""

from __future__ import annotations

from django import forms
from django.db import transaction
from django.forms.models import construct_instance
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from ..editions import editions, history, tree_edits
from ..models import Edition, Interpretation, Law, Paragraph, edition_code_of


def text_fields(model) -> list[str]:
    """The translated text fields of a model (`text_tr`, `text_en`, ...), for showing a change."""
    from modeltranslation.translator import translator

    try:
        options = translator.get_options_for_model(model)
    except Exception:  # not a translated model
        return []
    return [f"{name}_{lang}" for name in options.fields for lang in ("tr", "en")]


# The fields a new row's edition is read from (its edition, or the Law, paragraph or definition it goes under).
_PLACE_FIELDS = ("edition", "law", "paragraph", "definition")


class VersionedForm(forms.ModelForm):
    """A change form that remembers the version it was opened on (a hidden field)."""

    seen_version = forms.IntegerField(widget=forms.HiddenInput, required=False, label=gettext_lazy("version opened"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.is_bound:
            self.data = unix_newlines(self.data, text_fields(self._meta.model))
        # The row's version as stored when the form is opened (a revert form holds an older
        # record's values, but is opened on the row as it is now).
        stored = type(self.instance).objects.filter(pk=self.instance.pk).values_list("version", flat=True).first()
        self.fields["seen_version"].initial = stored or 0

    def clean(self):
        cleaned = super().clean()
        self._refuse_published_edition()
        # A version that is no number (a hand-made form) is refused by its own field's error: not
        # also "someone else saved this row", which nobody did (qa92).
        if self.instance.pk and "seen_version" not in self.errors:
            self._refuse_stale_version(cleaned.get("seen_version"))
        return cleaned

    def _refuse_published_edition(self):
        # Held, not only read: the form is checked in the transaction that saves it (Django's change
        # and add pages, lawbook.admin.drafts for a revert), so the edition stays a draft until the
        # save and its text_changed have committed (editions.hold_draft, race1).
        code = self._edition_code()
        if code is None:
            return
        try:
            editions.hold_draft(code)
        except editions.NotADraft as refusal:
            raise forms.ValidationError(str(refusal)) from None

    def _edition_code(self) -> str | None:
        """The edition of the row the form writes; for a new row, the edition of the row chosen in
        the form (its Law, its paragraph or definition, its edition): the instance has none yet."""
        row = self.instance
        if row.pk is None:
            if any(name in self.errors for name in _PLACE_FIELDS):
                return None  # the choice says why (a published or discarded draft's row); not its default edition's
            row = construct_instance(self, type(row)(), self._meta.fields, self._meta.exclude)
        try:
            return edition_code_of(row)
        except Exception:  # a new row whose paragraph or Law is not chosen yet: the form says so
            return None

    def _refuse_stale_version(self, seen):
        stored = type(self.instance).objects.filter(pk=self.instance.pk).first()
        if stored is None:
            raise forms.ValidationError(_("This row was deleted after you opened it."))
        if seen is None or int(seen) != stored.version:
            # Each field by the label the editor sees beside it ("Metin [tr]", not "text_tr"),
            # its text in quotation marks (a text ending in "." made "aktarılır.. Open the row").
            changes = [
                f"{self._label_of(name)}: “{getattr(stored, name) or ''}”"
                for name in text_fields(type(self.instance))
                if name in self.changed_data or (getattr(stored, name) or "") != (self.initial.get(name) or "")
            ]
            raise forms.ValidationError(
                _(
                    "Someone else saved this row after you opened it, so your save was refused "
                    "(nothing was overwritten). Their text now: %(changes)s. Open the row again "
                    "to make your change on top of theirs."
                )
                % {"changes": " | ".join(changes) or _("(no text field changed)")}
            )

    def _label_of(self, name: str) -> str:
        field = self.fields.get(name)
        return str(field.label) if field is not None and field.label else name


def unix_newlines(data, names):
    """The submitted form with LF line breaks in the text fields: HTML forms send a textarea's
    line breaks as CRLF, the text is stored (and compared) with LF."""
    data = data.copy()
    for name in names:
        if isinstance(data.get(name), str):
            data[name] = data[name].replace("\r\n", "\n")
    return data


def nothing_changed(form) -> bool:
    """A change form that would store what the row holds already: saving it would only count the
    version up, write a history record and bump the content version, so it is not saved. Compared
    with the stored row, not the form's initial values: a revert form starts from an older record."""
    model = form._meta.model
    stored = model.objects.filter(pk=form.instance.pk).first() if form.instance.pk else None
    if stored is None:
        return False
    columns = [f.attname for f in model._meta.concrete_fields if f.name in form.fields]
    return all(_same(getattr(stored, column), getattr(form.instance, column)) for column in columns)


def _same(stored, saved) -> bool:
    return stored == saved or (stored in (None, "") and saved in (None, ""))


def save_versioned(obj, seen: int | None) -> None:
    """Save a row whose form passed the version check, counting the version up; the conditional
    UPDATE refuses a save that raced another one between the check and the save."""
    model = type(obj)
    with transaction.atomic():
        if obj.pk:
            seen = obj.version if seen is None else int(seen)
            claimed = model.objects.filter(pk=obj.pk, version=seen).update(version=seen + 1)
            if not claimed:
                raise StaleSave(_("Someone else saved this row at the same moment; nothing was overwritten."))
            obj.version = seen + 1
        obj.save()


class StaleSave(Exception):
    """A save that lost the race with another save of the same row."""


PARAGRAPH_TEXTS = ("heading", "text", "tail")


class ParagraphForm(VersionedForm):
    """A paragraph's form, which keeps the official Turkish from being emptied by a slip: the
    Turkish of a field may not be empty while its English has a text (readers of the official
    text would find nothing where the English says something), and a paragraph may not be left
    with nothing in Turkish and no sub-paragraph (readers would see its label alone). In the
    imported text every paragraph has both (qa57); to remove a paragraph, delete it."""

    def clean(self):
        cleaned = super().clean()
        self._refuse_empty_turkish(cleaned)
        return cleaned

    def _refuse_empty_turkish(self, cleaned) -> None:
        present = [name for name in PARAGRAPH_TEXTS if f"{name}_tr" in self.fields and f"{name}_en" in self.fields]
        if not present:
            return  # a read-only page
        # A field refused for its own reason (a NUL, beyond its length) is not in `cleaned`: it is
        # not empty, and its own error is the one the editor must read (qa78).
        present = [name for name in present if f"{name}_tr" not in self.errors]
        turkish = {name: (cleaned.get(f"{name}_tr") or "").strip() for name in present}
        for name in present:
            if not turkish[name] and (cleaned.get(f"{name}_en") or "").strip():
                self.add_error(
                    f"{name}_tr",
                    _(
                        "The Turkish is empty while the English has a text: the Turkish is the official "
                        "text, and its readers would find nothing here. Write the Turkish, or empty the "
                        "English too."
                    ),
                )
        if self.errors or any(turkish.values()) or self._has_sub_paragraphs():
            return
        raise forms.ValidationError(
            _(
                "The paragraph would have no Turkish heading or text and no sub-paragraph: readers "
                "would see its label alone. Write its text, or delete the paragraph."
            )
        )

    def _has_sub_paragraphs(self) -> bool:
        return self.instance.pk is not None and Paragraph.objects.filter(parent_id=self.instance.pk).exists()


class DraftRowChoice(forms.ModelChoiceField):
    """A choice among the rows of draft editions. A row of an edition that is no draft is refused by
    saying so: the editor chose it while its edition was a draft, and it was published before he sent
    the form; "Select a valid choice" told him nothing of that (race1). A row gone with its draft,
    discarded since, is refused by saying that (its edition read from the history records; polish71)."""

    def to_python(self, value):
        try:
            return super().to_python(value)
        except forms.ValidationError:
            code = self._edition_of(value)
            if code is not None:
                raise forms.ValidationError(str(editions.NotADraft(code))) from None
            gone = history.edition_of_gone(self.queryset.model, value) if value not in self.empty_values else None
            if gone is None or Edition.objects.filter(code=gone).exists():
                raise
            raise forms.ValidationError(draft_discarded(gone)) from None

    def _edition_of(self, value) -> str | None:
        # The same lookup as the choice's own, whose refusal (ValueError, TypeError, no such row)
        # stands where this one fails too.
        try:
            return edition_code_of(self.queryset.model.objects.get(pk=value))
        except (ValueError, TypeError, self.queryset.model.DoesNotExist):
            return None


class DraftEditionChoice(DraftRowChoice):
    """A draft edition, chosen by its code (a new interpretation's): a published one is refused by
    name, a discarded one as discarded, where "Select a valid choice" said neither."""

    def _edition_of(self, value) -> str | None:
        try:
            return Edition.objects.filter(code=str(value)).values_list("code", flat=True).first()
        except ValueError:  # a NUL, which PostgreSQL refuses in a string
            return None


def draft_discarded(code: str) -> str:
    """The refusal of an add page sent after the draft its row was to go in was discarded (qa114 left
    it as "Select a valid choice"): the form keeps what the editor typed."""
    return _(
        "Draft %(code)s was discarded after you opened this page, so nothing was saved: what you typed is "
        "still in the form, to enter in another draft."
    ) % {"code": code}


class DraftParagraphChoice(DraftRowChoice):
    def label_from_instance(self, obj):
        return f"{obj.law.edition_id} · {obj.label}"


class DraftLawChoice(DraftRowChoice):
    """A Law named with its edition: with two drafts open each Law is offered once per draft, and
    "64. RÖNONSUN RESMİLEŞMESİNDEN SONRA YÖNTEM" twice told the editor nothing of which (qa57)."""

    def label_from_instance(self, obj):
        return f"{obj.edition_id} · {obj}"


class ParagraphAddForm(ParagraphForm):
    """ "Add paragraph" at a chosen place: the Law (of a draft edition), the new label, and the
    sibling it follows (none: first under its parent); lawbook.editions.tree_edits checks the label and
    finds its reading position."""

    after = DraftParagraphChoice(
        queryset=Paragraph.objects.none(),
        required=False,
        label=gettext_lazy("after the paragraph"),
        help_text=gettext_lazy(
            "A paragraph with the same parent; leave empty to put the new paragraph first under its parent."
        ),
    )

    class Meta:
        model = Paragraph
        fields = ["law", "label", "heading_tr", "heading_en", "text_tr", "text_en", "tail_tr", "tail_en"]
        field_classes = {"law": DraftLawChoice}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        drafts = {"edition__status": Edition.DRAFT}
        self.fields["law"].queryset = Law.objects.filter(**drafts).order_by("edition", "number")
        self.fields["law"].help_text = _("Paragraphs are added to a draft edition only.")
        self.fields["label"].help_text = _("In citation form, for example 64B4 or 80B2(g)(xi); it says its parent.")
        self.fields["after"].queryset = (
            Paragraph.objects.filter(law__edition__status=Edition.DRAFT)
            .select_related("law")
            .order_by("law__edition", "law__number", "position")
        )
        self.place = None

    def clean(self):
        cleaned = super().clean()
        if (
            "law" in self.errors
            and "after" in self.errors
            and self.errors["after"].as_text() == self.errors["law"].as_text()
        ):
            del self.errors["after"]  # both rows went with one discarded draft: said once, at the Law
        law, label = cleaned.get("law"), cleaned.get("label")
        if law is not None and label:
            try:
                self.place = tree_edits.place_for(law, label, cleaned.get("after"))
            except tree_edits.TreeEditError as error:
                raise forms.ValidationError(str(error)) from error
            cleaned["label"] = str(self.place.label)
        return cleaned

    def _get_validation_exclusions(self):
        # A label tree_edits refused (one the Law already has: "There is already a paragraph 41E in
        # edition 2017.1.") is not checked again against the model's constraint, whose "Paragraph
        # with this Law and Label already exists." would say it a second time (qa78).
        exclude = super()._get_validation_exclusions()
        if self.place is None and self.non_field_errors():
            exclude.add("label")
        return exclude


class InterpretationForm(VersionedForm):
    """A federation interpretation's form: a new one is entered in a draft edition only (its
    labels are checked against that edition by Interpretation.clean)."""

    class Meta:
        model = Interpretation
        fields = "__all__"
        field_classes = {"edition": DraftEditionChoice}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if "edition" in self.fields:
            self.fields["edition"].queryset = Edition.objects.filter(status=Edition.DRAFT)
            self.fields["edition"].help_text = _("Interpretations are added to a draft edition only.")
