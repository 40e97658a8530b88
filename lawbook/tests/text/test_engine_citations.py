"""Every paragraph the ruling engine can cite exists in the lawbook (docs/rulings-cli.md)."""

import pytest

from lawbook.models import Paragraph
from rulings.laws import CITED_LABELS

pytestmark = pytest.mark.django_db


def test_every_label_the_engine_cites_exists():
    existing = set(Paragraph.objects.values_list("label", flat=True))
    assert CITED_LABELS, "the engine declares what it cites"
    assert sorted(CITED_LABELS - existing) == []
