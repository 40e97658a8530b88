"""A ruling record's table address as a link. The table page's "make a ruling record of this board"
writes the table's own address on the last line of the record's auction and play (desk/table_link.py):
it replays the board. The record page showed it as text, some 600 characters a director on a phone
could not tap and could hardly select (polish72). A line that is only the address of this site's
table page or its auction page, in either language, is now a link; any other address is left as
text (a record is handed to players, and what else a director typed is his words)."""

import re
from html import unescape
from urllib.parse import urlsplit

from django import template
from django.utils.safestring import mark_safe

from lawbook.pages.context_processors import alternates_of

register = template.Library()

# A whole line holding one address, in text already escaped (its "&" written "&amp;").
_ADDRESS_LINE = re.compile(r"^(https?://[^\s<>\"']+)$", re.MULTILINE)
_TABLE_PAGES = ("situations:table", "situations:auction_table")


def _table_paths() -> tuple[str, ...]:
    return tuple(link["url"] for name in _TABLE_PAGES for link in alternates_of(name))


def _linked(match: re.Match, host: str) -> str:
    escaped = match.group(1)
    address = urlsplit(unescape(escaped))
    if address.netloc != host or address.path not in _table_paths():
        return escaped
    return f'<a href="{escaped}" class="table-address">{escaped}</a>'


@register.filter(is_safe=True)
def table_address_linked(html: str, host: str) -> str:
    """`html` (already escaped, as spoken_suits gives it) with each line that is the address of a
    table page on `host` (the request's) made a link to it."""
    return mark_safe(_ADDRESS_LINE.sub(lambda match: _linked(match, host), str(html)))
