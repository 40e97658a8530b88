"""Editions of the text: which one readers see, opening a draft as a full copy, publishing it.

The WBF's Laws of Duplicate Bridge (2017) are edition "2017". An erratum or a later text is a new
edition: a draft opened as a copy of the current published edition (every chapter, Law, paragraph,
footnote, definition, editor's note, federation interpretation and stand-off layer, copied in the database by
lawbook.editions.draft_copy), edited in the admin, then published.

Readers see the current edition: the published one with the latest `published_at`. Every
reader-facing query is scoped to one edition, resolved once per request, and publication changes
a single row (the edition's status and date) in one transaction, so a reader sees all of an
edition or none of it.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.core.exceptions import ObjectDoesNotExist
from django.db import IntegrityError, connections, router, transaction
from django.db.transaction import TransactionManagementError
from django.utils import timezone
from django.utils.translation import gettext as _

from .. import per_request
from ..layers import Change, Scope, text_changed
from ..models import (
    CURRENT_EDITION,
    Definition,
    Edition,
    EditorNote,
    Footnote,
    Interpretation,
    Law,
    Paragraph,
    edition_code_of,
    is_draft_edition,
    is_edition_code,
)
from .draft_copy import copy_edition


class EditionError(Exception):
    """An edition operation that cannot be done (the message says why)."""


def published():
    return Edition.objects.filter(status=Edition.PUBLISHED, published_at__isnull=False)


def current() -> Edition:
    """The edition readers see, read once per request (lawbook.per_request: a request sees
    one edition). Before any edition row exists (a database emptied by a test) the first edition's
    code still names the imported rows."""
    return per_request.remembered("edition", _read_current)


def _read_current() -> Edition:
    edition = next(iter(Edition.objects.raw(*_current_query())), None)
    return edition or Edition(code=CURRENT_EDITION, status=Edition.PUBLISHED)


def _current_query() -> tuple[str, tuple]:
    """The SQL of `published().order_by("-published_at", "-pk").first()`, made once per database.

    The current edition is read once per request, and the ORM spent three quarters of it building
    and compiling the same query again (0.6-0.7 ms of a request's CPU; the raw query of the same
    SQL, its rows read as the ORM reads them, 0.17 ms: docs/benchmarks.md, suite56). The query has
    no translated field, so it is the same SQL in every language; each use of the dict is one
    operation (threads share it, CONTRIBUTING.md)."""
    alias = router.db_for_read(Edition)
    key = (alias, connections[alias].vendor)
    compiled = _compiled_current.get(key)
    if compiled is None:
        query = published().order_by("-published_at", "-pk")[:1]
        sql, params = query.query.get_compiler(using=alias).as_sql()
        compiled = _compiled_current[key] = (sql, tuple(params))
    return compiled


_compiled_current: dict[tuple[str, str], tuple[str, tuple]] = {}


def current_code() -> str:
    return current().code


READ_DRAFTS = "lawbook.view_draft"


def may_read_drafts(user) -> bool:
    """Whether `user` may read draft editions: the `view_draft` permission (the Editor and
    Publisher groups, lawbook migration 0011), not being staff: a staff account in no group
    reads no draft."""
    return user is not None and user.is_active and user.has_perm(READ_DRAFTS)


def visible_to(user) -> object:
    """The editions a user may read: published and withdrawn ones for everybody, drafts for those
    who may read drafts."""
    editions = Edition.objects.all()
    if not may_read_drafts(user):
        editions = editions.exclude(status=Edition.DRAFT)
    return editions


def find(code: str | None, user=None) -> Edition | None:
    """The edition `code` names if `user` may read it; the current edition when no code is given;
    None for an unknown code or a draft a reader may not see. Who asks is looked at only for a
    draft: a published edition's answers stay the same for everyone."""
    if not code:
        return current()
    if not is_edition_code(code):
        return None
    edition = Edition.objects.filter(code=code).first()
    if edition is None or (edition.is_draft and not may_read_drafts(user)):
        return None
    return edition


def draft_in_address(request, *args, code: str | None = None, **kwargs) -> bool:
    """For lawbook.pages.page_cache: a page whose address names a draft edition (/tr/baski/<code>/...)."""
    return is_draft_edition(code)


def draft_in_query(request, *args, **kwargs) -> bool:
    """For lawbook.pages.page_cache: an API answer asked for a draft edition (?edition=<code>)."""
    return is_draft_edition(request.GET.get("edition"))


@dataclass(frozen=True)
class ReaderView:
    """What a page needs to know about editions, read in one query: the edition it shows, the
    current one, and the published edition the shown one replaced (None for the first)."""

    shown: Edition
    current: Edition
    previous: Edition | None

    @property
    def shows_current(self) -> bool:
        return self.shown.code == self.current.code


def for_reader(code: str | None, user=None) -> ReaderView | None:
    """The editions as a page sees them; None when `code` is unknown or a draft `user` may not see."""
    rows = list(Edition.objects.all())
    live = sorted(
        (e for e in rows if e.status == Edition.PUBLISHED and e.published_at), key=lambda e: (e.published_at, e.pk)
    )
    # The request's current edition (per_request): these rows give it when it was not read yet.
    now = per_request.remembered(
        "edition", lambda: live[-1] if live else Edition(code=CURRENT_EDITION, status=Edition.PUBLISHED)
    )
    if not code:
        shown = now
    else:
        shown = next((e for e in rows if e.code == code), None)
        # Who asks is looked at only for a draft: a published edition's pages stay the same for
        # everyone.
        if shown is None or (shown.is_draft and not may_read_drafts(user)):
            return None
    by_pk = {e.pk: e for e in rows}
    previous = by_pk.get(shown.based_on_id)
    if previous is None or previous.is_draft:
        earlier = [e for e in live if shown.published_at and e.published_at < shown.published_at]
        previous = earlier[-1] if earlier else None
    return ReaderView(shown, now, previous)


# --- opening a draft -----------------------------------------------------------------------------


@transaction.atomic
def open_draft(
    code: str,
    based_on: Edition | None = None,
    user=None,
    title: str = "",
    note: str = "",
    title_en: str = "",
    note_en: str = "",
) -> Edition:
    """A new draft edition `code`, a full copy of `based_on` (the current edition by default),
    with the editor's `note` on it (what the draft is for). `title` and `note` are the Turkish,
    `title_en` and `note_en` the English; with no title in either language the draft keeps its
    source's titles in both."""
    code = (code or "").strip()
    if not is_edition_code(code):
        raise EditionError(_("An edition code is 1 to 20 characters without '/'."))
    if Edition.objects.filter(code=code).exists():
        raise EditionError(_("There is already an edition %(code)s.") % {"code": code})
    source = based_on or current()
    if source.pk is None:
        raise EditionError(_("There is no published edition to copy."))
    if source.is_draft:
        # A draft's rows are written by its editors while it is copied: held, as each of their
        # writes holds it, the copy waits for a write under way and the next write waits for the
        # copy. Unheld on PostgreSQL, the copy read the draft statement by statement while a write
        # was under way (only its commit waited, for the deferred foreign key of `based_on`): a
        # write committing between two of its reads would leave paragraphs read before it and
        # their layers after it (qa114).
        try:
            source = hold_draft(source.code)
        except NotADraft:
            # Published since it was read, it is copied as it was published; discarded, there is none.
            copied, source = source.code, Edition.objects.filter(code=source.code).first()
            if source is None:
                raise EditionError(
                    _("Draft %(code)s was discarded: there is nothing to copy.") % {"code": copied}
                ) from None
    if not (title or title_en):
        title, title_en = source.title_tr, source.title_en
    try:
        with transaction.atomic():
            draft = Edition.objects.create(
                code=code,
                title_tr=title,
                title_en=title_en,
                note_tr=note,
                note_en=note_en,
                based_on=source,
                created_by=user,
            )
    except IntegrityError:
        # Opened by another editor since the check above (two "Open a draft copy" at once, both
        # given the next code): on PostgreSQL this INSERT waited for his commit and met his row.
        raise EditionError(_("There is already an edition %(code)s.") % {"code": code}) from None
    # Each copy's history starts with the text it was copied with, so the first edit shows as a
    # change of it (lawbook.editions.history).
    copy_edition(source.code, draft.code, user)
    return draft


# --- publication ---------------------------------------------------------------------------------


def publish(edition: Edition, user=None, *, allow_unchanged: bool = False) -> Edition:
    """Make a draft the current edition, recording who (`user`) published it and when. One UPDATE of the edition row, in one transaction with the
    content version bump (lawbook.layers.text_changed), so readers (who resolve the edition once per request) see all of it or
    none of it; caches and every machine's search index follow the content version.

    A draft that changes nothing a reader sees is refused (fix58's rule, here so that the admin's
    publish page and `manage.py publish_edition` refuse it alike, fix62) unless `allow_unchanged`:
    readers would meet a new edition on the changelog, its feed and the book that changes nothing."""
    with transaction.atomic():
        try:
            locked = hold_draft(edition.code)
        except NotADraft:
            raise EditionError(
                _("Edition %(code)s is not a draft: only a draft is published.") % {"code": edition.code}
            ) from None
        if not allow_unchanged:
            _refuse_if_unchanged(locked)
        orphans = interpretations_without_paragraph(locked.code)
        if orphans:
            # Published, such a row would be shown under no paragraph: lost to readers unseen.
            raise EditionError(
                _(
                    "Edition %(code)s is not published: these federation interpretations name a paragraph the draft no longer has: %(rows)s. Correct their paragraphs or delete them first."
                )
                % {"code": locked.code, "rows": "; ".join(orphans)}
            )
        locked.status = Edition.PUBLISHED
        locked.published_at = timezone.now()
        # Who published is kept with when (the edition's admin page shows both); a command-line
        # publication (publish_edition) has nobody logged in.
        locked.published_by = user if getattr(user, "pk", None) else None
        locked.save(update_fields=["status", "published_at", "published_by"])
        # The text readers see changed: the one text-changed function bumps the content version
        # (caches, each machine's search index); the edition's layers were kept up to date by
        # every edit of the draft, so nothing is recomputed.
        text_changed(Change(Scope(edition=locked.code)))
    return locked


class NotADraft(EditionError):
    """A write of an edition's rows refused: the edition is not a draft (it was published)."""

    def __init__(self, code: str):
        super().__init__(
            _("Edition %(code)s is not a draft: its text is changed only by publishing a new edition.") % {"code": code}
        )


def hold_draft(code: str) -> Edition:
    """Hold draft `code` for a write of its rows: its row locked until the caller's transaction ends,
    as publish() locks it, and its status read under that lock; NotADraft when it is no draft.

    Every admin write of a draft's rows (a save, a deletion, a revert, an added paragraph, the
    edition's own title) holds it first, in the transaction that writes them and calls
    lawbook.layers.text_changed: so a publication of the draft waits until the write has committed
    (and publishes it), or the write, having waited for the publication, finds the edition published
    and writes nothing. Checked outside the lock, a save that read "draft" while a publication was
    under way committed after it on PostgreSQL, its text_changed having skipped the content version
    bump (the edition was still a draft to it): readers got the new text under the version of the old
    one (race1). The edition's row is always the first thing locked, as in publish() (then the content
    version's row): no two writers wait for each other in a circle."""
    if not transaction.get_connection().in_atomic_block:
        # SQLite ignores select_for_update outside a transaction; PostgreSQL refuses it: refused everywhere.
        raise TransactionManagementError("hold_draft() holds the edition until a transaction ends: open one first.")
    edition = Edition.objects.select_for_update().filter(code=code).first()
    if edition is None or edition.status != Edition.DRAFT:
        raise NotADraft(code)
    return edition


def _refuse_if_unchanged(draft: Edition) -> None:
    # changelog imports this module (the current edition, the one before): imported here.
    from . import changelog

    now = _read_current()
    if changelog.changes_nothing(draft, now):
        raise EditionError(changelog.unchanged_message(draft, now))


def interpretations_without_paragraph(code: str) -> list[str]:
    """ "label: title" for each label of an interpretation of edition `code` that names no paragraph
    of it (a draft deleted the paragraph after the interpretation was entered)."""
    labels = set(Paragraph.objects.filter(law__edition=code).values_list("label", flat=True))
    return [
        f"{label}: {row.title}"
        for row in Interpretation.objects.filter(edition=code)
        for label in row.label_list()
        if label not in labels
    ]


def is_published_row(obj) -> bool:
    """Whether a content row belongs to a published (or withdrawn) edition: such rows are read-only;
    so is a history record of a row whose Law went with its discarded draft (its revert page, asked
    for its edition, answered 500: qa114)."""
    try:
        code = edition_code_of(obj)
    except ObjectDoesNotExist:
        return True
    if code is None:
        return False
    return (
        Edition.objects.filter(code=code).exclude(status=Edition.DRAFT).exists()
        or not Edition.objects.filter(code=code).exists()
    )


def page_of(obj) -> str | None:
    """The address of a content row on the site in its own edition (a Law or paragraph of any
    edition has one; a definition only in the current edition); None where there is none."""
    if isinstance(obj, EditorNote):
        obj = obj.owner
    if isinstance(obj, Interpretation):
        # Shown under each paragraph it concerns: the first one's place.
        label = next(iter(obj.label_list()), "")
        obj = Paragraph.objects.filter(law__edition=obj.edition_id, label=label).select_related("law").first()
    if isinstance(obj, Footnote):
        obj = obj.paragraph
    if isinstance(obj, Law):
        return obj.get_edition_url()
    if isinstance(obj, Paragraph):
        return f"{obj.law.get_edition_url()}#{obj.anchor}"
    if isinstance(obj, Definition) and obj.edition_id == current_code():
        return obj.get_absolute_url()
    return None


# --- what changed --------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChangedParagraph:
    label: str
    law: int
    fields: tuple[str, ...]  # heading_tr, text_en, ... whose text differs
    added: bool = False  # not in the older edition at all


TEXT_FIELDS = tuple(f"{name}_{lang}" for name in ("heading", "text", "tail") for lang in ("tr", "en"))


def changed_paragraphs(old: Edition | str | None, new: Edition | str, law: int | None = None) -> list[ChangedParagraph]:
    """The paragraphs whose text differs between two editions (added ones count as changed), in
    reading order; of one Law when `law` is given. With no older edition, nothing changed."""
    if old is None:
        return []
    old_code = getattr(old, "code", old)
    new_code = getattr(new, "code", new)
    in_law = {} if law is None else {"law__number": law}
    before = {
        (row["law__number"], row["label"]): row
        for row in Paragraph.objects.filter(law__edition=old_code, **in_law).values(
            "law__number", "label", *TEXT_FIELDS
        )
    }
    changed = []
    rows = Paragraph.objects.filter(law__edition=new_code, **in_law).order_by("law__number", "position")
    for row in rows.values("law__number", "label", *TEXT_FIELDS):
        previous = before.get((row["law__number"], row["label"]))
        fields = tuple(f for f in TEXT_FIELDS if previous is None or (previous[f] or "") != (row[f] or ""))
        if fields:
            changed.append(ChangedParagraph(row["label"], row["law__number"], fields, added=previous is None))
    return changed


def previous_published(edition: Edition) -> Edition | None:
    """The published edition this one replaced (the one it was based on, else the one before it)."""
    if edition.based_on_id and edition.based_on.status != Edition.DRAFT:
        return edition.based_on
    if edition.published_at is None:
        return None
    return published().filter(published_at__lt=edition.published_at).order_by("-published_at").first()
