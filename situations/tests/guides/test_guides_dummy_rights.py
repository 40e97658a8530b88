"""The dummy's-rights guide (Laws 42, 43, 45F), walked to each ending by its GET URL in both
languages: the page says the ruling a player would notice, and the ending cites the paragraph
that decides it (quoted beside each path: the Turkish official text, then the WBF English)."""

import pytest
from django.utils.html import escape

from situations.content import BY_SLUG
from situations.tests.guides.test_guides import url_of

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
GUIDE = BY_SLUG[SLUG]

# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 42A1: "Yer, hakemin önünde, olay veya Yasa ile ilgili bilgi verme hakkına sahiptir." /
    # "Dummy is entitled to give information, in the Director's presence, as to fact or law."
    "rights": ("42A1", "olay ya da yasa hakkında bilgi verebilir", "as to fact or law"),
    # 42B1: "Yer deklarana bir lövede renge uymadığı zaman çıkılan renkte kartı olup olmadığını
    # sorabilir. (Ancak defans oyuncusuna soramaz.)" / "Dummy may ask declarer (but not a defender)
    # when he has failed to follow suit to a trick whether he has a card of the suit led."
    "asked-revoke/no-a2-violation": (
        "42B1",
        "çıkılan renkten kartı olup olmadığını sorabilir",
        "whether he has a card of the suit led",
    ),
    # 43B2(b): "deklaran oynadığı kart yasadışı ise doğru kartla düzeltmek zorundadır ve Yasa 64'de
    # öngörülen hükümler rönons resmileşmiş gibi uygulanır" / "declarer must substitute a correct
    # card if his play was illegal, and the provisions of Law 64 then apply as if the revoke had
    # been established".
    "asked-revoke/after-a2-violation": (
        "43B2(b)",
        "Yasa 64'ün hükümleri rönons resmileşmiş gibi uygulanır",
        "Law 64 then applies as if the revoke had been established",
    ),
    # 42B2: "Herhangi bir usulsüzlüğü önlemeye çalışabilir." / "He may try to prevent any irregularity."
    "prevent/no-a2-violation": ("42B2", "bir usulsüzlüğü önlemeye çalışabilir", "may try to prevent an irregularity"),
    # 43B2(a): "deklaranı yanlış elden çıkış yapmaması hakkında uyarırsa, herhangi bir defans
    # oyuncusu deklaranın çıkış yapacağı eli seçebilir" / "warns declarer not to lead from the wrong
    # hand, either defender may choose the hand from which declarer shall lead".
    "prevent/after-a2-violation": (
        "43B2(a)",
        "defans oyuncularından herhangi biri deklaranın hangi elden çıkacağını seçebilir",
        "either defender may choose the hand from which declarer shall lead",
    ),
    # 9A2: "deklaran veya herhangi bir defans oyuncusu, oyun süreci içinde oluşan bir usulsüzlüğe
    # dikkat çekebilir" / "declarer or either defender may draw attention to an irregularity that
    # occurs during the play period"; 9B1(b): dummy may then summon the Director.
    "irregularity/declarer-or-defender": (
        "9B1(b)",
        "yer dahil her oyuncu hakemi çağırabilir",
        "any player, dummy included, may call the Director",
    ),
    # 43A1(b): "Yer oyun esnasında bir usulsüzlüğe dikkat çekemez." / "Dummy may not call attention
    # to an irregularity during play."; 43B1: "Yasa 90 hükümlerince cezalandırılabilir" / "liable to
    # penalty under Law 90". Neither says the irregularity goes unrectified: 10A, the Director
    # alone determines rectification.
    "irregularity/dummy/no-a2-violation": (
        "43A1(b)",
        "Yasalar, usulsüzlüğün bu yüzden düzeltilmeden kalacağını söylemez",
        "The Laws do not say that the irregularity then goes unrectified",
    ),
    # 43B3: "o an için herhangi bir onarma uygulanmaz ... Deklaran tarafı için ise masa skoru
    # geçerli kalır" / "there is no immediate rectification ... The declaring side retains the
    # score achieved at the table."
    "irregularity/dummy/after-a2-violation/defender": (
        "43B3",
        "o an için onarma uygulanmaz",
        "there is no immediate rectification",
    ),
    # 43B3 is for "a defender's irregularity" only; 10A: the Director determines the rectification.
    "irregularity/dummy/after-a2-violation/declarer": (
        "10A",
        "Yasa 43B3 yalnızca bir defans oyuncusunun usulsüzlüğü için",
        "Law 43B3 sets a special rule only for a defender's irregularity",
    ),
    # 43A2(b): "Yer deklaranın eli oynamasını izlemek için yerinden kalkamaz." / "Dummy may not
    # leave his seat to watch declarer's play of the hand."
    "broke-a-limit": (
        "43A2(b)",
        "deklaranın oynayışını izlemek için yerinden kalkamaz",
        "leave his seat to watch declarer's play",
    ),
    # 43A3: "Defans oyuncusu Yer'e elini gösteremez" / "A defender may not show dummy his hand"; Law 43B
    # rectifies no breach of it (43B1 names A1 and A2 only; 43B2 and 43B3 follow dummy's A2 violation).
    "defender-showed-hand": (
        "43A3",
        "Defans oyuncusu yere elini gösteremez",
        "A defender may not show dummy his hand",
    ),
    # 45F: "Oyun devam eder. Oyun sonunda hakem yerin deklarana bir oyun önerdiğine ve defansın
    # önerilen oyun ile zarara uğradığına karar verirse ayarlı bir skor atar." / "Play continues.
    # At the end of the play the Director shall award an adjusted score if he considers dummy
    # suggested a play to declarer and the defenders were damaged by the play suggested."
    "touched-card": (
        "45F",
        "yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara uğradığına karar verirse ayarlı bir skor atar",
        "dummy suggested a play to declarer and the defenders were damaged by it",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_guide_asks_who_drew_attention(client, lang):
    page = client.get(url_of(SLUG, ["irregularity"], lang)).content.decode()
    assert (
        escape("Usulsüzlüğe kim dikkat çekti?" if lang == "tr" else "Who drew attention to the irregularity?") in page
    )


def test_dummy_drawing_attention_without_an_a2_violation_claims_no_more_than_the_text():
    """9A4/43A1(b) forbid it and 43B1 makes dummy liable to a Law 90 penalty; 43B2 and 43B3 apply
    only "after his violation of the limitations listed in A2". So without an A2 violation the
    ending cites 43B1 and 90A but neither 43B2 nor 43B3 as what happens, and it never says the
    irregularity is left unrectified."""
    _, ending = GUIDE.walk(["irregularity", "dummy", "no-a2-violation"])
    assert {"9A4", "43A1(b)", "43B1", "90A", "10A"} <= set(ending.laws)
    assert not {"43B2", "43B2(a)", "43B2(b)", "43B3"} & set(ending.laws)
    for line in ending.now:
        assert "no immediate rectification" not in line.en and "onarma uygulanmaz" not in line.tr


def test_the_special_rules_of_43b2_and_43b3_are_reached_only_after_an_a2_violation():
    for keys, ending in GUIDE.endings():
        if {"43B2(a)", "43B2(b)", "43B3"} & set(ending.laws) and keys != ["broke-a-limit"]:
            assert "after-a2-violation" in keys, keys


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_after_dummy_asks_a_corrected_revoke_lets_the_defenders_take_back_later_cards(client, lang):
    """62C1: "Each member of the non-offending side may withdraw and return to his hand any card he
    may have played after the revoke but before attention was drawn to it" (TR "Kusursuz tarafın her
    iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış olabileceği her kartı geri alabilir
    ve eline geri koyar"): the ending no longer says that nobody has a choice."""
    keys = ["asked-revoke", "no-a2-violation"]
    page = client.get(url_of(SLUG, keys, lang)).content.decode()
    said = (
        "rönonstan sonra ve ona dikkat çekilmeden önce kart oynamış her defans oyuncusu o kartı eline geri alabilir"
        if lang == "tr"
        else "each defender may take back any card he played after the revoke and before attention was drawn to it"
    )
    assert escape(said) in page
    assert 'data-label="62C1"' in page
    _, ending = GUIDE.walk(keys)
    assert "62C1" in getattr(ending.chooser, lang)


@pytest.mark.parametrize(
    "path, label",
    [
        ("asked-revoke/after-a2-violation", "43B2(b)"),
        ("prevent/after-a2-violation", "43B2(a)"),
        ("irregularity/dummy/after-a2-violation/defender", "43B3"),
        ("prevent/no-a2-violation", "42B2"),
    ],
)
def test_the_paragraph_that_rules_is_cited_first(path, label):
    """43B2(a) ("either defender may choose the hand from which declarer shall lead"; TR "herhangi
    bir defans oyuncusu deklaranın çıkış yapacağı eli seçebilir"), 43B2(b) and 43B3 say what follows
    a 43A2 violation, and 42B2 is dummy's own right to "try to prevent any irregularity" (TR
    "Herhangi bir usulsüzlüğü önlemeye çalışabilir"); 43A2 and 9A3 are the background. The most
    specific paragraph is cited first."""
    _, ending = GUIDE.walk(path.split("/"))
    assert ending.laws[0] == label


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_touched_card_ending_says_the_limit_and_the_penalty_as_two_sentences(lang):
    """43A1(c) (TR "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde
    bulunmamalıdır"; WBF "Dummy must not participate in the play, nor may he communicate anything
    about the play to declarer") and 43B1 (TR "Yer bundan önceki A1 ve A2 bentlerinde sayılan
    kısıtlamaların ihlali halinde Yasa 90 hükümlerince cezalandırılabilir"; WBF "Dummy is liable to
    penalty under Law 90 for any violation of the limitations listed in A1 and A2"): the page read
    "(Yasa 43A1(c)); Bu kısıtlamayı ..." / "(Law 43A1(c)); Dummy is liable ...", a sentence begun
    after a semicolon."""
    _, ending = GUIDE.walk(["touched-card"])
    now = " ".join(getattr(t, lang) for t in ending.now)
    assert "43A1(c)); " not in now
    assert "43A1(c)). " in now
