"""Lead out of turn (Laws 41A, 53-56): the opening lead faced or face down, by the wrong defender
or by the declaring side, and later in the play. The five options and their pros and cons follow
docs/seeds/002 (after Larry Cohen)."""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Option, Situation, Step, Text
from .common import CALL_NOW, play_query
from .revoke import DECLARER_CHOICE_LATER

LIKE = Text("Çıkılan renk/kart hoşunuza gidiyor.", "You like the suit or card led.")
DISLIKE = Text("Çıkılan renk/kart hoşunuza gitmiyor.", "You do not like the suit or card led.")
GOLDWATER = Text(
    "Goldwater kuralı: sıranın kimde olduğunu bilmeyen rakip büyük olasılıkla en iyi atağı da bulamaz.",
    "Goldwater's rule: an opponent who does not know whose lead it is probably did not find the best lead either.",
)
FIVE_OPTIONS = (
    Option(
        Text("1. Kabul edip elinizi yere açmak", "1. Accept and spread your hand"),
        Text(
            "Siz yer olursunuz, ortağınız kontratı oynar (Yasa 54A).",
            "You become dummy and partner plays the contract (Law 54A).",
        ),
        (
            LIKE,
            GOLDWATER,
            Text(
                "Ortağınız sizden iyi oynuyor; gizli kalan güçler onun elinde.",
                "Partner is the better player; the hidden strength is in his hand.",
            ),
        ),
        (DISLIKE, Text("Ortağınız bugün kötü gününde.", "Partner is having a bad day.")),
    ),
    Option(
        Text("2. Kabul edip yeri açtırmak", "2. Accept; dummy goes down"),
        Text(
            "Yer elini açar, siz yeri gördükten sonra ikinci kartı elinizden oynarsınız (Yasa 54B).",
            "Dummy spreads; you see it and play the second card from your own hand (Law 54B).",
        ),
        (LIKE, GOLDWATER),
        (DISLIKE, Text("Sonraki seçeneklere göre bir kazancınız yok.", "No gain over the options below.")),
    ),
    Option(
        Text("3. Geri çevirip aynı rengi istemek", "3. Reject and require that suit"),
        Text(
            "Kart majör cezalı kart olur; doğru oyuncu o rengi çıkar ve kart ele döner (Yasa 54D, 50D2(a)).",
            "The card becomes a major penalty card; the right player leads that suit and the card goes back (Laws 54D, 50D2(a)).",
        ),
        (Text("Renk size doğru oynanır (ör. AD).", "The suit is led round to you (e.g. AQ)."),),
        (
            Text(
                "Ceza bu çıkışla biter; soldaki oyuncuda o renk yoksa istediğini çıkar.",
                "The penalty ends with this lead; if the right player has none of the suit, he leads what he likes.",
            ),
        ),
    ),
    Option(
        Text("4. Geri çevirip rengi yasaklamak", "4. Reject and forbid that suit"),
        Text(
            "Doğru oyuncu, çıkış kendisindeyken o rengi çıkamaz; kart ele döner (Yasa 50D2(a)).",
            "The right player may not lead that suit while he keeps the lead; the card goes back (Law 50D2(a)).",
        ),
        (Text("Sizi korkutan renkten şimdilik kurtulursunuz.", "You escape, for now, a suit you fear."),),
        (Text("Cezalı kart masadan kalkar.", "The penalty card leaves the table."),),
    ),
    Option(
        Text("5. Geri çevirip serbest bırakmak", "5. Reject and leave the lead free"),
        Text(
            "Kart majör cezalı kart olarak masada kalır (Yasa 50D2(b)); ortağı her çıkışa geldiğinde yeniden seçebilirsiniz.",
            "The card stays on the table as a major penalty card (Law 50D2(b)); you choose again each time his partner is on lead.",
        ),
        (Text("Cezalı kart ileride büyük avantaj sağlayabilir.", "The penalty card may be worth more later."),),
        (Text("Bu çıkışta rakibi serbest bırakırsınız.", "You leave this lead to the opponent."),),
    ),
)

OPENING_FACED = Ending(
    title=Text("Yanlış defans oyuncusunun yüzü açık atağı", "Faced opening lead by the wrong defender"),
    now=(
        Text(
            "Deklaranın beş seçeneği vardır; ortağına danışmadan kendisi seçer.",
            "Declarer has five options and chooses alone, without consulting partner.",
        ),
        Text(
            "Ortak yüzü kapalı atak yaptıysa o kart ele geri döner (Yasa 54).",
            "If the partner has made a face-down lead, that card goes back to his hand (Law 54).",
        ),
        Text(
            "Yer bir kartını görmüş olabilecek durumdaysa deklaran kabul etmek zorundadır (Yasa 54C).",
            "If declarer could have seen any of dummy's cards, he must accept (Law 54C).",
        ),
    ),
    chooser=Text("Deklaran.", "Declarer."),
    laws=("41A", "53A", "54A", "54B", "54C", "54D", "50D2"),
    director=CALL_NOW,
    options=FIVE_OPTIONS,
    advice=(
        Text(
            "Seçmeden önce: sırasız atak neyi gösteriyor (sıralı onörlerin tepesi mi, dördüncüden mi, kısa renk mi)?",
            "Before choosing: what does the card led show (top of a sequence, fourth best, a short suit)?",
        ),
        Text(
            "Artırımdan ortağınızın eli hakkında ne biliyorsunuz? Güç (AD, RV gibi çatallar) ondaysa kontratı o oynasın; gizli güç sizdeyse kabul edip kendiniz oynayın.",
            "What does the auction tell you about partner's hand? If the strength (tenaces like AQ, KJ) is his, let him play; if it is hidden in yours, accept and play it yourself.",
        ),
        Text(
            "Bir dahaki sefere: atak yapmadan önce sıranın sizde olup olmadığını sorun ve atağı yüzü kapalı yapın; kapalı kart cezasız geri alınır.",
            "Next time: ask whether it is your lead before leading, and lead face down; a face-down card goes back without penalty.",
        ),
    ),
    engine=EngineExample(
        Text("Doğu (Batı yerine) ♠7 ile yüzü açık atak yaptı.", "East (instead of West) led ♠7 face up."),
        play_query(["E:S7"]),
    ),
)
OPENING_FACE_DOWN = Ending(
    title=Text("Yanlış defans oyuncusunun yüzü kapalı atağı", "Face-down opening lead by the wrong defender"),
    now=(
        Text(
            "Yüzü kapalı atak yalnızca hakemin talimatıyla geri alınır ve kart oyuncunun eline döner (Yasa 41A); kart görülmediği için cezalı kart olmaz.",
            "A face-down lead is withdrawn only on the Director's instruction and the card goes back to the player's hand (Law 41A); it was not seen, so it is no penalty card.",
        ),
        Text(
            "Sonra doğru oyuncu atağını yapar. Kart sonradan açılırsa yüzü açık sırasız atak olur (Yasa 54).",
            "Then the right player leads. If the card is turned face up before that, it is a faced lead out of turn (Law 54).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("41A", "54", "16C"),
    director=Text(
        "Kartı açmayın; hakemi çağırın, kartı hakem geri aldırır.",
        "Do not turn the card over; call the Director, who has it taken back.",
    ),
)
OPENING_DECLARING_SIDE = Ending(
    title=Text("Deklaran tarafının atak yapmaya çalışması", "The declaring side tries to lead"),
    now=(
        Text(
            "Yasa 24 uygulanır: kusurlu oyuncu deklaran ya da yer olacağı için kart eline geri döner (Yasa 54E, 24D).",
            "Law 24 applies: the offender is declarer or dummy, so the card goes back to his hand (Laws 54E, 24D).",
        ),
        Text("Atağı doğru defans oyuncusu yapar.", "The right defender makes the opening lead."),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("54E", "24D"),
    director=CALL_NOW,
    engine=EngineExample(
        Text("Yer (Kuzey) atak yapmaya kalkıp ♠A'yı açtı.", "Dummy (North) tried to lead and faced ♠A."),
        play_query(["N:SA"]),
    ),
)
LATER_DEFENDER = Ending(
    title=Text("Oyun sırasında defans oyuncusunun sırasız çıkışı", "A defender leads out of turn during the play"),
    now=(
        Text(
            "Deklaran çıkışı kabul edebilir (Yasa 56A) ya da geri çevirebilir; geri çevrilen kart majör cezalı kart olur (Yasa 56B, 50D).",
            "Declarer may accept the lead (Law 56A) or reject it; a rejected card becomes a major penalty card (Laws 56B, 50D).",
        ),
        Text(
            "Sıradaki oyuncu sırasız çıkışın üzerine kart oynarsa çıkış kabul edilmiş olur (Yasa 53A).",
            "If the next player plays to the lead out of turn, it is accepted (Law 53A).",
        ),
    ),
    chooser=Text("Deklaran.", "Declarer."),
    laws=("53A", "56A", "56B", "50D"),
    director=CALL_NOW,
    options=(
        Option(
            Text("Kabul etmek", "Accept"),
            Text("Kart çıkış sayılır, oyun sürer.", "The card stands as the lead; play goes on."),
            (LIKE,),
            (DISLIKE,),
        ),
        Option(
            Text("Geri çevirmek", "Reject"),
            Text(
                "Kart majör cezalı kart olur; doğru el çıkar ve 50D2 seçenekleri gelir.",
                "The card becomes a major penalty card; the right hand leads, and the 50D2 options follow.",
            ),
            (
                Text(
                    "Cezalı kart ve çıkış kısıtlaması size bilgi ve kontrol verir.",
                    "The penalty card and lead restriction give you information and control.",
                ),
            ),
            (Text("Çıkılan renk sizin için iyiyse onu kaçırırsınız.", "You give up a lead that may have suited you."),),
        ),
    ),
    engine=EngineExample(
        Text(
            "İlk löveyi yer aldı; sıra yerdeyken Doğu ♠8 çıktı.",
            "Dummy won the first trick; with dummy to lead, East led ♠8.",
        ),
        play_query(["W:S2", "N:SA", "E:S7", "S:S3", "E:S8"]),
    ),
)
LATER_DECLARER = Ending(
    title=Text("Deklaranın sırasız çıkışı", "Declarer leads out of turn"),
    now=(
        Text(
            "Defans oyuncularından biri çıkışı kabul edebilir ya da geri alınmasını isteyebilir; farklı seçerlerse sıradaki defans oyuncusunun seçimi geçerlidir (Yasa 55A).",
            "Either defender may accept the lead or require its withdrawal; if they choose differently, the defender next in turn prevails (Law 55A).",
        ),
        Text(
            "Geri alınırsa kart ait olduğu ele döner, cezalı kart olmaz; deklaran doğru elden çıkar (Yasa 55B).",
            "If withdrawn, the card goes back to its hand and is no penalty card; declarer leads from the right hand (Law 55B).",
        ),
        Text(
            "Deklaran kendi hatasından bilgi edindiyse Yasa 16 uygulanır (Yasa 55C).",
            "If declarer gained information from his own infraction, Law 16 applies (Law 55C).",
        ),
    ),
    chooser=Text("Sıradaki defans oyuncusu (Yasa 55A).", "The defender next in turn (Law 55A)."),
    laws=("55A", "55B1", "55B2", "55C", "53A"),
    director=CALL_NOW,
    options=(
        Option(
            Text("Kabul etmek", "Accept"),
            Text("Çıkış geçerli olur, oyun sürer.", "The lead stands and play goes on."),
            (LIKE,),
            (DISLIKE,),
        ),
        Option(
            Text("Geri aldırmak", "Require withdrawal"),
            Text(
                "Deklaran doğru elden çıkar; başka yaptırım yok.",
                "Declarer leads from the right hand; no other rectification.",
            ),
            (DISLIKE,),
            (Text("Deklaran tekrar düşünme fırsatı bulur.", "Declarer gets to think again."),),
        ),
    ),
    engine=EngineExample(
        Text(
            "İlk löveyi yer aldı; Güney kendi elinden ♥6 çıktı.",
            "Dummy won the first trick; South led ♥6 from his own hand.",
        ),
        play_query(["W:S2", "N:SA", "E:S7", "S:S3", "S:H6"]),
    ),
)

SITUATION = Situation(
    slug="lead-out-of-turn",
    title=Text("Sırasız çıkış", "Lead out of turn"),
    summary=Text("Bir oyuncu sıra kendisinde değilken çıkış yaptı.", "A player led when it was not his turn to lead."),
    start=Step(
        Text("Ne zaman oldu?", "When did it happen?"),
        (
            Choice(
                "opening",
                Text("İlk atakta", "On the opening lead"),
                Step(
                    Text("Kim atak yaptı?", "Who led?"),
                    (
                        Choice(
                            "wrong-defender",
                            Text("Atak sırası kendisinde olmayan defans oyuncusu", "The defender who was not on lead"),
                            Step(
                                Text("Kart yüzü açık mı masada?", "Is the card face up on the table?"),
                                (
                                    Choice("faced", Text("Evet, yüzü açık", "Yes, face up"), OPENING_FACED),
                                    Choice("face-down", Text("Hayır, yüzü kapalı", "No, face down"), OPENING_FACE_DOWN),
                                ),
                            ),
                        ),
                        Choice(
                            "declaring-side", Text("Deklaran ya da yer", "Declarer or dummy"), OPENING_DECLARING_SIDE
                        ),
                    ),
                ),
            ),
            Choice(
                "later",
                Text("Oyunun ilerleyen bir lövesinde", "Later in the play"),
                Step(
                    Text("Kim sırasız çıktı?", "Who led out of turn?"),
                    (
                        Choice("defender", Text("Bir defans oyuncusu", "A defender"), LATER_DEFENDER),
                        Choice(
                            "declarer",
                            Text("Deklaran (kendi elinden ya da yerden)", "Declarer (from his hand or dummy)"),
                            LATER_DECLARER,
                        ),
                    ),
                ),
            ),
        ),
    ),
)

__all__ = ["DECLARER_CHOICE_LATER", "SITUATION"]
