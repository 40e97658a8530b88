"""A wrong number of cards, a missing card, or a fouled board (Laws 6D, 13, 14, 87), written from
the Laws' text."""

from __future__ import annotations

from ..guide import Choice, Ending, Situation, Step, Text

STOP = Text(
    "Elinizi kimseye göstermeyin, kartları karıştırmayın; hakemi çağırın.",
    "Show nobody your hand and do not mix the cards; call the Director.",
)
BEFORE = Ending(
    title=Text("Yanlış sayıda kart: konuşma yapılmadan", "Wrong number of cards, before any call"),
    now=(
        STOP,
        Text(
            "Hakem düzeltir; kimse başka bir elin kartını görmediyse bord normal oynanır (Yasa 13A1).",
            "The Director corrects it; if nobody saw another player's card the board is played normally (Law 13A1).",
        ),
        Text(
            "Eksik kart bulunursa ele konur (Yasa 14A). Dağıtım hatalıysa bord yeniden karıştırılıp dağıtılır (Yasa 6D1).",
            "A missing card that is found goes back to the hand (Law 14A). If the deal was wrong, it is reshuffled and redealt (Law 6D1).",
        ),
    ),
    chooser=Text("Hakem.", "The Director."),
    laws=("6D1", "13A1", "13A2", "14A"),
    director=STOP,
)
DURING = Ending(
    title=Text("Yanlış sayıda kart: artırım ya da oyun sırasında", "Wrong number of cards, during the auction or play"),
    now=(
        STOP,
        Text(
            "Bord düzeltilerek oynanabiliyorsa düzeltilip oynanır; hakem sonunda ayarlı skor verebilir (Yasa 13B1).",
            "If the board can be played after correction it is; the Director may adjust the score at the end (Law 13B1).",
        ),
        Text(
            "Aksi halde hakem ayarlı skor verir (Yasa 13B2). Eksik kart oyun sırasında bulunursa Yasa 14B uygulanır; yaptırım ve rönons olabilir.",
            "Otherwise he awards an adjusted score (Law 13B2). A card found missing during play comes under Law 14B, and can mean a revoke.",
        ),
    ),
    chooser=Text("Hakem.", "The Director."),
    laws=("13B", "13B1", "13B2", "14B", "12C1"),
    director=STOP,
)
FOULED = Ending(
    title=Text("Karışmış bord", "Fouled board"),
    now=(
        Text(
            "Bordun kartları masalar arasında değiştiyse (ya da iki kopyada dağıtıcı, zon farklıysa) bord karışmıştır (Yasa 87A).",
            "If cards were misplaced between tables (or two copies differ in dealer or vulnerability) the board is fouled (Law 87A).",
        ),
        Text(
            "Hakem skorları doğru ve karışmış biçimde oynananlar olarak gruplara ayırır ve ayrı değerlendirir (Yasa 87B).",
            "The Director groups the scores by the form in which the board was played and scores each group separately (Law 87B).",
        ),
    ),
    chooser=Text("Hakem.", "The Director."),
    laws=("87A", "87B"),
    director=Text("Fark eder etmez; skorlar yazılmadan önce.", "As soon as you notice; before the scores are entered."),
)

SITUATION = Situation(
    slug="wrong-number-of-cards",
    title=Text("Yanlış sayıda kart ya da karışmış bord", "Wrong number of cards or a fouled board"),
    summary=Text(
        "Bir elde 13'ten fazla ya da az kart var, ya da bordun kartları başka masada farklıydı.",
        "A hand has more or fewer than 13 cards, or the board's cards were different at another table.",
    ),
    start=Step(
        Text("Ne zaman fark edildi?", "When was it noticed?"),
        (
            Choice("before-calls", Text("Konuşma yapılmadan önce", "Before anyone called"), BEFORE),
            Choice("during", Text("Artırım ya da oyun sırasında", "During the auction or play"), DURING),
            Choice(
                "fouled",
                Text("Bord başka masada farklı oynanmış", "The board was played differently elsewhere"),
                FOULED,
            ),
        ),
    ),
)
