"""desk65: a ruling record made at the table is read in the language it was made in, on either
desk (docs/legal-review.md "## desk65"). Its "auction and play" is written in the table page's
language (desk63); the record now stores that language, and its text is marked with it (`lang`) and
its suits spoken in it, so that a Director reading a Turkish record on the English desk (an appeal,
Laws 92-93) hears "Batı Pik 2", not "Batı Spades 2" in mixed voices. A record saved before, whose
language was not stored, shows as it did."""

import re

import pytest
from django.urls import reverse
from django.utils.translation import override

from desk.models import RulingRecord
from desk.tests.conftest import PAGES
from desk.tests.test_table_link import field, record_link
from situations.tests.table.test_table import DEAL, table_url
from tests.seen import heard, seen

pytestmark = pytest.mark.django_db
NEW = {"tr": "/tr/hakem/kayitlar/yeni/", "en": "/en/director/records/new/"}
FROM_TABLE = {"tr": "/tr/hakem/kayitlar/yeni/masadan/", "en": "/en/director/records/new/table/"}
OTHER = {"tr": "en", "en": "tr"}
# East's revoke corrected (62A, 62B1): a trick with a suit symbol in a card and in a penalty card.
PLAY = "W:S2,N:SA,E:H9,S:S3,correct:E:S7"
HEARD = {
    "tr": "Batı Pik 2; Kuzey Pik A; Doğu Kör 9; Güney Pik 3; Doğu rönonsunu Pik 7 ile düzeltir",
    "en": "West Spades 2; North Spades A; East Hearts 9; South Spades 3; East corrects the revoke with Spades 7",
}


def selected(page: str, name: str) -> str:
    select = re.search(rf'<select name="{name}"[^>]*>(.*?)</select>', page, re.S).group(1)
    found = re.search(r'<option value="([^"]*)" selected', select)
    return found.group(1) if found else ""


def made_at_the_table(client, lang: str, desk_lang: str | None = None) -> RulingRecord:
    """The record the Director makes from the table page in `lang`: its link followed (on the desk in
    `desk_lang`, as after the language switch, when given), the form sent back as drawn."""
    link = record_link(client.get(table_url(lang, play=PLAY)).content.decode())
    if desk_lang:
        link = link.replace(FROM_TABLE[lang], FROM_TABLE[desk_lang])
    form = client.get(link).content.decode()
    names = ("deal_source", "auction_and_play", "laws")
    data = {name: field(form, name) for name in names}
    data |= {"event": "Club pairs", "session": "", "board": "5", "facts": "", "ruling": "62B1."}
    data |= {"adjusted_score": "", "appeal": "none", "appeal_notes": "", "language": selected(form, "language")}
    assert client.post(NEW[desk_lang or lang], data).status_code == 302
    return RulingRecord.objects.get()


def shown_play(client, record: RulingRecord, desk_lang: str) -> re.Match:
    page = client.get(PAGES[desk_lang] + f"{record.pk}/").content.decode()
    return re.search(r'<pre class="desk-text"( lang="[a-z]+")?>(.*?)</pre>', page, re.S)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_record_made_at_the_table_is_heard_in_its_language_on_the_other_desk(director_client, lang):
    """A Turkish record read on the English desk, and the reverse: the play is marked with the
    language it is written in (`lang`), and a screen reader hears its suits in that language.
    Before, a Turkish record on the English desk was heard "Batı Spades 2" (desk64's item b)."""
    record = made_at_the_table(director_client, lang)
    assert record.language == lang
    shown = shown_play(director_client, record, OTHER[lang])
    assert shown.group(1) == f' lang="{lang}"'
    assert HEARD[lang] in heard(shown.group(2))


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_record_keeps_the_table_s_language_when_its_form_is_opened_in_the_other(director_client, lang):
    """The Director switches the new record's form to the other language before saving it: the
    text is still the table's language, and so is the record's; the form's box says so too."""
    link = record_link(director_client.get(table_url(lang, play=PLAY)).content.decode())
    form = director_client.get(link.replace(FROM_TABLE[lang], FROM_TABLE[OTHER[lang]])).content.decode()
    assert selected(form, "language") == lang
    assert re.search(rf'<textarea name="auction_and_play"[^>]* lang="{lang}"', form)
    record = made_at_the_table(director_client, lang, desk_lang=OTHER[lang])
    assert record.language == lang
    assert HEARD[lang] in heard(shown_play(director_client, record, lang).group(2))


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_record_typed_on_the_desk_is_in_the_desk_s_language(director_client, record_data, lang):
    """A record typed on the desk, not made at the table, is in the language of the form it was
    typed on (the choice drawn selected, and saved)."""
    form = director_client.get(NEW[lang]).content.decode()
    assert selected(form, "language") == lang
    for code in ("tr", "en"):  # each language's name in its own voice
        assert re.search(rf'<option value="{code}"[^>]* lang="{code}">', form)
    assert director_client.post(NEW[lang], {**record_data, "language": lang}).status_code == 302
    assert RulingRecord.objects.get().language == lang


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_record_saved_before_its_language_was_stored_shows_as_it_did(director, director_client, record_data, lang):
    """A record saved before desk65 holds no language (the migration's default, ""): no `lang`,
    its suits heard in the desk page's language, as before; changing it keeps it so."""
    stored = "Trick 1: West ♠2; North ♠A; East ♥9; South ♠3"
    record = RulingRecord.objects.create(
        **{**record_data, "deal": DEAL, "auction_and_play": stored, "laws": "62B1"}, director=director
    )
    assert record.language == ""
    shown = shown_play(director_client, record, lang)
    assert shown.group(1) is None
    assert seen(shown.group(2)) == stored
    assert ("Pik 2" if lang == "tr" else "Spades 2") in heard(shown.group(2))
    with override(lang):
        edit = reverse("desk:edit", args=[record.pk])
    assert selected(director_client.get(edit).content.decode(), "language") == ""
