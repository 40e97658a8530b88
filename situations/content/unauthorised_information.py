"""A hesitation or other unauthorised information from partner (Laws 16B, 73C), written from the
Laws' text."""

from __future__ import annotations

from ..guide import Choice, Ending, Situation, Step, Text

OPPONENT = Ending(
    title=Text("Rakip duraksadı, ortağı konuştu", "An opponent hesitated and his partner acted"),
    now=(
        Text(
            "Duraksama, vurgu, ses tonu, beklenmedik alert gibi ortaktan gelen bilgi izinsizdir (Yasa 16B1).",
            "A hesitation, emphasis, tone of voice or an unexpected alert from partner is unauthorised information (Law 16B1).",
        ),
        Text(
            "Ortağı, mantıklı bir seçenek varken bu bilginin açıkça gösterdiği yolu seçemez (Yasa 16B1(a)).",
            "His partner may not choose, from logical alternatives, the one the information clearly suggests (Law 16B1(a)).",
        ),
        Text(
            "Duraksama olduğunda bunu kayda geçirmek için hakemi çağırabilir ya da hakkınızı saklı tuttuğunuzu söyleyebilirsiniz (Yasa 16B2).",
            "When it happens you may call the Director, or announce that you reserve the right to call him later (Law 16B2).",
        ),
        Text(
            "Zarar gördüğünüzü düşünüyorsanız oyun bitince hakemi çağırın; hakem ayarlı skor verebilir (Yasa 16B3, 12C1).",
            "If you think you were damaged, call the Director when play ends; he may award an adjusted score (Laws 16B3, 12C1).",
        ),
    ),
    chooser=Text("Hakem karar verir.", "The Director decides."),
    laws=("16B1", "16B1(a)", "16B1(b)", "16B2", "16B3", "73C1", "12C1"),
    director=Text(
        "Duraksama olduğunda (ya da rakipler duraksamayı kabul etmezse hemen); değerlendirme için oyun bitince.",
        "When it happens (at once if the opponents dispute it); for the ruling, after play has ended.",
    ),
)
OWN = Ending(
    title=Text("Ortağım duraksadı", "My partner hesitated"),
    now=(
        Text(
            "Ortağınızdan gelen bilgiyi kullanmaktan dikkatle kaçınmalısınız (Yasa 73C1).",
            "You must carefully avoid using the information from your partner (Law 73C1).",
        ),
        Text(
            "Mantıklı seçenekler arasında, duraksamanın gösterdiği yolu seçmeyin (Yasa 16B1(a)).",
            "Among logical alternatives, do not pick the one the hesitation suggests (Law 16B1(a)).",
        ),
    ),
    chooser=Text("Siz; hakem sonradan değerlendirir.", "You; the Director may review it later."),
    laws=("16B1", "16B1(a)", "73A2", "73C1"),
    director=Text(
        "Rakipler çağırırsa hakem gelir; siz de emin değilseniz çağırabilirsiniz.",
        "The opponents may call him; you may too if in doubt.",
    ),
)

SITUATION = Situation(
    slug="hesitation",
    title=Text("Duraksama ya da izinsiz bilgi", "A hesitation or unauthorised information"),
    summary=Text(
        "Bir oyuncu belirgin şekilde duraksadı, vurguyla konuştu ya da ortağına bilgi verecek bir şey yaptı.",
        "A player hesitated noticeably, called with emphasis, or otherwise passed information to partner.",
    ),
    start=Step(
        Text("Kim duraksadı?", "Who hesitated?"),
        (
            Choice("opponent", Text("Bir rakip", "An opponent"), OPPONENT),
            Choice("partner", Text("Ortağım", "My partner"), OWN),
        ),
    ),
)
