"""`manage.py publish_edition` refuses a draft that changes nothing a reader sees, as the admin does (fix62).

fix58 made the admin's publish page refuse such a draft ("Draft 2017.1 cannot be published:
nothing a reader sees differs from the current edition 2017. ..."); the command published it
all the same, and readers met a new edition on the changelog, its feed and the book that changed
nothing. The rule now lives in `editions.publish`, so the command says the admin's words, and
publishes it only with `--allow-unchanged`. No paragraph of the Laws decides this: it is the
federation's publishing, not a ruling.
"""

import pytest
from django.core.management import CommandError, call_command
from django.utils import translation

from lawbook.editions import editions
from lawbook.models import Edition
from lawbook.tests.editions.test_editions import correct_64b3

pytestmark = pytest.mark.django_db

# The command speaks the site's language (Turkish first), as the Turkish admin does.
REFUSAL_TR = (
    "2017.1 taslağı yayımlanamaz: okurların gördüğü hiçbir şey geçerli 2017 baskısındakinden farklı "
    "değil. Metni, Yasa başlıkları, bölüm adları, tanımları, dipnotları, yorumları ve editör notları 2017 "
    "baskısındakilerle aynı; başlığı ve notu da öyle. Okurlar hiçbir şeyi değiştirmeyen yeni bir baskı "
    "görürdü. Önce taslakta bir değişiklik yapın ya da taslağı silin."
)
REFUSAL_EN = (
    "Draft 2017.1 cannot be published: nothing a reader sees differs from the current edition 2017. "
    "Its text, Law titles, chapter names, definitions, footnotes, interpretations and editor's notes are "
    "those of 2017, and so are its title and note; readers would see a new edition that changes nothing. "
    "Change the draft first, or discard it."
)


@pytest.mark.parametrize("lang,refusal", [("tr", REFUSAL_TR), ("en", REFUSAL_EN)])
def test_the_command_refuses_an_unchanged_draft_with_the_admins_words(draft, lang, refusal):
    with translation.override(lang), pytest.raises(CommandError) as refused:
        call_command("publish_edition", draft.code)
    assert str(refused.value) == refusal
    draft.refresh_from_db()
    assert draft.status == Edition.DRAFT and editions.current().code == "2017"


def test_the_command_publishes_an_unchanged_draft_when_told_to(draft, capsys):
    call_command("publish_edition", draft.code, "--allow-unchanged")
    assert editions.current().code == "2017.1"
    assert "edition 2017.1 published at" in capsys.readouterr().out


def test_the_command_publishes_a_draft_that_changes_the_text(draft):
    correct_64b3(draft.code)
    call_command("publish_edition", draft.code)
    assert editions.current().code == "2017.1"


def test_the_command_publishes_a_draft_that_changes_only_its_title(draft):
    draft.title_en = "The Laws of Duplicate Bridge 2017, corrected"
    draft.save()
    call_command("publish_edition", draft.code)
    assert editions.current().code == "2017.1"
