"""An empty `_to_field` on an admin page is a bad request (400), as Django's admin answers a field
it does not allow, not a server error.

Django 5.2's admin reads `_to_field` from the address or the form and, when it is empty, skips its
check (`if to_field and not self.to_field_allowed(...)`) and then looks the empty name up as a
field (`ModelAdmin.get_object`: `model._meta.get_field("")`), a FieldDoesNotExist: a 500 on every
change, delete and history page of every model, for staff who edit the address by hand. Only
Django's own refusal is raised here, so the answer is the project's 400 page. Only for staff: the
admin sends anyone else to its login page first, and a visitor is owed that, not a 400 about a
page he may not see.
"""

from django.contrib.admin.exceptions import DisallowedModelAdminToField
from django.contrib.admin.options import TO_FIELD_VAR


class EmptyAdminToFieldMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_view(self, request, view_func, view_args, view_kwargs):
        if request.resolver_match is None or "admin" not in request.resolver_match.namespaces:
            return None  # elsewhere a body is read by its view (the API's JSON): not touched here
        if not (request.user.is_active and request.user.is_staff):
            return None  # the admin's own login redirect comes first (AdminSite.admin_view)
        for given in (request.GET, request.POST if request.method == "POST" else {}):
            if TO_FIELD_VAR in given and not given[TO_FIELD_VAR].strip():
                raise DisallowedModelAdminToField("An empty field name cannot be referenced.")
        return None
