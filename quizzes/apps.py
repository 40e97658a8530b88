"""Quizzes for directors, generated from the ruling engine."""

from django.apps import AppConfig


class QuizzesConfig(AppConfig):
    name = "quizzes"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from django.contrib.auth.signals import user_logged_in, user_logged_out

        from . import signals

        user_logged_in.connect(signals.logged_in, dispatch_uid="quizzes.logged_in")
        user_logged_out.connect(signals.logged_out, dispatch_uid="quizzes.logged_out")
