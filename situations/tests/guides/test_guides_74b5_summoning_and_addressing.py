"""Law 74B5 in the penalties guide's Director line (the slow-play and conduct Endings): against
etiquette is summoning *and addressing* the Director discourteously; the Turkish line named the
summoning alone, the English both (qa182). In 74B's own verb, "should refrain from" /
"kaçınmalıdır", since audit312 (test_audit312_74b_should_refrain_from.py)."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

# 74B: TR "Nezaket gereği olarak bir oyuncu şunlardan kaçınmalıdır: ... 5. Hakemi, ona veya diğer
# yarışmacılara karşı saygısız biçimde çağırmak ve bu biçimde hakeme hitap etmek."; WBF "As a matter
# of courtesy a player should refrain from: ... 5. summoning and addressing the Director in a manner
# discourteous to him or to other contestants."
SUMMONING_AND_ADDRESSING = {
    "tr": "hakemi ona ya da diğer yarışmacılara karşı saygısız biçimde çağırmaktan ve ona bu biçimde hitap etmekten kaçınmalıdır (Yasa 74B5)",
    "en": "should refrain from summoning and addressing the Director in a manner discourteous to him or to other contestants (Law 74B5)",
}


@pytest.mark.parametrize("keys", [["slow-play"], ["conduct"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_director_line_names_summoning_and_addressing(client, lang, keys):
    says(client, "penalties", keys, lang, SUMMONING_AND_ADDRESSING[lang])
