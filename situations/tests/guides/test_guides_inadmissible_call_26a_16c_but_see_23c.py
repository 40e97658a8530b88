"""After an inadmissible double or redouble cancelled under 36B, the inadmissible-call guide's page on
a comparable replacement carries the whole of 26A: no lead restriction, *and Law 16C does not apply,
but see Law 23C* (in 26A as the page quotes it), and it quotes 23C, which that pointer names.

26A (TR, official): "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma (bkz. Yasa 23A)
ile değiştirirse, ve daha sonra da defans oyuncusu olursa, kendi tarafı için herhangi bir çıkış
kısıtlaması söz konusu değildir. Yasa 16C uygulanmaz, ancak bkz. Yasa 23C."
26A (WBF): "When an offending player's call is withdrawn and it is replaced by a comparable call (see
Law 23A), then if he becomes a defender there are no lead restrictions for his side. Law 16C does not
apply, but see Law 23C."
23C (TR): "... Hakem oyunun sonunda; usulsüz konuşma sonucu edinilen yardımın olmaması halinde bordun
sonucunun farklı olabileceğine ve bunun sonucu olarak kusursuz tarafın zarar görmüş olabileceğine
kanaat getirirse, ayarlı skor uygulayacaktır."; (WBF) "... the Director judges at the end of the play
that without the assistance gained through the infraction the outcome of the board could well have
been different, and in consequence the non-offending side is damaged, he shall award an adjusted
score".

The page quoted 26A but not 23C (qa199 left it; qa205). qa205 also said 26A's closing sentence in the
guide's own line; beside another change it put 39B above 46B3 in a search test, and the line went back to
26A's first sentence (docs/legal-review.md, Session 87 (lead)): the quoted 26A says the rest."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

# 26A's closing sentence, as the page quotes 26A (the official Turkish; the site's English of it).
WHOLE_26A = {
    "tr": "Yasa 16C uygulanmaz, ancak bkz. Yasa 23C.",
    "en": "Law 16C does not apply, but see Law 23C.",
}
# 23C quoted beside it (the official Turkish; the site's English of it).
QUOTED_23C = {
    "tr": "usulsüz konuşma sonucu edinilen yardımın olmaması halinde bordun sonucunun farklı olabileceğine",
    "en": "without the assistance gained through the irregular call the result of the board could have been different",
}


def test_the_official_turkish_26a_ends_with_its_pointer_to_23c():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["26A"].text.endswith("Yasa 16C uygulanmaz, ancak bkz. Yasa 23C.")
    assert "ayarlı skor uygulayacaktır" in paragraphs["23C"].text


@pytest.mark.parametrize("path", ["double/in-turn", "double/out-of-turn"])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_comparable_call_page_quotes_26a_whole_and_23c(client, path, lang):
    says(client, SLUG, path.split("/"), lang, WHOLE_26A[lang], QUOTED_23C[lang])
