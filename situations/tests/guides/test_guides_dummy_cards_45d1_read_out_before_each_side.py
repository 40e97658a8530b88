"""The 45D1 read-out says the paragraph's time limit, not a narrower one (card-from-dummy,
wrong-card/not-yet; session 90, qa230).

45D1, TR "Eğer Yer, deklaranın söylemediği bir kartı oynanmış konuma getirirse, bu kart, her iki taraf ta
bir sonraki löveye kart oynamadan önce buna dikkat çekilirse geri alınmak zorundadır"; WBF "If dummy places
in the played position a card that declarer did not name, the card must be withdrawn if attention is drawn
to it before each side has played to the next trick".

The card comes back while not both sides have played to the next trick: one side may have (dummy's wrong
card won, and dummy led again). The step asks "Has each side played to the next trick?" and its "No, not
yet" leads here; the page's `now` says "before each side played to the next trick". The read-out said
"each side has not yet played to the next trick" / "sonraki löveye henüz her iki taraf oynamadığı için",
which read as neither side having played: a player whose side has led to the next trick heard that the
rule was not his.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
KEYS = ["wrong-card", "not-yet"]


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "her iki taraf da sonraki löveye kart oynamadan önce dikkat çekildiği için kart geri alınmak zorundadır (Yasa 45D1)",
            "henüz her iki taraf oynamadığı için",
        ),
        (
            "en",
            "attention was drawn before each side had played to the next trick (Law 45D1)",
            "each side has not yet played to the next trick",
        ),
    ],
)
def test_the_read_out_gives_45d1s_time_limit(client, lang, said, old):
    reads(client, SLUG, KEYS, lang, said)
    never_reads(client, SLUG, KEYS, lang, old)


@pytest.mark.parametrize("lang, said", [("tr", "henüz her iki taraf oynamadığı için"), ("en", "each side has not yet")])
def test_the_page_shows_the_read_out_without_the_narrower_words(client, lang, said):
    never_says(client, SLUG, KEYS, lang, said)
    says(client, SLUG, KEYS, lang, "(Yasa 45D1)" if lang == "tr" else "(Law 45D1)")
