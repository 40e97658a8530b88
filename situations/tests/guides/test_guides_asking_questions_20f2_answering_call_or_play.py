"""The asking-questions guide's "we were asked" Ending says who replies as 20F2 says it: the partner of
the player whose action is explained, a play as well as a call (qa267).

20F1 (TR, official): "Hakemin aksi yönde bir talimatı hariç, sorular, söz konusu konuşmayı yapan oyuncunun
ortağı tarafından yanıtlanmalıdır." WBF: "Except on the instruction of the Director, replies should be
given by the partner of the player who made the call in question."
20F2 (TR): "Elden ya da yerden oynama sırası kendisinde iken, deklaran, defans oyuncularının konuşmalarının
veya kart oyunu anlaşmalarının açıklanmasını isteyebilir. Açıklamalar 1. maddede belirtildiği şekilde ve
eylemi açıklanan oyuncunun ortağı tarafından verilmelidir." WBF: "At his turn to play from his hand or from
dummy declarer may request an explanation of a defender's call or card play understandings. Explanations
should be given on a like basis to 1 and by the partner of the player whose action is explained."

The Ending of the side asked (whose 40B5(a) sentence says "your partner's call or play") said, citing
20F1 and 20F2, "the partner of the player whose call is explained": a defender asked by declarer about his
partner's card play read nothing of who replies. The askers' Endings keep "call": what they may ask
about (the opponents' auction, a call) is calls.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"

PAGE = {
    "tr": "Hakem aksini söylemedikçe soruyu, konuşması ya da oyunu açıklanan oyuncunun ortağı yanıtlamalıdır (Yasa 20F1, 20F2).",
    "en": "Except on the Director's instruction, replies should be given by the partner of the player whose call or play is explained (Laws 20F1, 20F2).",
}
READ_OUT = {
    "tr": "Hakemin aksi yönde bir talimatı hariç, soruyu konuşması ya da oyunu açıklanan oyuncunun ortağı yanıtlamalı",
    "en": "Except on the Director's instruction, the partner of the player whose call or play is explained should reply",
}
OLD = {"tr": "açıklanan konuşmayı yapan oyuncunun ortağı", "en": "the player whose call is explained"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_side_asked_reads_call_or_play(client, lang):
    says(client, SLUG, ["answering"], lang, PAGE[lang])
    never_says(client, SLUG, ["answering"], lang, OLD[lang])
    reads(client, SLUG, ["answering"], lang, READ_OUT[lang])
    never_reads(client, SLUG, ["answering"], lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "keys",
    [["asking", "auction", "meaning"], ["asking", "after-final-pass", "defender"], ["asking", "play", "defender"]],
    ids="/".join,
)
def test_the_askers_of_calls_keep_call(client, keys, lang):
    says(client, SLUG, keys, lang, OLD[lang])
    never_says(client, SLUG, keys, lang, PAGE[lang])
