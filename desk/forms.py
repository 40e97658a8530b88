"""The ruling record's form. The deal is read by the table page's reader (situations.table_record,
on rulings.records: PBN, LIN, a BBO link or a Deal value), with its problems in the page's
language; the Laws by desk.laws. A bad form is shown again with everything as typed."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rulings.records import RecordError, board_numbers
from situations.table_input import InputError
from situations.table_record import read as read_board_record
from situations.table_record import record_problem

from .laws import LawsError, read_laws
from .models import MAX_BOARD, RulingRecord


class LanguageSelect(forms.Select):
    """The record's language, each option its language's own name marked with it (lang="tr" on
    "Türkçe"), so that a screen reader on the English desk says "Türkçe" in a Turkish voice."""

    def create_option(self, name, value, label, selected, index, subindex=None, attrs=None):
        option = super().create_option(name, value, label, selected, index, subindex, attrs)
        if value:
            option["attrs"] = {**option["attrs"], "lang": value}
        return option


class RulingRecordForm(forms.ModelForm):
    board = forms.IntegerField(label=_("Board"), min_value=1, max_value=MAX_BOARD)

    class Meta:
        model = RulingRecord
        fields = [
            "event",
            "session",
            "board",
            "deal_source",
            "auction_and_play",
            "language",
            "facts",
            "laws",
            "ruling",
            "adjusted_score",
            "appeal",
            "appeal_notes",
        ]
        labels = {
            "event": _("Event"),
            "session": _("Session"),
            "deal_source": _("Deal"),
            "auction_and_play": _("Auction and play"),
            "language": _("Language of the auction and play"),
            "facts": _("Facts as found"),
            "laws": _("Laws applied"),
            "ruling": _("Ruling"),
            "adjusted_score": _("Adjusted score"),
            "appeal": _("Appeal (Laws 92, 93)"),
            "appeal_notes": _("About the appeal"),
        }
        help_texts = {
            "deal_source": _(
                "Paste a PBN file or Deal tag, a LIN record or a BBO hand-viewer link, as on the table page."
            ),
            "laws": _("The paragraphs applied, separated by commas, e.g. 16B1(a), 12C1(e)."),
            "language": _("A screen reader reads the auction and play in this language, whatever the page's."),
        }
        widgets = {
            "deal_source": forms.Textarea(attrs={"rows": 4}),
            "auction_and_play": forms.Textarea(attrs={"rows": 3}),
            "language": LanguageSelect,
            "facts": forms.Textarea(attrs={"rows": 6}),
            "laws": forms.TextInput(attrs={"size": 40}),
            "ruling": forms.Textarea(attrs={"rows": 5}),
            "adjusted_score": forms.Textarea(attrs={"rows": 2}),
            "appeal_notes": forms.Textarea(attrs={"rows": 3}),
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # In the request's language: a lazy string formatted at import time would not be.
        board_error = gettext("The board number must be a whole number from 1 to %(max)s.") % {"max": MAX_BOARD}
        for key in ("required", "invalid", "min_value", "max_value"):
            self.fields["board"].error_messages[key] = board_error
        self.fields["event"].error_messages["required"] = gettext("Name the event.")
        self.fields["deal_source"].required = True
        self.fields["deal_source"].error_messages["required"] = gettext("Paste the deal: PBN, LIN or a BBO link.")
        self._mark_play_language()

    def _mark_play_language(self) -> None:
        """The box holding the auction and play says its language (desk65): a record made at the
        table in Turkish and opened on the English desk is still read in Turkish."""
        language = self.initial.get("language") or self.instance.language
        if language:
            self.fields["auction_and_play"].widget.attrs["lang"] = language

    def clean_deal_source(self) -> str:
        text = self.cleaned_data["deal_source"]
        try:
            record = read_board_record(text)
        except InputError as error:
            detail = getattr(error, "detail", "")
            raise forms.ValidationError(f"{error} {detail}".strip()) from None
        self.instance.deal = record.deal
        self._record_board = record.board
        return text

    def clean(self):
        """A PBN file of a session holds many boards and the reader takes the first: a record for
        another board of the file would show that first board's deal, dealer and vulnerability
        (desk.diagram.markings) under the number typed. Said, not guessed: the Director pastes that
        board's own record or corrects the number."""
        data = super().clean()
        board, first = data.get("board"), getattr(self, "_record_board", None)
        if board is None or first is None or board == first:
            return data
        # The records' own tag reader (the one that read the first board), so both read a tag alike;
        # a later board's malformed tag is said as the table page says it in a first board.
        try:
            numbers = set(board_numbers(data.get("deal_source", "")))
        except RecordError as error:
            self.add_error("deal_source", record_problem(error))
            return data
        if board in numbers:
            message = gettext(
                "This PBN file holds several boards and only its first, board %(first)s, is read: paste board "
                "%(board)s's own record (its tags, from [Event] to the empty line after its play) or correct the "
                "board number."
            )
            self.add_error("deal_source", message % {"first": first, "board": board})
        return data

    def clean_laws(self) -> str:
        try:
            return read_laws(self.cleaned_data["laws"])
        except LawsError as error:
            raise forms.ValidationError(str(error)) from None
