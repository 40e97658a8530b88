"""Where dummy himself drew attention to an irregularity during the play (with or without an earlier 43A2
breach), the dummy's-rights guide's Director line does not tell every reader, dummy included, to call the
Director: it says 43A1(a)'s limit beside 9B1(a)'s call.

43A1(a) (TR): "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında hakem
çağırma girişiminde bulunmamalıdır." (WBF): "Dummy may not initiate a call for the Director during play
unless another player has drawn attention to an irregularity." (our English "may not" since eng337: the
43A1(a) editor's note)
9B1(a) (TR): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır." (WBF): "The Director should
be summoned at once when attention is drawn to an irregularity." (no actor: 9B1(b), "Yer dahil, her
oyuncu, bir usulsüzlüğe dikkat çekildikten sonra hakem çağırabilir" / "Any player, including dummy, may
summon the Director after attention has been drawn to an irregularity", is what 43A1(a) limits for dummy.)

When dummy drew the attention, no other player has; the three Endings' Director lines said only "Hakemi
hemen ... çağırın" / "Call the Director at once" (or "now"), an order to whoever reads. The asking-questions
guide's dummy Ending was mended for the same reason (test_guides_43a1a_dummy_partner_misexplained.py)."""

import pytest

from situations.tests.guides.guide_pages import page

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
DUMMY_DREW = [
    ["irregularity", "dummy", "no-a2-violation"],
    ["irregularity", "dummy", "after-a2-violation", "defender"],
    ["irregularity", "dummy", "after-a2-violation", "declarer"],
]
# The Director line's box: between its heading and the next one (templates/situations/ending.html).
BOX = {"tr": ("Hakem ne zaman çağrılmalı", "Şimdi ne olur"), "en": ("When to call the Director", "What happens now")}
CALL = {"tr": ("Hakemi hemen", "Şimdi hakemi çağırın"), "en": ("Call the Director at once", "Call the Director now")}
LIMIT = {
    "tr": "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe yer, oyun sırasında hakem çağırma girişiminde bulunmamalıdır (Yasa 43A1(a)).",
    "en": "Unless another player has drawn attention to an irregularity, dummy may not initiate a call for the Director during play (Law 43A1(a)).",
}


def _director_box(client, keys, lang):
    text = page(client, SLUG, keys, lang)
    heading, after = BOX[lang]
    start = text.index(heading)
    return text[start : text.index(after, start)]


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", DUMMY_DREW, ids=["no-a2", "after-a2-defender", "after-a2-declarer"])
def test_the_director_line_says_dummy_does_not_start_the_call(client, keys, lang):
    box = _director_box(client, keys, lang)
    assert any(call in box for call in CALL[lang]), box
    assert LIMIT[lang] in box, box


NOTE_43A1A = {
    # Since eng337 the note gives the Turkish's obligation and says our English is the WBF's "may not".
    "tr": "Editörün notu: Türkçe metin bu kısıtlamayı",
    "en": "the Turkish text states this limit as an obligation",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", DUMMY_DREW, ids=["no-a2", "after-a2-defender", "after-a2-declarer"])
def test_each_ending_quotes_43a1a_with_its_editor_s_note(client, keys, lang):
    """The note beside the quoted paragraph gives the Turkish's "bulunmamalıdır" on each page that now cites
    it (eng337)."""
    text = page(client, SLUG, keys, lang)
    assert 'data-label="43A1(a)"' in text
    assert NOTE_43A1A[lang] in text
