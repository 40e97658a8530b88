"""The published rulings under the paragraphs they cite (lawbook.registry.paragraph_asides).

The rule: a ruling stands under each paragraph it cites, by the exact label it cites. A ruling
citing 16B1 stands under 16B1 (on Law 16's page, under that paragraph), not under 16B1(a) or 16B
as well: the Law page shows 16B1(a) inside 16B1 anyway, and a label names the paragraph the
director relied on, not its neighbours. A ruling citing a whole Law ("73") stands under the Law's
opening.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from lawbook.registry import ParagraphAside

from .links import case_url
from .models import PublishedRuling


def case_asides() -> list[ParagraphAside]:
    kind = _("Published ruling")
    return [
        ParagraphAside(label, ruling.title, case_url(ruling), kind, ruling.text_language)
        for ruling in PublishedRuling.objects.published().only("pk", "title", "laws", "text_language")
        for label in ruling.law_labels
    ]
