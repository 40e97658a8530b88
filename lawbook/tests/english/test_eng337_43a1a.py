"""43A1(a) in our English: the WBF's "may not initiate" for the official Turkish's ungraded "-malıdır"
(eng337, session 96; the lead's decision on eng324's "Found and left alone", docs/legal-review.md).

43A1(a) (TR, official): "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında
hakem çağırma girişiminde bulunmamalıdır."
43A1(a) (WBF): "Dummy may not initiate a call for the Director during play unless another player has drawn
attention to an irregularity."
43A1(c) (TR): "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır.";
WBF and our English: "Dummy must not participate in the play, nor may he communicate anything about the play
to declarer." The same "bulunmamalıdır" is the WBF's "may not" there.
The WBF Introduction: "must not" is the strongest prohibition, "shall not" is strong, but "may not" is
stronger, just short of "must not"; "should" do: "failure to do it is an infraction jeopardising the
infractor's rights but not often penalized". The Turkish book has no Introduction: its "-malıdır" stands for
the WBF's "shall" (16B3, 27D, 50E4), "should" (12C1(b), 79B3) and "is to" (21B1(b)), so by the modal-verb
rule (CONTRIBUTING.md, "Add a situation guide", point 1) our English says the WBF's word: our English said
"should not initiate", a weaker prohibition than either text's.

Read here: the English Law page and the API, the editor's note on the Law page in both languages, and every
English guide page (and read-out) whose sentence states 43A1(a)'s requirement; the Turkish stays the
official "bulunmamalıdır"."""

import re
from html import unescape
from pathlib import Path

import pytest

from lawbook.tests.editions.law_pages import note_on_page
from lawbook.tests.english.page_words import flat, page_text
from situations.content import SITUATIONS
from situations.tests.guides.guide_pages import page, read_out

pytestmark = pytest.mark.django_db

TURKISH = " ".join((Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text("utf-8").split())
OFFICIAL_TR = (
    "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında hakem çağırma girişiminde"
    " bulunmamalıdır."
)
OURS = "Unless attention has been drawn to an irregularity by another player, dummy may not initiate a call for the Director during play."
# The old words, on the Law page, in the note and in the guides ("Nor should dummy start a call ...").
OLD = ("should not initiate", "Nor should dummy", "dummy should not")


def plain(html: str) -> str:
    return flat(unescape(re.sub(r"<[^>]+>", " ", html)))


def test_the_official_turkish_is_the_ungraded_malidir_in_43a1a_and_43a1c():
    assert OFFICIAL_TR in TURKISH
    assert "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır." in TURKISH


def test_the_law_page_and_the_api_say_may_not_initiate(client):
    served = client.get("/api/paragraphs/43A1(a)/").json()["text_en"]
    assert served == OURS
    text = page_text(client, "/en/law/43/")
    assert OURS in text
    assert not [old for old in OLD if old in text]


def test_the_note_gives_the_turkish_word_and_says_our_english_is_the_wbf_s_may_not(client):
    """The note keeps what stays true (the Turkish's "bulunmamalıdır", the WBF's "may not" and where its
    Introduction ranks it) and drops what the change made false (our English's "should not")."""
    en = plain(note_on_page(client, 43, "43A1(a)", "en"))
    assert "bulunmamalıdır" in en
    assert 'Our English says the WBF\'s "may not"' in en
    assert 'just short of "must not"' in en
    assert "should not" not in en and "translates it so" not in en
    tr = plain(note_on_page(client, 43, "43A1(a)", "tr"))
    assert "bulunmamalıdır" in tr
    assert 'İngilizcemiz WBF\'nin sözcüğünü kullanır: "may not"' in tr
    assert "should not" not in tr


def stating_43a1a():
    """(slug, keys, on the read-out too) of every Ending with a sentence, in English, that states
    43A1(a)'s requirement: it cites the paragraph and speaks of a call for the Director."""
    found = []
    for situation in SITUATIONS:
        for keys, ending in situation.endings():
            texts = (*ending.now, ending.director, ending.chooser, *ending.advice)
            states = [t.en for t in texts if "43A1(a)" in t.en and "a call for the Director" in t.en]
            read = [t.en for t in ending.script if "43A1(a)" in t.en and "a call for the Director" in t.en]
            if states or read:
                found.append((situation.slug, list(keys), bool(read)))
    return found


STATING = stating_43a1a()


def sentences_of_43a1a(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.;])\s+", text) if "43A1(a)" in s and "a call for the Director" in s]


def test_the_guides_that_state_43a1a_are_all_walked():
    slugs = {slug for slug, *_ in STATING}
    # The two guides' own sentences, and the shared line of the play period's Endings (common.DUMMY_IN_PLAY).
    assert {"dummy-rights", "asking-questions", "revoke", "defective-trick", "exposed-card", "card-from-dummy"} <= slugs
    assert len(slugs) >= 11 and len(STATING) >= 60


@pytest.mark.parametrize("slug, keys, on_read_out", STATING, ids=["/".join([s, *k]) for s, k, _ in STATING])
def test_each_english_guide_page_states_43a1a_with_may_not(client, slug, keys, on_read_out):
    text = plain(page(client, slug, keys, "en"))
    stated = sentences_of_43a1a(text)
    assert stated, (slug, keys)
    assert [s for s in stated if "may not" not in s and "Nor may" not in s] == []
    assert [old for old in OLD if old in text] == []
    tr = plain(page(client, slug, keys, "tr"))
    assert "hakem çağırma girişiminde bulunmamalıdır (Yasa 43A1(a))" in tr or "girişiminde de bulunmamalıdır" in tr
    if on_read_out:
        read = plain(read_out(client, slug, keys, "en"))
        assert [s for s in sentences_of_43a1a(read) if "may not" not in s and "Nor may" not in s] == []
