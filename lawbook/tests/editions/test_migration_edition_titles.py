"""Migration 0017 gives the edition's title and note their Turkish and English fields: the present
title and note become the Turkish; the 2017 edition, whose title 0005 wrote in English, gets both
("Uluslararası Briç Yasaları 2017", the site's Turkish for "Laws of Duplicate Bridge 2017"). The
migrations run here backwards to 0016, an edition made as it was then, then forwards again."""

import pytest

from lawbook.models import Edition
from lawbook.tests.migrating import latest_schema_afterwards, migrate  # noqa: F401 (a fixture)

BEFORE = [("lawbook", "0016_editor_notes_on_definitions")]
AFTER = [("lawbook", "0017_edition_title_and_note_in_both_languages")]


@pytest.mark.django_db(transaction=True)
def test_the_migration_keeps_each_title_and_note_as_the_turkish_and_gives_2017_both(
    imported_laws, latest_schema_afterwards
):
    old = migrate(BEFORE)
    OldEdition = old.get_model("lawbook", "Edition")
    OldEdition.objects.filter(code="2017").update(title="Laws of Duplicate Bridge 2017", note="")
    OldEdition.objects.create(code="2017.5", title="Düzeltme", note="Yasa 77 tablosu.", status="draft")

    migrate(AFTER)

    first = Edition.objects.get(code="2017")
    assert (first.title_tr, first.title_en) == ("Uluslararası Briç Yasaları 2017", "Laws of Duplicate Bridge 2017")
    other = Edition.objects.get(code="2017.5")
    assert (other.title_tr, other.title_en, other.note_tr, other.note_en) == ("Düzeltme", "", "Yasa 77 tablosu.", "")
