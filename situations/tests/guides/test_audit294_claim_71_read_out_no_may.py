"""audit294 (session 94): the own-concession read-out states Law 71 with neither text's "may".

71, TR (official): "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde, hakem
terki aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır: A. Bir oyuncu, aslında, kendi tarafının
kazandığı bir löveyi terk etmişse veya B. Bir oyuncu, kalan kartların herhangi bir normal şekilde
oynanması sonucu kaybedemeyeceği bir löveyi terk etmişse; Bu löve iade edilerek bord yeniden skorlanır."
71, WBF: "A concession must stand, once made, except that within the Correction Period established under
Law 79C the Director shall cancel a concession: A. if a player conceded a trick his side had, in fact,
won; or B. if a player has conceded a trick that could not be lost by any normal play of the remaining
cards. The board is rescored with such trick awarded to his side."

The read-out said "He may cancel it only if ..." / "Hakem terki ancak ... terk ettiyseniz iptal
edebilir": the WBF's Introduction gives "may" the weight "failure to do it is not wrong", where the WBF
says "shall cancel", and the official Turkish has no "-ebilir". It now says, as the Ending's `now` does,
that he cancels it only for 71's reasons and names the WBF's "shall cancel" (the official Turkish sets no
obligation: editor's note translation-71)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

KEYS = ["regret", "own-concession"]
NEW = {
    "tr": (
        "Hakem terki yalnızca şu sebeplerle iptal eder: tarafınızın gerçekte kazanmış olduğu bir löveyi (Yasa 71A)",
        "WBF İngilizcesinde bu durumlarda hakem terki iptal etmek zorundadır. İptal ederse o löve size verilir.",
    ),
    "en": (
        "He cancels it only for these reasons: you conceded a trick your side had in fact won (Law 71A)",
        "the WBF English: in these cases he “shall cancel” it. If he does, that trick is awarded to your side.",
    ),
}
OLD = {"tr": "iptal edebilir", "en": "may cancel"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_states_71_without_a_may_and_names_the_wbf_s_shall_cancel(client, lang):
    reads(client, "claim", KEYS, lang, *NEW[lang])
    never_reads(client, "claim", KEYS, lang, OLD[lang])
