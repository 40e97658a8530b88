"""Dummy who watches the play from his seat has broken no limit of 43A2: the dummy-rights guide's
fact "dummy broke a limit of A2" (BROKE_A2, which sends a story to the Endings of 43B2 and 43B3) is
not stated by a story that says only that dummy watched declarer or the play.

43A2(b), TR "Yer deklaranın eli oynamasını izlemek için yerinden kalkamaz"; WBF "Dummy may not leave
his seat to watch declarer's play of the hand". What the paragraph forbids is leaving his seat to
watch; every dummy watches the cards played. The fact held "watched declarer", "watch declarer",
"watched the play" and "oyununu izle*" (watched his play) on their own, so "dummy watched the play
and then pointed out the defender's revoke" was read as a 43B3 case. A story that says dummy left
his seat, or watched from behind declarer, still states it."""

import pytest

from lawbook.search.stated_facts import states
from situations.content.dummy_rights import BROKE_A2


@pytest.mark.parametrize(
    "lang, story",
    [
        ("en", "dummy watched the play and then pointed out the defender's revoke"),
        ("en", "I was dummy and watched declarer's play; may I point out a revoke"),
        ("en", "dummy watched declarer play the hand from his seat"),
        ("tr", "yer deklaranın oyununu izledi ve savunmanın rönonsunu söyledi"),
        ("tr", "yer oturduğu yerden deklaranın oyununu izledi"),
    ],
)
def test_watching_from_his_seat_is_not_a_43a2_violation(lang, story):
    assert not states(story, {lang: getattr(BROKE_A2, lang)})


@pytest.mark.parametrize(
    "lang, story",
    [
        ("en", "dummy watched declarer's play from behind him and pointed out declarer's mistake"),
        ("en", "dummy left his seat to watch declarer play"),
        ("en", "dummy left the table and watched the play over declarer's shoulder"),
        ("tr", "yer yerinden kalkıp deklaranın oyununu izledi"),
        ("tr", "yer kalkıp deklaranın elini izledi sonra deklaranın hatasını söyledi"),
    ],
)
def test_leaving_his_seat_to_watch_still_is(lang, story):
    assert states(story, {lang: getattr(BROKE_A2, lang)})
