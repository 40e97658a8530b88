"""The exposed-card guide's read-out for declarer's or dummy's card: 48B2 with its time and its
bracketed exception, as the Ending's own `now` line says it (session 88, qa215).

48B2 (TR): "Deklaran sırasız çıkışın hemen sonrası hariç başka herhangi bir zaman kartlarını
gösterirse, löve talebi veya terkinde bulunmuş sayılabilir (löve terki ya da talebinde bulunmadığı
açık değilse) ve Yasa 68 uygulanır." (WBF): "When declarer faces his cards at any time other than
immediately after an opening lead out of turn, he may be deemed to have made a claim or concession of
tricks (unless he demonstrably did not intend to claim), and Law 68 then applies."

The read-out said "Kartlarınızı açarsanız bu talep ya da terk sayılabilir (Yasa 48B2)" / "If you face
your cards, it may be a claim or concession (Law 48B2)": neither the time excepted nor the bracket.
The Turkish governs (the 48B2 editor's note names the WBF's "opening lead" and its bracket)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"
KEYS = ["declarer"]


@pytest.mark.parametrize(
    "lang, read, old",
    [
        (
            "tr",
            "Kartlarınızı sırasız çıkışın hemen ardından değil de başka bir zaman açarsanız, löve talebi ya da terkinde bulunmadığınız açık değilse talep ya da terkte bulunmuş sayılabilirsiniz ve Yasa 68 uygulanır (Yasa 48B2).",
            "Kartlarınızı açarsanız bu talep ya da terk sayılabilir",
        ),
        (
            "en",
            "If you face your cards at any time other than immediately after a lead out of turn, you may be deemed to have made a claim or concession, unless it is clear that you were not claiming or conceding, and Law 68 applies (Law 48B2).",
            "If you face your cards, it may be a claim or concession",
        ),
    ],
)
def test_the_read_out_says_48b2_s_time_and_exception(client, lang, read, old):
    guide_pages.reads(client, SLUG, KEYS, lang, read)
    guide_pages.never_reads(client, SLUG, KEYS, lang, old)
