"""Law 68's opening words in the own-concession Ending too (docs/legal-review.md, Session 87 (qa201);
qa194 noticed it, Session 86).

Law 68, official Turkish: "Bu yasalara göre bir beyan veya eylemin löve talebi veya terki oluşturması
için, bunun o anda oynanan löveden sonraki löveleri kastetmesi gerekir. Eğer eylem yalnızca o an
oynanmakta olan lövenin kazanılması veya kaybedilmesine ilişkin ise, oyun normal olarak devam eder";
WBF: "For a statement or action to constitute a claim or concession of tricks under these Laws, it must
refer to tricks other than one currently in progress. If the statement or action pertains only to the
winning or losing of an uncompleted trick currently in progress, play proceeds regularly".

The own-concession Ending ("bir löveyi verdim ama aslında kaybedemezmişim" / "I conceded a trick I
could never have lost") told a player that his concession stands unless the Director cancels it
under Law 71; if the trick he gave away was the one in progress, he made no concession at all, and
there is nothing for 71 to cancel: play proceeds regularly. Only the disputed Ending said so. The
own-concession Ending now says Law 68's rule in the disputed Ending's words (one sentence, shared)."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

KEYS = ["regret", "own-concession"]
LAW_68 = {
    "tr": (
        "Bir beyan veya eylemin talep veya terk olması için o anda oynanan löveden sonraki löveleri kastetmesi gerekir",
        "yalnızca o an oynanmakta olan löveye ilişkinse oyun normal olarak devam eder (Yasa 68)",
    ),
    "en": (
        "For a statement or action to be a claim or concession, it must refer to tricks other than the one in progress",
        "if it pertains only to the trick in progress, play proceeds regularly (Law 68)",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_own_concession_ending_says_a_concession_must_refer_to_tricks_beyond_the_one_in_progress(client, lang):
    says(client, "claim", KEYS, lang, *LAW_68[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_disputed_ending_keeps_it(client, lang):
    says(client, "claim", ["disputed"], lang, *LAW_68[lang])
