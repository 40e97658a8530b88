"""The hesitation guide's Ending for information from partner says 73C1 and 16B1 in the official
Turkish's words, on the page and in the read-out.

73C1 (TR): "Bir oyuncu ortağından ... izinsiz bilgi elde ettiğinde, bundan kendi tarafına
yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak zorundadır [Bkz. Yasa 16B1(a)]."
73C1 (WBF): "When a player has available to him unauthorized information from his partner ... he must
carefully avoid taking any advantage from that unauthorized information [see Law 16B1(a)]."

The Turkish said "kendi tarafınıza yarar sağlamaktan dikkatle kaçınmak zorundasınız" (from gaining a
benefit for your side): without the official "yarayabilecek" (could benefit) the duty read as one
about a benefit gained, where the paragraph reaches any use that could benefit the side. The English
is the WBF's ("taking any advantage") and stays (audit15a's point, not "avoid using it", holds).

16B1 (TR): "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış
bilgi izinsizdir"; (WBF) "Any extraneous information from partner that might suggest a call or play is
unauthorized". The partner Ending said "her dış bilgi", the opponent Ending "her türlü dış bilgi", as
the official text does."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["partner"]


def test_the_page_says_73c1_in_the_official_words(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "Ortağınızdan gelen bu izinsiz bilgiden kendi tarafınıza yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak zorundasınız (Yasa 73C1).",
    )
    never_says(client, SLUG, KEYS, "tr", "yarar sağlamaktan")
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "You must carefully avoid taking any advantage from this unauthorised information from your partner (Law 73C1).",
    )


def test_the_read_out_says_73c1_in_the_official_words(client):
    reads(
        client,
        SLUG,
        KEYS,
        "tr",
        "Bundan kendi tarafınıza yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak zorundasınız (Yasa 73C1).",
    )
    never_reads(client, SLUG, KEYS, "tr", "yarar sağlamaktan")
    reads(client, SLUG, KEYS, "en", "You must carefully avoid taking any advantage from it (Law 73C1).")


def test_the_page_says_16b1_any_kind_of_extraneous_information(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "Ortaktan gelen ve belli bir konuşma ya da oyuna işaret edebilecek her türlü dış bilgi izinsizdir: söz, soru,",
    )
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "Any extraneous information from partner that might suggest a call or play is unauthorised:",
    )
