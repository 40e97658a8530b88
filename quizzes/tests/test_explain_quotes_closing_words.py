"""A quiz's explanation quotes a paragraph whose sentence closes after its sub-paragraphs to its
closing words (quizzes.explain, on lawbook.quoting's `closing` lines), as the guides do since qa191:
before, the quote stopped at the paragraph's opening words, and the duty or the outcome it states
was not in the explanation.

20F5(b): TR "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; (i) bir defans oyuncusu için oyun sonu, ve
(ii) deklaran ya da yer için artırmanın son pasından sonradır. Kendi görüşüne göre ortağının
açıklamasının hatalı olduğu ile ilgili rakiplerini bilgilendirerek hakem çağırmalıdır. (Bkz. Yasa
75B.)"; WBF "The player must call the Director and inform his opponents that, in his opinion, his
partner's explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is: (i)
for a defender, at the end of the play. (ii) for declarer or dummy, after the final pass of the auction."

71: TR "Terk bir kez yapıldığında, ... hakem terki aşağıdaki sebeplerle iptal etmedikçe, geçerli
kalmalıdır: A. Bir oyuncu, aslında, kendi tarafının kazandığı bir löveyi terk etmişse veya B. Bir
oyuncu, kalan kartların herhangi bir normal şekilde oynanması sonucu kaybedemeyeceği bir löveyi terk
etmişse; Bu löve iade edilerek bord yeniden skorlanır."; WBF "A concession must stand, once made, except
that within the Correction Period established under Law 79C the Director shall cancel a concession: A.
if a player conceded a trick his side had, in fact, won; or B. if a player has conceded a trick that
could not be lost by any normal play of the remaining cards. The board is rescored with such trick
awarded to his side." 69B closes on the same sentence in both texts.

The claim quiz cites 71B: its explanation now quotes the cancellation (71's opening, in the Turkish
too, where 71B opens with a capital) and the rescoring (71's closing words)."""

import pytest

from quizzes import explain
from quizzes.explain import quote
from quizzes.generators import generate

pytestmark = pytest.mark.django_db

DUTY_20F5B = {"tr": "rakiplerini bilgilendirerek hakem çağırmalıdır", "en": "must call the Director and inform"}
RESCORED = {"tr": "Bu löve iade edilerek bord yeniden skorlanır", "en": "The board is rescored"}
CANCELLED_71 = {"tr": "hakem terki aşağıdaki sebeplerle iptal etmedikçe", "en": "the Director cancels it"}


def _words(found) -> str:
    return str(found.body).replace("&#x27;", "'")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_20f5b_is_quoted_to_its_duty_with_both_opportunities(lang):
    words = _words(quote("20F5(b)", lang))
    opportunities = {
        "tr": ("bir defans oyuncusu için oyun sonu", "deklaran ya da yer için"),
        "en": ("for a defender", "for declarer or dummy"),
    }
    assert DUTY_20F5B[lang] in words and all(said in words for said in opportunities[lang]), words
    # the duty closes the paragraph: after both opportunities
    assert words.index(DUTY_20F5B[lang]) > words.index(opportunities[lang][1])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_20f5_quoted_whole_gives_the_duty_once_and_not_as_a_second_20f5b(lang):
    words = _words(quote("20F5", lang))
    assert words.count(DUTY_20F5B[lang]) == 1 and "20F5(b)(ii)." in words, words
    assert words.count("20F5(b).") == 1, words


@pytest.mark.parametrize("label", ["69B", "71"])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_69b_and_71_are_quoted_to_the_rescoring(label, lang):
    words = _words(quote(label, lang))
    assert f"{label}1." in words or f"{label}A." in words, words
    assert words.removesuffix("</p>").endswith(".") and RESCORED[lang] in words, words


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_claim_quiz_quotes_71b_with_the_cancellation_and_the_rescoring(lang):
    question = generate("claim", 9)
    steps = explain.render(question, lang)
    [quoted] = [q for step in steps for q in step.quotes if q.label == "71B"]
    words = _words(quoted)
    assert CANCELLED_71[lang] in words and RESCORED[lang] in words, words
    assert words.index(CANCELLED_71[lang]) < words.index("normal") < words.index(RESCORED[lang])
