"""Footnote 21 in the disputed-claim Ending (docs/legal-review.md, Session 89 (qa220)).

Footnote 21 (on 70C3, 70D1, 70D2 and 70E1), official Turkish: "70 ve 71'inci Yasalar için “normal” söz
konusu oyuncunun düzeyi için dikkatsiz veya düşük nitelikli oyunları kapsamaktadır"; WBF: "For the
purposes of Laws 70 and 71, "normal" includes play that would be careless or inferior for the class of
player involved."

The disputed Ending rules on "normal" play four times (70C: "herhangi bir normal oyunla" / "by any normal
play"; 70D1, 70D2, 70E1) and never said what "normal" takes in; the page quotes those paragraphs without
the footnote. Read as everyday English or Turkish, "normal" leaves out the careless play the footnote puts
in, on which claim rulings often turn. The own-concession Ending said it for 71B; the disputed
Ending now says it too (the English in the same words, the Turkish in the footnote's own), among its
things to weigh (in `now` it moved a search set)."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

FOOTNOTE = {
    "tr": 'Burada "normal", söz konusu oyuncunun düzeyi için dikkatsiz veya düşük nitelikli oyunları da kapsar '
    "(Yasa 70 ve 71'in dipnotu).",
    "en": 'Here "normal" includes play that would be careless or inferior for the class of player involved '
    "(footnote to Laws 70 and 71).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_disputed_ending_says_what_normal_includes(client, lang):
    says(client, "claim", ["disputed"], lang, FOOTNOTE[lang])
