"""The texts that carry stand-off layers: every translatable text field of the Laws, whatever row
holds it (a paragraph's heading, text and tail; a definition's term and text; a footnote's text; a
Law's title), in each language, addressed the same way so that one layer mechanism serves them all.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from django.db.models import Model, Q

from ..labels import Label, parse_label
from ..models import CURRENT_EDITION, Definition, Footnote, Law, Paragraph, edition_code_of

LANGS = ("tr", "en")
# The owners of texts, their text fields, and the model each is a row of.
FIELDS = {
    "paragraph": ("heading", "text", "tail"),
    "definition": ("term", "text"),
    "footnote": ("text",),
    "law": ("title",),
}
MODELS: dict[str, type[Model]] = {"paragraph": Paragraph, "definition": Definition, "footnote": Footnote, "law": Law}


@dataclass(frozen=True)
class Text:
    """One field of one row in one language."""

    owner: str  # a key of FIELDS
    obj: Model
    field: str
    lang: str

    @property
    def content(self) -> str:
        return getattr(self.obj, f"{self.field}_{self.lang}") or ""

    @property
    def within(self) -> Label | None:
        """The paragraph a relative citation ("(b) below", "aşağıdaki E") is read from; None
        outside the tree of a Law, where only absolute citations mean something."""
        return parse_label(self.obj.label) if self.owner == "paragraph" else None

    @property
    def where(self) -> str:
        """How a report names the text: "50D2", "definition Artırım", "footnote 3", "law 12"."""
        if self.owner == "paragraph":
            return self.obj.label
        if self.owner == "definition":
            return f"definition {self.obj.term_tr}"
        return f"{self.owner} {self.obj.number}"


# How a layer row reaches the edition of its owner (lawbook.editions.editions: every row belongs to one).
EDITION_OF = {
    "paragraph": "paragraph__law__edition",
    "law": "law__edition",
    "definition": "definition__edition",
    "footnote": "footnote__edition",
}


@dataclass
class Scope:
    """Which rows' texts changed, in one edition: everything (an import), or the rows an edit
    touched. Layers of other editions are never read or written."""

    everything: bool = False
    ids: dict[str, set[int]] = field(default_factory=dict)  # owner -> primary keys
    edition: str = CURRENT_EDITION

    @classmethod
    def of(cls, edition: str | None = None, **rows) -> Scope:
        """Scope.of(paragraph=[p], definition=[d]): the given rows (of their edition)."""
        if edition is None:
            first = next((obj for objs in rows.values() for obj in objs or ()), None)
            edition = edition_code_of(first) or CURRENT_EDITION
        return cls(ids={owner: {obj.pk for obj in objs} for owner, objs in rows.items() if objs}, edition=edition)

    @property
    def empty(self) -> bool:
        return not self.everything and not any(self.ids.values())

    def rows_filter(self, owners: tuple[str, ...]) -> Q | None:
        """The stored layer rows in scope, for a layer whose rows belong to `owners`; None when
        none of them is."""
        if self.everything:
            query = Q(**{EDITION_OF[owners[0]]: self.edition})
            for owner in owners[1:]:
                query |= Q(**{EDITION_OF[owner]: self.edition})
            return query
        parts = [Q(**{f"{owner}_id__in": self.ids[owner]}) for owner in owners if self.ids.get(owner)]
        if not parts:
            return None
        query = parts[0]
        for part in parts[1:]:
            query |= part
        return query

    def texts(self) -> Iterator[Text]:
        for owner, fields in FIELDS.items():
            rows = _rows(owner, self.edition)
            if not self.everything:
                if not self.ids.get(owner):
                    continue
                rows = rows.filter(pk__in=self.ids[owner])
            for obj in rows:
                for lang in LANGS:
                    for name in fields:
                        yield Text(owner, obj, name, lang)


def _rows(owner: str, edition: str = CURRENT_EDITION):
    if owner == "paragraph":
        return Paragraph.objects.filter(law__edition=edition)
    return MODELS[owner].objects.filter(edition=edition)
