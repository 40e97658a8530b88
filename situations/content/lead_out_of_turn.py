"""Lead out of turn (Laws 41A, 53-56): the opening lead faced or face down, by the wrong defender
or by the declaring side, and later in the play. The five options and their pros and cons follow
docs/seeds/002 (after Larry Cohen)."""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Option, Situation, Step, Text
from .common import CALL_NOW_NO_CHOICE, CALL_NOW_PLAY, FACE_DOWN_LEAD_41A, play_query
from .revoke import CARD_PLAYED_UNAUTHORISED, CARD_STAYS_AUTHORISED, DECLARER_CHOICE_LATER, RETURNED_CARD

LIKE = Text("Çıkılan renk/kart hoşunuza gidiyor.", "You like the suit or card led.")
DISLIKE = Text("Çıkılan renk/kart hoşunuza gitmiyor.", "You do not like the suit or card led.")
GOLDWATER = Text(
    "Goldwater kuralı: sıranın kimde olduğunu bilmeyen rakip büyük olasılıkla en iyi atağı da bulamaz.",
    "Goldwater's rule: an opponent who does not know whose lead it is probably did not find the best lead either.",
)
# Laws 53A ("ancak bkz. 47E1" / "but see Law 47E1") and 55A ("Yanlış bilgilendirmeden sonra, bkz.
# Yasa 47E1" / "after misinformation, see Law 47E1") set apart the lead out of turn made because an
# opponent said it was the player's turn (47E1: TR "çıkış sırasının kendisinde olduğu konusunda
# rakipleri tarafından yanlış bilgilendirilmişse", WBF "mistakenly informed by an opponent that it
# was his turn to lead"; the sentence follows the official Turkish's "his opponents", as the site's
# English of 47E1 and its editor's note do). The Endings that offer a choice say so and send the player to the guide
# that rules on it (card-played-on-misinformation, which follows the Turkish "geri alınabilir"
# against the WBF's "is retracted" and says so); 47E1 is not among their own paragraphs.
MISINFORMED_BY_OPPONENT = Text(
    "Oyuncu, çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirildiyse bunun yerine Yasa 47E1 uygulanır ('Kartı geri almak' rehberine bakın).",
    "If the player was misinformed by his opponents that it was his turn to lead, Law 47E1 applies instead (see the guide 'Taking a card back').",
)
# Law 59 (TR "Bir oyuncu ister gerekli renkte kartının bulunmaması ister yalnızca çıkış yasağı
# uygulanan renkte kartının bulunması, ister renge uyma zorunluluğu altında oluşu nedeniyle bir
# onarmayı yerine getirmek için gerekli olan çıkışı ya da oyunu gerçekleştiremiyorsa, yasal olan başka
# herhangi bir kartı oynayabilir"; WBF "A player may play any otherwise legal card if he is unable to
# lead or play as required to comply with a rectification, whether because he holds no card of the
# required suit, or because he has only cards of a suit he is prohibited from leading, ..."). The
# Turkish puts footnote 13 ("bkz. Yasa 59") on 50D2(a)'s "istemek" only, the WBF on "require" and
# "prohibit"; Law 59 itself names the prohibited suit in both, so each of the two options says it.
# The prohibition lasts while the right player keeps the lead (50D2(a)): after a few tricks won he
# may hold nothing else.
ONLY_THE_FORBIDDEN_SUIT = Text(
    "Doğru oyuncunun elinde yalnızca o renkten kartlar kalmışsa yasal başka herhangi bir kartı oynayabilir (Yasa 59).",
    "If the right player has only cards of that suit left, he may play any otherwise legal card (Law 59).",
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
        (Text("Renk size doğru oynanır (ör. AD).", "The suit is led round to you (e.g. AQ)."), RETURNED_CARD),
        (
            Text(
                "Ceza bu çıkışla biter; soldaki oyuncuda o renk yoksa yasal başka herhangi bir kartı çıkabilir (Yasa 59).",
                "The penalty ends with this lead; if the right player has none of the suit, he may lead any otherwise legal card (Law 59).",
            ),
        ),
    ),
    Option(
        Text("4. Geri çevirip rengi yasaklamak", "4. Reject and forbid that suit"),
        Text(
            "Doğru oyuncu, çıkış kendisindeyken o rengi çıkamaz; kart ele döner (Yasa 50D2(a)).",
            "The right player may not lead that suit while he keeps the lead; the card goes back (Law 50D2(a)).",
        ),
        (Text("Sizi korkutan renkten şimdilik kurtulursunuz.", "You escape, for now, a suit you fear."), RETURNED_CARD),
        (Text("Cezalı kart masadan kalkar.", "The penalty card leaves the table."), ONLY_THE_FORBIDDEN_SUIT),
    ),
    # 50D2(b) keeps 50D in force "for as long as the penalty card remains" (TR "cezalı kart cezalı olarak
    # kaldığı sürece Yasa 50D uygulanmaya devam eder"), so 50D1(a) binds the offender: TR "ilk yasal
    # fırsatta oynanmak zorundadır", WBF "must be played at the first legal opportunity"; footnote 14
    # gives declarer the options again "if ... the penalty card has not yet been played" (TR "cezalı kart
    # hala oynanmamışsa"). The effect said the choice again and not the card's obligation, and "each
    # time" with no end (qa184's note; qa186). The choice again in 50D2's verb, TR "Deklaran aşağıdakilerden
    # birini seçebilir", WBF "Declarer may choose": the Turkish said "seçebilirsiniz", the English "you
    # choose again" (audit314).
    Option(
        Text("5. Geri çevirip serbest bırakmak", "5. Reject and leave the lead free"),
        Text(
            "Kart majör cezalı kart olarak masada kalır (Yasa 50D2(b)): kusurlu oyuncu onu ilk yasal fırsatta oynamak zorundadır (Yasa 50D1(a)); o zamana kadar ortağı her çıkışa geldiğinde yeniden seçebilirsiniz.",
            "The card stays on the table as a major penalty card (Law 50D2(b)): the offender must play it at his first legal opportunity (Law 50D1(a)); until then you may choose again each time his partner is on lead.",
        ),
        (
            Text("Cezalı kart ileride büyük avantaj sağlayabilir.", "The penalty card may be worth more later."),
            CARD_PLAYED_UNAUTHORISED,
        ),
        (
            Text("Bu çıkışta rakibi serbest bırakırsınız.", "You leave this lead to the opponent."),
            CARD_STAYS_AUTHORISED,
        ),
    ),
)

OPENING_FACED = Ending(
    title=Text("Yanlış defans oyuncusunun yüzü açık atağı", "Faced opening lead by the wrong defender"),
    now=(
        # 10C2: TR "Bir oyuncunun bir usulsüzlükten sonra seçenekleri varsa, seçimini ortağına danışmadan
        # yapmak zorundadır"; WBF "If a player has an option after an irregularity, he must make his
        # selection without consulting partner". Cited in the text, as dummy_rights does; not added to
        # `laws` (qa184's note; qa186). In 10C2's own verb, here and in the read-out (it said "chooses
        # alone" / "kendisi seçer", the present; audit314).
        Text(
            "Deklaranın beş seçeneği vardır; seçimini ortağına danışmadan yapmak zorundadır (Yasa 10C2).",
            "Declarer has five options and must make his choice without consulting partner (Law 10C2).",
        ),
        # 54's opening sentence names the Director as the one who has the face-down lead withdrawn (TR
        # "kusurlu oyuncunun ortağı yüzü kapalı atak ettiğinde, hakem yüzü kapalı atağın geri alınmasını
        # ister"; WBF "the Director requires the face down lead to be retracted"); the card's return to
        # the hand is 41A's ("geri alınan kart defans oyuncusunun eline geri konmak zorundadır" / "the
        # withdrawn card must be returned to the defender's hand"), not 54's. The line cited 54 for the
        # return and named no actor (qa214).
        Text(
            "Kusurlu oyuncunun ortağı yüzü kapalı atak yaptıysa hakem bu kapalı atağın geri alınmasını ister (Yasa 54); kart ele geri konmak zorundadır (Yasa 41A).",
            "If the offender's partner has made a face-down lead, the Director requires that face-down lead to be withdrawn (Law 54); the card must be returned to his hand (Law 41A).",
        ),
        Text(
            "Deklaran yerin kartlarından herhangi birini görmüş olabilecek durumdaysa (yerin artırımda gösterdiği, Yasa 24'e tabi kartlar hariç) atağı kabul etmek zorundadır ve artırıma göre deklaran olması gereken oyuncu deklaran olur (Yasa 54C).",
            "If declarer could have seen any of dummy's cards (except cards dummy exposed during the auction, subject to Law 24), he must accept the lead, and the presumed declarer becomes declarer (Law 54C).",
        ),
        MISINFORMED_BY_OPPONENT,
    ),
    chooser=Text("Deklaran.", "Declarer."),
    laws=("41A", "53A", "54A", "54B", "54C", "54D", "50D2", "50E1", "50E2", "50E3", "59"),
    said=(
        Text(
            "atak ortağımdaydı ama ben kartımı yüzü açık koydum",
            "it was my partner's opening lead but I faced a card",
        ),
        Text(
            "yanlış defans oyuncusu ilk atağı açık yaptı deklaran elini açabilir mi",
            "the wrong defender made the opening lead face up; can declarer put his own hand down as dummy",
        ),
        Text(
            "yanlış defans oyuncusu atağı yüzü açık yaptı kart hoşuma gitti kabul edebilir miyim",
            "the wrong defender faced the opening lead and I like the card; can I accept it",
        ),
        Text(
            "sırasız atağı kabul edip elimi yere açarsam kontratı ortağım mı oynar",
            "if I accept the opening lead out of turn and put my hand down, does partner play the contract",
        ),
    ),
    director=CALL_NOW_PLAY,
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
        # The face-down lead in 41A's modal ("may be withdrawn only upon instruction of the Director"), as
        # the face-down Ending says it; no "(Law 41A)" here, which would lend 41A to this faced Ending's
        # search path as advice (search_paths._advice_only).
        Text(
            "Bir dahaki sefere: atak yapmadan önce sıranın sizde olup olmadığını sorun ve atağı yüzü kapalı yapın; kapalı atak hakemin talimatıyla geri alınabilir ve görülmediği için cezalı kart olmaz.",
            "Next time: ask whether it is your lead before leading, and lead face down; a face-down lead may be withdrawn on the Director's instruction, and, not having been seen, is no penalty card.",
        ),
    ),
    engine=EngineExample(
        Text("Doğu (Batı yerine) ♠7 ile yüzü açık atak yaptı.", "East (instead of West) led ♠7 face up."),
        play_query(["E:S7"]),
    ),
    script=(
        Text(
            "Atak sırası sizde değildi ve yüzü açık atak yaptınız.",
            "It was not your turn to lead, and you led face up.",
        ),
        Text(
            "Deklaran, beş seçeneğiniz var ve seçiminizi ortağınıza danışmadan yapmak zorundasınız: 1. Kabul edip elinizi yere açmak; 2. Kabul edip yeri açtırmak; 3. Geri çevirip aynı rengi istemek; 4. Geri çevirip rengi yasaklamak; 5. Geri çevirip serbest bırakmak.",
            "Declarer, you have five options and you must choose without consulting partner: 1. Accept and spread your hand; 2. Accept; dummy goes down; 3. Reject and require that suit; 4. Reject and forbid that suit; 5. Reject and leave the lead free.",
        ),
        Text(
            "Yerin kartlarından herhangi birini (artırımda gösterilenler hariç) görmüş olabilecekseniz atağı kabul etmek zorundasınız ve deklaran olarak kalırsınız (Yasa 54C).",
            "If you could have seen any of dummy's cards (other than cards exposed during the auction), you must accept the lead and you remain declarer (Law 54C).",
        ),
        Text("Seçiminizi hepsini duyduktan sonra yapın.", "Choose once you have heard them all."),
    ),
)
# Law 16C, the paragraph this Ending has always listed without a sentence resting on it: the lead is
# withdrawn as the Laws provide (41A: TR "Kapalı atak sadece usulsüzlükten sonra hakemin talimatı
# üzerine geri alınabilir"; WBF "may be withdrawn only upon the instruction of the Director after an
# irregularity"), so 16C2 speaks of it: TR "Kusurlu taraf için, geri alınmış eylemden – gerek
# kendileri gerekse rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir"; WBF
# "For an offending side, information arising from its own withdrawn action and from withdrawn
# actions of the non-offending side is unauthorized". (47E1 says "(see Law 16C)" of a retracted
# lead too.)
WITHDRAWN_LEAD_UNAUTHORISED = Text(
    "Geri alınan ataktan kaynaklanan bilgi kusurlu taraf için izinsizdir (Yasa 16C).",
    "Information arising from the withdrawn lead is unauthorised for the offending side (Law 16C).",
)
OPENING_FACE_DOWN = Ending(
    said=(
        Text(
            "atak sırası bende değilken kartımı kapalı koydum",
            "I put an opening lead face down although it was not my lead",
        ),
        Text(
            "yanlış defans oyuncusu ilk kartı ters koydu henüz açmadı",
            "the wrong defender placed the opening lead face down and has not turned it yet",
        ),
        Text(
            "kapalı atak yanlış defans oyuncusundan gelmiş kart geri alınır mı",
            "a face-down opening lead came from the wrong defender; does the card go back",
        ),
    ),
    title=Text("Yanlış defans oyuncusunun yüzü kapalı atağı", "Face-down opening lead by the wrong defender"),
    # 41A in its own modal (FACE_DOWN_LEAD_41A): the lead "may be withdrawn only upon instruction of the
    # Director", and the Ending said it "is withdrawn" and the Director "has it taken back", which neither
    # text says of a lead out of turn nobody has faced (qa149, lead). No paragraph names this case: 53A's
    # choice is over "any lead faced out of turn" (TR "yüzü açık olarak yapılan her sırasız çıkış"), 54's
    # over "a faced opening lead out of turn" (TR "Sırasız bir atağın yüzü açıldığında"), and 54's
    # opening sentence has the Director require a face-down lead retracted only where it is the partner's,
    # after a faced one. So "Nobody chooses" stands, on that ground, said; that the Director has the card
    # withdrawn is his instruction (the read-out), not a sentence of the Laws. 53A is named, not put in
    # `laws`: the search reads those, and 53A does not rule this lead.
    now=(
        FACE_DOWN_LEAD_41A,
        Text("Kart görülmediği için cezalı kart olmaz.", "It was not seen, so it is no penalty card."),
        Text(
            "Yasa 53A ve 54'ün seçenekleri yüzü açık bir sırasız çıkış içindir: kart yüzü kapalıyken kimse seçmez.",
            "The choices of Laws 53A and 54 are over a lead faced out of turn: while the card is face down, nobody chooses.",
        ),
        Text(
            "Kart geri alınınca atağı doğru defans oyuncusu yapar. Kart önce açılırsa yüzü açık sırasız atak olur (Yasa 54).",
            "Once the card is withdrawn, the right defender makes the opening lead. If the card is turned face up before that, it is a faced opening lead out of turn (Law 54).",
        ),
        WITHDRAWN_LEAD_UNAUTHORISED,
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("41A", "54", "16C"),
    director=Text(
        "Kartı açmayın; hakemi çağırın: kapalı atak ancak onun talimatıyla geri alınabilir (Yasa 41A).",
        "Do not turn the card over; call the Director: a face-down lead may be withdrawn only on his instruction (Law 41A).",
    ),
    script=(
        Text(
            "Atak sırası sizde değildi ve yüzü kapalı atak yaptınız.",
            "It was not your turn to lead, and you led face down.",
        ),
        Text(
            "Kartı açmayın. Görülmediği için cezalı kart değildir: elinize geri alın (Yasa 41A).",
            "Do not turn the card over. It was not seen, so it is no penalty card: take it back into your hand (Law 41A).",
        ),
        Text("Şimdi atağı doğru oyuncu yapar. Kimse seçmez.", "Now the right player leads. Nobody chooses."),
    ),
)
OPENING_DECLARING_SIDE = Ending(
    said=(
        Text(
            "artırım bitince deklaran ilk kartı kendisi çıkmaya kalktı",
            "when the auction ended declarer tried to make the opening lead himself",
        ),
        Text(
            "yer olacak oyuncu atak kartını masaya koydu",
            "the player who was going to be dummy put an opening lead on the table",
        ),
    ),
    title=Text("Deklaran tarafının atak yapmaya çalışması", "The declaring side tries to lead"),
    now=(
        # Law 24's opening: TR "her bir kartın artırım süreci bitene kadar masanın üzerinde açık
        # bırakılmasını isteyecektir"; WBF "placed face up on the table until the auction ends". The
        # auction period ends when a defender faces the opening lead (17D1: TR "defans oyuncularından
        # birisinin kartının ön yüzü görülecek şekilde atak yapması ile sona erer"; WBF "either defender
        # faces an opening lead"); then 24D returns the card (TR "masadan alınarak ele geri konur"; WBF
        # "picked up and returned to the hand"). The official Turkish is followed, as the guide to a card
        # exposed in the auction follows it (auction_exposure.AFTER) and the editor's note on 24 says;
        # the Ending said the card "goes back to his hand" with no time (qa214 noticed; qa246). 24's verb is
        # the Director's "isteyecektir" / "shall require", not "the card stays face up" (audit335).
        Text(
            "Yasa 24 uygulanır: hakem, kartın artırım süreci bitene, yani doğru defans oyuncusu atağını yüzü açık yapana kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24, 17D1); kusurlu oyuncu deklaran ya da yer olacağı için kart sonra eline geri döner (Yasa 54E, 24D).",
            "Law 24 applies: the Director shall require that the card be placed face up on the table until the auction period ends, when the right defender faces his opening lead (Laws 24, 17D1); the offender is declarer or dummy, so the card then goes back to his hand (Laws 54E, 24D).",
        ),
        # Law 24's opening, its second sentence, which 54E brings with the rest: TR "Açık kartlardan
        # edinilen bilgi kusursuz taraf için izinli ancak kusurlu taraf için izinsiz bilgidir. (Bkz.
        # Yasa 16C)"; WBF "Information from cards thus exposed is authorized for the non-offending side
        # but unauthorized for the offending side (see Law 16C)". The Ending said "Law 24 applies" and
        # only 24D's return, not that the right defender may use what he saw (qa214 noticed; qa246).
        Text(
            "Açık karttan edinilen bilgi kusursuz taraf için izinli ancak kusurlu taraf için izinsiz bilgidir (Yasa 24).",
            "Information from the exposed card is authorised for the non-offending side but unauthorised for the offending side (Law 24).",
        ),
        Text("Atağı doğru defans oyuncusu yapar.", "The right defender makes the opening lead."),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("54E", "24D"),
    director=CALL_NOW_NO_CHOICE,
    engine=EngineExample(
        Text("Yer (Kuzey) atak yapmaya kalkıp ♠A'yı açtı.", "Dummy (North) tried to lead and faced ♠A."),
        play_query(["N:SA"]),
    ),
    script=(
        Text(
            "Deklaran ya da yer olacağınız için atak yapamazsınız: hakem, kartın doğru defans oyuncusu atağını yüzü açık yapana kadar masada açık bırakılmasını isteyecektir; kart sonra elinize geri döner (Yasa 54E, 24, 24D).",
            "You are declarer or dummy, so you may not lead: the Director shall require that the card be placed face up until the right defender faces his opening lead; then it goes back to your hand (Laws 54E, 24, 24D).",
        ),
        Text(
            "Atağı doğru defans oyuncusu yapar. Kimse seçmez.",
            "The right defender makes the opening lead. Nobody chooses.",
        ),
    ),
)
# Footnote to Law 53A: "A lead out of turn at trick thirteen must be retracted."
TRICK_13 = Text(
    "On üçüncü lövedeki sırasız çıkış kabul edilemez, geri alınmalıdır (Yasa 53A'nın dipnotu).",
    "At trick thirteen a lead out of turn cannot be accepted: it must be retracted (footnote to Law 53A).",
)
NEXT_PLAYER_ACCEPTS = Text(
    "Sıradaki oyuncu sırasız çıkışın üzerine kart oynarsa çıkış kabul edilmiş olur (Yasa 53A).",
    "If the next player plays to the lead out of turn, it is accepted (Law 53A).",
)


def proper_lead(who: Text) -> Text:
    """Law 53B: the opponent of the offender whose turn it was may make his proper lead, with 53B's
    opening words (TR "Yasa 53A'da dikkate alınarak"; WBF "Subject to Law 53A"; qa222: the line stated
    53B with no condition). The English said "he may simply make his proper lead", a word neither text
    has (TR "doğru çıkışını yapabilir", WBF "that opponent may make his proper lead"): qa307 dropped it
    from the read-out, audit314 from here."""
    return Text(
        f"Yasa 53A'da dikkate alınarak, çıkış sırası sırasız çıkanın rakibinde idiyse ({who.tr}), o oyuncu doğru çıkışını yapabilir; kartı usulsüz çıkışa oynanmış sayılmaz, doğru çıkış geçerli kalır ve bu löveye yanlışlıkla oynanan kartlar geri alınabilir (Yasa 53B; Yasa 16C uygulanır).",
        f"Subject to Law 53A, if it was the turn of an opponent of the offender to lead ({who.en}), he may make his proper lead: his card is not deemed played to the irregular lead, the proper lead stands and cards played in error to the trick may be withdrawn (Law 53B; Law 16C applies).",
    )


LATER_DEFENDER = Ending(
    said=(
        Text(
            "savunmadaydım son löveyi ben almamıştım ama sonraki löveye ben çıktım",
            "as a defender I led to the next trick although I had not won the last one",
        ),
        Text(
            "oyunun ortasında bir defans oyuncusu sırası değilken çıktı",
            "in the middle of the play a defender led when the lead was not his",
        ),
    ),
    title=Text("Oyun sırasında defans oyuncusunun sırasız çıkışı", "A defender leads out of turn during the play"),
    now=(
        Text(
            "Deklaran çıkışı kabul edebilir (Yasa 56A) ya da geri alınmasını isteyebilir; geri alınan kart majör cezalı kart olur (Yasa 56B, 50D).",
            "Declarer may accept the lead (Law 56A) or require it to be retracted; the retracted card becomes a major penalty card (Laws 56B, 50D).",
        ),
        NEXT_PLAYER_ACCEPTS,
        proper_lead(Text("deklaran ya da yer", "declarer or dummy")),
        TRICK_13,
        MISINFORMED_BY_OPPONENT,
    ),
    chooser=Text("Deklaran.", "Declarer."),
    laws=("53A", "53B", "56A", "56B", "50D1(a)", "50D1(b)", "50D2"),
    director=CALL_NOW_PLAY,
    options=(
        Option(
            Text("Kabul etmek", "Accept"),
            Text("Kart çıkış sayılır, oyun sürer.", "The card stands as the lead; play goes on."),
            (LIKE,),
            (DISLIKE,),
        ),
        # 56B, TR "Geri alınan kart majör cezalı kart haline gelir ve Yasa 50D geçerlidir"; WBF "The withdrawn
        # card becomes a major penalty card and Law 50D applies"; who leads then is 53A's last sentence, TR
        # "Böyle bir kabul veya oyun yoksa hakem çıkışın doğru elden yapılmasını isteyecektir", WBF "If there
        # is no such acceptance or play, the Director will require that the lead be made from the correct
        # hand": in its own actor and verb (qa321; it said "the correct hand leads" / "doğru el çıkar").
        # The read-out says it in fewer words, within its 90 (without "and play goes on" on Accept).
        Option(
            Text("Geri çevirmek", "Reject"),
            Text(
                "Kart majör cezalı kart olur ve hakem çıkışın doğru elden yapılmasını isteyecektir (Yasa 53A). Kusurlu oyuncu kartı ilk yasal fırsatta oynamak zorundadır (Yasa 50D1(a)). Renge uyma ya da bir çıkış veya oyun kısıtlamasına uyma zorunluluğu önce gelir; kart yine de masada yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(b)). Yasa 50D2 seçenekleri ancak kart masadayken kusurlu oyuncunun ortağı çıkışa geldiğinde gelir; çıkış sırası ortaktaysa bu hemen olur.",
                "The card becomes a major penalty card, and the Director will require that the lead be made from the correct hand (Law 53A). The offender must play the card at his first legal opportunity (Law 50D1(a)). Following suit, or a lead or play restriction, comes first; the card must still be left face up on the table and played at the next legal opportunity (Law 50D1(b)). The options of Law 50D2 come only when the offender's partner has the lead while the card is still on the table: at once, if it was the partner's turn to lead.",
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
    script=(
        Text("Çıkış sırası sizde değildi ve çıktınız.", "It was not your turn to lead, and you led."),
        Text(
            "Deklaran, iki seçeneğiniz var. Kabul etmek: kart çıkış sayılır (Yasa 56A). Geri çevirmek: kart majör cezalı kart olur ve hakem çıkışın doğru elden yapılmasını isteyecektir (Yasa 56B, 50D, 53A).",
            "Declarer, you have two options. Accept: the card stands as the lead (Law 56A). Reject: the card becomes a major penalty card and the Director will require the correct hand to lead (Laws 56B, 50D, 53A).",
        ),
        # 53A's "(but see B)" and 53B, read out as the declarer-led sibling reads them (READ_PROPER_LEAD):
        # where it was declarer's or dummy's turn, the player next in rotation may be declarer, and his
        # card may be his proper lead, not a play to the irregular lead (TR "oynadığı kart usulsüz
        # çıkışa verilmiş bir kart sayılmaksızın"; WBF "without his card being deemed played to the
        # irregular lead"). Within the 90 words, 53B's last sentence (cards played in error, 16C) is
        # left to the page's `proper_lead`.
        Text(
            "Sıradaki oyuncu bu çıkışa kart oynarsa çıkış kabul edilmiş olur (Yasa 53A; ancak bkz. Yasa 53B): çıkış sırası sizde ya da yerdeyse, bunun yerine doğru çıkışınızı yapabilirsiniz ve o çıkış geçerli kalır (Yasa 53B).",
            "If the next player plays to this lead, it is accepted (Law 53A, but see Law 53B): if it was your turn or dummy's, you may instead make your proper lead, and that lead stands (Law 53B).",
        ),
        Text("Seçiminizi hepsini duyduktan sonra yapın.", "Choose once you have heard them all."),
    ),
)

# 55A's last sentence: TR "Defans oyuncuları farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi
# geçerli olur"; WBF "If the defenders choose differently then the option expressed by the player next in turn
# to the irregular lead shall prevail". The English says the WBF's "shall prevail" here, in the chooser and in
# the read-out (it said "prevails"; audit300 mended the defective-trick guide's, qa307 these); the Turkish
# "geçerlidir" is the official present and stays.
EITHER_DEFENDER = Text(
    "Defans oyuncularından her biri çıkışı kabul edebilir (Yasa 53'teki gibi) ya da geri alınmasını isteyebilir; farklı seçerlerse sırasız çıkıştan sonra sıradaki oyuncunun seçimi geçerlidir (Yasa 55A).",
    "Either defender may accept the lead (as in Law 53) or require its retraction; if they choose differently, the option of the player next in turn to the irregular lead shall prevail (Law 55A).",
)
# Law 53C: TR "sırasız çıkış yapılan elin sağındaki defans oyuncusu deklaranın usulsüz çıkışı üzerine
# kart oynarsa (ancak bkz. B) çıkış geçerli kalır ve Yasa 57 uygulanır"; WBF "the defender to the
# right of the irregular lead plays a card (but see B), the lead stands and Law 57 applies".
WRONG_DEFENDER_PLAYS = Text(
    "Deklaranın sırasız çıkışına, sırasız çıkış yapılan elin sağındaki defans oyuncusu kart oynarsa (ancak bkz. Yasa 53B) çıkış geçerli kalır ve Yasa 57 uygulanır (Yasa 53C).",
    "If the defender on the right of the hand declarer led from out of turn plays a card to that lead (but see Law 53B), the lead stands and Law 57 applies (Law 53C).",
)
# Law 55C in the official Turkish's words: TR "Deklaran kendi yasa ihlali dolayısıyla elde ettiği bilgiye
# dayandırmış olabileceği bir oyun biçimini tercih ettiğinde, Yasa 16 uygulanır"; WBF "When declarer adopts a
# line of play that could have been based on information obtained through his infraction, Law 16 applies".
# The Turkish said "kendi hatasından edinmiş olabileceği bilgiye dayanabilecek" (information he may have got
# from his own error): an error (hata) for the infraction (yasa ihlali), and the "could" moved from the line's
# basis to the obtaining of the information (qa214).
DECLARER_INFORMATION = Text(
    "Deklaran kendi yasa ihlali dolayısıyla elde ettiği bilgiye dayandırmış olabileceği bir oyun biçimini tercih ederse Yasa 16 uygulanır (Yasa 55C).",
    "If declarer adopts a line of play that could have been based on information from his own infraction, Law 16 applies (Law 55C).",
)
EITHER_CHOOSES = Text(
    "Defans oyuncularından biri; farklı seçerlerse sırasız çıkıştan sonra sıradaki oyuncunun seçimi geçerlidir (Yasa 55A).",
    "Either defender; if they choose differently, the option of the player next in turn to the irregular lead shall prevail (Law 55A).",
)
# A deal on which West wins the first trick, so that declarer's next lead is out of turn at a
# defender's turn (Law 55B1): West holds the ♠A instead of North's ♠2.
DEFENDERS_TURN_DEAL = "N:KQJ2.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 A.5432.5432.5432"


def _declarer_led(
    title: Text,
    retracted: Text,
    laws: tuple[str, ...],
    extra: tuple[Text, ...],
    example,
    script: tuple[Text, ...],
    said: tuple[Text, ...],
) -> Ending:
    return Ending(
        title=title,
        now=(
            EITHER_DEFENDER,
            retracted,
            *extra,
            NEXT_PLAYER_ACCEPTS,
            WRONG_DEFENDER_PLAYS,
            TRICK_13,
            MISINFORMED_BY_OPPONENT,
            DECLARER_INFORMATION,
        ),
        chooser=EITHER_CHOOSES,
        laws=("55A", *laws, "55C", "53A"),
        director=CALL_NOW_PLAY,
        options=(
            Option(
                Text("Kabul etmek", "Accept"),
                Text("Çıkış geçerli olur, oyun sürer.", "The lead stands and play goes on."),
                (LIKE,),
                (DISLIKE,),
            ),
            Option(
                Text("Geri aldırmak", "Require retraction"),
                retracted,
                (DISLIKE,),
                (Text("Deklaran tekrar düşünme fırsatı bulur.", "Declarer gets to think again."),),
            ),
        ),
        engine=example,
        script=script,
        said=said,
    )


def _declarer_script(offence: Text, retracted: Text, *more: Text) -> tuple[Text, ...]:
    """Law 55: the defenders' two options, stated before either chooses (Law 10C1); `more`, what
    else the read-out says before the choice (53B at a defender's turn)."""
    return (
        offence,
        Text(
            f"Defans oyuncuları, iki seçeneğiniz var. Kabul etmek: çıkış geçerli olur. Geri aldırmak: {retracted.tr}",
            f"Defenders, you have two options. Accept: the lead stands. Require retraction: {retracted.en}",
        ),
        Text(
            "Farklı seçerseniz sırasız çıkıştan sonra sıradaki oyuncunun seçimi geçerlidir (Yasa 55A).",
            "If you choose differently, the option of the player next in turn to the irregular lead shall prevail (Law 55A).",
        ),
        *more,
        Text("Seçiminizi hepsini duyduktan sonra yapın.", "Choose once you have heard them all."),
    )


# Law 53B, read out where declarer led at a defender's turn: TR "doğru çıkış sırası sırasız çıkış
# yapan oyuncunun rakiplerinden birinde ise bu rakip, oynadığı kart usulsüz çıkışa verilmiş bir kart
# sayılmaksızın aykırılığın gerçekleştiği löveye doğru çıkışı yapabilir. Böyle bir olay olduğunda,
# doğru çıkış geçerli kalır ve bu löveye yanlışlıkla oynanan bütün kartlar geri alınabilir, ancak
# Yasa 16C uygulanır"; WBF "that opponent may make his proper lead to the trick of the infraction
# without his card being deemed played to the irregular lead. When this occurs, the proper lead
# stands and all cards played in error to this trick may be withdrawn, but Law 16C applies." Within
# the 90 words (fix77) the read-out names 16C by its label; the Ending's `now` says it in words.
# "may lead" (it said "may simply lead", a word neither text has) keeps the 90 words with 55A's "shall
# prevail" (qa307); "the defender whose turn it was" makes it his proper lead.
READ_PROPER_LEAD = Text(
    "Ya da sırası gelen defans oyuncusu doğru çıkışını yapabilir: o çıkış geçerli kalır, yanlışlıkla oynanan kartlar geri alınabilir (Yasa 53B, 16C).",
    "Or the defender whose turn it was may lead: his lead stands and cards played in error may be withdrawn (Laws 53B, 16C).",
)


LATER_DECLARER_DEFENDERS_TURN = _declarer_led(
    # Worded without "defender": a guide's path lends its paragraphs to the search queries it
    # describes (lawbook.search.borrowing), and "defender led out of turn" is Law 56, not 55.
    Text("Sıra rakipteyken deklaranın çıkışı", "Declarer leads at an opponent's turn"),
    # 55B1 says the card's return and "no further rectification" (TR "deklaran hatalı çıkılan kartı ait
    # olduğu ele geri koyar. Başka bir onarma yoktur"; WBF "declarer restores the card led in error to
    # the proper hand. No further rectification applies"), not who leads next: that is 53A's last
    # sentence, TR "Böyle bir kabul veya oyun yoksa hakem çıkışın doğru elden yapılmasını isteyecektir",
    # WBF "If there is no such acceptance or play, the Director will require that the lead be made from
    # the correct hand". The line cited 55B1 for the defender's lead (qa214); it said "Çıkışı, sırası gelen
    # defans oyuncusu yapar" / "The defender whose turn it was leads", 53A's outcome in the present without
    # its actor: now the Director's "will require" / "isteyecektir" (CONTRIBUTING.md, point 1; audit314).
    # The read-out cites both at its end, in "returns the card to its hand" (TR "ait olduğu ele"), within
    # its 90 words (test_read_out), and says 53A's "will require" / "isteyecektir" too: "the Director
    # will require the correct hand to lead" / the official words (qa321; it said "the defender whose
    # turn it was leads" / "çıkışı sırası gelen defans oyuncusu yapar"). For the words, `_declarer_script`
    # no longer adds "and play goes on" / "oyun sürer" to Accept (no paragraph's words).
    Text(
        "Geri alınırsa deklaran hatalı çıktığı kartı ait olduğu ele geri koyar; başka onarma yoktur (Yasa 55B1). Hakem çıkışın doğru elden, sırası gelen defans oyuncusu tarafından yapılmasını isteyecektir (Yasa 53A).",
        "If retracted, declarer restores the card led in error to the proper hand; no further rectification applies (Law 55B1). The Director will require that the lead be made from the correct hand, by the defender whose turn it was (Law 53A).",
    ),
    ("55B1", "53B"),
    (proper_lead(Text("sırası gelen defans oyuncusu", "the defender whose turn it was")),),
    EngineExample(
        Text(
            "Batı ♠A ile atak yaptı ve löveyi aldı; sıra Batı'dayken Güney kendi elinden ♥6 çıktı.",
            "West led the ♠A and won the trick; with West to lead, South led ♥6 from his own hand.",
        ),
        {
            "q": "state",
            "deal": DEFENDERS_TURN_DEAL,
            "contract": "4H",
            "declarer": "S",
            "play": ["W:SA", "N:S2", "E:S7", "S:S3", "S:H6"],
        },
    ),
    _declarer_script(
        Text(
            "Deklaran, çıkış sırası rakibinizdeyken çıktınız.",
            "Declarer, you led at an opponent's turn.",
        ),
        Text(
            "deklaran kartı ait olduğu ele geri koyar ve hakem çıkışın doğru elden yapılmasını isteyecektir (Yasa 55B1, 53A).",
            "declarer returns the card to its hand and the Director will require the correct hand to lead (Laws 55B1, 53A).",
        ),
        READ_PROPER_LEAD,
    ),
    # Without "defender" too, as the title.
    (
        Text("löveyi biz aldık ama deklaran yine de çıktı", "we won the trick but declarer led anyway"),
        Text(
            "çıkış bizdeyken deklaran yerden bir kart çıktı",
            "declarer led a card from dummy when the lead was ours",
        ),
        Text(
            "deklaran löveyi kaybettiği halde sonraki löveye kendisi çıktı",
            "declarer had lost the trick yet led to the next one himself",
        ),
    ),
)
LATER_DECLARER_WRONG_HAND = _declarer_led(
    Text("Deklaranın yanlış elden çıkışı", "Declarer leads from the wrong hand"),
    Text(
        "Geri alınırsa deklaran hatalı çıktığı kartı geri alır ve doğru elden çıkmak zorundadır (Yasa 55B2).",
        "If retracted, declarer withdraws the card led in error and must lead from the correct hand (Law 55B2).",
    ),
    ("55B2",),
    (),
    EngineExample(
        Text(
            "İlk löveyi yer aldı; Güney kendi elinden ♥6 çıktı.",
            "Dummy won the first trick; South led ♥6 from his own hand.",
        ),
        play_query(["W:S2", "N:SA", "E:S7", "S:S3", "S:H6"]),
    ),
    _declarer_script(
        Text("Deklaran, yanlış elden çıktınız.", "Declarer, you led from the wrong hand."),
        Text(
            "deklaran kartı geri alır ve doğru elden çıkmak zorundadır (Yasa 55B2).",
            "declarer withdraws the card and must lead from the correct hand (Law 55B2).",
        ),
    ),
    (
        Text(
            "löveyi yer aldı ama deklaran kendi elinden çıktı",
            "dummy won the trick but declarer led from his own hand",
        ),
        Text(
            "deklaran yerden çıkacakken kendi elinden çıktı",
            "declarer should have led from dummy but led from hand",
        ),
    ),
)
LATER_DECLARER = Step(
    Text("Çıkış sırası kimdeydi?", "Whose turn was it to lead?"),
    (
        Choice(
            "defenders-turn",
            Text("Rakiplerden birinin", "An opponent's"),
            LATER_DECLARER_DEFENDERS_TURN,
        ),
        Choice(
            "wrong-hand",
            Text(
                "Deklaranın ya da yerin: deklaran yanlış elden çıktı",
                "Declarer's or dummy's: declarer led from the wrong hand",
            ),
            LATER_DECLARER_WRONG_HAND,
        ),
    ),
    Text("Çıkışı son löveyi alan el yapar (Yasa 44G).", "The lead is from the hand that won the last trick (Law 44G)."),
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
