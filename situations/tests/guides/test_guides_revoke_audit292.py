"""The revoke guide read sentence by sentence against Laws 61-64, 43B3 and 50D2 in both texts
(docs/legal-review.md, Session 94, audit292). Each test fails on the guide's words before this
reading."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
DEFENDER_BEFORE = ["defender", "not-established"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Kart majör cezalı kartsa, kusurlu oyuncunun ortağı çıkışa geldiğinde deklaran çıkışı kısıtlayabilir (Yasa 50D2).",
            "Kart majör cezalı kartsa, ortağı çıkışa geldiğinde deklaran",
        ),
        (
            "en",
            "declarer may restrict the lead when the offender's partner is on lead (Law 50D2)",
            "declarer may restrict the lead when his partner is on lead",
        ),
    ],
)
def test_50d2_the_lead_is_the_offender_s_partner_s_not_declarer_s(client, lang, phrase, old):
    """50D2, TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna
    geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış
    yapamaz"; WBF "When a defender has the lead while his partner has a major penalty card, he may
    not lead until declarer has stated which of the options below is selected". The lead is the
    offender's partner's; "declarer may restrict the lead when his partner is on lead" named
    declarer's partner (dummy), on the page and in the read-out."""
    guide_pages.says(client, SLUG, DEFENDER_BEFORE, lang, phrase)
    guide_pages.never_says(client, SLUG, DEFENDER_BEFORE, lang, old)


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        ("tr", "Deklaran, kusurlu oyuncunun ortağı çıkışa geldiğinde üç seçeneğiniz olacak", "Deklaran, ortağı çıkışa"),
        ("en", "Declarer, when the offender's partner is on lead:", "Declarer, when his partner is on lead:"),
    ],
)
def test_50d2_read_out_names_the_offender_s_partner(client, lang, phrase, old):
    """50D2 (as above): the read-out addressed declarer and told him of "his partner" on lead."""
    guide_pages.reads(client, SLUG, DEFENDER_BEFORE, lang, phrase)
    guide_pages.never_reads(client, SLUG, DEFENDER_BEFORE, lang, old)


@pytest.mark.parametrize(
    "lang, phrase",
    [
        (
            "tr",
            "kusurlu tarafın ne rönons lövesini ne de sonraki herhangi bir löveyi kazanması (64B1); aynı oyuncunun",
        ),
        (
            "en",
            "the offending side having won neither the revoke trick nor any subsequent trick (64B1); a subsequent revoke",
        ),
    ],
)
@pytest.mark.parametrize("offender", ["defender", "declarer"])
def test_64b_hint_lists_b1_too(client, offender, lang, phrase):
    """64B, TR "Rönonsun resmileşmesinden sonra, aşağıdaki durumlarda otomatik löve ayarlaması
    yapılmaz. (Ancak bkz Yasa 64C): 1. Kusurlu rönons lövesini veya sonraki herhangi bir başka löveyi
    kazanmamışsa."; WBF "There is no automatic trick adjustment following an established revoke (but
    see Law 64C) if: 1. the offending side did not win either the revoke trick or any subsequent
    trick." The step asks "Does one of the following apply (Law 64B)?" and its hint listed B2-B8
    only, as if 64B had no first case."""
    guide_pages.says(client, SLUG, [offender, "established"], lang, phrase)


@pytest.mark.parametrize(
    "lang, phrase",
    [
        (
            "tr",
            "Ancak yer, Yasa 43A2'deki kısıtlamaları çiğnedikten sonra rönonsa ilk dikkat çeken olduysa, o an için onarma uygulanmaz",
        ),
        (
            "tr",
            "hakem yalnızca onun skorunu, bu kazancı ortadan kaldıracak biçimde ayarlar; deklaran tarafı masadaki skoru alır (Yasa 43B3)",
        ),
        (
            "en",
            "But if dummy, after breaking a limit of Law 43A2, was the first to draw attention to the revoke, there is no immediate rectification",
        ),
        (
            "en",
            "the Director adjusts only its score, taking that advantage away; the declaring side keeps the score achieved at the table (Law 43B3)",
        ),
    ],
)
def test_43b3_dummy_first_to_point_out_a_defender_s_revoke(client, lang, phrase):
    """43B3, TR "Eğer Yer, yukarıdaki A2 bendinde sayılan kısıtlamaları ihlal eder ve daha sonra bir
    defans oyuncusunun kural ihlaline ilk kez dikkat çekerse, o an için herhangi bir onarma
    uygulanmaz. Oyun bittikten sonra, defans tarafı, kendi gerçekleştirmiş olduğu ihlalden dolayı
    kazanç sağlamışsa, Hakem, bu kazancın ortadan kalkacağı şekilde defans için ayarlı skor uygular.
    Deklaran tarafı için ise masa skoru geçerli kalır."; WBF "If dummy after his violation of the
    limitations listed in A2 is the first to draw attention to a defender's irregularity, there is no
    immediate rectification. [...] At the end of play if the defending side has gained through its
    irregularity the Director adjusts only its score, taking away that advantage. The declaring side
    retains the score achieved at the table." Declarer's path said its 43B2(b) exception; a defender's
    said none."""
    guide_pages.says(client, SLUG, DEFENDER_BEFORE, lang, phrase)


@pytest.mark.parametrize(
    "lang, phrase",
    [
        (
            "tr",
            "Defans oyuncuları deklarana ve (izinsiz bilgi doğması riskiyle beraber) birbirlerine sorabilir (Yasa 61B3); yer, defans oyuncularına soramaz ve Yasa 16B uygulanabilir (Yasa 61B2(b)).",
        ),
        (
            "en",
            "Defenders may ask declarer and one another (at the risk of creating unauthorised information) (Law 61B3); dummy may not ask a defender, and Law 16B may apply (Law 61B2(b)).",
        ),
    ],
)
@pytest.mark.parametrize(
    "keys",
    [
        DEFENDER_BEFORE,
        ["defender", "established", "no-64b-case", "offender-won"],
        ["defender", "established", "no-64b-case", "other-won"],
    ],
)
def test_61b_who_may_ask_after_a_defender_failed_to_follow(client, keys, lang, phrase):
    """61B3, TR "Defans oyuncuları deklarana ve (izinsiz bilgi doğması riskiyle beraber) birbirlerine
    sorabilirler."; WBF "Defenders may ask declarer and one another (at the risk of creating
    unauthorized information)." 61B2(b), TR "Yer, defans oyuncularına soramaz ve Yasa 16B
    uygulanabilir."; WBF "Dummy may not ask a defender and Law 16B may apply." The defender's path
    said only 61B1 (declarer may ask); the seed's third worked ruling (docs/seeds/003) is a
    defender warned by his partner."""
    guide_pages.says(client, SLUG, keys, lang, phrase)


# 62B2, TR "Bu kart deklaranın (Yasa 43B2(b)'ye tabi) veya yerin elinden oynanmışsa ya da bir defans
# oyuncusunun gözüken kartı ise bir başka onarma olmaksızın değiştirilebilir."; WBF "The card may be
# replaced without further rectification if it was played from declarer's [subject to Law 43B2(b)]
# or dummy's hand, or if it was a defender's faced card." The Law's verb is "değiştirilebilir" / "may
# be replaced" (CONTRIBUTING.md, "Add a situation guide", point 1); the guide said "değiştirilir" /
# "is replaced" and, for declarer, "eline döner" / "goes back".
PAGE_62B2 = [
    (
        "defender",
        "tr",
        "bir kartıysa başka onarma olmaksızın değiştirilebilir (Yasa 62B2).",
        "bir kartıysa başka onarma olmaksızın değiştirilir (Yasa 62B2).",
    ),
    (
        "defender",
        "en",
        "faced card, it may be replaced without further rectification (Law 62B2).",
        "faced card, it is replaced without further rectification (Law 62B2).",
    ),
    (
        "declarer",
        "tr",
        "Deklaranın kartı başka onarma olmaksızın değiştirilebilir; deklaranın ya da yerin kartı hiçbir zaman cezalı kart olmaz (Yasa 62B2, 48A).",
        "Deklaranın kartı başka onarma olmaksızın eline döner",
    ),
    (
        "declarer",
        "en",
        "Declarer's card may be replaced without further rectification; no card of declarer or dummy ever becomes a penalty card (Laws 62B2, 48A).",
        "Declarer's card goes back without further rectification",
    ),
    (
        "dummy",
        "tr",
        "Yerin kartı başka onarma olmaksızın değiştirilebilir (Yasa 62B2).",
        "Yerin kartı başka onarma olmaksızın değiştirilir (Yasa 62B2).",
    ),
    (
        "dummy",
        "en",
        "Dummy's card may be replaced without further rectification (Law 62B2).",
        "Dummy's card is replaced without further rectification (Law 62B2).",
    ),
]


@pytest.mark.parametrize("who, lang, phrase, old", PAGE_62B2)
def test_62b2_in_its_own_verb_on_the_page(client, who, lang, phrase, old):
    keys = [who, "not-established"]
    guide_pages.says(client, SLUG, keys, lang, phrase)
    guide_pages.never_says(client, SLUG, keys, lang, old)


READ_OUT_62B2 = [
    (
        "declarer",
        "tr",
        "Kartınız başka onarma olmaksızın değiştirilebilir; deklaranın kartı cezalı kart olmaz (Yasa 62B2, 48A).",
        "Kartınız başka onarma olmaksızın elinize döner",
    ),
    (
        "declarer",
        "en",
        "Your card may be replaced without further rectification; no card of declarer becomes a penalty card (Laws 62B2, 48A).",
        "Your card goes back without further rectification",
    ),
    (
        "dummy",
        "tr",
        "Yerin rönonsu henüz resmileşmedi ve düzeltilmek zorundadır (Yasa 62A); yerin kartı, oynanan renkten yasal bir kartla başka onarma olmaksızın değiştirilebilir (Yasa 62B2).",
        "başka onarma olmaksızın değiştirilir (Yasa 62A, 62B2)",
    ),
    (
        "dummy",
        "en",
        "Dummy's revoke is not yet established and must be corrected (Law 62A); dummy's card may be replaced by a legal card of the suit led without further rectification (Law 62B2).",
        "dummy's card is replaced by a legal card of the suit led",
    ),
]


@pytest.mark.parametrize("who, lang, phrase, old", READ_OUT_62B2)
def test_62b2_in_its_own_verb_in_the_read_out(client, who, lang, phrase, old):
    """62B2 as above; 62A, TR "oyuncu rönonsunu düzeltmek zorundadır"; WBF "A player must correct his
    revoke": dummy's read-out now says the correction is required before it says how, as `now` does."""
    keys = [who, "not-established"]
    guide_pages.reads(client, SLUG, keys, lang, phrase)
    guide_pages.never_reads(client, SLUG, keys, lang, old)
