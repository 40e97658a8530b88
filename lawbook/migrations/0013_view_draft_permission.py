"""Reading a draft edition is a permission, `lawbook.view_draft`, given to the Editor and
Publisher groups: before, any staff account read every draft, even one in no group."""

from django.contrib.auth.management import create_permissions
from django.db import migrations


def grant(apps, schema_editor):
    config = apps.get_app_config("lawbook")
    config.models_module = True
    create_permissions(config, apps=apps, verbosity=0)
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    read_drafts = Permission.objects.filter(content_type__app_label="lawbook", codename="view_draft")
    for group in Group.objects.filter(name__in=["Editor", "Publisher"]):
        group.permissions.add(*read_drafts)


def revoke(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    read_drafts = Permission.objects.filter(content_type__app_label="lawbook", codename="view_draft")
    for group in Group.objects.filter(name__in=["Editor", "Publisher"]):
        group.permissions.remove(*read_drafts)


class Migration(migrations.Migration):
    dependencies = [("lawbook", "0012_text_columns_not_null")]

    operations = [
        migrations.AlterModelOptions(
            name="edition",
            options={
                "ordering": ["published_at", "code"],
                "permissions": [
                    ("publish_edition", "Can publish an edition"),
                    ("view_draft", "Can read draft editions on the site and in the API"),
                ],
                "verbose_name": "edition",
                "verbose_name_plural": "editions",
            },
        ),
        migrations.RunPython(grant, revoke),
    ]
