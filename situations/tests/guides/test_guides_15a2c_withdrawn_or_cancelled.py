"""Law 15A2(c) in the wrong-board guide's "cards from the wrong board" Ending, on the page and in the
read-out: both texts apply Law 16C to calls withdrawn *or* cancelled; the guide said "the cancelled
calls" only (qa159's doubt, qa161)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "wrong-board"
KEYS = ["wrong-cards"]

# 15A2(c): TR "Geri alınan veya iptal edilen tüm konuşmalar için Yasa 16C geçerlidir."; WBF "Law 16C
# applies to any call withdrawn or cancelled." (Our English of 15A2(c): "Law 16C applies to all calls
# withdrawn or cancelled.")
WITHDRAWN_OR_CANCELLED = {
    "tr": "Geri alınan veya iptal edilen tüm konuşmalar için Yasa 16C geçerlidir (Yasa 15A2(c))",
    "en": "Law 16C applies to any call withdrawn or cancelled (Law 15A2(c))",
}
CANCELLED_ONLY = {
    "tr": "İptal edilen konuşmalar için Yasa 16C uygulanır",
    "en": "Law 16C applies to the cancelled calls",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_15a2c_names_withdrawn_and_cancelled_calls(client, lang):
    says(client, SLUG, KEYS, lang, WITHDRAWN_OR_CANCELLED[lang])
    never_says(client, SLUG, KEYS, lang, CANCELLED_ONLY[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_names_withdrawn_and_cancelled_calls(client, lang):
    reads(client, SLUG, KEYS, lang, WITHDRAWN_OR_CANCELLED[lang])
    never_reads(client, SLUG, KEYS, lang, CANCELLED_ONLY[lang])
