"""The hesitation guide's Ending for an opponent's hesitation says 16B3's condition in the official
Turkish's order: the player believes he has sound grounds, on the page (`now`), in the Director line
and in the read-out.

16B3 (TR): "Bir oyuncu, bir rakibinin mantıklı alternatifler arasından böyle bir bilginin öne çıkarmış
olabileceği bir alternatifi seçtiğine dair, sağlam bir gerekçesi olduğuna inanıyorsa, oyun bittikten
sonra hakemi çağırmalıdır."
16B3 (WBF): "When a player has substantial reason to believe that an opponent who had a logical
alternative has chosen an action suggested by such information, he should summon the Director when
play ends."

The Turkish lines said "seçtiğine inanmak için sağlam bir gerekçeniz varsa" (if you have sound grounds
to believe that he chose), the WBF's order put into Turkish, beside the official paragraph quoted on
the same page, which says "seçtiğine dair, sağlam bir gerekçesi olduğuna inanıyorsa" (if he believes
he has sound grounds for thinking that he chose). The English keeps the WBF's words."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["opponent"]
OFFICIAL = "birini seçtiğine dair sağlam bir gerekçeniz olduğuna inanıyorsanız oyun bitince"
OLD = "seçtiğine inanmak için sağlam bir gerekçeniz varsa"


def test_the_page_says_16b3_s_condition_in_the_official_order(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        f"Rakibin mantıklı seçenekler arasından böyle bir bilginin öne çıkarmış olabileceği {OFFICIAL} hakemi çağırmalısınız;",
        f"Rakibin, mantıklı seçenekler arasından böyle bir bilginin öne çıkarmış olabileceği {OFFICIAL} hakemi çağırmalısınız (Yasa 16B3).",
    )
    never_says(client, SLUG, KEYS, "tr", OLD)
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "If you have substantial reason to believe that the opponent, who had a logical alternative, chose an action that could have been suggested by such information, you should call the Director when play ends;",
    )


def test_the_read_out_says_16b3_s_condition_in_the_official_order(client):
    reads(
        client,
        SLUG,
        KEYS,
        "tr",
        f"Rakibin mantıklı seçenekler arasından böyle bir bilginin öne çıkarmış olabileceği {OFFICIAL} hakemi çağırmalısınız;",
    )
    never_reads(client, SLUG, KEYS, "tr", OLD)
    reads(
        client,
        SLUG,
        KEYS,
        "en",
        "If you have substantial reason to believe the opponent, who had a logical alternative, chose an action such information could have suggested, you should call the Director when play ends;",
    )
