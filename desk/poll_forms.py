"""The player poll's two forms: the director's (the hand, the auction so far, the question, how many
pollees) and the pollee's (his call, the alternatives he seriously considered, a comment). What is
typed is read by desk.polls; each problem is a form error in the page's language."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rulings import words as names
from situations.guide import current_lang
from situations.table_input import InputError

from .models import Poll, Seat, Vulnerability
from .polls import MAX_POLLEES, hand_of_record, read_calls, read_hand, turn_after

MAX_DAYS = 30
MAX_LABEL = 60


class PollForm(forms.Form):
    record = forms.ModelChoiceField(queryset=None, required=False, label=_("Ruling record"))
    dealer = forms.ChoiceField(label=_("Dealer"), choices=Seat.choices)
    vulnerability = forms.ChoiceField(label=_("Vulnerability"), choices=Vulnerability.choices)
    auction = forms.CharField(
        label=_("The auction so far"),
        required=False,
        max_length=400,
        help_text=_("From the dealer, calls separated by spaces: 1H X 2H P, or 1♥ kontr 2♥ pas."),
        widget=forms.TextInput(attrs={"size": 50}),
    )
    hand = forms.CharField(
        label=_("The pollee's hand"),
        required=False,
        max_length=80,
        help_text=_(
            "AK32.KQJ54.A7.82 (spades first) or S:AK32 H:KQJ54 D:A7 C:82. Left empty, the hand of the "
            "seat to call is taken from the record's deal."
        ),
        widget=forms.TextInput(attrs={"size": 40}),
    )
    # 16B1(b), TR "aynı ortaklık metotlarını kullanan oyunculardan", WBF "using the methods of the
    # partnership": the pollee's page asks for an answer "with the methods of the partnership
    # described", and the question is the only place the director can describe them.
    question = forms.CharField(
        label=_("The question"),
        max_length=2000,
        help_text=_(
            "Describe in it the partnership's methods that bear on the call (its system and agreements): the "
            "pollees are asked to answer with them. Law 16B1(b) asks what players of the same standard, using the "
            "same partnership methods, would seriously consider."
        ),
        widget=forms.Textarea(attrs={"rows": 3}),
    )
    pollees = forms.IntegerField(label=_("Number of pollees"), initial=5)
    labels = forms.CharField(
        label=_("Labels (optional)"),
        required=False,
        help_text=_("One per line, e.g. “pollee 1” or a club's name; never needs to be a person's name."),
        widget=forms.Textarea(attrs={"rows": 3}),
    )
    days = forms.IntegerField(label=_("Days open"), initial=7, min_value=1, max_value=MAX_DAYS)

    def __init__(self, *args, director, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["record"].queryset = director.ruling_records.all()
        self.fields["record"].error_messages["invalid_choice"] = gettext("Choose one of your ruling records.")
        count_error = gettext("The number of pollees must be a whole number from 1 to %(max)s.") % {"max": MAX_POLLEES}
        self.fields["pollees"].error_messages.update(required=count_error, invalid=count_error)
        # Django's own words ("Ensure this value is greater than or equal to 1.", "This field is
        # required.") say one bound at a time and not what the number is: the pollees' way.
        days_error = gettext("The days the poll stays open must be a whole number from 1 to %(max)s.") % {
            "max": MAX_DAYS
        }
        for key in ("required", "invalid", "min_value", "max_value"):
            self.fields["days"].error_messages[key] = days_error
        self.fields["question"].error_messages["required"] = gettext("Write the question to the pollees.")

    def clean_pollees(self) -> int:
        count = self.cleaned_data["pollees"]
        if not 1 <= count <= MAX_POLLEES:
            raise forms.ValidationError(self.fields["pollees"].error_messages["invalid"])
        return count

    def clean_labels(self) -> list[str]:
        labels = [line.strip() for line in self.cleaned_data["labels"].splitlines() if line.strip()]
        if any(len(label) > MAX_LABEL for label in labels):
            raise forms.ValidationError(gettext("A label has at most %(max)s characters.") % {"max": MAX_LABEL})
        return labels

    def clean(self):
        data = super().clean()
        if "pollees" in data and "labels" in data and len(data["labels"]) > data["pollees"]:
            self.add_error("labels", gettext("There are more labels than pollees."))
        if "dealer" not in data or "auction" not in data:
            return data
        try:
            data["calls"] = read_calls(data["auction"])
            data["seat"] = turn_after(data["dealer"], data["calls"])
        except InputError as error:
            self.add_error("auction", str(error))
            return data
        self._clean_hand(data)
        return data

    def _clean_hand(self, data) -> None:
        typed, record = data.get("hand", ""), data.get("record")
        if not typed.strip() and record is not None:
            typed = hand_of_record(record, data["seat"])
        if not typed.strip():
            self.add_error("hand", gettext("Give the pollee's hand, or choose a record whose deal holds it."))
            return
        try:
            data["hand"] = read_hand(typed, data["seat"])
        except InputError as error:
            self.add_error("hand", str(error))


class AnswerForm(forms.Form):
    call = forms.ChoiceField(label=_("Your call"))
    alternatives = forms.CharField(
        label=_("Other calls you seriously considered"),
        required=False,
        max_length=200,
        help_text=_("Separated by spaces, e.g. 3H 4H; leave empty if none."),
    )
    comment = forms.CharField(
        label=_("Comment (optional)"), required=False, max_length=1000, widget=forms.Textarea(attrs={"rows": 3})
    )

    def __init__(self, *args, poll: Poll, legal: list[str], **kwargs):
        super().__init__(*args, **kwargs)
        lang = current_lang()
        self.legal = legal
        self.fields["call"].choices = [("", "—")] + [(code, names.call(code, lang)) for code in legal]
        choose = gettext("Choose your call.")
        self.fields["call"].error_messages.update(required=choose, invalid_choice=choose)

    def clean_alternatives(self) -> tuple[str, ...]:
        try:
            calls = read_calls(self.cleaned_data["alternatives"])
        except InputError as error:
            raise forms.ValidationError(str(error)) from None
        lang = current_lang()
        for call in calls:
            if call not in self.legal:
                raise forms.ValidationError(
                    gettext("%(call)s cannot be made at this turn.") % {"call": names.call(call, lang)}
                )
        return tuple(dict.fromkeys(calls))

    def clean(self):
        data = super().clean()
        if data.get("call") and "alternatives" in data:
            data["alternatives"] = tuple(call for call in data["alternatives"] if call != data["call"])
        return data
