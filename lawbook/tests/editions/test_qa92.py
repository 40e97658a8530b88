"""qa92: bad input on the paragraph change form of a draft (27D of draft 2017.1, changed in both
languages and published in the walk).

A form whose hidden "version opened" is no number ("abc": a hand-made form, or one cut short) was
refused with "Bir tam sayı girin." and also "Siz açtıktan sonra bu kaydı başka biri kaydetti; bu
yüzden kaydınız reddedildi": nobody else had saved the row, the second sentence was false. Now the
field's own error alone, nothing saved. No paragraph of the Laws decides what the admin says; 27D
(TR "B1’in uygulanmasını takiben oyunun sonunda hakem, ..."; WBF "If following the application of
B1 the Director judges at the end of the play ...") is only the row edited."""

import pytest

from lawbook.tests.editions.test_publishing_admin import ADMIN, form_data, in_draft, member

pytestmark = pytest.mark.django_db

SOMEONE_ELSE = "başka biri kaydetti"


@pytest.fixture
def editor():
    return member("editor", "Editor")


@pytest.mark.parametrize("seen", ["abc", "1.5"])
def test_a_version_that_is_no_number_is_not_called_someone_else_s_save(editor, draft, seen):
    paragraph = in_draft(draft, "27D")
    before = paragraph.text_tr
    data = form_data(editor, paragraph) | {"text_tr": before + " EK.", "seen_version": seen}
    response = editor.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", data)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Bir tam sayı girin." in html
    assert SOMEONE_ELSE not in html
    paragraph.refresh_from_db()
    assert paragraph.text_tr == before


def test_a_stale_version_is_still_refused_as_someone_else_s_save(editor, draft):
    paragraph = in_draft(draft, "27D")
    data = form_data(editor, paragraph) | {"text_tr": paragraph.text_tr + " EK.", "seen_version": "7"}
    response = editor.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", data)
    assert SOMEONE_ELSE in response.content.decode()
