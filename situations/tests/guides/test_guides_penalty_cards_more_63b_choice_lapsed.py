"""A penalty card not played, and the offender's side has led to the next trick before declarer chose
under 52B: the penalty-cards-more guide's third answer to "Has declarer played a card from his own hand
or dummy since?" (session 91, qa244), from the engine's answer since eng242 (docs/rulings-cli.md,
Additions, "A penalty card not played, and the offender's side plays on before declarer chooses").

52B1(a), TR "Bir defans oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak zorunda olmasına rağmen başka
bir kart çıkar veya oynarsa, deklaran bu çıkış veya oyunu kabul edebilir."; WBF "If a defender has led or
played another card when required by law to play a penalty card, declarer may accept such lead or play."
52B2, TR "Deklaran defans oyuncusundan yasaya aykırı olarak oynanan veya çıkılan kartını kabul etmezse,
defans oyuncusu bu kartı cezalı kart ile değiştirmek zorundadır."; WBF "If declarer does not accept the
card illegally played or led the defender must substitute the penalty card for the card illegally played
or led."
61A, TR "yasa tarafından emredilen ... bir rengi veya kartı olanak varken, çıkmamak ya da oynamamak rönons
teşkil eder"; WBF "failure to lead or play, when able, a card or suit required by law ... constitutes a
revoke".
63A1, TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında (bu tür her
oyun yasal olsun veya olmasın, rönonsu resmileştirir)."; WBF "when the offender or his partner leads or
plays to the following trick (any such play, legal or illegal, establishes the revoke)".
63B, TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez (Onikinci lövedeki rönons için Yasa
62C3'te belirtilen durum hariç) ve rönonsun meydana geldiği löve oynandığı gibi kalır."; WBF "Once a
revoke is established, it may no longer be corrected (except as provided in Law 62D for a revoke on the
twelfth trick or as in Law 62C3), and the trick on which the revoke occurred stands as played."
64B3, TR "Rönons, cezalı bir kartın oynanmaması ... sonucu meydana gelmişse" (no automatic trick
adjustment); WBF "the revoke was made in failing to play a penalty card".
64C1, TR "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan sonra, hakem kusursuz
tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin edilmediğine kanaat
getirdiğinde, ayarlı skor atayacaktır."; WBF "When, after any established revoke, including those not
subject to trick adjustment, the Director deems that the non-offending side is insufficiently compensated
by this Law for the damage caused, he shall assign an adjusted score." (64C2 is for repeated revokes in
one suit and for a revoke of both sides: the engine's "64C" is 64C1 here.)

The guide had two answers, "No" (declarer may still accept or require the penalty card) and "Yes" (he
must accept, 52B1(b)); a player whose side had led on was sent to "No" and told declarer still chose.
"""

import re

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

import rulings
from situations.content import BY_SLUG
from situations.content.common import CALL_NOW_PLAY_NO_CHOICE
from situations.engine_words import ask, describe, finished
from situations.tests.guides.guide_pages import page, read_out, reads, says

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"
KEYS = ["not-played", "next-trick"]

ANSWER = {
    "tr": "Hayır, ama kusurlu oyuncu ya da ortağı sonraki löveye çıktı ya da kart oynadı",
    "en": "No, but the offender or his partner has already led or played to the next trick",
}
NOW = {
    "tr": (
        "Yasa tarafından emredilen cezalı kartı olanak varken çıkmamak ya da oynamamak rönonstur (Yasa 61A).",
        "Kusurlu oyuncu ya da ortağı bir sonraki löveye çıkış yaptığında ya da kart oynadığında rönons "
        "resmileşir; bu oyun yasal olsun olmasın (Yasa 63A1).",
        "Resmileşen rönons artık düzeltilemez ve rönonsun meydana geldiği löve oynandığı gibi kalır (Yasa 63B): "
        "oynanan kart geçerlidir, deklaranın cezalı kartı isteme seçeneği kalmamıştır.",
        "Otomatik löve ayarlaması yapılmaz (Yasa 64B3); hakem, kusursuz tarafın maruz kaldığı zararın yeterli "
        "derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1).",
        "Kimse seçmez.",
    ),
    "en": (
        "Failing to lead or play, when able, a penalty card required by law is a revoke (Law 61A).",
        "The revoke became established when the offender or his partner led or played to the following trick, "
        "whether that play was legal or not (Law 63A1).",
        "Once established, the revoke may no longer be corrected, and the trick on which it occurred stands as "
        "played (Law 63B): the card played stands, and declarer can no longer require the penalty card.",
        "There is no automatic trick adjustment (Law 64B3); the Director shall assign an adjusted score if he "
        "considers that the damage suffered by the non-offending side is not sufficiently compensated (Law 64C1).",
        "Nobody chooses.",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_chooser_offers_the_offending_side_having_led_on(client, lang):
    """The step after "a defender led or played another card" has three answers, the new one linking
    to its Ending."""
    html = page(client, SLUG, ["not-played"], lang)
    answers = re.findall(r'<a class="big-button" href="([^"]*)">([^<]*)</a>', html)
    assert [text for _, text in answers][-1] == escape(ANSWER[lang])
    assert answers[-1][0].rstrip("/").endswith("/not-played/next-trick")
    assert len(answers) == 3


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_ending_says_63a1_63b_64b3_64c1_and_links_them(client, lang):
    says(
        client, SLUG, KEYS, lang, *NOW[lang], CALL_NOW_PLAY_NO_CHOICE.tr if lang == "tr" else CALL_NOW_PLAY_NO_CHOICE.en
    )
    with translation.override(lang):
        url = reverse("situations:step", args=[SLUG, "/".join(KEYS)])
        html = client.get(url).content.decode()
        word = "Yasa" if lang == "tr" else "Law"
        for law, anchor in (("63", "63A1"), ("63", "63B"), ("64", "64B3"), ("64", "64C1")):
            link = (
                f'<a class="guide-cite" href="{reverse("lawbook:law", args=[int(law)])}#{anchor}">{word} {anchor}</a>'
            )
            assert link in html, (lang, anchor)


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "tr",
            (
                "Siz ya da ortağınız sonraki löveye oynadığınız için rönons resmileşti; artık düzeltilemez ve löve "
                "oynandığı gibi kalır (Yasa 63A1, 63B).",
                "Deklaran, cezalı kartı isteme seçeneğiniz kalmadı.",
                "Kimse seçmez.",
            ),
        ),
        (
            "en",
            (
                "You or your partner have played to the next trick, so the revoke is established; it may no longer "
                "be corrected and the trick stands as played (Laws 63A1, 63B).",
                "Declarer, you can no longer require the penalty card.",
                "Nobody chooses.",
            ),
        ),
    ],
)
def test_the_read_out_says_the_choice_has_lapsed(client, lang, said):
    reads(client, SLUG, KEYS, lang, *said)
    assert "52B2" not in read_out(client, SLUG, KEYS, lang)  # no option is offered


def test_the_ending_agrees_with_the_engine_on_its_example(client):
    """The engine (eng242): no decision is left, the revoke is established and recorded as a penalty
    card not played whose 52B choice lapsed (eng257), `laws` 63B, 64B3, 64C, 61A, 63A1; accepting or rejecting is then an error; the
    result transfers no trick. The Ending cites each (64C as 64C1) and says no one chooses."""
    _, ending = BY_SLUG[SLUG].walk(KEYS)
    query, answer = ask(ending.engine)
    assert answer["decision"] is None
    assert answer["revokes"] == [
        {
            "seat": "W",
            "trick": 2,
            "established": True,
            "penalty_card": True,
            "choice_lapsed": True,  # eng257: declarer never chose; the card stands by 63B
            "status": "established",
            "status_law": "63A1",
            "established_by": "63A1",
            "failed_to_play": "penalty_card",
        }
    ]
    assert answer["laws"][:5] == ["63B", "64B3", "64C", "61A", "63A1"]
    cited = {"64C1" if law == "64C" else law for law in answer["laws"][:5]}
    assert cited <= set(ending.laws)
    assert ending.chooser.en == "Nobody chooses." and ending.options == ()
    for act in ("accept", "reject"):
        refused = rulings.answer({**query, "play": [*query["play"], {"act": act, "seat": "S"}]})
        assert "no choice to make now" in refused["error"], act
    result = rulings.answer(finished(query))
    assert result["transfer"] == {"to": None, "tricks": 0}
    assert {"64B3", "64C"} <= set(result["laws"])
    for lang in ("tr", "en"):
        text = page(client, SLUG, KEYS, lang)
        assert [s for s in describe(answer, query, lang) if escape(s) not in text] == [], lang


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Batı 2. lövede cezalı kartını oynamadı: deklaran seçmemişti ve oynadığı kart geçerli kalır (Yasa 63B); "
            "bu bir rönonstur (Yasa 61A) ve resmileşti (Yasa 63A1)",
            "oynadığı kart kabul edildi",
        ),
        (
            "en",
            "West did not play his penalty card on trick 2: declarer had not chosen, and the card he played stands "
            "(Law 63B); this is a revoke (Law 61A), and it is established (Law 63A1)",
            "the card he played was accepted",
        ),
    ],
)
def test_the_engine_s_words_on_the_example_do_not_call_the_card_accepted(client, lang, said, old):
    """The engine's line for the example said "the card he played was accepted and stands" (52B1(c),
    TR "Oynanmış kart ... kabul edilirse"; WBF "If the played card is accepted"), as for a card declarer
    accepted; here declarer never accepted it: the card stands by 63B (TR "rönonsun meydana geldiği löve
    oynandığı gibi kalır"; WBF "the trick on which the revoke occurred stands as played")."""
    says(client, SLUG, KEYS, lang, said)
    assert escape(old) not in page(client, SLUG, KEYS, lang)


@pytest.mark.parametrize(
    "lang, declarer, non_offenders",
    [
        (
            "tr",
            "kusurlu taraf sonraki löveye oynayınca rönons resmileşir ve seçiminiz (Yasa 52B1(a), 52B2) kalmaz "
            "(Yasa 63A1, 63B)",
            "ayarlı skora hakem karar verir (Yasa 64C1)",
        ),
        (
            "en",
            "once the offending side has played to the next trick, the revoke is established and your choice "
            "(Laws 52B1(a), 52B2) has lapsed (Laws 63A1, 63B)",
            "the adjusted score is his to decide (Law 64C1)",
        ),
    ],
)
def test_the_advice_tells_declarer_when_his_choice_lapses_and_the_non_offenders_who_adjusts(
    client, lang, declarer, non_offenders
):
    """Advice each side's paragraph backs: 52B1(a)/52B2 give declarer the choice, 63A1/63B end it
    (quoted above); 64C1 leaves the damage to the Director (TR "hakem ... kanaat getirdiğinde"; WBF "the
    Director deems")."""
    says(client, SLUG, KEYS, lang, declarer, non_offenders)
