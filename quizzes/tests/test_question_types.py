"""The registry of question types (quizzes/question_types.py) is the one place a type is declared:
the database column, the generators and the topic names on the pages all follow it."""

import pytest
from django.utils import translation

from quizzes.generators import generate
from quizzes.models import CuratedQuestion, ReviewCard, ServedQuestion
from quizzes.question_types import REGISTRY, TOPIC_LABELS, TYPES


def test_every_type_is_declared_once_and_fits_the_type_column():
    assert len(set(TYPES)) == len(TYPES) == len(REGISTRY)
    for model in (CuratedQuestion, ServedQuestion, ReviewCard):
        column = model._meta.get_field("qtype")
        assert [code for code, _label in column.choices] == list(TYPES)
        assert all(len(code) <= column.max_length for code in TYPES)


@pytest.mark.django_db
@pytest.mark.parametrize("qtype", TYPES)
def test_each_types_generator_makes_questions_of_that_type(qtype):
    assert generate(qtype, 1).type == qtype


def test_an_unknown_type_is_a_key_error():
    with pytest.raises(KeyError):
        generate("no_such_type", 1)


@pytest.mark.parametrize("qtype", TYPES)
def test_each_topic_has_its_name_in_both_languages(qtype):
    with translation.override("en"):
        english = str(TOPIC_LABELS[qtype])
    with translation.override("tr"):
        turkish = str(TOPIC_LABELS[qtype])
    assert english and turkish and english != qtype
    assert turkish != english


@pytest.mark.django_db
def test_a_new_quiz_type_needs_no_migration(monkeypatch):
    # The models' choices are a callable (quizzes.models.type_choices): a migration records the
    # function, so the list of types can grow without one.
    from django.core.management import call_command

    from quizzes import models

    monkeypatch.setattr(models, "TYPES", [*models.TYPES, "a_new_type"])
    assert ("a_new_type", "a_new_type") in models.ServedQuestion._meta.get_field("qtype").choices
    call_command("makemigrations", "quizzes", "--check", "--dry-run", verbosity=0)
