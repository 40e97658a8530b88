"""The groups the project creates, named in the admin's language: the user list's "By group"
filter and a user's groups box showed their stored names, "Editor", "Publisher", "Director", in
English on the Turkish admin (polish75).

The names are stored as the migrations create them (lawbook 0006: Editor and Publisher; desk 0002:
Director, `desk.access.DIRECTOR_GROUP`; casebook 0002: Publisher), and the code finds each group by
that name, so only what is shown is translated. A group an administrator adds is shown as he named it.
"""

from __future__ import annotations

from django.contrib import admin
from django.contrib.auth.admin import UserAdmin
from django.contrib.auth.models import User
from django.utils.translation import pgettext_lazy

PROJECT_GROUPS = {
    "Editor": pgettext_lazy("user group", "Editor"),
    "Publisher": pgettext_lazy("user group", "Publisher"),
    "Director": pgettext_lazy("user group", "Director"),
}


def group_name(name: str) -> str:
    """A group's name in the page's language: the project's own translated, any other as stored."""
    return str(PROJECT_GROUPS.get(name, name))


class GroupFilter(admin.RelatedFieldListFilter):
    def field_choices(self, field, request, model_admin):
        return [(pk, group_name(str(name))) for pk, name in super().field_choices(field, request, model_admin)]


class UserGroupsNamed(UserAdmin):
    """Django's user admin, the groups named by `group_name`."""

    list_filter = tuple(("groups", GroupFilter) if f == "groups" else f for f in UserAdmin.list_filter)

    def formfield_for_manytomany(self, db_field, request, **kwargs):
        field = super().formfield_for_manytomany(db_field, request, **kwargs)
        if db_field.name == "groups" and field is not None:
            field.label_from_instance = lambda group: group_name(group.name)
        return field


if admin.site.is_registered(User):
    admin.site.unregister(User)
admin.site.register(User, UserGroupsNamed)
