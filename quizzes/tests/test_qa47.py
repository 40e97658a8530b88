"""qa47: what a director meets in the quizzes, tried as he would (the record is in the report of
session qa47). Each test asserts what the page shows him."""

import re

import pytest

from quizzes.bank import question as bank_question
from quizzes.tests.helpers import choice_tokens, open_question, served_token, url_in

pytestmark = pytest.mark.django_db

# A "which Law?" question whose section is Law 52B, "Defender Plays Another Card" (the seed the
# golden hashes lock: quizzes/tests/golden/question_hashes.json).
WHERE_52B = "1097813842"


def _feedback(client, qtype: str, ref: str, lang: str) -> str:
    """The page after a wrong answer to the question: its explanation quotes the section."""
    html, shown = open_question(client, qtype, ref, lang)
    question = bank_question(qtype, ref)
    wrong = next(t for t, k in shown.choice_tokens if k != question.answer)
    assert wrong in choice_tokens(html)
    response = client.post(url_in(lang, "answer"), {"served": served_token(html), "choice": wrong})
    assert response.status_code == 200
    return response.content.decode()


def _quoted(html: str, cite: str) -> str:
    [quoted] = re.findall(rf'<blockquote cite="[^"]*#{cite}">(.*?)</blockquote>', html, re.S)
    return quoted


@pytest.mark.parametrize(
    "lang, first_words",
    [
        ("tr", "Bir defans oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak zorunda olmasına rağmen"),
        ("en", "If a defender leads or plays another card although the Laws require him to play a penalty card"),
    ],
)
def test_a_quoted_section_shows_the_words_of_a_paragraph_that_opens_with_sub_paragraphs(client, lang, first_words):
    """Law 52B (Turkish, official): "B. Defans Oyuncusu Başka Bir Kartı Oynar / 1. (a) Bir defans
    oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak zorunda olmasına rağmen başka bir kart
    çıkar veya oynarsa, deklaran bu çıkış veya oyunu kabul edebilir. (b) ... (c) ... 2. Deklaran
    defans oyuncusundan yasaya aykırı olarak oynanan veya çıkılan kartını kabul etmezse ...". WBF:
    "B. Defender Plays Another Card 1.(a) If a defender has led or played another card when
    required by law to play a penalty card, declarer may accept such lead or play. (b) ... (c) ...
    2. If declarer does not accept the card illegally played or led ...". Our English (52B1(a)):
    "If a defender leads or plays another card although the Laws require him to play a penalty card,
    declarer may accept that lead or play."

    52B1 has no words of its own: its text is its (a), (b) and (c). The explanation quoted the
    section as "52B1." and nothing after it, then 52B2: half the section was missing. The same
    held for 12C, 21B, 40B, 51B and every section whose first paragraph opens with (a)."""
    quoted = _quoted(_feedback(client, "where", WHERE_52B, lang), "52B")
    assert "<p>52B1. </p>" not in quoted
    assert first_words in quoted
    assert quoted.index(first_words) < quoted.index("52B2.")
