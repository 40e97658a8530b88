"""70A's doubtful point in the official Turkish's future on the claim guide's disputed Ending (its
`now`, the engine's answer under it, the read-out) and in the engine's other 70A line (qa263, session
92; the rule since qa211: a guide sentence that states a rule uses the official words; qa237's and
qa241's "çözümlenir" left for one decision across the quiz, the guide and the table).

70A, TR (official): "İtiraz edilmiş bir talep veya terk hakkında karar verirken, hakem bordun sonucunu
her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır, ancak talep ile ilgili her şüpheli
durum talep edenin aleyhine çözümlenecektir."
70A, WBF: "In ruling on a contested claim or concession, the Director adjudicates the result of the
board as equitably as possible to both sides, but any doubtful point as to a claim shall be resolved
against the claimer."

The guide said "çözülür" / "çözümlenir" (the present) where the official Turkish has the future and
the WBF "shall"; each sentence keeps its words and takes the future. The first clause
("kararlaştırır" / "adjudicates") is the official present and stays. The English kept "is resolved"
then (qa256); qa280 gave it the WBF's "shall be resolved".
"""

from pathlib import Path

import pytest

from situations.engine_words import NO_LINE_KNOWN
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SLUG, KEYS = "claim", ["disputed"]

NOW = "Şüpheli her nokta talep edenin aleyhine çözülecektir (Yasa 70A)."
ENGINE = "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir (Yasa 70A)."
READ = "şüpheli her nokta sizin aleyhinize çözülecektir (Yasa 70B, 70A)."
OLD = ("talep edenin aleyhine çözülür (Yasa 70A)", "talep edenin aleyhine çözümlenir (Yasa 70A)")
OLD_READ = "sizin aleyhinize çözülür"


def test_the_disputed_ending_says_70a_in_the_official_future(client):
    says(client, SLUG, KEYS, "tr", NOW, ENGINE)
    never_says(client, SLUG, KEYS, "tr", *OLD)


def test_the_read_out_says_70a_in_the_official_future(client):
    reads(client, SLUG, KEYS, "tr", READ)
    never_reads(client, SLUG, KEYS, "tr", OLD_READ)


def test_the_english_says_shall_be_resolved(client):
    # qa280: the WBF's "shall be resolved" (was "is resolved"); test_qa280_70a_shall_be_resolved.py
    says(client, SLUG, KEYS, "en", "Any doubtful point shall be resolved against the claimer (Law 70A).")
    reads(client, SLUG, KEYS, "en", "any doubtful point shall be resolved against you (Laws 70B, 70A).")


def test_the_engine_s_no_line_known_says_the_future():
    assert "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir (Yasa 70A)" in NO_LINE_KNOWN[0]
    assert "and any doubtful point shall be resolved against the claimer (Law 70A)" in NO_LINE_KNOWN[1]


def test_the_official_turkish_says_cozumlenecektir():
    assert "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir." in TURKISH.read_text(
        encoding="utf-8"
    )
