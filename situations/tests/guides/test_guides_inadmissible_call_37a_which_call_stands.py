"""The inadmissible-call guide's 37A Ending names the call that stands: the call of the player
required to pass, not only "that call" after a sentence about the left-hand
opponent's call, which a player reads as the left-hand opponent's own call (and so as if the
offender's call were not among those that stand).

37A (TR, official): "Kabulü olanaksız konuşma yasa gereği pas geçmesi gereken bir oyuncunun yaptığı
bir deklare, çektiği kontr veya sürkontr ise (ancak Yasa 19A1 veya 19B1'e aykırı bir hareket
değilse) ve soldaki rakip hakem bir onarma belirlemeden konuşursa, bu konuşma ve sonraki tüm yasal
konuşmalar geçerli olarak kalırlar."
37A (WBF): "If the inadmissible call was a bid or a double or redouble by a player required by law
to pass (but not an action contrary to Law 19A1 or Law 19B1) and offender's LHO calls before the
Director has ruled on rectification, that call and all subsequent calls stand."
In both texts "bu konuşma" / "that call" is the inadmissible call; the Turkish adds "yasal" (the
editor's note on 37A says so)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
KEYS = ["must-pass", "lho-called"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "pas geçmesi gereken oyuncunun konuşması ve sonraki bütün yasal konuşmalar geçerli kalır (Yasa 37A)",
            "konuştuğu için o konuşma ve sonraki bütün yasal konuşmalar geçerli kalır",
        ),
        (
            "en",
            "the call of the player required to pass and all later legal calls stand (Law 37A)",
            "on rectification, that call and all later legal calls stand",
        ),
    ],
)
def test_the_page_says_the_offenders_call_stands(client, lang, phrase, old):
    says(client, SLUG, KEYS, lang, phrase)
    never_says(client, SLUG, KEYS, lang, old)


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "sizin konuşmanız ve sonraki bütün yasal konuşmalar geçerli kalır (Yasa 37A)",
            "üstüne konuştuğu için konuşmalar geçerli kalır",
        ),
        (
            "en",
            "your call and all later legal calls stand (Law 37A)",
            "the Director ruled, the calls stand",
        ),
    ],
)
def test_the_read_out_tells_the_offender_his_call_stands(client, lang, phrase, old):
    reads(client, SLUG, KEYS, lang, phrase)
    never_reads(client, SLUG, KEYS, lang, old)
