"""The table page's words on an agreed claim (Law 69B2) name no actor the paragraph does not name.

69B, official Turkish: "Talep veya terk üzerindeki anlaşma (bkz A), Yasa 79C’de belirlenmiş
düzeltme dönemi içinde geri alınabilir: ... 2. Oyunun devamında muhtemelen kendi tarafının
kazanacağı bir lövenin kaybında anlaşmışsa"; WBF: "Agreement with a claim or concession (see A)
may be withdrawn within the Correction Period established under Law 79C: ... 2. if a player has
agreed to the loss of a trick that his side would likely have won had the play continued."

Both texts say the agreement "may be withdrawn" (geri alınabilir) and leave open who withdraws
it; 79B1 has the Director apply 69B (TR "Hakem, masada bir kabul veya terk talebi yapılmış olduğunu
saptar ise Yasa 69B veya Yasa 71’i uygular"; WBF "If the Director determines that a claim or
concession was made at the table he applies Law 69B or Law 71"). The page said "a player may
withdraw his agreement" / "bir oyuncu ... anlaşmasını geri alabilir": the player as the one who
withdraws, by his own act. It now says the paragraph's passive, as the claim guide's own
"Going back on agreeing" ending does.
"""

import pytest

from situations.tests.table.test_table_claim import agreed_page, said

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "lang, withdrawn, players_act",
    [
        (
            "en",
            "Within the Correction Period the agreement may be withdrawn if a player agreed to the loss of a trick "
            "his side would likely have won had play continued (Law 69B2); whether the opponents would likely have "
            "won it is the Director's judgement, which the engine does not make.",
            "a player may withdraw his agreement",
        ),
        (
            "tr",
            "Düzeltme dönemi içinde, bir oyuncu oyunun devamında muhtemelen kendi tarafının kazanacağı bir lövenin "
            "kaybında anlaşmışsa anlaşma geri alınabilir (Yasa 69B2); rakiplerin o löveyi muhtemelen alıp almayacağı "
            "hakemin takdiridir, karar motoru bu takdiri yapmaz.",
            "anlaşmasını geri alabilir",
        ),
    ],
)
def test_the_agreement_may_be_withdrawn_not_the_player_withdraws_it(client, lang, withdrawn, players_act):
    sentences = said(agreed_page(client, lang, agreed="1"))
    assert any(sentence.endswith(withdrawn) for sentence in sentences), sentences
    assert not any(players_act in sentence for sentence in sentences)
