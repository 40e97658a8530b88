"""The opponent's-hesitation Ending's title says what 16B covers, a call or a play, in both languages
(audit287, session 93).

16B1(a), TR (official): "Bir oyuncu, mantıklı başka bir seçeneği varken, kendisine ulaşan bir dış
bilginin açıkça gösterdiği doğrultudaki belli bir konuşma veya oyun tarzını tercih edemez."
16B1(a), WBF: "A player may not choose a call or play that is demonstrably suggested over another by
unauthorized information if the other call or play is a logical alternative."
16B3, TR: "... bir rakibinin mantıklı alternatifler arasından böyle bir bilginin öne çıkarmış olabileceği
bir alternatifi seçtiğine dair ..."; WBF: "... an opponent who had a logical alternative has chosen an
action suggested by such information ...".

The English title said "his partner acted" (a call or a play, as the Ending's lines and its phrasings,
an opening lead and a play among them, say); the Turkish said "ortağı konuştu" (his partner made a
call), narrower than the English and than the paragraphs. Now "ortağı konuştu ya da oynadı".
"""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["opponent"]


def test_the_turkish_title_names_a_call_or_a_play(client):
    says(client, SLUG, KEYS, "tr", "Rakip duraksadı, ortağı konuştu ya da oynadı")


def test_the_english_title_unchanged(client):
    says(client, SLUG, KEYS, "en", "An opponent hesitated and his partner acted")
