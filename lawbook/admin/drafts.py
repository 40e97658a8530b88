"""Every admin write of a draft's rows in one transaction that holds the draft (race1).

A write (a row's save, its deletion, a revert from its history, the edition's own title and note)
first holds its edition (lawbook.editions.editions.hold_draft: the edition's row locked as
publication locks it, its status read under the lock), then writes and calls
lawbook.layers.text_changed, all in that transaction. A publication of the draft under way when the
editor sends his page is waited for, and then the edition is no draft: nothing is written, and the
editor is sent back to the row with a message (his text quoted where he sent one). Before, the
status was read before the write and outside any lock: on PostgreSQL a save could commit after the
publication of its draft, and readers got its text under the old content version (caches, kept Laws
and each machine's search index went on with the old text), in an edition published as it was not.

A new row is held by its form, which knows its edition only once it is read (lawbook.admin.forms,
VersionedForm: the add page runs in Django's own transaction, which the hold joins).
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import messages
from django.db import transaction
from django.http import HttpResponse, HttpResponseRedirect
from django.utils.text import capfirst
from django.utils.translation import gettext as _

from ..editions import editions
from ..models import Edition, edition_code_of
from .forms import text_fields, unix_newlines


def in_held_draft(request, code: str, write: Callable[[], HttpResponse], refused: Callable[[], str], back: str):
    """`write()`'s answer, written while draft `code` is held; when it is no draft, nothing is
    written and the editor is sent to `back` with the message `refused()`."""
    with transaction.atomic():
        try:
            editions.hold_draft(code)
        except editions.NotADraft:
            messages.error(request, refused())
            return HttpResponseRedirect(back)
        return write()


def published_while_editing(obj, sent) -> str:
    """The refusal of a save sent to a row of an edition published since its form was opened (qa78),
    with the editor's text; or of one sent to a row of a draft discarded since (qa114)."""
    code = edition_code_of(obj)
    if discarded(code):
        refusal = _(
            "Draft %(code)s was discarded after you opened this row, so your save was refused and "
            "nothing was saved: the draft's rows were deleted with it."
        ) % {"code": code}
    else:
        refusal = _(
            "Edition %(code)s was published after you opened this row, so your save was refused and "
            "nothing was changed: a published edition's text changes only in a new draft."
        ) % {"code": code}
    return with_the_text_sent(refusal, obj, sent)


def published_before_deleting(obj) -> str:
    code = edition_code_of(obj)
    if discarded(code):
        return _("Draft %(code)s was discarded after you opened this row: the row was deleted with it.") % {
            "code": code
        }
    return _(
        "Edition %(code)s was published after you opened this row, so nothing was deleted: a published "
        "edition's rows are deleted only in a new draft."
    ) % {"code": code}


def deleted_while_editing(blank, sent) -> str:
    """The refusal of a save sent to a row deleted since its form was opened (by another editor, or
    with its discarded draft), quoting every text field he sent (`blank`: a new row of its model)."""
    refusal = _(
        "This row was deleted after you opened it (by another editor, or with its draft), so your save "
        "was refused and nothing was saved."
    )
    return with_the_text_sent(refusal, blank, sent)


def deleted_before_deleting() -> str:
    return _(
        "This row was deleted after you opened it (by another editor, or with its draft): there was "
        "nothing left to delete."
    )


def discarded(code: str) -> bool:
    """Whether the edition `code` a held write found no draft is gone: a draft discarded (with its
    rows, lawbook.editions.tree_edits.discard) while the editor's page was open, not published. Said
    as "published", the refusal told him of a publication that never was (qa114)."""
    return not Edition.objects.filter(code=code).exists()


def edition_published(edition, sent) -> str:
    """The refusal of a change of an edition's title or note sent once it is published (a published
    edition's page shows them read-only, so this is a page opened while it was a draft, or sent as is);
    or of one sent to a draft discarded since."""
    if discarded(edition.code):
        refusal = _(
            "Draft %(code)s was discarded after you opened its page, so your change was refused and nothing was saved."
        ) % {"code": edition.code}
        return with_the_text_sent(refusal, edition, sent)
    refusal = _(
        "Edition %(code)s is published, so your change was refused and nothing was changed: a published "
        "edition keeps the title and note it was published with."
    ) % {"code": edition.code}
    return with_the_text_sent(refusal, edition, sent)


def edition_discarded(sent) -> str:
    """The refusal of a change of a draft's title or note sent once the draft was discarded (qa114)."""
    refusal = _("This draft was discarded after you opened its page, so your change was refused and nothing was saved.")
    return with_the_text_sent(refusal, Edition(), sent)


def with_the_text_sent(refusal: str, obj, sent) -> str:
    """`refusal`, quoting each text field the editor sent that differs from the row's text, by its
    label, so that what he typed is not lost."""
    sent = unix_newlines(sent, text_fields(type(obj)))
    changes = [
        f"{capfirst(obj._meta.get_field(name).verbose_name)}: “{sent[name]}”"
        for name in text_fields(type(obj))
        if name in sent and sent[name] != (getattr(obj, name) or "")
    ]
    if not changes:
        return refusal
    return _("%(refusal)s Your text, to enter in a draft: %(changes)s") % {
        "refusal": refusal,
        "changes": " | ".join(changes),
    }
