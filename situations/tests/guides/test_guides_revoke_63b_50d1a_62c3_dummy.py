"""Three readings of the revoke guide session 89 left (qa216), decided from the texts (session 90, qa235).

1. 63B's words. TR: "Rönons bir kere resmileştikten sonra, artık düzeltilemez (Onikinci lövedeki rönons
   için Yasa 62C3’te belirtilen durum hariç) ve rönonsun meydana geldiği löve oynandığı gibi kalır."
   WBF: "Once a revoke is established, it may no longer be corrected (except as provided in Law 62D for a
   revoke on the twelfth trick or as in Law 62C3), and the trick on which the revoke occurred stands as
   played." The established Endings said "Rönons düzeltilmez" / "The revoke is not corrected" (and the
   read-outs "düzeltilmez" / "it is not corrected"): a statement of what is done where both texts say
   what may no longer be done; now the paragraph's words, as the revoke quiz's 63B step already says them.
2. 50D1(a) in the read-out of a defender's revoke not yet established. TR: "Aşağıdaki (b) bendinde
   belirtilen durum dışında, bir majör cezalı kart ister çıkışta, renge uyarken, defos yaparken veya
   çakarken olsun ilk yasal fırsatta oynanmak zorundadır." WBF: "Except as in (b) below, a major penalty
   card must be played at the first legal opportunity, whether in leading, following suit, discarding or
   trumping." The Ending's `now` says it (qa216); the read-out, said to the offender, gave his card's
   becoming a major penalty card (62B1) and declarer's options (50D2), not his own duty with it.
3. 62C3 on dummy's established path. TR: "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve
   taraflardan yalnızca birisi bir sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi
   gerekir (bkz.Yasa 16C2). Defans tarafının geri almış olduğu tüm kartlar cezalı kart durumuna dönüşür."
   WBF: "If both sides revoke on the same trick and only one side has played to the subsequent trick,
   then both revokes must be corrected (see Law 16C2). Every card withdrawn by the defending side becomes
   a penalty card." Dummy's revoke is established once declarer's side plays to the next trick (63A1),
   a defender's on the same trick not yet: 62C3's case, which 63B excepts. The defender's and declarer's
   paths reach it through their 64B question (64B8, the 64B Ending's advice); dummy's path asks none,
   and its Ending said "the revoke is not corrected" with nothing of 62C3.
"""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
ESTABLISHED = [
    ["defender", "established", "no-64b-case", "offender-won"],
    ["defender", "established", "no-64b-case", "other-won"],
    ["declarer", "established", "no-64b-case", "offender-won"],
    ["declarer", "established", "no-64b-case", "other-won"],
    ["dummy", "established"],
]
SAYS_63B = {
    "tr": "Rönons artık düzeltilemez; rönonsun meydana geldiği löve oynandığı gibi kalır (Yasa 63B).",
    "en": "The revoke may no longer be corrected; the trick on which it occurred stands as played (Law 63B).",
}
OLD_63B = {"tr": "Rönons düzeltilmez", "en": "The revoke is not corrected"}
READS_63B = {
    "tr": "Rönons resmileşti: artık düzeltilemez; löve oynandığı gibi kalır (Yasa 63B).",
    "en": "Established, the revoke may no longer be corrected; the trick stands as played (Law 63B).",
}
OLD_READ_63B = {"tr": "resmileşti: düzeltilmez", "en": "it is not corrected"}


@pytest.mark.parametrize("keys", ESTABLISHED, ids="/".join)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_established_endings_say_63b_s_may_no_longer_be_corrected(client, keys, lang):
    guide_pages.says(client, SLUG, keys, lang, SAYS_63B[lang])
    guide_pages.never_says(client, SLUG, keys, lang, OLD_63B[lang])
    guide_pages.never_reads(client, SLUG, keys, lang, OLD_READ_63B[lang])


@pytest.mark.parametrize("keys", ESTABLISHED[:4], ids="/".join)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_established_read_outs_say_63b_s_words(client, keys, lang):
    guide_pages.reads(client, SLUG, keys, lang, READS_63B[lang])


@pytest.mark.parametrize(
    "lang, read",
    [
        (
            "tr",
            "Kapalı elinizden oynadığınız kart geri alınınca majör cezalı kart olur (Yasa 62B1); onu ilk yasal fırsatta oynamak zorundasınız (Yasa 50D1(a)).",
        ),
        (
            "en",
            "A card withdrawn from your unfaced hand becomes a major penalty card you must play at your first legal opportunity (Laws 62B1, 50D1(a)).",
        ),
    ],
)
def test_the_defender_s_read_out_says_50d1a(client, lang, read):
    guide_pages.reads(client, SLUG, ["defender", "not-established"], lang, read)


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "tr",
            "İki taraf aynı lövede rönons yaptıysa ve yalnızca bir taraf sonraki löveye kart verdiyse, her iki rönonsun da düzeltilmesi gerekir; defans tarafının geri aldığı her kart cezalı kart olur (Yasa 62C3).",
        ),
        (
            "en",
            "If both sides revoked on the same trick and only one side has played to the next trick, both revokes must be corrected; every card the defending side withdraws becomes a penalty card (Law 62C3).",
        ),
    ],
)
def test_dummy_s_established_revoke_says_62c3(client, lang, said):
    guide_pages.says(client, SLUG, ["dummy", "established"], lang, said)
