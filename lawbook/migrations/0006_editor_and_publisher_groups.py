"""The two roles of the publishing workflow: an Editor changes rows of draft editions (the admin
refuses changes to a published edition's rows), a Publisher also publishes an edition."""
from django.contrib.auth.management import create_permissions
from django.db import migrations

CONTENT = ("chapter", "law", "paragraph", "footnote", "definition", "editornote")


def create_groups(apps, schema_editor):
    config = apps.get_app_config("lawbook")
    config.models_module = True
    create_permissions(config, apps=apps, verbosity=0)
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    lawbook = Permission.objects.filter(content_type__app_label="lawbook")
    editing = list(lawbook.filter(codename__in=[f"{verb}_{model}" for model in CONTENT for verb in ("view", "change", "add", "delete")]))
    editing += list(lawbook.filter(codename__in=["view_edition", "add_edition"]))
    editor, _ = Group.objects.get_or_create(name="Editor")
    editor.permissions.add(*editing)
    publisher, _ = Group.objects.get_or_create(name="Publisher")
    publisher.permissions.add(*editing, *lawbook.filter(codename__in=["change_edition", "publish_edition"]))


def remove_groups(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name__in=["Editor", "Publisher"]).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("lawbook", "0005_rows_belong_to_an_edition"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(create_groups, remove_groups)]
