"""The inadmissible-call guide (Laws 35-39), walked to each ending by its GET URL in both
languages: the page says the ruling a player at the table would notice, and the ending cites the
paragraph that decides it. The deciding paragraph of each path is quoted beside it (Turkish
official text, then the WBF English)."""

import pytest
from django.utils.html import escape

from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says
from situations.tests.guides.test_guides import url_of
from tests.seen import seen

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
GUIDE = BY_SLUG[SLUG]

# path -> (deciding paragraph, what the Turkish page says, what the English page says)
# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 36A: "kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir ... Yasa
    # 26B'deki çıkış kısıtlamaları uygulanmaz" / "the inadmissible call and all subsequent calls
    # are cancelled ... The lead restrictions in Law 26B do not apply."
    "double/lho-called": (
        "36A",
        "ondan sonraki bütün konuşmalar iptal edilir",
        "all later calls are cancelled",
    ),
    # 36B2: "kusurlu oyuncunun ortağı konuşma sırası her kendine geldiğinde pas geçmek zorundadır"
    # / "the offender's partner must pass whenever it is his turn to call".
    "double/in-turn": (
        "36B2",
        "ortağı konuşma sırası her kendisine geldiğinde pas geçmek zorundadır",
        "partner must pass whenever it is his turn to call",
    ),
    # 36B4: "artırım sıra kendinde olan oyuncuya geri döner, kusurlu oyuncu sıra kendisine
    # geldiğinde herhangi bir yasal konuşma yapabilir" / "the auction reverts to the player whose
    # turn it was to call, the offender may make any legal call at his turn".
    "double/out-of-turn": (
        "36B4",
        "sırası geldiğinde herhangi bir yasal konuşmayı yapabilir",
        "may make any legal call at his turn",
    ),
    # 36C: "son kontrat skoru, kabul edilmeyen konuşmanın yapılmadığı şekli ile hesaplanır" /
    # "the final contract is scored as if the inadmissible call had not been made".
    "double/after-lead": (
        "36C",
        "o konuşma hiç yapılmamış gibi skorlanır",
        "scored as if that call had not been made",
    ),
    # 37A: "bu konuşma ve sonraki tüm yasal konuşmalar geçerli olarak kalırlar" / "that call and
    # all subsequent calls stand".
    "must-pass/lho-called": (
        "37A",
        "sonraki bütün yasal konuşmalar geçerli kalır",
        "all later legal calls stand",
    ),
    # 37B2: "Kusurlu oyuncu konuşmasını pas ile değiştirmelidir ... kusurlu tarafın her üyesi
    # konuşma sırası her kendilerine geldiğinde pas geçmek zorundadır" / "a pass is substituted
    # ... each member of the offending side must pass whenever it is his turn to call".
    "must-pass/not-yet": (
        "37B2",
        "kusurlu tarafın her iki oyuncusu da konuşma sırası her kendisine geldiğinde pas geçmek zorundadır",
        "each member of the offending side must pass whenever it is his turn to call",
    ),
    # 38B: "Yediden yüksek bir deklare sonraki konuşmalarla birlikte iptal edilir." / "A bid of
    # more than seven is cancelled together with any subsequent calls."; 38D: 26B and 72C may apply.
    "above-seven/not-yet": (
        "38B",
        "ondan sonraki konuşmalarla birlikte iptal edilir",
        "cancelled together with any later calls",
    ),
    # 38D: "kusurlu oyuncunun solundaki rakip, usulsüzlükten sonra ve bir onarma belirlenmeden
    # önce konuşma yaparsa, bu yasalara başvurulmaz" / "if the offender's LHO had called subsequent
    # to the infraction and before rectification there is no recourse to these Laws".
    "above-seven/lho-called": (
        "38D",
        "Yasa 26B ve 72C'ye başvurulmaz",
        "there is no recourse to Laws 26B and 72C",
    ),
    # 39B: "bu bir defans oyuncusunun pası veya gelecekteki deklaranın veya yerin bir konuşması
    # ise, yaptırım uygulanmaz" / "if the infraction is a pass by a defender or any call by the
    # future declarer or dummy, then there is no further rectification".
    "after-final-pass/defender-pass": ("39B", "yaptırım uygulanmaz", "there is no further rectification"),
    "after-final-pass/declaring-side": ("39B", "yaptırım uygulanmaz", "there is no further rectification"),
    # 39B: "Eğer kusurlu oyuncunun solundaki rakip onarmadan önce bir konuşma yaparsa ...
    # yaptırım uygulanmaz" / "If offender's LHO calls before rectification ... no further rectification".
    "after-final-pass/defender-call/lho-called": ("39B", "yaptırım uygulanmaz", "there is no further rectification"),
    # 39C: "Yasa 26B'deki çıkış kısıtlamaları uygulanabilir" / "the lead restrictions in Law 26B may apply".
    "after-final-pass/defender-call/not-yet": (
        "39C",
        "Yasa 26B'deki çıkış kısıtlamaları uygulanabilir",
        "the lead restrictions of Law 26B may apply",
    ),
    # 22B: "Dört oyuncunun pas geçmesi durumunda (ancak bkz. Yasa 25). Eller oynanmaksızın borda
    # geri konulur. Deste yeniden dağıtılmayacaktır." / "all four players pass (but see Law 25). The
    # hands are returned to the board without play. There shall not be a redeal."
    "after-final-pass/passed-out": (
        "22B",
        "eller oynanmadan borda geri konur ve deste yeniden dağıtılmayacaktır",
        "the hands are returned to the board without play and there shall not be a redeal",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_lead_restrictions_are_offered_only_where_the_laws_allow_them(client, lang):
    """36A, 37A and 38D (LHO called first) rule out Law 26B; 36B3, 37B2, 38D and 39C let it apply:
    only the latter endings offer declarer the choice to forbid a suit."""
    forbid = "Bir renk yasaklamak" if lang == "tr" else "Forbid a suit"
    with_ban = {"double/in-turn", "double/out-of-turn", "must-pass/not-yet", "above-seven/not-yet"}
    with_ban.add("after-final-pass/defender-call/not-yet")
    for path in RULINGS:
        page = seen(client.get(url_of(SLUG, path.split("/"), lang)).content.decode())
        assert (forbid in page) == (path in with_ban), path


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_37a_follows_the_turkish_legal_calls_and_says_where_the_wbf_english_differs(client, lang):
    """37A, Turkish (official): "bu konuşma ve sonraki tüm yasal konuşmalar geçerli olarak kalırlar";
    WBF English: "that call and all subsequent calls stand". The guide follows the Turkish ("legal")
    and must say that the WBF English has no such word."""
    page = seen(client.get(url_of(SLUG, ["must-pass", "lho-called"], lang)).content.decode())
    note = (
        "Türkçe 37A 'sonraki tüm yasal konuşmalar' der; WBF İngilizcesi 'sonraki tüm konuşmalar'"
        if lang == "tr"
        else "its 37A says 'all subsequent legal calls'; the WBF English says 'all subsequent calls'"
    )
    assert escape(note) in page


@pytest.mark.parametrize("path", sorted(RULINGS))
def test_the_paragraph_of_laws_36_to_39_that_rules_is_cited_before_the_law_35_list(path):
    """Law 35 only lists the inadmissible calls and sends each to its Law ("Law 36 applies", TR
    "Yasa 36 uygulanır"); what happens is in Laws 36-39, so an ending cites its Law 36-39 paragraph
    first and the Law 35 entry after it. The one exception is the board passed out: what decides it
    is 22B, the hands returned to the board without a redeal (the row above), so 22B comes first and
    39A (the call after the final pass is cancelled) after it (search124)."""
    _, ending = GUIDE.walk(path.split("/"))
    first = 1 if path == "after-final-pass/passed-out" else 0
    if first:
        assert ending.laws[0] == RULINGS[path][0] == "22B", ending.laws
    assert ending.laws[first][:2] in {"36", "37", "38", "39"}, ending.laws
    law_35 = [at for at, label in enumerate(ending.laws) if label.startswith("35")]
    assert law_35 and min(law_35) > first, ending.laws


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_call_after_four_passes_is_cancelled_and_the_board_scores_zero(client, lang):
    """A call after an auction passed out. 39A: "Artırımın sonuncu pasından sonra yapılan
    konuşmalar iptal edilir." / "All calls after the final pass of the auction are cancelled."; 77:
    "Dört oyuncu da pas geçerse (bkz. Yasa22) her iki taraf da sıfır skorunu alır." / "If all four
    players pass (see Law 22) each side enters a zero score."; 22B: "Eller oynanmaksızın borda geri
    konulur." / "The hands are returned to the board without play." No opening lead is made, so
    nobody is offered a suit to forbid (39C's lead restrictions)."""
    page = seen(client.get(url_of(SLUG, ["after-final-pass", "passed-out"], lang)).content.decode())
    if lang == "tr":
        said = ("son pasından sonra yapılan konuşmalar iptal edilir", "her iki taraf da sıfır skorunu alır")
    else:
        said = ("calls after the final pass of the auction are cancelled", "each side enters a zero score")
    for words in said:
        assert words in page
    for label in ("39A", "22B", "77"):
        assert f'data-label="{label}"' in page
    assert ("Bir renk yasaklamak" if lang == "tr" else "Forbid a suit") not in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_37b2_the_offender_must_replace_his_call_with_a_pass_as_the_official_turkish_says(client, lang):
    """37B2, Turkish (official): "Kusurlu oyuncu konuşmasını pas ile değiştirmelidir, artırım devam
    eder ve kusurlu tarafın her üyesi konuşma sırası her kendilerine geldiğinde pas geçmek
    zorundadır"; WBF English: "a pass is substituted, the auction continues and each member of the
    offending side must pass whenever it is his turn to call". The Turkish names the offender and
    says he must; the WBF's passive names no one. The page and the read-out say who, and the page
    quotes 37B2 with its editor's note, which says where the WBF English differs; "a pass is
    substituted" is no longer the guide's own word."""
    keys = ["must-pass", "not-yet"]
    if lang == "tr":
        now = "Kusurlu oyuncu konuşmasını pas ile değiştirmelidir; artırım sürer"
        note = "WBF'nin İngilizce metni bunu kimin yapacağını söylemez"
        read = "Onu pasla değiştirmelisiniz ve artırım sürer"
        old = "Yerine pas konur"
    else:
        now = "The offender must replace his call with a pass; the auction goes on"
        note = "The WBF's English names no one"
        read = "You must replace it with a pass and the auction goes on"
        old = "A pass is substituted"
    says(client, SLUG, keys, lang, now, note)
    reads(client, SLUG, keys, lang, read)
    never_says(client, SLUG, keys, lang, old)
    never_reads(client, SLUG, keys, lang, old)


@pytest.mark.parametrize("path", ["above-seven/not-yet", "above-seven/lho-called"])
def test_38c_says_a_pass_must_be_substituted(client, path):
    """38C, WBF English: "A pass must be substituted; the auction continues unless completed and each
    member of the offending side must pass whenever it is his turn to call"; Turkish (official):
    "Konuşma pas ile düzeltilir, eğer bitmediyse artırım devam eder ve kusurlu tarafın her üyesi
    konuşma sırası kendilerine her geldiğinde pas geçmek zorundadır" (neither names who). The English
    page said "A pass is substituted", leaving out the WBF's "must"; the Turkish page, in the
    official text's present tense, stays."""
    keys = path.split("/")
    says(client, SLUG, keys, "en", "A pass must be substituted; the auction goes on unless it is over")
    reads(client, SLUG, keys, "en", "and a pass must be substituted (Laws 38B, 38C)")
    never_says(client, SLUG, keys, "en", "A pass is substituted")
    says(client, SLUG, keys, "tr", "Yerine pas konur; artırım bitmediyse sürer")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_nobody_acts_until_the_director_has_explained_the_rectification(client, lang):
    """9B2, Turkish (official): "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi
    konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde
    bulunmayacaktır"; WBF English: "No player shall take any action until the Director has explained
    all matters in regard to rectification." The first step said only "before the Director comes":
    a call made after he has come and before he has explained is still one 9B2 forbids."""
    if lang == "tr":
        now = "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (Yasa 9B2)"
        old = "Hakem gelmeden"
    else:
        now = "No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (Law 9B2)"
        old = "before the Director comes"
    says(client, SLUG, [], lang, now)
    never_says(client, SLUG, [], lang, old)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_defender_s_call_after_the_final_pass_has_the_director_called_at_once(client, lang):
    """9B1(a), Turkish (official): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır";
    WBF English: "The Director should be summoned at once when attention is drawn to an
    irregularity." The defender's bid, double or redouble after the final pass (39A, 39C) is the
    irregularity; the Ending said only "before the opening lead"."""
    keys = ["after-final-pass", "defender-call", "not-yet"]
    if lang == "tr":
        now, old = "Hakemi hemen (Yasa 9B1(a))", "Atak yapılmadan önce hakemi çağırın"
    else:
        now, old = "Call the Director at once (Law 9B1(a))", "Call the Director before the opening lead"
    says(client, SLUG, keys, lang, now)
    never_says(client, SLUG, keys, lang, old)
