"""The judgement ruling, step by step (issue 23): the questions the Laws ask, in their order, for
the rulings the engine cannot make alone, as data.

- Unauthorised information (Law 16B, with 73C and 73D1 for tempo): was there unauthorised
  information from partner (16B1, 73C1); did it clearly indicate the action chosen (16B1(a)); was
  another action a logical alternative (16B1(b)); was the non-offending side damaged (12B1, 16B3).
- Misinformation (Laws 20F, 21B, 40B3, 75): a mistaken explanation or a mistaken call (75B1, 75C,
  presumed a mistaken explanation without evidence to the contrary: 21B1(b)); may the call still
  be changed (21B1(a)) or, in the play, the card withdrawn (47E2(a), as 20F6 directs; too late for
  that, 47E2(b)'s adjusted score); would the non-offenders have acted otherwise with the correct explanation
  (75D3's first sentence) or, the explanation resting on no partnership agreement (75D2), had they
  known that (its second); damage (12B1, 40B3(a); 21B3 after a call too late to change, 47E2(b) and
  12B1's advantage after a card too late to withdraw, each route its own steps).
- A lead out of turn (or a card played) because the opponents said it was the player's turn (47E1,
  to which 53A and 55A send it): the card may be withdrawn without any sanction and the left-hand
  opponent may not accept it; without that misinformation, Laws 53-57.
- Damage after a call replaced (23C, 27D): an insufficient bid corrected under 27B1 (the lowest
  sufficient bid in the same strain(s), 27B1(a), or a comparable call, 27B1(b)), or a call out of
  rotation cancelled (29B) and replaced at the offender's turn by a comparable call (23B; 30B1(b)(i),
  31A2(a), 32A2(a)); not so, the Law's own rectification (27B2, 27B3, 27B4; 30B1(b)(ii), 31A2(b),
  32A2(b)); at the right-hand opponent's turn, where the Law names the offender's next call and
  asks no comparable-call question (30A; 31A1, 32A1 after that opponent's pass), its own words; at
  the left-hand opponent's turn after the offender has called, a change of call (30B2, 31C, 32C):
  Law 25's paragraphs said with their conditions, and no comparable-call question (the texts leave
  23C open there); at the end of play, could the result have been different without the assistance gained,
  and was the non-offending side damaged in consequence (27D, 12B1; 23C). Law 16C does not apply
  there (27B1, 23B, 26A), which the steps say as the Laws do.
- Redress after an established revoke (64C): not established, it must be corrected (62A); both
  sides revoked (64B7), either damaged (64C2(b)); a revoke repeated in the same suit (64B2) and
  more tricks very probably won without it (64C2(a)); otherwise the damage not sufficiently
  compensated by the trick adjustment (64C1, 12B1). The tricks 64A transfers are the engine's
  (the table page); whether they compensate is the Director's.
- Cards taken from a wrong board (15A1: the call cancelled; the partner called since, 15A2(a)'s
  adjusted score, said; otherwise 15A2(b)), then 15A2(c), 15A3 and 15A4 said; in any event.
- A wrong board (15B; its footnote 4 sends team play to 86B) and a fouled board (87A; pairs 87B,
  teams 87C to 86B2): pairs or individual, had a player at the table played the board before
  (15B1, cancelled, then 15B3's artificial adjusted score by 12C2(a), computed by the engine at the
  ARTIFICIAL step) or not (15B2, the score stands); the fouled board's groups rated as the regulations say (87B, no adjusted score); in team
  play, a wrong board: a single score at the other table (86B1: on the official Turkish an artificial
  adjusted score, said, not computed), a single score favourable to neither (86B1 and 86B2 do not
  name it: an Ending naming 12C1's adjusted score, no ruling) or more, or a board played at one table
  (86B2, then the Regulating Authority's regulation for a board played at one table, 86B3); a fouled board (87C: 86B2, played at more than one table by
  87A) and the wrong board after 86B3: who was at fault (86B2(a), (c) in Endings; 86B2(b) the TEAMS step: the assigned adjusted score in IMPs
  against the other table and 12C2(b)'s average plus, the higher and its complement, the engine's).

The unauthorised information, misinformation, revoke and replaced-call paths end, when there is damage, in the adjusted score of Law 12C: weighted (12C1(c)) or artificial
(12C1(d), 12C2), computed by the engine (desk/judgement_views.py). An answer that ends the ruling
earlier leads to an Ending stating the Laws' consequence only as far as the quoted text says it.

Every question and ending carries the paragraph it rests on and a short quote of it in both
languages: the official Turkish (fixtures/laws_tr.txt) and the site's English rendering of it
(checked against the WBF 2017 English); desk/tests/test_judgement.py holds each quote to the text
of the current edition.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote_plus

from situations.guide import Text

SCORE = "score"  # the last step of both paths: the potential results and their weights (12C1)
# The score step where the Law itself awards an artificial adjusted score by the fault (15B3, "[see
# Law 12C2(a)]"): no weighted score, the paragraphs the path names (Path.artificial), not 12C1's.
ARTIFICIAL = "artificial_score"
# 86B2(b), one contestant at fault in team play: the non-offending side's assigned adjusted score
# (the score step's weighted form, at IMPs) and 12C2(b)'s average plus, the more favourable awarded
# and the complement to the offending side, computed by the engine (`teams_one_at_fault`).
TEAMS = "teams_score"


@dataclass(frozen=True)
class Quote:
    """A paragraph and a short passage of it, word for word, in both languages."""

    label: str
    text: Text


@dataclass(frozen=True)
class Answer:
    key: str  # the value carried in the query string
    words: Text
    next: str  # a question's key, an ending's key, or SCORE
    keeps_detail: bool = False  # the words typed with it are kept (the alternatives, with "Yes")
    # The paragraph this answer names among the question's `also` (75B1, 75D2, 75C on the first
    # misinformation step): the page cites it beside the others, the record only when it was chosen.
    # Several where the answer names more than one (27B1(b) with 23A's cases of a comparable call).
    law: str | tuple[str, ...] = ""

    @property
    def laws(self) -> tuple[str, ...]:
        if isinstance(self.law, str):
            return (self.law,) if self.law else ()
        return self.law


@dataclass(frozen=True)
class Question:
    key: str  # the query-string parameter that carries its answer
    short: Text  # what the trail and the record's facts call it
    ask: Text
    quote: Quote
    answers: tuple[Answer, ...]
    also: tuple[str, ...] = ()  # further paragraphs it rests on
    note: Text | None = None
    # A question that also asks for words (the logical alternatives): the parameter's name.
    detail: str = ""
    # Paragraphs only the note cites (the time of a correction, 75B2 and 20F5(b)): linked beside the
    # quote with their editor's notes, but no ruling through this step applies them, so the record's
    # Laws leave them out.
    cited: tuple[str, ...] = ()


@dataclass(frozen=True)
class Ending:
    key: str
    title: Text
    consequence: Text
    quote: Quote
    also: tuple[str, ...] = ()


@dataclass(frozen=True)
class ArtificialScore:
    """The ARTIFICIAL step's own words (what the Law says before the score) and the paragraphs it
    quotes, which are the record's Laws once a score is computed."""

    lede: Text
    quotes: tuple[Quote, ...]


@dataclass(frozen=True)
class TeamsScore:
    """The TEAMS step's own words (86B2(b) said, and what the engine compares) and its quotes."""

    lede: Text
    quotes: tuple[Quote, ...]


@dataclass(frozen=True)
class Path:
    key: str
    title: Text
    first: str
    questions: tuple[Question, ...]
    endings: tuple[Ending, ...]
    artificial: ArtificialScore | None = None

    def question(self, key: str) -> Question | None:
        return next((q for q in self.questions if q.key == key), None)

    def ending(self, key: str) -> Ending | None:
        return next((e for e in self.endings if e.key == key), None)


YES = Text("Evet", "Yes")
NO = Text("Hayır", "No")

# --- unauthorised information (16B, 73C) ---------------------------------------------------------

Q_16B1 = Quote(
    "16B1",
    Text(
        "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış bilgi izinsizdir.",
        "Any extraneous information from partner that might point to a particular call or line of play is "
        "unauthorised.",
    ),
)
Q_16B1A = Quote(
    "16B1(a)",
    Text(
        "Bir oyuncu, mantıklı başka bir seçeneği varken, kendisine ulaşan bir dış bilginin açıkça gösterdiği "
        "doğrultudaki belli bir konuşma veya oyun tarzını tercih edemez.",
        "A player who has another logical alternative may not choose a particular call or line of play in the "
        "direction clearly indicated by extraneous information that has reached him.",
    ),
)
Q_16B1B = Quote(
    "16B1(b)",
    Text(
        "Mantıklı seçenek; söz konusu oyuncunun seviyesinde olan ve aynı ortaklık metotlarını kullanan "
        "oyunculardan, belirgin bir oranının ciddi bir şekilde göz önünde bulunduracağı ve bazılarının tercih "
        "edebileceği seçenektir.",
        "A logical alternative is an option that a significant proportion of players of the same standard as the "
        "player in question, using the same partnership methods, would seriously consider and some of whom might "
        "select.",
    ),
)
Q_73D1 = Quote(
    "73D1",
    Text(
        "Bir konuşma veya oyunun yapılışındaki hız veya tavrı kasıtsız olarak değiştirmek bir kural ihlali "
        "değildir, ama bu tür tempo değişiklikleri yalnızca rakipler için izinli bilgi",
        "Unintentionally varying the speed or manner in which a call or play is made is not an infraction, but "
        "such variations in tempo are authorised information only to the opponents",
    ),
)
Q_12B1 = Quote(
    "12B1",
    Text(
        "Bir yasaya aykırılık nedeniyle zarar; masada kusursuz tarafın, aykırılık gerçekleşmeseydi elde "
        "edebileceğinden daha elverişsiz bir sonuç alması durumunda meydana gelir.",
        "Damage caused by an infraction exists when the non-offending side obtains at the table a less favourable "
        "result than it could have obtained had the infraction not occurred.",
    ),
)
Q_73C2 = Quote(
    "73C2",
    Text(
        "Yukarıda C1 bendinde belirtilen kuralı ihlal eden oyuncuya cezai yaptırım uygulanabilir",
        "A penalty may be applied to a player who violates the rule set out in C1 above",
    ),
)

UNAUTHORISED = Path(
    key="ui",
    title=Text("İzinsiz bilgi (Yasa 16B, 73C)", "Unauthorised information (Laws 16B, 73C)"),
    first="ui",
    questions=(
        Question(
            key="ui",
            short=Text("Ortaktan izinsiz bilgi", "Unauthorised information from partner"),
            ask=Text(
                "Oyuncu ortağından izinsiz bilgi aldı mı? Örneğin bir söz, bir soru ya da bir soruya yanıt, "
                "beklenmedik bir alert ya da alert edilmemesi, kuşkuya yer bırakmayan bir duraksama, her "
                "zamankinden farklı bir hız, özel vurgu, ses tonu, jest, hareket veya tavır.",
                "Did the player receive unauthorised information from partner? For instance a remark, a question "
                "or a reply to one, an unexpected alert or failure to alert, an unmistakable hesitation, unusual "
                "speed, special emphasis, tone of voice, a gesture, movement or mannerism.",
            ),
            quote=Q_16B1,
            also=("73C1",),
            answers=(Answer("yes", YES, "suggested"), Answer("no", NO, "no_ui")),
        ),
        Question(
            key="suggested",
            short=Text("Bilginin açıkça gösterdiği eylem", "Action clearly indicated by the information"),
            # The official 16B1(a) asks whether the action was "in the direction clearly indicated" by
            # the information ("açıkça gösterdiği doğrultudaki"), not the WBF's "demonstrably suggested
            # over another": the question follows the Turkish; the 16B1(a) note beside the quote says so.
            ask=Text(
                "Oyuncunun seçtiği konuşma veya oyun, bu bilginin açıkça gösterdiği doğrultuda mıydı?",
                "Was the call or play the player chose in the direction clearly indicated by that information?",
            ),
            quote=Q_16B1A,
            answers=(Answer("yes", YES, "alternative"), Answer("no", NO, "not_suggested")),
        ),
        Question(
            key="alternative",
            short=Text("Mantıklı seçenek", "Logical alternative"),
            ask=Text(
                "Başka bir konuşma veya oyun mantıklı bir seçenek miydi? Varsa hangisi (ya da hangileri)?",
                "Was another call or play a logical alternative? If so, which one (or which)?",
            ),
            quote=Q_16B1B,
            # 16B1(b) asks what players of the player's standard would do "using the same partnership
            # methods" (TR "aynı ortaklık metotlarını kullanan", WBF "using the methods of the
            # partnership"): the pollees need those methods as much as the hand and the auction (the
            # poll form asks for them). The Laws name no poll: the note is the desk's advice.
            note=Text(
                "Oyuncunun seviyesinde olan ve aynı ortaklık metotlarını kullanan oyunculardan bir anket (poll) "
                "karar vermeye yardım eder: eli, artırımı ve ortaklığın metotlarını onlara gösterin.",
                "A poll of players of the player's standard who use the same partnership methods helps decide: "
                "show them the hand, the auction and the partnership's methods.",
            ),
            detail="la",
            answers=(Answer("yes", YES, "damage", keeps_detail=True), Answer("no", NO, "no_alternative")),
        ),
        Question(
            key="damage",
            short=Text("Zarar", "Damage"),
            ask=Text(
                "Kusursuz taraf masada, ihlal gerçekleşmeseydi elde edebileceğinden daha elverişsiz bir sonuç mu "
                "aldı (ya da ihlal kusurlu tarafa bir avantaj mı sağladı: Yasa 16B3)?",
                "Did the non-offending side obtain at the table a less favourable result than it could have "
                "obtained had the infraction not occurred (or did the infraction give the offending side an "
                "advantage: Law 16B3)?",
            ),
            quote=Q_12B1,
            also=("16B3",),
            answers=(Answer("yes", YES, SCORE), Answer("no", NO, "no_damage")),
        ),
    ),
    endings=(
        Ending(
            key="no_ui",
            title=Text("Ortaktan izinsiz bilgi yok", "No unauthorised information from partner"),
            consequence=Text(
                "Ortaktan izinsiz bilgi olmadan Yasa 16B1(a) oyuncunun seçimini kısıtlamaz; bu gerekçeyle Yasa "
                "16B3 uyarınca ayarlı skor verilmez. Kasıtsız bir tempo değişikliği kural ihlali değildir ve "
                "yalnızca rakipler için izinli bilgidir. Geri alınan bir konuşma veya oyundan gelen bilgi Yasa "
                "16C'nin, diğer kaynaklardan gelen harici bilgi Yasa 16D'nin konusudur.",
                "Without unauthorised information from partner, Law 16B1(a) does not restrict the player's choice: "
                "there is no adjusted score under Law 16B3 on this ground. An unintentional variation of tempo is "
                "not an infraction, and it is authorised information only to the opponents. Information from a "
                "withdrawn call or play is a matter for Law 16C, extraneous information from other sources for Law "
                "16D.",
            ),
            quote=Q_73D1,
            also=("16B1(a)", "16B3"),
        ),
        Ending(
            key="not_suggested",
            title=Text("Bilgi seçilen eylemi göstermiyordu", "The information did not indicate the action chosen"),
            consequence=Text(
                "Yasa 16B1(a) yalnızca dış bilginin açıkça gösterdiği doğrultudaki eylemi yasaklar: seçilen eylem "
                "16B1(a)'nın ihlali değildir ve Yasa 16B3 uyarınca ayarlı skor verilmez.",
                "Law 16B1(a) forbids only an action in the direction clearly indicated by the extraneous "
                "information: the action chosen is not an infraction of 16B1(a), and there is no adjusted score "
                "under Law 16B3.",
            ),
            quote=Q_16B1A,
            also=("16B3",),
        ),
        Ending(
            key="no_alternative",
            title=Text("Mantıklı bir seçenek yoktu", "There was no logical alternative"),
            consequence=Text(
                "Yasa 16B1(a) eylemi yalnızca oyuncunun mantıklı başka bir seçeneği varken yasaklar: seçilen eylem "
                "16B1(a)'nın ihlali değildir ve Yasa 16B3 uyarınca ayarlı skor verilmez.",
                "Law 16B1(a) forbids the action only when the player has another logical alternative: the action "
                "chosen is not an infraction of 16B1(a), and there is no adjusted score under Law 16B3.",
            ),
            quote=Q_16B1A,
            also=("16B1(b)", "16B3"),
        ),
        Ending(
            key="no_damage",
            title=Text("Zarar yok", "No damage"),
            consequence=Text(
                "Kusursuz taraf zarar görmediyse ve kusurlu taraf bir avantaj kazanmadıysa skor ayarlamasının "
                "giderecek bir şeyi yoktur (Yasa 12B1, 16B3): ayarlı skor verilmez, masada elde edilen skor "
                "geçerlidir. İzinsiz bilgiyi kullanan oyuncuya yine de ceza uygulanabilir (Yasa 73C2).",
                "If the non-offending side was not damaged and the offending side gained no advantage, score "
                "adjustment has nothing to redress (Laws 12B1, 16B3): no adjusted score is awarded and the score "
                "obtained at the table stands. The player who used the unauthorised information may still be "
                "penalised (Law 73C2).",
            ),
            quote=Q_73C2,
            also=("12B1", "16B3"),
        ),
    ),
)

# --- misinformation (20F, 21B, 40B3, 75) ----------------------------------------------------------

Q_21B1B = Quote(
    "21B1(b)",
    Text(
        "Aksini ispatlayan bir kanıt olmadıkça hakem Yanlış Konuşmadan ziyade Yanlış Açıklama olduğunu varsaymalıdır.",
        "In the absence of evidence to the contrary, the Director is to presume Mistaken Explanation rather than "
        "Mistaken Call.",
    ),
)
# 21B1(a)'s first sentence whole: the Turkish quote stopped at "koşuluyla" (provided that), before
# its verb, where the English went on to "may change his call" (qa146); both now end with the
# Director's judgement, whose bar the 21B1(a) editor's note compares with the WBF's "could well".
Q_21B1A = Quote(
    "21B1(a)",
    Text(
        "Artırım Sürecinin sonuna kadar, bir oyuncu, ortağının daha sonra konuşma yapmamış olması koşuluyla, "
        "Hakemin, yaptığı konuşmanın bir rakip tarafından verilen yanlış bilgiden etkilenmiş olabileceğine kanaat "
        "getirmesi durumunda; kendi tarafı için başka bir onarma olmaksızın konuşmasını değiştirebilir.",
        "Until the end of the Auction Period, and provided that his partner has not subsequently called, a player "
        "may change his call without other rectification for his side when the Director judges that the call he "
        "made could have been influenced by misinformation given by an opponent.",
    ),
)
Q_75C = Quote(
    "75C",
    Text(
        "Zarardan bağımsız olarak skor geçerli kalır",
        "The score stands regardless of damage",
    ),
)
Q_75D3 = Quote(
    "75D3",
    Text(
        "rakiplerinin doğru açıklamayı zamanında alması halinde gerçekleşmesi muhtemel sonucu göz önünde "
        "bulundurarak ayarlı skor atayacaktır",
        "the Director shall assign an adjusted score, taking into account the outcome likely to have occurred "
        "had the opponents received the correct explanation in time",
    ),
)
# 75D3's second sentence: the path where the explanation rested on no partnership agreement (75D2).
Q_75D3_NO_AGREEMENT = Quote(
    "75D3",
    Text(
        "Eğer Hakem konuşmanın bir ortaklık anlaşmasına dayanmadığını belirlerse, rakiplerinin bu bilgiye sahip "
        "olmaları durumunda gerçekleşmesi olası sonuca göre ayarlı skor atayacaktır.",
        "If the Director determines that the call was not based on a partnership agreement, he shall assign an "
        "adjusted score on the basis of the outcome likely to have occurred had the opponents had that information.",
    ),
)
Q_21B2 = Quote(
    "21B2",
    Text(
        "solundaki oyuncu da değişen konuşmadan sonra yapmış olduğu her türlü konuşmasını değiştirebilir, ancak "
        "Yasa 16C geçerli olacaktır",
        "the player on his left may also change any call he made after the changed call, but Law 16C will apply",
    ),
)
# 47E2(a): after misinformation in the play, 20F6 sends the Director to Law 47E, not 21 (TR "Yasa 21
# veya Yasa 47E'den masadaki duruma uygun olanı", WBF "as appropriate, Law 21 or Law 47E").
Q_47E2A = Quote(
    "47E2(a)",
    Text(
        "Bir oyuncu bir rakibinin konuşması veya oyununun yanlış açıklanması sebebiyle ve düzeltilmiş bir "
        "açıklamadan önce oynadığı bir kartı, sadece o löveye daha sonra başka kart oynanmamışsa herhangi bir "
        "onarma olmaksızın geri alabilir.",
        "A player may withdraw without any rectification a card he played because of a mistaken explanation of an "
        "opponent's call or play and before a corrected explanation, but only if no card has subsequently been "
        "played to that trick.",
    ),
)
Q_40B3B = Quote(
    "40B3(b)",
    Text(
        "Ortaklık anlaşmalarının açıklanması kuralını yinelenen şekilde ihlal eden ortaklıklara cezai yaptırım "
        "uygulanabilir.",
        "Partnerships that repeatedly violate the rule on disclosure of partnership understandings may be penalised.",
    ),
)


def _timing(key: str, too_late: str, too_late_play: str) -> Question:
    """21B1(a)'s time to change the call, or, in the play, 47E2(a)'s to withdraw the card (20F6, TR
    "Hakem, bir oyuncunun rakibi tarafından kendisine verilen yanlış bilgiye dayanarak bir tavır
    aldığına kanaat getirmesi durumunda, Yasa 21 veya Yasa 47E'den masadaki duruma uygun olanı
    uygulanmalıdır", WBF "If the Director judges that a player has based an action on misinformation
    given to him by an opponent see, as appropriate, Law 21 or Law 47E"); too late for either, the
    question of 75D3 that the path reached: the correct explanation after a mistaken one (75B1), the
    information that the call rested on no agreement after 75D2. 47E2(a) speaks of "a mistaken
    explanation of an opponent's call or play" (TR "bir rakibinin konuşması veya oyununun yanlış
    açıklanması"), which an explanation describing an agreement that does not exist (75D2) is too.
    Too late in the play, the adjusted score rests on 47E2(b) (TR "Önceki (a) bendine göre, bir oyunu
    düzeltme olanağı kalmadığında, hakem ayarlı skor verebilir", WBF "When it is too late to correct a
    play under (a) the Director may award an adjusted score"): its own answer, so that the record
    names 47E2(b) after it and not after the auction's "too late" (Answer.law), and leads to the play's
    own steps, `too_late_play`, which do not name 21B3, a call's paragraph (qa152)."""
    return Question(
        key=key,
        short=Text("Konuşmayı veya kartı değiştirme zamanı", "Time to change the call or card"),
        # 21B1(a)'s player is the misinformed one, and the call is his: "the player" alone read as
        # the one who explained, whose partner is the one who called.
        ask=Text(
            "Artırım Süreci henüz bitmedi mi ve yanlış bilgilendirilen oyuncunun ortağı, değiştirilecek "
            "konuşmadan sonra konuşmadı mı?",
            "Is the Auction Period still running, and has the misinformed player's partner not called since the "
            "call to be changed?",
        ),
        quote=Q_21B1A,
        also=("20F6", "47E2(a)", "47E2(b)"),
        cited=("75B2", "20F5(b)"),
        # When the misinformation comes to light decides this step's answer. 75B2, TR "Bir oyuncu
        # kendi hatasının farkına varırsa, atak kartı açılmadan önce (veya oyun içinde ise, hemen)
        # Hakemi çağırmalı ve hatasını düzeltmelidir", WBF "he must summon the Director before the
        # opening lead is faced (or during the play, if discovered later)"; 20F5(b), TR "Oyuncu ilk
        # yasal fırsatta ki bu yasal fırsat; (i) bir defans oyuncusu için oyun sonu, ve (ii) deklaran
        # ya da yer için artırmanın son pasından sonradır ... hakem çağırmalıdır", WBF "(i) for a
        # defender, at the end of the play. (ii) for declarer or dummy, after the final pass of the
        # auction". The step named neither (qa146). 75B2's "immediately" during the play is the
        # Turkish's alone: both are `cited`, so that their editor's notes stand beside the quote, and the
        # record does not name them (a ruling here applies neither).
        note=Text(
            "Düzeltmenin zamanı: kendi açıklamasındaki hatanın farkına varan oyuncu, atak kartı açılmadan önce "
            "(oyun içinde ise, hemen) hakemi çağırıp hatasını düzeltmelidir (Yasa 75B2); ortağı ise ilk yasal "
            "fırsatta, deklaran ya da yer olarak artırmanın son pasından sonra, defans oyuncusu olarak oyun sonunda, "
            "kendi görüşüne göre açıklamanın hatalı olduğunu rakiplerine bildirerek hakemi çağırmalıdır (Yasa "
            "20F5(b)). "
            "Yanlış bilgiye dayanan eylem oyunda oynanan bir kartsa masadaki duruma uygun olan Yasa 47E'dir (Yasa 20F6): "
            "kart, o löveye sonra başka kart oynanmadıysa geri alınabilir (Yasa 47E2(a)); artık geri alınamıyorsa "
            "hakem ayarlı skor verebilir (Yasa 47E2(b)).",
            "When the correction comes: a player who becomes aware of the mistake in his own explanation must call "
            "the Director and correct it before the opening lead is faced (or, if during the play, immediately) "
            "(Law 75B2); his partner must call the Director and inform the opponents that, in his opinion, the "
            "explanation was erroneous, at his first legal opportunity: as declarer or dummy, after the final pass "
            "of the auction; as a defender, at the end of the play (Law 20F5(b)). "
            "If the action based on the misinformation is a card played in the play, the Law appropriate to the "
            "situation at the table is 47E (Law 20F6): the card may be withdrawn if no card has since been played to "
            "that trick (Law 47E2(a)); if it no longer can be, the Director may award an adjusted score (Law 47E2(b)).",
        ),
        # 21B1(a), the step's quote, is a call's paragraph (TR "konuşmasını değiştirebilir", WBF "may
        # change a call"): the two answers about a call name it, so that a card withdrawn (47E2(a)) or
        # too late to withdraw (47E2(b)) leaves it out of the record (Walk.laws), as it leaves out 47E2
        # after a call (qa152).
        answers=(
            Answer(
                "change",
                Text("Evet: konuşma değiştirilebilir", "Yes: the call may be changed"),
                "change_call",
                law="21B1(a)",
            ),
            Answer(
                "too_late",
                Text("Hayır: değiştirmek için geç", "No: it is too late to change it"),
                too_late,
                law="21B1(a)",
            ),
            Answer(
                "withdraw",
                Text(
                    "Oyunda: kart henüz geri alınabilir (Yasa 47E2(a))",
                    "In the play: the card may still be withdrawn (Law 47E2(a))",
                ),
                "withdraw_card",
                law="47E2(a)",
            ),
            # 47E2(b): the adjusted score after "too late" in the play rests on it, not on 21B3 (a
            # call's): the record names it on this answer only, never after the auction's, and the
            # steps after it (`too_late_play`) name 47E2(b) where the auction's name 21B3.
            Answer(
                "too_late_play",
                Text(
                    "Oyunda: oyunu 47E2(a)'ya göre düzeltme olanağı kalmadı (Yasa 47E2(b))",
                    "In the play: it is too late to correct the play under 47E2(a) (Law 47E2(b))",
                ),
                too_late_play,
                law="47E2(b)",
            ),
        ),
    )


# The damage step's advantage, by the route. After the auction's "too late", 21B3's: TR "Konuşmayı
# değiştirme süresi geçmişse ve hakem usulsüzlük nedeniyle kusurlu tarafın avantaj sağladığına kanaat
# getirirse ayarlı skor atar", WBF "When it is too late to change a call and the Director judges that the
# offending side gained an advantage from the irregularity, he awards an adjusted score" (under 21B, TR
# "Rakibin Yanlış Bilgilendirmesinden Kaynaklanan Konuşma", WBF "Call Based on Misinformation from an
# Opponent"). After the play's (47E2(b), a card), no call is too late to change: the advantage is 12B1's,
# TR "kusurlu tarafça yasaya aykırılık nedeniyle kazanılan herhangi bir avantajı ortadan kaldırmaktır",
# WBF "to take away any advantage gained by an offending side through its infraction" (qa152).
ADVANTAGE_21B3 = Text(
    "ya da kusurlu taraf usulsüzlükten bir avantaj mı sağladı: Yasa 21B3",
    "or did the offending side gain an advantage from the irregularity: Law 21B3",
)
ADVANTAGE_12B1 = Text(
    "ya da kusurlu taraf yasaya aykırılık nedeniyle bir avantaj mı kazandı: Yasa 12B1",
    "or did the offending side gain an advantage through its infraction: Law 12B1",
)


def _damage(key: str, also: tuple[str, ...], no_damage: str, advantage: Text = ADVANTAGE_21B3) -> Question:
    """12B1's damage (or the advantage: 21B3's after a call, 12B1's after a card), the last question
    before the adjusted score; `also`, the paragraphs of the path's infraction. After a mistaken explanation, 75B1: TR "Ortaklık anlaşması,
    yapılan açıklamadan farklı ise, yapılan açıklama bir Yasa ihlalidir. Bu ihlal sonucu kusursuz taraf
    zarar görürse, Hakem ayarlı skor atayacaktır", WBF "When the partnership agreement is different from
    the explanation given, the explanation is an infraction of Law. When this infraction results in
    damage to the non-offending side, the Director shall award an adjusted score". After an explanation
    resting on no partnership agreement there is no agreement for it to differ from: the infraction is
    75D2's (TR "karşılıklı anlayışların farklı olduğu bir durumda ortaklık anlaşmasını açıklamak, bir
    kural ihlalidir", WBF "it is an infraction to describe an agreement where the same mutual
    understanding does not exist"), and 75D3 tells the two apart ("B1 veya D2 bendinde belirtilen
    şekilde" / "as per B1 or D2"): that path's steps before this one cite 75D2 and 75D3, not 75B1.
    "No" leads to the path's own Ending, `no_damage` (see _no_damage). `advantage`, the paragraph of
    the offending side's advantage the route rests on (ADVANTAGE_21B3 after a call, ADVANTAGE_12B1
    after a card)."""
    return Question(
        key=key,
        short=Text("Zarar", "Damage"),
        ask=Text(
            "Kusursuz taraf masada, ihlal gerçekleşmeseydi elde edebileceğinden daha elverişsiz bir sonuç mu "
            f"aldı ({advantage.tr})?",
            "Did the non-offending side obtain at the table a less favourable result than it could have "
            f"obtained had the infraction not occurred ({advantage.en})?",
        ),
        quote=Q_12B1,
        also=also,
        answers=(Answer("yes", YES, SCORE), Answer("no", NO, no_damage)),
    )


def _influenced(key: str, grounds: str, damage: str) -> Question:
    """75D3's first sentence: would the non-offending side have acted otherwise with the correct
    explanation in time; `grounds`, the paragraph of the adjusted score the route reached (21B3 after a
    call too late to change, 47E2(b) after a card too late to withdraw), `damage` the next step."""
    return Question(
        key=key,
        short=Text("Doğru açıklamayla başka türlü davranırlardı", "Would have acted otherwise"),
        ask=Text(
            "Doğru açıklamayı zamanında alsaydı kusursuz taraf başka türlü davranır mıydı (bir konuşma, atak "
            "veya oyun)?",
            "Had it received the correct explanation in time, would the non-offending side have acted "
            "otherwise (a call, a lead or a play)?",
        ),
        quote=Q_75D3,
        also=(grounds,),
        answers=(Answer("yes", YES, damage), Answer("no", NO, "not_influenced")),
    )


def _so_informed(key: str, grounds: str, damage: str) -> Question:
    """75D3's second sentence, TR "Eğer Hakem konuşmanın bir ortaklık anlaşmasına dayanmadığını
    belirlerse, rakiplerinin bu bilgiye sahip olmaları durumunda ..."; WBF "If the Director determines
    that the call has no agreed meaning, he awards an adjusted score based upon the likely outcome had
    the opponents been so informed": after 75D2's "no agreement", not the correct explanation of the
    first sentence. `grounds` and `damage` as in _influenced."""
    return Question(
        key=key,
        short=Text(
            "Anlaşma olmadığını bilselerdi başka türlü davranırlardı", "Would have acted otherwise, so informed"
        ),
        ask=Text(
            "Konuşmanın bir ortaklık anlaşmasına dayanmadığını zamanında bilseydi kusursuz taraf başka türlü "
            "davranır mıydı (bir konuşma, atak veya oyun)?",
            "Had it known in time that the call rested on no partnership agreement, would the non-offending "
            "side have acted otherwise (a call, a lead or a play)?",
        ),
        quote=Q_75D3_NO_AGREEMENT,
        also=("75D2", grounds),
        answers=(Answer("yes", YES, damage), Answer("no", NO, "not_informed")),
    )


def _listed(labels: tuple[str, ...], last: str) -> str:
    """'75B1, 21B3 and 40B3(a)': the paragraphs in a sentence, `last` the word before the last one."""
    return f"{', '.join(labels[:-1])} {last} {labels[-1]}" if len(labels) > 1 else labels[0]


def _no_damage(key: str, laws: tuple[str, ...], also: tuple[str, ...] = ()) -> Ending:
    """No damage and no advantage (12B1, 21B3): the paragraphs of the path's adjusted score, `laws`,
    give none, and 40B3(b)'s penalty for repeated violations stays open. After a mistaken explanation
    they are 75B1's ("Bu ihlal sonucu kusursuz taraf zarar görürse" / "When this infraction results in
    damage to the non-offending side"), 21B3's and 40B3(a)'s; after an explanation resting on no
    partnership agreement 75B1 is not among them (there is no agreement for the explanation to differ
    from): 75D2 sends the Director to 21B (TR "Yasa 21B'yi uygular", WBF "he applies Law 21B"), whose
    B3 gives an adjusted score only for an advantage gained (TR "kusurlu tarafın avantaj sağladığına
    kanaat getirirse", WBF "the offending side gained an advantage from the irregularity"), and 40B3(a)
    only to a side damaged by a failure to disclose (TR "zarara uğraması halinde", WBF "A side that is
    damaged as a consequence of its opponents' failure to provide disclosure"). `also`, the path's
    further paragraph (75D2)."""
    return Ending(
        key=key,
        title=Text("Zarar yok", "No damage"),
        consequence=Text(
            f"Kusursuz taraf zarar görmediyse ve kusurlu taraf bir avantaj kazanmadıysa Yasa {_listed(laws, 've')} "
            "ayarlı skor öngörmez: masada elde edilen skor geçerlidir. Açıklama kuralını yineleyerek ihlal eden "
            "ortaklıklara ceza uygulanabilir (Yasa 40B3(b)).",
            "If the non-offending side was not damaged and the offending side gained no advantage, "
            f"{'Laws' if len(laws) > 1 else 'Law'} {_listed(laws, 'and')} {'give' if len(laws) > 1 else 'gives'} "
            "no adjusted score: the score obtained at the table stands. "
            "Partnerships that repeatedly break the rule on disclosure may be penalised (Law 40B3(b)).",
        ),
        quote=Q_40B3B,
        also=("12B1", *also, *laws),
    )


MISINFORMATION = Path(
    key="mi",
    title=Text("Yanlış bilgi (Yasa 20F, 21B, 40B3, 75)", "Misinformation (Laws 20F, 21B, 40B3, 75)"),
    first="explanation",
    questions=(
        Question(
            key="explanation",
            short=Text("Hatalı açıklama mı, hatalı konuşma mı", "Mistaken explanation or mistaken call"),
            ask=Text(
                "Rakiplere verilen açıklama (ya da alert veya alert edilmemesi) ortaklık anlaşmasından farklı "
                "mıydı? Yoksa anlaşma doğru açıklandı da hata konuşmanın kendisinde miydi? Aksini gösteren bir "
                "kanıt yoksa hatalı açıklama varsayılır.",
                "Did the explanation given to the opponents (or an alert, or its absence) differ from the "
                "partnership agreement? Or was the agreement explained correctly, the mistake being the call "
                "itself? Without evidence to the contrary, presume a mistaken explanation.",
            ),
            quote=Q_21B1B,
            also=("75B1", "75C", "75D2", "20F1"),
            # A deliberate deviation (a psychic) is neither answer's mistake: its paragraph is 40C1, TR
            # "Bir oyuncunun kendi tarafınca önceden ilan edilmiş anlaşmasından sapması, ancak ortağının bu
            # sapmadan haberi olması için rakiplerden daha fazla nedeninin olmadığı kesinse mümkün olabilir.
            # ... Tekrar eden sapmalar örtülü anlaşmaya dönüşerek ortaklığın yöntemlerinin bir parçası halini
            # alır ve ... açıklanmak zorundadır. Hakem açıklanmamış bilginin rakiplere zarar verdiğine
            # hükmederse skoru ayarlar ve yöntemsel ceza verebilir"; WBF "A player may deviate from his
            # side's announced understandings, provided that his partner has no more reason than the
            # opponents to be aware of the deviation ... Repeated deviations lead to implicit understandings
            # which then form part of the partnership's methods and must be disclosed ... If the Director
            # judges there is undisclosed knowledge that has damaged the opponents, he shall adjust the score
            # and may assess a procedural penalty". Walked as a "mistaken call", a psychic reached 75C's
            # "the score stands regardless of damage", which 40C1 does not say when partner had reason to
            # know. The note says 40C1 in the Turkish's words ("kesinse", its editor's note beside it); it
            # is `cited`, not `also`: no answer here rules under it, so the record leaves it out (qa156).
            # 40B5(b) is not said: an explanation that leaves information out is this step's first
            # answer. Its Turkish "önemli" (important) against the WBF's "crucial" has an editor's note
            # since qa163 (translation-40B5(b)); stating it here would be new text, not a correction.
            note=Text(
                "Kasıtlı bir sapma (psişik) için Yasa 40C1: oyuncu, kendi tarafınca önceden ilan edilmiş "
                "anlaşmasından ancak ortağının bu sapmadan haberi olması için rakiplerden daha fazla nedeninin "
                "olmadığı kesinse sapabilir; tekrar eden sapmalar örtülü anlaşmaya dönüşerek ortaklığın "
                "yöntemlerinin bir parçası olur ve açıklanmak zorundadır; hakem açıklanmamış bilginin rakiplere "
                "zarar verdiğine hükmederse skoru ayarlar ve yöntemsel ceza verebilir.",
                "For a deliberate deviation (a psychic), Law 40C1: a player may deviate from his side's previously "
                "announced understandings only if it is certain that his partner has no more reason than the "
                "opponents to be aware of the deviation; repeated deviations turn into implicit agreements, which "
                "become part of the partnership's methods and must be disclosed; if the Director judges that "
                "undisclosed information has damaged the opponents, he shall adjust the score and may impose a "
                "procedural penalty.",
            ),
            cited=("40C1",),
            answers=(
                Answer(
                    "explanation",
                    Text("Hatalı açıklama (Yasa 75B1)", "Mistaken explanation (Law 75B1)"),
                    "timing",
                    law="75B1",
                ),
                Answer(
                    "no_agreement",
                    Text(
                        "Açıklama bir ortaklık anlaşmasına dayanmıyordu (Yasa 75D2)",
                        "The explanation rested on no partnership agreement (Law 75D2)",
                    ),
                    "timing_no_agreement",
                    law="75D2",
                ),
                Answer(
                    "call",
                    Text(
                        "Hatalı konuşma: anlaşma doğru açıklandı, kanıtı var (Yasa 75C)",
                        "Mistaken call: the agreement was explained correctly, and there is evidence of it (Law 75C)",
                    ),
                    "mistaken_call",
                    law="75C",
                ),
            ),
        ),
        _timing("timing", "influenced", "influenced_play"),
        _timing("timing_no_agreement", "so_informed", "so_informed_play"),
        # The auction's "too late" (21B3, a call) and the play's (47E2(b), a card) each lead to their own
        # acted-otherwise and damage steps and "No damage" Endings, alike but for that paragraph (qa152).
        _influenced("influenced", "21B3", "damage"),
        _so_informed("so_informed", "21B3", "damage_no_agreement"),
        _damage("damage", ("75B1", "21B3", "40B3(a)"), "no_damage"),
        _damage("damage_no_agreement", ("21B3", "40B3(a)"), "no_damage_no_agreement"),
        _influenced("influenced_play", "47E2(b)", "damage_play"),
        _so_informed("so_informed_play", "47E2(b)", "damage_no_agreement_play"),
        _damage("damage_play", ("75B1", "47E2(b)", "40B3(a)"), "no_damage_play", ADVANTAGE_12B1),
        _damage("damage_no_agreement_play", ("47E2(b)", "40B3(a)"), "no_damage_no_agreement_play", ADVANTAGE_12B1),
    ),
    endings=(
        Ending(
            key="mistaken_call",
            title=Text("Hatalı konuşma: usulsüzlük yok", "Mistaken call: no irregularity"),
            consequence=Text(
                "Ortaklık anlaşması doğru açıklandıysa ve hata konuşmanın kendisindeyse usulsüzlük yoktur: zarardan "
                "bağımsız olarak skor geçerli kalır (Yasa 75C). Ancak ortağının açıklamasını duyan oyuncu kendi "
                "konuşmasının yanlış anlaşıldığını öğrenir: bu izinsiz bilgidir (Yasa 75A); sonraki konuşma ve "
                "oyunları için izinsiz bilgi yolunu izleyin.",
                "If the partnership agreement was explained correctly and the mistake lies in the call itself, there "
                "is no irregularity: the score stands regardless of damage (Law 75C). But the player who hears his "
                "partner's explanation learns that his own call was misunderstood: that is unauthorised information "
                "(Law 75A); for his later calls and plays, follow the unauthorised-information path.",
            ),
            quote=Q_75C,
            also=("21B1(b)", "75A"),
        ),
        Ending(
            key="change_call",
            title=Text("Konuşma değiştirilebilir", "The call may be changed"),
            consequence=Text(
                "Hakem konuşmanın yanlış bilgiden etkilenmiş olabileceğine kanaat getirirse oyuncu, kendi tarafı "
                "için başka bir onarma olmaksızın konuşmasını değiştirebilir (Yasa 21B1(a)). Değiştirirse solundaki "
                "oyuncu da değişen konuşmadan sonra yaptığı her türlü konuşmayı değiştirebilir; ancak Yasa 16C geçerli "
                "olacaktır (Yasa 21B2).",
                "If the Director judges that the call could have been influenced by the misinformation, the player "
                "may change it without other rectification for his side (Law 21B1(a)). If he does, the player on "
                "his left may also change any call he made after the changed call; Law 16C applies (Law 21B2).",
            ),
            quote=Q_21B2,
            also=("21B1(a)", "16C"),
        ),
        # 47E2(a), TR "Bir oyuncu bir rakibinin konuşması veya oyununun yanlış açıklanması sebebiyle ve
        # düzeltilmiş bir açıklamadan önce oynadığı bir kartı, sadece o löveye daha sonra başka kart
        # oynanmamışsa herhangi bir onarma olmaksızın geri alabilir. (Bkz. Yasa 16C) Yer herhangi bir
        # kartını gösterdikten sonra atak geri alınamaz."; WBF "A player may retract the card he has played
        # because of a mistaken explanation of an opponent's call or play and before a corrected
        # explanation, without further rectification, but only if no card was subsequently played (see Law
        # 16C). An opening lead may not be retracted after dummy has faced any card." "To that trick" is
        # the Turkish's (the official text); the 47E2(a) note beside the quote gives the WBF's wider bar.
        Ending(
            key="withdraw_card",
            title=Text("Kart geri alınabilir", "The card may be withdrawn"),
            consequence=Text(
                "Oyuncu, rakibin konuşması veya oyununun yanlış açıklanması sebebiyle ve düzeltilmiş açıklamadan önce "
                "oynadığı kartı, o löveye sonra başka kart oynanmadıysa herhangi bir onarma olmaksızın geri alabilir "
                "(bkz. Yasa 16C). Yer herhangi bir kartını gösterdikten sonra atak geri alınamaz (Yasa 47E2(a)).",
                "The player may withdraw, without any rectification, a card he played because of a mistaken "
                "explanation of an opponent's call or play and before a corrected explanation, if no card has since "
                "been played to that trick (see Law 16C). An opening lead may not be withdrawn after dummy has faced "
                "any of his cards (Law 47E2(a)).",
            ),
            quote=Q_47E2A,
            also=("20F6", "16C"),
        ),
        Ending(
            key="not_influenced",
            title=Text("Yanlış bilgi sonucu etkilemedi", "The misinformation did not affect the result"),
            consequence=Text(
                "Zarar, ihlal nedeniyle daha elverişsiz bir sonuç alınmasıdır (Yasa 12B1). Kusursuz taraf doğru "
                "açıklamayla da aynı şekilde davranacak idiyse yanlış bilgi ona zarar vermemiştir: Yasa 75B1 "
                "ayarlı skoru yalnızca bu ihlal sonucu görülen zarar için öngörür.",
                "Damage is a less favourable result because of the infraction (Law 12B1). If the non-offending side "
                "would have acted the same with the correct explanation, the misinformation did not damage it: Law "
                "75B1 gives an adjusted score only for damage resulting from the infraction.",
            ),
            quote=Q_12B1,
            also=("75B1", "75D3"),
        ),
        Ending(
            key="not_informed",
            title=Text("Yanlış bilgi sonucu etkilemedi", "The misinformation did not affect the result"),
            consequence=Text(
                "Zarar, ihlal nedeniyle daha elverişsiz bir sonuç alınmasıdır (Yasa 12B1). Kusursuz taraf, "
                "konuşmanın bir ortaklık anlaşmasına dayanmadığını bilseydi de aynı şekilde davranacak idiyse yanlış "
                "bilgi ona zarar vermemiştir: Yasa 75D3 ayarlı skoru, rakiplerin bu bilgiye sahip olmaları durumunda "
                "gerçekleşmesi olası sonuca göre atar.",
                "Damage is a less favourable result because of the infraction (Law 12B1). If the non-offending side "
                "would have acted the same had it known that the call rested on no partnership agreement, the "
                "misinformation did not damage it: Law 75D3 bases the adjusted score on the outcome likely to have "
                "occurred had the opponents had that information.",
            ),
            quote=Q_12B1,
            also=("75D2", "75D3"),
        ),
        _no_damage("no_damage", ("75B1", "21B3", "40B3(a)")),
        _no_damage("no_damage_no_agreement", ("21B3", "40B3(a)"), also=("75D2",)),
        # After the play's "too late" the paragraphs that give no adjusted score without damage are 75B1's
        # and 40B3(a)'s; 47E2(b) ("may award") sets no condition of its own, so it is not among them (the
        # record names it through the timing step's answer).
        _no_damage("no_damage_play", ("75B1", "40B3(a)")),
        _no_damage("no_damage_no_agreement_play", ("40B3(a)",), also=("75D2",)),
    ),
)

# --- misinformation about the turn (47E1) ---------------------------------------------------------

# 47E1, TR "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
# kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım
# olmaksızın geri alınabilir. (Bkz. Yasa 16C.) Bu durumda yapılan bir çıkış veya oyun, soldaki rakip
# tarafından kabul edilemez ve Yasa 63A1geçerli değildir."; WBF "A lead out of turn (or play of a card)
# is retracted without further rectification if the player was mistakenly informed by an opponent that
# it was his turn to lead or play (see Law 16C). A lead or play may not be accepted by his LHO in these
# circumstances and Law 63A1 does not apply." The Turkish (the official text) says the card "may be"
# withdrawn, the WBF "is retracted": the path follows the Turkish, and the 47E1 editor's note beside
# the quote gives the WBF's reading. The Turkish also has the misinformation come from "his
# opponents" (WBF "an opponent") and be about "his turn to lead" ("çıkış sırasının", the card played
# put in brackets beside the lead; WBF "his turn to lead or play"): the question and the Endings use
# the Turkish's words, the site's English rendering them. Misinformation about whose turn it is,
# not an explanation of a call: the misinformation path's first question (21B1(b)'s explanation or
# call) does not fit it.
Q_47E1 = Quote(
    "47E1",
    Text(
        "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının kendisinde olduğu "
        "konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım olmaksızın geri alınabilir.",
        "A lead out of turn (or the play of a card) may be withdrawn without any sanction if the player who led was "
        "misinformed by his opponents that it was his turn to lead.",
    ),
)
Q_47E1_NOT_ACCEPTED = Quote(
    "47E1",
    Text(
        "Bu durumda yapılan bir çıkış veya oyun, soldaki rakip tarafından kabul edilemez",
        "A lead or play made in these circumstances may not be accepted by the left-hand opponent",
    ),
)
# 53A, TR "(ancak bkz. 47E1)", WBF "(but see Law 47E1)"; 55A, TR "(Yanlış bilgilendirmeden sonra, bkz.
# Yasa 47E1.)", WBF "(after misinformation, see Law 47E1)": without that misinformation, the lead out of
# turn is theirs.
Q_53A = Quote(
    "53A",
    Text(
        "On üçüncü löve öncesinde, yüzü açık olarak yapılan her sırasız çıkış doğru çıkış olarak işlem görebilir "
        "(ancak bkz. 47E1).",
        "Before the thirteenth trick, any lead out of turn made face up may be treated as a correct lead (but see "
        "47E1).",
    ),
)

TURN = Path(
    key="turn",
    title=Text(
        "Sırasız çıkış: rakipler sıranın oyuncuda olduğunu söyledi (Yasa 47E1)",
        "Lead out of turn: the opponents said it was the player's turn (Law 47E1)",
    ),
    first="told_turn",
    questions=(
        Question(
            key="told_turn",
            short=Text("Rakiplerden sıra konusunda yanlış bilgi", "Misinformed by the opponents about the turn"),
            ask=Text(
                "Sırasız çıkan (veya kart oynayan) oyuncu, çıkış sırasının kendisinde olduğu konusunda rakipleri "
                "tarafından yanlış bilgilendirildi mi?",
                "Was the player who led out of turn (or played a card) misinformed by his opponents that it was "
                "his turn to lead?",
            ),
            quote=Q_47E1,
            note=Text(
                "Sonuncu pastan sonra her bir defans oyuncusu, atağın kendisinde olup olmadığını sorma hakkına "
                "sahiptir (Yasa 20C1). Yasa 53A ve 55A, yanlış bilgilendirmeden sonraki sırasız çıkış için Yasa "
                "47E1'e gönderir.",
                "After the final pass either defender has the right to ask whether it is his opening lead (Law "
                "20C1). Laws 53A and 55A send a lead out of turn after misinformation to Law 47E1.",
            ),
            answers=(Answer("yes", YES, "withdraw_lead"), Answer("no", NO, "not_misinformed")),
        ),
    ),
    endings=(
        Ending(
            key="withdraw_lead",
            title=Text(
                "Çıkış yaptırımsız geri alınabilir; soldaki rakip kabul edemez",
                "The lead may be withdrawn without sanction; the left-hand opponent may not accept it",
            ),
            consequence=Text(
                "Oyuncu, çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış "
                "bilgilendirildiyse sırasız çıkışı (veya oynadığı kart) herhangi bir yaptırım olmaksızın geri "
                "alınabilir (bkz. Yasa 16C). Bu durumda yapılan çıkış veya oyun soldaki rakip tarafından kabul "
                "edilemez ve Yasa 63A1 geçerli değildir (Yasa 47E1): bu çıkış veya oyun, Yasa 63A1'e göre bir "
                "rönonsu resmileştirmez (kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığında ya da kart "
                "oynadığında).",
                "If the player was misinformed by his opponents that it was his turn to lead, his lead out of turn "
                "(or the card he played) may be withdrawn without any sanction (see Law 16C). A lead or play made "
                "in these circumstances may not be accepted by the left-hand opponent, and Law 63A1 does not "
                "apply (Law 47E1): this lead or play does not establish a revoke under Law 63A1 (when the offender "
                "or his partner leads or plays to the following trick).",
            ),
            # 63A1, TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında
            # (bu tür her oyun yasal olsun veya olmasın, rönonsu resmileştirir)", WBF "when the offender or
            # his partner leads or plays to the following trick": the paragraph 47E1 sets aside, named in
            # the consequence so that "63A1 does not apply" says what it means at the table; not in the
            # record's Laws (no revoke need have happened).
            quote=Q_47E1_NOT_ACCEPTED,
            also=("16C",),
        ),
        # 57, TR "ZAMANINDAN ÖNCE ÇIKIŞ VEYA OYUN", WBF "PREMATURE LEAD OR PLAY": a card played, not
        # led, before its turn; 53 to 56 are leads only.
        Ending(
            key="not_misinformed",
            title=Text(
                "Rakipler sıra konusunda yanlış bilgi vermedi",
                "The opponents did not misinform the player about the turn",
            ),
            consequence=Text(
                "Yasa 47E1 yalnızca oyuncu, çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış "
                "bilgilendirildiyse uygulanır. Sırasız bir çıkış için Yasa 53-56, sırası gelmeden oynanmış (çıkış "
                "olmayan) bir kart için Yasa 57 uygulanır.",
                "Law 47E1 applies only when the player was misinformed by his opponents that it was his turn to "
                "lead. For a lead out of turn Laws 53 to 56 apply; for a card played, not led, before its turn, "
                "Law 57.",
            ),
            quote=Q_53A,
            also=("54", "55", "56", "57"),
        ),
    ),
)

# --- redress after an established revoke (64C) ---------------------------------------------------
# 64A transfers tricks by rule and the engine computes them from the play record (the table page,
# `result`); 64C is the Director's judgement of whether that compensates the damage. The official
# Turkish's words, the site's English rendering them; where the WBF's English differs (64C1 "not
# subject to trick adjustment", "by this Law"; 64C2(a) "would likely have made more tricks"), the
# editor's notes beside the quotes say so.

Q_63A1 = Quote(
    "63A1",
    Text(
        "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında (bu tür her oyun "
        "yasal olsun veya olmasın, rönonsu resmileştirir).",
        "When the offender or his partner leads or plays to the following trick (any such play, legal or "
        "illegal, establishes the revoke).",
    ),
)
Q_62A = Quote(
    "62A",
    Text(
        "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek zorundadır.",
        "If the irregularity is noticed before the revoke becomes established, the player must correct his revoke.",
    ),
)
Q_64B7 = Quote(
    "64B7",
    Text(
        "Aynı bordda her iki taraf da rönons yaparsa ve her iki rönons ta resmileşmiş ise.",
        "If both sides revoke on the same board and both revokes have become established.",
    ),
)
Q_64C2B = Quote(
    "64C2(b)",
    Text(
        "Her iki taraf aynı bordda rönons yaparsa (bkz yukarıda Madde B7) ve hakem taraflardan birinin zarar "
        "görmüş olduğuna kanaat getirirse, bordu herhangi bir rönons yapılmamış gibi değerlendirerek ayarlı skor "
        "uygular.",
        "If both sides revoke on the same board (see B7 above) and the Director considers that either side has "
        "been damaged, he shall assign an adjusted score, treating the board as though no revoke had been made.",
    ),
)
Q_64B2 = Quote(
    "64B2",
    Text(
        "İlk rönonsun resmileşmesinden sonra, aynı oyuncunun aynı renkten bir sonraki rönonsu ise.",
        "If it is a subsequent revoke in the same suit by the same player after the first revoke has been established.",
    ),
)
Q_64C2A = Quote(
    "64C2(a)",
    Text(
        "Hakem, rönonsların tekrarlanmamış olması halinde kusursuz tarafın büyük ihtimalle daha çok löve "
        "alabilecek olduğuna kanaat getirirse, ayarlı skor uygular.",
        "if the Director considers that the non-offending side would very probably have won more tricks had the "
        "revokes not been repeated, he assigns an adjusted score.",
    ),
)
Q_64C1 = Quote(
    "64C1",
    Text(
        "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan sonra, hakem kusursuz tarafın "
        "maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin edilmediğine kanaat getirdiğinde, "
        "ayarlı skor atayacaktır.",
        "After any established revoke, including those not subject to rectification, when the Director considers "
        "that the damage suffered by the non-offending side is not sufficiently compensated by these Laws, he "
        "shall assign an adjusted score.",
    ),
)

REVOKE = Path(
    key="revoke",
    title=Text(
        "Resmileşmiş rönonstan sonra zararın giderilmesi (Yasa 64C)",
        "Redress of damage after an established revoke (Law 64C)",
    ),
    first="established",
    questions=(
        Question(
            key="established",
            short=Text("Rönons resmileşti", "The revoke is established"),
            ask=Text(
                "Rönons resmileşti mi? Örneğin kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptı ya da kart "
                "oynadı, oynanacak kartı söyledi, ya da kusurlu taraf talep veya terk isteminde bulundu.",
                "Has the revoke become established? For instance the offender or his partner led or played to the "
                "following trick, named a card to be played to it, or the offending side claimed or conceded.",
            ),
            quote=Q_63A1,
            also=("63A2", "63A3", "63A4"),
            answers=(Answer("yes", YES, "both_sides"), Answer("no", NO, "not_established")),
        ),
        Question(
            key="both_sides",
            short=Text("İki taraf da rönons yaptı", "Both sides revoked"),
            ask=Text(
                "Bu bordda her iki taraf da rönons yaptı ve her iki rönons da resmileşti mi?",
                "Did both sides revoke on this board, and have both revokes become established?",
            ),
            quote=Q_64B7,
            answers=(Answer("yes", YES, "either_damaged", law="64B7"), Answer("no", NO, "repeated")),
        ),
        Question(
            key="either_damaged",
            short=Text("Taraflardan biri zarar gördü", "Either side damaged"),
            ask=Text(
                "Taraflardan biri zarar gördü mü? Gördüyse hakem, bordu herhangi bir rönons yapılmamış gibi "
                "değerlendirerek ayarlı skor uygular (Yasa 64C2(b)).",
                "Has either side been damaged? If so, the Director shall assign an adjusted score, treating the board "
                "as though no revoke had been made (Law 64C2(b)).",
            ),
            quote=Q_64C2B,
            answers=(Answer("yes", YES, SCORE), Answer("no", NO, "both_no_damage")),
        ),
        Question(
            key="repeated",
            short=Text(
                "Aynı oyuncunun aynı renkte tekrarlanan rönonsu",
                "A revoke repeated by the same player in the same suit",
            ),
            ask=Text(
                "Bu, ilk rönonsun resmileşmesinden sonra aynı oyuncunun aynı renkten bir sonraki rönonsu mu?",
                "Is this a subsequent revoke in the same suit by the same player after the first revoke was "
                "established?",
            ),
            quote=Q_64B2,
            answers=(Answer("yes", YES, "repeated_more", law="64B2"), Answer("no", NO, "compensated")),
        ),
        Question(
            key="repeated_more",
            short=Text("Tekrarlanmasaydı daha çok löve", "More tricks without the repeated revokes"),
            ask=Text(
                "Rönonslar tekrarlanmasaydı kusursuz taraf büyük ihtimalle daha çok löve alır mıydı?",
                "Would the non-offending side very probably have won more tricks had the revokes not been repeated?",
            ),
            quote=Q_64C2A,
            answers=(Answer("yes", YES, SCORE), Answer("no", NO, "compensated")),
        ),
        Question(
            key="compensated",
            short=Text("Zarar yeterince tazmin edilmedi", "Damage not sufficiently compensated"),
            ask=Text(
                "Yasa 64A'nın otomatik löve ayarlamasından sonra (ya da Yasa 64B'nin saydığı durumlarda ayarlama "
                "olmadan), kusursuz tarafın maruz kaldığı zarar yeterli derecede tazmin edilmemiş mi? Kusursuz "
                "taraf, rönons olmasaydı elde edebileceğinden daha elverişsiz bir sonuç mu alıyor?",
                "After Law 64A's automatic trick adjustment (or without one, in the cases Law 64B lists), is the "
                "damage suffered by the non-offending side not sufficiently compensated? Does the non-offending "
                "side obtain a less favourable result than it could have obtained had the revoke not occurred?",
            ),
            quote=Q_64C1,
            also=("12B1",),
            note=Text(
                "Masa sayfası aktarılacak löveleri oyunun kaydından hesaplar (Yasa 64A; Yasa 64B'nin kayıttan "
                "okunabilen durumları).",
                "The table page computes the tricks to be transferred from the record of the play (Law 64A, and the "
                "cases of Law 64B the record shows).",
            ),
            answers=(Answer("yes", YES, SCORE), Answer("no", NO, "compensated_stands")),
        ),
    ),
    endings=(
        Ending(
            key="not_established",
            title=Text("Rönons resmileşmedi: düzeltilmelidir", "The revoke is not established: it must be corrected"),
            consequence=Text(
                "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek zorundadır "
                "(Yasa 62A). Yasa 64C resmileşmiş rönonslar içindir.",
                "If the irregularity is noticed before the revoke becomes established, the player must "
                "correct his revoke (Law 62A). Law 64C is for established revokes.",
            ),
            quote=Q_62A,
            also=("62B",),
        ),
        Ending(
            key="both_no_damage",
            title=Text("İki taraf da rönons yaptı; zarar yok", "Both sides revoked; no damage"),
            consequence=Text(
                "Her iki taraf da rönons yapmış ve iki rönons da resmileşmişse otomatik löve ayarlaması yapılmaz "
                "(Yasa 64B7). Hakem taraflardan birinin zarar gördüğü kanaatinde değilse Yasa 64C2(b) ayarlı skor "
                "öngörmez: masada elde edilen sonuç geçerlidir.",
                "If both sides revoked and both revokes have become established, there is no automatic trick "
                "adjustment (Law 64B7). If the Director does not consider that either side has been damaged, Law "
                "64C2(b) gives no adjusted score: the result obtained at the table stands.",
            ),
            quote=Q_64B7,
            also=("64C2(b)",),
        ),
        Ending(
            key="compensated_stands",
            title=Text(
                "Zarar tazmin edildi: sonuç löve ayarlamasıyla geçerli",
                "Damage compensated: the result stands with the trick adjustment",
            ),
            consequence=Text(
                "Hakem, kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin "
                "edildiğine kanaat getirirse Yasa 64C1 ayarlı skor öngörmez: sonuç, Yasa 64A'nın otomatik löve "
                "ayarlamasıyla (Yasa 64B'nin saydığı durumlarda ayarlama olmadan) skorlanır.",
                "If the Director considers that the damage suffered by the non-offending side is sufficiently "
                "compensated by these Laws, Law 64C1 gives no adjusted score: the result is scored with Law "
                "64A's automatic trick adjustment (without one in the cases Law 64B lists).",
            ),
            quote=Q_64C1,
            also=("64A", "64B"),
        ),
    ),
)

# --- damage after a call replaced (23C, 27D) -------------------------------------------------------
# An insufficient bid corrected under 27B1 (the lowest sufficient bid in the same denomination(s),
# 27B1(a), or a comparable call, 27B1(b)), or a call out of rotation cancelled under 29B and replaced
# at the offender's turn by a comparable call (23B; 30B1(b)(i), 31A2(a), 32A2(a)): the auction goes on
# without rectification and Law 16C does not apply (27B1(a) "Yasalar 26B ve 16C uygulanmaz, ancak bkz.
# aşağıdaki D" / WBF "Laws 26B and 16C do not apply but see D following"; 27B1(b) "Yasa 16C uygulanmaz,
# ancak bkz. aşağıdaki D" / "Law 16C does not apply but see D following"; 23B "Yasa 16C2 bu durumda
# geçerli değildir, ancak bkz. aşağıdaki C maddesi" / "Law 16C2 does not apply, but see C following";
# 26A "Yasa 16C uygulanmaz, ancak bkz. Yasa 23C" / "Law 16C does not apply, but see Law 23C"). At the
# end of play the Director judges 27D (its own wording for the insufficient bid, which 27D applies
# "following the application of B1", both (a) and (b)) or 23C. The official Turkish's words, the
# site's English rendering them; where the WBF's English differs (23C cites 30B1(b)(i), not (ii),
# and says "could well have been different" and "is damaged"; 27D "could well have been
# different"), the editor's notes beside the quotes say so.

Q_27B = Quote(
    "27B",
    Text(
        "Sıra olarak doğru yapılmış bir yetersiz deklare kabul edilmezse (bkz. A), bu deklare yasal bir konuşma "
        "ile değiştirilerek (ancak bkz. aşağıda Madde 3) düzeltilmelidir.",
        "If an insufficient bid made in rotation is not accepted (see A), it must be corrected by the substitution "
        "of a legal call (but see 3 below).",
    ),
)
Q_27B1B = Quote(
    "27B1(b)",
    Text(
        "Yukarıdaki Madde (a)’da belirtilen durum haricinde; eğer yetersiz deklare, eşdeğer bir konuşma ile "
        "değiştirilirse (bkz. Yasa 23A), bir onarma yapılmaksızın artırma devam eder. Yasa 16C uygulanmaz, ancak "
        "bkz. aşağıdaki D.",
        "Except in the case specified in (a) above, if the insufficient bid is replaced by a comparable call (see "
        "Law 23A), the auction continues without rectification. Law 16C does not apply, but see D below.",
    ),
)
Q_27B2 = Quote(
    "27B2",
    Text(
        "Yukarıda B1 ile hükme bağlananın dışında, eğer yetersiz deklare yeterli bir deklare ile ya da pas ile "
        "düzeltilmişse, kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır.",
        "Except as provided in B1 above, if the insufficient bid is corrected by a sufficient bid or by a pass, the "
        "offender's partner must pass whenever it is his turn to call.",
    ),
)
# 27B4: another insufficient bid, not accepted, is ruled "as in 3" (27B3).
Q_27B4 = Quote(
    "27B4",
    Text(
        "Kusurlu oyuncu yetersiz deklaresini başka bir yetersiz deklare ile düzeltmeye çalışırsa ve kusurlu "
        "oyuncunun solundaki rakip değiştirilen yetersiz deklareyi Madde A1’de belirtilen şekilde kabul etmezse, "
        "Hakem Madde 3’te belirlenen kuralları uygular.",
        "If the offender attempts to correct his insufficient bid by another insufficient bid and the offender's "
        "left-hand opponent does not accept the substituted insufficient bid as specified in A1, the Director "
        "applies the rules laid down in 3 above.",
    ),
)
Q_27D_ASSISTANCE = Quote(
    "27D",
    Text(
        "B1’in uygulanmasını takiben oyunun sonunda hakem, yasaya aykırılıktan kaynaklanan yardım olmadan bordun "
        "sonucunun farklı olabileceğine",
        "If, following the application of B1, the Director judges at the end of play that without the assistance "
        "gained through the infraction the result of the board could have been different",
    ),
)
Q_27D_DAMAGE = Quote(
    "27D",
    Text(
        "ve kusursuz tarafın bunun neticesinde zarar gördüğüne (bkz. Yasa 12B1) kanaat getirirse ayarlı skor "
        "atamalıdır. Skor atarken yetersiz deklarenin verilmemiş olduğu durumda bordun olası sonucuna mümkün "
        "olduğunca yakın telafiyi vermeye çabalamalıdır.",
        "and that the non-offending side was damaged as a consequence (see Law 12B1), he shall award an adjusted "
        "score. In assigning the score he should seek to give redress as close as possible to the probable result "
        "of the board had the insufficient bid not been made.",
    ),
)
Q_23C_ASSISTANCE = Quote(
    "23C",
    Text(
        "İptal edilen bir konuşmanın yerini eşdeğer bir konuşmanın alması sonucu [bkz. Yasalar 27B1(b), "
        "30B1(b)(ii), 31A2(a) ve 32A2(a)] Hakem oyunun sonunda; usulsüz konuşma sonucu edinilen yardımın "
        "olmaması halinde bordun sonucunun farklı olabileceğine",
        "If, following the replacement of a cancelled call by a comparable call [see Laws 27B1(b), 30B1(b)(ii), "
        "31A2(a) and 32A2(a)], the Director judges at the end of play that without the assistance gained through "
        "the irregular call the result of the board could have been different",
    ),
)
Q_23C_DAMAGE = Quote(
    "23C",
    Text(
        "ve bunun sonucu olarak kusursuz tarafın zarar görmüş olabileceğine kanaat getirirse, ayarlı skor "
        "uygulayacaktır.",
        "and that the non-offending side could consequently have been damaged, he shall award an adjusted score.",
    ),
)
Q_23B = Quote(
    "23B",
    Text(
        "artırım ve oyun herhangi bir onarım yapılmaksızın devam eder. Yasa 16C2 bu durumda geçerli değildir, ancak "
        "bkz. aşağıdaki C maddesi.",
        "the auction and play continue without any rectification. Law 16C2 does not apply in this case, but see C "
        "below.",
    ),
)
# A call out of rotation at the offender's right-hand opponent's turn where the Law gives the
# offender no choice of call: 30A (a pass: he must pass when next it is his turn), 31A1 and 32A1
# (that opponent passed: he must repeat his call). None of the three asks whether a call is
# comparable (23A) or sends the Director to 23C, and 23C's bracket does not name them (TR "[bkz.
# Yasalar 27B1(b), 30B1(b)(ii), 31A2(a) ve 32A2(a)]", WBF "[see Laws 27B1(b), 30B1(b)(i), 31A2(a) and
# 32A2(a)]"): the path ends at each with the paragraph's own words.
Q_30A = Quote(
    "30A",
    Text(
        "Bir oyuncu, konuşma sırası sağındaki rakipteyken pas geçmişse, kusurlu oyuncu konuşma sırası kendisine ilk "
        "geldiğinde pas geçmek zorundadır ve Yasa 72C uygulanabilir.",
        "If a player has passed when it was his right-hand opponent's turn to call, the offender must pass when next "
        "it is his turn to call, and Law 72C may apply.",
    ),
)
Q_31A1 = Quote(
    "31A1",
    Text(
        "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır ve bu konuşma yasal ise "
        "başka bir onarma yapılmaz.",
        "If that opponent passes, the offender must repeat his call out of rotation, and if that call is legal there "
        "is no further rectification.",
    ),
)
Q_32A1 = Quote(
    "32A1",
    Text(
        "Kusurlu oyuncunun sağındaki rakip pas geçerse, kusurlu oyuncu sırasız kontr veya sürkontrunu tekrar etmek "
        "zorundadır ve kontr veya sürkontrun kabulü olanaksız değilse başka bir onarma uygulanmaz, aksi takdirde "
        "Yasa 36 uygulanır",
        "If the offender's right-hand opponent passes, the offender must repeat his double or redouble out of "
        "rotation, and if the double or redouble is not inadmissible there is no further rectification; otherwise "
        "Law 36 applies.",
    ),
)
# The comparable call after a call out of rotation, and the call that is not comparable: each Law's
# own paragraph (30B1(b), 31A2, 32A2; 31B2 and 32B2 send the Director to A2(a) or A2(b)).
Q_30B1BI = Quote(
    "30B1(b)(i)",
    Text(
        "Yaptığı konuşma eşdeğer bir konuşma ise (bkz. Yasa 23A), herhangi bir onarma uygulanmaz. Yasa 26B geçerli "
        "değildir, ancak bkz. Yasa 23C.",
        "If the call he makes is a comparable call (see Law 23A), no rectification applies. Law 26B does not apply, "
        "but see Law 23C.",
    ),
)
Q_30B1BII = Quote(
    "30B1(b)(ii)",
    Text(
        "Yaptığı konuşma eşdeğer bir konuşma değilse (bkz. Yasa 23A), kusurlu oyuncunun ortağı sıra kendisine ilk "
        "geldiğinde pas geçmelidir. Yasalar 16C, 26B ve 72C uygulanabilir.",
        "If the call he makes is not a comparable call (see Law 23A), the offender's partner must pass when next it "
        "is his turn to call. Laws 16C, 26B and 72C may apply.",
    ),
)
Q_31A2A = Quote(
    "31A2(a)",
    Text(
        "Eşdeğer bir konuşma (bkz. Yasa 23A) ise, herhangi bir onarma gerekmez. Yasa 26B geçerli değildir, ancak bkz. "
        "Yasa 23C.",
        "is a comparable call (see Law 23A), no rectification is required. Law 26B does not apply, but see Law 23C.",
    ),
)
Q_31A2B = Quote(
    "31A2(b)",
    Text(
        "Eşdeğer bir konuşma (bkz. Yasa 23A) değilse, kusurlu oyuncunun ortağı konuşma sırası kendisine ilk "
        "geldiğinde pas geçmek zorundadır Yasalar 16C, 26B ve 72C uygulanabilir.",
        "is not a comparable call (see Law 23A), the offender's partner must pass when next it is his turn to call. "
        "Laws 16C, 26B and 72C may apply.",
    ),
)
Q_32A2A = Quote(
    "32A2(a)",
    Text(
        "Eşdeğer bir konuşma (bkz. Yasa 23A) yapar ise, herhangi bir onarma gerekmez. Yasa 26B geçerli değildir, "
        "ancak bkz. Yasa 23C.",
        "If he makes a comparable call (see Law 23A), no rectification is required. Law 26B does not apply, but see "
        "Law 23C.",
    ),
)
Q_32A2B = Quote(
    "32A2(b)",
    Text(
        "Yaptığı konuşma eşdeğer bir konuşma (bkz. Yasa 23A) değilse, kusurlu oyuncunun ortağı konuşma sırası "
        "kendisine ilk geldiğinde pas geçmek zorundadır Yasalar 16C, 26B ve 72C uygulanabilir.",
        "If the call he makes is not a comparable call (see Law 23A), the offender's partner must pass when next it "
        "is his turn to call. Laws 16C, 26B and 72C may apply.",
    ),
)

# A call out of rotation at the left-hand opponent's turn after the offender has called (30B2, 31C,
# 32C): treated as a change of call, and Law 25 applies (TR 30B2 "Yasa 25 kapsamında konuşma
# değişikliğine ilişkin hükümler uygulanır", 31C/32C "bu bir konuşma değişikliği olarak
# değerlendirilir ve Yasa 25 geçerlidir"; WBF "treated as a change of call. Law 25 applies" / "treated
# as changes of call and Law 25 applies"). None of the three, nor Law 25, asks whether a call is
# comparable (23A), and 23C's bracket names none of them nor 25; 25B1 and 25B2 say only that Law 26
# may apply (whose 26A and 26B turn on a comparable call for the lead restrictions). The texts leave
# open whether 23C follows a change of call: the path does not ask it. 26A's "Law 16C does not
# apply" (TR "Yasa 16C uygulanmaz") meets 25B3's "Law 16C applies to any call withdrawn or
# cancelled" (TR "Yasa 16C uygulanır") for a 25B1 change to a comparable call; the Ending names
# both and says the Laws do not say which governs (docs/legal-review.md, qa151).
Q_30B2 = Quote(
    "30B2",
    Text(
        "Kusurlu oyuncu daha önce herhangi bir konuşma yapmışsa ve daha sonra konuşma sırası solundaki rakipte "
        "iken sırasız pas geçerse, Yasa 25 kapsamında konuşma değişikliğine ilişkin hükümler uygulanır.",
        "If the offender has previously made a call and subsequently passes out of rotation when it is his "
        "left-hand opponent's turn to call, the provisions relating to a change of call under Law 25 apply.",
    ),
)
Q_31C = Quote(
    "31C",
    Text(
        "Bir oyuncu, konuşma sırası soldaki rakipteyken artırımın ilerlemiş aşamasında sırasız deklare verirse, bu "
        "bir konuşma değişikliği olarak değerlendirilir ve Yasa 25 geçerlidir.",
        "If a player bids out of rotation at a later stage of the auction when it is his left-hand opponent's turn "
        "to call, this is treated as a change of call and Law 25 applies.",
    ),
)
Q_32C = Quote(
    "32C",
    Text(
        "Bir oyuncu, konuşma sırası soldaki rakipteyken artırımın ilerlemiş aşamasında sırasız kontr veya sürkontr "
        "çekerse, bu bir konuşma değişikliği olarak değerlendirilir ve Yasa 25 geçerlidir",
        "If a player doubles or redoubles out of rotation at a later stage of the auction when it is his left-hand "
        "opponent's turn to call, this is treated as a change of call and Law 25 applies.",
    ),
)

# 23A's three cases, each cited (the editor's notes on 23A1 and 23A2 stand on them, not on 23A):
# the steps that ask whether a call is comparable, and the record after them.
_23A = ("23A1", "23A2", "23A3")

# What the Laws say of 16C after a comparable call replacing a cancelled call: 23B (16C2) and 26A
# (16C, for a side whose offender becomes a defender), both sending the Director to 23C.
_NOTE_16C_23B = Text(
    "Eşdeğer bir konuşmadan sonra artırım ve oyun herhangi bir onarım yapılmaksızın devam eder; Yasa 16C2 bu "
    "durumda geçerli değildir, ancak bkz. Yasa 23C (Yasa 23B). Kusurlu oyuncu defans oyuncusu olursa kendi tarafı "
    "için çıkış kısıtlaması yoktur; Yasa 16C uygulanmaz, ancak bkz. Yasa 23C (Yasa 26A).",
    "After a comparable call the auction and play continue without any rectification; Law 16C2 does not apply, "
    "but see Law 23C (Law 23B). If the offender becomes a defender there is no lead restriction for his side; Law "
    "16C does not apply, but see Law 23C (Law 26A).",
)


def _comparable(key: str, quote: Quote, not_comparable: str) -> Question:
    """After a call out of rotation cancelled (29B): did the offender, at his turn, make a comparable
    call (23A)? `quote`, the Law's own paragraph for it (30B1(b)(i), 31A2(a), 32A2(a)); "No" leads
    to that Law's paragraph for a call that is not comparable (see _not_comparable). "Yes" names
    the quoted paragraph (Answer.law), so that a "No" leaves it out of the record's Laws."""
    return Question(
        key=key,
        short=Text("Eşdeğer konuşma", "Comparable call"),
        ask=Text(
            "Kusurlu oyuncu sıra kendisine geldiğinde iptal edilen konuşmanın yerine eşdeğer bir konuşma (Yasa 23A) "
            "mı yaptı?",
            "Did the offender, at his turn to call, replace the cancelled call with a comparable call (Law 23A)?",
        ),
        quote=quote,
        also=_23A,
        note=_NOTE_16C_23B,
        answers=(Answer("yes", YES, "assistance_23c", law=quote.label), Answer("no", NO, not_comparable)),
    )


def _not_comparable(key: str, quote: Quote) -> Ending:
    """A call that is not comparable after a call out of rotation: the Law's own rectification
    (30B1(b)(ii), 31A2(b), 32A2(b): the same words in all three), not 23C."""
    label = quote.label
    return Ending(
        key=key,
        title=Text("Eşdeğer konuşma değil: Yasa 23C uygulanmaz", "Not a comparable call: Law 23C does not apply"),
        consequence=Text(
            "Yasa 23C, iptal edilen bir konuşmanın yerini eşdeğer bir konuşmanın aldığı durum içindir. Kusurlu "
            "oyuncunun yaptığı konuşma eşdeğer değilse, ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek "
            f"zorundadır; Yasalar 16C, 26B ve 72C uygulanabilir (Yasa {label}).",
            "Law 23C is for a cancelled call replaced by a comparable call. If the call the offender made is not "
            "comparable, his partner must pass when next it is his turn to call, and Laws 16C, 26B and 72C may "
            f"apply (Law {label}).",
        ),
        quote=quote,
        also=("16C", "26B", "72C"),
    )


def _no_choice(key: str, quote: Quote, title: Text, said: Text, also: tuple[str, ...] = ()) -> Ending:
    """A call out of rotation at the right-hand opponent's turn where the Law names the offender's
    next call (30A, 31A1, 32A1): `said`, the paragraph's words; the path asks no comparable-call
    question there, since neither the paragraph nor 23C's bracket asks it."""
    label = quote.label
    return Ending(
        key=key,
        title=title,
        consequence=Text(
            f"{said.tr} (Yasa {label}). Yasa {label} eşdeğer konuşma (Yasa 23A) sorusunu sormaz ve Yasa 23C'nin "
            f"andığı yasalar [bkz. Yasalar 27B1(b), 30B1(b)(ii), 31A2(a) ve 32A2(a)] arasında Yasa {label} yoktur.",
            f"{said.en} (Law {label}). Law {label} asks no question of a comparable call (Law 23A), and Law {label} "
            "is not among the Laws that Law 23C names [see Laws 27B1(b), 30B1(b)(ii), 31A2(a) and 32A2(a)].",
        ),
        quote=quote,
        also=also,
    )


# Law 25's paragraphs, in the site's words (fixtures/laws_en.json) and the official Turkish: the
# Ending after 30B2, 31C or 32C says them, and which applies by their own conditions (A: an
# unintended call; B: "A maddesine göre izin verilmeyen" / "not permitted under A"), not which one
# the Director finds.
_LAW_25 = Text(
    "Yasa 25'e göre: Bir oyuncu, yapmayı düşündüğü konuşmadan farklı bir konuşma yapmış olduğunu fark ederse; bu "
    "konuşmasını, ortağının henüz konuşmamış olması kaydıyla, aslında yapmak istediği konuşma ile değiştirebilir. "
    "İkinci yapılan (istemli) konuşması geçerli kalır ve uygun olan Yasaya tabidir, ancak Yasa 26’da belirtilen "
    "atak kısıtlamaları geçerli değildir (Yasa 25A1). Oyuncunun asıl amacı seçtiği veya söylediği konuşmayı yapmak "
    "idi ise, yapılmış olan konuşma geçerlidir. Yalnızca mekanik hata veya dil sürçmesinden kaynaklanan "
    "konuşmaların değiştirilmesine izin verilebilir. Konsantrasyon kaybından kaynaklanan yanlış konuşmalar "
    "değiştirilemez (Yasa 25A2). A maddesine göre izin verilmeyen bir değiştirilmiş "
    "konuşma, kusurlu tarafın solundaki rakip tarafından kabul edilebilir (soldaki rakibin isteyerek konuşma "
    "yapması halinde otomatikman kabul edilmiş hale gelir). Bu durumda ilk konuşma geri alınır ve ikinci konuşma "
    "kalır ve artırım devam eder (Yasa 26 uygulanabilir) (Yasa 25B1). Yukarıdaki B1 maddesi dışında, A maddesi "
    "ile izin verilmeyen bir konuşma iptal edilir. İlk konuşma kalır ve artırım devam eder. (Yasa 26 "
    "uygulanabilir.) (Yasa 25B2). Geri alınan ya da iptal edilen herhangi bir konuşma ile ilgili olarak Yasa 16C "
    "uygulanır (Yasa 25B3).",
    "Under Law 25: If a player realises that he has made a call other than the one he intended to make, he may, "
    "provided his partner has not yet called, replace it with the call he actually intended. His second "
    "(intended) call stands and is subject to the appropriate Law, but the lead restrictions specified in Law 26 "
    "do not apply (Law 25A1). If the player's original intention was to make the call he selected or spoke, the "
    "call made stands. Only calls resulting from a mechanical error or a slip of the tongue may be allowed to be "
    "changed. Wrong calls resulting from a loss of concentration may not be changed (Law 25A2). A changed call not permitted under A may be accepted by the left-hand opponent of the "
    "offending side (it automatically becomes accepted if the left-hand opponent intentionally makes a call). In "
    "that case the first call is withdrawn, the second call stands and the auction continues (Law 26 may apply) "
    "(Law 25B1). Except as in B1 above, a call not permitted by A is cancelled. The first call stands and the "
    "auction continues. (Law 26 may apply.) (Law 25B2). Law 16C applies in respect of any call withdrawn or "
    "cancelled (Law 25B3).",
)


def _change_of_call(key: str, quote: Quote, title: Text, said: Text) -> Ending:
    """A call out of rotation at the left-hand opponent's turn after the offender has called (30B2,
    31C, 32C): `said`, the paragraph's words (a change of call, Law 25 applies); then Law 25's
    paragraphs with their own conditions; then that the path asks no comparable-call question, the
    texts leaving open whether 23C follows a change of call."""
    label = quote.label
    return Ending(
        key=key,
        title=title,
        consequence=Text(
            f"{said.tr} (Yasa {label}). {_LAW_25.tr} Hangisinin uygulanacağını (ilk konuşmanın istem dışı olup "
            f"olmadığını, soldaki rakibin değiştirilen konuşmayı kabul edip etmediğini) hakem belirler; Yasa {label} "
            f"yalnızca Yasa 25'in uygulanacağını söyler. Ne Yasa {label} ne Yasa 25 eşdeğer konuşma (Yasa 23A) "
            "sorusunu sorar; Yasa 23C'nin andığı yasalar [bkz. Yasalar 27B1(b), 30B1(b)(ii), 31A2(a) ve 32A2(a)] "
            f"arasında Yasa {label} ve Yasa 25 yoktur. Yasa 25B1 ve 25B2 Yasa 26'nın uygulanabileceğini söyler ve "
            "Yasa 26A, geri alınıp eşdeğer bir konuşma ile değiştirilen konuşma için 'Yasa 16C uygulanmaz, ancak bkz. "
            "Yasa 23C' der; Yasa 25B3 ise geri alınan ya da iptal edilen her konuşmaya Yasa 16C'yi uygular ve "
            "Yasalar hangisinin geçerli olduğunu söylemez. "
            "Yasa 23C'nin bir konuşma değişikliğinden sonra uygulanıp uygulanmadığını metinler söylemez; bu sayfa bu "
            "soruyu sormaz.",
            f"{said.en} (Law {label}). {_LAW_25.en} Which of these applies (whether the first call was unintended, "
            f"whether the left-hand opponent accepted the changed call) the Director determines; Law {label} says "
            f"only that Law 25 applies. Neither Law {label} nor Law 25 asks a question of a comparable call (Law "
            "23A); the Laws that Law 23C names [see Laws 27B1(b), 30B1(b)(ii), 31A2(a) and 32A2(a)] include "
            f"neither Law {label} nor Law 25. Laws 25B1 and 25B2 say that Law 26 may apply, and Law 26A, for a call "
            "withdrawn and replaced by a comparable call, says 'Law 16C does not apply, but see Law 23C', where Law "
            "25B3 applies Law 16C to any call withdrawn or cancelled; the Laws do not say which governs. The texts do "
            "not say whether Law 23C "
            "follows a change of call; this page does not ask it.",
        ),
        quote=quote,
        also=("25",),
    )


_27D_RULE = Text(
    "Yasa 27D ayarlı skoru, hakem oyunun sonunda yasaya aykırılıktan kaynaklanan yardım olmadan bordun sonucunun "
    "farklı olabileceğine ve kusursuz tarafın bunun neticesinde zarar gördüğüne kanaat getirirse öngörür.",
    "Law 27D gives an adjusted score if the Director judges at the end of play that without the assistance gained "
    "through the infraction the result of the board could have been different and that the non-offending side was "
    "damaged as a consequence.",
)
_23C_RULE = Text(
    "Yasa 23C ayarlı skoru, hakem oyunun sonunda usulsüz konuşma sonucu edinilen yardımın olmaması halinde bordun "
    "sonucunun farklı olabileceğine ve bunun sonucu olarak kusursuz tarafın zarar görmüş olabileceğine kanaat "
    "getirirse öngörür.",
    "Law 23C gives an adjusted score if the Director judges at the end of play that without the assistance gained "
    "through the irregular call the result of the board could have been different and that the non-offending side "
    "could consequently have been damaged.",
)
_SAME = Text("Yardım olmadan da sonuç aynı olurdu", "The result would have been the same without the assistance")
_NOT_DIFFERENT = Text(
    "Yardım olmasaydı da bordun sonucu farklı olamazdı.",
    "Without the assistance the result of the board could not have been different.",
)
_27D_STANDS = Text(
    "Yasa 27D uyarınca ayarlı skor verilmez: düzeltmeden sonra artırma onarma yapılmaksızın devam etmiştir (Yasa "
    "27B1) ve masada elde edilen skor geçerlidir.",
    "There is no adjusted score under Law 27D: after the correction the auction continued without rectification "
    "(Law 27B1), and the score obtained at the table stands.",
)
_23C_STANDS = Text(
    "Yasa 23C uyarınca ayarlı skor verilmez: artırım ve oyun herhangi bir onarım yapılmaksızın devam etmiştir (Yasa "
    "23B) ve masada elde edilen skor geçerlidir.",
    "There is no adjusted score under Law 23C: the auction and play continued without any rectification (Law 23B), "
    "and the score obtained at the table stands.",
)


# 27D after 27B2, 27B3 and 27B4 (desk98). 27D, TR "B1’in uygulanmasını takiben", WBF "following the
# application of B1"; 27B2, TR "Yukarıda B1 ile hükme bağlananın dışında", WBF "except as provided in
# B1 above": a 27B2 correction is not B1's. 27B3 (to which 27B4 sends), TR "Kusurlu oyuncu, konuşmasını
# yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası kendisine her
# geldiğinde pas geçmek zorundadır", WBF "The offender must replace it as the foregoing allows and his
# partner must then pass whenever it is his turn to call": the replacement may be one of B1's, with
# the partner still passing; whether 27D then follows neither text says, and the Endings say so.
_27D_AFTER_B3 = Text(
    "Kusurlu oyuncunun Yasa 27B3'e göre yaptığı düzeltme Yasa 27B1'in düzeltmelerinden biri olabilir; Yasa 27D "
    "ayarlı skoru B1'in uygulanmasını takiben öngörür ve Yasa 27B3'ten sonra Yasa 27D'nin uygulanıp "
    "uygulanmadığını metinler söylemez.",
    "The correction the offender makes under Law 27B3 may be one of Law 27B1's; Law 27D gives its adjusted score "
    "following the application of B1, and whether Law 27D follows after Law 27B3 the texts do not say.",
)
_27D_AFTER_B2_B3 = Text(
    "Yasa 27D ayarlı skoru B1'in uygulanmasını takiben öngörür; Yasa 27B2'ye göre yapılan düzeltme Yasa 27B1'in "
    "düzeltmelerinden değildir. Yasa 27B3'e göre yapılan düzeltme ise Yasa 27B1'in düzeltmelerinden biri olabilir "
    "ve Yasa 27B3'ten sonra Yasa 27D'nin uygulanıp uygulanmadığını metinler söylemez.",
    "Law 27D gives its adjusted score following the application of B1; a correction under Law 27B2 is not one of "
    "Law 27B1's. A correction made under Law 27B3 may be one of Law 27B1's, and whether Law 27D follows after Law "
    "27B3 the texts do not say.",
)


def _not_met(key: str, title: Text, rule: Text, fact: Text, stands: Text, quote: Quote) -> Ending:
    """23C or 27D not met: the paragraph gives an adjusted score only when the Director judges both
    its conditions (`rule`: the result could have been different without the assistance, and the
    non-offending side damaged in consequence); `fact`, the one he does not find; `stands`, what
    the Laws leave: no adjusted score under it, the auction having gone on without rectification."""
    return Ending(
        key=key,
        title=title,
        consequence=Text(f"{rule.tr} {fact.tr} {stands.tr}", f"{rule.en} {fact.en} {stands.en}"),
        quote=quote,
    )


REPLACED = Path(
    key="replaced",
    title=Text(
        "Değiştirilen konuşmadan sonra kusursuz tarafın zararı (Yasa 23C, 27D)",
        "Damage to the non-offending side after a call replaced (Laws 23C, 27D)",
    ),
    first="withdrawn",
    questions=(
        Question(
            key="withdrawn",
            short=Text("Geri alınan konuşma", "The call withdrawn"),
            ask=Text(
                "Yerine başka bir konuşma yapılan usulsüz konuşma neydi? Kabul edilmeyen, sıra olarak doğru yapılmış "
                "bir yetersiz deklare mi (Yasa 27B), yoksa sırasız bir konuşma mı: Yasa 29B uyarınca iptal edilen "
                "(Yasalar 30, 31, 32) ya da, kusurlu oyuncu daha önce konuşmuşken konuşma sırası soldaki rakipteyken "
                "yapılan ve konuşma değişikliği olarak değerlendirilen (Yasa 30B2, 31C, 32C: Yasa 25)?",
                "What was the irregular call that another call replaced? An insufficient bid made in rotation and "
                "not accepted (Law 27B), or a call out of rotation: cancelled under Law 29B (Laws 30, 31, 32), or, "
                "made at the left-hand opponent's turn after the offender has called, treated as a change of call "
                "(Laws 30B2, 31C, 32C: Law 25)?",
            ),
            quote=Q_27B,
            also=("29B",),
            answers=(
                Answer(
                    "insufficient",
                    Text("Yetersiz deklare (Yasa 27B)", "An insufficient bid (Law 27B)"),
                    "correction",
                    law="27B",
                ),
                # At the right-hand opponent's turn the Law names the offender's next call (30A;
                # 31A1, 32A1 when that opponent passes): no comparable call to ask about.
                Answer(
                    "pass",
                    Text(
                        "Sırasız pas, konuşma sırası ortakta veya (kusurlu oyuncu daha önce konuşmamışken) soldaki "
                        "rakipteyken; iptal edildi (Yasa 29B, 30B1)",
                        "A pass out of rotation at partner's turn, or at left-hand opponent's before the offender had "
                        "called, cancelled (Laws 29B, 30B1)",
                    ),
                    "comparable_pass",
                    law="29B",
                ),
                Answer(
                    "pass_rho",
                    Text(
                        "Sırasız pas, konuşma sırası sağdaki rakipteyken; iptal edildi (Yasa 29B, 30A)",
                        "A pass out of rotation at right-hand opponent's turn, cancelled (Laws 29B, 30A)",
                    ),
                    "must_pass_30a",
                    law="29B",
                ),
                Answer(
                    "bid",
                    Text(
                        "Sırasız deklare, iptal edildi: konuşma sırası sağdaki rakipteyken ve bu rakip yasal bir "
                        "deklare verdi, kontr veya sürkontr attı; ya da konuşma sırası ortaktayken veya (kusurlu oyuncu "
                        "daha önce konuşmamışken) soldaki rakipteyken (Yasa 29B, 31A2, 31B)",
                        "A bid out of rotation, cancelled: at right-hand opponent's turn, and that opponent made a legal "
                        "bid, double or redouble; or at partner's turn, or at left-hand opponent's before the offender "
                        "had called (Laws 29B, 31A2, 31B)",
                    ),
                    "comparable_bid",
                    law="29B",
                ),
                Answer(
                    "bid_rho",
                    Text(
                        "Sırasız deklare, konuşma sırası sağdaki rakipteyken; iptal edildi ve bu rakip pas geçti "
                        "(Yasa 29B, 31A1)",
                        "A bid out of rotation at right-hand opponent's turn, cancelled, and that opponent passed "
                        "(Laws 29B, 31A1)",
                    ),
                    "repeated_31a1",
                    law="29B",
                ),
                Answer(
                    "double",
                    Text(
                        "Sırasız kontr veya sürkontr, iptal edildi: konuşma sırası sağdaki rakipteyken ve bu rakip "
                        "deklare verdi, kontr veya sürkontr attı; ya da konuşma sırası ortaktayken (Yasa 29B, 32A2, "
                        "32B)",
                        "A double or redouble out of rotation, cancelled: at right-hand opponent's turn, and that "
                        "opponent bid, doubled or redoubled; or at partner's turn (Laws 29B, 32A2, 32B)",
                    ),
                    "comparable_double",
                    law="29B",
                ),
                Answer(
                    "double_rho",
                    Text(
                        "Sırasız kontr veya sürkontr, konuşma sırası sağdaki rakipteyken; iptal edildi ve bu rakip "
                        "pas geçti (Yasa 29B, 32A1)",
                        "A double or redouble out of rotation at right-hand opponent's turn, cancelled, and that "
                        "opponent passed (Laws 29B, 32A1)",
                    ),
                    "repeated_32a1",
                    law="29B",
                ),
                # At the left-hand opponent's turn after the offender has called (30B2, 31C, 32C):
                # a change of call, Law 25. Not 29B's "cancelled" in the words (under Law 25 the
                # changed call may stand: 25A1, 25B1), and so not 29B in the record.
                Answer(
                    "pass_lho_later",
                    Text(
                        "Sırasız pas, konuşma sırası soldaki rakipteyken, kusurlu oyuncu daha önce konuşmuşken: "
                        "konuşma değişikliği (Yasa 30B2, 25)",
                        "A pass out of rotation at left-hand opponent's turn, the offender having called before: a "
                        "change of call (Laws 30B2, 25)",
                    ),
                    "change_30b2",
                ),
                Answer(
                    "bid_lho_later",
                    Text(
                        "Sırasız deklare, konuşma sırası soldaki rakipteyken, artırımın ilerlemiş aşamasında: konuşma "
                        "değişikliği (Yasa 31C, 25)",
                        "A bid out of rotation at left-hand opponent's turn at a later stage of the auction: a change "
                        "of call (Laws 31C, 25)",
                    ),
                    "change_31c",
                ),
                Answer(
                    "double_lho_later",
                    Text(
                        "Sırasız kontr veya sürkontr, konuşma sırası soldaki rakipteyken, artırımın ilerlemiş "
                        "aşamasında: konuşma değişikliği (Yasa 32C, 25)",
                        "A double or redouble out of rotation at left-hand opponent's turn at a later stage of the "
                        "auction: a change of call (Laws 32C, 25)",
                    ),
                    "change_32c",
                ),
            ),
        ),
        Question(
            key="correction",
            short=Text("Yetersiz deklarenin düzeltilmesi", "How the insufficient bid was corrected"),
            ask=Text(
                "Yetersiz deklare nasıl düzeltildi?",
                "How was the insufficient bid corrected?",
            ),
            quote=Q_27B1B,
            also=("27B1(a)", *_23A, "27B2", "27B4"),
            note=Text(
                "İki düzeltmede de (Yasa 27B1(a) ve 27B1(b)) artırma bir onarma yapılmaksızın devam eder ve Yasa 16C "
                "uygulanmaz (27B1(a)'dan sonra Yasa 26B de uygulanmaz), ancak bkz. Yasa 27D.",
                "After either correction (Laws 27B1(a) and 27B1(b)) the auction continues without rectification and "
                "Law 16C does not apply (after 27B1(a), nor does Law 26B), but see Law 27D.",
            ),
            answers=(
                Answer(
                    "lowest",
                    Text(
                        "Aynı türü (türleri) belirten yeterli en düşük deklare ile (Yasa 27B1(a))",
                        "By the lowest sufficient bid that specifies the same strain(s) (Law 27B1(a))",
                    ),
                    "assistance_27d",
                    law="27B1(a)",
                ),
                Answer(
                    "comparable",
                    Text("Eşdeğer bir konuşma ile (Yasa 27B1(b), 23A)", "By a comparable call (Laws 27B1(b), 23A)"),
                    "assistance_27d",
                    law=("27B1(b)", *_23A),
                ),
                Answer(
                    "other",
                    Text(
                        "Başka bir yeterli deklare veya pas ile; ya da kontr veya sürkontr girişimi (Yasa 27B2, 27B3)",
                        "By another sufficient bid or a pass, or an attempted double or redouble (Laws 27B2, 27B3)",
                    ),
                    "not_comparable_27",
                    law=("27B2", *_23A),
                ),
                Answer(
                    "insufficient_again",
                    Text(
                        "Başka bir yetersiz deklare ile; soldaki rakip bunu kabul etmedi (Yasa 27B4)",
                        "By another insufficient bid, not accepted by the left-hand opponent (Law 27B4)",
                    ),
                    "not_accepted_27b4",
                    law="27B4",
                ),
            ),
        ),
        _comparable("comparable_pass", Q_30B1BI, "not_comparable_30"),
        _comparable("comparable_bid", Q_31A2A, "not_comparable_31"),
        _comparable("comparable_double", Q_32A2A, "not_comparable_32"),
        Question(
            key="assistance_27d",
            short=Text("Yardım olmasaydı sonuç farklı olabilirdi", "Without the assistance the result could differ"),
            ask=Text(
                "Oyunun sonunda: yasaya aykırılıktan kaynaklanan yardım olmasaydı bordun sonucu farklı olabilir miydi?",
                "At the end of play: without the assistance gained through the infraction, could the result of the "
                "board have been different?",
            ),
            quote=Q_27D_ASSISTANCE,
            answers=(Answer("yes", YES, "damaged_27d"), Answer("no", NO, "same_27d")),
        ),
        Question(
            key="damaged_27d",
            short=Text("Kusursuz taraf bunun neticesinde zarar gördü", "The non-offending side damaged in consequence"),
            ask=Text(
                "Kusursuz taraf bunun neticesinde zarar gördü mü: masada, ihlal gerçekleşmeseydi elde edebileceğinden "
                "daha elverişsiz bir sonuç mu aldı (Yasa 12B1)?",
                "Was the non-offending side damaged as a consequence: did it obtain at the table a less favourable "
                "result than it could have obtained had the infraction not occurred (Law 12B1)?",
            ),
            quote=Q_27D_DAMAGE,
            also=("12B1",),
            answers=(Answer("yes", YES, SCORE), Answer("no", NO, "no_damage_27d")),
        ),
        Question(
            key="assistance_23c",
            short=Text("Yardım olmasaydı sonuç farklı olabilirdi", "Without the assistance the result could differ"),
            ask=Text(
                "Oyunun sonunda: usulsüz konuşma sonucu edinilen yardım olmasaydı bordun sonucu farklı olabilir miydi?",
                "At the end of play: without the assistance gained through the irregular call, could the result of "
                "the board have been different?",
            ),
            quote=Q_23C_ASSISTANCE,
            also=("23B",),
            answers=(Answer("yes", YES, "damaged_23c"), Answer("no", NO, "same_23c")),
        ),
        Question(
            key="damaged_23c",
            short=Text(
                "Kusursuz taraf bunun sonucu olarak zarar görmüş olabilir",
                "The non-offending side could consequently have been damaged",
            ),
            ask=Text(
                "Bunun sonucu olarak kusursuz taraf zarar görmüş olabilir mi?",
                "Could the non-offending side consequently have been damaged?",
            ),
            quote=Q_23C_DAMAGE,
            answers=(Answer("yes", YES, SCORE), Answer("no", NO, "no_damage_23c")),
        ),
    ),
    endings=(
        Ending(
            key="not_comparable_27",
            title=Text(
                "Yasa 27B2 veya 27B3: kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek "
                "zorundadır",
                "Laws 27B2 or 27B3: the offender's partner must pass whenever it is his turn to call",
            ),
            consequence=Text(
                "Yetersiz deklare (Yasa 27B1 dışında) başka bir yeterli deklare ile ya da pas ile düzeltilmişse, kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas "
                "geçmek zorundadır; Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C (Yasa "
                "27B2). Kusurlu oyuncu yetersiz deklaresini (B1(b) dışında) bir kontr veya sürkontr ile düzeltmeye "
                "çalışırsa bu konuşma iptal edilir; konuşmasını yukarıdaki kriterler çerçevesinde düzeltir ve ortağı "
                "konuşma sırası kendisine her geldiğinde pas geçmek zorundadır; burada da Yasa 26B ile öngörülen çıkış "
                f"kısıtlamaları uygulanabilir ve bkz. Yasa 72C (Yasa 27B3). {_27D_AFTER_B2_B3.tr}",
                "If the insufficient bid was corrected (except as in Law 27B1) by another sufficient bid or by a pass, the offender's partner must pass whenever it is his turn to call; the "
                "lead restrictions provided for in Law 26B may apply, and see Law 72C (Law 27B2). If the offender "
                "attempted to correct it (except as in B1(b)) by a double or redouble, that call is cancelled; he "
                "must correct his call within the criteria laid down above, and his partner must pass whenever it is his "
                "turn to call; here too the lead restrictions provided for in Law 26B may apply, and see Law 72C "
                f"(Law 27B3). {_27D_AFTER_B2_B3.en}",
            ),
            quote=Q_27B2,
            also=("27B3", "26B", "72C"),
        ),
        Ending(
            key="not_accepted_27b4",
            title=Text(
                "Başka bir yetersiz deklare kabul edilmedi: Hakem Yasa 27B3'ün kurallarını uygular",
                "Another insufficient bid not accepted: the Director applies the rules of Law 27B3",
            ),
            consequence=Text(
                "Kusurlu oyuncu yetersiz deklaresini başka bir yetersiz deklare ile düzeltmeye çalışırsa ve kusurlu "
                "oyuncunun solundaki rakip değiştirilen yetersiz deklareyi Madde A1’de belirtilen şekilde kabul "
                "etmezse, Hakem Madde 3’te belirlenen kuralları uygular (Yasa 27B4). Madde 3'e göre yapılmak istenen "
                "konuşma iptal edilir; kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir "
                "ve ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır; Yasa 26B ile öngörülen çıkış "
                f"kısıtlamaları uygulanabilir ve bkz. Yasa 72C (Yasa 27B3). {_27D_AFTER_B3.tr}",
                "If the offender attempts to correct his insufficient bid by another insufficient bid and the "
                "offender's left-hand opponent does not accept the substituted insufficient bid as specified in A1, "
                "the Director applies the rules laid down in 3 above (Law 27B4). Under 3 the attempted call is "
                "cancelled; the offender must correct his call within the criteria laid down above, and his partner must "
                "pass whenever it is his turn to call; the lead restrictions provided for in Law 26B may apply, and "
                f"see Law 72C (Law 27B3). {_27D_AFTER_B3.en}",
            ),
            quote=Q_27B4,
            also=("27B3", "26B", "72C"),
        ),
        _no_choice(
            "must_pass_30a",
            Q_30A,
            Text(
                "Sağdaki rakibin sırasında pas: kusurlu oyuncu pas geçmek zorundadır (Yasa 30A)",
                "A pass at right-hand opponent's turn: the offender must pass (Law 30A)",
            ),
            Text(
                "Bir oyuncu, konuşma sırası sağındaki rakipteyken pas geçmişse, kusurlu oyuncu konuşma sırası "
                "kendisine ilk geldiğinde pas geçmek zorundadır ve Yasa 72C uygulanabilir",
                "If a player has passed when it was his right-hand opponent's turn to call, the offender must pass "
                "when next it is his turn to call, and Law 72C may apply",
            ),
            also=("72C",),
        ),
        _no_choice(
            "repeated_31a1",
            Q_31A1,
            Text(
                "Sağdaki rakip pas geçti: kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır (Yasa 31A1)",
                "Right-hand opponent passed: the offender must repeat his call (Law 31A1)",
            ),
            Text(
                "Sağdaki rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır ve bu konuşma "
                "yasal ise başka bir onarma yapılmaz",
                "If the right-hand opponent passes, the offender must repeat his call out of rotation, and if that "
                "call is legal there is no further rectification",
            ),
        ),
        _no_choice(
            "repeated_32a1",
            Q_32A1,
            Text(
                "Sağdaki rakip pas geçti: kusurlu oyuncu sırasız kontr veya sürkontrunu tekrar etmek zorundadır (Yasa 32A1)",
                "Right-hand opponent passed: the offender must repeat his double or redouble (Law 32A1)",
            ),
            Text(
                "Kusurlu oyuncunun sağındaki rakip pas geçerse, kusurlu oyuncu sırasız kontr veya sürkontrunu tekrar "
                "etmek zorundadır ve kontr veya sürkontrun kabulü olanaksız değilse başka bir onarma uygulanmaz, aksi "
                "takdirde Yasa 36 uygulanır",
                "If the offender's right-hand opponent passes, the offender must repeat his double or redouble out of "
                "rotation, and if the double or redouble is not inadmissible there is no further rectification; "
                "otherwise Law 36 applies",
            ),
        ),
        _change_of_call(
            "change_30b2",
            Q_30B2,
            Text(
                "Soldaki rakibin sırasında, daha önce konuşmuş oyuncunun sırasız pası: konuşma değişikliği, Yasa 25 "
                "(Yasa 30B2)",
                "A pass at left-hand opponent's turn by a player who had called: a change of call, Law 25 (Law 30B2)",
            ),
            Text(
                "Kusurlu oyuncu daha önce herhangi bir konuşma yapmışsa ve daha sonra konuşma sırası solundaki "
                "rakipte iken sırasız pas geçerse, Yasa 25 kapsamında konuşma değişikliğine ilişkin hükümler uygulanır",
                "If the offender has previously made a call and subsequently passes out of rotation when it is his "
                "left-hand opponent's turn to call, the provisions relating to a change of call under Law 25 apply",
            ),
        ),
        _change_of_call(
            "change_31c",
            Q_31C,
            Text(
                "Soldaki rakibin sırasında artırımın ilerlemiş aşamasında sırasız deklare: konuşma değişikliği, Yasa "
                "25 (Yasa 31C)",
                "A bid at left-hand opponent's turn at a later stage of the auction: a change of call, Law 25 (Law "
                "31C)",
            ),
            Text(
                "Bir oyuncu, konuşma sırası soldaki rakipteyken artırımın ilerlemiş aşamasında sırasız deklare "
                "verirse, bu bir konuşma değişikliği olarak değerlendirilir ve Yasa 25 geçerlidir",
                "If a player bids out of rotation at a later stage of the auction when it is his left-hand "
                "opponent's turn to call, this is treated as a change of call and Law 25 applies",
            ),
        ),
        _change_of_call(
            "change_32c",
            Q_32C,
            Text(
                "Soldaki rakibin sırasında artırımın ilerlemiş aşamasında sırasız kontr veya sürkontr: konuşma "
                "değişikliği, Yasa 25 (Yasa 32C)",
                "A double or redouble at left-hand opponent's turn at a later stage of the auction: a change of "
                "call, Law 25 (Law 32C)",
            ),
            Text(
                "Bir oyuncu, konuşma sırası soldaki rakipteyken artırımın ilerlemiş aşamasında sırasız kontr veya "
                "sürkontr çekerse, bu bir konuşma değişikliği olarak değerlendirilir ve Yasa 25 geçerlidir",
                "If a player doubles or redoubles out of rotation at a later stage of the auction when it is his "
                "left-hand opponent's turn to call, this is treated as a change of call and Law 25 applies",
            ),
        ),
        _not_comparable("not_comparable_30", Q_30B1BII),
        _not_comparable("not_comparable_31", Q_31A2B),
        _not_comparable("not_comparable_32", Q_32A2B),
        _not_met("same_27d", _SAME, _27D_RULE, _NOT_DIFFERENT, _27D_STANDS, Q_27D_ASSISTANCE),
        _not_met(
            "no_damage_27d",
            Text("Zarar yok", "No damage"),
            _27D_RULE,
            Text(
                "Kusursuz taraf bunun neticesinde zarar görmedi.",
                "The non-offending side was not damaged as a consequence.",
            ),
            _27D_STANDS,
            Q_27D_DAMAGE,
        ),
        _not_met("same_23c", _SAME, _23C_RULE, _NOT_DIFFERENT, _23C_STANDS, Q_23B),
        _not_met(
            "no_damage_23c",
            Text("Zarar yok", "No damage"),
            _23C_RULE,
            Text(
                "Bunun sonucu olarak kusursuz taraf zarar görmüş olamazdı.",
                "The non-offending side could not consequently have been damaged.",
            ),
            _23C_STANDS,
            Q_23B,
        ),
    ),
)


# --- a wrong board (15B; in team play 86B) and a fouled board (87) -------------------------------
# desk94's plan (docs/legal-review.md, "## desk94", Left), each paragraph read in the official
# Turkish and the WBF English. 15B's footnote 4, TR "Bu Yasa yalnızca ikili ve bireysel turnuvalar
# için geçerlidir – Takım maçı için bkz. Yasa 86B", WBF "This law only applies to pair and individual
# events – see Law 86B for team events"; 87C, TR "Bkz Yasa 86B2", WBF "See Law 86B2", and 86B2's
# footnote 27, TR "Karışmış bir borddan gelen sonuçlar dahil", WBF "including results from a fouled
# board". 15B3's artificial adjusted score after 15B1 is the ARTIFICIAL step: the engine's artificial
# score by the fault, with 15B3's and 12C2(a)'s words and Laws, not the score step's 12C1 (12C1(d),
# "if the possibilities are numerous or not obvious", is not 15B3's ground) and no weighted score.
# After 15B2 it is said only (a contestant may or may not be deprived of a valid score). 86B2(b)'s
# "whichever is the higher" is the engine's comparison at the TEAMS step (desk96; TEAMS_ONE below).

# 15A, cards taken from a wrong board (no footnote: footnote 4 is on B's heading in both texts, so
# 15A is not limited to pairs). 15A1, TR "Bir oyuncunun yanlış borddan aldığı kartlar ile vermiş
# olduğu konuşma (ve daha sonra yaptığı tüm konuşmalar) iptal edilir."; WBF "A call is cancelled
# (together with any subsequent call) if it is made by a player holding cards that he has picked up
# from a wrong board." The Turkish's "yaptığı" names the calls the offender made after it, the WBF
# "any subsequent call": the Endings say both, as the wrong-board guide does
# (situations/content/wrong_board.py). 15A2(a), TR "Kusurlu oyuncunun ortağı daha sonra bir konuşma
# yapmış ise, Hakem ayarlı skor atayacaktır."; WBF "If the offender's partner has subsequently called,
# the Director shall award an adjusted score." 15A2(b), TR "Bunun dışında, kusurlu oyuncu doğru
# kartları eline alarak konuşmasını yapar ve artırma normal akışında devam eder."; WBF "Otherwise,
# after looking at the correct hand the offender calls again and the auction continues normally from
# that point." 15A2(a) names no kind of adjusted score: its Ending says it and computes none.
Q_15A1 = Quote(
    "15A1",
    Text(
        "Bir oyuncunun yanlış borddan aldığı kartlar ile vermiş olduğu konuşma (ve daha sonra yaptığı tüm "
        "konuşmalar) iptal edilir.",
        "A call made by a player with cards taken from the wrong board (and all calls he made subsequently) is cancelled.",
    ),
)
Q_15A2A = Quote(
    "15A2(a)",
    Text(
        "Kusurlu oyuncunun ortağı daha sonra bir konuşma yapmış ise, Hakem ayarlı skor atayacaktır.",
        "If the offender's partner has subsequently made a call, the Director shall award an adjusted score.",
    ),
)
Q_15A2B = Quote(
    "15A2(b)",
    Text(
        "Bunun dışında, kusurlu oyuncu doğru kartları eline alarak konuşmasını yapar ve artırma normal akışında "
        "devam eder.",
        "Otherwise, the offender takes up the correct cards and makes his call, and the auction continues in its "
        "normal course.",
    ),
)
_15A1_SAID = Text(
    "Kusurlu oyuncunun yanlış borddan aldığı kartlar ile vermiş olduğu konuşma ve daha sonra yaptığı tüm "
    "konuşmalar iptal edilir (Yasa 15A1). Resmî metin Türkçedir; WBF İngilizcesi ise o konuşmayla birlikte "
    "sonraki her konuşmanın (kimin yaptığı fark etmeksizin) iptal edildiğini söyler.",
    "The call made by the offender with cards taken from the wrong board is cancelled, and in the official "
    "Turkish so are all the calls he made after it (Law 15A1). The Turkish is the official text; the WBF English "
    "cancels the call 'together with any subsequent call', whoever made it.",
)
_15A_REST = Text(
    "Geri alınan veya iptal edilen tüm konuşmalar için Yasa 16C geçerlidir (Yasa 15A2(c)). Kusurlu oyuncu, daha "
    "önce yanlışlıkla kartlarını aldığı bordun oynanma sırası geldiğinde, önceden yaptığı konuşmayı aynen "
    "tekrarlarsa, Hakem bordun normal olarak oynanmaya devam edilmesine izin verebilir. Ancak kusurlu oyuncu daha "
    "önceki konuşmasından farklı (anlamı çok farklı ise veya bir psişik ise) bir konuşma yaparsa Hakem ayarlı skor "
    "verecektir (Yasa 15A3 ve dipnotu). Yukarıda belirtilen onarmalara ek olarak, bir prosedür cezası (Yasa 90) "
    "öngörülebilir (Yasa 15A4).",
    "Law 16C applies to all calls withdrawn or cancelled (Law 15A2(c)). If the offender, when the board from which "
    "he earlier mistakenly took his cards comes up to be played, repeats exactly the call he made previously, the "
    "Director may allow the play of the board to continue normally. But if the offender makes a call different "
    "from his previous call (if its meaning is very different, or if it is a psychic), the Director shall award "
    "an adjusted score (Law 15A3 and its footnote). In addition to the rectifications specified above, a "
    "procedural penalty (Law 90) may be imposed (Law 15A4).",
)

Q_15B = Quote(
    "15B",
    Text(
        "Hakem, artırmanın başlamasından sonra, oyunculardan birinin o turda oynamaması gereken bir bordu "
        "oynamakta olduğunu belirlerse",
        "If the Director determines, after the auction has begun, that one of the players is playing a board "
        "that he should not play in that round",
    ),
)
Q_15B1 = Quote(
    "15B1",
    Text(
        "Eğer masadaki bir veya daha fazla sayıda oyuncu o bordu, doğru rakibe karşı olsun veya olmasın, daha "
        "önceden oynamış ise, bord her iki taraf için iptal edilecektir.",
        "If one or more players at the table have previously played that board, whether or not against the "
        "correct opponents, the board shall be cancelled for both sides.",
    ),
)
# 15B2: "shall instruct", as the site's English since eng323 (WBF "shall require the auction and play to be
# completed"; TR "talimatını verir", the ungraded present).
Q_15B2 = Quote(
    "15B2",
    Text(
        "Hakem artırma ve oyunun normal olarak devam ederek tamamlanması talimatını verir. Hakem skoru geçerli "
        "sayar ve çiftlerin oynaması gereken doğru bordun daha sonra oynanmasını isteyebilir.",
        "the Director shall instruct that the auction and play continue normally to completion. The Director "
        "accepts the score as valid and may require the correct board that the pairs should have played to be "
        "played later.",
    ),
)
Q_15B3 = Quote(
    "15B3",
    Text(
        "Hakem geçerli bir skor kazanma olanağından yoksun kalmış yarışmacılara yapay bir ayarlı skor verecektir",
        "The Director shall award an artificial adjusted score to contestants deprived of the opportunity to earn "
        "a valid score",
    ),
)
Q_86B3 = Quote(
    "86B3",
    Text(
        "Yönetici Federasyon, yalnızca tek bir masada aynı veya çeşitli yarışmacılar arasında oynanan bordlar söz "
        "konusuyken farklı uygulama yolu seçebilir.",
        "The Regulating Authority may choose a different course of action where boards have been played at only a "
        "single table between the same or different contestants.",
    ),
)
# 86B1 (desk98), a single score at the other table. TR "Takım oyununda, Hakem ayarlı skor verdiğinde
# ve diğer masa skoru, yarışmacı taraflardan birinin bariz bir şekilde lehine ise, Hakem yapay bir
# ayarlı skora hükmeder (bkz Yasa 12C1(c) ancak birden çok ayarlı skor için aşağıdaki B2 bendi
# geçerlidir)"; WBF "In team play when the Director awards an adjusted score and the result at the
# other table between the same contestants is clearly favorable to one side, the Director shall
# award an assigned adjusted score [see Law 12C1(c), but for multiple adjusted scores see B2
# following]". The official Turkish says artificial (yapay), the WBF assigned (the editor's note
# translation-86B1, shown beside the quote); the Turkish cites 12C1(c), the weighted assigned score,
# not 12C2, where the artificial adjusted scores are set (12C2(a), and 12A2 and 12C1(d) "bkz. C2").
# The Ending follows the Turkish and says so; which figure the Director gives neither text settles,
# so the page computes none.
Q_86B1 = Quote(
    "86B1",
    Text(
        "Takım oyununda, Hakem ayarlı skor verdiğinde ve diğer masa skoru, yarışmacı taraflardan birinin bariz "
        "bir şekilde lehine ise, Hakem yapay bir ayarlı skora hükmeder",
        "In team play, when the Director awards an adjusted score and the score at the other table is obviously "
        "favourable to one of the contestants, the Director shall award an artificial adjusted score",
    ),
)
# 12C1(a), the adjusted score in general (desk99: the Ending for a single score at the other table
# favourable to neither contestant). TR "Bir usulsüzlükten sonra hakem bu yasalar çerçevesinde bir
# skor ayarlaması yapmaya yetkili ise ve atamalı bir ayarlı skor verebiliyorsa vermelidir"; WBF "When
# after an irregularity the Director is empowered by these laws to adjust a score and is able to award
# an assigned adjusted score, he does so".
Q_12C1A = Quote(
    "12C1(a)",
    Text(
        "Bir usulsüzlükten sonra hakem bu yasalar çerçevesinde bir skor ayarlaması yapmaya yetkili ise ve atamalı "
        "bir ayarlı skor verebiliyorsa vermelidir. Böyle bir skor oyun sırasında elde edilen skorun yerine geçer.",
        "If, after an irregularity, the Director is empowered by these Laws to adjust a score and is able to award "
        "an assigned adjusted score, he shall do so. Such a score replaces the score obtained in play.",
    ),
)
Q_86B2 = Quote(
    "86B2",
    Text(
        "Takım oyununda, aynı yarışmacı ekipler arasında iki veya daha çok sayıda, birbirleri arasında "
        "karşılaştırma yapılamayacak durumda, skor elde edilmişse veya bu Yasalar uyarınca Hakemin birden çok "
        "sayıda ayarlı skor ataması gerektiği takdirde",
        "In team play, if two or more scores that cannot be compared with each other have been obtained between the "
        "same contestant teams, or if under these Laws the Director is required to assign more than one adjusted "
        "score",
    ),
)
Q_86B2A = Quote(
    "86B2(a)",
    Text(
        "Yarışmacılardan hiç birisinin kusuru yoksa, Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda "
        "suni ayarlı skor atar (bkz Yasa 12 C2) veya yeterli zaman varsa bir veya daha fazla sayıda yedek bord "
        "oynattırır.",
        "If neither contestant is at fault, the Director shall cancel the board(s) and assign one or more "
        "artificial adjusted scores (see Law 12C2) or, if there is sufficient time, have one or more substitute "
        "boards played.",
    ),
)
Q_86B2C = Quote(
    "86B2(c)",
    Text(
        "Her iki yarışmacı taraf ta kusurlu ise, Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda suni "
        "ayarlı skor atar.",
        "If both contestants are at fault, the Director shall cancel the board(s) and assign one or more "
        "artificial adjusted scores.",
    ),
)
Q_87A = Quote(
    "87A",
    Text(
        "bir ya da daha çok kartın borda yanlış yerleştirilmesi veya aynı olması gereken bordun iki kopyası "
        "arasında farklı dağıtan veya zon durumu bulunması sonucu, doğrudan skor karşılaştırılması yapılacak "
        "çiftlerin bordu özdeş şeklinde oynamadıklarını tespit ederse o bord “karışmış” sayılır.",
        "A board is considered “fouled” if the Director determines that, as a result of one or more cards having "
        "been misplaced in the board, or of a difference in dealer or vulnerability between two copies of a board "
        "that should be identical, pairs whose scores are to be compared directly did not play the board in "
        "identical form.",
    ),
)
Q_87B = Quote(
    "87B",
    Text(
        "Skorları buna göre gruplara ayırır ve her grubu ayrı olarak turnuva yönetmeliğinde belirtilen şekilde "
        "göre bağımsız olarak değerlendirir (açıkça belirtilmiş bir yöntem olmaması halinde hakem yöntemi "
        "belirleyerek duyurur).",
        "The Director divides the scores into groups accordingly and evaluates each group separately and "
        "independently as specified in the tournament regulations (in the absence of an explicitly specified "
        "method, the Director decides on the method and announces it).",
    ),
)
Q_87C = Quote("87C", Text("Bkz Yasa 86B2", "See Law 86B2"))
Q_12C2A = Quote(
    "12C2(a)",
    Text(
        "Doğrudan kusurlu yarışmacıya averaj eksi (ikili turnuvada olanaklı maç puanlarının en çok % 40’ı); kısmen "
        "kusurlu yarışmacıya averaj (ikili turnuvada % 50); hiçbir kusuru olmayan yarışmacıya averaj artı (ikili "
        "turnuvada en az % 60).",
        "average minus (at most 40% of the available matchpoints in a pairs event) to a contestant directly at fault; "
        "average (50% in a pairs event) to a contestant only partly at fault; average plus (at least 60% in a pairs "
        "event) to a contestant in no way at fault.",
    ),
)

# 12C2(a)'s figures, which 15B3 cites: TR "Doğrudan kusurlu yarışmacıya averaj eksi (ikili turnuvada
# olanaklı maç puanlarının en çok % 40’ı); kısmen kusurlu yarışmacıya averaj (ikili turnuvada % 50);
# hiçbir kusuru olmayan yarışmacıya averaj artı (ikili turnuvada en az % 60)", WBF "average minus (at
# most 40% of the available matchpoints in pairs) to a contestant directly at fault, average (50% in
# pairs) to a contestant only partly at fault, and average plus (at least 60% in pairs) to a contestant
# in no way at fault".
_12C2A = Text(
    "Yasa 12C2(a)'ya göre, usulsüzlükten doğan sorumluluğa göre: doğrudan kusurlu yarışmacıya averaj eksi "
    "(ikili turnuvada olanaklı maç puanlarının en çok % 40’ı); kısmen kusurlu yarışmacıya averaj (ikili "
    "turnuvada % 50); hiçbir kusuru olmayan yarışmacıya averaj artı (ikili turnuvada en az % 60). Seans skoru "
    "%60'ın üzerindeki kusursuz taraf ile %40'ın altındaki kusurlu taraf o seansın diğer bordlarındaki "
    "yüzdelerini alır (Yasa 12C2(c)).",
    "By Law 12C2(a), according to the responsibility for the irregularity: average minus (at most 40% of the "
    "available matchpoints in a pairs event) to a contestant directly at fault; average (50% in a pairs event) "
    "to a contestant only partly at fault; average plus (at least 60% in a pairs event) to a contestant in no "
    "way at fault. A non-offending side with a session score above 60% and an offending side below 40% are "
    "awarded the percentages they obtained on the other boards of that session (Law 12C2(c)).",
)
_15B3_SAID = Text(
    "Hakem geçerli bir skor kazanma olanağından yoksun kalmış yarışmacılara yapay bir ayarlı skor verecektir "
    "[bkz. Yasa 12C2(a)] (Yasa 15B3).",
    "The Director shall award an artificial adjusted score to contestants deprived of the opportunity to earn a "
    "valid score [see Law 12C2(a)] (Law 15B3).",
)


def _other_table_question() -> Question:
    """A wrong board in team play (15B's footnote 4: "see Law 86B", the whole of it): a single score
    at the other table (86B1) or two or more that cannot be compared, or more than one adjusted score
    (86B2, then 86B3's regulation). 86B2's note (its Turkish heading takes in a single score too) is
    shown beside the question, since the question quotes 86B1 and cites 86B2. Not on the fouled-board
    path: 87C sends a team match to 86B2 only."""
    return Question(
        key="other_table",
        short=Text("Diğer masa skoru", "The score at the other table"),
        ask=Text(
            "Takım maçında, hakem ayarlı skor verirken: Yasa 86B'nin hangi durumu söz konusu? Diğer masadaki "
            "skor(lar) ya da bordun yalnızca tek bir masada oynanmış olması.",
            "In the team match, where the Director awards an adjusted score: which case of Law 86B is it? The "
            "score or scores at the other table, or a board played at only a single table.",
        ),
        quote=Q_86B1,
        also=("86B2",),
        answers=(
            Answer(
                "single",
                Text(
                    "Diğer masada tek bir skor, yarışmacı taraflardan birinin bariz bir şekilde lehine (Yasa 86B1)",
                    "A single score at the other table, obviously favourable to one of the contestants (Law 86B1)",
                ),
                "teams_single",
                law="86B1",
            ),
            # desk99: a single score favourable to neither: 86B1's words ("yarışmacı taraflardan birinin
            # bariz bir şekilde lehine ise" / "clearly favorable to one side") do not take it in, nor
            # 86B2's ("iki veya daha çok sayıda" / "two or more noncomparable results", "birden çok
            # sayıda ayarlı skor" / "more than one adjusted score"). No law of its own: the walk applied
            # neither 86B1 nor 86B2 (Walk.laws), and its Ending names 12C1's paragraphs without ruling.
            Answer(
                "single_neither",
                Text(
                    "Diğer masada tek bir skor, yarışmacı taraflardan hiçbirinin bariz lehine değil (ne Yasa 86B1 ne "
                    "Yasa 86B2 bu durumu anar)",
                    "A single score at the other table, obviously favourable to neither contestant (neither Law 86B1 "
                    "nor Law 86B2 names this case)",
                ),
                "teams_single_neither",
            ),
            # desk99: 86B3's case named in the answer that leads to it. 86B3, TR "yalnızca tek bir masada
            # ... oynanan bordlar ... yukarıda B2 bendinde öngörülen yöntemden farklı olabilir, ancak
            # yayınlanmış bir yönetmeliğin bulunmadığı durumlarda Hakem yukarıda belirtilen şekilde hareket
            # eder"; WBF "where boards have been played at only one table ... may be varied by regulation
            # from that prescribed in B2, however in the absence of a relevant regulation, the Director
            # proceeds as above": its score is varied from B2's, so the 86B2 answer leads to it.
            Answer(
                "multiple",
                Text(
                    "Karşılaştırılamayan iki veya daha çok skor, ya da birden çok ayarlı skor (Yasa 86B2); ya da "
                    "yalnızca tek bir masada oynanan bord, skoru yönetmelikle B2'de öngörülen yöntemden farklı "
                    "olabilen (Yasa 86B3)",
                    "Two or more scores that cannot be compared, or more than one adjusted score (Law 86B2); or a "
                    "board played at only a single table, whose score a regulation may vary from the method "
                    "prescribed in B2 (Law 86B3)",
                ),
                "one_table",
                law="86B2",
            ),
        ),
    )


def _single_score_ending() -> Ending:
    """86B1 on the official Turkish: an artificial adjusted score, said, not computed (see Q_86B1)."""
    return Ending(
        key="teams_single",
        title=Text(
            "Diğer masada tek bir skor: Hakem yapay bir ayarlı skora hükmeder (Yasa 86B1)",
            "A single score at the other table: the Director shall award an artificial adjusted score (Law 86B1)",
        ),
        consequence=Text(
            "Takım oyununda, Hakem ayarlı skor verdiğinde ve diğer masa skoru, yarışmacı taraflardan birinin bariz "
            "bir şekilde lehine ise, Hakem yapay bir ayarlı skora hükmeder (bkz. Yasa 12C1(c); ancak birden çok "
            "ayarlı skor için Yasa 86B2 geçerlidir) (Yasa 86B1). Bu sayfa resmî Türkçe metni izler: Türkçe metin "
            "yapay ayarlı skor der, WBF İngilizcesi ise atamalı ayarlı skor der (editörün notu). Yasa 86B1, yapay "
            "ayarlı skorların belirlendiği Yasa 12C2'yi değil, masada gerçekleşmesi olası sonuçların ağırlıklı "
            "toplamını yansıtan atamalı ayarlı skora ilişkin Yasa 12C1(c)'yi gösterir: hakemin hangi skoru "
            "vereceğini iki metin birlikte belirlemez ve bu sayfa skor hesaplamaz.",
            "In team play, when the Director awards an adjusted score and the score at the other table is obviously "
            "favourable to one of the contestants, the Director shall award an artificial adjusted score (see Law "
            "12C1(c), but for more than one adjusted score Law 86B2 applies) (Law 86B1). This page follows the "
            "official Turkish: the Turkish says an artificial adjusted score, the WBF English an assigned adjusted "
            "score (the editor's note). Law 86B1 cites not Law 12C2, where the artificial adjusted scores are set, "
            "but Law 12C1(c), on an assigned adjusted score reflecting a weighted sum of the results that could "
            "have occurred at the table: which score the Director gives the two texts together do not settle, and "
            "this page computes no score.",
        ),
        quote=Q_86B1,
        also=("12C1(c)",),
    )


def _single_neither_ending() -> Ending:
    """desk99: a single score at the other table favourable to neither contestant. Neither 86B1 nor
    86B2 takes it in (see the answer); the texts do not say which adjusted score follows, and the
    Ending names the paragraphs the Director has, 12C1's adjusted score in general (12C1(a), TR
    "atamalı bir ayarlı skor verebiliyorsa vermelidir", WBF "is able to award an assigned adjusted
    score, he does so"; 12C1(c); 12C1(d), TR "Eğer olasılıklar çok çeşitli ise ya da belirgin değil
    ise hakem yapay ayarlı skor verebilir", WBF "If the possibilities are numerous or not obvious, the
    Director may award an artificial adjusted score"), without ruling and computing nothing."""
    return Ending(
        key="teams_single_neither",
        title=Text(
            "Diğer masada hiçbir tarafın bariz lehine olmayan tek bir skor: Yasa 86B1 ve 86B2 bu durumu anmaz",
            "A single score at the other table, obviously favourable to neither contestant: Laws 86B1 and 86B2 "
            "do not name this case",
        ),
        consequence=Text(
            "Yasa 86B1 diğer masa skoru yarışmacı taraflardan birinin bariz bir şekilde lehine olduğunda, Yasa 86B2 "
            "birbirleriyle karşılaştırılamayan iki veya daha çok skor elde edildiğinde ya da hakemin birden çok "
            "ayarlı skor ataması gerektiğinde uygulanır (86B2'nin Türkçe başlığı \"Bir veya daha çok sayıda masa "
            'skoru varsa" der, ama cümlesi iki veya daha çok skoru konu alır: editörün notu); diğer masada '
            "hiçbir tarafın bariz lehine olmayan tek bir skor varken hakemin hangi ayarlı skoru vereceğini "
            "metinler söylemez, ve hakemin elinde genel olarak Yasa 12C1'in ayarlı skoru vardır (Yasa 12C1(a): "
            "verebiliyorsa atamalı ayarlı skor; Yasa 12C1(c): ağırlıklı atamalı ayarlı skor; Yasa 12C1(d): "
            "olasılıklar çok çeşitli ya da belirgin değilse yapay ayarlı skor); bu sayfa hüküm vermez ve skor "
            "hesaplamaz.",
            "Law 86B1 applies when the score at the other table is obviously favourable to one of the contestants, "
            "Law 86B2 when two or more scores that cannot be compared with each other have been obtained or the "
            'Director is required to assign more than one adjusted score (the Turkish heading of 86B2 says "If '
            "there are one or more table scores\", but its sentence is about two or more: the editor's note); "
            "which adjusted score the Director awards with a single score at the other table obviously favourable "
            "to neither contestant the texts do not say, and he has Law 12C1's adjusted score in general (Law "
            "12C1(a): an assigned adjusted score where he is able to award one; Law 12C1(c): a weighted assigned "
            "adjusted score; Law 12C1(d): an artificial adjusted score if the possibilities are numerous or not "
            "obvious); this page does not rule and computes no score.",
        ),
        quote=Q_12C1A,
        also=("12C1(c)", "12C1(d)"),
    )


def _one_table_question() -> Question:
    """86B3's regulation for boards played at only a single table, asked before 86B2's fault, as
    86B3 says ("where there is no published regulation the Director acts as stated above"). On the
    wrong-board path only (desk98): a fouled board was played by contestants whose scores are to be
    compared (87A), so it was not played at only a single table, and 87C sends it to 86B2."""
    return Question(
        key="one_table",
        short=Text("Tek masada oynanan bord için yönetmelik", "A regulation for a board played at one table"),
        ask=Text(
            "Bord yalnızca tek bir masada oynandı mı ve Yönetici Federasyonun böyle bordlar için yayımlanmış "
            "bir yönetmeliği var mı?",
            "Was the board played at only a single table, and has the Regulating Authority published a "
            "regulation for such boards?",
        ),
        quote=Q_86B3,
        note=Text(
            "Yasa 86B3: bu kapsamdaki her bord için ayarlı skor B2'deki yöntemden farklı olabilir; yayımlanmış "
            "bir yönetmelik yoksa hakem B2'deki gibi hareket eder.",
            "Law 86B3: the adjusted score for each such board may differ from B2's method; where there is no "
            "published regulation the Director acts as B2 says.",
        ),
        answers=(
            Answer(
                "regulation",
                Text(
                    "Evet: yayımlanmış bir yönetmelik var (Yasa 86B3)",
                    "Yes: there is a published regulation (Law 86B3)",
                ),
                "teams_regulation",
                law="86B3",
            ),
            Answer("no", Text("Hayır", "No"), "fault"),
        ),
    )


def _fault_question() -> Question:
    """86B2: who was at fault (86B2(a), (c) Endings; 86B2(b) the TEAMS step)."""
    return Question(
        key="fault",
        short=Text("Kusurlu yarışmacı", "Contestant at fault"),
        ask=Text("Yarışmacılardan hangisi kusurlu?", "Which contestant was at fault?"),
        quote=Q_86B2,
        also=("86B2(a)", "86B2(b)", "86B2(c)"),
        answers=(
            Answer("neither", Text("Hiçbiri (Yasa 86B2(a))", "Neither (Law 86B2(a))"), "teams_neither", law="86B2(a)"),
            Answer(
                "one",
                Text("Yalnızca bir yarışmacı (Yasa 86B2(b))", "Only one contestant (Law 86B2(b))"),
                TEAMS,
                law="86B2(b)",
            ),
            Answer("both", Text("İkisi de (Yasa 86B2(c))", "Both (Law 86B2(c))"), "teams_both", law="86B2(c)"),
        ),
    )


def _regulation_ending() -> Ending:
    return Ending(
        key="teams_regulation",
        title=Text(
            "Yönetici Federasyonun yönetmeliği uygulanır (Yasa 86B3)",
            "The Regulating Authority's regulation applies (Law 86B3)",
        ),
        consequence=Text(
            "Yönetici Federasyon, yalnızca tek bir masada aynı veya çeşitli yarışmacılar arasında oynanan "
            "bordlar söz konusuyken farklı uygulama yolu seçebilir. Bu kapsama giren her bord için uygulanan "
            "ayarlı skor, Yasa 86B2'de öngörülen yöntemden farklı olabilir (Yasa 86B3): hakem yayımlanmış "
            "yönetmeliği uygular.",
            "The Regulating Authority may choose a different course of action where boards have been played at "
            "only a single table between the same or different contestants. The adjusted score applied for each "
            "board falling within this scope may differ from the method prescribed in Law 86B2 (Law 86B3): the "
            "Director applies the published regulation.",
        ),
        quote=Q_86B3,
    )


def _teams_endings() -> tuple[Ending, ...]:
    """86B2(a) and 86B2(c), on both paths."""
    return (
        Ending(
            key="teams_neither",
            title=Text(
                "Kusurlu yarışmacı yok: bord iptal edilir (Yasa 86B2(a))",
                "Neither contestant at fault: the board shall be cancelled (Law 86B2(a))",
            ),
            consequence=Text(
                "Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda suni ayarlı skor atar (bkz. Yasa "
                "12C2) veya yeterli zaman varsa bir veya daha fazla sayıda yedek bord oynattırır (Yasa 86B2(a)). "
                "Ancak bir yarışmacı o bord hariç maçın kesin sonucunu bilebilecek durumdaysa hakem bordun yeniden "
                "dağıtılmasını emretme yetkisini kullanmayacaktır; bunun yerine ayarlı skor atar (Yasa 86A).",
                "The Director shall cancel the board(s) and assign one or more artificial adjusted scores (see Law "
                "12C2) or, if there is sufficient time, have one or more substitute boards played (Law 86B2(a)). "
                "But when a contestant may be in a position to know the final result of the match apart from that "
                "board, the Director shall not exercise his authority to order the board redealt; instead, he "
                "assigns an adjusted score (Law 86A).",
            ),
            quote=Q_86B2A,
            also=("12C2", "86A"),
        ),
        Ending(
            key="teams_both",
            title=Text(
                "İki yarışmacı da kusurlu: bord iptal edilir (Yasa 86B2(c))",
                "Both contestants at fault: the board shall be cancelled (Law 86B2(c))",
            ),
            consequence=Text(
                "Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda suni ayarlı skor atar (bkz. Yasa 12C2) "
                "(Yasa 86B2(c)).",
                "The Director shall cancel the board(s) and assign one or more artificial adjusted scores (see "
                "Law 12C2) (Law 86B2(c)).",
            ),
            quote=Q_86B2C,
            also=("12C2",),
        ),
    )


Q_86B2B_AWARD = Quote(
    "86B2(b)",
    Text(
        "Yalnızca bir tek yarışmacı kusurlu ise, Hakem kusursuz tarafa, söz konusu durum kapsamına giren her bord "
        "için suni ayarlı skor ortalama üstü şeklinde suni ayarlı skor (bkz Yasa 12C2(b)), veya atanmış bir ayarlı "
        "bir skor verir (hangisi daha yüksek ise). Kusurlu taraf ise, rakipleri için atanan skorun karşılığı olarak "
        "tamamlayıcı skoru alır.",
        "If only one contestant is at fault, the Director shall award to the non-offending side, for each board "
        "falling within the situation in question, an artificial adjusted score in the form of average plus (see "
        "Law 12C2(b)), or an assigned adjusted score (whichever is the higher). The offending side, for its part, "
        "shall receive the complementary score corresponding to the score assigned to its opponents.",
    ),
)
Q_12C2B = Quote(
    "12C2(b)",
    Text(
        "Hakem, IMP skorlamalı bir oyunda averaj artı veya averaj eksi olarak yapay bir ayarlı skor atamayı tercih "
        "ederse, bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir. Bu rakamlar, Yetkili Federasyonun onayına "
        "bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde, Organizasyon Komitesince "
        "değiştirilebilir",
        "If, in a game scored by IMPs, the Director chooses to award an artificial adjusted score of average plus or "
        "average minus, these scores correspond to plus 3 IMPs or minus 3 IMPs. These figures may, subject to the "
        "approval of the Regulating Authority and within the framework of Laws 78D, 86B3 and (d) below, be varied by "
        "the Tournament Organizer",
    ),
)

# 86B2(b) computed (desk96): the Director gives the assigned adjusted score as the score step takes
# a weighted one at IMPs (12C1(c): the results that could have occurred, with their weights, against
# the score at the other table, 78B); the engine's `teams_one_at_fault` scores it, sets it against
# 12C2(b)'s average plus (+3 IMPs), gives the non-offending side the higher (TR "hangisi daha yüksek
# ise", WBF "whichever is more favorable": the same for two figures in IMPs) and the offending side
# the complement (TR "tamamlayıcı skoru", WBF "the complement"). Average plus in 86B2(b) is
# 12C2(b)'s, at IMPs: for a team match scored otherwise the Laws give no figure to compare with, and
# the page says so rather than compare.
TEAMS_ONE = TeamsScore(
    lede=Text(
        "Hakem kusursuz tarafa, söz konusu durum kapsamına giren her bord için ortalama üstü (averaj artı) "
        "şeklinde suni ayarlı skor (bkz. Yasa 12C2(b)) veya atanmış bir ayarlı skor verir (hangisi daha yüksek "
        "ise). Kusurlu taraf ise, rakipleri için atanan skorun karşılığı olarak tamamlayıcı skoru alır (Yasa "
        "86B2(b)). Kusursuz tarafı ve atanmış ayarlı skoru verin: yasa ihlali olmasaydı bu masada "
        "gerçekleşebilecek sonuçlar, ağırlıklarıyla (Yasa 12C1(c)), ve diğer masada aynı yönün skoru (bu sonuçlar Kuzey-Güney'inse oradaki Kuzey-Güney'in, yani diğer takımın oyuncularının). Hakem "
        "motoru atanmış skoru diğer masaya karşı IMP olarak hesaplar (Yasa 78B), averaj artı (artı 3 IMP, Yasa "
        "12C2(b)) ile karşılaştırır, yüksek olanı kusursuz tarafa, tamamlayıcısını kusurlu tarafa verir. Averaj "
        "artının 3 IMP'si, Yetkili Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve 12C2(d) çerçevesinde, "
        "Organizasyon Komitesince değiştirilebilir (Yasa 12C2(b)); Organizasyon Komitesinin belirlediği rakamı aşağıda verin, boş bırakılırsa bu sayfa 3 IMP'yi alır. Yasa 86B2(b)'nin averaj artısı Yasa 12C2(b)'ninkidir, IMP "
        "skorlamalı oyunda: başka türlü skorlanan bir takım maçında Yasalar karşılaştırılacak bir averaj artı "
        "rakamı vermez; bu sayfa orada karşılaştırma yapmaz.",
        "The Director shall award to the non-offending side, for each board falling within the situation in "
        "question, an artificial adjusted score in the form of average plus (see Law 12C2(b)) or an assigned "
        "adjusted score (whichever is the higher). The offending side, for its part, shall receive the "
        "complementary score corresponding to the score assigned to its opponents (Law 86B2(b)). Give the non-offending side "
        "and the assigned adjusted score: the results that could have occurred at this table had there been no "
        "infraction, with their weights (Law 12C1(c)), and the other table's score for the same direction (North-South's there if these are North-South's: the other team's pair). The ruling "
        "engine scores the assigned score in IMPs against the other table (Law 78B), compares it with average "
        "plus (plus 3 IMPs, Law 12C2(b)), and gives the higher to the non-offending side and its complement to "
        "the offending side. Average plus's 3 IMPs may be varied by the Tournament Organizer, subject to the "
        "approval of the Regulating Authority and within the framework of Laws 78D, 86B3 and 12C2(d) (Law "
        "12C2(b)); give the Tournament Organizer's figure below, or leave it "
        "empty and this page takes 3 IMPs. Law 86B2(b)'s average plus "
        "is Law 12C2(b)'s, in a game scored by IMPs: for a team match scored otherwise the Laws give no figure "
        "of average plus to compare with, and this page makes no comparison there.",
    ),
    quotes=(Q_86B2B_AWARD, Q_12C2B),
)


_TEAMS_FOOTNOTE = Text(
    "Yasa 15'in dipnotu: Bu Yasa yalnızca ikili ve bireysel turnuvalar için geçerlidir – Takım maçı için bkz. "
    "Yasa 86B.",
    "Law 15's footnote: This Law applies only to pairs and individual tournaments – for team matches see Law 86B.",
)

WRONG_BOARD = Path(
    key="wrong_board",
    title=Text("Yanlış bord (Yasa 15A, 15B; takım maçında 86B)", "Wrong board (Laws 15A, 15B; in team play 86B)"),
    first="found",
    questions=(
        # 15A first (Law 15's order): a call made with cards from a wrong board, whatever the event
        # (footnote 4 is 15B's); the answer for 15B leads to its steps as before. The 15B answer names
        # no paragraph for the record: in team play 15B is not applied (footnote 4), 86B is.
        Question(
            key="found",
            short=Text("Hakemin belirlediği", "What the Director found"),
            ask=Text(
                "Hakem ne belirledi: bir oyuncunun yanlış borddan aldığı kartlar ile konuşma yaptığını mı (Yasa "
                "15A), yoksa artırmanın başlamasından sonra oyunculardan birinin o turda oynamaması gereken bir "
                "bordu oynamakta olduğunu mu (Yasa 15B)?",
                "What has the Director found: that a player made a call with cards taken from the wrong board (Law "
                "15A), or, after the auction has begun, that one of the players is playing a board that he should "
                "not play in that round (Law 15B)?",
            ),
            quote=Q_15A1,
            answers=(
                Answer(
                    "cards",
                    Text(
                        "Bir oyuncu yanlış borddan aldığı kartlar ile konuşma yaptı (Yasa 15A)",
                        "A player made a call with cards taken from the wrong board (Law 15A)",
                    ),
                    "partner_called",
                    law="15A1",
                ),
                Answer(
                    "board",
                    Text(
                        "Bir oyuncu o turda oynamaması gereken bir bordu oynuyor (Yasa 15B; takım maçında 86B)",
                        "A player is playing a board he should not play in that round (Law 15B; in team play 86B)",
                    ),
                    "event",
                ),
            ),
        ),
        Question(
            key="partner_called",
            short=Text("Kusurlu oyuncunun ortağı daha sonra konuştu", "The offender's partner called since"),
            ask=Text(
                "Kusurlu oyuncunun ortağı daha sonra bir konuşma yapmış mıydı?",
                "Has the offender's partner subsequently made a call?",
            ),
            quote=Q_15A2A,
            also=("15A2(b)",),
            answers=(
                Answer("yes", YES, "adjusted_15a2a", law="15A2(a)"),
                Answer("no", NO, "call_again_15a2b", law="15A2(b)"),
            ),
        ),
        Question(
            key="event",
            short=Text("Turnuva", "Event"),
            ask=Text(
                "Hakem, artırmanın başlamasından sonra, oyunculardan birinin o turda oynamaması gereken bir bordu "
                "oynamakta olduğunu belirledi. Bu bir ikili veya bireysel turnuva mı, takım maçı mı?",
                "The Director has determined, after the auction has begun, that one of the players is playing a "
                "board that he should not play in that round. Is it a pairs or individual event, or a team match?",
            ),
            quote=Q_15B,
            also=("86B",),
            note=_TEAMS_FOOTNOTE,
            answers=(
                Answer(
                    "pairs",
                    Text("İkili veya bireysel turnuva (Yasa 15B)", "A pairs or individual event (Law 15B)"),
                    "played_before",
                    law="15B",
                ),
                Answer("teams", Text("Takım maçı (Yasa 86B)", "A team match (Law 86B)"), "other_table", law="86B"),
            ),
        ),
        Question(
            key="played_before",
            short=Text("Bord masada daha önce oynandı", "The board played before at the table"),
            ask=Text(
                "Masadaki bir veya daha fazla sayıda oyuncu o bordu, doğru rakibe karşı olsun veya olmasın, daha "
                "önceden oynamış mıydı?",
                "Had one or more players at the table previously played that board, whether or not against the "
                "correct opponents?",
            ),
            quote=Q_15B1,
            # Answered No, 15B1 was asked about, not applied (as 64B7 on the revoke path).
            answers=(Answer("yes", YES, ARTIFICIAL, law="15B1"), Answer("no", NO, "stands")),
        ),
        _other_table_question(),
        _one_table_question(),
        _fault_question(),
    ),
    endings=(
        Ending(
            key="adjusted_15a2a",
            title=Text(
                "Ortak daha sonra konuştu: Hakem ayarlı skor atayacaktır (Yasa 15A2(a))",
                "Partner has called since: the Director shall award an adjusted score (Law 15A2(a))",
            ),
            consequence=Text(
                f"{_15A1_SAID.tr} Kusurlu oyuncunun ortağı daha sonra bir konuşma yapmış olduğundan Hakem ayarlı skor "
                "atayacaktır (Yasa 15A2(a)); Yasa 15A2(a) ayarlı skorun türünü söylemez ve bu sayfa skor hesaplamaz. "
                f"{_15A_REST.tr}",
                f"{_15A1_SAID.en} The offender's partner having subsequently made a call, the Director shall award "
                "an adjusted score (Law 15A2(a)); Law 15A2(a) does not say which kind of adjusted score, and this "
                f"page computes no score. {_15A_REST.en}",
            ),
            quote=Q_15A2A,
            also=("15A2(c)", "15A3", "15A4"),
        ),
        Ending(
            key="call_again_15a2b",
            title=Text(
                "Ortak konuşmadı: kusurlu oyuncu doğru kartları alarak konuşur (Yasa 15A2(b))",
                "Partner has not called since: the offender takes up the correct cards and calls (Law 15A2(b))",
            ),
            consequence=Text(
                f"{_15A1_SAID.tr} Kusurlu oyuncunun ortağı daha sonra bir konuşma yapmamış olduğundan kusurlu oyuncu "
                "doğru kartları eline alarak konuşmasını yapar ve artırma normal akışında devam eder (Yasa 15A2(b)). "
                "Resmî Türkçe metin, kusurlu oyuncunun konuşmasından sonra soldaki rakibin yaptığı bir konuşmanın ne "
                "olacağını söylemez (WBF İngilizcesinde o da 'sonraki konuşma' olarak iptal edilir). "
                f"{_15A_REST.tr}",
                f"{_15A1_SAID.en} The offender's partner not having made a call since, the offender takes up the "
                "correct cards and makes his call, and the auction continues in its normal course (Law 15A2(b)). The "
                "official Turkish does not say what becomes of a call the left-hand opponent made after the "
                f"offender's (in the WBF English it is cancelled too, as a 'subsequent call'). {_15A_REST.en}",
            ),
            quote=Q_15A2B,
            also=("15A2(c)", "15A3", "15A4"),
        ),
        Ending(
            key="stands",
            title=Text(
                "Bord oynanarak tamamlanır; skor geçerlidir (Yasa 15B2)",
                "The board is played to completion; the score stands (Law 15B2)",
            ),
            consequence=Text(
                "Masadaki oyuncuların hiçbiri o bordu daha önce oynamamış olduğundan hakem artırma ve oyunun normal "
                "olarak devam ederek tamamlanması talimatını verir. Hakem skoru geçerli sayar ve çiftlerin "
                "oynaması gereken doğru bordun daha sonra oynanmasını isteyebilir (Yasa 15B2). Geçerli bir skor "
                f"kazanma olanağından yoksun kalan bir yarışmacı olursa: {_15B3_SAID.tr} {_12C2A.tr}",
                "None of the players at the table having previously played that board, the Director shall instruct that "
                "the auction and play continue normally to completion. The Director accepts the score as valid and "
                "may require the correct board that the pairs should have played to be played later (Law 15B2). "
                f"Should a contestant be deprived of the opportunity to earn a valid score: {_15B3_SAID.en} "
                f"{_12C2A.en}",
            ),
            # 15B2's duty in the WBF's "shall" (WBF "shall require the auction and play to be completed"; TR
            # "talimatını verir", the ungraded present), as the quote beside it says since eng323.
            quote=Q_15B2,
            also=("15B3", "12C2(a)"),
        ),
        _single_score_ending(),
        _single_neither_ending(),
        _regulation_ending(),
        *_teams_endings(),
    ),
    artificial=ArtificialScore(
        lede=Text(
            "Masadaki bir veya daha fazla sayıda oyuncu o bordu daha önceden oynamış olduğundan bord her iki taraf "
            f"için iptal edilecektir (Yasa 15B1). {_15B3_SAID.tr} Yapay ayarlı skoru alan yarışmacıyı ve usulsüzlükten "
            "doğan sorumluluğunu seçin: skoru hakem motoru hesaplar.",
            "One or more players at the table having previously played that board, the board is cancelled for both "
            f"sides (Law 15B1). {_15B3_SAID.en} Choose the contestant awarded it and its responsibility for the "
            "irregularity: the ruling engine computes the score.",
        ),
        quotes=(Q_15B3, Q_12C2A),
    ),
)


FOULED = Path(
    key="fouled",
    title=Text("Karışmış bord (Yasa 87)", "Fouled board (Law 87)"),
    first="fouled",
    questions=(
        Question(
            key="fouled",
            short=Text("Bord karışmış", "The board fouled"),
            ask=Text(
                "Bir ya da daha çok kartın borda yanlış yerleştirilmesi veya aynı olması gereken bordun iki kopyası "
                "arasında farklı dağıtan veya zon durumu bulunması sonucu, doğrudan skor karşılaştırılması "
                "yapılacak çiftler bordu özdeş şeklinde oynamadılar mı?",
                "As a result of one or more cards having been misplaced in the board, or of a difference in dealer "
                "or vulnerability between two copies of a board that should be identical, did pairs whose scores "
                "are to be compared directly not play the board in identical form?",
            ),
            quote=Q_87A,
            answers=(
                Answer("yes", Text("Evet: bord karışmış (Yasa 87A)", "Yes: the board is fouled (Law 87A)"), "event"),
                Answer("no", NO, "not_fouled"),
            ),
        ),
        Question(
            key="event",
            short=Text("Turnuva", "Event"),
            ask=Text(
                "Bu bir ikili veya bireysel turnuva mı, takım maçı mı?",
                "Is it a pairs or individual event, or a team match?",
            ),
            quote=Q_87C,
            also=("87B",),
            note=Text(
                "Yasa 86B2'nin dipnotu: Karışmış bir borddan gelen sonuçlar dahil. Karışmış bordu, skorları "
                "doğrudan karşılaştırılacak olanlar oynamıştır (Yasa 87A): bord yalnızca tek bir masada oynanmış "
                "değildir, bu yüzden Yasa 86B3'ün sorusu sorulmaz; Yasa 87C takım maçını Yasa 86B2'ye gönderir.",
                "Law 86B2's footnote: Including results from a fouled board. A fouled board was played by those whose "
                "scores are to be compared directly (Law 87A): it was not played at only a single table, so Law "
                "86B3's question is not asked; Law 87C sends a team match to Law 86B2.",
            ),
            answers=(
                Answer(
                    "pairs",
                    Text("İkili veya bireysel turnuva (Yasa 87B)", "A pairs or individual event (Law 87B)"),
                    "groups",
                    law="87B",
                ),
                Answer("teams", Text("Takım maçı (Yasa 87C)", "A team match (Law 87C)"), "fault", law="87C"),
            ),
        ),
        _fault_question(),
    ),
    endings=(
        Ending(
            key="not_fouled",
            title=Text("Bord karışmış sayılmaz (Yasa 87A)", "The board is not fouled (Law 87A)"),
            consequence=Text(
                "Bord, yalnızca bir ya da daha çok kartın borda yanlış yerleştirilmesi veya aynı olması gereken "
                "bordun iki kopyası arasında farklı dağıtan veya zon durumu bulunması sonucu doğrudan skor "
                "karşılaştırılması yapılacak çiftler bordu özdeş şeklinde oynamadıysa “karışmış” sayılır (Yasa "
                "87A): Yasa 87 uygulanmaz.",
                "A board is considered “fouled” only if, as a result of one or more cards having been misplaced in "
                "the board, or of a difference in dealer or vulnerability between two copies of a board that should "
                "be identical, pairs whose scores are to be compared directly did not play the board in identical "
                "form (Law 87A): Law 87 does not apply.",
            ),
            quote=Q_87A,
        ),
        Ending(
            key="groups",
            title=Text(
                "Skorlar gruplara ayrılır, her grup ayrı değerlendirilir (Yasa 87B)",
                "The scores are divided into groups, each rated separately (Law 87B)",
            ),
            consequence=Text(
                "Karışmış bordu skorlarken hakem, hangi skorların bord doğru şeklindeyken ve hangi skorların bord "
                "karıştıktan sonra elde edildiğini olabildiğince doğru şekilde belirler. Skorları buna göre "
                "gruplara ayırır ve her grubu ayrı olarak turnuva yönetmeliğinde belirtilen şekilde bağımsız olarak "
                "değerlendirir (açıkça belirtilmiş bir yöntem olmaması halinde hakem yöntemi belirleyerek duyurur) "
                "(Yasa 87B). Yasa 87B ayarlı skordan söz etmez: gruplar turnuva yönetmeliğinin (ya da hakemin "
                "duyurduğu) yönteme göre değerlendirilir; bu sayfa skor hesaplamaz.",
                "In scoring a fouled board, the Director determines as accurately as possible which scores were "
                "obtained with the board in its correct form and which after the board was fouled. The Director "
                "divides the scores into groups accordingly and evaluates each group separately and independently "
                "as specified in the tournament regulations (in the absence of an explicitly specified method, the "
                "Director decides on the method and announces it) (Law 87B). Law 87B names no adjusted score: the "
                "groups are rated by the tournament regulations' method (or the one the Director announces); this "
                "page computes no score.",
            ),
            quote=Q_87B,
        ),
        *_teams_endings(),
    ),
)


PATHS = {path.key: path for path in (UNAUTHORISED, MISINFORMATION, TURN, REVOKE, REPLACED, WRONG_BOARD, FOULED)}

# The adjusted score (12C1): the last step of both paths.
SCORE_QUOTES = (
    Quote(
        "12C1(b)",
        Text(
            "Hakem, ayarlı skoru belirlerken, yasa ihlali olmasa idi, masada gerçekleşmesi muhtemel sonuca en "
            "yakın skora ulaşmayı hedeflemelidir.",
            "In determining the adjusted score, the Director should aim to reach the score closest to the result "
            "that would probably have occurred at the table had there been no infraction.",
        ),
    ),
    Quote(
        "12C1(c)",
        Text(
            "sadece yasalara uygun şekilde gerçekleşebilecek olası sonuçlar göz önünde bulundurulmalıdır",
            "only possible results that could have been obtained in a manner consistent with the Laws should be "
            "taken into account",
        ),
    ),
    Quote(
        "12C1(d)",
        Text(
            "Eğer olasılıklar çok çeşitli ise ya da belirgin değil ise hakem yapay ayarlı skor verebilir.",
            "If the possibilities are numerous or not obvious, the Director may award an artificial adjusted score.",
        ),
    ),
    # 12C1(e): what the non-offending side's own serious error or gamble after the infraction costs
    # it. Its (i), on the offending side's score, is garbled in the Turkish text
    # (docs/translation-notes.md) and is not quoted; (ii) is clear in both texts.
    Quote(
        "12C1(e)",
        Text(
            "Usulsüzlüğü takiben, eğer kusursuz taraf, son derece ciddi bir hata (yaşanan kural ihlalinden bağımsız "
            "olarak) sonucu veya kumar olarak nitelendirilebilecek (ve başarısız olduğu takdirde onarma beklentisi "
            "doğurabilecek) bir hareket tarzı sonucu kendi görmüş olduğu zarara katkıda bulunursa",
            "If, subsequent to the irregularity, the non-offending side has contributed to its own damage through an "
            "extremely serious error (unrelated to the infraction) or through a course of action that may be "
            "characterised as a gamble (and that, if unsuccessful, could give rise to an expectation of rectification)",
        ),
    ),
    Quote(
        "12C1(e)(ii)",
        Text(
            "Kusursuz taraf ise, görmüş olduğu zararın kendi hatasından kaynaklanan kısmı için telafi hakkı kazanmaz",
            "The non-offending side, for its part, is not entitled to redress for that part of its damage which "
            "resulted from its own error",
        ),
    ),
)
# What the adjusted score rests on, by the kind the Director computes: a weighted assigned score
# (12C1(b), 12C1(c)), or, the possibilities being numerous or not obvious, an artificial one
# (12C1(d)), whose figures are 12C2's (12C1(d) "Bkz. aşağıda C2 maddesi" / "see C2 below"; 12C2(a)
# "ve bkz. C1(d)" / "see also C1(d)"). A weighted score does not rest on 12C1(d) or 12C2. 12C1(e)
# only where the Director finds such an error or gamble, so it is quoted on the page but written in
# the record's paragraphs by the Director.
SCORE_LAWS = {"weighted": ("12C1(b)", "12C1(c)"), "artificial": ("12C1(d)", "12C2")}


class JudgementError(ValueError):
    """The query string names no path, or an answer the question does not offer."""


@dataclass(frozen=True)
class Step:
    question: Question
    answer: Answer
    detail: str = ""  # the words typed with the answer (the logical alternatives)


@dataclass(frozen=True)
class Walk:
    """Where the answers lead: the steps taken, then the question now asked, an ending, or the score."""

    path: Path
    steps: tuple[Step, ...]
    question: Question | None = None
    ending: Ending | None = None
    artificial_only: bool = False  # at the ARTIFICIAL step: the path's artificial score only
    teams_only: bool = False  # at the TEAMS step: 86B2(b)'s assigned score against average plus

    @property
    def at_score(self) -> bool:
        return self.question is None and self.ending is None

    def laws(self, score_kind: str = "", engine_laws: tuple[str, ...] = ()) -> list[str]:
        """Every paragraph the walk rested on, in the order met, each once; at the score, those of
        the kind of adjusted score computed (`score_kind`, SCORE_LAWS), none before one is. A
        paragraph a step cites only as another answer's (Answer.law) is not one this walk applied: a
        ruling after 75D2's "no partnership agreement" did not apply 75B1 (TR "Ortaklık anlaşması,
        yapılan açıklamadan farklı ise", WBF "When the partnership agreement is different from the
        explanation given": there is no agreement to differ from), nor 75C; nor, answered "No", 64B7
        (both sides revoked) or 64B2 (a repeated revoke), the paragraphs the revoke path's questions
        quote to ask whether they apply; nor, on the 23C/27D path, 27B (an insufficient bid) after a
        call out of rotation, nor 29B after an insufficient bid. A paragraph the chosen answer names
        too is applied (29B, named by each call out of rotation). `engine_laws`: the paragraphs the
        engine's answer names for the score computed, added at the ARTIFICIAL step (12C2(c) when the
        session percentage was given instead of 12C2(a)'s average plus or minus) and making the
        TEAMS step's (86B2(b) and those of the score awarded: 12C1(c), 78B or 12C2(b))."""
        labels: list[str] = []
        for step in self.steps:
            others = {law for a in step.question.answers if a != step.answer for law in a.laws} - set(step.answer.laws)
            labels += [p for p in (step.question.quote.label, *step.question.also) if p not in others]
        if self.ending is not None:
            labels += [self.ending.quote.label, *self.ending.also]
        elif self.at_score and self.artificial_only:
            assert self.path.artificial is not None
            if score_kind == "artificial":
                labels += [q.label for q in self.path.artificial.quotes] + list(engine_laws)
        elif self.at_score and self.teams_only:
            labels += list(engine_laws)
        elif self.at_score:
            labels += list(SCORE_LAWS.get(score_kind, ()))
        return list(dict.fromkeys(labels))


MAX_DETAIL = 300  # characters: the box's maxlength
# The most the typed words take of an address, percent-encoded (polish80): 300 characters of "…" or
# "♠" are 2 700 bytes, which put a step's address and every link carrying it (the record's, the
# trail's, the language switch) past 2 048 bytes (desk.login_address.ADDRESS_LIMIT). 900 bytes
# keep a 300-character sentence in Turkish whole (a letter such as ş is 6 bytes, most are 1), and 100 "…".
MAX_DETAIL_ADDRESS = 900


def kept_detail(typed: str) -> str:
    """The words typed with an answer as the walk keeps them: at most MAX_DETAIL characters, and at
    most MAX_DETAIL_ADDRESS bytes once percent-encoded in an address."""
    kept = typed.strip()[:MAX_DETAIL]
    size = 0
    for end, letter in enumerate(kept):
        size += len(quote_plus(letter))
        if size > MAX_DETAIL_ADDRESS:
            return kept[:end].rstrip()
    return kept


def walk(params) -> Walk:
    """Follow the answers in `params` (a QueryDict or dict) from the path's first question; an
    answer not asked for yet is ignored, an answer the question does not offer is an error."""
    path = PATHS.get(params.get("path", ""))
    if path is None:
        raise JudgementError("path")
    steps: list[Step] = []
    key = path.first
    while True:
        if key in (SCORE, ARTIFICIAL, TEAMS):
            return Walk(path, tuple(steps), artificial_only=key == ARTIFICIAL, teams_only=key == TEAMS)
        question = path.question(key)
        if question is None:
            ending = path.ending(key)
            assert ending is not None, key  # the data's own links: tests walk every one
            return Walk(path, tuple(steps), ending=ending)
        given = params.get(question.key)
        if given is None or given == "":
            return Walk(path, tuple(steps), question=question)
        answer = next((a for a in question.answers if a.key == given), None)
        if answer is None:
            raise JudgementError(question.key)
        detail = kept_detail(params.get(question.detail, "")) if answer.keeps_detail else ""
        steps.append(Step(question, answer, detail))
        key = answer.next
