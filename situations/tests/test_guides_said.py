"""Players' phrasings on the guides' endings (Ending.said, issue 22): every ending of the twelve
newer guides says, in both languages, how a player describes its situation, and those words lead
the search to the ending's paragraphs (situations.search_paths)."""

import pytest

from lawbook.labels import parse_label
from lawbook.search.analysis import normalize
from lawbook.search.guides import KIND as GUIDE
from lawbook.search.service import search
from lawbook.search.testing import search_index, search_index_dir  # noqa: F401
from situations.content import SITUATIONS
from situations.search_paths import MAX_SAID, guide_paths

# The guides issue 22 added (situations/content/: unintended_call, dummy_cards, premature_play,
# inadmissible_call, extraneous_information, wrong_lead_answer, dummy_rights, defective_trick,
# penalty_cards_more, score_correction, penalties, appeals), by slug.
NEWER_GUIDES = (
    "unintended-call",
    "card-from-dummy",
    "premature-play",
    "inadmissible-call",
    "extraneous-information",
    "card-played-on-misinformation",
    "dummy-rights",
    "defective-trick",
    "penalty-cards-more",
    "score-correction",
    "penalties",
    "appeal",
)


def newer_endings():
    situations = {s.slug: s for s in SITUATIONS}
    for slug in NEWER_GUIDES:
        for keys, ending in situations[slug].endings():
            yield "/".join((slug, *keys)), ending


@pytest.mark.parametrize("path, ending", list(newer_endings()), ids=lambda v: v if isinstance(v, str) else "")
def test_every_ending_of_the_newer_guides_has_players_phrasings_in_both_languages(path, ending):
    assert 1 <= len(ending.said) <= MAX_SAID, path
    for text in ending.said:
        assert text.tr.strip() and text.en.strip() and text.tr != text.en, (path, text)
    assert len({t.tr for t in ending.said}) == len(ending.said), path


def test_the_phrasings_join_the_way_to_their_ending():
    paths = {path.id: path for path in guide_paths()}
    path = paths["extraneous-information/overheard/before-first-call"]
    ending = dict(newer_endings())[path.id]
    for text in ending.said:
        assert normalize(text.tr) in path.way["tr"] and normalize(text.en) in path.way["en"]
        # Not what happens now: the way is what describes a query (lawbook.search.borrowing).
        assert normalize(text.en) not in path.now["en"]


def test_a_players_words_find_the_paragraph_of_extraneous_information(search_index):
    """Law 16D1: "kendi masasındaki başka bir oyuncuya ait bir kartı görmek ... artırım başlamadan"
    / "by seeing a card belonging to another player at his own table before the auction begins ...
    the Director should be notified forthwith". The player says "saw", "card", "bidding"; the
    ending "Information received before any call" says it in the player's words (its `said`), and
    16D comes first rather than sixth (bench/player-questions-newguides-dev.tsv)."""
    query = "accidentally saw an opponents card before the bidding started"
    first = next(h.label for h in search(query, "en").hits if h.kind != GUIDE)
    assert parse_label(first).is_within(parse_label("16D"))
