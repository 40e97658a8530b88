"""qa92: the casebook walked again, a case made from a desk record of each judgement path.

A record made on the English desk (its judgement walk's facts, written by desk.judgement_views in
the page's language, desk65's `language` "en") copied by a Publisher in the Turkish admin was given
the Turkish admin's language as the case's language (fix77): the English casebook then said
"(in Turkish)" beside an English title and marked the English facts `lang="tr"` (WCAG 3.1.2). The
facts quoted are the replaced-call path's (Law 23C, TR "Hakem oyunun sonunda; usulsüz konuşma
sonucu edinilen yardımın olmaması halinde bordun sonucunun farklı olabileceğine ve bunun sonucu
olarak kusursuz tarafın zarar görmüş olabileceğine kanaat getirirse, ayarlı skor uygulayacaktır.";
WBF "the Director judges at the end of the play that without the assistance gained through the
infraction the outcome of the board could well have been different, and in consequence the
non-offending side is damaged, he shall award an adjusted score")."""

from __future__ import annotations

from html import unescape

import pytest

from casebook import publication
from casebook.models import PublishedRuling
from desk.models import RulingRecord

from .conftest import PAGES

pytestmark = pytest.mark.django_db

ENGLISH_FACTS = (
    "Damage to the non-offending side after a call replaced (Laws 23C, 27D)\n"
    "The call withdrawn: A pass out of rotation, cancelled (Laws 29B, 30B1)\n"
    "Comparable call: Yes\n"
    "Without the assistance the result could differ: No"
)


@pytest.fixture
def english_record(record):
    RulingRecord.objects.filter(pk=record.pk).update(
        language="en", facts=ENGLISH_FACTS, laws="29B, 30B1(b)(i), 23C, 23B"
    )
    record.refresh_from_db()
    return record


@pytest.mark.parametrize("admin_lang", ["tr", "en"])
def test_a_case_copied_from_an_english_record_is_english_whatever_the_admin_s_language(
    client, publisher, english_record, admin_lang
):
    client.force_login(publisher)
    started = client.post(f"/{admin_lang}/admin/casebook/publishedruling/add/", {"record": english_record.pk})
    assert started.status_code == 302
    ruling = PublishedRuling.objects.get()
    assert ruling.text_language == "en"
    ruling.names_no_player = True
    ruling.title = "A pass out of rotation replaced by a comparable call"
    ruling.save()
    publication.publish(ruling, publisher)
    client.logout()
    english = unescape(client.get(f"{PAGES['en']}{ruling.pk}/").content.decode())
    assert "(in Turkish)" not in english
    assert '<div class="desk-text" lang="en"><p>Damage to the non-offending side' in english
    turkish = unescape(client.get(f"{PAGES['tr']}{ruling.pk}/").content.decode())
    assert (
        f'<h1><span lang="en">{ruling.title}</span> <span class="untranslated" lang="tr">(İngilizce)</span></h1>'
        in turkish
    )


def test_a_record_of_unknown_language_still_takes_the_publisher_s_page_language(client, publisher, record):
    assert record.language == ""  # saved before desk65
    client.force_login(publisher)
    client.post("/en/admin/casebook/publishedruling/add/", {"record": record.pk})
    assert PublishedRuling.objects.get().text_language == "en"
