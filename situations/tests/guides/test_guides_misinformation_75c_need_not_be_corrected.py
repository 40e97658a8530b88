"""The misinformation guide's "My partner (or I) explained wrongly" Ending says what the official
Turkish 75C says of the explanation after a mistaken call, and leaves the WBF's stricter words to the
75C editor's note shown beside the paragraph (docs/legal-review.md, Session 86 (qa196)).

75C: TR "Ortaklık anlaşması doğru şekilde açıklandığı takdirde, hata yapılan açıklamada değil yapılan
konuşmanın kendisinde ise, herhangi bir usulsüzlük söz konusu değildir. Açıklamanın hemen veya daha
sonra düzeltilmesine (veya Hakem çağırılmasına) gerek yoktur."; WBF "When the partnership agreement has
been explained correctly, the mistake being the call made and not the explanation, there is no
infraction. The explanation must not be corrected (nor must the Director be notified) immediately and
there is no obligation to do so subsequently." The sentence led with the WBF's instruction, "Açıklamayı
hemen düzeltmeyin" / "Do not correct the explanation at once", which the Turkish does not give (there
is no need, "gerek yoktur")."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
KEYS = ["our-side"]


@pytest.mark.parametrize(
    "lang, guide, wbf_in_the_note, old",
    [
        (
            "tr",
            "Açıklamanın hemen ya da daha sonra düzeltilmesine (veya hakem çağrılmasına) gerek yoktur (Yasa 75C). "
            "Resmî metin Türkçedir; WBF İngilizcesi bu noktada farklıdır (Yasa 75C, editörün notu).",
            "must not be corrected (nor must the Director be notified) immediately",
            "Açıklamayı hemen düzeltmeyin",
        ),
        (
            "en",
            "The explanation need not be corrected, either immediately or later, nor need the Director be summoned "
            "(Law 75C). The Turkish is the official text; the WBF English differs here (Law 75C, editor's note).",
            "the explanation must not be corrected (nor must the Director be notified) immediately",
            "Do not correct the explanation at once",
        ),
    ],
)
def test_the_turkish_no_need_leads_and_the_wbf_instruction_is_left_to_the_note(
    client, lang, guide, wbf_in_the_note, old
):
    # the note the sentence sends the reader to is on the page, with the WBF's words
    says(client, "misinformation", KEYS, lang, guide, wbf_in_the_note)
    never_says(client, "misinformation", KEYS, lang, old)
