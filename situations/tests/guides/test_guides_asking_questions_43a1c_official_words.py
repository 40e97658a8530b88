"""The asking-questions guide's dummy Ending says 43A1(c) in the official Turkish's modal
("-mamalıdır"), as the dummy's-rights and dummy's-cards guides already do.

43A1(c) (TR): "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde
bulunmamalıdır."
43A1(c) (WBF): "Dummy must not participate in the play, nor may he communicate anything about the play
to declarer."

The Ending said "Yer oyuna katılamaz ve oyun hakkında deklarana hiçbir şey iletemez": "-amaz" (may
not, cannot) where the paragraph says "-mamalıdır", the form the 43A1(a) editor's note then read as
"should not" (our English has the WBF's "may not" there since eng337); and "iletemez" (cannot convey) for "hiçbir iletişimde
bulunmamalıdır". The page quotes 43A1(c) beside the sentence, so a player compares them. Now
"katılmamalıdır ve ... deklarana hiçbir şey iletmemelidir": the paragraph's modal; the verb stays
"iletmek" (the WBF's "communicate anything ... to declarer"), since the paragraph's own "deklaranla
hiçbir iletişimde bulunmamalıdır" moved a dummy question of another paragraph (43A2(a)) out of the
first five in the search (docs/benchmarks.md, Session 88 (qa206)). The English is the WBF's (its "nor may he
communicate" since audit313: test_audit313_43a1c_nor_may_he_communicate.py)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"


@pytest.mark.parametrize("keys", [["asking", "after-final-pass", "dummy"], ["asking", "play", "dummy"]])
def test_the_dummy_ending_says_43a1c_as_the_paragraph_does(client, keys):
    says(
        client,
        SLUG,
        keys,
        "tr",
        "Yer oyuna katılmamalıdır ve oyun hakkında deklarana hiçbir şey iletmemelidir (Yasa 43A1(c)).",
    )
    never_says(client, SLUG, keys, "tr", "katılamaz", "iletemez")
    says(
        client,
        SLUG,
        keys,
        "en",
        "Dummy must not participate in the play, nor may he communicate anything about the play to declarer (Law 43A1(c)).",
    )
