"""audit15c: three guides where the engine decides (card from dummy, premature play, defective
trick) read sentence by sentence against both texts of the 2017 Laws and against the engine's
answers. Each test reads the guide's page (its read-out included) as a player does, fails on the
text it replaced, and quotes the deciding paragraph: the official Turkish of fixtures/laws_tr.txt,
then the WBF English. Where the engine rules on the case, the test asks it too."""

import pytest

import rulings
from situations.content.common import play_query
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


def play(events: list) -> dict:
    return rulings.answer(play_query(events))


# --- premature-play (Laws 57C1, 60A2, 58B2 with 50B) -----------------------------------------------


def test_57c1_a_lead_to_the_next_trick_after_both_hands_is_the_director_s_to_rule(client):
    """57C1: "Eğer deklaran her iki elden de oynamış durumda ise, defans oyuncusunun ortağından önce
    oynaması herhangi bir onarmaya tabi değildir" / "A defender is not subject to rectification for
    playing before his partner if declarer has played from both hands"; 57A names the lead apart:
    "ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında veya bir sonraki löveye
    çıkış yaptığında" / "When a defender leads to the next trick before his partner has played to
    the current trick, or plays out of turn before his partner has played". The step reaching this
    ending includes the lead; the page said the exemption flatly, while the engine answers that
    the Director rules."""
    # N won trick 1 and leads ♣A; E and S play; E leads to trick 3 before W has played to trick 2.
    answer = play(["W:D2", "N:DA", "E:D9", "S:D6", "N:CA", "E:C9", "S:C6", "E:CT"])
    assert "the Director rules" in answer["error"]
    keys = ["before-partner", "declarer-both-hands"]
    says(
        client,
        "premature-play",
        keys,
        "tr",
        "muafiyetin bu çıkışı da kapsayıp kapsamadığını Yasalar açıkça söylemez. Buna hakem karar verir.",
        "Defans oyuncusu sonraki löveye çıktıysa, muafiyetin çıkışı da kapsayıp kapsamadığına hakem karar verir.",
    )
    says(
        client,
        "premature-play",
        keys,
        "en",
        "the Laws do not say plainly whether the exemption covers that lead. The Director rules on it.",
        "If you led to the next trick rather than played to this one, the Director rules whether the exemption covers the lead.",
    )


def test_60a2_keeps_its_53b_exception(client):
    """60A2: "Bir kez onarma hakkı yitirildiğinde, yasadışı oyun sıra içinde yapılmış gibi muamele
    görür (Yasa 53B'nin uygulandığı durumlar dışında)" / "Once the right to rectification has been
    forfeited, the illegal play is treated as though it were in turn (except when Law 53B applies)".
    The ending had dropped the exception."""
    keys = ["before-partner", "next-hand-played"]
    says(client, "premature-play", keys, "tr", "Yasa 53B'nin uygulandığı durumlar bunun dışındadır (Yasa 60A2)")
    says(client, "premature-play", keys, "en", "except when Law 53B applies (Law 60A2)")


def test_58b2_an_honour_seen_with_another_card_is_a_major_penalty_card(client):
    """58B2: "bu bir defans oyuncusuysa, görünen diğer her kart cezalı karta dönüşür (bkz. Yasa 50)"
    / "when he is a defender, each other card exposed becomes a penalty card (see Law 50)"; 50B:
    "Onör derecesinde herhangi bir kart ... majör cezalı karta dönüşür" / "Any card of honor rank
    ... becomes a major penalty card". The page named only a single small card (minor) and two or
    more (all major); the engine makes a single honour major."""
    answer = play(
        [
            "W:D2",
            "N:DA",
            {"act": "simultaneous", "seat": "E", "cards": ["DT", "D9"], "visible": ["DT", "D9"]},
            {"act": "choose_card", "seat": "E", "card": "D9"},
        ]
    )
    assert answer["penalty_cards"] == [{"seat": "E", "card": "DT", "kind": "major"}]
    keys = ["two-cards", "several-faces"]
    says(client, "premature-play", keys, "tr", "onör derecesindeki her kart majördür")
    says(client, "premature-play", keys, "en", "any card of honour rank is a major one")


# --- defective-trick (Laws 67B1, 64A2) -------------------------------------------------------------


def test_67b1_read_out_keeps_64a2_s_condition(client):
    """67B1(a)/(b): "Özürlü lövede rönons yapmış sayılır ve Yasa 64A2'ye göre aktarılan 1 löve kaybına
    tabidir" / "He is deemed to have revoked on the defective trick and is subject to the loss of one
    trick transferred in accordance with Law 64A2"; 64A2: "eğer ki kusurlu taraf bu löveyi veya
    sonraki herhangi bir löveyi kazanmışsa, oyun sona erdikten sonra, kusursuz tarafa bir löve
    aktarılır" / "if the offending side won that or any subsequent trick, after play ends one trick
    is transferred". The read-out said a trick is transferred, with no condition; it names the side the
    trick goes to since audit333 (64A2 "kusursuz tarafa", "to the non-offending side")."""
    keys = ["wrong-count", "later", "missing"]
    says(
        client,
        "defective-trick",
        keys,
        "tr",
        "tarafınız o löveyi ya da sonraki bir löveyi kazandıysa, oyun bitince Yasa 64A2'ye göre rakiplerinize bir löve aktarılır",
    )
    says(
        client,
        "defective-trick",
        keys,
        "en",
        "if your side won that trick or a later one, one trick is transferred to your opponents under Law 64A2 after play ends",
    )
    never_says(client, "defective-trick", keys, "en", "You are deemed to have revoked, and one trick is transferred")


# --- card-from-dummy (Laws 45C3, 47F2, 64C1) -------------------------------------------------------


@pytest.mark.parametrize("keys", [["changed", "slip", "played-since"], ["changed", "rethink"]])
def test_47f2_the_turkish_names_law_47_as_the_english_does(client, keys):
    """47F2: "Bu Yasanın izin verdikleri haricinde oynanmış bir kart geri alınamaz" / "Except as this
    Law specifies, a card once played may not be withdrawn": "this Law" is Law 47. On the guide's
    page the sentence follows Law 45C4(a), so the Turkish "bu Yasanın" read as Law 45, where the
    English said "Law 47"."""
    says(client, "card-from-dummy", keys, "tr", "Yasa 47'nin izin verdikleri dışında oynanmış kart geri alınamaz")
    never_says(client, "card-from-dummy", keys, "tr", "bu Yasanın izin verdikleri dışında")


def test_45c3_the_step_does_not_add_an_intention_to_play(client):
    """45C3: "Deklaranın, yeri düzenleme amacı dışında veya dokunulan kart ya da kartların altındaki
    veya üstündeki bir karta ulaşma amacı dışında, bilerek dokunduğu bir Yer kartı oynanır" / "A card
    in the dummy is played if it has been deliberately touched by declarer except for the purpose
    either of arranging dummy's cards, or of reaching a card above or below". The answer read
    "deliberately, as if to play it": a condition the Law does not set."""
    says(
        client,
        "card-from-dummy",
        ["touched"],
        "tr",
        "Bilerek (kartları düzenlemek ya da altındaki veya üstündeki bir karta ulaşmak için değil)",
    )
    says(
        client,
        "card-from-dummy",
        ["touched"],
        "en",
        "Deliberately (not to arrange the cards or to reach a card above or below it)",
    )
    never_says(client, "card-from-dummy", ["touched"], "en", "as if to play it")


def test_64c1_the_adjusted_score_is_on_the_director_s_judgement(client):
    """64C1: "hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede
    tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır" / "the Director deems that the
    non-offending side is insufficiently compensated by this Law for the damage caused, he shall
    assign an adjusted score". The ending stated the condition as a fact, without the Director's
    judgement."""
    keys = ["wrong-card", "too-late"]
    says(
        client,
        "card-from-dummy",
        keys,
        "tr",
        "hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir",
    )
    says(
        client,
        "card-from-dummy",
        keys,
        "en",
        "if he considers that the damage suffered by the non-offending side is not sufficiently compensated",
    )
