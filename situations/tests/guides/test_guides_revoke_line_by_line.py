"""The revoke guide read line by line against Laws 43B2(b), 62C2 and 64B in both texts: what each
sentence says agrees with the paragraph it cites, and each sentence cites the paragraph it rests on.
Each test fails on the guide's words before this reading (docs/legal-review.md, qa134)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "aynı oyuncunun, ilk rönonsu resmileştikten sonra aynı renkteki bir sonraki rönonsu (64B2)",
            "aynı oyuncunun aynı renkteki ikinci rönonsu",
        ),
        (
            "en",
            "a subsequent revoke in the same suit by the same player, his first having been established (64B2)",
            "a second revoke in the same suit",
        ),
    ],
)
@pytest.mark.parametrize("offender", ["defender", "declarer"])
def test_64b2_exempts_every_subsequent_revoke_not_only_a_second(client, offender, lang, phrase, old):
    """64B2, TR "İlk rönonsun resmileşmesinden sonra, aynı oyuncunun aynı renkten bir sonraki rönonsu
    ise."; WBF "it is a subsequent revoke in the same suit by the same player, the first revoke having
    been established." A third revoke in the suit is as exempt as the second; the step's hint, where
    a player decides whether a case of 64B applies, said "a second revoke" / "ikinci rönonsu"."""
    keys = [offender, "established"]
    guide_pages.says(client, SLUG, keys, lang, phrase)
    guide_pages.never_says(client, SLUG, keys, lang, old)


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        ("tr", "hiç almadıysa aktarma yok (Yasa 64A2, 64B1)", "hiç almadıysa aktarma yok (Yasa 64A2)"),
        (
            "en",
            "if it won none, there is no transfer (Laws 64A2, 64B1)",
            "if it won none, there is no transfer (Law 64A2)",
        ),
    ],
)
@pytest.mark.parametrize("offender", ["defender", "declarer"])
def test_no_transfer_when_the_offending_side_won_no_trick_cites_64b1(client, offender, lang, phrase, old):
    """64B1, TR "Rönonsun resmileşmesinden sonra, aşağıdaki durumlarda otomatik löve ayarlaması
    yapılmaz. (Ancak bkz Yasa 64C): 1. Kusurlu rönons lövesini veya sonraki herhangi bir başka löveyi
    kazanmamışsa."; WBF "There is no automatic trick adjustment following an established revoke (but
    see Law 64C) if: 1. the offending side did not win either the revoke trick or any subsequent
    trick." The Ending's "if it won none, there is no transfer" is that case (the engine cites 64B1
    for it); it cited 64A2 alone, on the page and in the read-out."""
    keys = [offender, "established", "no-64b-case", "other-won"]
    guide_pages.says(client, SLUG, keys, lang, phrase)
    guide_pages.never_says(client, SLUG, keys, lang, old)
    guide_pages.reads(client, SLUG, keys, lang, phrase)


@pytest.mark.parametrize(
    "lang, phrase",
    [
        ("tr", "alırsa kusurlu tarafın sıradaki oyuncusu da kartını değiştirip değiştirmemeyi seçer (Yasa 62C2)"),
        (
            "en",
            "if it does, the offending side's player next in rotation chooses whether to change his card too (Law 62C2)",
        ),
    ],
)
@pytest.mark.parametrize("offender", ["defender", "declarer", "dummy"])
def test_who_chooses_names_the_offending_side_s_choice_under_62c2(client, offender, lang, phrase):
    """62C2, TR "Kusursuz bir oyuncu bir kartı bu şekilde geri aldıktan sonra, kusurlu tarafın
    sıradaki oyuncusu da kartı değiştirebilir, bu oyuncu defans oyuncusu ise bu kart cezalı karta
    dönüşür."; WBF "After a non-offender so withdraws a card, the player of the offending side next
    in rotation may withdraw his played card, which becomes a penalty card if the player is a
    defender." The Ending's "who chooses" named the offender (no choice) and the non-offending side
    (62C1), not this player's choice, which its own `now` states."""
    guide_pages.says(client, SLUG, [offender, "not-established"], lang, phrase)


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        ("tr", "deklaran doğru kartı koymak zorundadır", "deklaran doğru kartı koyar"),
        ("en", "declarer must substitute a correct card", "declarer substitutes a correct card"),
    ],
)
def test_43b2b_declarer_must_substitute_a_correct_card(client, lang, phrase, old):
    """43B2(b), TR "elinden oynadığı bir kartın rönons teşkil edip etmediğini deklarana ilk kez
    kendisi sorarsa, deklaran oynadığı kart yasadışı ise doğru kartla düzeltmek zorundadır"; WBF "is
    the first to ask declarer if a play from declarer's hand constitutes a revoke, declarer must
    substitute a correct card if his play was illegal". In the guide the play is a revoke (illegal),
    so the obligation holds; the advice said only that declarer "substitutes" / "koyar"."""
    keys = ["declarer", "not-established"]
    guide_pages.says(client, SLUG, keys, lang, phrase)
    guide_pages.never_says(client, SLUG, keys, lang, old)
