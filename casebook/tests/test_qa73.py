"""qa73: the casebook walked by a Publisher in the admin (docs/legal-review.md, "qa73: the casebook
walked by a Publisher and a Director"): what the copy's form took without a word, and a 500.

- A deal that is not one (a card dealt twice, a hand of three cards, any text) was saved, and the
  ruling's page then drew it: North and East holding the same thirteen cards. Law 6B (TR "Kartlar,
  her birinde on üç kart olacak şekilde dört ele, birer birer, yüzü aşağıda dağıtılmak zorundadır",
  WBF "The cards must be dealt face down, one card at a time, into four hands of thirteen cards
  each") deals each card of the pack into one hand. The
  deal is read as the desk reads a director's (the table page's reader), its problem said in the
  page's language, and kept north first (the page draws only a north-first deal).
- The text still naming the record's director (whose name the site holds) was saved and published,
  once the box "the text names no player" was ticked: the help text says "the director is never
  named".
- The appeal's two fields were labelled "Itiraz" and "Itiraz notları" on /tr/ (the admin capitalises
  the model's "itiraz" with a dotless I); they are now labelled as on the desk.
- A list action posted with a selected row that is no number ("abc") was a 500.
- The history page's "Changes" column was empty for every save of a ruling: it now names the
  fields each save changed, in the page's language.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from casebook.models import PublishedRuling, Status

from .test_admin import ADMIN, change_data

pytestmark = pytest.mark.django_db

TR_ADMIN = "/tr/admin/casebook/publishedruling/"
GOOD = "N:AK32.KQJ54.A7.82 QJ9.A82.KQJ5.KJ7 854.T963.932.AQ5 T76.7.T864.T9643"
TWICE = "N:AK32.KQJ54.A7.82 AK32.KQJ54.A7.82 854.T963.932.AQ5 T76.7.T864.T9643"


@pytest.mark.parametrize(
    "admin, deal, said",
    [
        (ADMIN, TWICE, "♠A is dealt twice: North and East."),
        (TR_ADMIN, TWICE, "♠A iki kez dağıtılmış: Kuzey ve Doğu."),
        (ADMIN, "N:AKQ... ... ... ...", "North: the hand has 3 cards, not 13."),
        (
            TR_ADMIN,
            "garbage",
            "Bu bir PBN dosyası, PBN Deal değeri, LIN kaydı ya da BBO el görüntüleyici bağlantısı değil",
        ),
    ],
)
def test_a_deal_that_is_no_deal_is_a_form_error(client, publisher, published_ruling, admin, deal, said):
    client.force_login(publisher)
    refused = client.post(f"{admin}{published_ruling.pk}/change/", change_data(published_ruling, deal=deal))
    assert refused.status_code == 200
    assert said in unescape(refused.content.decode())
    published_ruling.refresh_from_db()
    assert published_ruling.deal == GOOD
    page = client.get(f"/en/casebook/{published_ruling.pk}/").content.decode()
    assert page.count("♠ A K 3 2</span>") == 1  # North's spades, drawn once: the deal as it was


def test_a_deal_given_from_another_seat_is_kept_north_first_and_drawn(client, publisher, published_ruling):
    east_first = "E:QJ9.A82.KQJ5.KJ7 854.T963.932.AQ5 T76.7.T864.T9643 AK32.KQJ54.A7.82"
    client.force_login(publisher)
    saved = client.post(f"{ADMIN}{published_ruling.pk}/change/", change_data(published_ruling, deal=east_first))
    assert saved.status_code == 302
    published_ruling.refresh_from_db()
    assert published_ruling.deal == GOOD
    page = unescape(client.get(f"/en/casebook/{published_ruling.pk}/").content.decode())
    assert '<table class="desk-hands">' in page


def test_no_deal_at_all_is_still_allowed(client, publisher, published_ruling):
    client.force_login(publisher)
    saved = client.post(f"{ADMIN}{published_ruling.pk}/change/", change_data(published_ruling, deal=""))
    assert saved.status_code == 302
    published_ruling.refresh_from_db()
    assert published_ruling.deal == ""


@pytest.mark.parametrize(
    "admin, field, text, said",
    [
        (
            ADMIN,
            "facts",
            "South hesitated; the director, Zeynep Hakemoğlu, was called.",
            "The text names the ruling’s director (Zeynep Hakemoğlu): a published ruling never names the director.",
        ),
        (
            TR_ADMIN,
            "commentary_tr",
            "ZEYNEP HAKEMOĞLU doğru karar verdi.",
            "Metin kararın hakemini adıyla anıyor (Zeynep Hakemoğlu): yayımlanan bir karar hakemin adını hiç vermez.",
        ),
    ],
)
def test_the_record_s_director_named_in_the_text_is_a_form_error(
    client, publisher, published_ruling, admin, field, text, said
):
    client.force_login(publisher)
    refused = client.post(f"{admin}{published_ruling.pk}/change/", change_data(published_ruling, **{field: text}))
    assert refused.status_code == 200
    assert said in unescape(refused.content.decode())
    published_ruling.refresh_from_db()
    assert "Hakemoğlu" not in getattr(published_ruling, field)
    assert "Hakemoğlu" not in client.get(f"/en/casebook/{published_ruling.pk}/").content.decode()


def test_a_word_of_the_director_s_name_alone_is_no_error(client, publisher, published_ruling):
    """Only the full name is refused: a surname is often a word too ("Demir", iron)."""
    client.force_login(publisher)
    saved = client.post(
        f"{ADMIN}{published_ruling.pk}/change/", change_data(published_ruling, facts="Zeynep hesitated.")
    )
    assert saved.status_code == 302


def test_the_appeal_fields_are_labelled_in_turkish_as_on_the_desk(client, publisher, draft_ruling):
    client.force_login(publisher)
    page = client.get(f"{TR_ADMIN}{draft_ruling.pk}/change/").content.decode()
    assert "İtiraz (Yasa 92, 93)" in page and "İtiraz hakkında" in page
    assert ">Itiraz" not in page


@pytest.mark.parametrize("action", ["publish", "withdraw"])
def test_an_action_on_a_row_that_is_no_number_changes_nothing_and_is_no_500(client, publisher, draft_ruling, action):
    client.force_login(publisher)
    answered = client.post(TR_ADMIN, {"action": action, "_selected_action": ["abc", str(draft_ruling.pk)]})
    assert answered.status_code in (200, 302)
    draft_ruling.refresh_from_db()
    assert draft_ruling.status == Status.DRAFT
    assert PublishedRuling.objects.filter(status=Status.PUBLISHED).count() == 0


@pytest.mark.parametrize(
    "admin, said",
    [(ADMIN, "facts as found, appeal, appeal notes"), (TR_ADMIN, "saptanan olgular, itiraz, itiraz notları")],
)
def test_the_history_page_names_the_fields_each_save_changed(client, publisher, draft_ruling, admin, said):
    client.force_login(publisher)
    changed = change_data(draft_ruling, appeal="upheld", appeal_notes="The committee upheld the ruling.")
    assert client.post(f"{admin}{draft_ruling.pk}/change/", changed).status_code == 302
    act = client.post(admin, {"action": "publish", "_selected_action": [draft_ruling.pk]})
    assert act.status_code == 302
    page = unescape(client.get(f"{admin}{draft_ruling.pk}/history/").content.decode())
    cells = [cell.strip() for cell in re.findall(r'<td class="diff"[^>]*>(.*?)</td>', page, re.S)]
    published = {"en": "status, published at, published by", "tr": "durum, yayım tarihi, yayımlayan"}
    assert cells[0] == published["tr" if admin == TR_ADMIN else "en"]
    assert said in cells[1]
