"""The situation guides without a connection: every step and ending of every guide, which the
lawbook's service worker saves (lawbook.pages.offline, registered in situations/apps.py): at the table
the reader walks a guide from its first question to what happens now."""

from __future__ import annotations

from django.urls import reverse

from .content import SITUATIONS
from .guide import Ending, Step


def guide_urls() -> list[str]:
    """The guides' index, every step and ending of every guide and each ending's read-out view
    (Law 10C1), in the active language."""
    urls = [reverse("situations:index")]

    def walk(slug: str, node, keys: tuple[str, ...]):
        urls.append(
            reverse("situations:step", args=[slug, "/".join(keys)])
            if keys
            else reverse("situations:start", args=[slug])
        )
        if isinstance(node, Ending) and node.script and keys:
            urls.append(reverse("situations:read_out", args=[slug, "/".join(keys)]))
        if isinstance(node, Step):
            for choice in node.choices:
                walk(slug, choice.then, (*keys, choice.key))

    for situation in SITUATIONS:
        walk(situation.slug, situation.start, ())
    return urls
