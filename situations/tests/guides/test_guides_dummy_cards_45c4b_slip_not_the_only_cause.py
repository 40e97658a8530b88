"""45C4(b)'s rule is the unintended designation; the slip of the tongue is the cause it names as one
that may be allowed, not the only one (the card-from-dummy guide; session 88, qa212, from qa198's doubt).

45C4(b), TR "Kendi elinden veya Yerden bir kart oynanmadan önce, deklaran, istemsiz olarak belirtmiş
olduğu bir kartı değiştirebilir. Belirtilen kartın değiştirilme sebebi dil sürçmesi olabilir, fakat
konsantrasyon kaybı veya durumun yeniden değerlendirilmesi olamaz."; WBF "Declarer may correct an
unintended designation of a card from dummy until he next plays a card from either his own hand or from
dummy. A change of designation may be allowed after a slip of the tongue, but not after a loss of
concentration or a reconsideration of action."

Neither text says "only": what declarer may change is "an unintended designation" (TR "istemsiz olarak
belirtmiş olduğu bir kartı"), and the slip of the tongue is a reason that "may be" (TR "olabilir") one.
The Turkish line on the slip and rethink Endings said "Söylenen kart yalnızca dil sürçmesinden sonra
değiştirilebilir" (only after a slip of the tongue; its English had no "only"), and the slip Ending's
read-out "The card may be changed only after a slip of the tongue, not after a rethink" / "Kart yalnızca
dil sürçmesiyse değiştirilebilir": a rule narrower than the paragraph, and the read-out left out the loss
of concentration. (25A2's official Turkish does say "Yalnızca" for a call: the unintended-call guide's
line is that paragraph's, not this one's.)
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
SLIP = ["changed", "slip", "not-yet"]
RETHINK = ["changed", "rethink"]


@pytest.mark.parametrize("keys", [SLIP, RETHINK])
def test_the_turkish_line_does_not_say_only(client, keys):
    says(
        client,
        SLUG,
        keys,
        "tr",
        "Söylenen kart dil sürçmesinden sonra değiştirilebilir; konsantrasyon kaybından ya da durumu yeniden "
        "değerlendirmekten sonra değiştirilemez (Yasa 45C4(b)).",
    )
    never_says(client, SLUG, keys, "tr", "yalnızca dil sürçmesi")


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "İstemeden söylenen kart değiştirilebilir: sebebi dil sürçmesi olabilir, konsantrasyon kaybı ya da "
            "yeniden düşünmek olamaz (Yasa 45C4(b))",
            "yalnızca dil sürçmesiyse",
        ),
        (
            "en",
            "A card named unintentionally may be changed: a slip of the tongue may be the reason, a loss of "
            "concentration or a rethink may not (Law 45C4(b))",
            "only after a slip of the tongue",
        ),
    ],
)
def test_the_slip_read_out_says_the_unintended_designation_and_both_causes_excluded(client, lang, said, old):
    reads(client, SLUG, SLIP, lang, said)
    never_reads(client, SLUG, SLIP, lang, old)
