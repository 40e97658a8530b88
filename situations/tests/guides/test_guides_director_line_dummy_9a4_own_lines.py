"""The play period's Endings with their own "When to call the Director" say what the Laws say of dummy, as the
shared line does since qa240 (test_guides_director_line_dummy_9a4.py); qa245.

9A4 (TR, official): "Yer, elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat çekemez."; WBF: "Dummy
may not call attention to an irregularity until play of the hand is concluded." (43A1(b), TR "Yer oyun esnasında
bir usulsüzlüğe dikkat çekemez"; WBF "Dummy may not call attention to an irregularity during play", the same.)
43A1(a) (TR): "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında hakem çağırma
girişiminde bulunmamalıdır."; WBF: "Dummy may not initiate a call for the Director during play unless another
player has drawn attention to an irregularity." ("may not" in the site's English, the WBF's word for the
Turkish's ungraded "-malıdır", since eng337: the editor's note translation-43A1(a).)
9B1(a) (TR): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır."; WBF: "The Director should be
summoned at once when attention is drawn to an irregularity." 9B1(b) (TR): "Yer dahil, her oyuncu, bir
usulsüzlüğe dikkat çekildikten sonra hakem çağırabilir."; WBF: "Any player, including dummy, may summon the
Director after attention has been drawn to an irregularity." So dummy may call once another player has drawn
attention, not before.

Each Ending below told whoever reads "Call the Director now", "... should be summoned at once" or "call the
Director if you disagree ..." during the play, and nothing of dummy. The established revoke's "now" (Law 64) is
one of them: 9A4's "until play of the hand is concluded" leaves dummy the end of play, which the line's second
sentence names. Left without the sentence, with the reason in docs/legal-review.md (Session 91 (qa245)): the
face-down opening lead out of turn (17D1 and the Definitions: the auction period lasts and declarer's partner is
not yet dummy until the opening lead is faced), declarer facing his cards (48B2: a claim, after which play
ceases, 68D), dummy's own 45F line (addressed to the defenders), and the card pointed the wrong way (65B3's "Bir
oyuncu" / "A player", against 9A2 and 9A4: read differently, left)."""

import pytest
from django.utils.html import escape

from situations.tests.guides.test_guides import url_of
from situations.tests.guides.test_guides_director_line_dummy_9a4 import DUMMY, director_section
from tests import shared_renders
from tests.seen import seen

pytestmark = pytest.mark.django_db
LANGS = ["tr", "en"]

OWN_LINES = [
    # Law 64 after an established revoke: CALL_AT_END, "Call the Director now; he may come back at the end of
    # play ..." (5 Endings: the offender won the revoke trick or not, either side offending; dummy's revoke, 64B3).
    ("revoke", "defender/established/no-64b-case/offender-won"),
    ("revoke", "defender/established/no-64b-case/other-won"),
    ("revoke", "declarer/established/no-64b-case/offender-won"),
    ("revoke", "declarer/established/no-64b-case/other-won"),
    ("revoke", "dummy/established"),
    # 64B (no automatic adjustment), "Call the Director now (Law 9B1(a)); ... (Law 62D1)."
    ("revoke", "defender/established/64b-case"),
    ("revoke", "declarer/established/64b-case"),
    # 45D2, dummy's wrong card too late to change: "Call the Director now; ..."
    ("card-from-dummy", "wrong-card/too-late"),
    # 46A/46B, an incomplete or invalid designation: common.call_though_unrectified.
    ("card-from-dummy", "incomplete/high"),
    ("card-from-dummy", "incomplete/win"),
    ("card-from-dummy", "incomplete/low"),
    ("card-from-dummy", "incomplete/suit-only"),
    ("card-from-dummy", "incomplete/rank-only/leading"),
    ("card-from-dummy", "incomplete/rank-only/following"),
    ("card-from-dummy", "incomplete/not-in-dummy"),
    ("card-from-dummy", "incomplete/anything"),
    # 45C3, 45C4: "Play goes on; call the Director if you disagree about what was said or meant."
    ("card-from-dummy", "changed/slip/played-since"),
    ("card-from-dummy", "changed/rethink"),
    ("card-from-dummy", "touched/deliberately"),
    ("card-from-dummy", "touched/arranging"),
    # 57C1, 57C3, 58A, 58B1, 60A1: common.call_though_unrectified.
    ("premature-play", "before-partner/declarer-both-hands"),
    ("premature-play", "before-partner/next-hand-played"),
    ("premature-play", "declarer-early"),
    ("premature-play", "same-time"),
    ("premature-play", "two-cards/one-face"),
    # 67B, a defective trick found later: "Call the Director at once (Law 9B1(a)) and politely (Law 74B5). ..."
    ("defective-trick", "wrong-count/later/missing"),
    ("defective-trick", "wrong-count/later/too-many"),
    ("defective-trick", "wrong-count/later/not-placed"),
    # 66C, a quitted trick to be seen during the play: "... call the Director; do not look at the cards yourselves."
    ("defective-trick", "see-cards/quitted"),
    # 45C1/45E1 and 45C2: "... call the Director if you disagree about how the card was held."
    ("exposed-card", "defender-held"),
    ("exposed-card", "declarer-held"),
]


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_dummy_sentence_on_the_play_periods_own_director_lines(client, lang):
    missing = []
    for slug, keys in OWN_LINES:
        read = seen(director_section(shared_renders.get(client, url_of(slug, keys.split("/"), lang)).content.decode()))
        if escape(DUMMY[lang]) not in read:
            missing.append((slug, keys))
    assert missing == []
