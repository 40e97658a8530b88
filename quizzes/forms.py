"""Forms of the quiz pages: topics, the exam's settings, sign-up."""

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.utils.translation import gettext_lazy as _

from .question_types import TOPIC_LABELS, TYPES

TOPIC_CHOICES = [(t, TOPIC_LABELS[t]) for t in TYPES]


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

    count = forms.IntegerField(label=_("Number of questions"), min_value=1, max_value=50, initial=20)
    time_limit = forms.IntegerField(
        label=_("Time limit in minutes (empty: none)"), min_value=1, max_value=180, required=False
    )


class SignupForm(UserCreationForm):
    class Meta(UserCreationForm.Meta):
        fields = ("username",)
