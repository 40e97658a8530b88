"""The leader's Ending of the asking-questions guide (after the final pass, before the lead is faced: a
defender asks) says the defender's own duty to correct his explanation, as the declarer's Ending does (qa267).

20F4(a) (TR, official): "Bir oyuncu, artırım esnasında yapmış olduğu açıklamanın yanlış ya da eksik
olduğunu fark ederse, Belirginleştirme Süreci'nin bitiminden önce hakemi çağırmalı ve hatalı açıklamasını
düzeltmelidir." WBF: "If a player realizes during the auction that his own explanation was erroneous or
incomplete, he must summon the Director before the end of the Clarification Period and correct the
misexplanation." (When the realising falls differs; the editor's note on 20F4(a) says so and the
sentence follows the Turkish.)
75B2 (TR): "Bir oyuncu kendi hatasının farkına varırsa, atak kartı açılmadan önce (veya oyun içinde ise,
hemen) Hakemi çağırmalı ve hatasını düzeltmelidir." WBF: "If a player becomes aware of his own mistake, he
must summon the Director before the opening lead is faced (or during the play, if discovered later), and
then provide a correction."

Both texts say "a player" ("Bir oyuncu"): a defender too, and the time they set (the Clarification
Period, before the opening lead is faced) is this Ending's. The Ending said only the partner's
misexplanation (20F5(b)); a defender who finds his own explanation wrong read nothing of his duty.
"""

import pytest
from django.utils.html import escape

from situations.tests.guides.test_guides import url_of

pytestmark = pytest.mark.django_db

SLUG = "asking-questions"
OWN = {
    "tr": "Artırımda kendi verdiğiniz açıklamanın yanlış ya da eksik olduğunu fark ettiyseniz, Açıklama Evresi "
    "bitmeden (atak kartının yüzü açılmadan) hakemi çağırıp düzeltmelisiniz",
    "en": "If you realise that an explanation you gave during the auction was wrong or incomplete, you must call the "
    "Director and correct it before the end of the Clarification Period, before the opening lead is faced",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_leader_s_side_is_told_to_correct_its_own_explanation_before_the_lead(client, lang):
    page = client.get(url_of(SLUG, ["asking", "after-final-pass", "defender"], lang)).content.decode()
    assert escape(OWN[lang]) in page
    # the paragraphs quoted beside the Ending, and the 20F4(a) note on the two texts
    assert 'data-label="20F4(a)"' in page and 'data-label="75B2"' in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_declarer_s_ending_says_it_as_before(client, lang):
    page = client.get(url_of(SLUG, ["asking", "after-final-pass", "declarer"], lang)).content.decode()
    assert escape(OWN[lang]) in page
