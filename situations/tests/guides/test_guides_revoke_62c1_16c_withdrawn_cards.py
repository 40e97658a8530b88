"""The revoke guide's not-established Endings say what 62C1's "see Law 16C" sends the reader to: the
information from the cards the non-offending side takes back (qa216).

62C1 (TR): "Kusursuz tarafın her iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış olabileceği
her kartı geri alabilir ve eline geri koyar. (Bkz. Yasa 16C.)"; (WBF): "Each member of the non-offending
side may withdraw and return to his hand any card he may have played after the revoke but before
attention was drawn to it (see Law 16C)."
16C1 (TR): "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek kendileri, gerekse
rakipleri tarafından yapmış olsun; yasaldır."; (WBF): "For a non-offending side, all information arising
from a withdrawn action is authorized, whether the action be its own or its opponents'."
16C2 (TR): "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri tarafından
yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."; (WBF): "For an offending side, information
arising from its own withdrawn action and from withdrawn actions of the non-offending side is
unauthorized."
The Endings said the non-offending side may take its cards back and nothing of what they showed: a
defender's card taken back after declarer's revoke is no penalty card, and its information is
authorised for his partner; declarer's, taken back after a defender's revoke, is unauthorised for
the defenders."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
NOT_ESTABLISHED = [[offender, "not-established"] for offender in ("defender", "declarer", "dummy")]
LINE = {
    "tr": "Kusursuz tarafın geri aldığı kartlardan gelen bilgi kusursuz taraf için izinli, kusurlu taraf için izinsizdir (Yasa 62C1, 16C1, 16C2).",
    "en": "Information from the cards the non-offending side takes back is authorised for the non-offending side and unauthorised for the offending side (Laws 62C1, 16C1, 16C2).",
}
# The page quotes the paragraphs the line names (situations.views._named), in the reader's language.
QUOTED = {
    "tr": "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler",
    "en": "16C1",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", NOT_ESTABLISHED, ids="/".join)
def test_the_non_offending_side_s_withdrawn_cards_under_16c(client, keys, lang):
    guide_pages.says(client, SLUG, keys, lang, LINE[lang], QUOTED[lang])
