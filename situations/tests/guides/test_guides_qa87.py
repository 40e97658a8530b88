"""qa87: the newer guides' own text (card-from-dummy, premature-play, card-played-on-misinformation)
read sentence by sentence against the official Turkish and the WBF English (docs/legal-review.md,
"qa87"): where the Turkish said other than the paragraph it cites, or misquoted it.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

MISINFORMATION = "card-played-on-misinformation"


def test_47e1_without_any_sanction_in_the_official_words(client):
    """47E1, official Turkish: "Sırasız bir çıkış (veya bir kartın oynanması), ... herhangi bir
    yaptırım olmaksızın geri alınabilir"; WBF: "is retracted without further rectification". The
    Ending's English already said "without any sanction" (the Turkish); its Turkish said "başka bir
    yaptırım olmadan" (without another sanction, as if one had been applied), as did the read-out."""
    keys = ["told-my-turn", "opponent"]
    says(
        client,
        MISINFORMATION,
        keys,
        "tr",
        "sırasız çıkışı ya da oynadığı kart herhangi bir yaptırım olmaksızın geri alınabilir (Yasa 47E1).",
    )
    says(client, MISINFORMATION, keys, "en", "may be withdrawn without any sanction (Law 47E1)")
    never_says(client, MISINFORMATION, keys, "tr", "başka bir yaptırım olmadan")
    reads(
        client, MISINFORMATION, keys, "tr", "çıkışınız ya da kartınız herhangi bir yaptırım olmaksızın geri alınabilir"
    )
    never_reads(client, MISINFORMATION, keys, "tr", "başka yaptırım olmadan")


def test_47e2a_without_any_rectification_not_a_sanction(client):
    """47E2(a), official Turkish: "... oynadığı bir kartı, sadece o löveye daha sonra başka kart
    oynanmamışsa herhangi bir onarma olmaksızın geri alabilir"; WBF: "without further
    rectification". The Ending and its option said "başka bir onarma olmadan", and the read-out
    "yaptırım olmadan" (a sanction: 47E2 speaks of rectification, "onarma")."""
    keys = ["explanation-corrected", "nothing-since"]
    says(
        client,
        MISINFORMATION,
        keys,
        "tr",
        "herhangi bir onarma olmaksızın geri alabilirsiniz (Yasa 47E2(a)).",
        "Kart herhangi bir onarma olmaksızın elinize döner",
    )
    says(client, MISINFORMATION, keys, "en", "without further rectification")
    never_says(client, MISINFORMATION, keys, "tr", "başka bir onarma olmadan")
    reads(client, MISINFORMATION, keys, "tr", "Kartı geri almak: onarma olmaksızın elinize döner")
    never_reads(client, MISINFORMATION, keys, "tr", "yaptırım olmadan elinize döner")


def test_47c_and_the_45c4b_quotation_in_the_official_words(client):
    """47C, official Turkish: "Oynanmış kart Yasa 45C4(b) bendinin izin verdiği çağrı değişiklikleri
    durumunda geri alınabilir ve herhangi bir onarma olmaksızın ele geri döner"; WBF "returned to the
    hand without further rectification". 45C4(b), official Turkish: "Deklaranın istemsiz belirttiği
    kartın üzerine yasal bir kart oynamış olan defans oyuncusu"; WBF "If an opponent has, in turn,
    played a card that was legal before the change in designation". The page quoted the Turkish
    between quotation marks as "istemsiz belirtilen kartın üzerine yasal bir kart oynamış", words the
    official text does not have."""
    keys = ["changed", "slip", "not-yet"]
    says(client, "card-from-dummy", keys, "tr", "herhangi bir onarma olmaksızın ele geri döner (Yasa 47C).")
    says(
        client,
        "card-from-dummy",
        keys,
        "tr",
        "'deklaranın istemsiz belirttiği kartın üzerine yasal bir kart oynamış olan' defans oyuncusuna",
    )
    never_says(client, "card-from-dummy", keys, "tr", "'istemsiz belirtilen kartın", "kart başka bir onarma")


def test_60a3_a_lead_or_play_penalty_at_its_next_turn_in_the_official_words(client):
    """60A3, official Turkish: "Kusurlu tarafın daha önceden cezalı bir kartı oynama veya bir çıkış
    ya da oyun cezasını yerine getirme yükümlülüğü varsa, bu yükümlülük oynama sırası yeniden
    kendisine geldiğinde sürer"; WBF: "If the offending side has a previous obligation to play a
    penalty card, or to comply with a lead or play restriction, the obligation remains at future
    turns." The Turkish said "çıkış veya oyun kısıtlaması", not the paragraph's "çıkış ya da oyun
    cezası" (the English keeps the WBF's "restriction")."""
    keys = ["before-partner", "next-hand-played"]
    says(
        client,
        "premature-play",
        keys,
        "tr",
        "Kusurlu tarafın önceden var olan cezalı kart oynama ya da çıkış veya oyun cezasını yerine getirme yükümlülüğü sonraki sıralarında da sürer (Yasa 60A3).",
    )
    says(
        client,
        "premature-play",
        keys,
        "en",
        "to comply with a lead or play restriction, remains at future turns (Law 60A3)",
    )
    never_says(client, "premature-play", keys, "tr", "oyun kısıtlaması yükümlülüğü")


def test_58b3_and_58b_in_the_official_words(client):
    """58B3, official Turkish: "bu kart üzerine daha sonra oynamış olan rakip kendi kartını geri
    alabilir ve bir onarma olmaksızın değiştirebilir"; WBF "without further rectification". 58B,
    TR "Bir oyuncu iki veya daha fazla kartı eşzamanlı olarak çıkar veya oynarsa", WBF "If a player
    leads or plays two or more cards simultaneously": the English choice said "led or played", the
    Turkish only "oynadı"."""
    says(client, "premature-play", [], "tr", "Bir oyuncu iki ya da daha fazla kartı birden çıktı ya da oynadı")
    says(client, "premature-play", [], "en", "A player led or played two or more cards at once")
    keys = ["two-cards", "several-faces"]
    says(
        client,
        "premature-play",
        keys,
        "tr",
        "kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir (Yasa 58B3; ancak bkz. Yasa 16C).",
        # qa281: the option cites 47D after 58B3 (the offender's partner's change).
        "Kartınızı elinize alır, bir onarma olmaksızın başka bir kart oynarsınız (Yasa 58B3, ancak bkz. Yasa 16C;",
    )
    never_says(client, "premature-play", keys, "tr", "başka onarma olmaksızın")
