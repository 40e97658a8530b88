"""The auction table's words for the offender's partner's call after a call out of rotation at his
turn (30B1(a), 31B1, 32B1): each says what its paragraph says in the official Turkish, and the
English translates that Turkish, as the Law page's English does (fixtures/laws_en.json).

30B1(a), TR "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde herhangi bir
yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır"; WBF "Offender's partner may make any legal
call at his proper turn, but Law 16C2 applies." 31B1, TR the same words, "... ancak Yasa 16C2
uygulanabilir"; WBF "Offender's partner may make any legal call at his proper turn, but Law 16C2
applies." 32B1, TR "Kusurlu oyuncunun ortağı herhangi yasal bir konuşmayı yapabilir, ancak Yasa 16C2
geçerlidir"; WBF "Offender's partner may make any legal call, but Law 16C2 applies." The Turkish is
official (editor's notes translation-30B1(a), translation-31B1): "sufficient" for 30B1(a) and 31B1,
"legal" for 32B1. Before, the table said "any legal call" (TR "herhangi bir konuşma") for all three."""

import pytest

from .test_auction_grid import grid, page

pytestmark = pytest.mark.django_db

PARTNER_WORDS = {
    (
        "tr",
        "30B1(a)",
    ): "Kuzey sıra kendisine geldiğinde kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir: Yasa 30B1(a)",
    ("en", "30B1(a)"): "North may make any sufficient call, within the rules, at his own turn: Law 30B1(a)",
    (
        "tr",
        "31B1",
    ): "Kuzey sıra kendisine geldiğinde kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir: Yasa 31B1",
    ("en", "31B1"): "North may make any sufficient call, within the rules, at his own turn: Law 31B1",
    ("tr", "32B1"): "Doğu sıra kendisine geldiğinde herhangi yasal bir konuşma yapabilir: Yasa 32B1",
    ("en", "32B1"): "East may make any legal call at his own turn: Law 32B1",
}
AUCTIONS = {"30B1(a)": "S:pass,N:1S", "31B1": "S:1NT,N:1S", "32B1": "N:1S,W:X,E:pass"}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("law", ["30B1(a)", "31B1", "32B1"])
def test_the_partners_call_is_said_as_its_paragraph_says_it(client, lang, law):
    _headers, rows, _caption = grid(page(client, lang, dealer="N", vul="None", calls=AUCTIONS[law]))
    cells = [text for row in rows for _seat, text in row]
    assert any(PARTNER_WORDS[lang, law] in text for text in cells), cells
