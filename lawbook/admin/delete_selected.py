"""The admin's bulk delete ("Delete selected …"), the one every model's list offers, saying what it
deleted as the page's language counts it: "2 kullanıcı başarıyla silindi", not Django's "2 adet
kullanıcılar başarılı olarak silindi", a plural noun after a number (lawbook.templatetags.counted).

Django's own action (django.contrib.admin.actions.delete_selected, 5.2) draws the confirmation page
and is used for it unchanged; only the deletion, once confirmed, is done here, as Django does it,
for its message. Its confirmation's Turkish words are the catalogue's ("Seçilen kullanıcılar
silinsin mi?")."""

from django.contrib import admin, messages
from django.contrib.admin.actions import delete_selected as django_delete_selected
from django.core.exceptions import PermissionDenied
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from ..templatetags.counted import counted_name


@admin.action(permissions=["delete"], description=gettext_lazy("Delete selected %(verbose_name_plural)s"))
def delete_selected(modeladmin, request, queryset):
    if not request.POST.get("post"):
        return django_delete_selected(modeladmin, request, queryset)
    _deletable, _count, perms_needed, protected = modeladmin.get_deleted_objects(queryset, request)
    if protected:
        return django_delete_selected(modeladmin, request, queryset)  # its page names what stops it
    if perms_needed:
        raise PermissionDenied
    deleted = len(queryset)
    if deleted:
        modeladmin.log_deletions(request, queryset)
        modeladmin.delete_queryset(request, queryset)
        modeladmin.message_user(
            request,
            _("Successfully deleted %(counted)s.") % {"counted": counted_name(deleted, modeladmin.opts)},
            messages.SUCCESS,
        )
    return None  # the list again, as Django's
