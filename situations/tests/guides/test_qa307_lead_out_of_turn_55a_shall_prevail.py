"""55A in the lead-out-of-turn guide in the WBF's verb (qa307, session 94), as audit300 said it in the
defective-trick guide (CONTRIBUTING.md, "Add a situation guide", point 1). Each case failed on the old text.

55A, TR "Deklaran kendisinin veya yerin elinden sırasız çıkış yapmışsa, herhangi bir defans oyuncusu Yasa
53'te öngörüldüğü gibi çıkışı kabul edebilir veya geri alınmasını isteyebilir. (...) Defans oyuncuları farklı
seçimler yaparlarsa sıradaki defans oyuncusunun seçimi geçerli olur."; WBF "If declarer has led out of turn
from his or dummy's hand then either defender may accept the lead as provided in Law 53 or require its
retraction (...). If the defenders choose differently then the option expressed by the player next in turn to
the irregular lead shall prevail." The English of the two declarer-led Endings (their `now`, chooser and
read-out) said "prevails"; the chooser also had the player, not his option, prevail. The Turkish "geçerlidir"
is the official present ("geçerli olur") and stays.

The defenders'-turn read-out was at 90 words: its 53B sentence drops "simply" ("may simply lead"), a word
neither text has (TR "doğru çıkışını yapabilir", WBF "may make his proper lead"); "may lead" says it."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "lead-out-of-turn"
DECLARER_LED = (["later", "declarer", "defenders-turn"], ["later", "declarer", "wrong-hand"])
NOW = "if they choose differently, the option of the player next in turn to the irregular lead shall prevail (Law 55A)"
CHOOSER = "Either defender; if they choose differently, the option of the player next in turn to the irregular lead shall prevail (Law 55A)."
READ = "If you choose differently, the option of the player next in turn to the irregular lead shall prevail (Law 55A)."
OLD = "next in turn to the irregular lead prevails (Law 55A)"


@pytest.mark.parametrize("keys", DECLARER_LED)
def test_the_page_says_55a_shall_prevail(client, keys):
    says(client, SLUG, keys, "en", NOW, CHOOSER)
    never_says(client, SLUG, keys, "en", OLD)


@pytest.mark.parametrize("keys", DECLARER_LED)
def test_the_read_out_says_55a_shall_prevail(client, keys):
    reads(client, SLUG, keys, "en", READ)
    never_reads(client, SLUG, keys, "en", OLD)


@pytest.mark.parametrize("keys", DECLARER_LED)
def test_the_turkish_keeps_the_official_present(client, keys):
    says(
        client,
        SLUG,
        keys,
        "tr",
        "farklı seçerlerse sırasız çıkıştan sonra sıradaki oyuncunun seçimi geçerlidir (Yasa 55A)",
    )
    reads(client, SLUG, keys, "tr", "sıradaki oyuncunun seçimi geçerlidir (Yasa 55A).")
