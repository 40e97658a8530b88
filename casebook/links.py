"""Where a published ruling is read, in the active language (/tr/kararlar/<n>/, /en/casebook/<n>/)."""

from __future__ import annotations

from django.urls import reverse

from .models import PublishedRuling


def case_url(ruling: PublishedRuling) -> str:
    return reverse("casebook:detail", args=[ruling.pk])
