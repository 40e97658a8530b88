"""A Law page's words as a reader reads them, for the tests of our English's verbs (eng301, eng308):
markup removed, whitespace collapsed, no space before a comma, a full stop or a closing bracket."""

import re
from html import unescape


def page_text(client, url: str) -> str:
    html = client.get(url).content.decode()
    return (
        " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())
        .replace(" ,", ",")
        .replace(" .", ".")
        .replace("( ", "(")
        .replace(" )", ")")
    )


def flat(text: str) -> str:
    return " ".join(text.split())
