"""Asking about the whole auction: the con says, as 16B1 does, that the *question* (information from
partner) may be unauthorised for the asker's partner, not that the opponent's reply is.

16B1 (TR): "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış
bilgi izinsizdir. Buna, söz, soru, bir soruya yanıt ... dahildir."
16B1 (WBF): "Any extraneous information from partner that might suggest a call or play is
unauthorized. This includes remarks, questions, replies to questions ..."
20F1 (TR): "Hakemin aksi yönde bir talimatı hariç, sorular, söz konusu konuşmayı yapan oyuncunun ortağı
tarafından yanıtlanmalıdır."
20F1 (WBF): "Except on the instruction of the Director, replies should be given by the partner of the
player who made the call in question."

16B1's "reply to a question" is one from partner. Here the reply comes from an opponent (20F1), so
16B1 does not make it unauthorised; the con said "Sorunuz ve yanıtı ... izinsiz bilgidir" / "Your
question and its reply ... unauthorised information for him (Law 16B1)", a claim 16B1 does not make.
It now says the question, in 16B1's official Turkish words ("belli bir ... işaret edebilir")."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "auction", "meaning"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "Sorunuz ortağınıza yine de belli bir konuşma ya da oyuna işaret edebilir; o zaman bu onun için izinsiz bilgidir (Yasa 16B1).",
            "Sorunuz ve yanıtı",
        ),
        (
            "en",
            "Your question may still suggest a call or play to your partner; then it is unauthorised information for him (Law 16B1).",
            "Your question and its reply",
        ),
    ],
)
def test_the_con_says_the_question_not_the_reply(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
