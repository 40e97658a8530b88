"""Drafts stay with the people who may read them (an independent security audit).

- Reading a draft is the `view_draft` permission (the Editor and Publisher groups), not `is_staff`.
"""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.test import Client


pytestmark = pytest.mark.django_db


def logged_in(name: str, groups=(), is_staff=True) -> Client:
    user = get_user_model().objects.create_user(name, f"{name}@example.org", "a-long-password", is_staff=is_staff)
    for group in groups:
        user.groups.add(Group.objects.get(name=group))
    client = Client()
    client.force_login(user)
    return client


def draft_urls(code: str) -> list[str]:
    """Every kind of answer about a draft: its pages, the API answers that take ?edition=, the
    whole edition."""
    return [
        f"/tr/baski/{code}/yasa/64/",
        f"/en/edition/{code}/law/64/?view=both",
        f"/api/laws/64/?edition={code}",
        f"/api/laws/?edition={code}",
        f"/api/paragraphs/64B3/?edition={code}",
        f"/api/definitions/?edition={code}",
        f"/api/footnotes/?edition={code}",
        f"/api/editions/{code}/",
    ]


# --- who reads a draft ---------------------------------------------------------------------------


def test_a_staff_account_in_no_group_reads_no_draft(draft):
    bare = logged_in("bare")
    for url in draft_urls(draft.code):
        assert bare.get(url).status_code == 404, url
    assert draft.code not in [e["code"] for e in bare.get("/api/editions/").json()]


def test_editors_and_publishers_read_drafts_by_the_permission(draft):
    assert {g.name for g in Group.objects.filter(permissions__codename="view_draft")} == {"Editor", "Publisher"}
    for group in ("Editor", "Publisher"):
        member = logged_in(group.lower(), groups=[group])
        for url in draft_urls(draft.code):
            assert member.get(url).status_code == 200, (group, url)
        assert draft.code in [e["code"] for e in member.get("/api/editions/").json()]
    # The permission decides, not the staff flag: a reviewer given it reads the draft.
    reviewer = get_user_model().objects.create_user("reviewer", "r@example.org", "a-long-password")
    reviewer.user_permissions.add(Permission.objects.get(codename="view_draft"))
    client = Client()
    client.force_login(reviewer)
    assert client.get(f"/tr/baski/{draft.code}/yasa/64/").status_code == 200
