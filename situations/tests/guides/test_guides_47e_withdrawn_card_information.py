"""What the card-played-on-misinformation guide says of the information from the card withdrawn
under Law 47E (qa120; docs/legal-review.md, guides75's "unsure" item).

47E1 (TR): "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım
olmaksızın geri alınabilir. (Bkz. Yasa 16C.)"; WBF: "A lead out of turn (or play of a card) is
retracted without further rectification if the player was mistakenly informed by an opponent that it
was his turn to lead or play (see Law 16C)". 47E2(a) ends its sentence the same way ("(Bkz. Yasa
16C)" / "(see Law 16C)"). 16C (TR): "1. Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm
bilgiler ... yasaldır. 2. Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse
rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir"; WBF: "1. For a
non-offending side, all information arising from a withdrawn action is authorized ... 2. For an
offending side, information arising from its own withdrawn action and from withdrawn actions of the
non-offending side is unauthorized". 47E names no offending side: the player led or played out of
turn, but because his opponents misinformed him. The page said "unauthorised for the offending side"
as if the reader knew which side that was; it now says that 47E does not say.
"""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db

SLUG = "card-played-on-misinformation"
ENDINGS = [["told-my-turn", "opponent"], ["explanation-corrected", "nothing-since"]]
SAYS = {
    "tr": "Burada hangi tarafın kusurlu sayılacağını Yasa 47E söylemez",
    "en": "Law 47E does not say which side counts as the offending side here",
}
NEVER = {
    "tr": "Geri alınan kartın bilgisi için Yasa 16C uygulanır: kusursuz taraf için izinli, kusurlu taraf için izinsizdir",
    "en": "Law 16C applies to the information from the withdrawn card: authorised for the non-offending side, unauthorised for the offending side",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", ENDINGS, ids="/".join)
def test_the_page_does_not_name_an_offending_side_47e_does_not_name(client, keys, lang):
    guide_pages.says(client, SLUG, keys, lang, SAYS[lang])
    guide_pages.never_says(client, SLUG, keys, lang, NEVER[lang])
