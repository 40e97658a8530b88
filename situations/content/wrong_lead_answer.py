"""A card played on misinformation from an opponent (Law 47E): a lead (or play) made because an
opponent mistakenly said it was the player's turn (47E1, with 20C1 and 41A for the opening lead),
and a card played because of an opponent's mistaken explanation, before the corrected one (47E2).

Written from the Laws' text. Where the Turkish official text and the WBF English differ (47E1:
TR "geri alınabilir", the card *may be* retracted; WBF "is retracted"; and TR "çıkış sırasının
kendisinde olduğu konusunda ... yanlış bilgilendirilmişse", told it was his turn to lead, where the
WBF says "his turn to lead or play"), the guide follows the Turkish and says so; likewise 47E2(a), where the Turkish allows the retraction only if no card
was played after it "to that trick" ("o löveye") and the WBF English "only if no card was
subsequently played". When it was partner, not an opponent, who said so, 47E1 does not apply and
the lead is a lead out of turn (Laws 53-56; the lead-out-of-turn guide).
"""

from __future__ import annotations

from ..guide import Choice, Ending, Fact, Option, Situation, Step, Text
from .common import CALL_NOW_PLAY, FACE_DOWN_LEAD_41A

# 47E1 and 47E2(a) say only "(Bkz. Yasa 16C)" / "(see Law 16C)". 16C (TR "Herhangi bir konuşma veya
# oyun bu yasaların hükümlerine uygun şekilde geri alınmış ise: 1. Kusursuz taraf için, geri alınmış
# eylemden kaynaklanan tüm bilgiler ... yasaldır. 2. Kusurlu taraf için ... izinsizdir"; WBF "1. For a
# non-offending side, all information arising from a withdrawn action is authorized ... 2. For an
# offending side, information arising from its own withdrawn action and from withdrawn actions of the
# non-offending side is unauthorized") rules by offending side, and 47E does not say which side
# offends when a card is withdrawn because an opponent misinformed the player (where the Laws mean
# to say it, they do: 17D3, "any player who has passed out of rotation being an offender"). The
# sentence says no more than that (qa120; docs/legal-review.md).
INFO_16C = Text(
    "Yasa 47E, geri alınan kart için Yasa 16C'ye gönderir: geri alınmış bir eylemden kaynaklanan bilgi kusursuz taraf için izinli, kusurlu taraf için izinsizdir (Yasa 16C1, 16C2). Burada hangi tarafın kusurlu sayılacağını Yasa 47E söylemez; bunu hakeme sorun.",
    "Law 47E refers to Law 16C for the withdrawn card: information arising from a withdrawn action is authorised for a non-offending side and unauthorised for an offending side (Laws 16C1, 16C2). Law 47E does not say which side counts as the offending side here; ask the Director.",
)

# 47E2(a): TR "sadece o löveye daha sonra başka kart oynanmamışsa"; WBF "but only if no card was
# subsequently played" (any card, not only one to that trick). Each text's "only if" ("sadece") is said in
# both languages (audit335).
TEXT_47E2 = Text(
    "Resmî metin Türkçedir: Türkçe 47E2(a) kartın, sadece 'o löveye' sonradan başka kart oynanmamışsa geri alınabileceğini söyler; WBF İngilizcesi 'sadece sonradan hiç kart oynanmamışsa' der.",
    "The Turkish is the official text: its 47E2(a) allows the retraction only if no other card was played afterwards 'to that trick'; the WBF English says 'only if no card was subsequently played'.",
)

# 47E1 (TR "çıkış yapan oyuncu çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış
# bilgilendirilmişse"; WBF "if the player was mistakenly informed by an opponent that it was his turn
# to lead or play"): someone TOLD the player it was his turn (an opponent: 47E1; his partner: a lead
# out of turn, Laws 53-56), as against a card played on a mistaken explanation (47E2(a)). The
# alternatives are words of telling ("sıra sende", "told me it was my"), not "it was my turn" alone,
# which a player who led out of turn on his own also says.
TOLD_IT_WAS_MY_TURN = Fact(
    (
        "çıkış sende",
        "çıkış sizde",
        "çıkışın bende",
        "sıra sende",
        "sıra sizde",
        "sıranın bende",
        "atak sende",
        "atak sizde",
    ),
    (
        "told me it was my",
        "said it was my",
        "told me to lead",
        "told him it was his",
        "said it was his",
        "told an opponent to lead",
    ),
    ("47E1",),
)

MISINFORMED_TURN = Ending(
    said=(
        Text(
            "rakip çıkış sende dedi çıktım ama sıra bende değilmiş", "an opponent told me it was my lead but it was not"
        ),
        Text(
            "deklaran çıkışın bende olduğunu söyledi, meğer değilmiş",
            "declarer assured me the lead was mine, and it turned out it wasn't",
        ),
        Text(
            "rakibin yanlış bilgisiyle sırasız çıktım",
            "an opponent's wrong answer made me lead out of turn",
        ),
        Text("deklaran çıkış sizde dedi ama ortağımdaymış", "declarer wrongly told me it was my turn to lead"),
        Text(
            "atak bende mi diye sordum deklaran evet dedi ama atak ortağımındı",
            "I asked whether the opening lead was mine and declarer wrongly told me yes; it was partner's",
        ),
        Text(
            "yer bana çıkış sende dedi yanlışmış kartımı geri alabilir miyim",
            "dummy told me it was my lead, it wasn't, can I take my card back",
        ),
        Text(
            "rakibe yanlışlıkla çıkış sende dedim o da kartını açtı",
            "I wrongly told an opponent it was his lead and he faced a card",
        ),
        Text(
            "yer rakibe atak sizde dedi o da kartını açtı ama atak sırası ortağındaydı",
            "the dummy-to-be told an opponent to lead and he faced a card, though it was the other defender's lead",
        ),
    ),
    title=Text(
        "Rakip yanlışlıkla 'sıra sizde' dedi",
        "An opponent wrongly said it was your turn",
    ),
    now=(
        Text(
            "Oyuncu, çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirildiyse, sırasız çıkışı ya da oynadığı kart herhangi bir yaptırım olmaksızın geri alınabilir (Yasa 47E1).",
            "If the player was misinformed by his opponents that it was his turn to lead, his lead out of turn (or played card) may be withdrawn without any sanction (Law 47E1).",
        ),
        Text(
            # 47E1's last sentence in the official words, as the read-out says it (qa203): TR "soldaki
            # rakip tarafından kabul edilemez ve Yasa 63A1geçerli değildir"; WBF "Law 63A1 does not apply".
            "Bu çıkış ya da oyun, soldaki rakip tarafından kabul edilemez ve Yasa 63A1 geçerli değildir (Yasa 47E1).",
            "His left-hand opponent may not accept such a lead or play, and Law 63A1 does not apply (Law 47E1).",
        ),
        FACE_DOWN_LEAD_41A,  # 41A, in its own "may" and "must" (common.py)
        INFO_16C,
        Text(
            "Resmî metin Türkçedir: Türkçe 47E1 kartın geri 'alınabileceğini' söyler ve yalnızca 'çıkış sırası'ndan söz eder; WBF İngilizcesi 'geri alınır' (⁅is retracted⁆) der ve oyuncuya 'çıkış ya da oynama sırası'nın (⁅his turn to lead or play⁆) kendisinde olduğunun yanlış söylenmesinden söz eder.",
            "The Turkish is the official text: its 47E1 says the card 'may be' retracted and speaks only of the player's turn to lead ('⁅çıkış sırası⁆'); the WBF English says it 'is retracted' and speaks of his being told it was 'his turn to lead or play'.",
        ),
    ),
    # 47E1's LHO is the misinformed player's (TR "çıkış yapan oyuncu ... soldaki rakip"; WBF "his LHO"): the
    # chooser, read under its own heading, names him as `now` does, "the player" (audit335).
    chooser=Text(
        "Oyuncunun solundaki rakip kabul edemez; hakem uygular.",
        "The player's left-hand opponent may not accept it; the Director rules.",
    ),
    facts=(TOLD_IT_WAS_MY_TURN,),
    laws=("47E1", "41A", "16C1", "16C2", "20C1"),
    director=CALL_NOW_PLAY,
    script=(
        Text(
            # 47E1's condition in the Turkish's words, "çıkış sırasının" (his turn to lead; the WBF
            # "his turn to lead or play"), as `now` says it (qa163).
            "Bir rakip size yanlışlıkla çıkış sırasının sizde olduğunu söyledi: çıkışınız ya da kartınız herhangi bir yaptırım olmaksızın geri alınabilir (Yasa 47E1).",
            "An opponent wrongly told you it was your turn to lead: your lead or card may be retracted without any sanction (Law 47E1).",
        ),
        Text(
            # 47E1's last sentence whole, as `now` says it: TR "soldaki rakip tarafından kabul edilemez ve
            # Yasa 63A1geçerli değildir"; WBF "may not be accepted by his LHO ... and Law 63A1 does not apply".
            # "his LHO" is the misinformed player's, whom the read-out addresses: "Your" (audit335).
            "Solunuzdaki rakip bu çıkışı ya da oyunu kabul edemez ve Yasa 63A1 geçerli değildir. Geri alınan kartın bilgisi için Yasa 16C uygulanır. Kararı hakem verir.",
            "Your left-hand opponent may not accept this lead or play, and Law 63A1 does not apply. Law 16C applies to the information from the withdrawn card. The Director decides.",
        ),
    ),
)
NOT_AN_OPPONENT = Ending(
    said=(
        Text("ortağım çıkış sende dedi ve sırasız çıktım", "my partner said it was my lead and I led out of turn"),
        Text(
            "ortağım çık dedi ben de çıktım ama sıra bende değilmiş",
            "I led out of turn because partner said the lead was mine",
        ),
        Text(
            "ortağımın yanlış söylemesiyle sırasız çıktım geri alabilir miyim",
            "I led out of turn because my partner told me it was my lead, can I take it back",
        ),
        Text(
            "ortağımın sözüne güvenip sırasız çıktım bu da sırasız çıkış mı sayılır",
            "I led out of turn because partner told me to; is it still a lead out of turn",
        ),
    ),
    title=Text(
        "Sırayı bir rakip söylemedi",
        "It was not an opponent who said so",
    ),
    now=(
        Text(
            "Yasa 47E1 yalnızca oyuncu rakipleri tarafından yanlış bilgilendirildiyse uygulanır.",
            "Law 47E1 applies only when the player was misinformed by his opponents.",
        ),
        Text(
            "Sırasız çıkış kabul edilebilir ya da edilmeyebilir: Yasa 53-56 uygulanır ('Sırasız çıkış' rehberi).",
            "The lead out of turn may or may not be accepted: Laws 53-56 apply (the guide 'Lead out of turn').",
        ),
        # 57 (TR "ZAMANINDAN ÖNCE ÇIKIŞ VEYA OYUN"; WBF "PREMATURE LEAD OR PLAY"): a defender's card
        # played before his partner (57A) or at his RHO's turn (57D), declarer's premature play
        # (57C3). The step asks "led or played"; 53-56 are leads only.
        Text(
            "Çıkış değil de sıra gelmeden oynanmış bir kartsa Yasa 57 uygulanır ('Zamanından önce oyun ve eşzamanlı kartlar' rehberi).",
            "If it was a card played, not led, before its turn, Law 57 applies (the guide 'Premature play and simultaneous cards').",
        ),
    ),
    chooser=Text(
        "Sırasız çıkış rehberine bakın: orada kimin seçtiği yazar.",
        "See the lead-out-of-turn guide for who chooses.",
    ),
    # "Yasa 53-56" / "Laws 53-56" includes 55: a declarer whom dummy (his partner) told it was his
    # lead leads out of turn under 55 (55A TR "Deklaran kendisinin veya yerin elinden sırasız çıkış
    # yapmışsa"; WBF "If declarer has led out of turn from his or dummy's hand").
    facts=(TOLD_IT_WAS_MY_TURN,),
    laws=("47E1", "53A", "54", "55", "56", "57"),
    director=CALL_NOW_PLAY,
    script=(
        Text(
            "Sıranın sizde olduğunu bir rakip söylemediği için Yasa 47E1 uygulanmaz (Yasa 47E1).",
            "Since it was not an opponent who said it was your turn, Law 47E1 does not apply (Law 47E1).",
        ),
        Text(
            "Sırasız çıkış kuralları uygulanır (Yasa 53-56); çıkış değil de sıra gelmeden oynanmış bir kartsa Yasa 57. Kararı hakem verir.",
            "The rules for a lead out of turn apply (Laws 53-56); for a card played, not led, before its turn, Law 57. The Director decides.",
        ),
    ),
)

RETRACT_OPTIONS = (
    Option(
        Text("Kartı geri almak", "Take the card back"),
        Text(
            "Kart herhangi bir onarma olmaksızın elinize döner ve yerine başka bir kart oynarsınız.",
            "The card goes back to your hand without further rectification and you play another.",
        ),
        (
            Text(
                "Düzeltilmiş açıklamayla daha iyi bir kart seçebilirsiniz.",
                "With the corrected explanation you can choose a better card.",
            ),
        ),
        (
            Text(
                "Rakipler kartınızı gördü; bu bilgi için Yasa 16C uygulanır.",
                "The opponents have seen your card; Law 16C applies to that information.",
            ),
        ),
    ),
    Option(
        Text("Kartı bırakmak", "Leave the card"),
        Text("Oynadığınız kart geçerli kalır.", "The card you played stands."),
        (Text("Kart zaten doğruysa hiçbir şey kaybetmezsiniz.", "If the card was right anyway, you lose nothing."),),
    ),
)
RETRACT = Ending(
    said=(
        Text(
            "rakip açıklamasını düzeltti oynadığım kartı değiştirebilir miyim",
            "the opponents corrected their explanation after I played, can I change my card",
        ),
        Text(
            "yanlış açıklama yüzünden attığım kartı geri almak",
            "taking back a card I played because of a wrong explanation",
        ),
        Text(
            "rakip kontrun açıklamasını düzeltti löveye benden sonra kimse oynamadı kartımı geri alıyorum",
            "the opponents corrected their explanation of the double and nobody has played to the trick after me; I am taking my card back",
        ),
        Text(
            "yanlış açıklamaya göre kart attım löveye başka kart oynanmadan düzeltildi kartımı değiştirebilir miyim",
            "I played a card on a wrong explanation and it was corrected before anyone else played to the trick, can I change my card",
        ),
        Text(
            "atak yaptım yer açılmadan deklaran açıklamasını düzeltti atağımı değiştirebilir miyim",
            "after my opening lead declarer put his explanation right before dummy went down; may I change my lead",
        ),
        Text(
            "rakipler deklarelerinin anlamını yanlış söylemiş ona göre kart verdim benden sonra kimse oynamadı",
            "the opponents had told us the wrong meaning of their bid, I played a card on it and nobody has played after me",
        ),
    ),
    title=Text(
        "Düzeltilmiş açıklamadan sonra kartı geri almak",
        "Taking a card back after a corrected explanation",
    ),
    now=(
        Text(
            "Bir rakibin konuşması ya da oyunu yanlış açıklandığı için ve düzeltilmiş açıklamadan önce oynadığınız kartı, sadece o löveye sizden sonra başka kart oynanmamışsa herhangi bir onarma olmaksızın geri alabilirsiniz (Yasa 47E2(a)).",
            "You may take back a card you played because of a mistaken explanation of an opponent's call or play, before the corrected explanation, without further rectification, but only if no other card has been played to that trick after it (Law 47E2(a)).",
        ),
        Text(
            "Yer herhangi bir kartını açtıktan sonra atak geri alınamaz (Yasa 47E2(a)).",
            "An opening lead may not be taken back once dummy has faced any card (Law 47E2(a)).",
        ),
        INFO_16C,
        TEXT_47E2,
    ),
    chooser=Text("Kartı oynayan oyuncu.", "The player who played the card."),
    laws=("47E2(a)", "16C1", "16C2"),
    director=CALL_NOW_PLAY,
    options=RETRACT_OPTIONS,
    script=(
        # 47E2(a)'s last sentence (TR "Yer herhangi bir kartını gösterdikten sonra atak geri alınamaz";
        # WBF "An opening lead may not be retracted after dummy has faced any card") with its first:
        # dummy faces his hand before anyone plays to the first trick (41D), so "nobody has played
        # to that trick" alone is no ground for an opening lead (qa200).
        Text(
            "Kartınızı yanlış açıklama yüzünden, düzeltilmiş açıklamadan önce oynadınız ve o löveye ondan sonra kimse kart oynamadı; atak yaptıysanız yer de henüz hiçbir kartını açmadı (Yasa 47E2(a)).",
            "You played your card because of a mistaken explanation, before the corrected one, and nobody has played to that trick since; if it was your opening lead, dummy has faced no card either (Law 47E2(a)).",
        ),
        Text(
            "İki seçeneğiniz var. Kartı geri almak: onarma olmaksızın elinize döner; bilgisi için Yasa 16C uygulanır. Kartı bırakmak: oynadığınız kart geçerli kalır.",
            "You have two options. Take the card back: it returns to your hand without rectification; Law 16C applies to what it showed. Leave the card: it stands.",
        ),
        Text("Seçiminizi hepsini duyduktan sonra yapın.", "Choose once you have heard them all."),
    ),
)
TOO_LATE = Ending(
    said=(
        Text(
            "açıklama düzeltildiğinde benden sonra kart oynanmıştı",
            "the explanation was corrected but another card had already been played after mine",
        ),
        Text(
            "atağımdan sonra yer açıldı sonra açıklama düzeltildi",
            "dummy was already face up when they corrected the explanation behind my opening lead",
        ),
        Text(
            "açıklama düzeltildiğinde solumdaki oyuncu benden sonra kartını oynamıştı",
            "when the explanation was corrected my left-hand opponent had played to the trick after me",
        ),
        Text(
            "düzeltilmiş açıklama başka kart oynandıktan sonra geldi hakem ayarlı skor verir mi",
            "the corrected explanation came after another card was played to the trick, can the Director adjust the score",
        ),
        Text(
            "yanlış açıklamaya göre atak yaptım yer serildikten sonra düzelttiler atak değişir mi",
            "dummy had been spread before they put the explanation right; can my opening lead still be changed",
        ),
    ),
    title=Text("Kartı geri almak için geç", "Too late to take the card back"),
    now=(
        Text(
            "Kartınızdan sonra o löveye başka bir kart oynandıysa ya da atağınızdan sonra yer bir kartını açtıysa kart artık geri alınamaz (Yasa 47E2(a)).",
            "If another card has been played to that trick after yours, or dummy has faced a card after your opening lead, the card may no longer be taken back (Law 47E2(a)).",
        ),
        TEXT_47E2,
        Text(
            "Oyunu düzeltme olanağı kalmadığında hakem ayarlı skor verebilir (Yasa 47E2(b)).",
            "When it is too late to correct the play, the Director may award an adjusted score (Law 47E2(b)).",
        ),
    ),
    chooser=Text("Hakem karar verir.", "The Director decides."),
    laws=("47E2(a)", "47E2(b)"),
    director=Text(
        "Hakemi çağırın; zarar gördüğünüzü düşünüyorsanız oyun bitince yeniden çağırın.",
        "Call the Director; call him again at the end of play if you think you were damaged.",
    ),
    script=(
        Text(
            "Kartınızdan sonra o löveye başka bir kart oynandı ya da atağınızdan sonra yer bir kartını açtı: kart artık geri alınamaz (Yasa 47E2(a)).",
            "Another card was played to that trick after yours, or, after your opening lead, dummy has faced a card: the card may no longer be taken back (Law 47E2(a)).",
        ),
        Text(
            "Hakem ayarlı skor verebilir (Yasa 47E2(b)). Kararı hakem verir.",
            "The Director may award an adjusted score (Law 47E2(b)). The Director decides.",
        ),
    ),
)

SITUATION = Situation(
    slug="card-played-on-misinformation",
    title=Text(
        "Kartı geri almak: 'sıra sizde' denildi ya da açıklama düzeltildi",
        "Taking a card back: told it was your turn, or an explanation corrected",
    ),
    summary=Text(
        "'Atak bende mi?' diye soran oyuncuya deklaran ya da yer 'evet' dedi ama atak onda değildi; ya da bir kart oynandıktan sonra rakibin açıklaması düzeltildi ve oyuncu kartı geri almak istiyor.",
        "Declarer or dummy said 'yes' to 'is it my opening lead?', and it was not; or an opponent's explanation was corrected after a card was played, and the player wants the card back.",
    ),
    start=Step(
        Text("Ne oldu?", "What happened?"),
        (
            Choice(
                "told-my-turn",
                Text(
                    "Sıranın bende olduğu söylendi, çıktım ya da oynadım; ama sıra bende değildi",
                    "I was told it was my turn and led or played, but it was not my turn",
                ),
                Step(
                    Text("Sıranın sizde olduğunu kim söyledi?", "Who told you it was your turn?"),
                    (
                        Choice("opponent", Text("Bir rakip", "An opponent"), MISINFORMED_TURN),
                        Choice("partner", Text("Ortağım", "My partner"), NOT_AN_OPPONENT),
                    ),
                    # 20C1, TR "Sonuncu pastan sonra her bir defans oyuncusu, atağın kendisinde olup olmadığını
                    # sorma hakkına sahiptir"; WBF "After the final pass either defender has the right to ask if it
                    # is his opening lead": a right in both texts, not "may" (audit335).
                    Text(
                        "Son pastan sonra her defans oyuncusu atağın kendisinde olup olmadığını sorma hakkına sahiptir (Yasa 20C1).",
                        "After the final pass either defender has the right to ask whether it is his opening lead (Law 20C1).",
                    ),
                ),
            ),
            Choice(
                "explanation-corrected",
                # 47E2(a): "bir rakibinin konuşması veya oyununun yanlış açıklanması" / "a mistaken
                # explanation of an opponent's call or play" (a signal, a lead agreement), as RETRACT says.
                Text(
                    "Rakibin bir konuşması ya da oyunu yanlış açıklanmıştı; kartımı oynadıktan sonra açıklama düzeltildi",
                    "An opponent's call or play had been explained mistakenly; the explanation was corrected after I played my card",
                ),
                Step(
                    Text(
                        "Kartınızdan sonra o löveye başka bir kart oynandı mı (atakta: yer bir kartını açtı mı)?",
                        "Has a card been played to the trick since yours (for an opening lead: has dummy faced a card)?",
                    ),
                    (
                        Choice("nothing-since", Text("Hayır", "No"), RETRACT),
                        Choice("card-since", Text("Evet", "Yes"), TOO_LATE),
                    ),
                ),
            ),
        ),
    ),
)
