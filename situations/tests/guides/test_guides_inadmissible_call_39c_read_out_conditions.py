"""The read-out of the inadmissible-call guide's 39C Ending (a defender's bid, double or redouble
after the final pass, his left-hand opponent not having called since) gives 39C's own two
conditions as the reason a lead restriction may apply, not "a defender's call".

39B (TR, official): "Eğer kusurlu oyuncunun solundaki rakip onarmadan önce bir konuşma yaparsa veya
bu bir defans oyuncusunun pası veya gelecekteki deklaranın veya yerin bir konuşması ise, yaptırım
uygulanmaz." WBF: "If offender's LHO calls before rectification, or if the infraction is a pass by a
defender or any call by the future declarer or dummy, then there is no further rectification."
39C (TR, official): "Eğer kusurlu oyuncunun solundaki rakip usulsüzlükten sonra bir konuşma yapmazsa
ve bu usulsüzlük bir defans oyuncusunun deklaresi, kontru veya sürkontru ise Yasa 26B'deki çıkış
kısıtlamaları uygulanabilir." WBF: "If offender's LHO has not called subsequent to the infraction
and the infraction is a bid, double or redouble by a defender, then the lead restrictions in Law 26B
may apply."

A defender's pass is a defender's call too, and 39B gives it no further rectification; so does a
defender's bid over which the left-hand opponent has called. The read-out said "Since this was a
defender's call, a lead restriction may apply (Law 39C)": a reason 39C does not give, true of the
39B cases as well. The page's own `now` states both conditions."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
KEYS = ["after-final-pass", "defender-call", "not-yet"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Kusurlu oyuncunun solundaki rakip usulsüzlükten sonra konuşmadığı ve bu bir defans oyuncusunun deklaresi, kontru ya da sürkontru olduğu için çıkış kısıtlaması uygulanabilir (Yasa 39C).",
            "Bu bir defans oyuncusunun konuşması olduğu için",
        ),
        (
            "en",
            "Since the offender's left-hand opponent has not called since the infraction and it was a bid, double or redouble by a defender, a lead restriction may apply (Law 39C).",
            "Since this was a defender's call,",
        ),
    ],
)
def test_the_read_out_gives_39c_conditions_as_the_reason(client, lang, phrase, old):
    reads(client, SLUG, KEYS, lang, phrase)
    never_reads(client, SLUG, KEYS, lang, old)
