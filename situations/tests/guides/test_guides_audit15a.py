"""audit15a: five guides (card played on misinformation, penalties, appeal, asking questions,
hesitation) read sentence by sentence against both texts of the 2017 Laws. Each test reads the
guide's page (its read-out included) as a player does, fails on the text it replaced, and quotes
the deciding paragraph: the official Turkish of fixtures/laws_tr.txt, then the WBF English."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

# --- card-played-on-misinformation (Law 47E) -------------------------------------------------------


@pytest.mark.parametrize(
    "keys, said_en, said_tr",
    [
        (
            ["explanation-corrected", "nothing-since"],
            (
                "but only if no other card has been played to that trick after it",
                "and nobody has played to that trick since",
            ),
            ("ve o löveye ondan sonra kimse kart oynamadı",),
        ),
        (
            ["explanation-corrected", "card-since"],
            (
                "If another card has been played to that trick after yours",
                "Another card was played to that trick after yours",
            ),
            ("Kartınızdan sonra o löveye başka bir kart oynandı ya da",),
        ),
    ],
)
def test_47e2a_the_english_follows_the_official_to_that_trick(client, keys, said_en, said_tr):
    """47E2(a): "sadece o löveye daha sonra başka kart oynanmamışsa herhangi bir onarma olmaksızın
    geri alabilir" / "but only if no card was subsequently played". The Turkish pages said "to that
    trick", the English ones and the Turkish read-outs "after it", "since": the WBF's wider bar, on
    a page whose editor's note says the guide follows the Turkish."""
    says(client, "card-played-on-misinformation", keys, "en", *said_en)
    says(client, "card-played-on-misinformation", keys, "tr", *said_tr)
    never_says(
        client,
        "card-played-on-misinformation",
        keys,
        "en",
        "but only if no card was played after it",
        "and nobody has played since",
        "If a card has been played after yours",
        "A card was played after yours",
    )


def test_a_card_played_not_led_on_partner_s_word_is_law_57(client):
    """The step asks whether one "led or played"; 53-56 are leads only. 57A: "Bir defans oyuncusu,
    ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında" / "or plays out of turn
    before his partner has played"; 57D "sıra sağındaki oyuncudayken kart oynama girişiminde" / "at
    his RHO's turn"; 57C3 "Deklaran veya yer tarafından zamanından önce oynanan (löveye çıkış hariç)"
    / "A premature play (not a lead) by declarer"."""
    keys = ["told-my-turn", "partner"]
    says(
        client, "card-played-on-misinformation", keys, "tr", "Çıkış değil de sıra gelmeden oynanmış bir kartsa Yasa 57"
    )
    says(client, "card-played-on-misinformation", keys, "en", "a card played, not led, before its turn, Law 57")


# --- hesitation (Laws 16B, 73C) --------------------------------------------------------------------


def test_73c1_avoid_taking_advantage_not_avoid_using(client):
    """73C1: "bundan kendi tarafına yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak
    zorundadır" / "he must carefully avoid taking any advantage from that unauthorized information".
    The guide told the player to avoid using the information at all."""
    says(
        client,
        "hesitation",
        ["partner"],
        "tr",
        "kendi tarafınıza yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak zorundasınız",
    )
    says(client, "hesitation", ["partner"], "en", "must carefully avoid taking any advantage from")
    never_says(client, "hesitation", ["partner"], "tr", "bilgiyi kullanmaktan dikkatle kaçınmalısınız")
    never_says(client, "hesitation", ["partner"], "en", "avoid using the information", "avoid using that information")


def test_16b3_the_read_out_keeps_the_director_s_judgement_and_the_page_names_the_difference(client):
    """16B3: "Hakem yasaya aykırılık bulunduğu ve bunun da kusurlu taraf lehine bir avantaj yarattığı
    kanısına varırsa bir ayarlı skor vermelidir" / "The Director shall assign an adjusted score ...
    if he considers that an infraction of law has resulted in an advantage for the offender": the
    English read-out had dropped "if he considers". And the alternative "böyle bir bilginin öne
    çıkarmış olabileceği" (that such information may have brought to the fore) against the WBF's "an
    action suggested by such information": the guide follows the Turkish, and now says so."""
    says(client, "hesitation", ["opponent"], "en", "if he considers an infraction gave the offender an advantage")
    never_says(client, "hesitation", ["opponent"], "en", "adjusted score if an infraction gave the offender")
    says(client, "hesitation", ["opponent"], "tr", "Türkçe 16B3 bu bilginin 'öne çıkarmış olabileceği'")
    says(client, "hesitation", ["opponent"], "en", "the WBF English says an action 'suggested by such information'")


# --- penalties (Law 74A2) --------------------------------------------------------------------------


def test_74a2_any_remark_or_extraneous_action(client):
    """74A2: "söz veya konuyla ilgisi olmayan her türlü eylemden dikkatle kaçınmak zorundadır" / "any
    remark or extraneous action". The Turkish page made it every action ("her türlü söz ve eylemden"),
    and both read-outs dropped "extraneous". The read-outs now say 74A2 whole
    (test_guides_penalties_74a2_read_out_whole.py, qa268)."""
    says(client, "penalties", ["conduct"], "tr", "her türlü söz ya da konuyla ilgisi olmayan eylemden")
    says(
        client,
        "penalties",
        ["conduct"],
        "tr",
        "(Yasa 74A1) ve bir başka oyuncuda rahatsızlık ya da mahcubiyet yaratacak ya da oyunun zevkini engelleyecek her türlü söz ya da konuyla ilgisi olmayan eylemden dikkatle kaçınmak zorundadır",
    )
    says(client, "penalties", ["conduct"], "en", "and must carefully avoid any remark or extraneous action that might")
    never_says(client, "penalties", ["conduct"], "tr", "her türlü söz ve eylemden", "söz ve eylemlerden kaçınmak")


# --- asking-questions (Laws 20F, 47E2(a), 75B2) ----------------------------------------------------


@pytest.mark.parametrize(
    "keys",
    [["asking", "auction", "meaning"], ["asking", "play", "declarer"], ["asking", "after-final-pass", "declarer"]],
)
def test_20f6_it_is_the_director_who_judges_the_action_was_based_on_misinformation(client, keys):
    """20F6: "Hakem, bir oyuncunun rakibi tarafından kendisine verilen yanlış bilgiye dayanarak bir
    tavır aldığına kanaat getirmesi durumunda, Yasa 21 veya Yasa 47E'den masadaki duruma uygun olanı
    uygulanmalıdır" / "If the Director judges that a player has based an action on misinformation
    given to him by an opponent see, as appropriate, Law 21 or Law 47E". The guide said "if you based
    a call or play on it"."""
    says(
        client,
        "asking-questions",
        keys,
        "tr",
        "hakem bir konuşmanızı ya da oyununuzu bu yanlış bilgiye dayanarak yaptığınıza kanaat getirirse",
    )
    says(
        client,
        "asking-questions",
        keys,
        "en",
        "the Director judges that you based a call or play on that misinformation",
    )
    never_says(client, "asking-questions", keys, "en", "and you based a call or play on it, the Director applies")


def test_20f5b_in_his_opinion_in_both_languages(client):
    """20F5(b): "Kendi görüşüne göre ortağının açıklamasının hatalı olduğu ile ilgili rakiplerini
    bilgilendirerek hakem çağırmalıdır" / "inform his opponents that, in his opinion, his partner's
    explanation was erroneous". The English said "in your opinion", the Turkish did not."""
    keys = ["asking", "after-final-pass", "declarer"]
    says(
        client,
        "asking-questions",
        keys,
        "tr",
        "rakiplere, kendi görüşünüze göre ortağınızın açıklamasının yanlış olduğunu",
    )
    says(client, "asking-questions", keys, "en", "that, in your opinion, partner's explanation was wrong")


def test_75b2_a_mistake_found_during_the_play_is_corrected_then(client):
    """75B2: "atak kartı açılmadan önce (veya oyun içinde ise, hemen) Hakemi çağırmalı ve hatasını
    düzeltmelidir" / "before the opening lead is faced (or during the play, if discovered later)";
    20F4(a): "(Kart oyunu esnasındaki düzeltmeler için bkz. Yasa 75B2.)" / "(For a correction during
    the play period, see Law 75B2.)". The answering ending gave only the Clarification Period, as if
    it were a deadline."""
    says(
        client,
        "asking-questions",
        ["answering"],
        "tr",
        "Hatanızı ancak oyun sırasında fark ederseniz hakemi hemen çağırıp düzeltmelisiniz (Yasa 75B2)",
        "Türkçe 75B2 'oyun içinde ise, hemen' der",
    )
    says(
        client,
        "asking-questions",
        ["answering"],
        "en",
        "If you become aware of your mistake only during the play, you must call the Director and correct it immediately (Law 75B2)",
        "the WBF English says 'during the play, if discovered later'",
        "or immediately if you notice it during the play (Laws 20F4(a), 75B2)",
    )


def test_47e2a_in_the_defender_s_advice_names_the_difference(client):
    """47E2(a): "sadece o löveye daha sonra başka kart oynanmamışsa" / "but only if no card was
    subsequently played". The advice followed the Turkish without saying the WBF English differs."""
    keys = ["asking", "play", "defender"]
    says(
        client,
        "asking-questions",
        keys,
        "tr",
        "resmî Türkçe metin 'o löveye' der; WBF İngilizcesi 'sonradan hiç kart oynanmamışsa'",
    )
    says(client, "asking-questions", keys, "en", "the WBF English says 'only if no card was subsequently played'")


def test_91a_final_is_a_decision_under_that_clause(client):
    """91A: "Hakemin bu maddeye dayanan kararları nihaidir" / "The Director's decision under this
    clause is final"; 91B: "Organizasyon Komitesinin onaylaması şartıyla" / "subject to approval by
    the Tournament Organizer". The English said "under this Law", which takes in 91B's
    disqualification."""
    says(client, "penalties", ["disciplinary-penalty"], "en", "his decision under this clause is final (Law 91A)")
    never_says(client, "penalties", ["disciplinary-penalty"], "en", "under this Law is final")


def test_90a_the_read_out_keeps_unduly(client):
    """90A: "nedensiz yere oyunu geciktiren veya engelleyen" / "any offense that unduly delays or
    obstructs the game". The procedural-penalty read-out said any offence that delays the game. It
    now names all four of 90A's kinds of offence (test_guides_penalties_90a_read_out_all_grounds.py,
    qa268)."""
    says(
        client,
        "penalties",
        ["procedural-penalty"],
        "tr",
        "Yasalardaki onarmalara ek olarak, oyunu nedensiz yere geciktiren ya da engelleyen",
    )
    says(
        client,
        "penalties",
        ["procedural-penalty"],
        "en",
        "I may assess a procedural penalty for any offence that unduly delays or obstructs the game",
    )
    never_says(client, "penalties", ["procedural-penalty"], "en", "an offence that delays the game")


# --- appeal (Law 93B3) -----------------------------------------------------------------------------


def test_93b3_the_read_out_says_what_the_official_text_says_a_committee_may_not_overrule(client):
    """93B3 (TR, official): "hakemin yasalar, yönetmelikler veya Yasa 91 uyarınca uygulamış olduğu
    disiplin yetkisinin kullanılmasıyla ilgili kararını geçersiz kılamaz"; (WBF) "it may not overrule
    the Director in charge on a point of law or regulations, or on exercise of his Law 91
    disciplinary powers". The read-out named Law 91 alone, narrower than either text; the page's
    sentences and its editor's note had it right."""
    keys = ["who-decides", "committee"]
    says(
        client,
        "appeal",
        keys,
        "tr",
        "yasalar, yönetmelikler ya da Yasa 91 uyarınca verdiği disiplin kararını geçersiz kılamaz",
    )
    says(
        client, "appeal", keys, "en", "may not overrule his disciplinary decision under the Laws, regulations or Law 91"
    )
    never_says(client, "appeal", keys, "en", "may not overrule a Law 91 disciplinary decision")
