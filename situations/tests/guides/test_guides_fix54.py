"""fix54: what the guides say around a choice where there is no irregularity, and words the walks
of qa52 and qa53 left (docs/legal-review.md, "fix54"). Each test quotes the deciding paragraph in
the official Turkish (fixtures/laws_tr.txt) and the WBF English (2017)."""

import pytest
from django.utils.html import escape

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db

LANGS = ("tr", "en")
ASKING_MEANING = ("asking-questions", ["asking", "auction", "meaning"])
# The sentence above the options (templates/situations/ending.html) in 9B2's own verb (qa302): TR
# "... hiçbir oyuncu herhangi bir eylemde bulunmayacaktır"; WBF "No player shall take any action until
# the Director has explained all matters in regard to rectification" (was "takes no action" /
# "hiçbir eylemde bulunmaz"); and its subject and object, in the Turkish's words (qa321: was "No other
# player ... all of them" / "Diğer hiçbir oyuncu, hakem hepsini açıklayana kadar").
NINE_B_2 = {
    "tr": "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (",
    "en": "No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (",
}
OPTIONS_WRITTEN = {
    "tr": "Aşağıdaki seçenekler seçecek oyuncuya yazılmıştır.",
    "en": "The options below are written to the player who chooses.",
}
TEN_C_1 = {"tr": "(Yasa 10C1)", "en": "(Law 10C1)"}


def _read_out_heading(text: str) -> str:
    """The "Read it out" section's first paragraph (templates/situations/ending.html)."""
    start = text.index('aria-labelledby="read-out-h"')
    return text[start : text.index('<div class="script">', start)]


@pytest.mark.parametrize("lang", LANGS)
def test_asking_what_a_call_means_is_no_irregularity_so_9b2_is_not_cited(client, lang):
    """9B2 stands under 9B "Bir Usulsüzlüğe Dikkat Çekildikten Sonra" / "After Attention Is Drawn to
    an Irregularity": TR "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki
    tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır" /
    WBF "No player shall take any action until the Director has explained all matters in regard to
    rectification". Asking is a right, not a rectification: 20F1, TR "herhangi bir oyuncu, konuşma
    sırası kendisine geldiğinde, rakiplerinin artırımlarının açıklamasını isteyebilir" / WBF "any
    player may request, at his own turn to call, an explanation of the opponents' auction"."""
    slug, keys = ASKING_MEANING
    text = guide_pages.page(client, slug, keys, lang)
    assert escape(OPTIONS_WRITTEN[lang]) in text
    assert escape(NINE_B_2[lang]) not in text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "slug, keys",
    [
        ASKING_MEANING,  # options, but no irregularity (20F1)
        ("call-out-of-rotation", ["lho-called"]),  # no options: 29A, no rectification
        ("appeal", ["disagree", "in-time", "pairs"]),  # an appeal is a right (92A)
    ],
    ids=lambda value: "/".join(value) if isinstance(value, list) else value,
)
def test_the_read_out_heading_cites_10c1_only_where_an_irregularity_gives_options(client, slug, keys, lang):
    """10C1: TR "Bu yasalar bir usulsüzlükten sonra seçim olanağı tanıyorsa, hakem mevcut olan tüm
    seçenekleri açıklayacaktır" / WBF "When these Laws provide an option after an irregularity, the
    Director shall explain all the options available". Where an Ending has no such option, the
    read-out's heading does not say that every option is stated under 10C1."""
    heading = _read_out_heading(guide_pages.page(client, slug, keys, lang))
    assert TEN_C_1[lang] not in heading
    assert ("masada yüksek sesle okuması için" if lang == "tr" else "to read aloud at the table") in heading


@pytest.mark.parametrize("lang", LANGS)
def test_the_read_out_heading_still_cites_10c1_where_the_options_follow_an_irregularity(client, lang):
    """29A/29B: the left-hand opponent's option after a call out of rotation (TR "konuşma yapmayı
    seçebilir"; WBF "may elect to call"), an option after an irregularity (10C1)."""
    heading = _read_out_heading(guide_pages.page(client, "call-out-of-rotation", ["not-yet"], lang))
    assert TEN_C_1[lang] in heading


@pytest.mark.parametrize(
    "slug, keys",
    [("score-correction", []), ("wrong-number-of-cards", ["fouled"])],
    ids=["score-correction", "wrong-number-of-cards/fouled"],
)
def test_a_fouled_board_s_dealer_is_the_laws_dagitan(client, slug, keys):
    """87A: TR "aynı olması gereken bordun iki kopyası arasında farklı dağıtan veya zon durumu
    bulunması" / WBF "the dealer or vulnerability differed between copies of the same board"; the
    Laws' Turkish names the dealer "dağıtan" wherever they name him (2, 17B "Bordda dağıtan olarak
    belirtilen oyuncu ilk konuşmayı yapar"), never "dağıtıcı"."""
    guide_pages.says(client, slug, keys, "tr", "aynı bordun kopyaları arasında dağıtan veya zon farklı")
    guide_pages.never_says(client, slug, keys, "tr", "dağıtıcı")


MISINFORMED_TURN = ("card-played-on-misinformation", ["told-my-turn", "opponent"])


@pytest.mark.parametrize("lang", LANGS)
def test_47e1_speaks_of_the_turn_to_lead_as_the_official_turkish_does(client, lang):
    """47E1: TR "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
    kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım
    olmaksızın geri alınabilir" (the turn to lead only); WBF "if the player was mistakenly informed
    by an opponent that it was his turn to lead or play". The guide follows the official Turkish (as
    the site's English of 47E1 does, "that it was his turn to lead") and says what the WBF has."""
    slug, keys = MISINFORMED_TURN
    rule, wbf, old = {
        "tr": (
            "Oyuncu, çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirildiyse",
            "(his turn to lead or play)",
            "çıkış (ya da oynama) sırasının",
        ),
        "en": (
            "misinformed by his opponents that it was his turn to lead, his lead out of turn",
            "'his turn to lead or play'",
            "that it was his turn to lead or play, his lead",
        ),
    }[lang]
    guide_pages.says(client, slug, keys, lang, rule, wbf)
    guide_pages.never_says(client, slug, keys, lang, old)


@pytest.mark.parametrize("key", ["opponent", "partner"])
def test_16b1a_in_english_follows_the_official_turkish_and_names_the_wbf_s_words(client, key):
    """16B1(a): TR "Bir oyuncu, mantıklı başka bir seçeneği varken, kendisine ulaşan bir dış
    bilginin açıkça gösterdiği doğrultudaki belli bir konuşma veya oyun tarzını tercih edemez" (the
    call or play clearly indicated, while he has another logical alternative); WBF "A player may not
    choose a call or play that is demonstrably suggested over another by unauthorized information
    if the other call or play is a logical alternative" (a comparative test). The Turkish pages said
    "açıkça gösterdiği", the English the WBF's test as the rule: the two languages gave the player
    different tests, as 16B2's "could well result" did (qa53)."""
    guide_pages.says(client, "hesitation", [key], "tr", "açıkça gösterdiği")
    guide_pages.says(
        client,
        "hesitation",
        [key],
        "en",
        "clearly indicated (so the official Turkish; the WBF English says 'demonstrably suggested over another')",
    )
    guide_pages.never_says(
        client, "hesitation", [key], "en", "demonstrably suggested over another, if the other is a logical alternative"
    )
    text = guide_pages.page(client, "hesitation", [key], "en")
    script = text[text.index('<div class="script">') :]
    assert "demonstrably suggested" not in script[: script.index("</div>")]


def test_16b1a_in_the_extraneous_information_guide_follows_the_official_turkish_too(client):
    """16B1(a) as above: the 'information from partner' Ending of the extraneous-information guide
    said in English "demonstrably suggested by it ... over a logical alternative" (the WBF's test)
    and in Turkish "açıkça gösterdiği" (the official one)."""
    guide_pages.says(client, "extraneous-information", ["partner"], "tr", "açıkça gösterdiği")
    guide_pages.says(
        client,
        "extraneous-information",
        ["partner"],
        "en",
        "A call or play it clearly indicated (so the official Turkish; the WBF English says 'demonstrably suggested over another')",
    )
    guide_pages.never_says(client, "extraneous-information", ["partner"], "en", "demonstrably suggested by it")
    guide_pages.never_says(client, "extraneous-information", ["partner"], "en", "it demonstrably suggests")
