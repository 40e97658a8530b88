"""What the Director reads aloud (the read-out) to the side that was asked about a call names both
sources of the special information it must disclose, as 40B5(a) does, in both languages.

40B5(a), TR "Bir oyuncu rakiplerin isteği üzerine ortağının konuşma veya oyunun anlamını açıklarken
ortaklık uzlaşmaları ve ortaklık deneyimince kendisinde oluşan tüm özel bilgileri açıklamalıdır";
WBF "When explaining the significance of partner's call or play in reply to an opponent's enquiry
(see Law 20) a player shall disclose all special information conveyed to him through partnership
agreement or partnership experience". Before, the read-out said only "from the partnership
agreement" ("ortaklık anlaşmasından"), leaving out what the partnership's experience told him, which
40A1(a) also counts among its understandings (TR "dolaylı olarak ortak deneyim ... bağlı şekilde";
WBF "implicitly through mutual experience")."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["answering"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "ortaklık anlaşmasıyla ya da ortaklık deneyimiyle edindiği bütün özel bilgiyi açıkla",
            "ortaklık anlaşmasından gelen bütün özel bilgiyi açıklar",
        ),
        (
            "en",
            "disclose all special information conveyed to him through partnership agreement or partnership experience",
            "discloses all special information from the partnership agreement",
        ),
    ],
)
def test_the_read_out_names_partnership_experience_as_well_as_agreement(client, lang, phrase, old):
    guide_pages.reads(client, SLUG, KEYS, lang, phrase)
    guide_pages.never_reads(client, SLUG, KEYS, lang, old)
