"""The premature-play guide's "When to call the Director" for the irregularities the Laws give no
rectification (57C1, 57C3), no further rectification (58B1) or whose right to rectification is lost
(60A1), and for 58A's simultaneous plays (qa155's finding, qa157's reading in docs/legal-review.md).

9B1(a), TR "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır."; WBF "The Director
should be summoned at once when attention is drawn to an irregularity." 9B2, TR "Hakem usulsüzlüğün
düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir
oyuncu herhangi bir eylemde bulunmayacaktır."; WBF "No player shall take any action until the
Director has explained all matters in regard to rectification." The call is owed for the
irregularity, whatever its rectification; these Endings said "Oyun sürer; ne olduğu konusunda
anlaşamazsanız hakemi çağırın." / "Play goes on; call the Director if you disagree about what
happened.", as if only a dispute about the facts called for the Director.

57C1 (TR "defans oyuncusunun ortağından önce oynaması herhangi bir onarmaya tabi değildir"; WBF "A
defender is not subject to rectification for playing before his partner"), 57C3 (TR "oynanmış kart
sayılır, ve eğer yasalara uygun kart ise geri alınamaz"; WBF "is a played card and if legal may not
be withdrawn"), 58B1 (TR "diğer bütün kartlar ele geri döner ve başka bir onarma yoktur"; WBF "all
other cards are picked up and there is no further rectification") and 60A1 (TR "o kusuru onarma
hakkını yitirir"; WBF "forfeits the right to rectification of that offense") each rule on a card
played against the order of 44B (TR "Çıkıştan sonra, diğer her oyuncu sırayla bir kart oynar"; WBF
"each other player in turn plays a card") or two cards led at once: irregularities, "Bu yasalarla
konulan doğru yöntemlerden sapma" / "A deviation from correct procedure" (the Definitions).

58A (TR "Bir başka oyuncunun yasal çıkışı ya da oyunu ile eşzamanlı olarak yapılan bir çıkış ya da
oyun, ondan sonra yapılmış sayılır."; WBF "A lead or play made simultaneously with another player's
legal lead or play is deemed to be subsequent to it.") settles the order; only a card that, so
ordered, was still not its player's turn is an irregularity.
"""

import pytest

from situations.tests.guides import guide_pages
from situations.tests.guides.director_call_words import AT_ONCE, NO_ACTION

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
OLD = {
    "tr": "Oyun sürer; ne olduğu konusunda anlaşamazsanız hakemi çağırın.",
    "en": "Play goes on; call the Director if you disagree about what happened.",
}
IRREGULARITY = {
    ("before-partner", "declarer-both-hands"): {
        "tr": "Ortağından önce oynamak, onarmaya tabi olmasa da (Yasa 57C1) bir usulsüzlüktür.",
        "en": "Playing before partner is an irregularity, even though it is not subject to rectification (Law 57C1).",
    },
    ("before-partner", "next-hand-played"): {
        "tr": "Zamanından önce oynanan kart, onu onarma hakkı yitirilmiş olsa da (Yasa 60A1) bir usulsüzlüktür.",
        "en": "The premature card is an irregularity, even though the right to its rectification is lost (Law 60A1).",
    },
    ("declarer-early",): {
        "tr": "Deklaranın zamanından önce oyunu, Yasa 57C3 bir onarmadan söz etmese de bir usulsüzlüktür.",
        "en": "Declarer's premature play is an irregularity, even though Law 57C3 names no rectification for it.",
    },
    ("two-cards", "one-face"): {
        "tr": "Birden fazla kartı aynı anda oynamak, Yasa 58B1 başka bir onarma öngörmese de bir usulsüzlüktür.",
        "en": "Playing several cards at once is an irregularity, even though Law 58B1 gives no further rectification.",
    },
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", list(IRREGULARITY), ids="/".join)
def test_an_irregularity_without_rectification_still_calls_for_the_director_at_once(client, keys, lang):
    guide_pages.says(client, SLUG, list(keys), lang, IRREGULARITY[keys][lang], AT_ONCE[lang], NO_ACTION[lang])
    guide_pages.never_says(client, SLUG, list(keys), lang, OLD[lang], "Play goes on", "Oyun sürer")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_57c1_a_lead_to_the_next_trick_is_still_the_director_s_to_rule(client, lang):
    """audit15c: whether 57C1's exemption covers a lead to the next trick the Director rules."""
    phrase = {
        "tr": "Defans oyuncusu sonraki löveye çıktıysa, muafiyetin çıkışı da kapsayıp kapsamadığına hakem karar verir.",
        "en": "If the defender led to the next trick, the Director rules whether the exemption covers the lead.",
    }[lang]
    guide_pages.says(client, SLUG, ["before-partner", "declarer-both-hands"], lang, phrase)


@pytest.mark.parametrize(
    "lang, in_turn, out_of_turn",
    [
        (
            "tr",
            "Yasa 58A hangi kartın önce oynandığını belirler: sonra oynanmış sayılan kart oyuncusunun sırasındaysa onarılacak bir şey yoktur ve oyun sürer.",
            "O kart böyle sıralandığında da oyuncusunun sırası değilse (örneğin iki defans oyuncusu birlikte çıktıysa) bu bir usulsüzlüktür. Buna dikkat çekildiğinde hakem hemen çağrılmalıdır (Yasa 9B1(a))",
        ),
        (
            "en",
            "Law 58A settles which card came first: if the card it deems played after the other was at its player's turn, there is nothing to rectify and play goes on.",
            "If, so ordered, that card was still not its player's turn (both defenders led together, say), that is an irregularity. When attention is drawn to it, the Director should be summoned at once (Law 9B1(a))",
        ),
    ],
)
def test_58a_plays_on_only_where_the_order_it_deems_is_in_turn(client, lang, in_turn, out_of_turn):
    guide_pages.says(client, SLUG, ["same-time"], lang, in_turn, out_of_turn)
    guide_pages.never_says(client, SLUG, ["same-time"], lang, OLD[lang])
