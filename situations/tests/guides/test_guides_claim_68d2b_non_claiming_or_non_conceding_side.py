"""68D2(b)'s side: the one that neither claimed nor conceded (docs/legal-review.md, Session 89 (qa220)).

68D2(b), official Turkish: "Talep veya terkte bulunmayan tarafın talebi doğrultusunda oyun aşağıdaki
şartlar çerçevesinde devam eder: ... (ii) Yapılan talep veya terk yok sayılmış olur ve herhangi bir
yaptırıma tabi olmaz"; WBF: "upon the request of the non-claiming or non-conceding side, play may continue
subject to the following: ... (ii) the prior claim or concession is void and not subject to adjudication".

The disputed Ending opens its sentence with "If the claim or concession is doubted" and then gave the
request to "the non-claiming side" and voided "the claim": of a concession that is doubted (68B1: a
statement that a side will lose a number of tricks, no claim), both sides are "non-claiming", and the
side the paragraph names, the one that did not concede, was not said. The page (now, chooser, the
Director's line) and the read-out now name the side as both texts do, and void the claim or
concession."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

KEYS = ["disputed"]
PAGE = {
    "tr": (
        "ya da talep veya terkte bulunmayan taraf isterse ve dört oyuncunun hepsi kabul ederse oyun sürer: "
        "talep veya terk yok sayılır",
        "ya da talep veya terkte bulunmayan tarafın isteğiyle dört oyuncu birlikte oyunu sürdürmeyi kabul eder",
        "ancak dört oyuncu talep veya terkte bulunmayan tarafın isteğiyle oyunu sürdürmeyi kabul ederse",
    ),
    "en": (
        "or, at the request of the non-claiming or non-conceding side and only if all four players agree, "
        "play may continue: the claim or concession is void",
        "or, at the non-claiming or non-conceding side's request, all four players agree to play on",
        "unless all four players agree, at the non-claiming or non-conceding side's request, to play on",
    ),
}
READ_OUT = {
    "tr": "Talep veya terkte bulunmayan taraf isterse ve dördünüz de kabul ederseniz oyun sürer: talep veya terk yok sayılır",
    "en": "If the non-claiming or non-conceding side asks and all four of you agree, play may continue: the claim or concession is void",
}
OLD = {"tr": "talep etmeyen taraf", "en": "non-claiming side"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_names_the_side_that_neither_claimed_nor_conceded(client, lang):
    says(client, "claim", KEYS, lang, *PAGE[lang])
    never_says(client, "claim", KEYS, lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_names_it_too(client, lang):
    reads(client, "claim", KEYS, lang, READ_OUT[lang])
    never_reads(client, "claim", KEYS, lang, OLD[lang])
