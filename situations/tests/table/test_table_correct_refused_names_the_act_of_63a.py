"""The table page's refusal of a correction of an established revoke names the act of 63A that
established it, as the engine's refusal carries it (`established_by`; docs/rulings-cli.md, Additions,
"The refusal of a correction names the act of 63A"; session 86, qa193).

63A, TR "Bir rönons aşağıdaki durumlarda resmileşmiş olur: 1. Kusurlu oyuncu veya ortağı bir sonraki
löveye çıkış yaptığı ya da kart oynadığında ... 2. Kusurlu oyuncu veya ortağı bir sonraki löveye
oynanacak kartı söylediğinde ya da başka herhangi bir şekilde işaret ettiğinde."; WBF "A revoke becomes
established: 1. when the offender or his partner leads or plays to the following trick ... 2. when the
offender or his partner names or otherwise designates a card to be played to the following trick."
63B, TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez"; WBF "Once a revoke is established,
it may no longer be corrected". 45B, WBF "Declarer plays a card from dummy by naming the card".

The page said "he or his partner has played to a later trick (Law 63A1)" also of a revoke declarer's
naming of dummy's card established, before dummy's card was played: the engine's own message said 63A2.
"""

import pytest

from situations.tests.table.revoke_table import table_page

pytestmark = pytest.mark.django_db

# South declares 3NT; West leads the ♣A and dummy (North) discards the ♦2 holding clubs; West leads the
# ♣K to trick 2 (test_table_revoke_established_by.py's records), then North's revoke is corrected.
NAMED = "W:CA,N:D2,E:C5,S:C8,W:CK,designate:S:C2,correct:N:C3"  # declarer names dummy's ♣2: 63A2
PLAYED = "W:CA,N:D2,E:C5,S:C8,W:CK,N:C2,correct:N:C3"  # dummy's ♣2 played: 63A1


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "at its entry 7, North's revoke on trick 1 is established: declarer has named a card of dummy to be "
            "played to a later trick (Law 63A2). Once a revoke is established, it may no longer be corrected "
            "(Law 63B).",
        ),
        (
            "tr",
            "kayıttaki 7. olayda Kuzey'in 1. lövedeki rönonsu resmileşmişti: deklaran yerden daha sonraki bir "
            "löveye oynanacak kartı söylemişti (Yasa 63A2). Rönons bir kere resmileştikten sonra artık "
            "düzeltilemez (Yasa 63B).",
        ),
    ],
)
def test_a_revoke_established_by_declarer_naming_dummy_s_card_is_refused_citing_63a2(client, lang, said):
    page = table_page(client, lang, NAMED, tags=False, status=400)
    assert said in page
    assert "63A1" not in page


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "North's revoke on trick 1 is established: he or his partner has played to a later trick (Law 63A1)."),
        (
            "tr",
            "Kuzey'in 1. lövedeki rönonsu resmileşmişti: kendisi veya ortağı daha sonraki bir löveye kart oynamıştı",
        ),
    ],
)
def test_a_revoke_established_by_dummy_s_card_played_is_still_refused_citing_63a1(client, lang, said):
    page = table_page(client, lang, PLAYED, tags=False, status=400)
    assert said in page
    assert "63A2" not in page
