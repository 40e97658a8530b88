"""The ruling records under /tr/hakem/kayitlar/ and /en/director/records/, the player polls under
/tr/hakem/anketler/ and /en/director/polls/ (a pollee's page: /tr/anket/<token>/, /en/poll/<token>/),
the judgement ruling step by step (/tr/hakem/karar-adimlari/), beside the score calculator
(/tr/hakem/skor/)."""

from django.urls import path
from django.utils.translation import gettext_lazy as _

from . import judgement_views, login_address, poll_views, table_link, views

app_name = "desk"
urlpatterns = [
    path(_("director/records/"), views.record_list, name="list"),
    path(_("director/records/new/"), views.record_new, name="new"),
    path(_("director/records/new/table/"), table_link.board_record, name="table_record"),
    path(_("director/records/new/auction/"), table_link.auction_record, name="auction_record"),
    path(_("director/records/<int:pk>/"), views.record_detail, name="detail"),
    path(_("director/records/<int:pk>/edit/"), views.record_edit, name="edit"),
    path(_("director/judgement/"), judgement_views.judgement, name="judgement"),
    path(_("director/judgement/record/"), judgement_views.judgement_record, name="judgement_record"),
    path(_("director/continue/"), login_address.after_login, name="after_login"),
    path(_("director/polls/"), poll_views.poll_list, name="polls"),
    path(_("director/polls/new/"), poll_views.poll_new, name="poll_new"),
    path(_("director/polls/<int:pk>/"), poll_views.poll_detail, name="poll"),
    path(_("poll/<str:token>/"), poll_views.pollee_page, name="pollee"),
]
