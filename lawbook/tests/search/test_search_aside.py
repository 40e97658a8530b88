"""An Ending's aside is not its ruling (search58): a sentence of what happens now that only sends
the reader on to another Law for another case counts less in describing a player's question.

Law 30 (pass out of rotation), TR "Bir oyuncunun sırasız pas geçmesi ve konuşmanın iptal edilmesi
durumunda Yasa 29A’da öngörülen seçenek uygulanmadıysa aşağıdaki hükümler uygulanır"; WBF "When a
player has passed out of rotation and the call is cancelled, the option in Law 29A not having been
exercised, the following provisions apply". "I passed when it was not my turn" is that.

The Ending for a bid out of rotation repeated after the right-hand opponent passed rules by 31A1,
TR "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır ve bu konuşma
yasal ise başka bir onarma yapılmaz."; WBF "If that opponent passes, offender must repeat the call
out of rotation, and when that call is legal there is no rectification." Since fix57 it also says
what follows when the repeated bid is not legal, as 35B sends it (TR "Pas geçmesi zorunlu bir
oyuncunun deklaresi, kontru veya sürkontru. Yasa 37 uygulanır."; WBF "A bid, double or redouble by
a player required to pass. Law 37 applies."): "for a bid by a player required to pass, Law 37".
Those words ("pass", "not legal", "does not") made that Ending describe the question better than
the Ending for a pass out of rotation, and Law 30 fell from the first paragraph to the fifth.
"""

import pytest

from lawbook.search import reader
from lawbook.search.termtable import is_aside, referred_laws
from lawbook.tests.search.ranks import paragraph_labels, rank_of
from tests.search_index import search_index, search_index_dir  # noqa: F401

BID_REPEATED = "call-out-of-rotation/not-accepted/bid/rho/rho-passed"


def test_a_pass_out_of_rotation_finds_law_30_first(search_index):
    labels = paragraph_labels("I passed when it was not my turn", "en")
    assert rank_of("30", labels) == 1, labels


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_repeated_bids_aside_is_an_aside_and_its_ruling_is_not(search_index, lang):
    with reader.session() as ix:
        path = next(p for p in ix.paths if p.id == BID_REPEATED)
    referred = referred_laws(path)
    assert referred == {"27", "37"}
    sentences = path.now[lang].split("\n")
    asides = [sentence for sentence in sentences if is_aside(sentence, lang, referred)]
    assert len(asides) == 1 and ("37" in asides[0]), asides
    ruling = next(sentence for sentence in sentences if "31A1" in sentence)
    assert not is_aside(ruling, lang, referred)
