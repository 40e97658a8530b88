"""The asking-questions read-outs that say, citing 20F1, who should reply to a question say it with
20F1's exception, the Director's instruction, as the guide's pages do.

20F1 (TR): "Hakemin aksi yönde bir talimatı hariç, sorular, söz konusu konuşmayı yapan oyuncunun ortağı
tarafından yanıtlanmalıdır."
20F1 (WBF): "Except on the instruction of the Director, replies should be given by the partner of the
player who made the call in question."

The read-outs of the asker's Ending (a call's meaning, during the auction) and of the "we were asked"
Ending said "Yanıtı, konuşmayı yapan oyuncunun ortağı vermelidir" / "The partner of the player who made
the call should reply" and "Soruyu, açıklanan konuşmayı yapan oyuncunun ortağı yanıtlamalı" / "The
partner of the player whose call is explained should reply": the rule without the exception, read
aloud by the very Director whose instruction may say otherwise (the "we were asked" Ending is about
who replies). The read-outs give the exception in the official Turkish's words; the English is the
page's (WHO_ANSWERS, "Except on the Director's instruction"), within test_read_out's 90 words. The
20F2 read-outs are left: 20F2 itself names the partner ("by the partner of the player whose action is
explained") and sends to 1 for the rest ("on a like basis to 1"). The "we were asked" read-out says "call
or play" with 20F2 since qa267, as its page does."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"


@pytest.mark.parametrize(
    "keys, lang, new, old",
    [
        (
            ["asking", "auction", "meaning"],
            "tr",
            "Hakemin aksi yönde bir talimatı hariç, yanıtı konuşmayı yapan oyuncunun ortağı vermelidir; ortağınız ek soruyu ancak kendi sırasında sorabilir (Yasa 20F1).",
            "Yanıtı, konuşmayı yapan oyuncunun ortağı vermelidir",
        ),
        (
            ["asking", "auction", "meaning"],
            "en",
            "Except on the Director's instruction, the partner of the player who made the call should reply; your partner may ask a supplementary question only at his own turn (Law 20F1).",
            "The partner of the player who made the call should reply; your partner",
        ),
        (
            ["answering"],
            "tr",
            "Hakemin aksi yönde bir talimatı hariç, soruyu konuşması ya da oyunu açıklanan oyuncunun ortağı yanıtlamalı",
            "Soruyu, açıklanan konuşmayı yapan oyuncunun ortağı yanıtlamalı",
        ),
        (
            ["answering"],
            "en",
            "Except on the Director's instruction, the partner of the player whose call or play is explained should reply, and shall disclose",
            "The partner of the player whose call is explained should reply, and shall disclose",
        ),
    ],
)
def test_the_read_out_says_who_replies_with_20f1s_exception(client, keys, lang, new, old):
    reads(client, SLUG, keys, lang, new)
    never_reads(client, SLUG, keys, lang, old)
