"""audit16a: the revoke and wrong-number-of-cards guides read sentence by sentence against both texts
of the 2017 Laws and, for the revoke, against the engine's answers. Each test reads the guide's page
(its read-out included) as a player does, fails on the text it replaced, and quotes the deciding
paragraph: the official Turkish of fixtures/laws_tr.txt, then the WBF English. Where the engine
rules on the case, the test asks it too."""

import pytest

import rulings
from situations.content.common import play_query
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

NO_TRANSFER = ["defender", "established", "64b-case"]
ESTABLISHED = [
    ["defender", "established", "no-64b-case", "offender-won"],
    ["defender", "established", "no-64b-case", "other-won"],
    ["declarer", "established", "no-64b-case", "offender-won"],
    ["declarer", "established", "no-64b-case", "other-won"],
]


def ask(q: str, events: list) -> dict:
    return rulings.answer({**play_query(events, q), "vul": False})


def played_out(events: list) -> list:
    """The play record completed with the first legal card each time, as the guides' examples are."""
    events = list(events)
    while (state := ask("state", events))["turn"]:
        events.append(f"{state['turn']}:{state['legal'][0]}")
    return events


# --- revoke (Laws 64B2, 62C3, 64C, 62B2) ----------------------------------------------------------


def test_64b2_leaves_the_first_revoke_to_64a(client):
    """64B2: "İlk rönonsun resmileşmesinden sonra, aynı oyuncunun aynı renkten bir sonraki rönonsu
    ise" / "it is a subsequent revoke in the same suit by the same player, the first revoke having
    been established": no automatic adjustment for *that* revoke (64B: "There is no automatic trick
    adjustment following an established revoke ... if"); the first is ruled by 64A. The Ending and
    its read-out said only that in the cases of 64B no trick is transferred, which a player whose
    opponent revoked twice reads of both revokes; the engine transfers one trick for the first
    (64A2) and none for the second (64B2). The page now says it (in "Things to weigh") and so does
    the read-out."""
    # East discards on spades twice; dummy wins both tricks.
    answer = ask("result", played_out(["W:S2", "N:SA", "E:D9", "S:S3", "N:SK", "E:DT", "S:S4"]))
    assert [(r["trick"], r["transfer"]) for r in answer["revokes"]] == [(1, 1), (2, 0)]
    assert {"64A2", "64B2"} <= set(answer["laws"])
    says(
        client,
        "revoke",
        NO_TRANSFER,
        "tr",
        "otomatik löve ayarlaması yalnızca sonraki rönons için yapılmaz; ilk rönonsa Yasa 64A yine uygulanır.",
        "aynı oyuncunun aynı renkteki sonraki rönonsunda ilk rönons için aktarma kuralı yine uygulanır.",
    )
    says(
        client,
        "revoke",
        NO_TRANSFER,
        "en",
        "only the subsequent revoke has no automatic adjustment; Law 64A still applies to the first revoke.",
        "after a subsequent revoke in the same suit by the same player, the transfer rule still applies to the first revoke.",
    )


def test_62c3_both_revokes_on_one_trick_are_corrected(client):
    """62C3: "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca birisi bir
    sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir (bkz.Yasa 16C2). Defans
    tarafının geri almış olduğu tüm kartlar cezalı kart durumuna dönüşür." / "If both sides revoke on
    the same trick and only one side has played to the subsequent trick, then both revokes must be
    corrected (see Law 16C2). Every card withdrawn by the defending side becomes a penalty card."
    The step offers 64B8 ("a revoke corrected under Law 62C3") and the Ending stated 62D1's late
    correction but not 62C3's; the engine names 62C3 once one side's revoke is established."""
    # East and South both revoke on trick 1; dummy leads to trick 2 (South's revoke established).
    state = ask("state", ["W:S2", "N:SA", "E:D9", "S:C8", "N:DA"])
    assert [r["established"] for r in state["revokes"]] == [False, True]
    assert "62C3" in state["laws"]
    says(
        client,
        "revoke",
        NO_TRANSFER,
        "tr",
        "İki taraf aynı lövede rönons yaptıysa ve yalnızca bir taraf sonraki löveye kart verdiyse, her iki rönonsun da düzeltilmesi gerekir; defans tarafının geri aldığı her kart cezalı kart olur (Yasa 62C3).",
    )
    says(
        client,
        "revoke",
        NO_TRANSFER,
        "en",
        "If both sides revoked on the same trick and only one side has played to the next trick, both revokes must be corrected; every card the defending side withdraws becomes a penalty card (Law 62C3).",
    )


def test_64c2_keeps_the_director_s_judgement_and_the_turkish_threshold(client):
    """64C2(a): "Hakem, rönonsların tekrarlanmamış olması halinde kusursuz tarafın büyük ihtimalle daha
    çok löve alabilecek olduğuna kanaat getirirse, ayarlı skor uygular" / "the Director adjusts the
    score if the non-offending side would likely have made more tricks" (the editor's note on
    64C2(a), shown on the page, names the lower bar of the WBF's "likely"). 64C2(b): "hakem
    taraflardan birinin zarar görmüş olduğuna kanaat getirirse" / "the Director deems that a
    contestant has been damaged". The Turkish page dropped the Director's judgement from both, the
    English took the WBF's "would likely" and dropped "deems" from (b)."""
    says(
        client,
        "revoke",
        NO_TRANSFER,
        "tr",
        "hakem, sonraki rönonslar olmasaydı kusursuz tarafın büyük olasılıkla daha çok löve alacağına kanaat getirirse skoru ayarlar (Yasa 64C2(a))",
        "hakem bir tarafın zarar gördüğüne kanaat getirirse",
    )
    says(
        client,
        "revoke",
        NO_TRANSFER,
        "en",
        "if he considers that the non-offending side would very probably have won more tricks without the later revokes (Law 64C2(a))",
        "when both sides revoked and the Director deems a contestant damaged",
    )
    never_says(client, "revoke", NO_TRANSFER, "en", "would likely have made more tricks without the later revokes")


@pytest.mark.parametrize("keys", [*ESTABLISHED, ["dummy", "established"], NO_TRANSFER])
def test_64c1_the_adjustment_rests_on_the_director_s_judgement(client, keys):
    """64C1: "her resmileşmiş rönonstan sonra, hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar
    tarafından yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır" /
    "When, after any established revoke, including those not subject to trick adjustment, the
    Director deems that the non-offending side is insufficiently compensated by this Law for the
    damage caused, he shall assign an adjusted score". The established Endings' chooser and read-out,
    the 64B read-out and dummy's Ending (which said "if the non-offending side was damaged") stated
    the condition as a fact, without the Director's judgement."""
    says(
        client,
        "revoke",
        keys,
        "tr",
        "Hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse",
    )
    says(client, "revoke", keys, "en", "If the Director considers that the damage suffered by the non-offending side")
    never_says(
        client,
        "revoke",
        keys,
        "en",
        "If the non-offending side is not sufficiently compensated, the Director adjusts the score",
        "If the non-offending side was damaged, the Director adjusts the score",
        "If the non-offending side is insufficiently compensated for the damage, the Director assigns",
    )


def test_64c1_the_engine_leaves_dummy_s_revoke_to_the_director(client):
    """64B3: "Rönons, ... yere ait kartlardan herhangi birinin oynanmaması sonucu meydana gelmişse" /
    "the revoke was made in failing to play ... any card belonging to dummy": no transfer, and 64C1
    (quoted above) for the Director. The engine's answer on the Ending's own example."""
    answer = ask("result", played_out(["W:S2", "N:HA", "E:S7", "S:S3", "N:SK"]))
    assert answer["transfer"]["tricks"] == 0
    assert answer["laws"] == ["64B3", "64C"]
    says(client, "revoke", ["dummy", "established"], "en", "he shall assign an adjusted score (Law 64C1)")


def test_43b2b_qualifies_declarer_s_correction_before_establishment(client):
    """62B2: "Bu kart deklaranın (Yasa 43B2(b)'ye tabi) ... elinden oynanmışsa ... bir başka onarma
    olmaksızın değiştirilebilir" / "The card may be replaced without further rectification if it was
    played from declarer's [subject to Law 43B2(b)] ... hand"; 43B2(b): "elinden
    oynadığı bir kartın rönons teşkil edip etmediğini deklarana ilk kez kendisi sorarsa, deklaran
    oynadığı kart yasadışı ise doğru kartla düzeltmek zorundadır ve Yasa 64'de öngörülen hükümler
    rönons resmileşmiş gibi uygulanır" / "is the first to ask declarer if a play from declarer's hand
    constitutes a revoke, declarer must substitute a correct card if his play was illegal, and the
    provisions of Law 64 then apply as if the revoke had been established". The not-established
    Ending said declarer's card goes back without further rectification, without the qualification;
    it now stands under "Things to weigh"."""
    keys = ["declarer", "not-established"]
    says(
        client,
        "revoke",
        keys,
        "tr",
        "deklaran doğru kartı koymak zorundadır ve Yasa 64 rönons resmileşmiş gibi uygulanır (Yasa 62B2, 43B2(b))",
    )
    says(
        client,
        "revoke",
        keys,
        "en",
        "declarer must substitute a correct card and Law 64 applies as if the revoke had been established (Laws 62B2, 43B2(b))",
    )


# --- wrong-number-of-cards (Laws 13A2, 86A, 13B) --------------------------------------------------


def test_13a2_follows_the_turkish_an_opponent_s_card(client):
    """13A2: "bir oyuncu rakibe ait bir veya daha fazla sayıda kartı görmüş ise, Hakem bordun
    oynanmasına ve skorun ortaya çıkmasına izin verir" / WBF "a player has seen one or more cards of
    another player's hand, the Director allows the board to be played and scored". The official
    Turkish speaks of an opponent's card; the page had the WBF's wider words in both languages, on a
    page that shows the 13A2 editor's note naming the difference."""
    keys = ["before-calls"]
    says(client, "wrong-number-of-cards", keys, "tr", "Bir oyuncu karşı tarafa ait bir kartı gördüyse")
    says(client, "wrong-number-of-cards", keys, "en", "If a player has seen a card belonging to the other side")
    never_says(client, "wrong-number-of-cards", keys, "en", "If a player has seen a card of another player's hand")


def test_86a_is_about_the_final_result_of_the_match(client):
    """86A: "Hakem, Yasa 6 uyarınca bordun yeniden dağıtılmasını emretme yetkisini, bir yarışmacı o
    bord hariç maçın kesin sonucunu bilebilecek durumda iken kullanmayacaktır" / "The Director shall
    not exercise his Law 6 authority to order one board redealt when the final result of a match
    without that board could be known to a contestant". The page and its read-out said "the result",
    and the English read-out "the result without that board". (The English read-out's "does not order
    a redeal but awards" is "awards an adjusted score instead" since qa208, for its 90 words.)"""
    keys = ["before-calls"]
    says(
        client,
        "wrong-number-of-cards",
        keys,
        "tr",
        "o bord olmadan maçın kesin sonucu bir yarışmacı tarafından bilinebilecekse",
        "o bord olmadan maçın kesin sonucu bilinebilecekse hakem bordun yeniden dağıtılmasını emretme yetkisini kullanmayacaktır",
    )
    says(
        client,
        "wrong-number-of-cards",
        keys,
        "en",
        "when the final result of the match without that board could be known to a contestant",
        "if the final result of the match without that board could be known, the Director awards an adjusted score instead",
    )


def test_the_read_out_gives_13b_its_condition(client):
    """13B: "Hakem, oyunculardan birinde 13'ten fazla kart bulunduğunu, bir diğerinde ise eksik sayıda
    kart olduğunu belirlerse ve eğer elinde yanlış sayıda kart olan bir oyuncu herhangi bir konuşma
    yapmış ise" / "When the Director determines that a player's hand originally contained more than 13
    cards with another player holding fewer, and a player with an incorrect hand has made a call".
    The Ending covers a short hand too (14A3: "Daha önce yapılmış konuşmalarda herhangi bir değişiklik
    yapılmadan, artırım ve oyun normal devam eder" / "the auction and play continue normally without
    alteration of any of the calls made"); its read-out gave 13B1/13B2 (an adjusted score
    "otherwise") with no condition, as if for every wrong number of cards."""
    keys = ["during"]
    says(
        client,
        "wrong-number-of-cards",
        keys,
        "tr",
        "Bir oyuncuda 13'ten fazla, bir başkasında eksik kart varsa ve elinde yanlış sayıda kart olan bir oyuncu konuştuysa: hakem bordun düzeltilerek oynanabileceğine kanaat getirirse bord düzeltilip oynanır ve hakem sonunda",
    )
    says(
        client,
        "wrong-number-of-cards",
        keys,
        "en",
        "If one player has more than 13 cards, another fewer, and a player with a wrong number of cards has called: if the Director judges that the deal can be corrected and played, it is, and he may award",
    )
