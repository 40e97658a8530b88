"""The revoke guide's established Endings cite 64C1 for 64C1's sentence, as its other Endings do
(qa183): "If the Director considers that the damage suffered by the non-offending side is not
sufficiently compensated, he assigns an adjusted score" is 64C1, TR "Onarmaya tabi olmayanlar da
dahil olmak üzere, her resmileşmiş rönonstan sonra, hakem kusursuz tarafın maruz kaldığı zararın bu
Yasalar tarafından yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı skor
atayacaktır."; WBF "When, after any established revoke, including those not subject to trick
adjustment, the Director deems that the non-offending side is insufficiently compensated by this
Law for the damage caused, he shall assign an adjusted score." 64C2 says other things (repeated
revokes, both sides revoking). Who chooses and the read-out cited the head, "(Yasa 64C)"."""

import pytest

from situations.tests.guides import guide_pages
from situations.tests.guides.test_guides_revoke_established_63b_62d2 import ESTABLISHED, SLUG

pytestmark = pytest.mark.django_db
CHOOSER = {
    "tr": "Hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1).",
    "en": "The Director shall assign an adjusted score if he considers that the damage suffered by the non-offending side is not sufficiently compensated (Law 64C1).",
}
READ = {
    "tr": "Kimse seçmez. Hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1).",
    "en": "Nobody chooses. If the Director considers that the damage suffered by the non-offending side is not sufficiently compensated, he shall assign an adjusted score (Law 64C1).",
}
OLD = {
    "tr": "ayarlı skor verir (Yasa 64C).",
    "en": "is not sufficiently compensated (Law 64C).",
}
OLD_READ = {
    "tr": "ayarlı skor verir (Yasa 64C).",
    "en": "he assigns an adjusted score (Law 64C).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", ESTABLISHED, ids="/".join)
def test_the_established_ending_cites_64c1_for_the_damage_not_compensated(client, keys, lang):
    guide_pages.says(client, SLUG, keys, lang, CHOOSER[lang])
    guide_pages.never_says(client, SLUG, keys, lang, OLD[lang])
    guide_pages.reads(client, SLUG, keys, lang, READ[lang])
    guide_pages.never_reads(client, SLUG, keys, lang, OLD_READ[lang])
