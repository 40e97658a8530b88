"""The premature-play guide's several-faces Ending says 58B3, the right of the opponent who played
after the cards played at once, in each text's words, tells him what 16C makes of the card he takes
back, and shows the engine's `substitute` on an example whose answer is what the Ending says (qa254).

58B3, Turkish (official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine
daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir.
(Ancak bkz. Yasa 16C.)"
58B3, WBF: "After an offending player withdraws a visible card, an opponent who subsequently played to
that trick may withdraw his play and substitute another card without further rectification (but see
Law 16C)."
The Ending said it in words of its own: TR "bu löveye ondan sonra oynamış rakip kendi kartını geri
alıp" (the WBF's "to that trick" put into Turkish, where the official text has "bu kart üzerine"),
EN "After the offender takes back a visible card, an opponent who played to the trick after him may
take his card back and play another". The English keeps the WBF's words but for "an offending player",
said "the offender" as in the Ending's other lines (the word "player" moved a 52B1 story's search).

16C1, Turkish: "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek kendileri,
gerekse rakipleri tarafından yapmış olsun; yasaldır."; WBF "For a non-offending side, all information
arising from a withdrawn action is authorized, whether the action be its own or its opponents'".
16C2, Turkish: "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri
tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."; WBF "For an offending side,
information arising from its own withdrawn action and from withdrawn actions of the non-offending side
is unauthorized." The opponent of 58B3 is of the non-offending side."""

import pytest

import rulings
from situations.content import BY_SLUG
from situations.engine_words import ask
from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["two-cards", "several-faces"]

NOW = {
    "tr": "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir (Yasa 58B3; ancak bkz. Yasa 16C).",
    "en": "After the offender withdraws a visible card, an opponent who subsequently played to that trick may withdraw his play and substitute another card without further rectification (Law 58B3; but see Law 16C).",
}
OLD = {
    "tr": "bu löveye ondan sonra oynamış rakip kendi kartını geri alıp",
    "en": "After the offender takes back a visible card, an opponent who played to the trick after him",
}
# With 16C's second half, the opponents' withdrawn cards (qa302; test_qa302_premature_play_16c_opponents_withdrawn_cards.py).
INFORMATION = {
    "tr": "Kusurlu oyuncunun rakibiyseniz, geri aldığınız karttan ve rakiplerinizin geri aldığı kartlardan gelen bilgi sizin tarafınız için izinlidir; geri aldığınız karttan gelen bilgi kusurlu taraf için izinsizdir (Yasa 16C1, 16C2).",
    "en": "If you are the offender's opponent, information arising from the card you withdraw and from any card your opponents have withdrawn is authorised for your side; information arising from the card you withdraw is unauthorised for the offending side (Laws 16C1, 16C2).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_58b3_is_said_in_each_texts_words(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
    assert "58B3" in BY_SLUG[SLUG].walk(KEYS)[1].laws


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_opponent_is_told_what_16c_makes_of_the_card_he_takes_back(client, lang):
    """The option "Take your card back" weighs 16C1 and 16C2, each quoted on the page (16C whole,
    as the engine's answer cites it); since qa281 said to the offender's opponent by name, the
    offender's partner who changes under 47D having his own line
    (test_guides_premature_play_several_faces_16c2_partner.py)."""
    says(client, SLUG, KEYS, lang, INFORMATION[lang])
    assert 'data-label="16C"' in page(client, SLUG, KEYS, lang)


def test_the_ending_shows_the_engines_58b3_and_says_what_it_rules(client):
    """The engine decides; the Ending states. Its example runs `substitute` (docs/rulings-cli.md,
    Additions, "An opponent changes his card after cards played at once (Law 58B3)"): East let ♠9
    and ♠8 go together, both seen, designated ♠9 (♠8 a minor penalty card); South, his opponent, who
    had played ♠5 after them, takes it back and plays ♠4 (58B3: the answer cites 58B3 and 16C, and
    dummy's ♠K still wins). Since qa273 the record goes on with West's change under 47D (TR "Rakibin
    oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine başka bir kart
    herhangi bir onarma olmaksızın oynanabilir"; WBF "After an opponent's change of play a played card
    may be withdrawn and returned to the hand without further rectification and another card may be
    substituted"): West, who had discarded ♣2 after South's changed card, ruffs with ♥2 instead, ♣2
    no penalty card; West wins the trick and leads (test_guides_premature_play_several_faces_47d.py)."""
    ending = BY_SLUG[SLUG].walk(KEYS)[1]
    assert ending.engine is not None
    play = ending.engine.query["play"]
    assert [event for event in play if isinstance(event, dict) and event["act"] == "substitute"] == [
        {"act": "substitute", "seat": "S", "card": "S4"},
        {"act": "substitute", "seat": "W", "card": "H2"},
    ]
    query, _ = ask(ending.engine)
    after_58b3 = rulings.answer({**query, "play": query["play"][:-1]})
    assert "error" not in after_58b3, after_58b3
    assert after_58b3["laws"][:2] == ["58B3", "16C"]
    assert after_58b3["penalty_cards"] == [{"seat": "E", "card": "S8", "kind": "minor"}]
    assert (after_58b3["turn"], after_58b3["tricks"]) == ("N", {"NS": 3, "EW": 0})
    stories = {
        "tr": "Güney ♠5'i geri alıp yerine ♠4 oynadı;",
        "en": "South took back ♠5 and played ♠4 instead;",
    }
    for lang in ("tr", "en"):
        shown = page(client, SLUG, KEYS, lang)
        for label in ("58B2", "58B3", "16C"):
            assert f'data-label="{label}"' in shown, (lang, label)
        says(client, SLUG, KEYS, lang, stories[lang], NOW[lang])
