"""Appeals (Laws 92, 93): the right to appeal a ruling made at one's table (92A), the time limit
(92B: 30 minutes after the official score is made available for inspection, unless the Tournament
Organizer specifies another), how (92C: through the Director; 92D: both members of a pair, or the
team captain, concur), the Director's duty to advise of the right (83), who hears the appeal (93A
without an appeals committee, 93B1/93B2 with one), what a committee may and may not do (93B3) and
further appeals (93C).

Written from the Laws' text. Both texts give the time limit to the Tournament Organizer
("Organizasyon Komitesi"), not the Regulating Authority. Where they differ, the guide follows the
Turkish and says so: 92A and 92B (the Turkish has the contestant apply to the Appeals Committee,
"İtiraz Komitesi'ne başvurabilir", "itiraz komitesine başvurma hakkı", and has that committee
find a request without merit; the WBF English says "appeal for a review", "request or appeal a
Director's ruling" and "if deemed to lack merit", naming no committee) and 93B3 (the Turkish
speaks of the Director's decision on the disciplinary powers he applied "under the Laws,
regulations or Law 91"; the WBF English names a point of law or regulations and the Law 91
disciplinary powers as two things). 93C2's referral is said in the Turkish's words ("Başhakem veya
İtiraz Komitesi"; the WBF: "The Director in charge or the reviewing body"), and 93C3(a)'s
delegation ("turnuva İtiraz Komitesine"; the WBF: "a specified tournament body"): the editor's notes
on those paragraphs, shown under their quotations, say how the WBF differs.
"""

from __future__ import annotations

from ..guide import Choice, Ending, Fact, Option, Situation, Step, Text

# 92A (TR): "Bir yarışmacı veya onun kaptanı, masada hakem tarafından verilen kararın gözden
# geçirilmesi için İtiraz Komitesi'ne başvurabilir."; (WBF) "A contestant or his captain may appeal
# for a review of any ruling made at his table by the Director."
RIGHT = Text(
    "Bir yarışmacı ya da kaptanı, masasında hakemin verdiği kararın gözden geçirilmesi için İtiraz Komitesi'ne başvurabilir (Yasa 92A).",
    "A contestant or its captain may apply to the Appeals Committee for a review of a ruling the Director made at its table (Law 92A).",
)
# 92A/92B differ: the Turkish names the Appeals Committee where the WBF English names none (see the
# quotations above and below); the English of RIGHT, TIME and WITHOUT_MERIT follows the Turkish. Its
# last sentence says 93A as HEARD does, in 93A's verb and with its whole condition (TR "Komite
# turnuvanın düzenli seyrini bozmadan toplanamıyorsa; Başhakem ... dinleyecek ve karara
# bağlayacaktır"; WBF "or if such cannot operate without disturbing the orderly progress of the
# tournament", "shall hear and rule upon"); it said "dinler" / "hears" and "cannot meet" (audit300).
RIGHT_DIFFERS = Text(
    "Resmî metin Türkçedir: Türkçe 92A'da yarışmacı İtiraz Komitesi'ne başvurur ve başvuruyu dayanaksız bulan İtiraz Komitesi'dir; 92B de 'itiraz komitesine başvurma hakkı' der. WBF İngilizcesi yalnızca 'kararın gözden geçirilmesi için itiraz' (⁅appeal for a review⁆), 'hakem kararını isteme ya da ona itiraz etme hakkı' ve 'dayanaksız görülen' başvuru der, bir komite anmaz. Komite ya da Yasa 80B2(k) uyarınca yapılmış bir düzenleme yoksa ya da komite turnuvanın düzenli akışını bozmadan toplanamıyorsa itirazı Başhakem dinleyecek ve karara bağlayacaktır (Yasa 93A).",
    "The Turkish is the official text: its 92A has the contestant apply to the Appeals Committee and the Appeals Committee find a request without merit, and its 92B speaks of 'the right to apply to the Appeals Committee'; the WBF English says only 'appeal for a review', 'the right to request or appeal a Director's ruling' and 'if deemed to lack merit', naming no committee. Without a committee or an arrangement made under Law 80B2(k), or if the committee cannot meet without disturbing the orderly progress of the tournament, the Director in charge shall hear and rule on the appeal (Law 93A).",
)
# 92C (TR): "Verilmiş olan bir hükme yapılacak tüm itiraz başvuruları hakem aracılığıyla
# yapılacaktır."; (WBF) "All requests for a review of a ruling shall be made through the Director."
THROUGH = Text(
    "Bütün itiraz başvuruları hakem aracılığıyla yapılacaktır (Yasa 92C).",
    "Every request for a review of a ruling shall be made through the Director (Law 92C).",
)
# 92B (TR): "Eğer Organizasyon Komitesi başka bir süre belirtmediyse, bir hakem kararı talep etme
# veya itiraz komitesine başvurma hakkı resmi skor incelemeye açıldıktan 30 dakika sonra sona
# erer."; (WBF) "The right to request or appeal a Director's ruling expires 30 minutes after the
# official score has been made available for inspection unless the Tournament Organizer has
# specified a different time period."
TIME = Text(
    "Organizasyon Komitesi başka bir süre belirtmediyse, hakem kararı isteme ya da İtiraz Komitesi'ne başvurma hakkı resmi skor incelemeye açıldıktan 30 dakika sonra sona erer (Yasa 92B).",
    "Unless the Tournament Organizer has specified a different time, the right to request a Director's ruling or to apply to the Appeals Committee expires 30 minutes after the official score has been made available for inspection (Law 92B).",
)
# 93A/93B1/93B2 (TR) "Başhakem"; (WBF) "The Director in charge shall hear and rule upon all
# appeals", "The Director in charge shall hear and rule upon such part of the appeal as deals solely
# with the Law or regulations", "shall refer all other appeals for adjudication". The English said
# "the Chief Director" (the site's English of 93, not the WBF's words) until qa89. 93A's condition
# (TR "İtiraz Komitesi (veya Yasa 80B2/k uyarınca yapılmış bir düzenleme) yoksa veya Komite
# turnuvanın düzenli seyrini bozmadan toplanamıyorsa"; WBF "if there is no Appeals Committee [or if
# no alternative arrangement has been made under Law 80B2(k)], or if such cannot operate without
# disturbing the orderly progress of the tournament") was "Komite yoksa" / "Without one": where an
# arrangement under 80B2(k) stands in for a committee, 93A does not send every appeal to the Director
# in charge (qa182; RIGHT_DIFFERS's last sentence likewise). 93B's own condition (TR "Eğer bir İtiraz
# Komitesi veya aynı yetkileri üstlenmiş bir alternatifi varsa"; WBF "If a committee (or authorized
# alternative) is available") was "İtiraz Komitesi varsa" / "With an Appeals Committee": a tournament
# with an alternative and no committee then met neither sentence (qa218; the who-decides question and
# the committee Ending's first sentence likewise).
HEARD = Text(
    "İtiraz Komitesi (ya da aynı yetkileri üstlenmiş bir alternatifi) varsa Başhakem itirazın yalnızca yasa ve yönetmelikle ilgili kısmını karara bağlayacaktır, bu karara da komiteye itiraz edilebilir; gerisini komiteye gönderecektir (Yasa 93B1, 93B2). Komite ya da Yasa 80B2(k) uyarınca yapılmış bir düzenleme yoksa ya da komite turnuvanın düzenli akışını bozmadan toplanamıyorsa bütün itirazları Başhakem dinleyecek ve karara bağlayacaktır (Yasa 93A).",
    "With an Appeals Committee (or an authorised alternative), the Director in charge shall rule on only the part of the appeal that concerns law and regulation, and that ruling may be appealed to the committee; he shall refer the rest to the committee (Laws 93B1, 93B2). If there is neither a committee nor an arrangement made under Law 80B2(k), or the committee cannot meet without disturbing the orderly progress of the tournament, the Director in charge shall hear and rule on every appeal (Law 93A).",
)
# 92A (TR): "İtiraz Komitesi'nce dayanaksız bulunan bu tür talepler hakkında yönetmeliklerde
# belirtilen şekilde yaptırımlar uygulanabilir."; (WBF) "Any such request, if deemed to lack merit,
# may be the subject of a sanction imposed by regulation."
WITHOUT_MERIT = Text(
    "İtiraz Komitesi'nce dayanaksız bulunan bir başvuruya yönetmelikte belirtildiği şekilde yaptırım uygulanabilir (Yasa 92A).",
    "A request the Appeals Committee finds to be without merit may be sanctioned as regulations specify (Law 92A).",
)
# 83 (TR): "Eğer hakem bir olaydaki kararının veya ihtiyari yetkisinin kullanımının gözden
# geçirilmesinde yarar görürse yarışmacıya itiraz komitesine başvurma hakkının olduğunu bildirir veya
# konuyu kendisi doğrudan ilgili komiteye havale edebilir"; (WBF) "If the Director believes that a
# review of his decision on a point of fact or exercise of his discretionary power could well be in
# order, he shall advise a contestant of his right to appeal or may refer the matter to an
# appropriate committee". The two differ on the bar ("yarar görürse", sees value in it, against
# "could well be in order") and on what is reviewed (his ruling in an incident, against a decision on
# a point of fact): the guide says the official Turkish in both languages, in the words of the
# site's English of 83 ("would be worthwhile"), and names the WBF's. The advice in each text's verb: the
# WBF's "shall advise" in the English (it said "tells you": audit300), the official present "bildirir"
# in the Turkish.
ADVISED = Text(
    "Hakem, bir olaydaki kararının ya da takdir yetkisini kullanışının gözden geçirilmesinde yarar görürse size İtiraz Komitesi'ne başvurma hakkınızı bildirir ya da konuyu kendisi doğrudan ilgili komiteye havale edebilir (Yasa 83). Resmî metin Türkçedir; WBF İngilizcesi, olgu kararının (⁅a point of fact⁆) ya da takdir yetkisini kullanışının gözden geçirilmesinin 'pekâlâ yerinde olabileceğine' (⁅could well be in order⁆) inanan hakemden söz eder.",
    "If the Director considers that a review of his ruling in an incident, or of his exercise of his discretionary powers, would be worthwhile, he shall advise you of your right to apply to the Appeals Committee or may refer the matter directly to the appropriate committee himself (Law 83). The Turkish is the official text ('⁅gözden geçirilmesinde yarar görürse⁆'); the WBF English speaks of a Director who believes that a review of his decision on a point of fact or of his discretionary power 'could well be in order'.",
)
# 93B3 (TR): "İtiraz Komitesi bu yasaların hakeme verdiği tüm yetkileri kullanabilir; ancak
# hakemin yasalar, yönetmelikler veya Yasa 91 uyarınca uygulamış olduğu disiplin yetkisinin
# kullanılmasıyla ilgili kararını geçersiz kılamaz (Komite hakeme bu kararını değiştirmesini
# tavsiye edebilir)."; (WBF) "may exercise all powers assigned by these Laws to the Director, except
# that it may not overrule the Director in charge on a point of law or regulations, or on exercise
# of his Law 91 disciplinary powers. (It may recommend to the Director in charge that he change such
# a ruling.)"
POWERS = Text(
    "İtiraz Komitesi, yasaların hakeme verdiği bütün yetkileri kullanabilir; ancak hakemin yasalar, yönetmelikler ya da Yasa 91 uyarınca kullandığı disiplin yetkisine ilişkin kararını geçersiz kılamaz; hakeme bu kararı değiştirmesini tavsiye edebilir (Yasa 93B3).",
    "The Appeals Committee may exercise all the powers the Laws give the Director, but it may not overrule the Director's decision on the disciplinary powers he applied under the Laws, regulations or Law 91; it may recommend that he change that decision (Law 93B3).",
)
POWERS_DIFFER = Text(
    "Resmî metin Türkçedir: Türkçe 93B3 komitenin geçersiz kılamayacağı kararı 'yasalar, yönetmelikler veya Yasa 91 uyarınca uygulanan disiplin yetkisine' bağlar; WBF İngilizcesi iki ayrı şey sayar: hakemin yasa ya da yönetmelik konusundaki kararı (⁅on a point of law or regulations⁆) ve Yasa 91 disiplin yetkisinin kullanımı.",
    "The Turkish is the official text: its 93B3 ties the decision the committee may not overrule to 'the disciplinary powers applied under the Laws, regulations or Law 91'; the WBF English names two things: the Director's ruling on a point of law or regulations, and his exercise of Law 91 disciplinary powers.",
)
# 93C1 (TR): "Yetkili Federasyonlar; bundan önceki yasalarda sayılan bütün yollar tüketildikten
# sonra, tekrar itiraz başvurusunda bulunulabilmesi ile ilgili prosedürü düzenleyebilirler.
# Dayanaksız bulunan itirazlar hakkında yönetmeliklerde belirtilen şekilde yaptırımlar
# uygulanabilir."; (WBF) "Regulating Authorities may establish procedures for further appeals after
# the foregoing procedures have been exhausted. Any such further appeal, if deemed to lack merit, may
# be the subject of a sanction imposed by regulation." 93C2 (TR): "Başhakem veya İtiraz Komitesi,
# herhangi bir konuyu, daha sonra Yetkili Federasyonca değerlendirilmek üzere havale edebilir. Yetkili
# Federasyon, her türlü konuda nihai karar merciidir."; (WBF) "The Director in charge or the reviewing
# body may refer a matter for later consideration by the Regulating Authority. The Regulating
# Authority has authority to resolve any matter finally." FURTHER said only the further appeals and
# the final say; the sanction (93C1's second sentence) and the referral (93C2's first) were left out
# (qa143, qa146). 93C2 names the Appeals Committee where the WBF says "the reviewing body": the
# editor's note translation-93C2 says so under the quoted paragraph.
FURTHER = Text(
    "Yetkili Federasyon, bu yollar tükendikten sonra tekrar itiraz yolu düzenleyebilir; dayanaksız bulunan itirazlara yönetmelikte belirtildiği şekilde yaptırım uygulanabilir (Yasa 93C1). Başhakem ya da İtiraz Komitesi herhangi bir konuyu daha sonra Yetkili Federasyonca değerlendirilmek üzere havale edebilir; Yetkili Federasyon her konuda nihai karar merciidir (Yasa 93C2).",
    "The Regulating Authority may lay down a procedure for a further appeal once these avenues are exhausted; appeals found to be without merit may be sanctioned as regulations specify (Law 93C1). The Director in charge or the Appeals Committee may refer any matter for later consideration by the Regulating Authority, which has the final say on every matter (Law 93C2).",
)
# 93C3(a) (TR): "Yukarıda belirtilen Madde 1 ve 2 haricinde, turnuvanın sağlıklı devamı açısından
# gerekli gördüğü takdirde, Yetkili Federasyonlar itiraz konusunda nihai kararı vermek üzere,
# sorumluluğu turnuva İtiraz Komitesine devredebilirler. Bu durumda, Yetkili Federasyon da itiraz
# duruşmasında yer alan taraflar ile birlikte varılacak sonucu kabul etmek durumundadır"; (WBF)
# "Notwithstanding 1 and 2 above, where deeming it crucial to the progress of the tournament, the
# Regulating Authority may assign to a specified tournament body the responsibility for dealing finally
# with any appeal and, along with the parties to the appeal, is then bound by the outcome". Said on the
# Ending of a tournament with a committee, whose players ask whether its decision is final: FURTHER
# alone ("resolves any matter finally", 93C2) would tell them it never is (qa143). The official
# Turkish names the tournament Appeals Committee where the WBF says a specified tournament body: the
# editor's note on 93C3(a) (fixtures/editor_notes.json) says so under the quoted paragraph.
FINAL_HERE = Text(
    "Ancak Yetkili Federasyon, turnuvanın sağlıklı devamı için gerekli görürse, itiraz konusunda nihai kararı verme sorumluluğunu turnuva İtiraz Komitesi'ne devredebilir; o zaman kendisi de taraflarla birlikte varılan sonucu kabul etmek durumundadır (Yasa 93C3(a)).",
    "But where it deems it necessary for the sound progress of the tournament, the Regulating Authority may delegate to the tournament Appeals Committee the responsibility for giving the final decision on an appeal; it is then bound, with the parties, to accept the outcome (Law 93C3(a)).",
)
# 93C3(b) (TR): "Yarışmacılara önceden bilgi verilmesi kaydıyla, Yetkili Federasyonlar, ... itiraz
# prosedüründe değişiklik yapma veya bazı aşamaları tamamen kaldırma yetkisine sahiptirler"; (WBF)
# "With due notice given to the contestants a Regulating Authority may authorize the omission or
# modification of such stages as it wishes of the appeals process".
MODIFIED = Text(
    "Yetkili Federasyon, yarışmacılara önceden bildirmek kaydıyla bu itiraz aşamalarını değiştirebilir ya da kaldırabilir (Yasa 93C3(b)); turnuvanın kurallarına bakın.",
    "With due notice to the contestants, the Regulating Authority may modify or omit stages of this appeals process (Law 93C3(b)); check the tournament's rules.",
)


# The facts that tell this guide's Endings apart (situations.guide.Fact), read in both texts.
# 92C (TR "Verilmiş olan bir hükme yapılacak tüm itiraz başvuruları hakem aracılığıyla yapılacaktır";
# WBF "All requests for a review of a ruling shall be made through the Director"): how an appeal is
# lodged. True of each Ending of an appeal made in time (they cite 92C), written on the pairs one,
# whose phrasings say it (the teams' and the individual's speak of whose consent is needed, 92D).
LODGING_THE_APPEAL = Fact(
    ("hakem aracılığıyla", "hakem üzerinden", "kime vere*", "komite başkanına", "dilekçe*"),
    ("through the director", "via the director", "hand our appeal", "hand the appeal", "chairman"),
    ("92C",),
)
# 93C1 (TR "Yetkili Federasyonlar; bundan önceki yasalarda sayılan bütün yollar tüketildikten sonra,
# tekrar itiraz başvurusunda bulunulabilmesi ile ilgili prosedürü düzenleyebilirler"; WBF "Regulating
# Authorities may establish procedures for further appeals after the foregoing procedures have been
# exhausted"): an appeal beyond the Appeals Committee's decision, written on the Ending of a
# tournament with a committee (93B; both Endings of who decides cite 93C1, the other has no committee).
FURTHER_APPEAL = Fact(
    (
        "komitesinin kararına",
        "komitenin kararına",
        "komite kararına",
        "komitesinin kararından",
        "komite kararından",
        "tekrar itiraz",
        "federasyon*",
        "üst merci*",
    ),
    (
        "further appeal",
        "appeal again",
        "committee's decision",
        "committee has ruled",
        "committee ruled",
        "federation",
        "regulating authority",
        "national authority",
    ),
    ("93C1",),
)


def appeal_options(who: Text) -> tuple[Option, ...]:
    return (
        Option(
            Text("İtiraz etmek", "Appeal"),
            Text(
                "Hakeme, süre dolmadan, kararın gözden geçirilmesini istediğinizi söylersiniz (Yasa 92C). " + who.tr,
                "You tell the Director, before the time runs out, that you want the ruling reviewed (Law 92C). "
                + who.en,
            ),
            (Text("Yanlış bir karar düzeltilebilir.", "A wrong ruling may be put right."),),
            (WITHOUT_MERIT,),
        ),
        # Neither 92 nor 93 says that a ruling not appealed stands: the other side may still appeal
        # (92A, "A contestant or his captain may appeal"), and the Director may correct his own
        # error (82C). The effect said "the ruling and the score stand" (qa193).
        Option(
            Text("Kararı kabul etmek", "Accept the ruling"),
            Text("Kararın gözden geçirilmesini istemezsiniz.", "You do not ask for the ruling to be reviewed."),
            (Text("Zaman ve emek harcamazsınız.", "It costs no time or effort."),),
            (
                Text(
                    "Süre dolunca itiraz hakkı da sona erer (Yasa 92B).",
                    "Once the time expires, so does the right to appeal (Law 92B).",
                ),
            ),
        ),
    )


def appeal_ending(
    title: Text, who: Text, label: str, chooser: Text, said: tuple[Text, ...] = (), facts: tuple[Fact, ...] = ()
) -> Ending:
    return Ending(
        said=said,
        facts=facts,
        title=title,
        now=(RIGHT, TIME, THROUGH, who, HEARD, WITHOUT_MERIT),
        chooser=chooser,
        laws=("92A", "92B", "92C", label, "93A", "93B1", "93B2"),
        director=Text(
            "Süre dolmadan hakeme gidin; itiraz onun aracılığıyla yapılacaktır (Yasa 92C).",
            "Go to the Director before the time runs out; the appeal shall be made through him (Law 92C).",
        ),
        options=appeal_options(who),
        options_after_irregularity=False,  # an appeal is a right (92A), not a rectification: no 9B2
        advice=(
            ADVISED,
            RIGHT_DIFFERS,
            Text(
                "Olayı ve hakemin kararını hemen, aklınızda tazeyken not edin.",
                "Write down what happened and the ruling at once, while they are fresh.",
            ),
        ),
        script=(
            Text(
                "Masanızda verdiğim kararın gözden geçirilmesi için İtiraz Komitesi'ne başvurabilirsiniz (Yasa 92A); başvuru benim aracılığımla yapılacaktır (Yasa 92C).",
                "You may apply to the Appeals Committee for a review of the ruling I made at your table (Law 92A); the request shall be made through me (Law 92C).",
            ),
            Text(
                "Başka bir süre belirtilmediyse bu hak, resmi skor incelemeye açıldıktan 30 dakika sonra sona erer (Yasa 92B).",
                "Unless another time is specified, the right expires 30 minutes after the official score is made available for inspection (Law 92B).",
            ),
            who,
            Text(
                "İki seçeneğiniz var: İtiraz etmek ya da Kararı kabul etmek.",
                "You have two options: Appeal, or Accept the ruling.",
            ),
            Text("Seçiminizi süre dolmadan yapın.", "Make your choice before the time runs out."),
        ),
    )


# 92D (TR "İtiraz başvurusu aşağıdaki şartlar gerçekleşmeden işleme konmaz: 1. İkili turnuvada, başvuran
# çiftin her iki üyesinin (bireysel yarışmalar hariç) itiraz konusunda hemfikir olmaları gereklidir. 2.
# Takım maçında ise takım kaptanı, itirazın yapılması konusunda hemfikir olmalıdır."; WBF "An appeal shall
# not be heard unless: 1. in a pairs event both members of the partnership concur in making the appeal
# (but in an individual contest an appellant does not require his partner's concurrence). 2. in a team
# event the team captain concurs in making the appeal."). The Turkish puts the obligation on the members
# ("gereklidir", "olmalıdır") and says the appeal is not processed in the present; the WBF puts "shall not
# be heard" on the appeal and has the members concur in the present. Each language says its own text's:
# the English said "must concur ..., or it is not heard" (audit300); the Turkish said "yoksa itiraz
# dinlenmez", now the official text's "işleme konmaz" (qa317).
PAIRS = appeal_ending(
    Text("İkili turnuvada itiraz", "An appeal in a pairs event"),
    Text(
        "İkili turnuvada çiftin iki üyesi de itirazda hemfikir olmalıdır; yoksa itiraz başvurusu işleme konmaz (Yasa 92D1).",
        "In a pairs event an appeal shall not be heard unless both members of the pair concur in making the appeal (Law 92D1).",
    ),
    "92D1",
    Text("Siz ve ortağınız, birlikte.", "You and your partner, together."),
    facts=(LODGING_THE_APPEAL,),
    said=(
        Text(
            "ikili yarışmada bir kararı yeniden incelettirmenin şartı ne",
            "in a pairs event, what do we need before asking for a ruling to be reviewed",
        ),
        Text(
            "ikili turnuvada itiraz için iki oyuncunun da katılması gerekir",
            "in a pairs game my partner has to join the appeal too",
        ),
        Text(
            "hakem kararını itiraz komitesine götürmek istiyoruz",
            "we want the appeals committee to review the director's ruling",
        ),
        Text("itiraz hakem aracılığıyla yapılır", "an appeal goes through the director"),
        Text("itirazımızı kime vereceğiz", "who do we hand our appeal to"),
        Text(
            "ikili turnuvada ortağım razı olmazsa itiraz edemez miyim",
            "in a pairs event, if my partner won't agree, is my appeal off",
        ),
        Text(
            "ikili turnuvada itiraza ortağımın onayı şart mı",
            "is my partner's consent needed for an appeal in a pairs game",
        ),
        Text(
            "ikili turnuvada ben itiraz etmek istiyorum ama ortağım hakemin kararından memnun",
            "in a pairs event I want to appeal but my partner is happy with the ruling",
        ),
    ),
)
TEAMS = appeal_ending(
    Text("Takım maçında itiraz", "An appeal in a team event"),
    Text(
        "Takım maçında takım kaptanı itirazda hemfikir olmalıdır; yoksa itiraz başvurusu işleme konmaz (Yasa 92D2).",
        "In a team event an appeal shall not be heard unless the team captain concurs in making the appeal (Law 92D2).",
    ),
    "92D2",
    Text("Takımınız; kaptanın onayıyla.", "Your team, with the captain's concurrence."),
    said=(
        Text("takım maçında kaptan karara itiraz edebilir mi", "can our captain appeal the ruling in a team match"),
        Text("takım maçında itiraz için kaptanın onayı gerekir", "in teams our captain has to consent to the appeal"),
        Text(
            "takımımız hakemin kararını beğenmedi kaptan itiraz etmek istiyor",
            "our team disagrees with the ruling and the captain wants to appeal",
        ),
        Text(
            "takım maçında kaptan istemezse itiraz edebilir miyim",
            "in a team match can I appeal if our captain does not agree",
        ),
    ),
)
INDIVIDUAL = appeal_ending(
    Text("Bireysel yarışmada itiraz", "An appeal in an individual event"),
    Text(
        "Bireysel yarışmada ortağınızın hemfikir olması gerekmez (Yasa 92D1).",
        "In an individual event you do not need your partner's concurrence (Law 92D1).",
    ),
    "92D1",
    Text("Siz.", "You."),
    said=(
        Text("bireysel turnuvada karara itiraz", "appealing a ruling in an individual tournament"),
        Text(
            "bireysel turnuvada ortağımın onayı olmadan itiraz edebilirim",
            "in an individual event I can appeal without my partner",
        ),
        Text(
            "bireysel turnuvada hakem kararına nasıl itiraz ederim", "how do I appeal a ruling in an individual event"
        ),
        Text(
            "bireyselde ortaklar her tur değişiyor itiraz için kimin onayı gerekir",
            "in an individual the partners change every round, whose agreement do I need to appeal",
        ),
    ),
)
TOO_LATE = Ending(
    said=(
        Text(
            "sonuçlar bir saat önce asıldı hâlâ itiraz edebilir miyim",
            "the results were posted an hour ago, is it too late to appeal",
        ),
        Text(
            "skorlar açıklanalı yarım saatten fazla oldu karara itiraz edebilir miyim",
            "the scores went up more than half an hour ago, can I still appeal the ruling",
        ),
        Text("itiraz süresini kaçırdık", "we missed the deadline for an appeal"),
        Text(
            "skorlar açıklanalı bir saat oldu bir usulsüzlük fark ettik hâlâ hakem kararı isteyebilir miyiz",
            "the scores have been up for an hour and we only now spotted an irregularity, can we still ask for a ruling",
        ),
    ),
    title=Text("İtiraz süresi doldu", "The time for an appeal has passed"),
    now=(
        TIME,
        Text(
            "Organizasyon Komitesi başka bir süre belirtmediyse, bu süre geçtikten sonra itiraz hakkı sona ermiştir (Yasa 92B).",
            "Unless the Tournament Organizer specified a different time, the right to appeal has expired once this time has passed (Law 92B).",
        ),
        # 79C1, TR "Üzerinde anlaşılan skoru hesaplarken veya kaydederken yapılan hatalar"; WBF "An error in
        # recording or computing the agreed-upon score": both errors, not only a score recorded wrongly
        # (qa236). 79C1 sets the Correction Period, 92B the time for a ruling or an appeal.
        Text(
            "Üzerinde anlaşılan skoru hesaplarken ya da kaydederken yapılan bir hata ise itiraz değil, skor düzeltmesidir: Düzeltme Süresi (Yasa 79C1); 'Skor yanlış yazıldı' rehberine bakın.",
            "An error in recording or computing the agreed score is not an appeal but a score correction: the Correction Period (Law 79C1); see the guide 'A score entered wrongly'.",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("92B", "79C1"),
    director=Text(
        "Turnuvanın belirlediği süreyi hakeme sorun; farklı bir süre belirlenmiş olabilir (Yasa 92B).",
        "Ask the Director what time the tournament set; a different time may have been specified (Law 92B).",
    ),
    advice=(
        RIGHT_DIFFERS,
        Text(
            "Bir karara katılmıyorsanız bunu skorlar açıklanır açıklanmaz hakeme söyleyin.",
            "If you disagree with a ruling, tell the Director as soon as the scores are posted.",
        ),
    ),
    script=(
        Text(
            "Başka bir süre belirtilmediyse itiraz hakkı, resmi skor incelemeye açıldıktan 30 dakika sonra sona erer (Yasa 92B).",
            "Unless another time was specified, the right to appeal expires 30 minutes after the official score is made available for inspection (Law 92B).",
        ),
        Text(
            "Bu süre geçti; itiraz artık yapılamaz. Kimse seçmez.",
            "That time has passed; no appeal can now be made. Nobody chooses.",
        ),
    ),
)
DISCIPLINE = Ending(
    said=(
        Text(
            "hakem düzeni korumak için bize disiplin cezası olarak puan kesti, komite bunu değiştirebilir mi",
            "the director docked us points as a disciplinary penalty to keep order; can a committee change that",
        ),
        Text(
            "hakem beni seanstan çıkardı itiraz komitesi bu kararı bozabilir mi",
            "the Director expelled me from the session, can the appeals committee overturn it",
        ),
        Text(
            "disiplin cezası için itiraz komitesine gidebilir miyiz",
            "can we take a disciplinary penalty to the appeals committee",
        ),
    ),
    title=Text("Disiplin kararına itiraz", "Appealing a disciplinary decision"),
    now=(
        Text(
            "Hakemin düzeni ve disiplini korumak için verdiği disiplin cezası ya da seanstan çıkarma kararı nihaidir (Yasa 91A).",
            "The Director's disciplinary penalty or suspension, given to maintain order and discipline, is final (Law 91A).",
        ),
        POWERS,
        POWERS_DIFFER,
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("91A", "93B3"),
    director=Text(
        "Hakemin kararına uyun; görüşünüzü hakeme sakin biçimde söyleyebilirsiniz.",
        "Comply with the Director's decision; you may tell him your view calmly.",
    ),
    script=(
        Text(
            "Disiplin için verdiğim karar nihaidir (Yasa 91A).",
            "My disciplinary decision is final (Law 91A).",
        ),
        Text(
            "İtiraz Komitesi bu kararı geçersiz kılamaz; yalnızca değiştirmemi tavsiye edebilir (Yasa 93B3). Kimse seçmez.",
            "The Appeals Committee may not overrule it; it may only recommend that I change it (Law 93B3). Nobody chooses.",
        ),
    ),
)
WITH_COMMITTEE = Ending(
    facts=(FURTHER_APPEAL,),
    said=(
        Text(
            "itirazımızı itiraz kurulu mu yoksa başhakem mi dinler",
            "who hears our appeal, the appeals committee or the chief director",
        ),
        Text(
            "itiraz komitesinin kararından sonra federasyona başvurmak",
            "taking it to the federation after the appeals committee has ruled",
        ),
        Text(
            "başhakem itirazın yasayla ilgili kısmını karara bağlar",
            "the chief director decides the point of law part of the appeal",
        ),
        Text(
            "komitenin kararı son mu, federasyona başka bir itiraz yolu var mı",
            "is the committee's decision final, or can the regulating authority hear a further appeal",
        ),
        Text(
            "komite kararından sonra bir üst merciye başvurabilir miyiz",
            "is there anywhere to go after the appeals committee has ruled",
        ),
    ),
    title=Text("İtiraz Komitesi olan turnuvada", "In a tournament with an Appeals Committee"),
    now=(
        Text(
            "İtiraz Komitesi ya da aynı yetkileri üstlenmiş bir alternatifi olduğunda Başhakem itirazın yalnızca yasa ve yönetmelikle ilgili kısmını karara bağlayacaktır; bu karara da İtiraz Komitesi'ne itiraz edilebilir (Yasa 93B1).",
            "With an Appeals Committee (or an authorised alternative), the Director in charge shall rule on only the part of the appeal that concerns law and regulation; that ruling may be appealed to the Appeals Committee (Law 93B1).",
        ),
        Text(
            "Diğer bütün itirazları karara bağlanmak üzere İtiraz Komitesi'ne gönderecektir (Yasa 93B2).",
            "He shall refer all other appeals to the Appeals Committee for adjudication (Law 93B2).",
        ),
        POWERS,
        POWERS_DIFFER,
        FURTHER,
        FINAL_HERE,
        MODIFIED,
    ),
    chooser=Text(
        "Kimse seçmez; karar komitenin ya da Başhakemin.",
        "Nobody chooses; the committee or the Director in charge decides.",
    ),
    laws=("93B1", "93B2", "93B3", "93C1", "93C2", "93C3(a)", "93C3(b)"),
    director=Text(
        "İtirazınızı hakem aracılığıyla yapın (Yasa 92C).",
        "Make your appeal through the Director (Law 92C).",
    ),
    script=(
        Text(
            "Yasa ve yönetmelikle ilgili kısmı Başhakem karara bağlayacaktır; bu karara da komiteye itiraz edilebilir. Gerisini İtiraz Komitesi karara bağlar (Yasa 93B1, 93B2).",
            "The Director in charge shall rule on the part concerning law and regulation, and that ruling may be appealed to the committee; the Appeals Committee decides the rest (Laws 93B1, 93B2).",
        ),
        Text(
            "Komite hakemin bütün yetkilerini kullanabilir, ancak hakemin yasalar, yönetmelikler ya da Yasa 91 uyarınca verdiği disiplin kararını geçersiz kılamaz (Yasa 93B3). Kimse seçmez.",
            "The committee may use all the Director's powers, but may not overrule his disciplinary decision under the Laws, regulations or Law 91 (Law 93B3). Nobody chooses.",
        ),
    ),
)
NO_COMMITTEE = Ending(
    said=(
        Text("itiraz kurulu yoksa itirazı kim değerlendirir", "there is no appeals committee, who decides my appeal"),
        Text(
            "kulübümüzde itiraz kurulu yok başhakem kendisi karar verir",
            "no appeals committee at our club so the chief director hears the appeal",
        ),
        Text(
            "kulüp turnuvasında itiraz komitesi yok itirazımı kim dinler",
            "a club game with no appeals committee, who hears my appeal",
        ),
        Text(
            "itiraz komitesi turnuvayı aksatmadan toplanamıyor itirazı kim karara bağlar",
            "the appeals committee cannot meet without holding up the tournament, who rules on the appeal",
        ),
    ),
    title=Text("İtiraz Komitesi olmayan turnuvada", "In a tournament without an Appeals Committee"),
    now=(
        Text(
            "İtiraz Komitesi (ya da Yasa 80B2(k) uyarınca yapılmış bir düzenleme) yoksa ya da komite turnuvanın düzenli akışını bozmadan toplanamıyorsa, bütün itirazları Başhakem dinleyecek ve karara bağlayacaktır (Yasa 93A).",
            "If there is no Appeals Committee (nor an arrangement made under Law 80B2(k)), or it cannot meet without disturbing the orderly progress of the tournament, the Director in charge shall hear and rule on every appeal (Law 93A).",
        ),
        FURTHER,
        MODIFIED,
    ),
    chooser=Text("Kimse seçmez; Başhakem karar verir.", "Nobody chooses; the Director in charge decides."),
    laws=("93A", "93C1", "93C2", "93C3(b)"),
    director=Text(
        "İtirazınızı hakem aracılığıyla yapın (Yasa 92C).",
        "Make your appeal through the Director (Law 92C).",
    ),
    script=(
        Text(
            "Bu turnuvada İtiraz Komitesi toplanamıyor; bütün itirazları Başhakem dinleyecek ve karara bağlayacaktır (Yasa 93A).",
            "No Appeals Committee can sit in this tournament; the Director in charge shall hear and rule on every appeal (Law 93A).",
        ),
        Text("Kimse seçmez.", "Nobody chooses."),
    ),
)

SITUATION = Situation(
    slug="appeal",
    title=Text("İtiraz (apel)", "Appeals"),
    summary=Text(
        "Masanızda verilen bir karara katılmıyorsunuz: itiraz hakkı, süresi, nasıl yapılacağı ve itiraz komitesinin yapabilecekleri.",
        "You disagree with a ruling made at your table: the right to appeal, its time limit, how to appeal and what an appeals committee may do.",
    ),
    start=Step(
        Text("Ne soruyorsunuz?", "What do you want to know?"),
        (
            Choice(
                "disagree",
                Text("Masamızda verilen karara itiraz etmek istiyoruz", "We want to appeal a ruling made at our table"),
                Step(
                    Text(
                        "Resmi skor incelemeye açılalı 30 dakika (ya da turnuvanın belirlediği süre) geçti mi?",
                        "Have 30 minutes (or the time the tournament set) passed since the official score was made available?",
                    ),
                    (
                        Choice(
                            "in-time",
                            Text("Hayır, süre dolmadı", "No, there is still time"),
                            Step(
                                Text("Ne tür bir yarışma?", "What kind of event?"),
                                (
                                    Choice("pairs", Text("İkili turnuva", "A pairs event"), PAIRS),
                                    Choice("teams", Text("Takım maçı", "A team event"), TEAMS),
                                    Choice("individual", Text("Bireysel yarışma", "An individual event"), INDIVIDUAL),
                                ),
                            ),
                        ),
                        Choice("too-late", Text("Evet, süre doldu", "Yes, the time has passed"), TOO_LATE),
                    ),
                ),
            ),
            Choice(
                "disciplinary",
                Text(
                    "Bir disiplin cezasına ya da seanstan çıkarmaya itiraz edilebilir mi?",
                    "Can a disciplinary penalty or a suspension be appealed?",
                ),
                DISCIPLINE,
            ),
            Choice(
                "who-decides",
                Text("İtirazı kim karara bağlar?", "Who decides the appeal?"),
                Step(
                    Text(
                        "Turnuvada bir İtiraz Komitesi (ya da aynı yetkileri üstlenmiş bir alternatifi) var mı?",
                        "Does the tournament have an Appeals Committee (or an authorised alternative)?",
                    ),
                    (
                        Choice("committee", Text("Evet", "Yes"), WITH_COMMITTEE),
                        Choice("no-committee", Text("Hayır ya da toplanamıyor", "No, or it cannot sit"), NO_COMMITTEE),
                    ),
                ),
            ),
        ),
    ),
)
