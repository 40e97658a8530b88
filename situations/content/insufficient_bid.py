"""Insufficient bid (Law 27), written from the Laws' text until the engine rules the auction.
When it does, each Ending gets an EngineExample and the page shows the engine's answer."""
from __future__ import annotations

from ..guide import Choice, Ending, Option, Situation, Step, Text

ACCEPTED = Ending(
    title=Text("Yetersiz deklare kabul edildi", "The insufficient bid is accepted"),
    now=(Text("Soldaki rakip konuştuysa deklare kabul edilmiştir ve yasal sayılır; artırım sürer (Yasa 27A1).",
              "If the left-hand opponent has called, the bid is accepted and treated as legal; the auction goes on (Law 27A1)."),),
    chooser=Text("Kimse: kabul, konuşmakla olur.", "Nobody: calling over it accepted it."),
    laws=("27A1",),
    director=Text("Hakemi çağırmak gerekmez, ama emin değilseniz çağırın.", "No need to call the Director, but call him if in doubt."),
)
NOT_ACCEPTED = Ending(
    title=Text("Soldaki rakip karar verir", "The left-hand opponent decides"),
    now=(Text("Kabul edilmezse kusurlu oyuncu yasal bir konuşmayla düzeltir (Yasa 27B):", "If not accepted, the offender corrects with a legal call (Law 27B):"),
         Text("Aynı renk(ler)i belirten en düşük yeterli deklare: yaptırım yok (Yasa 27B1(a)).",
              "The lowest sufficient bid in the same strain(s): no rectification (Law 27B1(a))."),
         Text("Karşılaştırılabilir bir konuşma (Yasa 23A): yaptırım yok (Yasa 27B1(b)).", "A comparable call (Law 23A): no rectification (Law 27B1(b))."),
         Text("Başka bir yeterli deklare ya da pas: ortak artırımın sonuna kadar pas geçer; çıkış kısıtlaması olabilir (Yasa 27B2, 26B).",
              "Any other sufficient bid or a pass: partner must pass at every turn; lead restrictions may apply (Laws 27B2, 26B)."),
         Text("Kontr ya da sürkontr denerse iptal edilir ve ortak pas geçer (Yasa 27B3).",
              "An attempted double or redouble is cancelled and partner must pass (Law 27B3)."),
         Text("Kusursuz taraf zarar gördüyse hakem sonunda skoru düzeltebilir (Yasa 27D).",
              "If the non-offending side was damaged, the Director may adjust the score at the end (Law 27D).")),
    chooser=Text("Önce kusurlu oyuncunun soldaki rakibi (kabul ya da ret); sonra kusurlu oyuncu, düzeltmeyi.",
                 "First the offender's left-hand opponent (accept or not); then the offender, how to correct."),
    laws=("27A1", "27B", "27B1(a)", "27B1(b)", "27B2", "27B3", "27D", "23A", "26B"),
    director=Text("Kimse konuşmadan hakemi çağırın; kusurlu oyuncu hakem gelmeden düzeltirse Yasa 27C uygulanır.",
                  "Call the Director before anyone calls; if the offender corrects before the ruling, Law 27C applies."),
    options=(
        Option(Text("Kabul etmek", "Accept"), Text("Deklare yasal sayılır, siz konuşursunuz.", "The bid stands and you call over it."),
               (Text("Düşük seviye sizin işinize geliyor.", "The low level suits you."),),
               (Text("Kusurlu taraf hiçbir kısıtlama olmadan sürer.", "The offending side carries on unrestricted."),)),
        Option(Text("Kabul etmemek", "Do not accept"), Text("Kusurlu oyuncu düzeltir; ortağı pas geçmek zorunda kalabilir.",
                                                             "The offender corrects; his partner may have to pass."),
               (Text("Ortağın susması kusurlu tarafın artırımını bozabilir.", "Silencing partner may wreck their auction."),),
               (Text("Aynı anlamda düzeltme yaparsa yaptırım olmaz.", "A correction with the same meaning costs them nothing."),)),
    ),
)

SITUATION = Situation(
    slug="insufficient-bid",
    title=Text("Yetersiz deklare", "Insufficient bid"),
    summary=Text("Bir oyuncu bir önceki deklareden düşük bir deklare yaptı (ör. 1♠'nin üstüne 1♥).",
                 "A player bid lower than the previous bid (e.g. 1♥ over 1♠)."),
    start=Step(
        Text("Kusurlu oyuncunun solundaki rakip bu deklareden sonra konuştu mu?", "Has the offender's left-hand opponent called since?"),
        (Choice("lho-called", Text("Evet, konuştu", "Yes, he called"), ACCEPTED),
         Choice("not-yet", Text("Hayır, henüz değil", "No, not yet"), NOT_ACCEPTED)),
        Text("Sırasız yapılan yetersiz deklare için Yasa 31 uygulanır (Yasa 27A2).", "An insufficient bid out of rotation comes under Law 31 (Law 27A2)."),
    ),
)
