"""audit16c: the dummy's-rights and score-correction guides read sentence by sentence against both
texts of the 2017 Laws. Each test reads the guide's page (its read-out included) as a player does,
walking the guide's keys to the Ending, fails on the text it replaced, and quotes the deciding
paragraph: the official Turkish of fixtures/laws_tr.txt, then the WBF English. Neither guide has
an engine example; the one thing in them the engine decides (a revoke corrected before it is
established, 62A, 62B2, 62C1) is asked in test_a_declarer_s_revoke_corrected_is_as_the_page_says."""

import pytest

import rulings
from situations.content.common import play_query
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

DUMMY = "dummy-rights"
SCORE = "score-correction"


def play(events: list) -> dict:
    return rulings.answer(play_query(events))


# --- dummy-rights (Laws 9, 42, 43, 45F, 61B, 62) ---------------------------------------------------


def test_43b3_the_official_turkish_has_no_play_continues_as_though(client):
    """43B3: "Eğer Yer, yukarıdaki A2 bendinde sayılan kısıtlamaları ihlal eder ve daha sonra bir
    defans oyuncusunun kural ihlaline ilk kez dikkat çekerse, o an için herhangi bir onarma
    uygulanmaz. Oyun bittikten sonra, ..." / "If dummy after his violation of the limitations listed
    in A2 is the first to draw attention to a defender's irregularity, there is no immediate
    rectification. Play continues as though no irregularity had occurred. At the end of play ...".
    The second WBF sentence is not in the official Turkish; the page gave it, in both languages, as
    43B3's rule."""
    keys = ["irregularity", "dummy", "after-a2-violation", "defender"]
    says(
        client,
        DUMMY,
        keys,
        "tr",
        "o an için onarma uygulanmaz (Yasa 43B3)",
        "WBF İngilizcesi ayrıca 'oyun usulsüzlük olmamış gibi sürer' der; resmî Türkçe metinde bu cümle yoktur.",
    )
    says(
        client,
        DUMMY,
        keys,
        "en",
        "there is no immediate rectification (Law 43B3)",
        "The WBF English adds 'Play continues as though no irregularity had occurred'; the official Turkish has no such sentence.",
    )
    never_says(client, DUMMY, keys, "tr", "onarma uygulanmaz; oyun usulsüzlük olmamış gibi sürer (Yasa 43B3)")
    never_says(client, DUMMY, keys, "en", "play goes on as though there had been no irregularity (Law 43B3)")


@pytest.mark.parametrize(
    "keys, said, old",
    [
        (
            ["rights"],
            "During the play dummy may not initiate a call for the Director unless another player",
            "During the play dummy should not initiate a call for the Director unless another player",
        ),
        (
            ["irregularity", "dummy", "no-a2-violation"],
            "Nor may dummy start a call for the Director unless another player",
            "Nor should dummy start a call for the Director unless another player",
        ),
    ],
    ids=["rights", "dummy-drew"],
)
def test_43a1a_the_english_says_the_wbf_s_may_not_for_the_ungraded_malidir(client, keys, said, old):
    """43A1(a): "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında
    hakem çağırma girişiminde bulunmamalıdır" / "Dummy may not initiate a call for the Director
    during play unless another player has drawn attention to an irregularity". audit16c had the
    English say "should not" after the Turkish; the Turkish's "-malıdır" is not graded (it is the
    WBF's "shall", "should" or "is to" elsewhere), so since eng337 our English of the paragraph and
    the guide say the WBF's "may not" (the WBF Introduction: "may not" is stronger than "shall not",
    just short of "must not"); the editor's note, shown on both pages, gives the Turkish's word.
    (qa165: the rights line says the paragraph's "çağırma girişiminde bulunmamalıdır" / "initiate a
    call".)"""
    says(client, DUMMY, keys, "tr", "bulunmamalıdır")
    says(client, DUMMY, keys, "en", said, 'Our English says the WBF\'s "may not"')
    never_says(client, DUMMY, keys, "en", old)


def test_9a2_keeps_unless_prohibited_by_law(client):
    """9A2: "Yasa ile yasaklanmış olmadıkça, deklaran veya herhangi bir defans oyuncusu, oyun süreci
    içinde oluşan bir usulsüzlüğe dikkat çekebilir" / "Unless prohibited by Law, declarer or either
    defender may draw attention to an irregularity that occurs during the play period". The page
    had dropped the condition."""
    keys = ["irregularity", "declarer-or-defender"]
    says(client, DUMMY, keys, "tr", "Yasa ile yasaklanmış olmadıkça deklaran ya da bir defans oyuncusu")
    says(client, DUMMY, keys, "en", "Unless the Laws prohibit it, declarer or either defender may draw attention")


def test_43b2a_either_defender_may_choose_the_hand(client):
    """43B2(a): "deklaranı yanlış elden çıkış yapmaması hakkında uyarırsa, herhangi bir defans
    oyuncusu deklaranın çıkış yapacağı eli seçebilir" / "warns declarer not to lead from the wrong
    hand, either defender may choose the hand from which declarer shall lead". The broke-a-limit
    page said a defender chooses; its sibling Ending already said may choose."""
    says(
        client, DUMMY, ["broke-a-limit"], "tr", "defans oyuncularından herhangi biri deklaranın çıkacağı eli seçebilir"
    )
    says(client, DUMMY, ["broke-a-limit"], "en", "either defender may choose the hand declarer leads from")
    never_says(client, DUMMY, ["broke-a-limit"], "tr", "defans oyuncularından biri deklaranın çıkacağı eli seçer")
    never_says(client, DUMMY, ["broke-a-limit"], "en", "either defender chooses the hand declarer leads from")


def test_the_broke_a_limit_read_out_names_only_the_cases_of_43b2_and_43b3(client):
    """43B2: "(a) deklaranı yanlış elden çıkış yapmaması hakkında uyarırsa ... (b) elinden oynadığı
    bir kartın rönons teşkil edip etmediğini deklarana ilk kez kendisi sorarsa" / "(a) warns
    declarer not to lead from the wrong hand ... (b) is the first to ask declarer if a play from
    declarer's hand constitutes a revoke"; 43B3: "bir defans oyuncusunun kural ihlaline ilk kez
    dikkat çekerse" / "is the first to draw attention to a defender's irregularity". The read-out
    said the special rules apply if dummy "points out an irregularity" (declarer's too, which the
    guide's own declarer Ending says 43B3 does not cover) or "asks about a revoke". Since qa176 it
    names declarer's hand, as 43B2(b) does (test_guides_dummy_43b2b_from_declarers_hand.py)."""
    says(
        client,
        DUMMY,
        ["broke-a-limit"],
        "tr",
        "deklaranın elinden oynadığı kartın rönons olup olmadığını ilk soran olursa ya da bir defans oyuncusunun usulsüzlüğüne ilk dikkat çeken olursa Yasa 43B2 ve 43B3'ün özel kuralları uygulanır",
    )
    says(
        client,
        DUMMY,
        ["broke-a-limit"],
        "en",
        "is the first to ask whether a play from declarer's hand is a revoke, or is the first to point out a defender's irregularity, the special rules of Laws 43B2 and 43B3 apply",
    )
    never_says(client, DUMMY, ["broke-a-limit"], "tr", "rönons sorarsa ya da bir usulsüzlüğe dikkat çekerse")
    never_says(client, DUMMY, ["broke-a-limit"], "en", "asks about a revoke or points out an irregularity")


def test_the_45f_read_out_keeps_the_arrangement_exception(client):
    """45F: "Yer, elini yere açtıktan sonra, deklaranın yönergesi olmaksızın herhangi bir karta
    dokunamaz veya işaret edemez. (Düzenleme amacı hariç.)" / "After dummy's hand is faced, dummy
    may not touch or indicate any card (except for purpose of arrangement) without instruction from
    declarer". The page's `now` said it; the read-out had dropped the exception."""
    says(client, DUMMY, ["touched-card"], "tr", "Yer, deklaranın yönergesi olmadan (düzenleme amacı dışında) bir karta")
    says(client, DUMMY, ["touched-card"], "en", "Dummy may not touch or indicate a card (except to arrange his cards)")
    never_says(client, DUMMY, ["touched-card"], "tr", "Yer, deklaranın yönergesi olmadan bir karta dokunamaz")
    never_says(client, DUMMY, ["touched-card"], "en", "Dummy may not touch or indicate a card without declarer")


def test_a_declarer_s_revoke_corrected_is_as_the_page_says(client):
    """Not a change: the engine and the page agree. 62A: "Rönons resmileşmeden önce usulsüzlüğün
    farkına varılırsa, oyuncu rönonsunu düzeltmek zorundadır" / "A player must correct his revoke if
    attention is drawn to the irregularity before it becomes established"; 62B2: "deklaranın ... elinden
    oynanmışsa ... bir başka onarma olmaksızın değiştirilebilir" / "may be replaced without further
    rectification if it was played from declarer's ... hand"; 62C1: "Kusursuz tarafın her iki üyesi
    rönonstan sonra ... oynamış olabileceği her kartı geri alabilir" / "Each member of the
    non-offending side may withdraw ... any card he may have played after the revoke"."""
    # Dummy wins trick 1 and leads ♣A; E follows, S (declarer) ruffs holding clubs, W follows.
    revoke = ["W:D2", "N:DA", "E:D9", "S:D6", "N:CA", "E:C9", "S:H6", "W:C2"]
    assert play(revoke)["revokes"] == [{"seat": "S", "trick": 2, "established": False}]
    corrected = play([*revoke, {"act": "correct", "seat": "S", "card": "C6"}])
    assert corrected["penalty_cards"] == [] and "62B2" in corrected["laws"]
    replaced = play(
        [*revoke, {"act": "correct", "seat": "S", "card": "C6"}, {"act": "replace", "seat": "W", "card": "C3"}]
    )
    assert "62C1" in replaced["laws"]
    keys = ["asked-revoke", "no-a2-violation"]
    says(client, DUMMY, keys, "en", "declarer's card may be replaced without further rectification (Law 62B2)")
    says(client, DUMMY, keys, "en", "each defender may take back any card he played after the revoke")


# --- score-correction (Laws 79, 82C, 87, 92) -------------------------------------------------------


def test_92a_a_disputed_ruling_goes_to_the_appeals_committee_as_the_official_turkish_says(client):
    """92A: "Bir yarışmacı veya onun kaptanı, masada hakem tarafından verilen kararın gözden
    geçirilmesi için İtiraz Komitesi'ne başvurabilir. İtiraz Komitesi'nce dayanaksız bulunan bu tür
    talepler hakkında yönetmeliklerde belirtilen şekilde yaptırımlar uygulanabilir." / "A contestant
    or his captain may appeal for a review of any ruling made at his table by the Director. Any
    such request, if deemed to lack merit, may be the subject of a sanction imposed by regulation."
    92B: "bir hakem kararı talep etme veya itiraz komitesine başvurma hakkı" / "The right to request
    or appeal a Director's ruling". The page had the WBF's words without saying so, where the
    appeals guide follows the Turkish and names the difference; it now has the appeals guide's."""
    keys = ["ruling", "player"]
    says(
        client,
        SCORE,
        keys,
        "tr",
        "kararın gözden geçirilmesi için İtiraz Komitesi'ne başvurabilir (Yasa 92A)",
        "hakem kararı isteme ya da İtiraz Komitesi'ne başvurma hakkı",
        "İtiraz Komitesi'nce dayanaksız bulunan bir başvuruya",
        "Resmî metin Türkçedir: Türkçe 92A'da yarışmacı İtiraz Komitesi'ne başvurur",
        "Masanızda verdiğim kararın gözden geçirilmesi için İtiraz Komitesi'ne başvurabilirsiniz (Yasa 92A)",
    )
    says(
        client,
        SCORE,
        keys,
        "en",
        "may apply to the Appeals Committee for a review of a ruling the Director made at its table (Law 92A)",
        "the right to request a Director's ruling or to apply to the Appeals Committee expires",
        "A request the Appeals Committee finds to be without merit",
        "the WBF English says only 'appeal for a review'",
        "You may apply to the Appeals Committee for a review of the ruling I made at your table (Law 92A)",
    )
    never_says(
        client,
        SCORE,
        keys,
        "tr",
        "kararın gözden geçirilmesini isteyebilir (Yasa 92A)",
        "Dayanaksız bulunan bir itiraz yönetmelikle yaptırıma konu olabilir",
    )
    never_says(
        client,
        SCORE,
        keys,
        "en",
        "may appeal for a review of a ruling made at his table by the Director (Law 92A)",
        "An appeal found to lack merit may be sanctioned by regulation",
        "You may appeal for a review of the ruling I made",
    )


def test_92a_after_the_director_s_own_error(client):
    """92A (as above): the Turkish has the contestant apply to the Appeals Committee for a review;
    the Director's-error page told the player he "may appeal for a review", the WBF's words."""
    keys = ["ruling", "director"]
    says(client, SCORE, keys, "tr", "gözden geçirilmesi için İtiraz Komitesi'ne başvurabilirsiniz (Yasa 92A)")
    says(client, SCORE, keys, "en", "you may apply to the Appeals Committee for a review (Law 92A)")
    never_says(client, SCORE, keys, "en", "you may appeal for a review (Law 92A)")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_87a_a_fouled_board_includes_copies_differing_in_dealer_or_vulnerability(client, lang):
    """87A: "bir ya da daha çok kartın borda yanlış yerleştirilmesi veya aynı olması gereken bordun
    iki kopyası arasında farklı dağıtan veya zon durumu bulunması sonucu" / "a card (or more than
    one) was displaced in the board, or if he determines that the dealer or vulnerability differed
    between copies of the same board". The first step's note gave only the displaced card."""
    new, old = {
        "tr": (
            "ya da aynı bordun kopyaları arasında dağıtan veya zon farklı olduğunu",
            "Bordda bir kart yanlış yere konduğu için",
        ),
        "en": (
            "or the dealer or vulnerability differed between copies of it",
            "If a card was displaced in the board so",
        ),
    }[lang]
    says(client, SCORE, [], lang, new)
    never_says(client, SCORE, [], lang, old)
