"""qa47: what a director meets in the quizzes, tried as he would (the record is in the report of
session qa47). Each test asserts what the page shows him."""

import re
from datetime import timedelta

import pytest

from quizzes.bank import question as bank_question
from quizzes.models import Exam, ReviewCard
from quizzes.tests.helpers import open_question, served_token, url_in, wrong_answer_page

pytestmark = pytest.mark.django_db

# A "which Law?" question whose section is Law 52B, "Defender Plays Another Card" (the seed the
# golden hashes lock: quizzes/tests/golden/question_hashes.json).
WHERE_52B = "1097813842"


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
    quoted = _quoted(wrong_answer_page(client, "where", WHERE_52B, lang), "52B")
    assert "<p>52B1. </p>" not in quoted
    assert first_words in quoted
    assert quoted.index(first_words) < quoted.index("52B2.")


def _exam_one_wrong_one_skipped(client, lang: str) -> tuple[str, Exam]:
    """An exam of two questions: the first answered wrong, the second skipped, then submitted."""
    client.post(url_in(lang, "exam_start"), {"count": "2", "topics": ["where"]})
    exam = Exam.objects.get()
    first = exam.items.get(position=0)
    question = bank_question(first.qtype, first.ref)
    wrong = next(t for t, k in first.choice_tokens if k != question.answer)
    assert client.post(url_in(lang, "answer"), {"served": first.token, "choice": wrong}).status_code == 302
    second = exam.items.get(position=1)
    client.post(url_in(lang, "exam_set_aside", exam.token), {"served": second.token, "skip": "1"})
    submitted = client.post(url_in(lang, "exam_finish", exam.token))
    return client.get(submitted["Location"]).content.decode(), exam


@pytest.mark.parametrize(
    "lang, promise, truth",
    [
        (
            "en",
            "They will also come back in your review on a spaced schedule.",
            "The questions you answered come back in your review on a spaced schedule; those left unanswered do not",
        ),
        (
            "tr",
            "Bu sorular aralıklı tekrar takviminizle yeniden karşınıza çıkacak.",
            "Cevapladığınız sorular aralıklı tekrar takviminizle yeniden karşınıza çıkacak; cevapsız bıraktıklarınız "
            "çıkmayacak",
        ),
    ],
)
def test_the_results_do_not_promise_a_review_of_the_questions_left_unanswered(client, lang, promise, truth):
    """Only an answer makes a review card (quizzes/review.py, `record`, called by grading.grade):
    a question skipped in an exam and never answered has none and never comes back in the review.
    The results listed it under "Questions to review" with "They will also come back in your
    review on a spaced schedule." An exam of one answered and one skipped question showed it."""
    html, exam = _exam_one_wrong_one_skipped(client, lang)
    answered, skipped = exam.items.order_by("position")
    assert ReviewCard.objects.filter(qtype=answered.qtype, ref=answered.ref).exists()
    assert not ReviewCard.objects.filter(qtype=skipped.qtype, ref=skipped.ref).exists()
    assert promise not in html
    assert truth in html


def test_the_results_keep_the_promise_when_every_missed_question_was_answered(client):
    """Every missed question answered: each has its card, and the results say they come back."""
    client.post(url_in("en", "exam_start"), {"count": "1", "topics": ["where"]})
    item = Exam.objects.get().items.get()
    question = bank_question(item.qtype, item.ref)
    wrong = next(t for t, k in item.choice_tokens if k != question.answer)
    client.post(url_in("en", "answer"), {"served": item.token, "choice": wrong})
    html = client.get(url_in("en", "exam_results", item.exam.token)).content.decode()
    assert "They will also come back in your review on a spaced schedule." in html


# A definitions question (the golden hashes lock its seed): every choice is a definition, a
# sentence with its own full stop.
DEFINITION = "1416650076"


@pytest.mark.parametrize("lang, said", [("en", "Your answer: "), ("tr", "Cevabınız: ")])
def test_a_wrong_answer_that_is_a_sentence_is_not_followed_by_a_second_full_stop(client, lang, said):
    """The feedback read "Cevabınız: Yasa 78B’deki tabloya göre verilen skor birimi.. Doğru cevap:
    ...": the page put its own full stop after the chosen definition's."""
    html = wrong_answer_page(client, "definitions", DEFINITION, lang)
    [verdict] = re.findall(r'<p class="verdict wrong"[^>]*>(.*?)</p>', html, re.S)
    given = verdict.split(said, 1)[1].split("<strong>", 1)[0]
    assert re.fullmatch(r"[^<]+[^.]\. [^.<]+: ", given), verdict  # the definition, one full stop, "The right answer: "
    assert ".." not in verdict, verdict


def _refused_links(html: str) -> list[tuple[str, str]]:
    found = re.findall(r'<a class="button" href="([^"]+)">([^<]+)</a>', html.split("<main", 1)[1])
    return [(href, " ".join(words.split())) for href, words in found]


@pytest.mark.parametrize("lang, results", [("en", "See the exam’s results"), ("tr", "Sınavın sonuçlarını görün")])
def test_an_answer_after_the_time_limit_leads_to_the_exams_results(client, lang, results):
    """An exam of one minute, answered after it: the answer is refused ("The exam is over: answers
    after the time limit are not graded.", 409), and the page's only way on was "Take a new
    question", a practice question: the director was not led to his exam's results."""
    client.post(url_in(lang, "exam_start"), {"count": "2", "topics": ["where"], "time_limit": "1"})
    exam = Exam.objects.get()
    Exam.objects.filter(pk=exam.pk).update(started_at=exam.started_at - timedelta(minutes=2))
    item = exam.items.get(position=0)
    refused = client.post(
        url_in(lang, "answer"), {"served": item.token, "choice": item.choice_tokens[0][0]}, follow=True
    )
    assert refused.status_code == 409
    assert _refused_links(refused.content.decode()) == [(url_in(lang, "exam_results", exam.token), results)]
    assert "2" in client.get(url_in(lang, "exam_results", exam.token)).content.decode()


@pytest.mark.parametrize("lang, back", [("en", "Back to the exam"), ("tr", "Sınava dön")])
def test_a_second_answer_from_another_tab_leads_back_to_the_exam(client, lang, back):
    """The same exam question answered in two tabs: the second is refused (409, graded once) and
    leads back to the exam, whose next question is waiting, not to a practice question."""
    client.post(url_in(lang, "exam_start"), {"count": "2", "topics": ["where"]})
    exam = Exam.objects.get()
    item = exam.items.get(position=0)
    answer = {"served": item.token, "choice": item.choice_tokens[0][0]}
    assert client.post(url_in(lang, "answer"), answer).status_code == 302
    again = client.post(url_in(lang, "answer"), answer, follow=True)
    assert again.status_code == 409
    assert _refused_links(again.content.decode()) == [(url_in(lang, "exam", exam.token), back)]


def test_a_refused_practice_answer_still_offers_a_new_question(client):
    html, shown = open_question(client, "where", WHERE_52B, "en")
    answer = {"served": served_token(html), "choice": shown.choice_tokens[0][0]}
    client.post(url_in("en", "answer"), answer)
    again = client.post(url_in("en", "answer"), answer, follow=True)
    assert again.status_code == 409
    assert _refused_links(again.content.decode()) == [(url_in("en", "practice"), "Take a new question")]


def test_skipping_a_question_answered_in_another_tab_leads_back_to_the_exam(client):
    """Two tabs on one exam question: answered in one, then "Skip for now" in the other is refused
    ("That question is not an unanswered question of this exam.", 409); the page led to a practice
    question, away from the running exam."""
    client.post(url_in("en", "exam_start"), {"count": "2", "topics": ["where"]})
    exam = Exam.objects.get()
    item = exam.items.get(position=0)
    client.post(url_in("en", "answer"), {"served": item.token, "choice": item.choice_tokens[0][0]})
    refused = client.post(url_in("en", "exam_set_aside", exam.token), {"served": item.token, "skip": "1"}, follow=True)
    assert refused.status_code == 409
    assert _refused_links(refused.content.decode()) == [(url_in("en", "exam", exam.token), "Back to the exam")]
