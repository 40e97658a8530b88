"""The federation's interpretations, elections and regulations under the paragraphs they concern
(lawbook.models.Interpretation), with their history; Editors and Publishers edit them in drafts
as they edit the other rows (migration 0006)."""

import django.db.models.deletion
import simple_history.models
from django.conf import settings
from django.contrib.auth.management import create_permissions
from django.db import migrations, models

VERBS = ("view", "change", "add", "delete")


def _permissions(apps):
    config = apps.get_app_config("lawbook")
    config.models_module = True
    create_permissions(config, apps=apps, verbosity=0)
    Permission = apps.get_model("auth", "Permission")
    codenames = [f"{verb}_interpretation" for verb in VERBS]
    return Permission.objects.filter(content_type__app_label="lawbook", codename__in=codenames)


def grant(apps, schema_editor):
    for group in apps.get_model("auth", "Group").objects.filter(name__in=["Editor", "Publisher"]):
        group.permissions.add(*_permissions(apps))


def revoke(apps, schema_editor):
    for group in apps.get_model("auth", "Group").objects.filter(name__in=["Editor", "Publisher"]):
        group.permissions.remove(*_permissions(apps))


class Migration(migrations.Migration):

    dependencies = [
        ('lawbook', '0014_edition_published_by'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [
        migrations.CreateModel(
            name='HistoricalInterpretation',
            fields=[
                ('id', models.BigIntegerField(auto_created=True, blank=True, db_index=True, verbose_name='ID')),
                ('version', models.PositiveIntegerField(default=0, editable=False, verbose_name='version')),
                ('kind', models.CharField(choices=[('regulation', 'regulation'), ('election', 'election'), ('interpretation', 'official interpretation')], max_length=20, verbose_name='kind')),
                ('labels', models.CharField(help_text='The paragraphs it concerns, in citation form, separated by commas: for example 12C2(b), 80B2(f).', max_length=300, verbose_name='paragraphs')),
                ('title', models.CharField(max_length=300, verbose_name='title')),
                ('title_tr', models.CharField(max_length=300, verbose_name='title')),
                ('title_en', models.CharField(max_length=300, verbose_name='title')),
                ('text', models.TextField(verbose_name='text')),
                ('text_tr', models.TextField(verbose_name='text')),
                ('text_en', models.TextField(verbose_name='text')),
                ('source', models.CharField(help_text="The federation's document or decision number it comes from.", max_length=300, verbose_name='source')),
                ('date', models.DateField(verbose_name='date')),
                ('position', models.PositiveSmallIntegerField(default=0, verbose_name='position')),
                ('history_id', models.AutoField(primary_key=True, serialize=False)),
                ('history_date', models.DateTimeField(db_index=True)),
                ('history_change_reason', models.CharField(max_length=100, null=True)),
                ('history_type', models.CharField(choices=[('+', 'Created'), ('~', 'Changed'), ('-', 'Deleted')], max_length=1)),
                ('edition', models.ForeignKey(blank=True, db_column='edition', db_constraint=False, default='2017', null=True, on_delete=django.db.models.deletion.DO_NOTHING, related_name='+', to='lawbook.edition', to_field='code', verbose_name='edition')),
                ('history_user', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'verbose_name': 'historical federation interpretation',
                'verbose_name_plural': 'historical federation interpretations',
                'ordering': ('-history_date', '-history_id'),
                'get_latest_by': ('history_date', 'history_id'),
            },
            bases=(simple_history.models.HistoricalChanges, models.Model),
        ),
        migrations.CreateModel(
            name='Interpretation',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('imported', models.JSONField(blank=True, default=dict, editable=False, verbose_name='imported text')),
                ('version', models.PositiveIntegerField(default=0, editable=False, verbose_name='version')),
                ('en_sources', models.JSONField(blank=True, default=dict, editable=False, verbose_name='source of the English text')),
                ('kind', models.CharField(choices=[('regulation', 'regulation'), ('election', 'election'), ('interpretation', 'official interpretation')], max_length=20, verbose_name='kind')),
                ('labels', models.CharField(help_text='The paragraphs it concerns, in citation form, separated by commas: for example 12C2(b), 80B2(f).', max_length=300, verbose_name='paragraphs')),
                ('title', models.CharField(max_length=300, verbose_name='title')),
                ('title_tr', models.CharField(max_length=300, verbose_name='title')),
                ('title_en', models.CharField(max_length=300, verbose_name='title')),
                ('text', models.TextField(verbose_name='text')),
                ('text_tr', models.TextField(verbose_name='text')),
                ('text_en', models.TextField(verbose_name='text')),
                ('source', models.CharField(help_text="The federation's document or decision number it comes from.", max_length=300, verbose_name='source')),
                ('date', models.DateField(verbose_name='date')),
                ('position', models.PositiveSmallIntegerField(default=0, verbose_name='position')),
                ('edition', models.ForeignKey(db_column='edition', default='2017', on_delete=django.db.models.deletion.CASCADE, related_name='interpretations', to='lawbook.edition', to_field='code', verbose_name='edition')),
            ],
            options={
                'verbose_name': 'federation interpretation',
                'verbose_name_plural': 'federation interpretations',
                'ordering': ['position', 'date', 'pk'],
            },
        ),
        migrations.RunPython(grant, revoke),
    ]
