"""Editors and Publishers may discard a draft edition (the `delete_edition` permission): the
admin's "Discard the selected draft" refuses a published edition whatever the permission."""

from django.contrib.auth.management import create_permissions
from django.db import migrations


def grant(apps, schema_editor):
    config = apps.get_app_config("lawbook")
    config.models_module = True
    create_permissions(config, apps=apps, verbosity=0)
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    discard = Permission.objects.filter(content_type__app_label="lawbook", codename="delete_edition")
    for group in Group.objects.filter(name__in=["Editor", "Publisher"]):
        group.permissions.add(*discard)


def revoke(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    discard = Permission.objects.filter(content_type__app_label="lawbook", codename="delete_edition")
    for group in Group.objects.filter(name__in=["Editor", "Publisher"]):
        group.permissions.remove(*discard)


class Migration(migrations.Migration):
    dependencies = [("lawbook", "0008_english_source_per_field")]

    operations = [migrations.RunPython(grant, revoke)]
