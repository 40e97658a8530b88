"""The ruling records under /tr/hakem/kayitlar/ and /en/director/records/, beside the score
calculator (/tr/hakem/skor/), and the judgement ruling step by step (/tr/hakem/karar-adimlari/)."""

from django.urls import path
from django.utils.translation import gettext_lazy as _

from . import judgement_views, views

app_name = "desk"
urlpatterns = [
    path(_("director/records/"), views.record_list, name="list"),
    path(_("director/records/new/"), views.record_new, name="new"),
    path(_("director/records/<int:pk>/"), views.record_detail, name="detail"),
    path(_("director/records/<int:pk>/edit/"), views.record_edit, name="edit"),
    path(_("director/judgement/"), judgement_views.judgement, name="judgement"),
]
