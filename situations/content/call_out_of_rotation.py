"""Call out of rotation (Laws 28-32), written from the Laws' text until the engine rules the
auction."""
from __future__ import annotations

from ..guide import Choice, Ending, Option, Situation, Step, Text
from .common import CALL_NOW

ACCEPT_OPTIONS = (
    Option(Text("Üstüne konuşup kabul etmek", "Call over it and accept"),
           Text("Soldaki rakip konuşursa düzeltme hakkı kalkar ve konuşma geçerli olur (Yasa 29A).",
                "If the left-hand opponent calls, the right to rectification is gone and the call stands (Law 29A)."),
           (Text("Artırım sizin için iyi gidiyor.", "The auction suits you as it is."),),
           (Text("Kusurlu taraf kısıtlamasız sürer.", "The offending side carries on unrestricted."),)),
    Option(Text("Kabul etmemek", "Do not accept"),
           Text("Konuşma iptal edilir, sıra doğru oyuncuya döner (Yasa 29B) ve aşağıdaki kurallar uygulanır.",
                "The call is cancelled, the turn goes back to the right player (Law 29B) and the rules below apply."),
           (Text("Kusurlunun ortağı pas geçmek zorunda kalabilir.", "The offender's partner may be silenced."),),
           (Text("İptal edilen konuşmanın bilgisi size de ulaşmıştır ama kusurlu taraf için izinsizdir (Yasa 16C).",
                 "The cancelled call's information is unauthorised for the offending side only (Law 16C)."),)),
)


def _ending(title: Text, rules: tuple[Text, ...], laws: tuple[str, ...]) -> Ending:
    return Ending(
        title=title,
        now=(Text("Sıra kendisinde olan oyuncu hakem karar vermeden konuşursa, sırasız konuşma yok sayılır ve yaptırım kalkar (Yasa 28B).",
                  "If the player whose turn it was calls before the Director rules, the call out of rotation is ignored and there is no rectification (Law 28B)."),
             *rules),
        chooser=Text("Kusurlu oyuncunun solundaki rakip (Yasa 29A).", "The offender's left-hand opponent (Law 29A)."),
        laws=("28B", "29A", "29B", *laws),
        director=CALL_NOW,
        options=ACCEPT_OPTIONS,
    )


PASS = _ending(Text("Sırasız pas", "Pass out of rotation"), (
    Text("Sağdaki rakibin sırasında pas: kusurlu oyuncu, sırası geldiğinde pas geçmek zorundadır (Yasa 30A).",
         "At the right-hand opponent's turn: the offender must pass at his next turn (Law 30A)."),
    Text("Ortağın ya da (henüz konuşmadıysa) soldakinin sırasında pas: ortak serbest; kusurlu oyuncu karşılaştırılabilir konuşma yaparsa yaptırım yok, yapmazsa ortağı bir kez pas geçer (Yasa 30B1).",
         "At partner's turn, or LHO's before the offender has called: partner calls freely; if the offender then makes a comparable call there is no rectification, otherwise his partner must pass once (Law 30B1)."),
    Text("Pas yapay ise Yasa 31 uygulanır (Yasa 30C).", "An artificial pass comes under Law 31 (Law 30C)."),
), ("30A", "30B1", "30C"))
BID = _ending(Text("Sırasız deklare", "Bid out of rotation"), (
    Text("Sağdaki rakibin sırasında: o pas geçerse kusurlu aynı deklareyi tekrarlar ve başka yaptırım yok; o konuşursa kusurlu serbesttir, karşılaştırılabilir konuşma değilse ortağı bir kez pas geçer (Yasa 31A).",
         "At the right-hand opponent's turn: if he passes, the offender repeats his bid and there is no more; if he calls, the offender calls freely, and unless it is a comparable call his partner must pass once (Law 31A)."),
    Text("Ortağın ya da soldakinin sırasında: ortak serbest (Yasa 16C2); kusurlu oyuncunun konuşmasına göre Yasa 31A2 uygulanır (Yasa 31B).",
         "At partner's or LHO's turn: partner calls freely (Law 16C2); the offender's call is ruled under Law 31A2 (Law 31B)."),
    Text("Çıkış kısıtlaması olabilir (Yasa 26B).", "Lead restrictions may apply (Law 26B)."),
), ("31A1", "31A2", "31B", "26B"))
DOUBLE = _ending(Text("Sırasız kontr ya da sürkontr", "Double or redouble out of rotation"), (
    Text("Sağdaki rakibin sırasında: o pas geçerse kusurlu kontrunu tekrarlar; o konuşursa kusurlu serbesttir, karşılaştırılabilir konuşma değilse ortağı bir kez pas geçer (Yasa 32A).",
         "At the right-hand opponent's turn: if he passes, the offender repeats it; if he calls, the offender calls freely, and unless it is a comparable call his partner must pass once (Law 32A)."),
    Text("Ortağın sırasında: ortak serbest (Yasa 16C2), sonra Yasa 32A2 (Yasa 32B).", "At partner's turn: partner calls freely (Law 16C2), then Law 32A2 (Law 32B)."),
    Text("Kurala aykırı kontr ise Yasa 36 uygulanır.", "An inadmissible double comes under Law 36."),
), ("32", "32A1", "32A2", "32B", "36"))

SITUATION = Situation(
    slug="call-out-of-rotation",
    title=Text("Sırasız konuşma", "Call out of rotation"),
    summary=Text("Artırımda bir oyuncu sıra kendisinde değilken konuştu.", "During the auction a player called when it was not his turn."),
    start=Step(
        Text("Sırasız konuşma neydi?", "What was the call out of rotation?"),
        (Choice("pass", Text("Pas", "A pass"), PASS),
         Choice("bid", Text("Bir deklare", "A bid"), BID),
         Choice("double", Text("Kontr ya da sürkontr", "A double or redouble"), DOUBLE)),
        Text("Sağdaki rakip pas geçmek zorundaysa konuşma sırasında sayılır (Yasa 28A).",
             "If the right-hand opponent was required to pass, the call counts as in rotation (Law 28A)."),
    ),
)
