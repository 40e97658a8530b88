"""qa72: the newer guides' Endings read sentence by sentence against the official Turkish and the
WBF English (docs/legal-review.md, "qa72"): where a read-out (the script the Director reads at the
table) said something the paragraph it cites does not, or left out the case its own Ending covers.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


def test_47e2a_read_out_keeps_dummy_to_the_opening_lead(client):
    """47E2(a), official Turkish: "Yer herhangi bir kartını gösterdikten sonra atak geri alınamaz";
    WBF: "An opening lead may not be retracted after dummy has faced any card." Only the opening lead
    is barred by dummy's faced card; any other card is barred only by a later card "to that trick"
    (TR "sadece o löveye daha sonra başka kart oynanmamışsa"; WBF "only if no card was subsequently
    played"). The too-late read-out said "or dummy has faced his cards": read to a defender who
    played to the fifth trick, it says no card can ever be taken back once dummy is down."""
    keys = ["explanation-corrected", "card-since"]
    says(
        client,
        "card-played-on-misinformation",
        keys,
        "tr",
        "Kartınızdan sonra o löveye başka bir kart oynandı ya da atağınızdan sonra yer bir kartını açtı: kart artık geri alınamaz (Yasa 47E2(a)).",
    )
    says(
        client,
        "card-played-on-misinformation",
        keys,
        "en",
        "Another card was played to that trick after yours, or, after your opening lead, dummy has faced a card: the card may no longer be taken back (Law 47E2(a)).",
    )
    never_says(client, "card-played-on-misinformation", keys, "tr", "ya da yer kartlarını açtı")
    never_says(client, "card-played-on-misinformation", keys, "en", "or dummy has faced his cards")


def test_25a5_read_out_covers_the_passed_out_deal(client):
    """25A5, official Turkish: "Oyuncunun ortağına tekrar sıra gelmeden artırmanın bitmesi durumunda,
    artırım sürecinin bitmesinden sonra herhangi bir değişiklik yapılamaz (bkz. Yasa 17D)"; WBF: "If
    the auction ends before it reaches the player's partner no substitution may occur after the end
    of the auction period (see Law 17D)." 17D2, TR "Oyunculardan hiçbiri artırımda bulunmazsa (bkz.
    Yasa 22B), dört elin tamamının bord ceplerine geri konması ile Artırım Süreci sona erer"; WBF "If
    no player bids (see Law 22B) the auction period ends when all four hands have been returned to the
    board." The answer that leads here names the passed-out deal ("dört pastan sonra: eller borda
    geri kondu") and the Ending's own text cites 17D2, but the read-out said only "The opening lead has
    been faced" (17D1): after four passes there is no lead to have been faced."""
    keys = ["slip", "lead-faced"]
    says(
        client,
        "unintended-call",
        keys,
        "tr",
        "Artırım süreci bitti: atak yüzü açık yapıldı ya da, dört oyuncu da pas geçtiyse, dört el borda geri kondu; artık hiçbir konuşma değiştirilemez (Yasa 25A5, 17D1, 17D2).",
    )
    says(
        client,
        "unintended-call",
        keys,
        "en",
        "The auction period is over: the opening lead has been faced or, if all four players passed, the four hands have been returned to the board; no call may be changed now (Laws 25A5, 17D1, 17D2).",
    )
    never_says(client, "unintended-call", keys, "tr", "Atak yüzü açık yapıldı ve artırım süreci bitti")
    never_says(client, "unintended-call", keys, "en", "The opening lead has been faced and the auction period is over")
