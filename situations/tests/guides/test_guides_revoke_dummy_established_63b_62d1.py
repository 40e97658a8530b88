"""Dummy's established revoke says that the revoke is no longer corrected and the trick stands, and
the twelfth trick's exception, as the guide's other established Endings do (qa216).

63B (TR): "Rönons bir kere resmileştikten sonra, artık düzeltilemez (Onikinci lövedeki rönons için Yasa
62C3’te belirtilen durum hariç) ve rönonsun meydana geldiği löve oynandığı gibi kalır."
(WBF): "Once a revoke is established, it may no longer be corrected (except as provided in Law 62D for
a revoke on the twelfth trick or as in Law 62C3), and the trick on which the revoke occurred stands as
played."
62D1 (TR): "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan önce
fark edilmiş ise düzeltilmelidir."
(WBF): "On the twelfth trick, a revoke, even if established, must be corrected if discovered before all
four hands have been returned to the board."
The Ending said only that no trick is transferred (64B3) and that the Director may adjust (64C1):
nothing of whether dummy's card is put right now. The declarer's and defender's established Endings
say 63B, the twelfth trick being set aside by their 64B question (64B6); dummy's path asks none, so
62D1 is said beside 63B (in the advice: in `now` it put the path's 63A1 before 62D for "my partner
revoked on trick 12, can he still correct it", test_search_trick_numbers). Session 90 (qa235): 63B's
"artık düzeltilemez" / "may no longer be corrected" in place of "düzeltilmez" / "is not corrected"
(test_guides_revoke_63b_50d1a_62c3_dummy.py)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
KEYS = ["dummy", "established"]


@pytest.mark.parametrize(
    "lang, stated",
    [
        (
            "tr",
            (
                "Rönons artık düzeltilemez; rönonsun meydana geldiği löve oynandığı gibi kalır (Yasa 63B).",
                "On ikinci lövedeki rönons, resmileşmiş olsa bile, dört el borda konmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
            ),
        ),
        (
            "en",
            (
                "The revoke may no longer be corrected; the trick on which it occurred stands as played (Law 63B).",
                "A revoke on the twelfth trick, even if established, must be corrected if discovered before all four hands have been returned to the board (Law 62D1).",
            ),
        ),
    ],
)
def test_dummy_s_established_revoke_stands_but_the_twelfth_trick_is_corrected(client, lang, stated):
    guide_pages.says(client, SLUG, KEYS, lang, *stated)


@pytest.mark.parametrize(
    "lang, read, old",
    [
        (
            "tr",
            (
                "Yerin rönonsu resmileşti: artık düzeltilemez; löve oynandığı gibi kalır (Yasa 63B).",
                "On ikinci lövedeki rönons, resmileşmiş olsa bile, dört el de borda konmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
            ),
            "Yerin rönonsu resmileşti. Löve aktarılmaz",
        ),
        (
            "en",
            (
                "Dummy's revoke is established: it may no longer be corrected; the trick stands as played (Law 63B).",
                "A revoke on the twelfth trick must still be corrected if noticed before all four hands go back into the board (Law 62D1).",
            ),
            "Dummy's revoke is established. No trick is transferred",
        ),
    ],
)
def test_the_read_out_says_it_too(client, lang, read, old):
    guide_pages.reads(client, SLUG, KEYS, lang, *read)
    guide_pages.never_reads(client, SLUG, KEYS, lang, old)
