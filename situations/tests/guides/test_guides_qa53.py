"""qa53: the guides for information and boards walked as a Director would (docs/legal-review.md,
"qa53"): where a sentence of an Ending said something other than the official Turkish text, or left
out what the Law says happens.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


def test_16b2_in_english_sets_the_official_turkish_bar_for_damage(client):
    """16B2, official Turkish: "Bir oyuncu bir rakibinin böyle bir bilgi verdiğini ve bunun zarara yol
    açabileceğini düşündüğü zaman ... daha sonra hakem çağırma hakkını saklı tutacağını bildirebilir"
    (damage could result); WBF: "When a player considers that an opponent has made such information
    available and that damage could well result he may announce ... that he reserves the right to
    summon the Director later". The Turkish is the official text. The hesitation Ending's Turkish said
    "zarara yol açabileceğini", its English the WBF's "could well result": the two languages set the
    player different bars for reserving his rights."""
    says(client, "hesitation", ["opponent"], "tr", "bunun zarara yol açabileceğini düşünüyorsanız")
    says(
        client,
        "hesitation",
        ["opponent"],
        "en",
        "an opponent has made such information available and that damage could result (so the official"
        " Turkish; the WBF English says 'could well result'), you may call the Director",
    )
    never_says(client, "hesitation", ["opponent"], "en", "that damage could well result, you may")
