"""audit294 (session 94): the disputed-claim Ending states 68D2(a) and 68D2(b) in each text's own verbs
(CONTRIBUTING.md, "Add a situation guide", point 1: a sentence that states what a paragraph requires or
allows uses that paragraph's modal verb, the WBF's in English and the official text's in Turkish).

68D2(a), TR (official): "Hakem derhal çağrılabilir ve o gelinceye kadar hiçbir harekette bulunulamaz,
Yasa 70 uygulanır"; WBF: "the Director may immediately be summoned and no action should be taken pending
his arrival, Law 70 applies".
68D2(b), TR (official): "Talep veya terkte bulunmayan tarafın talebi doğrultusunda oyun aşağıdaki şartlar
çerçevesinde devam eder: (i) Oyunun devamını dört oyuncunun hepsi kabul etmelidir ... (ii) ... Bu durum
Yasalar 16 ve 50 kapsamına girmez ve masada ulaşılan skor geçerli olur."; WBF: "upon the request of the
non-claiming or non-conceding side, play may continue subject to the following: (i) all four players must
concur ... (ii) the prior claim or concession is void and not subject to adjudication. Laws 16 and 50 do
not apply, and the score subsequently obtained shall stand."

The page said "the Director is called and nothing is done until he comes" / "hakem çağrılır ve o gelene
kadar hiçbir şey yapılmaz" (neither text's "may be summoned", "should be taken", "çağrılabilir",
"bulunulamaz"), "play continues" for the WBF's "play may continue", and "the score obtained stands" for the
WBF's "shall stand"; the read-out the last two. The Turkish (b) is the present in the official text
("devam eder", "geçerli olur") and stays so."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

KEYS = ["disputed"]
PAGE = {
    "tr": (
        "ya hakem derhal çağrılabilir ve o gelene kadar hiçbir harekette bulunulamaz",
        "dört oyuncunun hepsi kabul ederse oyun sürer",
        "masada alınan skor geçerli olur (Yasa 68D2(b))",
    ),
    "en": (
        "either the Director may be summoned at once and no action should be taken until he comes",
        "only if all four players agree, play may continue: the claim or concession is void",
        "Laws 16 and 50 do not apply, and the score obtained shall stand (Law 68D2(b))",
    ),
}
OLD_PAGE = {
    "tr": ("ya hakem çağrılır ve o gelene kadar hiçbir şey yapılmaz",),
    "en": (
        "either the Director is called and nothing is done until he comes",
        "play continues: the claim or concession is void",
        "the score obtained stands",
    ),
}
READ_OUT = {
    "tr": "Talep veya terkte bulunmayan taraf isterse ve dördünüz de kabul ederseniz oyun sürer: talep veya terk "
    "yok sayılır ve masada alınan skor geçerli olur (Yasa 68D2(b)).",
    "en": "If the non-claiming or non-conceding side asks and all four of you agree, play may continue: the claim or "
    "concession is void and the score obtained shall stand (Law 68D2(b)).",
}
OLD_READ_OUT = {"tr": "oyun devam eder", "en": "the score obtained stands"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_68d2_in_each_text_s_verbs(client, lang):
    says(client, "claim", KEYS, lang, *PAGE[lang])
    never_says(client, "claim", KEYS, lang, *OLD_PAGE[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_68d2b_in_each_text_s_verbs(client, lang):
    reads(client, "claim", KEYS, lang, READ_OUT[lang])
    never_reads(client, "claim", KEYS, lang, OLD_READ_OUT[lang])
