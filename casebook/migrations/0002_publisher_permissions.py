"""The Publisher group (lawbook migration 0006) publishes rulings too: it makes, edits, publishes
and withdraws the casebook's rulings (casebook.admin). No one else does, but a superuser."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

GROUP = "Publisher"
CODENAMES = (
    "add_publishedruling",
    "change_publishedruling",
    "view_publishedruling",
    "publish_ruling",
)


def give_permissions(apps, schema_editor):
    config = apps.get_app_config("casebook")
    config.models_module = True
    create_permissions(config, apps=apps, verbosity=0)
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    publisher, _ = Group.objects.get_or_create(name=GROUP)
    publisher.permissions.add(*Permission.objects.filter(content_type__app_label="casebook", codename__in=CODENAMES))


def take_permissions(apps, schema_editor):
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    publisher = Group.objects.filter(name=GROUP).first()
    if publisher is not None:
        publisher.permissions.remove(*Permission.objects.filter(content_type__app_label="casebook"))


class Migration(migrations.Migration):
    dependencies = [
        ("casebook", "0001_published_ruling"),
        ("lawbook", "0006_editor_and_publisher_groups"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(give_permissions, take_permissions)]
