"""The deal the table's revoke tests play (3NT by South, West on lead) and the table page they read
after a play record: one helper for the tests that assert what the page says of a revoke."""

import re
from html import unescape
from urllib.parse import urlencode

from tests.seen import seen

DEAL = "N:AKQJ.T98.432.432 T98.AKQJ.765.765 765.765.AKQJ.T98 432.432.T98.AKQJ"


def table_page(client, lang: str, play: str, *, tags: bool = True, status: int = 200, **params) -> str:
    """The table page after `play` on DEAL (3NT by South), as drawn (tests.seen), white space collapsed;
    without `tags`, its markup removed too and its entities read; `status` the answer's (400 where the
    engine refuses the record)."""
    base = "/en/table/" if lang == "en" else "/tr/masa/"
    query = {"deal": DEAL, "contract": "3NT", "declarer": "S", "vul": "0", "play": play, **params}
    response = client.get(base + "?" + urlencode(query))
    assert response.status_code == status
    drawn = seen(response.content.decode())
    if not tags:
        drawn = unescape(re.sub(r"<[^>]+>", " ", drawn))
    return " ".join(drawn.split())
