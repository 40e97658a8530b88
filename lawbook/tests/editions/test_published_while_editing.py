"""What an editor is told when a save is refused for a reason of its own (qa78).

Walking the admin as an Editor (ayse, ali) and a Publisher (mehmet), two answers lost or hid what
the editor had typed:

- ali opened 41D of draft 2017.1, mehmet published the draft, ali saved: a bare "403 Forbidden",
  ali's text gone with it. The save is still refused (a published edition's text changes only in
  a new draft), but ali is sent back to the row with the refusal and his text quoted.
- A NUL in 41D's Turkish text, or a Turkish heading beyond its 300 characters, was answered with
  its own error and also "Türkçesi boş ama İngilizcesinde metin var": the Turkish was not empty.
- A second editor adding a 41E the draft already had was told twice: "2017.1 baskısında zaten bir
  41E paragrafı var. Bu Yasa ve Etiket alanına sahip Paragraf zaten mevcut."; now once.

41D in the official Turkish (fixtures/laws_tr.txt): "Atak kartı açıldıktan sonra, yer elini,
renklere göre ayrılmış, kartlar büyüklüklerine göre sıralanmış ..."; in the WBF English: "After the
opening lead is faced, dummy spreads his hand in front of him on the table, face up, sorted into
suits, the cards in order of rank ...". No paragraph of the Laws decides what the admin says.
"""

import pytest

from lawbook.models import Edition, Paragraph
from lawbook.tests.editions.test_publishing_admin import ADMIN, form_data, in_draft, member

pytestmark = pytest.mark.django_db

TURKISH_EMPTIED = "Türkçesi boş ama İngilizcesinde metin var"


@pytest.fixture
def editor():
    return member("editor", "Editor")


def test_a_save_sent_after_the_draft_was_published_keeps_the_editors_text(editor, draft):
    paragraph = in_draft(draft, "41D")
    before = paragraph.text_tr
    data = form_data(editor, paragraph) | {"text_tr": before + " EDİTÖRÜN EKİ.", "text_en": "THE EDITOR'S ENGLISH."}
    draft.status = Edition.PUBLISHED  # the Publisher publishes while the editor's form is open
    draft.save()
    response = editor.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", data, follow=True)
    html = response.content.decode()
    assert response.status_code == 200, "not a bare 403"
    assert "2017.1 baskısı siz bu kaydı açtıktan sonra yayımlandı" in html
    assert "Metin [tr]: “" in html and "EDİTÖRÜN EKİ." in html and "THE EDITOR&#x27;S ENGLISH." in html
    assert 'name="_save"' not in html  # the row's page is read-only now
    paragraph.refresh_from_db()
    assert paragraph.text_tr == before and paragraph.version == 0


def test_a_nul_in_the_turkish_is_its_own_error_not_an_empty_turkish(editor, draft):
    paragraph = in_draft(draft, "41D")
    response = editor.post(
        f"{ADMIN}/paragraph/{paragraph.pk}/change/",
        form_data(editor, paragraph) | {"text_tr": paragraph.text_tr + " \x00 x"},
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "Boş karakterlere izin verilmiyor." in html
    assert TURKISH_EMPTIED not in html


def test_a_turkish_heading_too_long_is_its_own_error_not_an_empty_turkish(editor, draft):
    paragraph = in_draft(draft, "41D")
    response = editor.post(
        f"{ADMIN}/paragraph/{paragraph.pk}/change/", form_data(editor, paragraph) | {"heading_tr": "x" * 301}
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "en fazla 300 karaktere" in html
    assert TURKISH_EMPTIED not in html
    assert Paragraph.objects.get(pk=paragraph.pk).heading_tr == "Yerin Eli"


def test_a_label_the_law_has_is_refused_once(editor, draft):
    law = Paragraph.objects.get(law__edition=draft.code, label="41D").law
    response = editor.post(
        f"{ADMIN}/paragraph/add/",
        {
            "law": law.pk,
            "label": "41D",
            "after": Paragraph.objects.get(law=law, label="41C").pk,
            "heading_tr": "İkinci editörün başlığı",
            "text_tr": "İkinci editörün metni.",
        },
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "2017.1 baskısında zaten bir 41D paragrafı var." in html
    assert "zaten mevcut" not in html
    assert "İkinci editörün metni." in html
