"""The exposed-card guide's held-card Ending points to Law 49 for a defender's card seen in some other
way: with both of 49's exceptions, the application of law as well as the normal course of play
(session 88, qa215).

49 (TR): "Yasanın uygulanması (örneğin bkz. Yasa 47E) veya oyunun normal seyri haricinde, bir defans
oyuncusunun kartı yüzünü partnerinin görmesi olası bir pozisyona geldiğinde ... bu kartlar cezalı
karta dönüşür (Yasa 50)". (WBF): "Except in the normal course of play or application of law (see for
example Law 47E), when a defender's card is in a position in which his partner could possibly see its
face ... each such card becomes a penalty card (Law 50)".

The line said "oyunun normal seyri dışında" / "outside the normal course of play" only: a card his
partner could see because the Laws had it retracted (47E) or faced is no penalty card by 49, and the
line made it one."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"
KEYS = ["defender-held"]


@pytest.mark.parametrize(
    "lang, stated, old",
    [
        (
            "tr",
            "Defans oyuncusunun kartı başka bir biçimde, yasanın uygulanması ya da oyunun normal seyri dışında (örneğin düşerek) yüzünü ortağının görebileceği bir konuma gelirse cezalı karta dönüşür (Yasa 49)",
            "başka bir biçimde, oyunun normal seyri dışında",
        ),
        (
            "en",
            "A defender's card that comes in some other way, outside the normal course of play or the application of law (dropped, for instance), into a position where his partner could see its face becomes a penalty card (Law 49)",
            "outside the normal course of play (dropped",
        ),
    ],
)
def test_law_49_s_two_exceptions_are_both_said(client, lang, stated, old):
    guide_pages.says(client, SLUG, KEYS, lang, stated)
    guide_pages.never_says(client, SLUG, KEYS, lang, old)
