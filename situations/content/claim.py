"""A disputed claim or concession (Laws 68-71), written from the Laws' text."""

from __future__ import annotations

from ..guide import Choice, Ending, Situation, Step, Text

STOP = Text(
    "Oyun durur (Yasa 68D). Kartları karıştırmayın, kimse oynamaya devam etmesin.",
    "Play stops (Law 68D). Do not mix the cards; nobody plays on.",
)
DISPUTED = Ending(
    title=Text("İtiraz edilen talep", "A disputed claim"),
    now=(
        STOP,
        Text(
            "Hakem talep edenden talep anındaki açıklamasını tekrarlatır ve herkesi dinler; kalan kartları açtırabilir (Yasa 70B).",
            "The Director has the claimer repeat the statement he made when claiming, hears everyone, and may have the remaining cards faced (Law 70B).",
        ),
        Text(
            "Şüpheli her nokta talep edenin aleyhine çözülür (Yasa 70A). Açıklamada olmayan başarılı bir yol, normal ama daha az başarılı bir yol varken kabul edilmez (Yasa 70D1).",
            "Any doubtful point is resolved against the claimer (Law 70A). A successful line not in the statement is not accepted if a normal but less successful line exists (Law 70D1).",
        ),
        Text(
            "Rakipte koz kalmışsa ve açıklamada söylenmediyse rakibe löve verilebilir (Yasa 70C).",
            "If an opponent still holds a trump the statement did not mention, tricks may go to the opponents (Law 70C).",
        ),
    ),
    chooser=Text("Hakem karar verir.", "The Director decides."),
    laws=("68A", "68D", "70A", "70B1", "70B3", "70C", "70D1", "70E1"),
    director=Text(
        "Hemen çağırın: itiraz edilen talepte oyun hakem gelene kadar durur.",
        "At once: after a disputed claim play stays stopped until the Director arrives.",
    ),
)
AGREED_REGRET = Ending(
    title=Text("Kabul edilmiş talep ya da terkten dönmek", "Going back on an agreed claim or concession"),
    now=(
        Text(
            "Kabul, taraf sonraki bordda konuşana ya da tur bitene kadar itiraz etmezse kesinleşir (Yasa 69A).",
            "Agreement is established if the side raises no objection before it calls on the next board or the round ends (Law 69A).",
        ),
        Text(
            "Yine de düzeltme süresi içinde, gerçekte kazanılmış ya da oyun sürseydi muhtemelen kazanılacak bir löve geri verilir (Yasa 69B, 71).",
            "Even so, within the Correction Period, a trick already won, or one that would probably have been won had play continued, is restored (Laws 69B, 71).",
        ),
        Text(
            "Defans oyuncusu terk eder ve ortağı hemen itiraz ederse terk olmamıştır (Yasa 68B2).",
            "If a defender concedes and his partner objects at once, there is no concession (Law 68B2).",
        ),
    ),
    chooser=Text("Hakem karar verir.", "The Director decides."),
    laws=("68B1", "68B2", "69A", "69B1", "69B2", "71", "71A"),
    director=Text(
        "Fark eder etmez, düzeltme süresi bitmeden hakemi çağırın (Yasa 79C).",
        "As soon as you notice, before the Correction Period ends (Law 79C).",
    ),
)

SITUATION = Situation(
    slug="claim",
    title=Text("Talep ya da terk", "A claim or concession"),
    summary=Text(
        "Bir oyuncu kalan lövelerin hepsini ya da bir kısmını talep etti veya terk etti.",
        "A player claimed or conceded some or all of the remaining tricks.",
    ),
    start=Step(
        Text("Ne oldu?", "What happened?"),
        (
            Choice("disputed", Text("Talebe itiraz edildi", "The claim is disputed"), DISPUTED),
            Choice(
                "regret",
                Text("Talep ya da terk kabul edildi, sonra pişman olundu", "It was agreed, then someone regretted it"),
                AGREED_REGRET,
            ),
        ),
    ),
)
