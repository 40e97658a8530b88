"""The admin's forms for a published ruling: the add form chooses the record to start from (its
text is copied: casebook.copying); the change form edits the copy, with the Laws read by desk.laws
(the one label grammar, checked against the current edition), the deal read by the table page's
reader as the desk reads a director's (qa73: a card dealt twice was saved and drawn), the text
refused while it names the record's director (qa73: the site holds his name) and the required word
that the text names no player."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from desk.forms import LanguageSelect
from desk.laws import LawsError, read_laws
from desk.models import RulingRecord
from lawbook.text.textfold import fold
from situations.table_input import InputError
from situations.table_record import read as read_board_record

from .models import PublishedRuling

# The fields a reader is shown as text: none may name the record's director.
TEXT_FIELDS = (
    "title",
    "event",
    "auction_and_play",
    "facts",
    "ruling",
    "adjusted_score",
    "appeal_notes",
    "commentary_tr",
    "commentary_en",
)


def folded(text: str) -> str:
    """`text` compared without case or dots, the Turkish way too (lawbook.text.textfold.fold), and
    with its spaces evened: "ZEYNEP HAKEMOĞLU", "Zeynep  Hakemoğlu" and "zeynep hakemoglu" are one
    (İ/i and I/ı alike, ğ as g)."""
    return " ".join(fold(text).split())


class StartForm(forms.ModelForm):
    """Choose a director's record that no published ruling was made from yet."""

    class Meta:
        model = PublishedRuling
        fields = ["record"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        field = self.fields["record"]
        field.required = True
        field.queryset = RulingRecord.objects.filter(published_ruling__isnull=True).order_by("-updated")
        field.help_text = _("Its text is copied; you edit the copy, never the director's record.")


class PublishedRulingForm(forms.ModelForm):
    names_no_player = forms.BooleanField(
        label=_("The text names no player"),
        help_text=_("Players are named by their seats (North, East, South, West); the director is never named."),
        required=True,
    )

    class Meta:
        model = PublishedRuling
        fields = [
            "title",
            "event",
            "board",
            "deal",
            "auction_and_play",
            "language",
            "text_language",
            "facts",
            "laws",
            "ruling",
            "adjusted_score",
            "appeal",
            "appeal_notes",
            "commentary_tr",
            "commentary_en",
            "names_no_player",
        ]
        help_texts = {
            "event": _("As the federation words it, without a player's name."),
            "laws": _("The paragraphs applied, separated by commas, e.g. 16B1(a), 12C1(e)."),
            "text_language": _(
                "The language the title, event, facts and ruling are written in: the other language's pages say so beside them."
            ),
        }
        # As on the desk's record form: the model's "itiraz" capitalised by the admin was "Itiraz".
        labels = {
            "language": _("Language of the auction and play"),
            "text_language": _("Language of the case"),
            "appeal": _("Appeal (Laws 92, 93)"),
            "appeal_notes": _("About the appeal"),
        }
        widgets = {
            "laws": forms.TextInput(attrs={"size": 40}),
            "language": LanguageSelect,
            "text_language": LanguageSelect,
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["names_no_player"].error_messages["required"] = gettext(
            "Confirm that the text names no player: a published ruling speaks of seats and the event."
        )

    def clean_deal(self) -> str:
        """A PBN Deal value read as the desk reads a director's (four hands of 13 cards, each card
        once: Law 6B), kept north first as the page draws it; "" for none."""
        text = self.cleaned_data["deal"].strip()
        if not text:
            return ""
        try:
            record = read_board_record(text)
        except InputError as error:
            detail = getattr(error, "detail", "")
            raise forms.ValidationError(f"{error} {detail}".strip()) from None
        return record.deal

    def clean(self):
        cleaned = super().clean()
        director = self.instance.record.director if self.instance.record_id else None
        name = director.get_full_name().strip() if director else ""
        if " " in name:  # a first and a last name: one word alone is often a word too
            for field in TEXT_FIELDS:
                if folded(name) in folded(cleaned.get(field) or ""):
                    self.add_error(
                        field,
                        gettext(
                            "The text names the ruling’s director (%(name)s): a published ruling never names the director."
                        )
                        % {"name": name},
                    )
        return cleaned

    def clean_laws(self) -> str:
        try:
            laws = read_laws(self.cleaned_data["laws"])
        except LawsError as error:
            raise forms.ValidationError(str(error)) from None
        if not laws:
            raise forms.ValidationError(gettext("Name the Laws the ruling applies."))
        return laws
