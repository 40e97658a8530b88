"""The Edition admin's own pages: publishing a draft with its eyes open, opening a draft copy.

Publishing is the Publisher's (the `publish_edition` permission, lawbook migration 0006): the
publish page shows what the draft changes against the current edition (lawbook.editions.changelog.compare,
the same comparison the readers' changelog makes once it is published: paragraphs, Law titles,
chapter names, definitions and footnotes, word by word in both languages) and publishes only on a
confirmation (a POST, with the admin's CSRF check). The edition then records who published it and
when (lawbook.editions.editions.publish). Opening a draft copy is the Editor's (`add_edition`), a POST from
the edition's page.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from ..editions import changelog, editions
from ..models import Edition

PUBLISH = "lawbook.publish_edition"
OPEN_DRAFT = "lawbook.add_edition"


def next_draft_code(base: Edition) -> str:
    """An erratum of 2017 is 2017.1, then 2017.2, ...: a draft opened from an erratum too (2017.1
    gives 2017.2, not 2017.1.1, which the changelog and the book would print as "2017.1.1 baskısı").
    The series is the code's part before its first dot."""
    root = base.code.split(".")[0]
    number = 1
    while Edition.objects.filter(code=f"{root}.{number}").exists():
        number += 1
    return f"{root}.{number}"


def publish_url(edition: Edition) -> str:
    return reverse("admin:lawbook_edition_publish", args=[edition.pk])


def change_url(edition: Edition) -> str:
    return reverse("admin:lawbook_edition_change", args=[edition.pk])


def titles_kept(edition: Edition) -> list[dict[str, str]]:
    """The draft's titles still equal to those of the edition it was copied from, by language: a
    draft keeps its source's titles by design (editions.open_draft), so that one published unchanged
    reaches readers under the older edition's title. A warning on the publish page, not a block."""
    source = edition.based_on
    if source is None:
        return []
    languages = (("tr", _("Turkish")), ("en", _("English")))
    kept = []
    for lang, language in languages:
        title = getattr(edition, f"title_{lang}") or ""
        if title and title == (getattr(source, f"title_{lang}") or ""):
            kept.append({"lang": lang, "language": language, "title": title})
    return kept


changes_besides_the_text = changelog.changes_besides_the_text
is_a_duplicate = changelog.is_a_duplicate


class EditionPages:
    """The publish page and the "Open a draft copy" button's address, for the Edition admin."""

    def get_urls(self):
        view = self.admin_site.admin_view
        # Before the admin's own addresses: its "<object_id>/" catch-all would take them.
        return [
            path("<path:object_id>/publish/", view(self.publish_view), name="lawbook_edition_publish"),
            path(
                "<path:object_id>/open-draft/",
                view(require_POST(self.open_draft_view)),
                name="lawbook_edition_open_draft",
            ),
            *super().get_urls(),
        ]

    def _edition(self, request, object_id) -> Edition:
        edition = self.get_object(request, unquote(object_id))
        if edition is None:
            raise Http404(_("There is no such edition."))
        return edition

    def publish_view(self, request, object_id):
        if not request.user.has_perm(PUBLISH):
            raise PermissionDenied
        edition = self._edition(request, object_id)
        if not edition.is_draft:
            self.message_user(
                request,
                _("Edition %(code)s is not a draft: only a draft is published.") % {"code": edition.code},
                messages.ERROR,
            )
            return HttpResponseRedirect(change_url(edition))
        current = editions.current()
        items = changelog.compare(current.code, edition.code, current.code) if current.pk else []
        besides = changes_besides_the_text(edition, current) if current.pk else []
        duplicate = current.pk is not None and is_a_duplicate(items, besides)
        if request.method == "POST":
            if duplicate:
                self.message_user(request, self._duplicate_message(edition, current), messages.ERROR)
                return HttpResponseRedirect(change_url(edition))
            return self._publish(request, edition)
        context = {
            **self.admin_site.each_context(request),
            "title": _("Publish draft %(code)s?") % {"code": edition.code},
            "opts": self.model._meta,
            "original": edition,
            "edition": edition,
            "current": current,
            "items": items,
            "besides": besides,
            "duplicate": duplicate,
            "duplicate_message": self._duplicate_message(edition, current) if duplicate else "",
            # A draft opened from an older edition would undo what was published since.
            "based_on_older": edition.based_on_id is not None and edition.based_on_id != current.pk,
            "titles_kept": titles_kept(edition),
        }
        return TemplateResponse(request, "admin/lawbook/edition/publish_confirmation.html", context)

    @staticmethod
    def _duplicate_message(edition: Edition, current: Edition) -> str:
        # The one refusal, worded where editions.publish refuses (the command says it too).
        return changelog.unchanged_message(edition, current)

    def _publish(self, request, edition: Edition):
        try:
            editions.publish(edition, request.user)
        except editions.EditionError as error:
            self.message_user(request, str(error), messages.ERROR)
        else:
            self.message_user(request, _("Edition %(code)s is published: readers see it now.") % {"code": edition.code})
        return HttpResponseRedirect(change_url(edition))

    def open_draft_view(self, request, object_id):
        if not request.user.has_perm(OPEN_DRAFT):
            raise PermissionDenied
        base = self._edition(request, object_id)
        try:
            draft = editions.open_draft(next_draft_code(base), based_on=base, user=request.user)
        except editions.EditionError as error:  # a code grown past 20 characters: a message, not a 500
            self.message_user(request, str(error), messages.ERROR)
            return HttpResponseRedirect(change_url(base))
        self.message_user(
            request, _("Draft %(code)s opened as a copy of %(base)s.") % {"code": draft.code, "base": base.code}
        )
        return HttpResponseRedirect(change_url(draft))
