"""A quiz's explanation quotes a sub-paragraph that continues its parent's sentence with the parent's
opening words in Turkish as in English (quizzes.explain). The English tells a continuation by its
lower-case opening; the Turkish opens every sub-paragraph with a capital, so its quotes of 37
paragraphs lost who may or must act.

57A: TR "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında
... deklaran aşağıdaki seçeneklerden birini seçer. Deklaran: 1. Kusurlu oyuncunun ortağından oynanan
renkteki en büyük kartını oynamasını isteyebilir veya"; WBF "... Declarer may: 1. require offender's
partner to play the highest card he holds of the suit led, or".

82B: TR "Yöntem hatasını düzeltmek için hakem: 1. Bu yasalar çerçevesinde ayarlı skor atayabilir."; WBF
"To rectify an error in procedure the Director may: 1. award an adjusted score as permitted by these Laws."
"""

import pytest

from lawbook.models import Paragraph
from lawbook.quoting import quotation, quotations
from quizzes.explain import _reads_on, _text, quote

pytestmark = pytest.mark.django_db


def _words(found) -> str:
    return str(found.body).replace("&#x27;", "'")


@pytest.mark.parametrize(
    "label, opening, own",
    [
        ("57A1", "Deklaran:", "en büyük kartını oynamasını isteyebilir"),
        ("82B1", "hakem:", "ayarlı skor atayabilir"),
        ("70C1", "", "koz hakkında bir beyanda bulunmamışsa"),
    ],
)
def test_a_turkish_quote_reads_on_from_its_parents_opening(label, opening, own):
    parent = quotation(label, "tr").ancestors[-1].text
    words = _words(quote(label, "tr"))
    assert own in words
    assert parent in words and words.index(parent) < words.index(own)
    assert opening in parent


def test_both_languages_quote_the_words_of_the_same_paragraphs():
    # Every sub-paragraph's quotation in each language made in one call (its queries once, not once
    # per paragraph): the same quotations quotation() gives one by one, 1.6-1.9 s of CPU against
    # 15-16 s for the 735 labels twice (docs/benchmarks.md, Session 93 (suite284)); _reads_on's
    # English is then the current edition's kept one, as a quiz page's is after its first quote.
    subparagraphs = [str(paragraph.label) for paragraph in Paragraph.objects.exclude(parent=None)]
    quoted = {lang: dict(zip(subparagraphs, quotations(subparagraphs, lang), strict=True)) for lang in ("tr", "en")}
    differ = []
    for label in subparagraphs:
        found = {lang: quoted[lang][label] for lang in ("tr", "en")}
        if None in found.values():
            continue
        labels = {lang: _text(found[lang], _reads_on(label, lang))[1] for lang in found}
        if labels["tr"] != labels["en"]:
            differ.append(label)
    assert differ == []


def test_an_english_quote_reads_on_as_before():
    words = _words(quote("57A1", "en"))
    assert words.index("Declarer:") < words.index("may require the offender's partner to play the highest card")
