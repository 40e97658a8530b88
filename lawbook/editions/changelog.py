"""What changed in each published edition, for readers: the changelog page, its Atom feed and the
change markers of the Law pages.

Every published edition is compared with the published edition it replaced
(lawbook.editions.editions.previous_published): the paragraphs of Laws 1-93 (heading, text, text after the
sub-paragraphs), the Law titles, the chapter names, the definitions and the footnotes, each text
in Turkish and in English, with a word-level diff (lawbook.editions.history.word_diff, which escapes every
word). The first edition (the WBF's 2017 Laws) has nothing to compare with: it is the original
text. Drafts are never compared nor listed.

What changed only changes when the content version does (a publication bumps it), so the
comparison is made once per content version and kept in Django's cache.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.core.cache import cache
from django.db.models import Q
from django.urls import reverse
from django.utils.safestring import SafeString
from django.utils.translation import get_language, gettext
from django.utils.translation import gettext_lazy as _

from .. import content_version
from ..labels import try_parse_label
from ..layers.render import SiteLinks
from ..models import Chapter, Definition, Edition, EditorNote, Footnote, Interpretation, Law, Paragraph, split_labels
from ..text.languages import current_lang, in_language
from . import editions
from .history import word_diff

LINKS = SiteLinks()

LANGS = ("tr", "en")

KIND_NAMES = {
    "paragraph": _("Paragraph %(name)s"),
    "law": _("Title of Law %(name)s"),
    "chapter": _("Name of chapter %(name)s"),
    "definition": _("Definition: %(name)s"),
    "footnote": _("Footnote %(name)s"),
    "interpretation": _("Federation interpretation on %(name)s"),
}
STATUS_NAMES = {"changed": _("changed"), "added": _("added"), "removed": _("removed")}
FIELD_NAMES = {
    "heading": _("heading"),
    "text": _("text"),
    "tail": _("text after the sub-paragraphs"),
    "title": _("title"),
    "name": _("name"),
    "term": _("term"),
}


@dataclass(frozen=True)
class TextDiff:
    """One text field of a changed item, in both languages; a language whose text did not change
    has no diff (`tr`/`en` empty) and says so on the page."""

    field: str  # heading, text, tail, title, name, term
    tr: SafeString | str
    en: SafeString | str

    @property
    def field_name(self) -> str:
        return str(FIELD_NAMES[self.field])


@dataclass(frozen=True)
class ChangedItem:
    kind: str  # paragraph, law, chapter, definition, footnote, interpretation
    name: str  # what readers call it: 64B3, Law 64, a term, footnote 3
    key: str  # unique within the edition: the id of its entry on the changelog page
    status: str  # changed, added, removed
    diffs: tuple[TextDiff, ...]
    edition: str  # the code of the edition that changed it
    page: int | str | None  # the page that shows it: a Law's number, "definitions", or none
    fragment: str  # "#64B3" on that page
    in_current_edition: bool
    name_en: str = ""  # the English name where it differs (a defined term)

    @property
    def title(self) -> str:
        english = (get_language() or "")[:2] == "en" and self.name_en
        return str(KIND_NAMES[self.kind]) % {"name": self.name_en if english else self.name}

    @property
    def status_name(self) -> str:
        return str(STATUS_NAMES[self.status])

    # The addresses are made when the page is drawn, in its language (the item is cached for both).
    @property
    def in_edition(self) -> str:
        """Its address in the edition that changed it ("" when removed or shown in no edition page)."""
        if self.status == "removed" or not isinstance(self.page, int):
            return ""
        return LINKS.edition_law(self.edition, self.page, self.fragment)

    @property
    def in_current(self) -> str:
        """Its address in the current edition ("" when the current edition has none)."""
        if not self.in_current_edition or self.page is None:
            return ""
        if isinstance(self.page, int):
            return LINKS.law(self.page, self.fragment)
        return LINKS.definitions(self.fragment)  # "definitions": that page shows the current edition only


@dataclass(frozen=True)
class EditionEntry:
    edition: Edition
    previous: Edition | None
    items: tuple[ChangedItem, ...]

    @property
    def is_original(self) -> bool:
        return self.previous is None

    # The edition's title and note in the page's language, taken when the page is drawn (the entry
    # is cached for both languages); the Turkish where the English is empty.
    @property
    def title(self) -> str:
        return in_language(self.edition, "title", current_lang())

    @property
    def note(self) -> str:
        return in_language(self.edition, "note", current_lang())

    @property
    def anchor(self) -> str:
        return entry_anchor(self.edition.code)

    def of_kind(self, kind: str) -> list[ChangedItem]:
        return [item for item in self.items if item.kind == kind]

    @property
    def paragraphs(self) -> list[ChangedItem]:
        return self.of_kind("paragraph")

    @property
    def others(self) -> list[ChangedItem]:
        return [item for item in self.items if item.kind != "paragraph"]


def entry_anchor(code: str, key: str = "") -> str:
    """The id of an edition's entry, or of one item in it, on the changelog page."""
    return f"edition-{code}" + (f"-{key}" if key else "")


def changelog_url(code: str, key: str = "") -> str:
    return reverse("lawbook:changes") + "#" + entry_anchor(code, key)


# --- comparing two editions --------------------------------------------------------------------


@dataclass(frozen=True)
class _Kind:
    """How one kind of text is read from an edition and addressed."""

    kind: str
    model: Any  # a model class (Django has no stubs here)
    edition_field: str
    key: tuple[str, ...]  # the columns that name a row across editions
    fields: tuple[str, ...]
    extra: tuple[str, ...] = ()
    order: tuple[str, ...] = ()


KINDS = (
    _Kind("law", Law, "edition", ("number",), ("title",), order=("number",)),
    _Kind("chapter", Chapter, "edition", ("number",), ("name",), ("roman",), ("number",)),
    _Kind(
        "paragraph",
        Paragraph,
        "law__edition",
        ("law__number", "label"),
        ("heading", "text", "tail"),
        ("anchor",),
        ("law__number", "position"),
    ),
    _Kind("definition", Definition, "edition", ("slug",), ("term", "text"), ("term_tr", "term_en"), ("position",)),
    _Kind("footnote", Footnote, "edition", ("number",), ("text",), ("paragraph__law__number",), ("number",)),
    # An interpretation has no number of its own: the decision it comes from and the paragraphs it
    # concerns name it across editions (a changed source or label list shows as removed and added).
    _Kind(
        "interpretation",
        Interpretation,
        "edition",
        ("kind", "source", "date", "labels"),
        ("title", "text"),
        order=("position", "date", "pk"),
    ),
)


def _rows(kind: _Kind, code: str) -> dict[tuple, dict]:
    columns = {*kind.key, *kind.extra, *(f"{f}_{lang}" for f in kind.fields for lang in LANGS)}
    rows = kind.model.objects.filter(**{kind.edition_field: code}).order_by(*kind.order).values(*columns)
    return {tuple(row[k] for k in kind.key): row for row in rows}


def _diffs(kind: _Kind, old: dict | None, new: dict | None) -> tuple[TextDiff, ...]:
    diffs = []
    for field in kind.fields:
        texts = {}
        for lang in LANGS:
            before = (old or {}).get(f"{field}_{lang}") or ""
            after = (new or {}).get(f"{field}_{lang}") or ""
            texts[lang] = word_diff(before, after) if before != after else ""
        if any(texts.values()):
            diffs.append(TextDiff(field, texts["tr"], texts["en"]))
    return tuple(diffs)


def compare(old: str, new: str, current: str, memo: dict | None = None) -> list[ChangedItem]:
    """What edition `new` changed against edition `old`, in reading order; addresses into `new`
    and into the `current` edition. `memo` keeps the rows read, for a caller comparing several
    editions (each edition is the new one of one comparison and the old one of the next)."""
    memo = {} if memo is None else memo

    def rows(kind: _Kind, code: str) -> dict[tuple, dict]:
        if (kind.kind, code) not in memo:
            memo[kind.kind, code] = _rows(kind, code)
        return memo[kind.kind, code]

    items = []
    for kind in KINDS:
        before, after, now = rows(kind, old), rows(kind, new), rows(kind, current)
        for key in [*after, *(k for k in before if k not in after)]:
            diffs = _diffs(kind, before.get(key), after.get(key))
            if not diffs:
                continue
            status = "added" if key not in before else "removed" if key not in after else "changed"
            row = after.get(key) or before[key]
            items.append(_item(kind, row, status, diffs, new, key in now))
    return items


def editor_notes_changed(old: str, new: str) -> list[str]:
    """The paragraphs (by label) and definitions (by term) whose editor's notes differ between two
    editions: a note added, removed or reworded in either language. Readers see the notes under the
    text; `compare` does not hold them, so the publish page asks here whether a draft changes any."""

    def notes(code: str) -> dict[tuple, tuple]:
        rows = EditorNote.objects.filter(Q(paragraph__law__edition=code) | Q(definition__edition=code)).values(
            "paragraph__label", "definition__slug", "definition__term_tr", "kind", "text_tr", "text_en"
        )
        return {
            (r["paragraph__label"] or "", r["definition__slug"] or "", r["kind"]): (
                r["paragraph__label"] or r["definition__term_tr"],
                r["text_tr"] or "",
                r["text_en"] or "",
            )
            for r in rows
        }

    before, after = notes(old), notes(new)
    changed = {(before.get(key) or after[key])[0] for key in {*before, *after} if before.get(key) != after.get(key)}
    return sorted(changed)


def _item(kind: _Kind, row: dict, status: str, diffs, code: str, in_current: bool) -> ChangedItem:
    name, key, page, fragment = _naming(kind.kind, row)
    return ChangedItem(
        kind=kind.kind,
        name=name,
        key=key,
        status=status,
        diffs=diffs,
        edition=code,
        page=page,
        fragment=fragment,
        in_current_edition=in_current,
        name_en=row.get("term_en") or "",
    )


def _naming(kind: str, row: dict) -> tuple[str, str, int | str | None, str]:
    """(name, key on the changelog page, the page that shows it: a Law's number, "definitions"
    or None, #fragment there)."""
    if kind == "paragraph":
        return row["label"], row["anchor"], row["law__number"], f"#{row['anchor']}"
    if kind == "law":
        return str(row["number"]), f"law-{row['number']}", row["number"], ""
    if kind == "chapter":
        return row["roman"], f"chapter-{row['number']}", None, ""
    if kind == "definition":
        return row["term_tr"], f"term-{row['slug']}", "definitions", f"#{row['slug']}"
    if kind == "interpretation":
        return _interpretation_naming(row)
    number = row["number"]
    return str(number), f"fn-{number}", row["paragraph__law__number"], f"#fn-{number}"


def _interpretation_naming(row: dict) -> tuple[str, str, int | None, str]:
    """Named by the paragraphs it concerns; shown under the first of them on its Law's page."""
    labels = split_labels(row["labels"])
    parsed = [try_parse_label(text) for text in labels]
    if not parsed or parsed[0] is None:
        return row["labels"], f"interpretation-{row['date']}", None, ""
    key = "interpretation-" + "-".join(label.anchor for label in parsed if label is not None)
    return ", ".join(labels), f"{key}-{row['date']}", parsed[0].law, f"#{parsed[0].anchor}"


# --- the changelog, once per content version ---------------------------------------------------


def _cached(name: str, make):
    stamp = content_version.recent()
    key = f"changelog:{name}:{stamp.version}:{stamp.changed_at.timestamp() if stamp.changed_at else ''}"
    value = cache.get(key)
    if value is None:
        value = make()
        cache.set(key, value, timeout=None)
    return value


def published_entries() -> list[EditionEntry]:
    """Every published edition, newest first, with what it changed."""
    return _cached("entries", _entries)


def _entries() -> list[EditionEntry]:
    current = editions.current().code
    entries: list[EditionEntry] = []
    memo: dict = {}
    for edition in editions.published().select_related("based_on").order_by("-published_at", "-pk"):
        previous = editions.previous_published(edition)
        items = compare(previous.code, edition.code, current, memo) if previous else []
        entries.append(EditionEntry(edition, previous, tuple(items)))
    return entries


def changed_labels(previous: Edition | None, shown: Edition, added: bool = False) -> dict[int, frozenset[str]]:
    """The labels of the paragraphs `shown` changed against `previous` (with `added`, only those
    it added, which `previous` does not have: their marker says "added", qa78), by Law: the change
    markers of the Law pages, computed once per content version and pair of editions (for a
    draft, on every call)."""
    if previous is None:
        return {}

    def make() -> dict[int, frozenset[str]]:
        by_law: dict[int, set[str]] = {}
        for change in editions.changed_paragraphs(previous, shown):
            if change.added or not added:
                by_law.setdefault(change.law, set()).add(change.label)
        return {law: frozenset(labels) for law, labels in by_law.items()}

    if shown.is_draft:
        # A draft's saves do not move the content version (lawbook.layers.text_changed): its
        # markers are made afresh, so that the editor sees each save at once.
        return make()
    return _cached(f"{'added' if added else 'labels'}:{previous.code}:{shown.code}", make)


# --- a draft that changes nothing a reader sees (fix58's rule, one place: editions.publish) -------


def changes_besides_the_text(edition: Edition, current: Edition) -> list[dict[str, str]]:
    """What a reader would see changed by publishing `edition` that the text comparison
    (changelog.compare) does not hold: the edition's title and note in each language (the changelog,
    its feed and the book show them) and the editor's notes. An edition carries no date of its own
    before it is published (publish sets `published_at`), so a date is never a change here."""
    found = []
    languages = (("tr", gettext("Turkish")), ("en", gettext("English")))
    whats = {
        "title": gettext("The edition's title (%(language)s)"),
        "note": gettext("The edition's note (%(language)s)"),
    }
    for field, what in whats.items():
        for lang, language in languages:
            before = getattr(current, f"{field}_{lang}") or ""
            after = getattr(edition, f"{field}_{lang}") or ""
            if before != after:
                found.append({"what": what % {"language": language}, "lang": lang, "before": before, "after": after})
    notes = editor_notes_changed(current.code, edition.code)
    if notes:
        found.append({"what": gettext("The editor's notes on %(owners)s") % {"owners": ", ".join(notes)}})
    return found


def is_a_duplicate(items: list, besides: list) -> bool:
    """Whether publishing would show readers a new edition that changes nothing they see."""
    return not items and not besides


def changes_nothing(edition: Edition, current: Edition) -> bool:
    """Whether publishing draft `edition` over the `current` edition would show readers a new
    edition that changes nothing they see: no text (`compare`), no title or note, no editor's note."""
    if current.pk is None or current.pk == edition.pk:
        return False
    items = compare(current.code, edition.code, current.code)
    return is_a_duplicate(items, changes_besides_the_text(edition, current))


def unchanged_message(edition: Edition, current: Edition) -> str:
    """The refusal of such a draft, said alike by the admin's publish page and `publish_edition`."""
    return str(
        gettext(
            "Draft %(code)s cannot be published: nothing a reader sees differs from the current edition "
            "%(current)s. Its text, Law titles, chapter names, definitions, footnotes, interpretations and "
            "editor's notes are those of %(current)s, and so are its title and note; readers would see a new "
            "edition that changes nothing. Change the draft first, or discard it."
        )
        % {"code": edition.code, "current": current.code}
    )
