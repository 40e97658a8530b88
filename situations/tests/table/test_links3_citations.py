"""The calculator's lede and form errors, the table page's and the auction table's own sentences
citing a Law: each citation a link to its paragraph in the page's language (situations/
citation_links.py; links3 found them drawn as words by a crawl of these pages). A citation ending a
checkbox's label stands beside the <label>, linked, so a tap on the words ticks the box.

The paragraphs, as the sentences name them: 12C1(c) (TR "olası birkaç farklı sonucun gerçekleşme
oranına bağlı ağırlıklı toplamı yansıtacak şekilde", WBF "weighted to reflect the probabilities of a
number of potential results"), 12C1(d) (TR "olasılıklar çok çeşitli ise ya da belirgin değil ise",
WBF "numerous or not obvious"), 12C2 and 77 (the scoring table); 46B (TR "Eksik veya Geçersiz
Tanımlama", WBF "Incomplete or Invalid Designation"); 53B and the 16C it names (TR "doğru çıkışı
yapabilir ... ancak Yasa 16C uygulanır"; both texts quoted in test_table_proper_lead.py); 38B (TR
"Yediden yüksek bir deklare sonraki konuşmalarla birlikte iptal edilir", WBF "A bid of more than
seven is cancelled together with any subsequent calls", as qa69 quoted it); 27B1(a), 29C, 30C, 23A
and 25A, the paragraphs the auction table's findings cite."""

from urllib.parse import urlencode

import pytest
from django.utils import translation

from situations.tests.table.test_table import table_url
from situations.tests.table.test_table_proper_lead import DEAL, SOUTH_WON
from tests.citation_links import LINK, assert_each_opens_its_paragraph, links_of

pytestmark = pytest.mark.django_db

SCORE = {"tr": "/tr/hakem/skor/", "en": "/en/director/score/"}
AUCTION = {"tr": "/tr/masa/artirim/", "en": "/en/table/auction/"}
# A score no contract and result gives: the form's error cites Law 77.
NO_SUCH_SCORE = {"kind": "weighted", "form": "mp", "score1": "-5", "weight1": "100", "other": "170"}


def anchors(html: str) -> list[str]:
    return [href.split("#")[1] for href, _ in LINK.findall(html)]


def page(client, url: str, status: int = 200) -> str:
    response = client.get(url)
    assert response.status_code == status, url
    return response.content.decode()


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_calculator_links_its_lede_and_its_form_errors(client, lang):
    start = page(client, SCORE[lang])
    lede = start.split('<p class="lede">', 1)[1].split("</p>", 1)[0]
    assert sorted(anchors(lede)) == ["12C1c", "12C1d", "12C2"]
    errors = page(client, SCORE[lang] + "?" + urlencode(NO_SUCH_SCORE), 400)
    alert = errors.split('role="alert"', 1)[1].split("</div>", 1)[0]
    assert "77" in anchors(alert)
    with translation.override(lang):
        assert_each_opens_its_paragraph(client, links_of([start, errors]), lang)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_table_links_its_own_sentences(client, lang):
    designating = page(client, table_url(lang, play="W:D2"))
    modes = designating.split('<p class="modes designations">', 1)[1].split("</p>", 1)[0]
    assert anchors(modes)[0] == "46B"
    proper = page(client, table_url(lang, deal=DEAL, contract="4H", declarer="S", play=SOUTH_WON + ",W:S4"))
    line = proper.split('<p class="proper-lead" data-law="53B">', 1)[1].split("</p>", 1)[0]
    assert sorted(anchors(line)) == ["16C", "53B", "53B"]
    with translation.override(lang):
        assert_each_opens_its_paragraph(client, links_of([designating, proper]), lang)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_auction_table_links_its_findings_beside_their_labels(client, lang):
    box = page(client, AUCTION[lang] + "?dealer=N")
    findings = box.split('<p class="box-findings">', 1)[1].split("</p>", 1)[0]
    assert anchors(findings) == ["27B1a", "29C", "30C", "23A", "25A"]
    for label in findings.split("<label>")[1:]:
        assert "guide-cite" not in label.split("</label>", 1)[0]  # a tap on the words ticks the box
    above_seven = page(client, AUCTION[lang] + "?" + urlencode({"dealer": "N", "calls": "N:1S,E:7H"}))
    assert "38B" in anchors(above_seven)
    with translation.override(lang):
        assert_each_opens_its_paragraph(client, links_of([box, above_seven]), lang)
