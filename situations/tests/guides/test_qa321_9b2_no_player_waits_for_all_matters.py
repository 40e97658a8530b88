"""The sentence above every guide's options after an irregularity (templates/situations/ending.html,
both catalogues) says Law 9B2's subject and object, in the words the guides' other 9B2 lines use
(common.call_though_unrectified, insufficient_bid.NO_REPLACEMENT_BEFORE; qa321, session 95).

9B2, TR (official, fixtures/laws_tr.txt): "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi
konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde
bulunmayacaktır."
9B2, WBF: "No player shall take any action until the Director has explained all matters in regard to
rectification."

The line said "No other player shall take any action until the Director has explained all of them" /
"Diğer hiçbir oyuncu, hakem hepsini açıklayana kadar herhangi bir eylemde bulunmayacaktır": "other"
(1fbcde9c's "everyone else waits") is in neither text, and the chooser too waits (choosing is an
action; 10C1, TR "hakem mevcut olan tüm seçenekleri açıklayacaktır", WBF "the Director shall explain all the
options available", gives the explanation before the choice); "all of them" (the options) is 10C1's
object, not 9B2's. Both languages say the Turkish 9B2, which names the penalty too (the editor's
note translation-9B2; qa163). Two Endings with options (insufficient-bid 'not-yet' and
'not-accepted/other/offender-defends') have no CALL_NOW "choose after the Director has explained the
options", so on them the old line left the chooser's wait unsaid."""

import pytest

from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db

NEW = {
    "tr": (
        "Aşağıdaki seçenekler seçecek oyuncuya yazılmıştır. Hakem usulsüzlüğün düzeltilmesi ve bir cezanın"
        " belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde"
        " bulunmayacaktır ("
    ),
    "en": (
        "The options below are written to the player who chooses. No player shall take any action until the"
        " Director has explained all the possible matters concerning the correction of the irregularity and"
        " the assessment of a penalty ("
    ),
}
LAW_9B2 = {"tr": "/tr/yasa/9B2/", "en": "/en/law/9B2/"}
OLD = {
    "tr": "Diğer hiçbir oyuncu",
    "en": "No other player",
}
ENDINGS = (
    ("lead-out-of-turn", ["opening", "wrong-defender", "faced"]),  # 54A-54D, under CALL_NOW
    ("insufficient-bid", ["not-yet"]),  # 27A-27B, no CALL_NOW wait
)


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys", ENDINGS, ids=lambda v: v if isinstance(v, str) else "/".join(v))
def test_the_line_above_the_options_says_no_player_and_all_matters_of_9b2(client, slug, keys, lang):
    says(client, slug, keys, lang, NEW[lang])
    text = page(client, slug, keys, lang)
    assert text[text.index(NEW[lang]) :].split("</p>")[0].count(f'href="{LAW_9B2[lang]}"') == 1
    never_says(client, slug, keys, lang, OLD[lang])
