"""50D2's bracket on a premature lead, where the official Turkish and the WBF English differ in weight:
the editor's note beside the 50D2 quotation on the card-exposed-in-auction pages that cite it (the
honour-or-led chooser, the two-or-more chooser), in both languages (audit329).

50D2, TR (official): "... deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar
çıkış yapamaz (eğer defans oyuncusu zamanından önce çıkış yaparsa, Yasa 49’a göre yaptırım
uygulanabilir)."
50D2, WBF: "... he may not lead until declarer has stated which of the options below is selected (if
the defender leads prematurely, he is subject to rectification under Law 49)."

The Turkish says a sanction "may be applied" under Law 49; the WBF says, with no "may", that he "is
subject to rectification" under it. Law 49 (TR "bu kartlar cezalı karta dönüşür (Yasa 50)"; WBF "each
such card becomes a penalty card (Law 50)") is the paragraph both send to. Our English of 50D2 ("a
sanction may be applied under Law 49") renders the Turkish; the page had no note saying the WBF's."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "card-exposed-in-auction"

NOTE = {
    "tr": (
        'Editörün notu: Türkçe metne göre deklaran seçeneğini belirtmeden çıkış yapan defans oyuncusuna "Yasa 49’a göre yaptırım uygulanabilir"',
        "he is subject to rectification under Law 49",
    ),
    "en": (
        'Editor\'s note: in the Turkish text, a defender who leads before declarer has stated his option is one to whom "a sanction may be applied under Law 49"',
        'The WBF\'s English says it without a "may": "he is subject to rectification under Law 49".',
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("key", ["honour-or-led", "two-or-more"])
def test_the_50d2_quotation_carries_the_note(client, key, lang):
    says(client, SLUG, [key], lang, *NOTE[lang])
