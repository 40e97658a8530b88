"""Partner "responded" or "raised": a call partner made over the unintended one (session 82, search114).

25A4 "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez" / "No call over which
partner has made a call may be changed". A player tells it with the call partner made: "partner raised
me", "ortağım cevap verdi", "yükseltti". The phrasings are fresh, not the bench's.

Session 95 found the Turkish story "... ortağım cevap verdikten sonra fark ettim" finding 25A1 first
once eng308 wrote 92D2's English "concur in making the appeal" (was "concur in the appeal being made").
search322 traced it: the story's "partner answered" is read through the vocabulary's English "partner
has made a call" too (Weights.other_lang), scored with the English text's statistics, and 92D2's lost
"made" raised that word's idf; 25A1 (TR "ortağının henüz konuşmamış olması kaydıyla" / WBF "until his
partner makes a call") and 25A4 stood within 0.002 after the unintended-call guide's lending, so any
such change decided between them. The story states the fact "partner has called"
(situations.content.unintended_call.PARTNER_HAS_CALLED), which rests on 25A4 alone: the lending now
gives that paragraph more (lawbook.search.bridges.STATED), and 25A4 leads by some 8 %.
"""

import pytest

from lawbook.search import reader
from lawbook.search.documents import collect
from lawbook.search.index import rebuild
from lawbook.search.paths import GuidePath
from lawbook.search.service import search
from lawbook.search.stated_facts import states
from situations.content.unintended_call import PARTNER_HAS_CALLED
from situations.search_paths import guide_paths
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401

PARTNER_ANSWERED = "yanlış deklare kartını koyduğumu ortağım cevap verdikten sonra fark ettim"
# 92D2's English before eng308 (fixtures/laws_en.json, commit 43ee0099); TR "Takım maçında ise takım
# kaptanı, itirazın yapılması konusunda hemfikir olmalıdır".
OLD_92D2 = "In a team match, the team captain must concur in the appeal being made."


def _paragraphs(query: str, lang: str, n: int) -> list[str]:
    return [hit.label for hit in search(query, lang).hits if hit.kind == "paragraph"][:n]


def test_partner_raised_finds_25a4_first(search_index):
    # Before, 32B first and 25A4 not among the first ten: "raised" matched nothing.
    assert_first_within(
        "the 1♠ card came out instead of 1♥ and partner raised me to 2♠, can i still correct it", "en", "25A4"
    )


def test_partner_answered_finds_25a4_first_in_turkish(search_index):
    # Before, 15A3 first and no paragraph of 25A among the first ten; in session 95, 25A1 first.
    assert_first_within(PARTNER_ANSWERED, "tr", "25A4")


def test_the_story_states_the_fact_that_rests_on_25a4_alone():
    # What the lending reads: the fact the story states, and the one paragraph it rests on.
    assert states(PARTNER_ANSWERED, {"tr": PARTNER_HAS_CALLED.tr, "en": PARTNER_HAS_CALLED.en})
    assert PARTNER_HAS_CALLED.laws == ("25A4",)


def test_the_partner_called_endings_path_carries_its_facts_paragraphs():
    (path,) = [p for p in guide_paths() if p.id == "unintended-call/slip/partner-called"]
    assert path.fact_laws[path.facts["tr"].index(PARTNER_HAS_CALLED.tr)] == ("25A4",)


def test_a_paths_facts_paragraphs_are_stored():
    path = GuidePath("g/x", {}, {}, ("25A4", "25A1"), facts={"tr": (("ortağım konuştuktan",),)}, fact_laws=(("25A4",),))
    assert GuidePath.from_stored(path.stored()).fact_laws == (("25A4",),)


@pytest.mark.slow
def test_92d2s_english_before_eng308_finds_25a4_first_too(search_index, tmp_path, settings):
    # The Turkish story's first paragraph does not hang on a word of Law 92's English: the index
    # built with 92D2's English as it was before eng308 finds 25A4 first as the current one does.
    collection = collect()
    (document,) = [d for d in collection.documents if d.id == "p:92D2"]
    assert document.text["body"]["en"] != OLD_92D2
    document.text["body"]["en"] = document.shown.body["en"] = OLD_92D2
    target = tmp_path / "index"
    settings.SEARCH_INDEX_DIR = target
    try:
        rebuild(target, collection)
        assert_first_within(PARTNER_ANSWERED, "tr", "25A4")
    finally:
        reader.reset()


def test_partner_raised_finds_25a4_among_the_first_two_paragraphs_in_turkish(search_index):
    # Before, 25A2, 27B2, 31B, 26B, 25A1: 25A4 not among the first five.
    paragraphs = _paragraphs("istemeden 2 pik koymuşum, ortağım yükseltti, değiştirebilir miyim", "tr", 2)
    assert "25A4" in paragraphs, paragraphs
