"""Declarer's faced cards (48B2): the English page says the official Turkish's exception, "unless it
is clear that he was not claiming or conceding", not the WBF's "unless he demonstrably did not intend
to claim", and the 48B2 editor's note names the difference (qa183).

48B2 (TR): "Deklaran sırasız çıkışın hemen sonrası hariç başka herhangi bir zaman kartlarını
gösterirse, löve talebi veya terkinde bulunmuş sayılabilir (löve terki ya da talebinde bulunmadığı
açık değilse) ve Yasa 68 uygulanır." (WBF): "When declarer faces his cards at any time other than
immediately after an opening lead out of turn, he may be deemed to have made a claim or concession of
tricks (unless he demonstrably did not intend to claim), and Law 68 then applies."

The Turkish excepts a declarer plainly neither claiming nor conceding; the WBF, one who plainly did
not mean to claim, a concession left out. The Turkish guide line already said the Turkish; the
English one said the WBF's words beside the Turkish's "lead out of turn" (audit15b)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"
KEYS = ["declarer"]


@pytest.mark.parametrize(
    "lang, stated, old",
    [
        ("tr", "löve talebi ya da terkinde bulunmadığı açık değilse talep ya da terkte bulunmuş sayılabilir", None),
        (
            "en",
            "he may be deemed to have made a claim or concession, unless it is clear that he was not claiming or conceding, and Law 68 applies (Law 48B2)",
            "unless he demonstrably did not intend to claim, and Law 68 applies",
        ),
    ],
)
def test_48b2_s_exception_is_the_turkish_s_on_the_page(client, lang, stated, old):
    guide_pages.says(client, SLUG, KEYS, lang, stated)
    if old:
        guide_pages.never_says(client, SLUG, KEYS, lang, old)


@pytest.mark.parametrize(
    "lang, note",
    [
        ("tr", "WBF'nin İngilizce metninde istisna yalnızca talep etme niyeti"),
        ("en", "the WBF's exception is a declarer who demonstrably did not intend to claim"),
    ],
)
def test_the_48b2_editor_s_note_beside_the_quoted_paragraph_names_the_wbf_s_exception(client, lang, note):
    guide_pages.says(client, SLUG, KEYS, lang, note)
