"""A card exposed or dropped during the play (Laws 48-51): declarer's cards, and a defender's
minor or major penalty card (Law 50B)."""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Situation, Step, Text
from .common import CALL_NOW, play_query
from .revoke import DECLARER_CHOICE_LATER

MINOR = Ending(
    title=Text("Minör cezalı kart", "Minor penalty card"),
    now=(
        Text("Kart masada yüzü açık durur (Yasa 50A).", "The card stays face up on the table (Law 50A)."),
        Text(
            "Sahibi, onu oynayana kadar aynı renkten onör altı başka kart oynayamaz; onör oynayabilir (Yasa 50C).",
            "Until he plays it, its owner may not play another card below honour rank of that suit; he may play an honour (Law 50C).",
        ),
        Text(
            "Ortağın çıkış kısıtlaması yoktur, ama kartın görülmesinden edindiği bilgi izinsizdir (Yasa 50C).",
            "Partner has no lead restriction, but what he learnt from seeing the card is unauthorised (Law 50C).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("49", "50A", "50B", "50C"),
    director=CALL_NOW,
    engine=EngineExample(
        Text("Batı ♠2 çıktı; Doğu ♦9'u masaya düşürdü.", "West led ♠2; East dropped ♦9 face up."),
        play_query(["W:S2", {"act": "expose", "seat": "E", "card": "D9"}]),
    ),
)
MAJOR = Ending(
    title=Text("Majör cezalı kart", "Major penalty card"),
    now=(
        Text(
            "Kart masada yüzü açık durur ve ilk yasal fırsatta oynanmak zorundadır; renge uyma zorunluluğu önce gelir (Yasa 50D1).",
            "The card stays face up and must be played at the first legal opportunity; following suit comes first (Law 50D1).",
        ),
        Text(
            "Ortağı çıkışa geldiğinde, deklaran seçimini söyleyene kadar çıkamaz (Yasa 50D2).",
            "When his partner is on lead, he may not lead until declarer has chosen (Law 50D2).",
        ),
        Text(
            "İki ya da daha fazla cezalı kart varsa hepsi majördür (Yasa 50B).",
            "With two or more penalty cards, all are major (Law 50B).",
        ),
    ),
    chooser=Text(
        "Deklaran, kusurlu oyuncunun ortağı çıkışa geldiğinde.", "Declarer, when the offender's partner is on lead."
    ),
    laws=("49", "50A", "50B", "50D1", "50D2"),
    director=CALL_NOW,
    options=DECLARER_CHOICE_LATER,
    engine=EngineExample(
        Text("Batı ♠2 çıktı; Doğu ♦V'yi masaya düşürdü.", "West led ♠2; East dropped ♦J face up."),
        play_query(["W:S2", {"act": "expose", "seat": "E", "card": "DJ"}]),
    ),
)
DECLARER = Ending(
    title=Text("Deklaranın ya da yerin kartı", "A card of declarer or dummy"),
    now=(
        Text(
            "Deklaranın ya da yerin hiçbir kartı cezalı kart olmaz; deklaran düşürdüğü kartı oynamak zorunda değildir (Yasa 48A).",
            "No card of declarer or dummy ever becomes a penalty card; declarer need not play a card he dropped (Law 48A).",
        ),
        Text(
            "Deklaran kartlarını açarsa talep ya da terk sayılabilir (Yasa 48B2, 68).",
            "If declarer faces his cards, it may be a claim or concession (Laws 48B2, 68).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("48A", "48B2"),
    director=Text(
        "Gerek yoksa oyun sürer; kartlarını açtıysa hakemi çağırın.",
        "Play goes on; call the Director if declarer faced his cards.",
    ),
    engine=EngineExample(
        Text("Batı ♠2 çıktı; Güney ♦8'i düşürdü.", "West led ♠2; South dropped ♦8."),
        play_query(["W:S2", {"act": "expose", "seat": "S", "card": "D8"}]),
    ),
)

SITUATION = Situation(
    slug="exposed-card",
    title=Text("Oyunda görünen ya da düşen kart", "A card exposed or dropped during the play"),
    summary=Text(
        "Oyun sırasında bir kart kazara masaya düştü ya da ortağın görebileceği duruma geldi.",
        "During the play a card was dropped or held where partner could see its face.",
    ),
    start=Step(
        Text("Kartı kim gösterdi?", "Whose card was it?"),
        (
            Choice(
                "defender",
                Text("Bir defans oyuncusunun", "A defender's"),
                Step(
                    Text("Ne tür bir kart?", "What kind of card?"),
                    (
                        Choice(
                            "small",
                            Text(
                                "Tek bir küçük kart (10 ve altı), kazara",
                                "A single small card (10 or lower), by accident",
                            ),
                            MINOR,
                        ),
                        Choice(
                            "honour-or-intended",
                            Text(
                                "Bir onör, oynamak niyetiyle gösterilen kart ya da ikinci cezalı kart",
                                "An honour, a card shown meaning to play it, or a second penalty card",
                            ),
                            MAJOR,
                        ),
                    ),
                    Text(
                        "Onörler: A, R, D, V, 10. Tek bir 10 da onördür, majör cezalı kart olur.",
                        "Honours: A, K, Q, J, 10. A single ten is an honour and becomes a major penalty card.",
                    ),
                ),
            ),
            Choice("declarer", Text("Deklaranın ya da yerin", "Declarer's or dummy's"), DECLARER),
        ),
    ),
)
