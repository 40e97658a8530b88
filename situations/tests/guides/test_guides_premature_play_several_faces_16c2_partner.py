"""The premature-play guide's several-faces Ending speaks to each player who may take his card back:
the offender's opponent under 58B3 (16C1: the information is authorised for his side, 16C2:
unauthorised for the offenders) and, after a change, the offender's partner under 47D (16C2: the
information from his own withdrawn card is unauthorised for his side). Before (qa273's note), the
option "Take your card back" said 58B3 alone and told whoever took it "authorised for your side",
and the chooser and the read-out named only the 58B3 opponent (qa281).

16C1, Turkish (official): "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek
kendileri, gerekse rakipleri tarafından yapmış olsun; yasaldır."
16C1, WBF: "For a non-offending side, all information arising from a withdrawn action is authorized,
whether the action be its own or its opponents'."
16C2, Turkish (official): "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse
rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."
16C2, WBF: "For an offending side, information arising from its own withdrawn action and from
withdrawn actions of the non-offending side is unauthorized."
47D, Turkish (official): "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri
alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2
uygulanabilir.)"
47D, WBF: "After an opponent's change of play a played card may be withdrawn and returned to the hand
without further rectification and another card may be substituted. (Laws 16C and 62C2 may apply.)"
58B3, Turkish (official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine
daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir.
(Ancak bkz. Yasa 16C.)"
58B3, WBF: "After an offending player withdraws a visible card, an opponent who subsequently played to
that trick may withdraw his play and substitute another card without further rectification (but see
Law 16C)."
The engine decides who may change (rulings/defective_trick.py `_substitute`, docs/rulings-cli.md,
Additions): the offender's opponent under 58B3 (`laws` "58B3", "16C"), a player whose card followed a
card an opponent has since changed under 47D ("47D", "16C"), the offender's partner among them."""

import re

import pytest
from django.utils.html import escape

import rulings
from situations.content import BY_SLUG
from situations.engine_words import ask
from situations.tests.guides.guide_pages import never_says, page, reads, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["two-cards", "several-faces"]

# With 16C's second half, the opponents' withdrawn cards (qa302; test_qa302_premature_play_16c_opponents_withdrawn_cards.py).
OPPONENT = {
    "tr": "Kusurlu oyuncunun rakibiyseniz, geri aldığınız karttan ve rakiplerinizin geri aldığı kartlardan gelen bilgi sizin tarafınız için izinlidir; geri aldığınız karttan gelen bilgi kusurlu taraf için izinsizdir (Yasa 16C1, 16C2).",
    "en": "If you are the offender's opponent, information arising from the card you withdraw and from any card your opponents have withdrawn is authorised for your side; information arising from the card you withdraw is unauthorised for the offending side (Laws 16C1, 16C2).",
}
PARTNER = {
    "tr": "Kusurlu oyuncunun ortağıysanız, geri aldığınız karttan ve rakiplerinizin geri aldığı kartlardan gelen bilgi sizin tarafınız için izinsiz, rakipleriniz için izinlidir (Yasa 16C2, 16C1).",
    "en": "If you are the offender's partner, information arising from the card you withdraw and from any card your opponents have withdrawn is unauthorised for your side and authorised for your opponents (Laws 16C2, 16C1).",
}
# The old line, said to whoever took his card back, the offender's partner included.
OLD_INFORMATION = {
    "tr": "Geri aldığınız karttan gelen bilgi sizin tarafınız için izinli",
    "en": "Information arising from the card you withdraw is authorised for your side",
}
EFFECT_47D = {
    "tr": "Kartınızı elinize alır, bir onarma olmaksızın başka bir kart oynarsınız (Yasa 58B3, ancak bkz. Yasa 16C; ya da Yasa 47D, Yasa 16C uygulanabilir).",
    "en": "You take your card back and play another, without further rectification (Law 58B3, but see Law 16C; or Law 47D, Law 16C may apply).",
}
CHOOSER_47D = {
    "tr": "bir kart değiştirilince, onu değiştirenin rakibi olup o karttan sonra oynamış oyuncu, kusurlu oyuncunun ortağı dahil (kendi kartını değiştirip değiştirmemeyi, Yasa 47D).",
    "en": "once a card is changed, an opponent of the player who changed it who played after that card, the offender's partner included (whether to change his own, Law 47D).",
}
READ_OUT_47D = {
    "tr": "Bir kart değiştirilince, onu değiştirenin rakibi olup o karttan sonra oynamış oyuncunun, kusurlu oyuncunun ortağı dahil, aynı iki seçeneği var (Yasa 47D).",
    "en": "After a change, an opponent of the player who changed who played after the changed card, the offender's partner included, has the same two options (Law 47D).",
}


def _cons(shown: str) -> str:
    """The "Against" lists of the Ending's options, as drawn (templates/situations/ending.html)."""
    return " ".join(re.findall(r'<ul class="cons">(.*?)</ul>', shown, re.DOTALL))


def _pros(shown: str) -> str:
    return " ".join(re.findall(r'<ul class="pros">(.*?)</ul>', shown, re.DOTALL))


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_take_your_card_back_tells_each_side_what_16c_makes_of_the_card(client, lang):
    """16C1 for the offender's opponent (his side authorised, the offenders not: 16C2), 16C2 for the
    offender's partner (his own side unauthorised); the partner's an "Against" of the option."""
    says(client, SLUG, KEYS, lang, OPPONENT[lang], PARTNER[lang])
    never_says(client, SLUG, KEYS, lang, OLD_INFORMATION[lang])
    shown = page(client, SLUG, KEYS, lang)
    assert escape(PARTNER[lang]) in _cons(shown)
    assert escape(OPPONENT[lang]) in _pros(shown)
    for label in ("16C", "47D", "58B3"):
        assert f'data-label="{label}"' in shown, (lang, label)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_option_and_the_chooser_give_the_change_to_the_offenders_partner_under_47d(client, lang):
    says(client, SLUG, KEYS, lang, EFFECT_47D[lang], CHOOSER_47D[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_gives_the_same_two_options_under_47d(client, lang):
    reads(client, SLUG, KEYS, lang, READ_OUT_47D[lang])


def test_the_engine_rules_the_partners_change_under_47d_and_the_opponents_under_58b3():
    """The words follow the engine: in the Ending's example, South (East's opponent) changes under
    58B3 and West (East's partner, the offender's partner) under 47D; both answers cite 16C, whose
    two sub-paragraphs the option then says by side."""
    ending = BY_SLUG[SLUG].walk(KEYS)[1]
    query, answer = ask(ending.engine)
    play = query["play"]
    assert play[-2:] == [
        {"act": "substitute", "seat": "S", "card": "S4"},
        {"act": "substitute", "seat": "W", "card": "H2"},
    ]
    simultaneous = next(e for e in play if isinstance(e, dict) and e["act"] == "simultaneous")
    assert simultaneous["seat"] == "E"
    assert answer["laws"][:2] == ["47D", "16C"]
    after_58b3 = rulings.answer({**query, "play": play[:-1]})
    assert after_58b3["laws"][:2] == ["58B3", "16C"]
