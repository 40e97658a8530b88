"""trans93: Laws 80-93 read in three texts, the official Turkish (fixtures/laws_tr.txt), our English
(fixtures/laws_en.json) and the WBF's English (the 2017 Laws as printed by the ACBL).

Each note below stands where the Turkish differs in meaning from the WBF's English; each is shown
under its paragraph on the Law page, in both languages (docs/translation-notes.md)."""

import re

import pytest

from lawbook.tests.editions.law_pages import law_page, note_on_page

pytestmark = pytest.mark.django_db


# Each: (Law, label, words the English note quotes, words the Turkish note quotes).
NOTES = [
    # TR 80A1(b): "Kendi coğrafik bölge şampiyonaları ve etkinliklerinde, o bölgenin bağlı olduğu
    # Bölgesel (Zonal) Federasyon'dur". WBF 80A1(b): "the respective Zonal Authority for tournaments
    # and events held under its auspices."
    (
        80,
        "80A1(b)",
        ("kendi coğrafik bölge şampiyonaları ve etkinliklerinde", "held under its auspices"),
        ("kendi coğrafik bölge şampiyonaları ve etkinliklerinde", "held under its auspices"),
    ),
    # TR 80B2(a): "Eğer turnuva hakemi yoksa oyuncular içlerinden birini turnuva hakeminin görevlerini
    # yerine getirmek üzere tayin ederler." WBF 80B2(a): "If there is no appointed Director the
    # players should designate a person to perform his functions."
    (
        80,
        "80B2(a)",
        ("içlerinden birini", "the players should designate a person to perform his functions"),
        ("içlerinden birini", "the players should designate a person to perform his functions"),
    ),
    # TR 86B2: "Bir veya daha çok sayıda masa skoru varsa". WBF 86B2: "Multiple Results Obtained at
    # One or More Tables".
    (
        86,
        "86B2",
        ("Bir veya daha çok sayıda masa skoru varsa", "Multiple Results Obtained at One or More Tables"),
        ("Bir veya daha çok sayıda masa skoru varsa", "Multiple Results Obtained at One or More Tables"),
    ),
    # TR 93C3(a): "Yetkili Federasyonlar itiraz konusunda nihai kararı vermek üzere, sorumluluğu
    # turnuva İtiraz Komitesine devredebilirler." WBF 93C3(a): "the Regulating Authority may assign
    # to a specified tournament body the responsibility for dealing finally with any appeal".
    (
        93,
        "93C3(a)",
        ("turnuva İtiraz Komitesine", "a specified tournament body"),
        ("turnuva İtiraz Komitesine", "a specified tournament body"),
    ),
]


@pytest.mark.parametrize("number, label, english_words, turkish_words", NOTES)
def test_each_trans93_note_stands_under_its_paragraph_in_both_languages(
    client, number, label, english_words, turkish_words
):
    english = note_on_page(client, number, label, "en")
    turkish = note_on_page(client, number, label, "tr")
    assert english.lstrip(">\n ").count("Editor's note:") == 1 and "WBF" in english
    assert "Editörün notu:" in turkish and "WBF" in turkish
    for words in english_words:
        assert words in english
    for words in turkish_words:
        assert words in turkish


def test_86b3_reads_boards_played_at_only_a_single_table_on_the_english_law_page(client):
    """TR 86B3: "Yönetici Federasyon, yalnızca tek bir masada aynı veya çeşitli yarışmacılar
    arasında oynanan bordlar söz konusuyken farklı uygulama yolu seçebilir." "yalnızca tek bir
    masada" is "at only a single table" (the boards were not played at the other table); WBF 86B3:
    "for circumstances where boards have been played at only one table". Our English read "may
    choose a different course of action only where boards played at a single table ... are
    concerned"."""
    html = re.sub(r"<[^>]+>", "", law_page(client, 86, "en"))  # the words, without their term links
    assert (
        "The Regulating Authority may choose a different course of action where boards have been played at "
        "only a single table between the same or different contestants."
    ) in html
    assert "only where boards played at a single table" not in html
