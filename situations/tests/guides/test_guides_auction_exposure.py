"""The card-exposed-in-auction guide (Law 24, with 50 and 51 if the offender becomes a defender): its
table of rulings, one row per ending, each checked by test_guide_tables.py and test_guides.py (the
ending's page says the row's phrase in each language and quotes the deciding paragraph), and the
check that the deciding paragraph is the one the ruling engine decides the ending's example by. The
guide had no table (audit329); its other tests are test_guides_auction_exposure_*.py.

24A, TR (official): "Bu onör düzeyinin altında tek bir kart ise ve vaktinden önce çıkılmamışsa, başka
onarma yapılmaz. (Ancak bkz. aşağıda Madde E)"; WBF: "If it is a single card below the rank of an
honor and not prematurely led, there is no further rectification (but see E following)."
24B, TR: "Bu onör düzeyindeki tek bir kart veya vaktinden önce çıkılmış herhangi bir kart ise kusurlu
oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır. (Pas kusursuz tarafa
zarar verdiğinde bkz. Yasa 72C.)"; WBF: "If it is a single card of honor rank or is any card
prematurely led, offender's partner must pass when next it is his turn to call (see Law 72C when a
pass damages the non-offending side)."
24C, TR: "İki veya daha fazla kart görünmüşse, kusurlu oyuncunun ortağı konuşma sırası kendisine ilk
geldiğinde pas geçmek zorundadır. (Pas kusursuz tarafa zarar verdiğinde bkz. Yasa 72C)"; WBF: "If two
or more cards are so exposed offender's partner must pass when next it is his turn to call (see Law
72C when a pass damages the nonoffending side)."
"""

import pytest

import rulings
from situations.content import BY_SLUG

SLUG = "card-exposed-in-auction"

# path -> (deciding paragraph, Turkish phrase shown, English phrase shown)
RULINGS = {
    ("small",): (
        "24A",
        "Başka onarma yapılmaz; kusurlu oyuncunun ortağı pas geçmek zorunda değildir (Yasa 24A).",
        "There is no further rectification; the offender's partner need not pass (Law 24A).",
    ),
    ("honour-or-led",): (
        "24B",
        "Kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır (Yasa 24B).",
        "The offender's partner must pass at his next turn to call (Law 24B).",
    ),
    ("two-or-more",): (
        "24C",
        "Kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır (Yasa 24C).",
        "The offender's partner must pass at his next turn to call (Law 24C).",
    ),
}


@pytest.mark.parametrize("keys", sorted(RULINGS), ids="/".join)
def test_the_engine_decides_the_example_by_the_row_s_paragraph(keys):
    """The engine's answer names the row's paragraph first, and its "partner_must_pass" is the row's."""
    ending = BY_SLUG[SLUG].walk(list(keys))[1]
    answer = rulings.answer(ending.engine.query)
    label, _, en = RULINGS[keys]
    assert answer["laws"][0] == label, answer
    assert answer["partner_must_pass"] is ("must pass" in en), answer
