"""Forms of the quiz pages: topics, the exam's settings, sign-up."""

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.utils.translation import gettext_lazy as _

from .questions import TYPES

TOPIC_LABELS = {
    "scoring": _("Scoring"),
    "board": _("Boards and dealing"),
    "imps": _("IMPs"),
    "revoke": _("Revokes"),
    "penalty_card": _("Penalty cards"),
    "lead_out_of_turn": _("Leads out of turn"),
    "revoke_correction": _("Revoke corrections"),
    "opening_lead_spread": _("Spreading after an opening lead out of turn"),
    "insufficient_bid": _("Insufficient bids"),
    "call_out_of_rotation": _("Calls out of rotation"),
    "declarer_contract": _("Declarer and contract"),
    "withdrawn_call_lead": _("Lead restrictions after a withdrawn call"),
    "definitions": _("Definitions"),
    "where": _("Which Law?"),
}
TOPIC_CHOICES = [(t, TOPIC_LABELS[t]) for t in TYPES]


class TopicsForm(forms.Form):
    topics = forms.MultipleChoiceField(
        label=_("Topics"), choices=TOPIC_CHOICES, required=False, widget=forms.CheckboxSelectMultiple
    )

    def chosen(self) -> list[str]:
        return list(self.cleaned_data.get("topics") or TYPES)


class ExamForm(TopicsForm):
    count = forms.IntegerField(label=_("Number of questions"), min_value=1, max_value=50, initial=20)
    time_limit = forms.IntegerField(
        label=_("Time limit in minutes (empty: none)"), min_value=1, max_value=180, required=False
    )


class SignupForm(UserCreationForm):
    class Meta(UserCreationForm.Meta):
        fields = ("username",)
