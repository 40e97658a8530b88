"""The admin's lists end with their count and what it counts, as each language says it: in Turkish a
noun after a number stays singular ("2 paragraf"); Django wrote the model's plural name after every
count but one, "2 paragraflar", which reads as a translation (polish72;
lawbook/templatetags/counted.py)."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client_():
    user = get_user_model().objects.create_superuser("sayim", "sayim@example.org", "a-long-password")
    client = Client()
    client.force_login(user)
    return client


def _words_in(client, path: str, opening: str, closing: str) -> str:
    """The words between the page's first `opening` tag and the `closing` one after it, tags left out."""
    html = client.get(path).content.decode()
    inside = re.search(re.escape(opening) + "(.*?)" + re.escape(closing), html, re.S).group(1)
    return " ".join(re.sub(r"<[^>]+>", " ", inside).split())


def paginator_text(client, path: str) -> str:
    return _words_in(client, path, '<p class="paginator">', "</p>")


@pytest.mark.parametrize(
    "lang,search,expected",
    [
        # 64B3 and 45D2, which cites it, in the 2017 edition.
        ("tr", "64B3", "2 paragraf"),
        ("en", "64B3", "2 paragraphs"),
        ("tr", "nothing-has-this", "0 paragraf"),
        ("en", "nothing-has-this", "0 paragraphs"),
    ],
)
def test_the_paragraph_lists_count_is_said_as_the_language_says_it(admin_client_, lang, search, expected):
    text = paginator_text(admin_client_, f"/{lang}/admin/lawbook/paragraph/?edition=2017&q={search}")
    assert text == expected


@pytest.mark.parametrize("lang,expected", [("tr", "1 baskı"), ("en", "1 edition")])
def test_one_is_singular_in_both_languages(admin_client_, lang, expected):
    assert paginator_text(admin_client_, f"/{lang}/admin/lawbook/edition/") == expected


def select_all_text(client, path: str) -> str:
    return _words_in(client, path, '<span class="question hidden">', "</span>")


@pytest.mark.parametrize(
    "lang,expected",
    [
        # Django's Turkish said "Tüm 101 Kullanıcılar nesnelerini seç": a plural after a count (polish73).
        ("tr", "Tümünü seç (101 kullanıcı)"),
        ("en", "Select all 101 users"),
    ],
)
def test_select_all_across_pages_says_its_count_as_the_language_says_it(admin_client_, lang, expected):
    # One more than a page of the users' list (100 a page), so that its link to select every row shows.
    get_user_model().objects.bulk_create(get_user_model()(username=f"oyuncu{i}") for i in range(100))
    assert select_all_text(admin_client_, f"/{lang}/admin/auth/user/") == expected


def _two_players() -> list[str]:
    return [str(get_user_model().objects.create_user(f"silinecek{i}").pk) for i in range(2)]


def _words(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


@pytest.mark.parametrize(
    "lang,expected",
    [
        # Django's Turkish said "2 adet kullanıcılar başarılı olarak silindi.": a plural after a count.
        ("tr", "2 kullanıcı başarıyla silindi."),
        ("en", "Successfully deleted 2 users."),
    ],
)
def test_the_bulk_deletes_message_says_its_count_as_the_language_says_it(admin_client_, lang, expected):
    chosen = _two_players()
    answer = admin_client_.post(
        f"/{lang}/admin/auth/user/",
        {"action": "delete_selected", "_selected_action": chosen, "post": "yes"},
        follow=True,
    )
    assert not get_user_model().objects.filter(pk__in=chosen).exists()
    [message] = [str(m) for m in answer.context["messages"]]
    assert message == expected


@pytest.mark.parametrize(
    "lang,action,question",
    [
        # Django's: "Seçili kullanıcılar nesnelerini sil", "Seçilen kullanıcılar nesnelerini silmek
        # istediğinize emin misiniz?": "nesne" after a plural name, where the sentence needs neither.
        ("tr", "Seçilenleri sil (kullanıcılar)", "Seçilen kullanıcılar silinsin mi?"),
        ("en", "Delete selected users", "Are you sure you want to delete the selected users?"),
    ],
)
def test_the_bulk_delete_and_its_question_read_right(admin_client_, lang, action, question):
    listed = admin_client_.get(f"/{lang}/admin/auth/user/").content.decode()
    assert f'<option value="delete_selected">{action}</option>' in listed
    asked = admin_client_.post(
        f"/{lang}/admin/auth/user/", {"action": "delete_selected", "_selected_action": _two_players()}
    )
    assert question in _words(asked.content.decode())
    assert "nesnelerini" not in _words(asked.content.decode())
