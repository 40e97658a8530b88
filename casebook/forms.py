"""The admin's forms for a published ruling: the add form chooses the record to start from (its
text is copied: casebook.copying); the change form edits the copy, with the Laws read by desk.laws
(the one label grammar, checked against the current edition) and the required word that the text
names no player."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from desk.forms import LanguageSelect
from desk.laws import LawsError, read_laws
from desk.models import RulingRecord

from .models import PublishedRuling


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
        }
        labels = {"language": _("Language of the auction and play")}
        widgets = {"laws": forms.TextInput(attrs={"size": 40}), "language": LanguageSelect}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["names_no_player"].error_messages["required"] = gettext(
            "Confirm that the text names no player: a published ruling speaks of seats and the event."
        )

    def clean_laws(self) -> str:
        try:
            laws = read_laws(self.cleaned_data["laws"])
        except LawsError as error:
            raise forms.ValidationError(str(error)) from None
        if not laws:
            raise forms.ValidationError(gettext("Name the Laws the ruling applies."))
        return laws
