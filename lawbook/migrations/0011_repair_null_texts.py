"""Rows saved with NULL in a text field get "" there, before 0012 makes those columns NOT NULL.

An admin save of a section without a heading stored its headings as NULL (Django's form field
for a nullable CharField turns an empty input into None; lawbook.translation), and a published
NULL heading made the quizzes' "where" questions and every default exam fail. The historical
records of such saves are repaired too: an empty text was meant, and their columns become NOT
NULL with the rows'. Readers are told the text changed (the content version) when a row was.
"""

from django.db import migrations
from django.db.models import F
from django.utils import timezone

# The translated text fields as they stand at this migration (lawbook.translation).
TEXT_FIELDS = {
    "Chapter": ("name",),
    "Law": ("title",),
    "Paragraph": ("heading", "text", "tail"),
    "Footnote": ("text",),
    "Definition": ("term", "text"),
    "EditorNote": ("text",),
}
LANGUAGES = ("tr", "en")


def repair(apps, schema_editor):
    repaired = 0
    for model_name, names in TEXT_FIELDS.items():
        columns = [f"{name}_{lang}" for name in names for lang in LANGUAGES]
        repaired += _empty_nulls(apps.get_model("lawbook", model_name), columns)
        _empty_nulls(apps.get_model("lawbook", f"Historical{model_name}"), columns)
    if repaired:
        ContentVersion = apps.get_model("lawbook", "ContentVersion")
        ContentVersion.objects.filter(pk=1).update(number=F("number") + 1, changed_at=timezone.now())


def _empty_nulls(model, columns) -> int:
    return sum(model.objects.filter(**{f"{column}__isnull": True}).update(**{column: ""}) for column in columns)


class Migration(migrations.Migration):
    dependencies = [
        ("lawbook", "0010_names_in_both_languages"),
    ]

    operations = [migrations.RunPython(repair, migrations.RunPython.noop)]
