"""Who replies to a question about a call: 20F1 and 20F2 say who *should* reply (TR "yanıtlanmalıdır",
"verilmelidir"), and 20F1 lets the Director instruct otherwise. The asking-questions guide said it in the
indicative ("ortağı yanıtlar", "the reply is given by"), a modal the paragraphs do not have.

20F1 (TR): "Hakemin aksi yönde bir talimatı hariç, sorular, söz konusu konuşmayı yapan oyuncunun ortağı
tarafından yanıtlanmalıdır."
20F1 (WBF): "Except on the instruction of the Director, replies should be given by the partner of the
player who made the call in question."
20F2 (TR): "Açıklamalar 1. maddede belirtildiği şekilde ve eylemi açıklanan oyuncunun ortağı tarafından
verilmelidir."
20F2 (WBF): "Explanations should be given on a like basis to 1 and by the partner of the player whose
action is explained."
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"

WHO_ANSWERS = {
    "tr": (
        "Hakem aksini söylemedikçe soruyu, açıklanan konuşmayı yapan oyuncunun ortağı yanıtlamalıdır (Yasa 20F1, 20F2).",
        "açıklanan konuşmayı yapan oyuncunun ortağı yanıtlar (",
    ),
    "en": (
        "Except on the Director's instruction, replies should be given by the partner of the player whose call is explained (Laws 20F1, 20F2).",
        "the reply is given by the partner of the player whose call is explained",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "keys",
    [
        ["asking", "auction", "meaning"],
        ["asking", "after-final-pass", "defender"],
        ["asking", "after-final-pass", "declarer"],
        ["asking", "play", "defender"],
    ],
    ids="/".join,
)
def test_20f1_says_who_should_reply(client, keys, lang):
    new, old = WHO_ANSWERS[lang]
    says(client, SLUG, keys, lang, new)
    never_says(client, SLUG, keys, lang, old)


# The "answering" Ending says it with 20F2's "action", "call or play" (qa267), in the same modal.
@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "Hakem aksini söylemedikçe soruyu, konuşması ya da oyunu açıklanan oyuncunun ortağı yanıtlamalıdır (Yasa 20F1, 20F2).",
            "açıklanan oyuncunun ortağı yanıtlar (",
        ),
        (
            "en",
            "Except on the Director's instruction, replies should be given by the partner of the player whose call or play is explained (Laws 20F1, 20F2).",
            "the reply is given by the partner of the player whose call or play is explained",
        ),
    ],
)
def test_20f1_20f2_say_who_should_reply_to_the_side_asked(client, lang, new, old):
    says(client, SLUG, ["answering"], lang, new)
    never_says(client, SLUG, ["answering"], lang, old)


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "Yanıtı, eylemi açıklanan defans oyuncusunun ortağı vermelidir (Yasa 20F2).",
            "Yanıtı, eylemi açıklanan defans oyuncusunun ortağı verir (Yasa 20F2).",
        ),
        (
            "en",
            "The reply should be given by the partner of the defender whose action is explained (Law 20F2).",
            "The reply is given by the partner of the defender whose action is explained (Law 20F2).",
        ),
    ],
)
def test_20f2_says_who_should_reply_to_declarer(client, lang, new, old):
    keys = ["asking", "play", "declarer"]
    says(client, SLUG, keys, lang, new)
    never_says(client, SLUG, keys, lang, old)


# The read-outs say it as the pages do: the partner "should" reply.
READ_OUTS = [
    # The meaning and answering read-outs open with 20F1's exception (qa185): their sentence continues in
    # lower case.
    (["asking", "auction", "meaning"], "tr", "yanıtı konuşmayı yapan oyuncunun ortağı vermelidir", "ortağı verir;"),
    (
        ["asking", "auction", "meaning"],
        "en",
        "the partner of the player who made the call should reply",
        "The partner of the player who made the call replies",
    ),
    (
        ["asking", "after-final-pass", "defender"],
        "tr",
        "Yanıtı, konuşmayı yapan oyuncunun ortağı vermelidir (Yasa 20F2).",
        "ortağı verir (Yasa 20F2).",
    ),
    (
        ["asking", "after-final-pass", "defender"],
        "en",
        "The partner of the player who made the call should reply (Law 20F2).",
        "The partner of the player who made the call replies (Law 20F2).",
    ),
    (["asking", "play", "defender"], "tr", "yanıtı, konuşmayı yapanın ortağı vermelidir", "ortağı verir (Yasa"),
    (
        ["asking", "play", "defender"],
        "en",
        "the partner of the player who made the call should reply",
        "the partner of the player who made the call replies",
    ),
    (["asking", "play", "declarer"], "tr", "yanıtı açıklanan oyuncunun ortağı vermelidir", "oyuncunun ortağı verir"),
    (
        ["asking", "play", "declarer"],
        "en",
        "the partner of the player explained should reply",
        "the partner of the player explained replies",
    ),
    (
        ["answering"],
        "tr",
        "konuşması ya da oyunu açıklanan oyuncunun ortağı yanıtlamalı",
        "konuşması ya da oyunu açıklanan oyuncunun ortağı yanıtlar ",
    ),
    (
        ["answering"],
        "en",
        "the partner of the player whose call or play is explained should reply",
        "The partner of the player whose call or play is explained replies",
    ),
]


@pytest.mark.parametrize("keys, lang, new, old", READ_OUTS, ids=lambda v: "/".join(v) if isinstance(v, list) else None)
def test_the_read_outs_say_who_should_reply(client, keys, lang, new, old):
    reads(client, SLUG, keys, lang, new)
    never_reads(client, SLUG, keys, lang, old)
