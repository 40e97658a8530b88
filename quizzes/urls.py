"""Quiz pages under /tr/ and /en/ with translated slugs (/tr/quiz/..., /en/quiz/...)."""

from django.urls import path
from django.utils.translation import gettext_lazy as _

from . import views

app_name = "quizzes"
urlpatterns = [
    path(_("quiz/"), views.home, name="home"),
    path(_("quiz/practice/"), views.practice, name="practice"),
    path(_("quiz/question/<str:qtype>/<str:ref>/"), views.question_link, name="question"),
    path(_("quiz/answer/"), views.answer, name="answer"),
    path(_("quiz/answered/<str:token>/"), views.answered, name="answered"),
    path(_("quiz/refused/<str:why>/"), views.refused, name="refused"),
    path(_("quiz/exam/"), views.exam_start, name="exam_start"),
    path(_("quiz/exam/<str:token>/"), views.exam_page, name="exam"),
    path(_("quiz/exam/<str:token>/finish/"), views.exam_finish, name="exam_finish"),
    path(_("quiz/exam/<str:token>/set-aside/"), views.exam_set_aside, name="exam_set_aside"),
    path(_("quiz/exam/<str:token>/results/"), views.exam_results, name="exam_results"),
    path(_("quiz/review/"), views.review_page, name="review"),
    path(_("quiz/progress/"), views.progress_page, name="progress"),
    path(_("accounts/signup/"), views.signup, name="signup"),
]
