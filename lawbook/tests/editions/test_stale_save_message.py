"""A refused stale save names the other editor's fields as the form labels them (qa57).

Two editors opened 64A2; the second's save after the first's was refused, as it should be, but the
message read "Their text now: text_tr: ve rönonsun ... bir löve aktarılır.. Open the row again":
the column's name, not the "Metin [tr]" the editor sees beside the box, and the text's own full
stop run into the message's. 64A2 in the official Turkish (fixtures/laws_tr.txt): "ve rönonsun
olduğu löve kusurlu oyuncu tarafından kazanılmadığında, eğer ki kusurlu taraf bu löveyi veya
sonraki herhangi bir löveyi kazanmışsa, oyun sona erdikten sonra, kusursuz tarafa bir löve
aktarılır."; in the WBF English: "and the trick on which the revoke occurred was not won by the
offending player then, if the offending side won that or any subsequent trick, after play ends one
trick is transferred to the non-offending side."
"""

import html

import pytest

from lawbook.tests.editions.test_publishing_admin import ADMIN, form_data, in_draft, member

pytestmark = pytest.mark.django_db

FIRST = "Birinci editörün 64A2 düzeltmesi."


def test_the_refusal_quotes_the_other_text_under_its_label(draft):
    first, second = member("first", "Editor"), member("second", "Editor")
    paragraph = in_draft(draft, "64A2")
    first_form, second_form = form_data(first, paragraph), form_data(second, paragraph)
    assert first.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", first_form | {"text_tr": FIRST}).status_code == 302
    response = second.post(f"{ADMIN}/paragraph/{paragraph.pk}/change/", second_form | {"text_tr": "İkinci."})
    page = html.unescape(response.content.decode())
    assert f"Metin [tr]: “{FIRST}”" in page
    assert "text_tr:" not in page
