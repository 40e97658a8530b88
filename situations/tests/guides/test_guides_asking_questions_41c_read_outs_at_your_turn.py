"""The play Endings' read-outs say 41C's "at his own turn to play" (session 91, qa248).

41C (TR): "Konuşmaların tekrarlatılmasının zamanı geçtikten sonra (bkz. yukarıda B), deklaran veya
her bir defans oyuncusu, oynama sırası kendisinde iken, kontratın ne olduğunun ve kontr veya
sürkontr atılıp atılmadığının kendisine bildirilmesi hakkına sahiptir ancak bu oyuncu, kontr veya
sürkontru kimin attığını soramaz."
41C (WBF): "After it is too late to have previous calls restated (see B), declarer or either defender,
at his own turn to play, is entitled to be informed as to what the contract is and whether, but not
by whom, it was doubled or redoubled."

The pages say it (AFTER_REVIEW: "oynama sıranız geldiğinde" / "at your own turn to play"); the two
read-outs said "sonra yalnızca kontratı ... öğrenebilirsiniz" / "after that you may learn only the
contract ...", leaving out when, the condition both texts set."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"


@pytest.mark.parametrize("who", ["defender", "declarer"])
@pytest.mark.parametrize(
    "lang, new, old",
    [
        ("tr", "sonra, oynama sıranız geldiğinde yalnızca kontratı", "(Yasa 41B); sonra yalnızca kontratı"),
        (
            "en",
            "after that, at your own turn to play, you may learn only the contract",
            "after that you may learn only",
        ),
    ],
)
def test_the_play_read_outs_say_41c_at_your_turn(client, who, lang, new, old):
    keys = ["asking", "play", who]
    reads(client, SLUG, keys, lang, new)
    never_reads(client, SLUG, keys, lang, old)
