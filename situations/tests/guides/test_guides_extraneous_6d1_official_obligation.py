"""Extraneous information, a card seen during the shuffle or deal: Law 6D1's new shuffle and deal in
the official Turkish's obligation ("zorundadır"), on the two Endings' pages and the read-out
(audit285, session 93).

Law 6D1, TR (official): "Bir bordda ilk artırım her iki taraf için de başlamadan önce kartların
düzgün olmayan bir şekilde dağıtıldığı veya bir oyuncunun karıştırma ve dağıtımı sırasında başka bir
ele ait kartın yüzünü görme olasılığının bulunduğu saptanırsa, deste yeniden karıştırılmak ve tekrar
dağıtılmak zorundadır."
Law 6D1, WBF: "If it is ascertained before the auction first begins on a board that the cards have
been incorrectly dealt or that during the shuffle and deal a player could have seen the face of a
card belonging to another player there shall be a new shuffle and deal."

The pages said "deste yeniden karıştırılır ve yeniden dağıtılır" and, for a card reported after the
first call, "Deste ancak ... saptanırsa yeniden karıştırılıp dağıtılır": the present, where both
texts have an obligation. The second also said in Turkish that the deck "is reshuffled only if" it
is found in time, while its English says "A new shuffle and deal is required only when": the
obligation, not the shuffle, is what the time limits: 6D3, TR "Hakem, yasalar kapsamındaki herhangi
bir nedenden dolayı, destenin tekrar karıştırılarak dağıtılması talimatını verebilir", WBF "The
Director may require a new shuffle and a redeal for any reason compatible with the Laws". Each sentence keeps its words and takes the paragraph's verb; the
English is left as it was (its modality is not decided); since qa291 the redeal Ending's page and read-out
say the WBF's "there shall be" (test_guides_qa291.py).
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "extraneous-information"
REDEAL = ["card-at-my-table", "shuffle-or-deal"]
LATE = ["card-at-my-table", "shuffle-or-deal-reported-late"]
MUST = "deste yeniden karıştırılmak ve yeniden dağıtılmak zorundadır (Yasa 6D1)"


def test_the_redeal_page_says_it_must_be_reshuffled_and_redealt(client):
    says(client, SLUG, REDEAL, "tr", "anlaşılırsa " + MUST + ".")
    never_says(client, SLUG, REDEAL, "tr", "deste yeniden karıştırılır ve yeniden dağıtılır")
    says(client, SLUG, REDEAL, "en", "there shall be a new shuffle and deal (Law 6D1)")


def test_the_redeal_read_out_says_it_must_be_reshuffled_and_redealt(client):
    reads(client, SLUG, REDEAL, "tr", "artırım başlamadı: " + MUST + ".")
    never_reads(client, SLUG, REDEAL, "tr", "deste yeniden karıştırılır ve yeniden dağıtılır")


def test_the_late_report_says_the_obligation_is_what_the_time_limits(client):
    says(
        client,
        SLUG,
        LATE,
        "tr",
        "Deste ancak bordda ilk artırım başlamadan önce saptanırsa yeniden karıştırılmak ve yeniden dağıtılmak zorundadır (Yasa 6D1)",
    )
    never_says(client, SLUG, LATE, "tr", "saptanırsa yeniden karıştırılıp dağıtılır (Yasa 6D1)")
    says(client, SLUG, LATE, "en", "A new shuffle and deal is required only when this is found before")
