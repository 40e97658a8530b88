"""qa106: the table page says, under the two trump boxes, that in a defender's claim they are the
claimer's knowledge and not his partner's.

Rule 10 of the engine's model (docs/rulings-cli.md, "Additions"; the ACBL Laws Commission's claim
guidelines: "Declarer should not be forced to play the remainder of his trumps to his disadvantage
if both opponents have shown out of the suit") keeps, since branch qa106, a defending claimer's
partner from leading his trumps to his side's cost only when both opponents showed out of trumps
before the claim: the partner plays his own cards, and 70D2 does not accept a defender's claim
that depends on his partner's choice (TR "Hakem, bir defans oyuncusunun talebinin herhangi bir
parçası, ortağının normal seçeneklerden özellikle birini seçmesine dayalı olması durumda, talebi
kabul etmez"; WBF "The Director does not accept any part of a defender's claim that depends on his
partner selecting a particular play from among alternative normal plays"). The note above it says
"his side does not lead its own trumps to its cost"; without this note a Director ticking a box for
a defending claimer read that of the partner too.
"""

import pytest

from .test_table_claim import BASE, page, played
from .test_table_claim_rule10 import page as declarer_page

pytestmark = pytest.mark.django_db

# The one-suit deal of test_table_claim.py with 4S by East: North, a defender, holds every spade,
# so a claim by South has no opponent holding a trump (rule 10's case) and North is his partner.
DEFENDERS_HOLD_THE_TRUMPS = {**BASE, "declarer": "E"}
NOTE = {
    "en": "In a defender’s claim the boxes are the claimer’s knowledge, not his partner’s: the partner plays his own "
    "cards (Law 70D2), and the engine keeps him from leading his trumps to his side’s cost only when both "
    "opponents showed out of trumps before the claim.",
    "tr": "Bir defans oyuncusunun talebinde kutular ortağın değil, talep edenin bilgisidir: ortak kendi kartlarını "
    "kendisi oynar (Yasa 70D2) ve karar motoru onu kozlarını kendi tarafının aleyhine çıkmaktan yalnızca talepten "
    "önce iki rakip de koza uymamışsa alıkoyar.",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_defender_s_claim_says_the_boxes_are_not_his_partner_s(client, lang):
    html = page(client, lang, [], DEFENDERS_HOLD_THE_TRUMPS, claimer="S")
    assert 'class="note trumps-drawn"' in html  # the boxes are rule 10's here
    assert NOTE[lang] in html


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_declarer_s_claim_does_not(client, lang):
    """Declarer plays dummy's cards (45B): the boxes are his knowledge for both hands."""
    assert NOTE[lang] not in declarer_page(client, lang, claimer="W")
    assert 'class="note trumps-drawn"' in declarer_page(client, lang, claimer="W")


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_defender_s_claim_against_a_trump_out_does_not(client, lang):
    """East, a defender in 4S by South, faces North's spades: Law 70C's boxes, no rule 10 note."""
    html = page(client, lang, played(2), claimer="E")
    assert NOTE[lang] not in html and 'class="note trumps-drawn"' not in html


# Since session 68 rule 9 (a claimer who spoke of or knew of the opponents' trump draws it) acts in a
# defender's claim on his own hand only, as rule 10 does (70D2): the page says so where the claimer's
# opponents hold a trump.
DRAW_NOTE = {
    "en": "In a defender’s claim the boxes are the claimer’s knowledge, not his partner’s: the partner plays his own "
    "cards (Law 70D2), and the engine does not make him draw the trump.",
    "tr": "Bir defans oyuncusunun talebinde kutular ortağın değil, talep edenin bilgisidir: ortak kendi kartlarını "
    "kendisi oynar (Yasa 70D2) ve karar motoru onu kozu çekmeye zorlamaz.",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_defender_s_claim_against_a_trump_out_says_the_partner_is_not_made_to_draw_it(client, lang):
    """East, a defender in 4S by South, faces North's spades: Law 70C's boxes, and under them that
    East's knowledge does not make his partner West draw the trump."""
    html = page(client, lang, played(2), claimer="E")
    assert "(Law 70C2;" in html or "(Yasa 70C2;" in html  # the boxes are 70C's here
    assert DRAW_NOTE[lang] in html and NOTE[lang] not in html


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_declarer_s_claim_against_a_trump_out_does_not_say_it(client, lang):
    """East declares 4S and North, a defender, holds the spades: declarer plays dummy's cards (45B),
    so his knowledge is both hands' and no note on a partner is shown."""
    html = page(client, lang, [], DEFENDERS_HOLD_THE_TRUMPS, claimer="E")
    assert "(Law 70C2;" in html or "(Yasa 70C2;" in html  # the boxes are 70C's here
    assert DRAW_NOTE[lang] not in html and NOTE[lang] not in html
