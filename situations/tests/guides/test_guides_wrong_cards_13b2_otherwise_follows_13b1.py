"""The wrong-number-of-cards guide's during Ending: 13B2's "Otherwise" follows 13B1 on the page, as it
does in the Law, and the pointer to 13A comes after it.

13B (TR): "Hakem, oyunculardan birinde 13'ten fazla kart bulunduğunu, bir diğerinde ise eksik sayıda
kart olduğunu belirlerse ve eğer elinde yanlış sayıda kart olan bir oyuncu herhangi bir konuşma yapmış
ise: 1. Eğer Hakem bordun düzeltilerek oynanabileceğine kanaat getirirse, bord gerekli düzeltme
yapıldıktan sonra, başka bir değişiklik olmaksızın oynanır. Hakem, bordun tamamlanmasından sonra ayarlı
skora hükmedebilir. 2. Bunun dışında, eğer yanlış sayıda kartı olan oyuncu bir konuşma yapmışsa, Hakem
[Yasa 12C1(b) uyarınca] ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir."
13B (WBF): "... and a player with an incorrect hand has made a call: 1. If the Director judges that the
deal can be corrected and played, then the deal may be so played with no change of call. At the end of
play the Director may award an adjusted score. 2. Otherwise when a call has been made with an incorrect
number of cards, the Director shall award an adjusted score [see Law 12C1(b)] and may penalize an
offender."
13A (TR): "Eğer elinde yanlış sayıda kart olan oyunculardan hiçbiri konuşmamış ise: ..."; (WBF) "If no
player with an incorrect number of cards has made a call, then: ...".

13B2's "Otherwise" is the case where the Director does not judge that the deal can be corrected and
played. The Ending's 13B1 line ended with the pointer "If no player with a wrong number of cards has
called, Law 13A applies instead.", and the next line began "Otherwise he awards an adjusted score ...
(Law 13B2)": read in order, "Otherwise" meant "if such a player has called", and every such case got
13B2's adjusted score, 13B1's corrected play left out. The pointer now follows 13B2."""

import re

import pytest

from situations.tests.guides.guide_pages import page

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["during"]


def _now_lines(client, lang: str) -> list[str]:
    text = page(client, SLUG, KEYS, lang)
    block = re.search(r'<ul class="now">(.*?)</ul>', text, re.S)
    assert block, lang
    items = re.findall(r"<li>(.*?)</li>", block.group(1), re.S)
    return [re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", item)).strip() for item in items]


@pytest.mark.parametrize(
    "lang, ends_13b1, otherwise, pointer",
    [
        ("tr", "ayarlı skor verebilir (Yasa 13B1).", "Aksi halde hakem Yasa 12C1(b) uyarınca", "Yasa 13A uygulanır."),
        (
            "en",
            "he may award an adjusted score (Law 13B1).",
            "Otherwise he shall award an adjusted score",
            "Law 13A applies instead.",
        ),
    ],
)
def test_otherwise_follows_13b1_and_the_13a_pointer_follows_13b2(client, lang, ends_13b1, otherwise, pointer):
    lines = _now_lines(client, lang)
    at = next(i for i, line in enumerate(lines) if "13B1)" in line)
    assert lines[at].endswith(ends_13b1), lines[at]
    assert lines[at + 1].startswith(otherwise), lines[at + 1]
    assert "13B2)" in lines[at + 1] and lines[at + 1].endswith(pointer), lines[at + 1]
