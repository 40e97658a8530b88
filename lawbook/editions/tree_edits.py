"""Changing the shape of a draft edition's text: adding a paragraph at a chosen place in a Law's
tree, and discarding a whole draft edition.

A paragraph is addressed by its label (lawbook.labels): the label says its depth and its parent
(64B4 goes under 64B), so an editor chooses the Law, the label and the sibling it follows, and
the reading order (`position`) of everything after it moves down by one. Only a draft edition
changes shape: the published text is the federation's official text and changes only by
publishing a new edition (lawbook.editions.editions).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.db.models import F
from django.utils.translation import gettext as _

from ..labels import Label, LabelError, parse_label
from ..models import Chapter, Definition, Edition, Footnote, Law, Paragraph
from .editions import NotADraft, hold_draft
from .history import deletion_records_together


class TreeEditError(ValueError):
    """An edit of the tree that cannot be made (the message says why, for the form)."""


@dataclass(frozen=True)
class Place:
    """Where a new paragraph goes: its Law, its label, its parent, and its reading position."""

    law: Law
    label: Label
    parent: Paragraph
    position: int


def place_for(law: Law, label_text: str, after: Paragraph | None) -> Place:
    """Check that `label_text` can be added to `law` after the sibling `after` (first under its
    parent when None) and say where it goes."""
    if law.edition.status != Edition.DRAFT:
        raise TreeEditError(
            _("Edition %(code)s is not a draft: its text is changed only by publishing a new edition.")
            % {"code": law.edition_id}
        )
    try:
        label = parse_label(label_text)
    except LabelError as error:
        raise TreeEditError(
            _("“%(label)s” is not a paragraph label (for example 64B4 or 80B2(g)(xi)).") % {"label": label_text}
        ) from error
    if label.law != law.number:
        raise TreeEditError(
            _("%(label)s is a label of Law %(other)s, not of Law %(law)s.")
            % {"label": label, "other": label.law, "law": law.number}
        )
    if label.parent is None:
        raise TreeEditError(_("Law %(law)s already has its opening paragraph.") % {"law": law.number})
    if Paragraph.objects.filter(law=law, label=str(label)).exists():
        raise TreeEditError(
            _("There is already a paragraph %(label)s in edition %(code)s.") % {"label": label, "code": law.edition_id}
        )
    parent = Paragraph.objects.filter(law=law, label=str(label.parent)).first()
    if parent is None:
        raise TreeEditError(
            _("%(label)s goes under %(parent)s, which this edition does not have: add %(parent)s first.")
            % {"label": label, "parent": label.parent}
        )
    if after is None:
        return Place(law, label, parent, parent.position + 1)
    if after.law.edition_id != law.edition_id:
        # With two drafts open the list offers both drafts' paragraphs: the slip is the edition.
        raise TreeEditError(
            _("%(after)s chosen to follow is of edition %(other)s, not of %(code)s: choose a paragraph of %(code)s.")
            % {"after": after.label, "other": after.law.edition_id, "code": law.edition_id}
        )
    if after.law_id != law.pk or after.parent_id != parent.pk:
        raise TreeEditError(
            _("%(label)s goes under %(parent)s: choose a paragraph of %(parent)s to follow, not %(after)s.")
            % {"label": label, "parent": parent.label, "after": after.label}
        )
    return Place(law, label, parent, _end_of_subtree(after) + 1)


def _end_of_subtree(paragraph: Paragraph) -> int:
    """The reading position of the last paragraph under `paragraph` (its own when it has none)."""
    top = parse_label(paragraph.label)
    inside = [
        p.position
        for p in Paragraph.objects.filter(law_id=paragraph.law_id, position__gt=paragraph.position).only(
            "label", "position"
        )
        if parse_label(p.label).is_within(top)
    ]
    return max(inside, default=paragraph.position)


@transaction.atomic
def insert(paragraph: Paragraph, place: Place) -> Paragraph:
    """Save the new `paragraph` at `place`, moving every later paragraph of the Law down by one; only
    while the Law's edition is a draft (held: a publication under way waits, or has been made)."""
    hold_draft(place.law.edition_id)
    Paragraph.objects.filter(law=place.law, position__gte=place.position).update(position=F("position") + 1)
    paragraph.law = place.law
    paragraph.label = str(place.label)
    paragraph.anchor = place.label.anchor
    paragraph.parent = place.parent
    paragraph.depth = place.label.depth
    paragraph.position = place.position
    paragraph.save()
    return paragraph


@dataclass(frozen=True)
class DraftContents:
    """What discarding a draft removes, for the confirmation page."""

    laws: int
    paragraphs: int
    definitions: int
    footnotes: int


def contents(edition: Edition) -> DraftContents:
    return DraftContents(
        laws=Law.objects.filter(edition=edition.code).count(),
        paragraphs=Paragraph.objects.filter(law__edition=edition.code).count(),
        definitions=Definition.objects.filter(edition=edition.code).count(),
        footnotes=Footnote.objects.filter(edition=edition.code).count(),
    )


def discard(edition: Edition) -> None:
    """Delete a draft edition with every row it holds; a published (or withdrawn) edition is the
    record of what readers were given and is never deleted."""
    with transaction.atomic():
        try:
            locked = hold_draft(edition.code)
        except NotADraft:
            raise TreeEditError(
                _("Edition %(code)s is not a draft: only a draft can be discarded.") % {"code": edition.code}
            ) from None
        # Each deleted text row's history record ("-") as simple_history makes it, the records
        # written together at the end (one INSERT per table and batch, not one per row: perf299).
        with deletion_records_together():
            # Laws first: a Law protects its chapter, and its paragraphs (with their notes and layers)
            # go with it.
            Law.objects.filter(edition=locked.code).delete()
            for model in (Footnote, Definition, Chapter):
                model.objects.filter(edition=locked.code).delete()
            locked.delete()
