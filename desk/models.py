"""A director's record of one ruling (issue 23, "Ruling records"): the board, the deal as pasted
and as the engine reads it, the facts, the Laws applied, the ruling, the adjusted score (Law 12C)
and an appeal's outcome (Laws 92, 93). Every save is kept (django-simple-history): who, when, what.
"""

from __future__ import annotations

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _
from simple_history.models import HistoricalRecords

MAX_BOARD = 999
LAW_SEPARATOR = ", "


class Appeal(models.TextChoices):
    """What became of an appeal against the ruling (Law 92A: a contestant may request a review of a
    ruling made at the table; Law 93: who hears it)."""

    NONE = "none", _("No appeal")
    UPHELD = "upheld", _("Appeal heard: ruling upheld")
    CHANGED = "changed", _("Appeal heard: ruling changed")
    WITHDRAWN = "withdrawn", _("Appeal withdrawn")


class RecordLanguage(models.TextChoices):
    """The language a record's "auction and play" is written in (desk65): made at the table, it is
    the table page's; typed on the desk, the desk page's. Each language by its own name."""

    TURKISH = "tr", "Türkçe"
    ENGLISH = "en", "English"


class RulingRecord(models.Model):
    director = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="ruling_records", verbose_name=_("director")
    )
    event = models.CharField(_("event"), max_length=200)
    session = models.CharField(_("session"), max_length=100, blank=True, default="")
    board = models.PositiveSmallIntegerField(
        _("board"), validators=[MinValueValidator(1), MaxValueValidator(MAX_BOARD)]
    )
    # As the director pasted it (PBN, LIN, a BBO link or a Deal value), and the PBN Deal value the
    # engine reads (north first), made from it by rulings.records on every save through the form.
    deal_source = models.TextField(_("deal"), blank=True, default="")
    deal = models.CharField(_("deal (PBN)"), max_length=80, blank=True, default="")
    auction_and_play = models.TextField(_("auction and play"), blank=True, default="")
    # The language "auction and play" was written in, so that the record reads (and a screen reader
    # speaks it) in that language on either desk. "" for a record saved before desk65, whose
    # language was not stored: it shows as it did, in the desk page's language.
    language = models.CharField(
        _("language of the auction and play"), max_length=2, choices=RecordLanguage.choices, blank=True, default=""
    )
    facts = models.TextField(_("facts as found"), blank=True, default="")
    # The labels in citation form ("16B1(a), 12C1(e)"), in the order given: desk.laws reads them.
    # Its own msgid (context "field"): a field's name is written in a list of the others in the
    # record's history, lower case in Turkish as theirs are ("uygulanan yasalar"), where the same
    # words as a heading (the list's column, the record's section) start with a capital.
    laws = models.TextField(pgettext_lazy("field", "Laws applied"), blank=True, default="")
    ruling = models.TextField(_("ruling"), blank=True, default="")
    adjusted_score = models.TextField(_("adjusted score"), blank=True, default="")
    appeal = models.CharField(_("appeal"), max_length=10, choices=Appeal.choices, default=Appeal.NONE)
    appeal_notes = models.TextField(_("appeal notes"), blank=True, default="")
    created = models.DateTimeField(_("created"), auto_now_add=True)
    updated = models.DateTimeField(_("updated"), auto_now=True)
    history = HistoricalRecords()

    class Meta:
        ordering = ["-updated", "-id"]
        verbose_name = _("ruling record")
        verbose_name_plural = _("ruling records")

    def __str__(self) -> str:
        # The board named as every page names it ("Kış Ligi · Bord 7"): the poll form's record choice.
        return f"{self.event} · " + gettext("Board %(board)s") % {"board": self.board}

    @property
    def law_labels(self) -> list[str]:
        return [label.strip() for label in self.laws.split(",") if label.strip()]


class Seat(models.TextChoices):
    N = "N", _("North")
    E = "E", _("East")
    S = "S", _("South")
    W = "W", _("West")


class Vulnerability(models.TextChoices):
    NONE = "None", _("Neither side vulnerable")
    NS = "NS", _("North-South vulnerable")
    EW = "EW", _("East-West vulnerable")
    ALL = "All", _("Both sides vulnerable")


class Poll(models.Model):
    """A player poll (Law 16B1(b)): one hand, the auction so far and the director's question, put
    to a few peers of the player; desk.polls makes the links and tallies the answers."""

    director = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="polls", verbose_name=_("director")
    )
    record = models.ForeignKey(
        RulingRecord,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="polls",
        verbose_name=_("ruling record"),
    )
    # The pollee's seat is the one whose turn it is after the auction (desk.polls checks it).
    seat = models.CharField(_("seat"), max_length=1, choices=Seat.choices)
    hand = models.CharField(_("hand"), max_length=40)  # as in a PBN Deal value: "AK32.KQJ54.A7.82"
    dealer = models.CharField(_("dealer"), max_length=1, choices=Seat.choices)
    vulnerability = models.CharField(_("vulnerability"), max_length=4, choices=Vulnerability.choices)
    auction = models.CharField(_("auction"), max_length=400, blank=True, default="")  # engine codes, from dealer
    question = models.TextField(_("question"))
    created = models.DateTimeField(_("created"), auto_now_add=True)
    closes_at = models.DateTimeField(_("closes at"))

    class Meta:
        ordering = ["-created", "-id"]
        verbose_name = _("player poll")
        verbose_name_plural = _("player polls")

    def __str__(self) -> str:
        return self.question[:60]

    @property
    def calls(self) -> list[str]:
        return self.auction.split()


class Pollee(models.Model):
    """One pollee's private link: only the token's SHA-256 is kept, so that the database does not
    hold the links. The answer is written once (desk.polls.answer)."""

    poll = models.ForeignKey(Poll, on_delete=models.CASCADE, related_name="pollees", verbose_name=_("player poll"))
    label = models.CharField(_("label"), max_length=60)
    token_hash = models.CharField(max_length=64, unique=True, editable=False)
    answered_at = models.DateTimeField(_("answered at"), null=True, blank=True)
    call = models.CharField(_("call"), max_length=4, blank=True, default="")
    alternatives = models.CharField(_("alternatives considered"), max_length=200, blank=True, default="")
    comment = models.TextField(_("comment"), blank=True, default="")

    class Meta:
        ordering = ["id"]
        verbose_name = _("pollee")
        verbose_name_plural = _("pollees")

    def __str__(self) -> str:
        return self.label
