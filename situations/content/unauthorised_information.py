"""A hesitation or other unauthorised information from partner (Laws 16B, 73C), written from the
Laws' text. Where the official Turkish and the WBF English differ the guide follows the Turkish
and says so on the page: 16B3's alternative that the information "could have" suggested ("öne
çıkarmış olabileceği"; WBF "an action suggested by such information"), 16B2's damage that "could
result" ("zarara yol açabileceğini"; WBF "could well result") and 16B1(a)'s call or play "clearly
indicated" by the information while the player has another logical alternative ("mantıklı başka
bir seçeneği varken ... açıkça gösterdiği doğrultudaki"; WBF "demonstrably suggested over another
... if the other call or play is a logical alternative", a comparative test, as the editor's note
on 16B1(a), quoted beside it, says; the site's English of 16B1(a) is "clearly indicated"). 73C1
is avoiding any advantage from the information (TR "kendi tarafına yarayabilecek şekilde
faydalanmaktan", WBF "taking any advantage"), not avoiding its use."""

from __future__ import annotations

from ..guide import Choice, Ending, Situation, Step, Text

# 16B3 (TR): "bir rakibinin mantıklı alternatifler arasından böyle bir bilginin öne çıkarmış olabileceği
# bir alternatifi seçtiğine dair, sağlam bir gerekçesi olduğuna inanıyorsa"; (WBF) "When a player has
# substantial reason to believe that an opponent who had a logical alternative has chosen an action
# suggested by such information". The guide follows the Turkish "olabileceği" (could have), and its
# Turkish says the official "sağlam bir gerekçesi olduğuna inanıyorsa" (believes he has sound grounds):
# it said "inanmak için sağlam bir gerekçeniz varsa", the WBF's "has substantial reason to believe" put
# into Turkish (qa207). The English keeps the WBF's words; the two say the same call at the same time.
# 16B3 refers to 12C1 ("(bkz. Yasa 12C1)" / "(see Law 12C1)") for how the score is adjusted; the
# condition on which the Director adjusts is 16B3's own, so the lines cite 16B3 and give 12C1 as the
# paragraph's reference ("Yasa 16B3; bkz. Yasa 12C1"), not as a second source (qa207); the read-out,
# at most 90 words (test_read_out.py), cites 16B3 alone. The player's call is 16B3's "should summon"
# / "çağırmalıdır", said in that weight ("you should call" / "çağırmalısınız"), not as an order:
# footnote 5 lets the call be earlier or later (audit334; the read-out dropped two "that"s for it).
TEXT_16B3 = Text(
    "Resmî metin Türkçedir: Türkçe 16B3 bu bilginin 'öne çıkarmış olabileceği' bir seçenekten söz eder; WBF İngilizcesi bu bilginin düşündürdüğü (⁅suggested⁆) bir eylem der.",
    "The Turkish is the official text: its 16B3 speaks of an alternative that such information 'may have brought to the fore'; the WBF English says an action 'suggested by such information'.",
)

OPPONENT = Ending(
    said=(
        Text(
            "rakip uzun düşündü ortağı da kontr dedi",
            "an opponent thought for a long time and then his partner doubled",
        ),
        Text("rakibin tereddüdünden sonra ortağı konuştu", "after an opponent's hesitation his partner made a call"),
        Text(
            "rakip uzun süre düşünüp pas dedi ortağı da zayıf eliyle konuştu",
            "an opponent tanked and passed, and his partner then bid on a weak hand",
        ),
        Text(
            "rakip bir deklarenin anlamını sordu pas dedi ortağı da o renkten atak yaptı",
            "an opponent asked what a bid meant, passed, and his partner then led that suit",
        ),
        Text(
            "rakip yüz ifadesiyle ortağına ne düşündüğünü belli etti ortağı da ona göre oynadı",
            "an opponent's face showed his partner what he thought and the partner played accordingly",
        ),
    ),
    title=Text("Rakip duraksadı, ortağı konuştu ya da oynadı", "An opponent hesitated and his partner acted"),
    now=(
        Text(
            "Ortaktan gelen ve belli bir konuşma ya da oyuna işaret edebilecek her türlü dış bilgi izinsizdir: kuşkuya yer bırakmayan duraksama, özel vurgu, ses tonu, beklenmedik bir alert gibi (Yasa 16B1).",
            "Any extraneous information from partner that might suggest a call or play is unauthorised: an unmistakable hesitation, special emphasis, tone of voice or an unexpected alert, for example (Law 16B1).",
        ),
        Text(
            "Rakibin ortağı, mantıklı başka bir seçenek varken bu bilginin açıkça gösterdiği konuşma ya da oyunu seçemez (Yasa 16B1(a)).",
            "The opponent's partner may not choose a call or play that the information clearly indicated (so the official Turkish; the WBF English says 'demonstrably suggested over another'), if he has another logical alternative (Law 16B1(a)).",
        ),
        Text(
            "Rakibin böyle bir bilgi verdiğini ve bunun zarara yol açabileceğini düşünüyorsanız hakemi çağırabilir ya da, Yetkili Federasyon yasaklamadıkça (ki bu durum hakem çağrılmasını gerektirebilir), hakemi daha sonra çağırma hakkınızı saklı tuttuğunuzu bildirebilirsiniz; rakipler izinsiz bilgi iletilmiş olabileceğine karşı çıkarsa hakemi hemen çağırmalıdırlar (Yasa 16B2).",
            "If you consider that an opponent has made such information available and that damage could result (so the official Turkish; the WBF English says 'could well result'), you may call the Director, or, unless the Regulating Authority prohibits it (it may require that the Director be called), announce that you reserve the right to call him later; the opponents should call him at once if they dispute that unauthorised information might have been conveyed (Law 16B2).",
        ),
        Text(
            "Rakibin mantıklı seçenekler arasından böyle bir bilginin öne çıkarmış olabileceği birini seçtiğine dair sağlam bir gerekçeniz olduğuna inanıyorsanız oyun bitince hakemi çağırmalısınız; hakem yasaya aykırılık bulunduğu ve bunun kusurlu tarafa avantaj sağladığı kanısına varırsa ayarlı skor vermelidir (Yasa 16B3; bkz. Yasa 12C1).",
            "If you have substantial reason to believe that the opponent, who had a logical alternative, chose an action that could have been suggested by such information, you should call the Director when play ends; he shall assign an adjusted score if he considers that an infraction of law resulted in an advantage for the offender (Law 16B3; see Law 12C1).",
        ),
        TEXT_16B3,
        # 73D1, to the hesitator's opponents: TR "Bir konuşma veya oyunun yapılışındaki hız veya tavrı
        # kasıtsız olarak değiştirmek bir kural ihlali değildir, ama bu tür tempo değişiklikleri yalnızca
        # rakipler için izinli bilgi olup, rakip oyuncuların bu tempo değişikliklerini yorumlama riski
        # kendilerine aittir"; WBF "unintentionally to vary the tempo or manner in which a call or play is
        # made is not an infraction. Inferences from such variations are authorized only to the
        # opponents, who may act upon the information at their own risk". "Interpret" is the Turkish's
        # (and the site's English of 73D1); both put the risk on the opponents. Only the unintentional
        # variation: a deliberate one is 73D2's, which this Ending does not rule on. The WBF opens the
        # sentence with "Otherwise" (after "players should be particularly careful when variations may
        # work to the benefit of their side"); the Turkish says it of every unintentional variation, and
        # the line follows the Turkish: the 73D1 editor's note, shown beside the quotation, says so.
        # Named, and so quoted on the page (views._named), not added to `laws`, which the search reads
        # (73C2 below likewise).
        Text(
            "Bir konuşma ya da oyunun yapılışındaki hızı ya da tavrı kasıtsız olarak değiştirmek bir kural ihlali değildir; bu tür tempo değişiklikleri yalnızca rakipler (sizin tarafınız) için izinli bilgidir ve onları yorumlamanın riski size aittir (Yasa 73D1).",
            "Unintentionally varying the tempo or manner in which a call or play is made is not an infraction; such variations are authorised information only to the opponents (your side), who interpret them at their own risk (Law 73D1).",
        ),
    ),
    chooser=Text("Hakem karar verir.", "The Director decides."),
    laws=("16B1", "16B1(a)", "16B1(b)", "16B2", "16B3", "73C1", "12C1"),
    script=(
        Text(
            "Belli bir konuşma ya da oyuna işaret edebilecek kuşkuya yer bırakmayan bir duraksama, özel vurgu, ses tonu ya da beklenmedik bir alert, ortak için izinsiz bilgidir (Yasa 16B1).",
            "An unmistakable hesitation, special emphasis, tone or unexpected alert that might suggest a call or play is unauthorised for partner (Law 16B1).",
        ),
        Text(
            "Mantıklı başka bir seçenek varken bu bilginin açıkça gösterdiği konuşma ya da oyun seçilemez (Yasa 16B1(a)).",
            "A call or play that the information clearly indicated may not be chosen while there is another logical alternative (Law 16B1(a)).",
        ),
        Text(
            "Rakibin mantıklı seçenekler arasından böyle bir bilginin öne çıkarmış olabileceği birini seçtiğine dair sağlam bir gerekçeniz olduğuna inanıyorsanız oyun bitince hakemi çağırmalısınız; hakem yasaya aykırılık bulunduğu ve bunun kusurlu tarafa avantaj sağladığı kanısına varırsa ayarlı skor vermelidir (Yasa 16B3).",
            "If you have substantial reason to believe the opponent, who had a logical alternative, chose an action such information could have suggested, you should call the Director when play ends; he shall adjust the score if he considers an infraction gave the offender an advantage (Law 16B3).",
        ),
    ),
    # 16B2's reservation rests on its condition (the player "considers that an opponent has made such
    # information available and that damage could result"); calling the Director at once needs none
    # (footnote 5 on 16B3: "It is not an infraction to call the Director earlier or later"). The
    # Regulating Authority that prohibits the reservation may require that the Director be called (TR
    # "(ki bu durum hakem çağırılmasını gerektirebilir)", WBF "(which may require that the Director be
    # called)"): the line left the parenthesis out, where a call may be required rather than allowed
    # (qa207); the Turkish says the official words, here and in `now`. The call when it happens is
    # footnote 5's, said and named (TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük
    # oluşturmaz"; qa222). The quotation of 16B3 beside the Ending shows the footnote too (foot89).
    director=Text(
        "Duraksama olduğunda hakemi çağırabilirsiniz: hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz (Yasa 16B3'ün dipnotu). Rakibin böyle bir bilgi verdiğini ve bunun zarara yol açabileceğini düşünüyorsanız, Yetkili Federasyon yasaklamadıkça (ki bu durum hakem çağrılmasını gerektirebilir), daha sonra çağırma hakkınızı saklı tuttuğunuzu bildirebilirsiniz; rakipler izinsiz bilgi iletilmiş olabileceğine karşı çıkarsa hakemi hemen onlar çağırmalıdır (Yasa 16B2). Rakibin, mantıklı seçenekler arasından böyle bir bilginin öne çıkarmış olabileceği birini seçtiğine dair sağlam bir gerekçeniz olduğuna inanıyorsanız oyun bitince hakemi çağırmalısınız (Yasa 16B3).",
        "You may call him when it happens: it is not an infraction to call the Director earlier or later (footnote to Law 16B3). If you consider that an opponent has made such information available and that damage could result, you may, unless the Regulating Authority prohibits it (which may require that the Director be called), announce that you reserve the right to call him later; if the opponents dispute that unauthorised information might have been conveyed, they should call him at once (Law 16B2). If you have substantial reason to believe that the opponent, who had a logical alternative, chose an action such information could have suggested, you should call the Director when play ends (Law 16B3).",
    ),
)
OWN = Ending(
    said=(
        Text(
            "ortağım uzun süre tereddüt etti şimdi ne yapmalıyım",
            "my partner hesitated a long time, what should I do now",
        ),
        Text(
            "ortağım rakibin deklaresini sordu şimdi elini tahmin edebiliyorum",
            "my partner asked what their bid meant and now I can guess what he holds",
        ),
        Text(
            "ortağım kartını oynarken bir şey söyledi",
            "my partner made a remark as he played his card",
        ),
        Text("ortağım pası çok geç koydu benim elim de sınırda", "partner took ages to pass and my hand is borderline"),
        Text("ortağım kartı oynarken iç çekti", "partner sighed as he played a card"),
    ),
    title=Text("Ortağım duraksadı ya da bilgi verdi", "My partner hesitated or passed information"),
    now=(
        # 16B1 (TR): "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü
        # dış bilgi izinsizdir. Buna, söz, soru, bir soruya yanıt, beklenmedik bir alert ya da alert
        # edilmemesi veya kuşkuya yer bırakmayan duraksama, her zamankinden farklı hız, özel vurgu, ses
        # tonu, jest, hareket veya tavır dahildir"; (WBF) "This includes remarks, questions, replies to
        # questions, unexpected alerts or failures to alert, unmistakable hesitation, unwonted speed,
        # special emphasis, tone, gesture, movement or mannerism."
        Text(
            "Ortaktan gelen ve belli bir konuşma ya da oyuna işaret edebilecek her türlü dış bilgi izinsizdir: söz, soru, bir soruya yanıt, beklenmedik bir alert ya da alert edilmemesi, kuşkuya yer bırakmayan duraksama, her zamankinden farklı hız, özel vurgu, ses tonu, jest, hareket ya da tavır (Yasa 16B1).",
            "Any extraneous information from partner that might suggest a call or play is unauthorised: a remark, a question, a reply to a question, an unexpected alert or failure to alert, unmistakable hesitation, unwonted speed, special emphasis, tone, gesture, movement or mannerism (Law 16B1).",
        ),
        # 73C1 (TR): "bundan kendi tarafına yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak
        # zorundadır"; (WBF) "he must carefully avoid taking any advantage from that unauthorized
        # information". The Turkish said "yarar sağlamaktan" (from gaining a benefit), without the
        # official "yarayabilecek" (could benefit): the duty reaches a use that could benefit the side,
        # whether or not it did. The English is the WBF's and stays.
        Text(
            "Ortağınızdan gelen bu izinsiz bilgiden kendi tarafınıza yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak zorundasınız (Yasa 73C1).",
            "You must carefully avoid taking any advantage from this unauthorised information from your partner (Law 73C1).",
        ),
        # 73C2: TR "Yukarıda C1 bendinde belirtilen kuralı ihlal eden oyuncuya cezai yaptırım
        # uygulanabilir, ancak rakibin zarar görmesi durumunda bkz. Yasa 16B3"; WBF "A penalty may be
        # assessed against a player who violates C1, but if the opponents have been damaged, see also Law
        # 16B3". "See", as the Turkish says it (the WBF's "also" is not in it).
        # 16B1(a) below (TR "tercih edemez"; WBF "may not choose"), said to the reader in its verb,
        # "seçemezsiniz" / "You may not choose", as the opponent Ending says it of his partner: it was
        # an order ("seçmeyin" / "Do not choose") until audit334.
        Text(
            "Bu kuralı ihlal eden oyuncuya cezai yaptırım uygulanabilir; rakipler zarar gördüyse bkz. Yasa 16B3 (Yasa 73C2).",
            "A penalty may be assessed against a player who violates this rule; if the opponents have been damaged, see Law 16B3 (Law 73C2).",
        ),
        Text(
            "Mantıklı başka bir seçenek varken, bu bilginin (örneğin duraksamanın) açıkça gösterdiği konuşma ya da oyunu seçemezsiniz (Yasa 16B1(a)).",
            "You may not choose a call or play that the information (a hesitation, say) clearly indicated (so the official Turkish; the WBF English says 'demonstrably suggested over another'), if you have another logical alternative (Law 16B1(a)).",
        ),
    ),
    chooser=Text("Siz; hakem sonradan değerlendirebilir.", "You; the Director may review it later."),
    # 16B2 is the Director line's paragraph (your side's call at once): listed so that the page quotes
    # it, as the line is not among the sentences whose citations are quoted (views._named) (audit334;
    # extraneous-information's partner Ending lists it for the same line, qa52).
    laws=("16B1", "16B1(a)", "16B2", "73A2", "73C1"),
    script=(
        Text(
            "Ortağınızın duraksaması, sözü ya da sorusu belli bir konuşma ya da oyuna işaret edebiliyorsa sizin için izinsiz bilgidir (Yasa 16B1). Bundan kendi tarafınıza yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak zorundasınız (Yasa 73C1).",
            "If your partner's hesitation, remark or question might suggest a call or play, it is unauthorised information for you (Law 16B1). You must carefully avoid taking any advantage from it (Law 73C1).",
        ),
        Text(
            "Mantıklı başka bir seçenek varken bu bilginin açıkça gösterdiği konuşma ya da oyunu seçemezsiniz (Yasa 16B1(a)).",
            "You may not choose a call or play that the information clearly indicated while you have another logical alternative (Law 16B1(a)).",
        ),
        Text(
            "Seçim sizindir; hakem sonradan değerlendirebilir.",
            "The choice is yours; the Director may review it later.",
        ),
    ),
    # 16B2's "the opponents" are the side said to have conveyed the information: here the reader's.
    # TR "rakipler izinsiz bilgi iletilmiş olabileceği savına karşı iseler, hakemi hemen
    # çağırmalıdırlar"; WBF "the opponents should summon the Director immediately if they dispute the
    # fact that unauthorized information might have been conveyed" (as extraneous-information's
    # Ending for information from partner says it). Its first sentence is a "may" in both languages
    # (the Turkish said "Rakipler çağırırsa hakem gelir", a description; audit334): 16B2 gives the
    # opponents the call, footnote 5 to 16B3 leaves it to any time.
    director=Text(
        "Rakipler hakemi çağırabilir; emin değilseniz siz de çağırabilirsiniz. Bir rakip hakemi daha sonra çağırma hakkını saklı tuttuğunu bildirdiğinde tarafınız izinsiz bilgi iletilmiş olabileceğine karşı çıkıyorsa hakemi hemen çağırmalıdır (Yasa 16B2).",
        "The opponents may call him; you may too if in doubt. If an opponent announces that he reserves the right to call the Director later and your side disputes that unauthorised information might have been conveyed, your side should call him at once (Law 16B2).",
    ),
)

SITUATION = Situation(
    slug="hesitation",
    title=Text("Duraksama ya da izinsiz bilgi", "A hesitation or unauthorised information"),
    summary=Text(
        "Bir oyuncu belirgin şekilde duraksadı, vurguyla konuştu ya da ortağına bilgi verecek bir şey yaptı.",
        "A player hesitated markedly, called with emphasis, or otherwise passed information to partner.",
    ),
    start=Step(
        Text("Kim duraksadı ya da bilgi verdi?", "Who hesitated or passed the information?"),
        (
            Choice("opponent", Text("Bir rakip", "An opponent"), OPPONENT),
            Choice("partner", Text("Ortağım", "My partner"), OWN),
        ),
    ),
)
