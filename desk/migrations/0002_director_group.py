"""The Director group: its members add, change and view their ruling records (desk.access lets
them reach only their own)."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUP = "Director"
CODENAMES = ("add_rulingrecord", "change_rulingrecord", "view_rulingrecord")


def create_group(apps, schema_editor):
    config = apps.get_app_config("desk")
    config.models_module = True
    create_permissions(config, apps=apps, verbosity=0)
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    director, _ = Group.objects.get_or_create(name=GROUP)
    director.permissions.add(*Permission.objects.filter(content_type__app_label="desk", codename__in=CODENAMES))


def remove_group(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name=GROUP).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("desk", "0001_ruling_record"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(create_group, remove_group)]
