"""Situation guides under /tr/ne-oldu/ and /en/what-happened/; a step's answers are URL segments
(the same keys in both languages, so that the language switch keeps the step). The director's
table (/tr/masa/) and its auction (/tr/masa/artirim/) and score calculator (/tr/hakem/skor/, Law 12C)."""

from django.urls import path
from django.utils.translation import gettext_lazy as _

from . import auction_table_views, score_views, table_views, views

app_name = "situations"
urlpatterns = [
    path(_("what-happened/"), views.index, name="index"),
    path(_("what-happened/<slug:slug>/"), views.step, name="start"),
    # Before "step": its <path:keys> would take the read-out segment as one more answer.
    path(_("what-happened/<slug:slug>/<path:keys>/read-out/"), views.read_out, name="read_out"),
    path(_("what-happened/<slug:slug>/<path:keys>/"), views.step, name="step"),
    path(_("table/"), table_views.table, name="table"),
    path(_("table/auction/"), auction_table_views.auction_table, name="auction_table"),
    path(_("director/score/"), score_views.score, name="score"),
]
