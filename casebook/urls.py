"""The casebook under /tr/kararlar/ and /en/casebook/."""

from django.urls import path
from django.utils.translation import gettext_lazy as _

from . import feed, views

app_name = "casebook"
urlpatterns = [
    path(_("casebook/"), views.case_list, name="list"),
    path(_("casebook/feed/"), feed.case_feed, name="feed"),
    path(_("casebook/<int:pk>/"), views.case_detail, name="detail"),
]
