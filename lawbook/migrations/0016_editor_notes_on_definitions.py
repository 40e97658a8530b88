"""An editor's note may stand on a definition (the definition of Artırım cites a "Yasa 17E" the
2017 Laws do not have): `definition` beside `paragraph`, exactly one of them set."""

import django.db.models.deletion
from django.db import migrations, models


def drop_definition_notes(apps, schema_editor):
    """Going back: a note on a definition has no paragraph, which the older schema requires; the
    importer puts it back once migrated forward again."""
    apps.get_model("lawbook", "EditorNote").objects.filter(paragraph__isnull=True).delete()


class Migration(migrations.Migration):

    dependencies = [
        ('lawbook', '0015_federation_interpretations'),
    ]

    operations = [
        migrations.AlterModelOptions(
            name='editornote',
            options={'ordering': ['paragraph', 'definition', 'kind'], 'verbose_name': "editor's note", 'verbose_name_plural': "editor's notes"},
        ),
        migrations.AddField(
            model_name='editornote',
            name='definition',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='editor_notes', to='lawbook.definition', verbose_name='definition'),
        ),
        migrations.AddField(
            model_name='historicaleditornote',
            name='definition',
            field=models.ForeignKey(blank=True, db_constraint=False, null=True, on_delete=django.db.models.deletion.DO_NOTHING, related_name='+', to='lawbook.definition', verbose_name='definition'),
        ),
        migrations.AlterField(
            model_name='editornote',
            name='paragraph',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='editor_notes', to='lawbook.paragraph', verbose_name='paragraph'),
        ),
        # Runs, going back, before `paragraph` is made required again.
        migrations.RunPython(migrations.RunPython.noop, drop_definition_notes),
        migrations.AddConstraint(
            model_name='editornote',
            constraint=models.UniqueConstraint(fields=('definition', 'kind'), name='one_note_of_a_kind_per_definition'),
        ),
        migrations.AddConstraint(
            model_name='editornote',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('definition__isnull', True), ('paragraph__isnull', False)), models.Q(('definition__isnull', False), ('paragraph__isnull', True)), _connector='OR'), name='editor_note_has_one_owner'),
        ),
    ]
