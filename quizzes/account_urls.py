"""Django's log-in, log-out and password URLs under /tr/hesap/ and /en/accounts/; the password-reset
ones answer 404 with a message unless a real email backend is configured (quizzes.accounts)."""

from django.contrib.auth import views
from django.urls import path

from .accounts import SiteLoginView, requires_email

urlpatterns = [
    path("login/", SiteLoginView.as_view(), name="login"),
    path("logout/", views.LogoutView.as_view(), name="logout"),
    path("password_change/", views.PasswordChangeView.as_view(), name="password_change"),
    path("password_change/done/", views.PasswordChangeDoneView.as_view(), name="password_change_done"),
    path("password_reset/", requires_email(views.PasswordResetView.as_view()), name="password_reset"),
    path("password_reset/done/", requires_email(views.PasswordResetDoneView.as_view()), name="password_reset_done"),
    path(
        "reset/<uidb64>/<token>/",
        requires_email(views.PasswordResetConfirmView.as_view()),
        name="password_reset_confirm",
    ),
    path("reset/done/", requires_email(views.PasswordResetCompleteView.as_view()), name="password_reset_complete"),
]
