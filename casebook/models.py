"""A ruling the federation publishes in its casebook (issue 23, "The casebook").

A Publisher makes a PublishedRuling from a director's RulingRecord (desk.models): the record's
text is copied once (casebook.copying), then edited here, anonymised (seats and the event, never a
player's or the director's name), with the federation's commentary in Turkish and English, and
published or withdrawn. The copy keeps the case when the record is deleted (SET_NULL). Every
save is kept (django-simple-history).
"""

from __future__ import annotations

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils.translation import gettext_lazy as _
from simple_history.models import HistoricalRecords

from desk.models import LAW_SEPARATOR, MAX_BOARD, Appeal, RecordLanguage, RulingRecord

PUBLISH_PERMISSION = "casebook.publish_ruling"


class Status(models.TextChoices):
    DRAFT = "draft", _("Draft, not published")
    PUBLISHED = "published", _("Published")
    WITHDRAWN = "withdrawn", _("Withdrawn")


class PublishedQuerySet(models.QuerySet):
    def published(self) -> PublishedQuerySet:
        """What readers see: published, newest first (a draft or a withdrawn ruling is nowhere)."""
        return self.filter(status=Status.PUBLISHED).order_by("-published_at", "-pk")


class PublishedRuling(models.Model):
    record = models.OneToOneField(
        RulingRecord,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="published_ruling",
        verbose_name=_("ruling record"),
    )
    title = models.CharField(_("title"), max_length=200)
    # The event as the publisher words it ("a national pairs final, 2026"): never a player's name.
    event = models.CharField(_("event"), max_length=200)
    board = models.PositiveSmallIntegerField(
        _("board"), validators=[MinValueValidator(1), MaxValueValidator(MAX_BOARD)]
    )
    deal = models.CharField(_("deal (PBN)"), max_length=80, blank=True, default="")
    auction_and_play = models.TextField(_("auction and play"), blank=True, default="")
    # The language the auction and play is written in, copied from the record (desk65): a case made
    # from a Turkish record is read in Turkish on the English casebook. "" when not known.
    language = models.CharField(
        _("language of the auction and play"), max_length=2, choices=RecordLanguage.choices, blank=True, default=""
    )
    # The language the case itself is written in (fix77; qa73 found it unmarked): its title, event,
    # facts, ruling, adjusted score and appeal notes are written once, by the Publisher, and shown as
    # written on both languages' pages, marked with this `lang` there (WCAG 3.1.2). The admin's add
    # form sets it to the record's language (desk65) where known, else the Publisher's page language
    # (qa92); he may change it.
    text_language = models.CharField(
        _("language of the case"), max_length=2, choices=RecordLanguage.choices, default=RecordLanguage.TURKISH
    )
    facts = models.TextField(_("facts as found"))
    # The labels in citation form ("16B1(a), 12C1(e)"), read by desk.laws.read_laws.
    laws = models.TextField(_("Laws applied"))
    ruling = models.TextField(_("ruling"))
    adjusted_score = models.TextField(_("adjusted score"), blank=True, default="")
    appeal = models.CharField(_("appeal"), max_length=10, choices=Appeal.choices, default=Appeal.NONE)
    appeal_notes = models.TextField(_("appeal notes"), blank=True, default="")
    commentary_tr = models.TextField(_("commentary (Turkish)"), blank=True, default="")
    commentary_en = models.TextField(_("commentary (English)"), blank=True, default="")
    # The publisher's word that the text speaks of seats and the event only (the form requires it).
    names_no_player = models.BooleanField(_("the text names no player"), default=False)
    status = models.CharField(_("status"), max_length=10, choices=Status.choices, default=Status.DRAFT)
    published_at = models.DateTimeField(_("published at"), null=True, blank=True)
    published_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("published by"),
    )
    created = models.DateTimeField(_("created"), auto_now_add=True)
    updated = models.DateTimeField(_("updated"), auto_now=True)
    history = HistoricalRecords()

    objects = PublishedQuerySet.as_manager()

    class Meta:
        ordering = ["-published_at", "-pk"]
        verbose_name = _("published ruling")
        verbose_name_plural = _("published rulings")
        permissions = [("publish_ruling", _("Can publish and withdraw a ruling in the casebook"))]

    def __str__(self) -> str:
        return self.title

    @property
    def is_published(self) -> bool:
        return self.status == Status.PUBLISHED

    @property
    def law_labels(self) -> list[str]:
        return [label.strip() for label in self.laws.split(LAW_SEPARATOR.strip()) if label.strip()]

    def commentary(self, lang: str) -> str:
        """The commentary in `lang`, else in Turkish (the federation writes Turkish first)."""
        return (self.commentary_en if lang == "en" else "") or self.commentary_tr
