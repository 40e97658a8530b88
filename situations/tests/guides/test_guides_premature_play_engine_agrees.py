"""The premature-play guide's Endings that state what the ruling engine decides (Laws 57C1, 57C3,
58B1, 58B2, 58B4 with 67B2(a)) but carry no EngineExample: each is asked of the engine here, on the
guides' example deal (situations/content/common.py), and the engine's answer must be what the page
says, by the paragraph the Ending cites first. Only the 57A Ending showed the engine's answer
(tests/test_guides.py); these were written from the Laws' text alone and nothing held them to the
engine's ruling.

57C1 (TR): "Eğer deklaran her iki elden de oynamış durumda ise, defans oyuncusunun ortağından önce
oynaması herhangi bir onarmaya tabi değildir." / (WBF) "A defender is not subject to rectification
for playing before his partner if declarer has played from both hands."
57C3 (TR): "Deklaran veya yer tarafından zamanından önce oynanan (löveye çıkış hariç) herhangi bir
kart, oynanmış kart sayılır, ve eğer yasalara uygun kart ise geri alınamaz." / (WBF) "A premature
play (not a lead) by declarer from either hand is a played card and if legal may not be withdrawn."
58B1 (TR): "Eğer yalnız bir kart görünmüşse, o kart oynanır; diğer bütün kartlar ele geri döner ve
başka bir onarma yoktur" / (WBF) "If the face of only one card is visible, that card is played; all
other cards are picked up and there is no further rectification".
58B2 (TR): "kusurlu oyuncu oynamak istediği kartı belirtir; bu bir defans oyuncusuysa, görünen diğer
her kart cezalı karta dönüşür" / (WBF) "the offending player designates the card he proposes to
play; when he is a defender, each other card exposed becomes a penalty card"; 48A (TR) "Deklaranın
veya yerin elindeki hiçbir kart cezalı kart olmaz" / (WBF) "no card of declarer's or dummy's hand
ever becomes a penalty card".
58B4 (TR): "Her iki taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse Yasa
67 uygulanır." / (WBF) "... Law 67 applies."; 67B2(a) footnote (TR) "bir defans oyuncusunun eline
geri konulacak fazladan bir kart gözükürse, bu kart cezalı karta dönüşür" / (WBF) "if an extra card
to be restored to a defender's hand has been exposed, it becomes a penalty card"."""

import pytest

import rulings
from situations.content import BY_SLUG
from situations.content.common import play_query
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"

# The example deal: N AKQJ.AKQ.AKQ.AKQ, E T987.JT9.JT9.JT9, S 6543.876.876.876, W 2.5432.5432.5432;
# South declares 4♥, West leads ♦2, dummy wins with ♦A and leads ♣A.
TRICK_ONE = ["W:D2", "N:DA", "E:D9", "S:D6", "N:CA"]


def simultaneous(seat: str, cards: list[str], visible: list[str], **more) -> dict:
    return {"act": "simultaneous", "seat": seat, "cards": cards, "visible": visible, **more}


CASES = [
    # Declarer plays ♣6 from hand before East (57C3), so he has played from both hands; West then
    # plays ♣2 before his partner East: no rectification, the card is played (57C1).
    (
        ("before-partner", "declarer-both-hands"),
        [*TRICK_ONE, "S:C6", "W:C2"],
        "57C1",
        [],
        ("onarmaya tabi değildir (Yasa 57C1)", "not subject to rectification (Law 57C1)"),
    ),
    # Declarer plays ♣6 from hand before East: a played card, no rectification (57C3).
    (
        ("declarer-early",),
        [*TRICK_ONE, "S:C6"],
        "57C3",
        [],
        (
            "oynanmış karttır ve yasalsa geri alınamaz (Yasa 57C3)",
            "is a played card and, if legal, may not be withdrawn (Law 57C3)",
        ),
    ),
    # East lets ♣J and ♣10 go together, only the jack's face seen (58B1).
    (
        ("two-cards", "one-face"),
        [*TRICK_ONE, simultaneous("E", ["CJ", "CT"], ["CJ"])],
        "58B1",
        [],
        ("o kart oynanmıştır; diğer kartlar ele geri alınır", "that card is played; the other cards are picked up"),
    ),
    # Both faces seen, East designates ♣J: the ten, exposed by a defender, is a penalty card (58B2).
    (
        ("two-cards", "several-faces"),
        [*TRICK_ONE, simultaneous("E", ["CJ", "CT"], ["CJ", "CT"], plays="CJ")],
        "58B2",
        [{"seat": "E", "card": "CT", "kind": "major"}],
        ("görünen diğer her kart cezalı kart olur", "each other card exposed becomes a penalty card"),
    ),
    # Declarer lets two diamonds go, both seen: he plays one and no card of his becomes a penalty
    # card (58B2, 48A).
    (
        ("two-cards", "several-faces"),
        ["W:D2", "N:DA", "E:D9", simultaneous("S", ["D8", "D7"], ["D8", "D7"], plays="D8")],
        "58B2",
        [],
        (
            "Deklaranın ya da yerin hiçbir kartı cezalı kart olmaz (Yasa 48A)",
            "No card of declarer or dummy ever becomes a penalty card (Law 48A)",
        ),
    ),
    # East's ♣J and ♣10 went to the trick together unnoticed until both sides played to the next
    # trick; the Director has the ten restored: the trick's ownership stands, and the ten, exposed,
    # becomes a penalty card (58B4, 67B2(a) and its footnote).
    (
        ("two-cards", "found-late"),
        [
            *TRICK_ONE,
            simultaneous("E", ["CJ", "CT"], ["CJ", "CT"], plays="CJ", unnoticed=True),
            "S:C6",
            "W:C2",
            "N:HA",
            "E:H9",
            {"act": "restore", "seat": "E"},
        ],
        "67B2(a)",
        [{"seat": "E", "card": "CT", "kind": "major"}],
        (
            "bir defans oyuncusunun fazla kartı görünmüşse cezalı kart olur",
            "a defender's extra card that has been exposed becomes a penalty card",
        ),
    ),
]


@pytest.mark.parametrize(
    "keys, play, paragraph, penalty_cards, phrases",
    CASES,
    ids=[f"{'/'.join(keys)}-{paragraph}-{len(cards)}" for keys, _, paragraph, cards, _ in CASES],
)
def test_the_engine_rules_what_the_ending_says(client, keys, play, paragraph, penalty_cards, phrases):
    ending = BY_SLUG[SLUG].walk(list(keys))[1]
    answer = rulings.answer(play_query(play))
    assert "error" not in answer, answer
    assert paragraph in answer["laws"] and paragraph in ending.laws
    assert answer["penalty_cards"] == penalty_cards
    says(client, SLUG, list(keys), "tr", phrases[0])
    says(client, SLUG, list(keys), "en", phrases[1])


def test_a_lead_to_the_next_trick_after_both_hands_is_left_to_the_director_by_both(client):
    """57C1 speaks of "playing before his partner" (TR "ortağından önce oynaması"); 57A names a lead
    to the next trick apart ("or leads to the next trick", TR "veya bir sonraki löveye çıkış
    yaptığında"). The engine does not decide it and says the Director rules; so does the Ending."""
    answer = rulings.answer(play_query([*TRICK_ONE, "S:C6", "W:C2", "W:S2"]))
    assert "the Director rules" in answer["error"]
    keys = ["before-partner", "declarer-both-hands"]
    says(client, SLUG, keys, "tr", "Buna hakem karar verir.")
    says(client, SLUG, keys, "en", "The Director rules on it.")
