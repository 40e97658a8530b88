"""Forms of the quiz pages: topics, the exam's settings, sign-up."""

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from .question_types import TOPIC_LABELS, TYPES

TOPIC_CHOICES = [(t, TOPIC_LABELS[t]) for t in TYPES]
MAX_QUESTIONS = 50
MAX_MINUTES = 180


class TopicsForm(forms.Form):
    topics = forms.MultipleChoiceField(
        label=_("Topics"), choices=TOPIC_CHOICES, required=False, widget=forms.CheckboxSelectMultiple
    )

    def chosen(self) -> list[str]:
        return list(self.cleaned_data.get("topics") or TYPES)


class ExamForm(TopicsForm):
    """The home page shows it beside the practice form: its own ids ("exam-topics_0"), so that no two
    elements share one (the practice form's "id_topics_0") and each label points at its own box."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("auto_id", "exam-%s")
        super().__init__(*args, **kwargs)

    # Each limit said in one message, the box's own: Django's "Ensure this value is less than or
    # equal to 50." named neither the box nor the other end of the range (polish75).
    count = forms.IntegerField(
        label=_("Number of questions"),
        min_value=1,
        max_value=MAX_QUESTIONS,
        initial=20,
        error_messages=dict.fromkeys(
            ("invalid", "min_value", "max_value", "required"),
            format_lazy(_("Give the number of questions as a whole number from 1 to {most}."), most=MAX_QUESTIONS),
        ),
    )
    time_limit = forms.IntegerField(
        label=_("Time limit in minutes (empty: none)"),
        min_value=1,
        max_value=MAX_MINUTES,
        required=False,
        error_messages=dict.fromkeys(
            ("invalid", "min_value", "max_value"),
            format_lazy(
                _("Give the time limit as a whole number of minutes from 1 to {most}, or leave it empty for none."),
                most=MAX_MINUTES,
            ),
        ),
    )


class SignupForm(UserCreationForm):
    class Meta(UserCreationForm.Meta):
        fields = ("username",)
