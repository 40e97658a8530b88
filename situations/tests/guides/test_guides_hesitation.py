"""The hesitation (unauthorised-information) guide (Laws 16B, 73C, 73D1), walked to each ending by
its GET URL in both languages: the page says the ruling a player would notice, and the ending
cites the paragraph that decides it (quoted beside each row: the Turkish official text, then the
WBF English). The guide had no table (audit334): its rulings were pinned only by single-sentence
tests (test_guides_hesitation_*.py, test_guide_rulings.py)."""

import pytest

pytestmark = pytest.mark.django_db
SLUG = "hesitation"

# Every row is checked by test_guide_tables.py (each ending has one, the ending cites its
# paragraph) and test_guides.py (the page says the phrase in each language and quotes the paragraph).
RULINGS = {
    # 16B3: TR "Hakem yasaya aykırılık bulunduğu ve bunun da kusurlu taraf lehine bir avantaj
    # yarattığı kanısına varırsa bir ayarlı skor vermelidir (bkz. Yasa 12C1)"; WBF "The Director
    # shall assign an adjusted score (see Law 12C1) if he considers that an infraction of law has
    # resulted in an advantage for the offender" (the English in the WBF's "shall", qa280).
    "opponent": (
        "16B3",
        "kusurlu tarafa avantaj sağladığı kanısına varırsa ayarlı skor vermelidir (Yasa 16B3; bkz. Yasa 12C1)",
        "he shall assign an adjusted score if he considers that an infraction of law resulted in an advantage "
        "for the offender (Law 16B3; see Law 12C1)",
    ),
    # 73C1: TR "bundan kendi tarafına yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak
    # zorundadır [Bkz. Yasa 16B1(a)]"; WBF "he must carefully avoid taking any advantage from that
    # unauthorized information [see Law 16B1(a)]".
    "partner": (
        "73C1",
        "kendi tarafınıza yarayabilecek şekilde faydalanmaktan dikkatle kaçınmak zorundasınız (Yasa 73C1)",
        "You must carefully avoid taking any advantage from this unauthorised information from your partner (Law 73C1)",
    ),
}
