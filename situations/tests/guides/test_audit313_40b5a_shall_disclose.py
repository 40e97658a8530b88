"""The asking-questions guide's "we were asked" Ending says 40B5(a) in the WBF's own verb, "shall
disclose", on the page and in the read-out (CONTRIBUTING.md, "Add a situation guide", point 1: the English
says the WBF's word, the Turkish the official text's).

40B5(a) (TR): "Bir oyuncu rakiplerin isteği üzerine ortağının konuşma veya oyunun anlamını açıklarken
ortaklık uzlaşmaları ve ortaklık deneyimince kendisinde oluşan tüm özel bilgileri açıklamalıdır, ancak briç
oyuncularınca genel olarak bilinen konularda kendi bilgi ve deneyimine bağlı çıkarımları açıklamak zorunda
değildir."
40B5(a) (WBF): "When explaining the significance of partner's call or play in reply to an opponent's enquiry
(see Law 20) a player shall disclose all special information conveyed to him through partnership agreement
or partnership experience but he need not disclose inferences drawn from his knowledge and experience of
matters generally known to bridge players."

The English said "must disclose", the strongest word of the WBF's Introduction, where the WBF says "shall";
the Turkish "açıklamalısınız" is the official "-malıdır" and stays."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["answering"]


def test_the_page_says_shall_disclose(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "When explaining your partner's call or play, you shall disclose all special information conveyed to you"
        " through partnership agreement or partnership experience; you need not disclose inferences",
    )
    never_says(client, SLUG, KEYS, "en", "you must disclose")


def test_the_read_out_says_shall_disclose(client):
    reads(client, SLUG, KEYS, "en", "should reply, and shall disclose all special information conveyed to him")
    never_reads(client, SLUG, KEYS, "en", "must disclose")


def test_the_turkish_keeps_the_official_obligation(client):
    says(client, SLUG, KEYS, "tr", "bütün özel bilgiyi açıklamalısınız")
    reads(client, SLUG, KEYS, "tr", "bütün özel bilgiyi açıklamalıdır")
