"""The misinformation path's first step asks whether the explanation or the call was the mistake
(21B1(b), 75B1, 75C, 75D2); a deliberate deviation from the announced understandings (a psychic) is
neither, and its paragraph is 40C1, which the path did not name (qa146, lead: "the path's silence on
40B5(b) and 40C1"). Walked as a "mistaken call", a psychic reached "the score stands regardless of
damage (Law 75C)", where 40C1 has the Director adjust the score when undisclosed information has damaged
the opponents. The step's note now says 40C1, in the official Turkish's words, and links it with its
editor's note (translation-40C1, on "kesinse" / "provided that").

40C1, TR: "Bir oyuncunun kendi tarafınca önceden ilan edilmiş anlaşmasından sapması, ancak ortağının bu
sapmadan haberi olması için rakiplerden daha fazla nedeninin olmadığı kesinse mümkün olabilir. (Ancak bkz
yukarıdaki B2(a)(v) maddesi.) Tekrar eden sapmalar örtülü anlaşmaya dönüşerek ortaklığın yöntemlerinin bir
parçası halini alır ve sistemlerin açıklamasını düzenleyen kurallara göre açıklanmak zorundadır. Hakem
açıklanmamış bilginin rakiplere zarar verdiğine hükmederse skoru ayarlar ve yöntemsel ceza verebilir."
WBF: "A player may deviate from his side's announced understandings, provided that his partner has no more
reason than the opponents to be aware of the deviation [but see B2(a)(v) above]. Repeated deviations lead
to implicit understandings which then form part of the partnership's methods and must be disclosed in
accordance with the regulations governing disclosure of system. If the Director judges there is
undisclosed knowledge that has damaged the opponents, he shall adjust the score and may assess a procedural
penalty."
"""

from __future__ import annotations

import pytest

from lawbook.tests.htmlparse import editor_notes

from .test_judgement import MI_TITLE, start
from .test_judgement_misinformation_words import step_notes

pytestmark = pytest.mark.django_db

SAID_40C1 = {
    "tr": (
        "Kasıtlı bir sapma (psişik) için Yasa 40C1: oyuncu, kendi tarafınca önceden ilan edilmiş anlaşmasından "
        "ancak ortağının bu sapmadan haberi olması için rakiplerden daha fazla nedeninin olmadığı kesinse sapabilir",
        "tekrar eden sapmalar örtülü anlaşmaya dönüşerek ortaklığın yöntemlerinin bir parçası olur ve açıklanmak "
        "zorundadır",
        "hakem açıklanmamış bilginin rakiplere zarar verdiğine hükmederse skoru ayarlar ve yöntemsel ceza verebilir",
    ),
    "en": (
        "For a deliberate deviation (a psychic), Law 40C1: a player may deviate from his side's previously "
        "announced understandings only if it is certain that his partner has no more reason than the opponents to "
        "be aware of the deviation",
        "repeated deviations turn into implicit agreements, which become part of the partnership's methods and "
        "must be disclosed",
        "if the Director judges that undisclosed information has damaged the opponents, he shall adjust the score and "
        "may impose a procedural penalty",
    ),
}
# The 40C1 editor's note gives the other text's words beside the step's (the WBF's in Turkish, the
# Turkish's in English).
NOTE_40C1_NAMES = {"tr": "provided that his partner has no more reason", "en": "kesinse"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_step_says_40c1_for_a_psychic(director_client, lang):
    page = start(director_client, lang, MI_TITLE[lang])
    notes = step_notes(page)
    for said in SAID_40C1[lang]:
        assert said in notes
    html = page.content.decode()
    law = {"tr": "yasa", "en": "law"}[lang]
    assert f'href="/{lang}/{law}/40/#40C1"' in html
    assert NOTE_40C1_NAMES[lang] in editor_notes(html)["translation-40C1"]


def test_the_record_after_the_first_step_does_not_name_40c1():
    """40C1 is the note's: no answer of the step rules under it (the path has no Ending of its own for a
    psychic), so the record's Laws leave it out, as they leave out 75B2 and 20F5(b) after the timing step."""
    from desk.judgement import walk

    for first in ("explanation", "no_agreement", "call"):
        assert "40C1" not in walk({"path": "mi", "explanation": first}).laws()
