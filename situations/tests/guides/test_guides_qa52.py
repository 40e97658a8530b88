"""qa52: the guides for what happens around the play (scores, penalties, appeals, information from
outside) walked as a Director would (docs/legal-review.md, "qa52"): where a page said something the
paragraphs it cites do not say.
"""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db

# The Endings whose options are an appeal or its acceptance (Law 92): a contestant's right, with
# no irregularity and no rectification to explain.
APPEAL_ENDINGS = (
    ("appeal", ["disagree", "in-time", "pairs"]),
    ("appeal", ["disagree", "in-time", "teams"]),
    ("appeal", ["disagree", "in-time", "individual"]),
    ("score-correction", ["ruling", "player"]),
)
# The sentence above the options (templates/situations/ending.html) in 9B2's own verb (qa302): TR
# "... hiçbir oyuncu herhangi bir eylemde bulunmayacaktır"; WBF "No player shall take any action until
# the Director has explained all matters in regard to rectification" (was "takes no action" /
# "hiçbir eylemde bulunmaz"); and its subject and object, in the Turkish's words (qa321: was "No other
# player ... all of them" / "Diğer hiçbir oyuncu, hakem hepsini açıklayana kadar").
WAIT_FOR_RECTIFICATION = {
    "tr": "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (",
    "en": "No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (",
}
WRITTEN_TO_CHOOSER = {
    "tr": "Aşağıdaki seçenekler seçecek oyuncuya yazılmıştır.",
    "en": "The options below are written to the player who chooses.",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys", APPEAL_ENDINGS, ids=lambda v: v if isinstance(v, str) else "/".join(v))
def test_an_appeal_s_options_do_not_cite_9b2_which_is_about_rectifying_an_irregularity(client, slug, keys, lang):
    """9B2, official Turkish: "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki
    tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır"; WBF:
    "No player shall take any action until the Director has explained all matters in regard to
    rectification." It stands under 9B, "Bir Usulsüzlüğe Dikkat Çekildikten Sonra" / "After Attention
    Is Drawn to an Irregularity". An appeal is a contestant's right to a review of a ruling (92A: "Bir
    yarışmacı veya onun kaptanı, masada hakem tarafından verilen kararın gözden geçirilmesi için
    İtiraz Komitesi'ne başvurabilir" / "A contestant or his captain may appeal for a review of any
    ruling made at his table by the Director"), made through the Director within 92B's time, often
    after the session: no irregularity, no rectification to explain. The appeal Endings' pages told
    "every other player" to take no action until the Director had explained the options (Law 9B2):
    a paragraph cited for what it does not say. The line that says whom the options address stays."""
    ending = BY_SLUG[slug].walk(keys)[1]
    assert ending.options and "92A" in ending.laws
    says(client, slug, keys, lang, WRITTEN_TO_CHOOSER[lang])
    never_says(client, slug, keys, lang, WAIT_FOR_RECTIFICATION[lang])
    assert "/9B2/" not in page(client, slug, keys, lang)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_options_after_an_irregularity_still_tell_the_others_to_wait_under_9b2(client, lang):
    """9B2 (quoted above) is kept where the options are a rectification's: a faced opening lead out of
    turn, declarer's five options (54A-54D; TR 9B2 "Hakem usulsüzlüğün düzeltilmesi ... açıklayıncaya
    kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır")."""
    says(client, "lead-out-of-turn", ["opening", "wrong-defender", "faced"], lang, WAIT_FOR_RECTIFICATION[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_score_correction_guide_sends_a_fouled_board_to_the_guide_that_covers_it(client, lang):
    """87A, official Turkish: "Eğer hakem, bir ya da daha çok kartın borda yanlış yerleştirilmesi veya
    aynı olması gereken bordun iki kopyası arasında farklı dağıtan veya zon durumu bulunması sonucu,
    doğrudan skor karşılaştırılması yapılacak çiftlerin bordu özdeş şeklinde oynamadıklarını tespit
    ederse o bord “karışmış” sayılır"; WBF: "A board is considered to be fouled if the Director
    determines that a card (or more than one) was displaced in the board, or ... the dealer or
    vulnerability differed between copies of the same board". The score-correction guide's first
    step says so and that it does not cover a fouled board, but named no guide that does: a Director
    with a fouled board was left at a dead end. The wrong-number-of-cards guide's 'fouled' Ending
    (87A, 87B, 87C) covers it, and the step now names that guide by its title."""
    fouled = BY_SLUG["wrong-number-of-cards"]
    assert "87A" in fouled.walk(["fouled"])[1].laws
    says(client, "score-correction", [], lang, getattr(fouled.title, lang))


def test_the_slow_play_advice_spells_the_tempo_as_turkish_does(client):
    """A word a Turkish reader stops at: the slow-play Ending's advice said "Oyunun tempusu" (no such
    form; "tempo" takes "temposu"). The Laws speak of the same thing in 74C7, TR "Rakibi sıkıntıya
    sokmak amacıyla artırım veya oyunun normal ritmini değiştirmek" / WBF "varying the normal tempo
    of bidding or play for the purpose of disconcerting an opponent"; the advice is the guide's own
    words, not the Law's, and now reads "Oyunun temposu"."""
    says(client, "penalties", ["slow-play"], "tr", "Oyunun temposu üzerine rakiple tartışmayın")
    never_says(client, "penalties", ["slow-play"], "tr", "tempusu")


READ_OUT_COURSE = {
    "tr": ("Yasa 16D uygulanır (Yasa 6D1); hangi yolu izleyeceğine hakem karar verir (Yasa 16D).", "(Yasa 16D1)."),
    "en": ("Law 16D applies (Law 6D1); the Director decides which course to take (Law 16D).", "(Law 16D1)."),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_card_seen_in_the_deal_and_reported_late_is_read_out_on_the_paragraphs_that_say_it(client, lang):
    """The read-out of 'a card seen during the shuffle or deal, reported after the first call' said
    "Law 16D applies; the Director decides which course to take (Law 16D1)". 16D1 says only who tells
    the Director: TR "hakem masaya, tercihen bilginin alıcısı tarafından, derhal çağrılmalıdır" /
    WBF "the Director should be notified forthwith, preferably by the recipient of the information".
    That 16D applies is 6D1's (TR "Daha sonra bordun oynanmasının tamamlanmasından önce başka bir
    oyuncunun eline ait bir kartın kazara görülmesi durumunda Yasa 16D uygulanır" / WBF "Thereafter
    Law 16D applies to the accidental sighting of a card belonging to another player's hand before the
    conclusion of play"); the courses are 16D2 and 16D3's (TR 16D2 "Eğer hakem bu bilginin normal
    oyunu etkileyebileceğini düşünürse ... aşağıdakileri yapabilir", 16D3 "hakem yukarıdaki 2(c)
    veya 2(d) maddelerine uygun şekilde hareket eder" / WBF "he may ...", "the Director proceeds as
    in 2(c) or 2(d) above"), which the Ending's own chooser cites as Law 16D."""
    keys = ["card-at-my-table", "shuffle-or-deal-reported-late"]
    now, before = READ_OUT_COURSE[lang]
    says(client, "extraneous-information", keys, lang, now)
    never_says(client, "extraneous-information", keys, lang, "take " + before, "verir " + before)


WHO_CALLS_AT_ONCE = {
    "tr": (
        "Bir rakip hakemi daha sonra çağırma hakkını saklı tuttuğunu bildirdiğinde tarafınız izinsiz bilgi"
        " iletilmiş olabileceğine karşı çıkıyorsa hemen (Yasa 16B2)",
        "Rakipler bilgi iletildiğine itiraz ederse hemen",
    ),
    "en": (
        "At once if an opponent announces that he reserves the right to call the Director later and your side"
        " disputes that unauthorised information might have been conveyed (Law 16B2)",
        "At once if the opponents dispute that information was conveyed",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_information_from_partner_tells_the_receiver_s_side_to_call_at_once_if_it_disputes(client, lang):
    """16B2, official Turkish: "Bir oyuncu bir rakibinin böyle bir bilgi verdiğini ve bunun zarara yol
    açabileceğini düşündüğü zaman, ... daha sonra hakem çağırma hakkını saklı tutacağını bildirebilir
    (rakipler izinsiz bilgi iletilmiş olabileceği savına karşı iseler, hakemi hemen
    çağırmalıdırlar)"; WBF: "When a player considers that an opponent has made such information
    available and that damage could well result he may announce ... that he reserves the right to
    summon the Director later (the opponents should summon the Director immediately if they dispute
    the fact that unauthorized information might have been conveyed)." The Law's "opponents" are the
    side said to have conveyed the information. The Ending 'Information from partner' is written to
    the player who received it ("my partner's comment gave away his hand"): for him that side is his
    own, but the page said "At once if the opponents dispute that information was conveyed", the
    duty given to the other side."""
    keys = ["partner"]
    now, before = WHO_CALLS_AT_ONCE[lang]
    says(client, "extraneous-information", keys, lang, now)
    never_says(client, "extraneous-information", keys, lang, before)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_information_from_partner_lists_the_paragraphs_its_director_line_rests_on(client, lang):
    """The Ending's Director line rests on 16B2 (TR "rakipler izinsiz bilgi iletilmiş olabileceği
    savına karşı iseler, hakemi hemen çağırmalıdırlar" / WBF "the opponents should summon the
    Director immediately if they dispute ...") and 16B3 (TR "oyun bittikten sonra hakemi
    çağırmalıdır" / WBF "he should summon the Director when play ends"), but 'The paragraphs it rests
    on' listed only 16B1 and 16B1(a): a Director could not open the two paragraphs the line cites."""
    ending = BY_SLUG["extraneous-information"].walk(["partner"])[1]
    assert {"16B2", "16B3"} <= set(ending.laws)
    law = "/tr/yasa/" if lang == "tr" else "/en/law/"
    says(client, "extraneous-information", ["partner"], lang, f"{law}16B2/", f"{law}16B3/")
