"""Misinformation: a mistaken explanation of a partnership agreement (Laws 20F, 21B, 47E, 75),
written from the Laws' text."""

from __future__ import annotations

from ..guide import Choice, Ending, Situation, Step, Text

RECEIVED = Ending(
    title=Text("Rakip yanlış açıkladı", "An opponent gave a wrong explanation"),
    now=(
        Text(
            "Artırım bitmeden ve ortağınız sonra konuşmadıysa, yanlış bilgiden etkilenen konuşmanızı yaptırımsız değiştirebilirsiniz (Yasa 21B1(a)).",
            "Until the auction ends, and if your partner has not called since, you may change a call the misinformation influenced, without rectification (Law 21B1(a)).",
        ),
        Text(
            "Aksi kanıtlanmadıkça hakem hatalı konuşma değil hatalı açıklama olduğunu varsayar (Yasa 21B1(b)).",
            "Without evidence to the contrary the Director presumes mistaken explanation, not mistaken call (Law 21B1(b)).",
        ),
        Text(
            "Oyunda yanlış bilgiye dayanarak oynadığınız kartı, löveye başka kart oynanmadıysa geri alabilirsiniz (Yasa 47E2(a)).",
            "In the play you may take back a card played because of a mistaken explanation, if no card has been played to the trick since (Law 47E2(a)).",
        ),
        Text(
            "Değiştirme zamanı geçtiyse ve zarar gördüyseniz hakem ayarlı skor verir (Yasa 21B3, 75B1).",
            "If it is too late to change and you were damaged, the Director awards an adjusted score (Laws 21B3, 75B1).",
        ),
    ),
    chooser=Text(
        "Yanlış bilgi alan oyuncu (konuşmasını değiştirip değiştirmemek); sonra hakem.",
        "The misinformed player (whether to change his call); then the Director.",
    ),
    laws=("20F1", "20F6", "21B1(a)", "21B1(b)", "21B2", "21B3", "47E2(a)", "75B1"),
    director=Text("Fark ettiğiniz anda.", "As soon as you notice."),
)
GAVE = Ending(
    title=Text("Ortağım (ya da ben) yanlış açıkladı", "My partner (or I) explained wrongly"),
    now=(
        Text(
            "Açıklamayı yapan kendi hatasını fark ederse hakemi çağırıp düzeltmek zorundadır (Yasa 20F4(a), 75B2).",
            "The player who realises his own explanation was wrong must call the Director and correct it (Laws 20F4(a), 75B2).",
        ),
        Text(
            "Ortağın yanlış açıklamasını artırım sırasında düzeltemezsiniz, belli de edemezsiniz (Yasa 20F5(a)).",
            "You may not correct partner's mistaken explanation during the auction, nor show it by manner (Law 20F5(a)).",
        ),
        Text(
            "Deklaran ya da yer olursanız son pastan sonra, defans olursanız oyun bitince hakemi çağırıp açıklamayı düzeltmelisiniz (Yasa 20F5(b), 75B3).",
            "As declarer or dummy, after the final pass; as a defender, at the end of play: call the Director and correct the explanation (Laws 20F5(b), 75B3).",
        ),
        Text(
            "Anlaşmanız doğru açıklanmış ama konuşma hatalıysa usulsüzlük yoktur (Yasa 75C).",
            "If the agreement was explained correctly and the call was the mistake, there is no irregularity (Law 75C).",
        ),
    ),
    chooser=Text("Kimse seçmez; düzeltme zorunludur.", "Nobody chooses; correcting is compulsory."),
    laws=("20F4(a)", "20F5(a)", "20F5(b)", "75A", "75B2", "75B3", "75C"),
    director=Text(
        "Yasanın söylediği anda: açıklayan hemen; ortağı son pastan sonra ya da oyun bitince.",
        "When the Law says: the explainer at once; his partner after the final pass or at the end of play.",
    ),
)

SITUATION = Situation(
    slug="misinformation",
    title=Text("Yanlış bilgi (hatalı açıklama)", "Misinformation (a wrong explanation)"),
    summary=Text(
        "Bir konuşmanın anlamı yanlış açıklandı ya da alert edilmedi.", "A call was explained wrongly, or not alerted."
    ),
    start=Step(
        Text("Yanlış açıklamayı kim yaptı?", "Who gave the wrong explanation?"),
        (
            Choice("opponent", Text("Bir rakip", "An opponent"), RECEIVED),
            Choice("our-side", Text("Ortağım ya da ben", "My partner or I"), GAVE),
        ),
    ),
)
