"""The edition's title and note in Turkish and English (lawbook.translation): each edition's present
title and note become its Turkish ones; the 2017 edition, whose title migration 0005 and the
importer wrote in English, gets its title in both languages (the Turkish as the site's catalogue
gives "Laws of Duplicate Bridge 2017": "Uluslararası Briç Yasaları 2017", the official Turkish
text's own title "2017, Uluslararası Briç Yasaları"). The English of any other edition stays empty,
and the Turkish is shown in its place (lawbook.text.languages.in_language) until an editor writes it.
"""

from django.db import migrations, models

# The 2017 edition's title as migration 0005 and lawbook.importer.first_edition wrote it.
FIRST_EDITION = "2017"
FIRST_TITLE_EN = "Laws of Duplicate Bridge 2017"
FIRST_TITLE_TR = "Uluslararası Briç Yasaları 2017"


def in_both_languages(apps, schema_editor):
    Edition = apps.get_model("lawbook", "Edition")
    for edition in Edition.objects.all():
        edition.title_tr, edition.note_tr = edition.title, edition.note
        if edition.code == FIRST_EDITION and edition.title == FIRST_TITLE_EN:
            edition.title_tr, edition.title_en = FIRST_TITLE_TR, FIRST_TITLE_EN
        edition.save(update_fields=["title_tr", "title_en", "note_tr"])


def back_to_one_language(apps, schema_editor):
    """The Turkish back in the one field, but the 2017 title as it was (English)."""
    Edition = apps.get_model("lawbook", "Edition")
    for edition in Edition.objects.all():
        edition.title, edition.note = edition.title_tr, edition.note_tr
        if edition.code == FIRST_EDITION and edition.title_tr == FIRST_TITLE_TR:
            edition.title = edition.title_en or FIRST_TITLE_EN
        edition.save(update_fields=["title", "note"])


class Migration(migrations.Migration):
    dependencies = [
        ("lawbook", "0016_editor_notes_on_definitions"),
    ]

    operations = [
        migrations.AddField(
            model_name="edition",
            name="note_en",
            field=models.TextField(blank=True, default="", verbose_name="note"),
        ),
        migrations.AddField(
            model_name="edition",
            name="note_tr",
            field=models.TextField(blank=True, default="", verbose_name="note"),
        ),
        migrations.AddField(
            model_name="edition",
            name="title_en",
            field=models.CharField(blank=True, default="", max_length=200, verbose_name="title"),
        ),
        migrations.AddField(
            model_name="edition",
            name="title_tr",
            field=models.CharField(blank=True, default="", max_length=200, verbose_name="title"),
        ),
        migrations.RunPython(in_both_languages, back_to_one_language),
    ]
