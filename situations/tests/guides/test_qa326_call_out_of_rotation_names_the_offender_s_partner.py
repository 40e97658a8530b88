"""qa326: whose partner, in the call-out-of-rotation guide. 30B1(a), 31B1 and 32B1 give the call to the
offender's partner:

30B1(a), the official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde
herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır."; the WBF English: "Offender's partner
may make any legal call at his proper turn, but Law 16C2 applies."
31B1: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde herhangi bir yeterli
konuşma yapabilir, ancak Yasa 16C2 uygulanabilir."; WBF "Offender's partner may make any legal call at his
proper turn, but Law 16C2 applies."
32B1: "Kusurlu oyuncunun ortağı herhangi yasal bir konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir."; WBF
"Offender's partner may make any legal call, but Law 16C2 applies."

The pages said "Partner may make ..." / "Ortak ... yapabilir" (the six not-accepted Endings), "The partner
may make ..." / "Ortak ..." (the three Endings where the partner called first) and "First the partner may
make ..." / "Önce ortak ..." (the step before them): lines read by the Director, the left-hand opponent who
did not accept, the table, to whom a bare "partner" is his own. They now name the offender's partner, as
the paragraphs do. The offender's own read-out of the bid Ending said "Partner may make ..." where its two
siblings say "Your partner may make ...": now "Your partner".

The partner-first Endings' chooser said "Nobody chooses now: the partner's call stood"; now "the offender's
partner's call". And 25A1 (TR "ortağının henüz konuşmamış olması kaydıyla, aslında yapmak istediği konuşma
ile değiştirebilir"; WBF "he may, until his partner makes a call, substitute the call he intended") in
the change-of-call Endings, read to the left-hand opponent who chooses: the English says "until his
partner calls" (the player's), the Turkish said "ortak henüz konuşmamışken"; now "oyuncunun ortağı"."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

SUFFICIENT_30B1A = {
    "tr": "Kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 30B1(a)).",
    "en": "The offender's partner may make any sufficient call at his turn, within the rules (Law 30B1(a)).",
}
SUFFICIENT_31B1 = {
    "tr": "Kusurlu oyuncunun ortağı kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 31B1)",
    "en": "The offender's partner may make any sufficient call, within the rules (Law 31B1)",
}
LEGAL_32B1 = {
    "tr": "Kusurlu oyuncunun ortağı herhangi bir yasal konuşma yapabilir (Yasa 32B1)",
    "en": "The offender's partner may make any legal call (Law 32B1)",
}
NOT_ACCEPTED = [
    (["not-accepted", "pass", "partner", "comparable"], SUFFICIENT_30B1A),
    (["not-accepted", "pass", "partner", "other"], SUFFICIENT_30B1A),
    (["not-accepted", "bid", "partner", "comparable"], SUFFICIENT_31B1),
    (["not-accepted", "bid", "partner", "other"], SUFFICIENT_31B1),
    (["not-accepted", "double", "partner", "comparable"], LEGAL_32B1),
    (["not-accepted", "double", "partner", "other"], LEGAL_32B1),
]
OLD_NOW = {"tr": ("Ortak sırasında", "Ortak kurallar", "Ortak herhangi"), "en": ("Partner may make",)}

PARTNER_FIRST = [
    (
        "pass",
        {
            "tr": "Kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır (Yasa 30B1(a)).",
            "en": "The offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 applies (Law 30B1(a)).",
        },
    ),
    (
        "bid",
        {
            "tr": "Kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir (Yasa 31B1).",
            "en": "The offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 may apply (Law 31B1).",
        },
    ),
    (
        "double",
        {
            "tr": "Kusurlu oyuncunun ortağı herhangi bir yasal konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir (Yasa 32B1).",
            "en": "The offender's partner may make any legal call, but Law 16C2 applies (Law 32B1).",
        },
    ),
]
OLD_PARTNER_FIRST = {"tr": ("Ortak sırasında", "Ortak herhangi"), "en": ("The partner may make",)}
CHOOSER = {
    "tr": "Şimdi kimse seçmez; kusurlu oyuncunun ortağının konuşması geçerli oldu.",
    "en": "Nobody chooses now: the offender's partner's call stood.",
}
OLD_CHOOSER = {"tr": "Şimdi kimse seçmez; ortağın konuşması", "en": "Nobody chooses now: the partner's call"}

STEP = {
    "pass": {
        "tr": "Önce kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır (Yasa 30B1(a)).",
        "en": "First the offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 applies (Law 30B1(a)).",
    },
    "bid": {
        "tr": "Önce kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir (Yasa 31B1).",
        "en": "First the offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 may apply (Law 31B1).",
    },
    "double": {
        "tr": "Önce kusurlu oyuncunun ortağı herhangi bir yasal konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir (Yasa 32B1).",
        "en": "First the offender's partner may make any legal call, but Law 16C2 applies (Law 32B1).",
    },
}
OLD_STEP = {"tr": "Önce ortak", "en": "First the partner"}

NOT_UNINTENDED = {
    "tr": "istem dışı bir konuşmanın, oyuncunun ortağı henüz konuşmamışken, aslında yapılmak istenen konuşmayla değiştirilmesine izin verir (Yasa 25A1, 25A2)",
    "en": "with the call he intended, until his partner calls (Laws 25A1, 25A2)",
}
CHANGE_OF_CALL = [["not-accepted", call, "lho-later"] for call in ("pass", "bid", "double")]


def test_the_official_turkish_gives_the_call_to_the_offender_s_partner():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["30B1(a)"].text.startswith("Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde")
    assert paragraphs["31B1"].text.startswith("Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde")
    assert paragraphs["32B1"].text.startswith("Kusurlu oyuncunun ortağı herhangi yasal bir konuşmayı yapabilir")
    assert "ortağının henüz konuşmamış olması kaydıyla" in paragraphs["25A1"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys, new", NOT_ACCEPTED, ids=["/".join(c[0]) for c in NOT_ACCEPTED])
def test_the_not_accepted_endings_name_the_offender_s_partner(client, keys, new, lang):
    says(client, SLUG, keys, lang, new[lang])
    never_says(client, SLUG, keys, lang, *OLD_NOW[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("call, new", PARTNER_FIRST, ids=[c[0] for c in PARTNER_FIRST])
def test_the_partner_first_endings_name_the_offender_s_partner(client, call, new, lang):
    keys = ["right-player-called", "partner", call]
    says(client, SLUG, keys, lang, new[lang], CHOOSER[lang])
    never_says(client, SLUG, keys, lang, *OLD_PARTNER_FIRST[lang], OLD_CHOOSER[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("call", STEP)
def test_the_step_before_the_offender_s_call_names_the_offender_s_partner(client, call, lang):
    keys = ["not-accepted", call, "partner"]
    says(client, SLUG, keys, lang, STEP[call][lang])
    never_says(client, SLUG, keys, lang, OLD_STEP[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_offender_s_bid_read_out_says_your_partner(client, lang):
    keys = ["not-accepted", "bid", "partner", "other"]
    new = {
        "tr": "Ortağınız kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 31B1).",
        "en": "Your partner may make any sufficient call, within the rules (Law 31B1).",
    }
    reads(client, SLUG, keys, lang, new[lang])
    if lang == "en":
        never_reads(client, SLUG, keys, lang, "Partner may make")


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", CHANGE_OF_CALL, ids="/".join)
def test_25a1_names_the_player_s_partner(client, keys, lang):
    says(client, SLUG, keys, lang, NOT_UNINTENDED[lang])
    if lang == "tr":
        never_says(client, SLUG, keys, lang, "ortak henüz konuşmamışken")
