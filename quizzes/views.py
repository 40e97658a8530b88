"""Quiz pages: home with the topic picker, practice, a stable link to one question, answers,
exams and their results, spaced review, progress, sign-up.

Every answer goes through quizzes.grading on the server. A page that shows a question carries
only opaque tokens for its choices; the answer and the explanation appear only after grading.
Bad input gives a form error or a 4xx page, never a server error.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.contrib.auth import login
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods

from lawbook.pages.context_processors import alternates_of
from lawbook.see_other import SeeOther

from . import bank, diagram, distinct, explain, grading, progress, review, signup_throttle
from . import exam as exams
from .form_only import form_only
from .forms import ExamForm, SignupForm, TopicsForm
from .models import Exam, ServedQuestion, is_token
from .owner import owner_for
from .question_types import TOPIC_LABELS, TYPES
from .wrong_answer import engine_in_words, why_wrong


def lang() -> str:
    code = (get_language() or "tr")[:2]
    return code if code in ("tr", "en") else "tr"


def _topics_query(topics) -> str:
    return urlencode([("topics", t) for t in topics]) if set(topics) != set(TYPES) else ""


def _topics_from(values) -> list[str]:
    """The topics a form or an address names (its `topics` values), every topic if it names none."""
    return [t for t in values if t in TYPES] or list(TYPES)


def home(request, form=None, exam_form=None, status=200):
    owner = owner_for(request)
    context = {
        # Drawn for a refused exam form too, at the exam's POST-only address: the switch leads here.
        "alternates": alternates_of("quizzes:home"),
        "form": form or TopicsForm(initial={"topics": list(TYPES)}),
        "exam_form": exam_form or ExamForm(initial={"topics": list(TYPES), "count": 20}),
        "due": review.due(owner).count(),
        "stats": progress.summary(owner),
        "labels": TOPIC_LABELS,
    }
    context.update(_exam_history(owner, context["stats"]))
    return render(request, "quizzes/home.html", context, status=status)


def _exam_history(owner, stats=None, weakest=None) -> dict:
    """Past exams and the pass mark; the weakest topic of the person's whole history (`stats`)
    or, on an exam's results, the one given (that exam's own)."""
    if stats is not None:
        weakest = exams.weakest_topic(stats)
    return {
        "past_exams": exams.past_exams(owner),
        "pass_mark": exams.pass_mark(),
        "weakest": weakest,
        "weakest_label": TOPIC_LABELS.get(weakest),
        "weakest_query": urlencode([("topics", weakest)]) if weakest else "",
    }


def _question_page(request, served, question, *, topics=(), error=None, status=200, exam=None):
    code = lang()
    texts = {c.key: c.text(code) for c in question.choices}
    context = {
        "served": served,
        "question": question,
        "prompt": question.prompt(code),
        "choices": [(token, texts[key]) for token, key in served.choice_tokens],
        "diagram": diagram.build(question.scenario, code),
        "topic": TOPIC_LABELS[question.type],
        "topics": topics,
        "topics_query": _topics_query(topics),
        "error": error,
        "exam": exam,
        "permalink": reverse("quizzes:question", args=[question.type, question.ref]),
        "due": review.due(owner_for(request)).count() if served.mode == ServedQuestion.REVIEW else None,
        "answer_length": grading.ANSWER_LENGTH,
    }
    if error is not None:  # drawn again at the answer's POST-only address: the switch leads to the question
        context["alternates"] = alternates_of("quizzes:question", question.type, question.ref)
    if exam is not None:
        context["position"] = (served.position or 0) + 1
        _exam_clock(exam, context)
    return render(request, "quizzes/question.html", context, status=status)


def practice(request):
    form = TopicsForm(request.GET if "topics" in request.GET else None)
    if form.is_bound and not form.is_valid():
        return home(request, form=form, status=400)
    topics = form.chosen() if form.is_bound else list(TYPES)
    owner = owner_for(request)
    qtype = exams.pick_topic(topics)
    # Only read here: a question shown writes nothing (not even a session); the answer remembers it.
    served = grading.serve(owner, qtype, distinct.fresh_ref(qtype, distinct.session_seen(request.session)))
    return _question_page(request, served, bank.question(qtype, served.ref), topics=topics)


def question_link(request, qtype: str, ref: str):
    try:
        question = bank.question(qtype, ref)
    except bank.UnknownQuestion:
        raise Http404(_("There is no such question.")) from None
    served = grading.serve(owner_for(request), qtype, ref)
    return _question_page(request, served, question)


def _to_the_quizzes(request):
    """An answer's address opened by itself: the quizzes' home, where practice starts (which
    question was answered there is in the form, not the address)."""
    return redirect("quizzes:home")


def _to_the_exam_form(request):
    return redirect(reverse("quizzes:home") + "#exam")


def _to_the_exam(request, token: str):
    """An exam's finish or set-aside address opened by itself: the exam, which shows its results
    once it is over. Someone else's exam, or none, is the 404 it is at the exam's own address."""
    return redirect("quizzes:exam", token=_exam_for(request, token).token)


@form_only(_to_the_quizzes)
def answer(request):
    owner = owner_for(request, create=True)
    topics = _topics_from(request.POST.getlist("topics"))
    token = request.POST.get("served")
    try:
        served, question = grading.grade(owner, token, request.POST.get("choice"), request.POST.get("number"))
    except grading.Refused as refused:
        return _refused(request, owner, token, refused)
    except grading.InvalidAnswer as invalid:
        served = grading.served_for(owner, token)  # checked by grade() a moment ago
        question = bank.question(served.qtype, served.ref)
        return _question_page(
            request,
            served,
            question,
            topics=topics,
            error=invalid.message,
            status=400,
            exam=served.exam if served.mode == ServedQuestion.EXAM else None,
        )
    if served.mode == ServedQuestion.EXAM:
        return redirect("quizzes:exam", token=served.exam.token)
    if served.mode == ServedQuestion.PRACTICE:
        distinct.remember(request.session, served.qtype, served.ref)
    # POST, then redirect, then GET: the answer's page is a page of its own, so Back and reload
    # neither ask to send the form again (the browser's "Confirm Form Resubmission") nor grade twice.
    query = _topics_query(topics)
    return SeeOther(reverse("quizzes:answered", args=[served.token]) + (f"?{query}" if query else ""))


def answered(request, token: str):
    """A practice or review answer's page (the answer's POST leads here): the verdict, the
    explanation and the next question, for the person who answered; reloading it grades nothing.
    An exam's answer is the exam's page; someone else's answer, or none, is a 404."""
    served = (
        owner_for(request).filter(ServedQuestion.objects).filter(token=token, answered_at__isnull=False).first()
        if is_token(token)
        else None
    )
    if served is None:
        raise Http404(_("There is no such answer."))
    if served.mode == ServedQuestion.EXAM:
        return redirect("quizzes:exam", token=served.exam.token)
    try:
        question = grading.as_shown(served)
    except grading.NotAsShown as not_shown:
        raise Http404(not_shown.message) from None  # its explanation would be of another question
    topics = _topics_from(request.GET.getlist("topics"))
    return _feedback_page(request, served, question, topics)


def _refused(request, owner, token, refused: grading.Refused):
    """An answer refused: POST, redirect, GET to a page that says why (`refused`), so that Back and
    reload show it again rather than send the answer again. One to an exam's question (answered in
    another tab, or after the time limit) names its exam: the page leads back to it, or to its
    results once it is over, not to a practice question."""
    served = grading.served_for(owner, token)
    if served is not None and served.mode == ServedQuestion.REVIEW:  # its signed token or its row
        # A review question answered again (Back to it, polish79): the way on is the review, with
        # what is still due, not a practice question.
        return SeeOther(reverse("quizzes:refused", args=[refused.why]) + "?review=1")
    return _to_the_refusal(refused.why, served.exam if isinstance(served, ServedQuestion) else None)


def _to_the_refusal(why: str, exam: Exam | None):
    query = f"?{urlencode({'exam': exam.token})}" if exam else ""
    return SeeOther(reverse("quizzes:refused", args=[why]) + query)


def refused(request, why: str):
    """Why an answer, or a question set aside, was not accepted (grading.REFUSALS), with the way
    on: the exam the address names if it is the visitor's own (someone else's is not shown), its
    results once it is over, the review when a review answer was refused (`?review=1`), else a new
    practice question. Its status is the refusal's."""
    if why not in grading.REFUSALS:
        raise Http404  # the site's own 404 page: a reason the address cannot name
    message, status = grading.REFUSALS[why]
    token = request.GET.get("exam", "")
    exam = owner_for(request).filter(Exam.objects).filter(token=token).first() if is_token(token) else None
    context = {
        "message": message,
        "exam": exam,
        "exam_over": bool(exam) and (exam.finished_at or exam.time_is_up()),
        "review": exam is None and request.GET.get("review") == "1",
    }
    return render(request, "quizzes/refused.html", context, status=status)


def _feedback(served, question, code: str, quotes: dict | None = None, ids: set | None = None) -> dict:
    given = question.choice(served.answer_given)
    return {
        "why_wrong": why_wrong(question, served.answer_given, code),
        "engine_words": engine_in_words(question, code),
        "served": served,
        "question": question,
        "prompt": question.prompt(code),
        "given": given.text(code) if given else served.answer_given,
        "right": question.answer_text(code),
        "steps": explain.render(question, code, quotes, ids),
        "diagram": diagram.build(question.scenario, code, reveal=True, revokes=diagram.revokes_of(question)),
        "topic": TOPIC_LABELS[question.type],
        "definition_url": _definition_url(question),
        "permalink": reverse("quizzes:question", args=[question.type, question.ref]),
    }


def _definition_url(question) -> str | None:
    slug = question.extra.get("definition")
    if not slug:
        return None
    from lawbook.queries import definitions

    found = definitions().filter(slug=slug).first()
    return found.get_absolute_url() if found else None


def _feedback_page(request, served, question, topics):
    context = _feedback(served, question, lang())
    context.update(
        {
            "topics": topics,
            "topics_query": _topics_query(topics),
            "review_mode": served.mode == ServedQuestion.REVIEW,
            "due": review.due(owner_for(request)).count(),
        }
    )
    return render(request, "quizzes/feedback.html", context)


# ---------------------------------------------------------------- exams
@form_only(_to_the_exam_form)
def exam_start(request):
    form = ExamForm(request.POST)
    if not form.is_valid():
        return home(request, exam_form=form, status=400)
    owner = owner_for(request, create=True)
    exam = exams.start(owner, form.chosen(), form.cleaned_data["count"], form.cleaned_data.get("time_limit"))
    return redirect("quizzes:exam", token=exam.token)


def _exam_for(request, token) -> Exam:
    exam = owner_for(request).filter(Exam.objects).filter(token=token).first() if is_token(token) else None
    if exam is None:
        raise Http404(_("There is no such exam."))
    return exam


def _finish(exam: Exam) -> None:
    if exam.finished_at is None:
        exam.finished_at = timezone.now()
        exam.save(update_fields=["finished_at"])


# Never stored: the exam's one address shows each question in turn and the time left as it stands;
# a browser without a back-forward cache drew a stored copy on Back, its countdown as it was then.
@never_cache
def exam_page(request, token: str):
    exam = _exam_for(request, token)
    if exam.finished_at or exam.time_is_up() or not exam.items.filter(answered_at__isnull=True).exists():
        _finish(exam)
        return redirect("quizzes:exam_results", token=exam.token)
    # ?q=N comes back to a question set aside; an answered or unknown N goes on as usual
    item = (exams.item_at(exam, request.GET["q"]) if "q" in request.GET else None) or exams.next_item(exam)
    if item is None:  # only skipped or flagged questions are left: the overview before submitting
        return exam_overview(request, exam)
    if item.served_at <= exam.started_at:
        # time a question from the moment it is shown, not from the start of the exam
        item.served_at = timezone.now()
        item.save(update_fields=["served_at"])
    return _question_page(request, item, exams.question_for(exam, item), exam=exam)


@form_only(_to_the_exam)
def exam_finish(request, token: str):
    exam = _exam_for(request, token)
    _finish(exam)
    return redirect("quizzes:exam_results", token=exam.token)


def exam_results(request, token: str):
    exam = _exam_for(request, token)
    if not exam.finished_at:
        if exam.time_is_up() or not exam.items.filter(answered_at__isnull=True).exists():
            _finish(exam)
        else:
            return redirect("quizzes:exam", token=exam.token)
    code = lang()
    items = list(exam.items.order_by("position"))
    per = {}
    for item in items:
        right, total = per.get(item.qtype, (0, 0))
        per[item.qtype] = (right + bool(item.correct), total + 1)
    missed = []
    quotes: dict = {}  # the paragraphs quoted, looked up once for the whole page
    ids: set = set()  # the ids of the footnotes the page shows, each once (explain.render)
    for item in items:
        if not item.correct:
            try:
                context = _feedback(item, grading.as_shown(item), code, quotes, ids)
            except grading.NotAsShown as not_shown:
                # gone after the exam, or an edition published since made it another question:
                # the answer stands as graded, and the question shown now is not the one answered
                context = {"gone": not_shown.message, "topic": TOPIC_LABELS[item.qtype]}
            context["unanswered"] = item.answered_at is None
            missed.append(context)
    score = sum(bool(i.correct) for i in items)
    context = {
        "exam": exam,
        "score": score,
        "total": len(items),
        # In the topics' fixed order, so that two exams' results read alike.
        "per_topic": [(TOPIC_LABELS[t], *per[t], round(100 * per[t][0] / per[t][1])) for t in TYPES if t in per],
        "missed": missed,
        # only an answer makes a review card (review.record): a question left unanswered has none
        "missed_unanswered": any(m["unanswered"] for m in missed),
        "percent": exams.percent(score, len(items)),
        "passed": exams.passed(score, len(items)),
    }
    # the weakest topic of this exam, from its answers only (not the person's whole history)
    context.update(_exam_history(owner_for(request), weakest=exams.exam_weakest_topic(items)))
    return render(request, "quizzes/exam_results.html", context)


def exam_overview(request, exam):
    return render(
        request,
        "quizzes/exam_overview.html",
        _exam_clock(exam, {"exam": exam, "rows": exams.overview(exam, TOPIC_LABELS)}),
    )


def _exam_clock(exam, context: dict) -> dict:
    deadline = exam.deadline
    context["seconds_left"] = max(0, int((deadline - timezone.now()).total_seconds())) if deadline else None
    context["minutes_left"] = -(-context["seconds_left"] // 60) if deadline else None
    return context


@form_only(_to_the_exam)
def exam_set_aside(request, token: str):
    """Skip the question shown, or flag it, and go on to the next."""
    exam = _exam_for(request, token)
    open_ = not exam.finished_at and not exam.time_is_up()
    if open_ and not exams.set_aside(exam, request.POST.get("served"), flag="flag" in request.POST):
        return _to_the_refusal("not-in-the-exam", exam)
    return redirect("quizzes:exam", token=exam.token)


# --------------------------------------------------------------- review
def review_page(request):
    owner = owner_for(request)
    for card in review.due(owner)[:20]:
        try:
            question = bank.question(card.qtype, card.ref)
        except bank.UnknownQuestion:
            card.delete()  # a curated question that is no longer there
            continue
        served = grading.serve(owner, card.qtype, card.ref, mode=ServedQuestion.REVIEW)
        return _question_page(request, served, question)
    upcoming = owner.filter(review.ReviewCard.objects).order_by("due").first()
    return render(request, "quizzes/review_empty.html", {"upcoming": upcoming})


# ------------------------------------------------------------- progress
def progress_page(request):
    owner = owner_for(request)
    stats = progress.summary(owner)
    labels = {t: str(label) for t, label in TOPIC_LABELS.items()}
    context = {
        "stats": stats,
        "chart": progress.chart(
            stats["days"], labels, _("Accuracy per topic, last 30 days: the figures are in the table below the chart")
        ),
        # each line's sample (colour, marker, dash) with its topic, and the chart's points as a table
        "legend": [(labels[t], progress.STYLES[t].sample()) for t in TYPES if t in stats["days"]],
        "chart_rows": progress.chart_rows(stats["days"], labels),
        "labels": TOPIC_LABELS,
        "due": review.due(owner).count(),
        "cards": owner.filter(review.ReviewCard.objects).count(),
    }
    return render(request, "quizzes/progress.html", context)


# --------------------------------------------------------------- accounts
@require_http_methods(["GET", "POST"])
def signup(request):
    if request.method == "POST" and signup_throttle.over_limit(request):
        return signup_throttle.refused(request)
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        return redirect("quizzes:home")
    if form.is_bound:
        signup_throttle.count_refusal(request)
    return render(request, "registration/signup.html", {"form": form}, status=400 if form.is_bound else 200)
