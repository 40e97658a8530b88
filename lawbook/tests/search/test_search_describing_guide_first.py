"""search86: the guide that describes the query comes first, above the other guides too
(lawbook.search.guides.place, issue 22).

The describing guide was placed just above the first paragraph, while every other guide kept
OTHER_GUIDE (half) of its own score: a guide scored over twice the first paragraph then stood above
the one that describes the query. "el bitmeden yer olarak rakibin rönons yaptığını söyleyebilir
miyim" (may I, as dummy, say before the hand ends that an opponent revoked) is Dummy's rights
(Law 43A1(b): TR "Yer oyun esnasında bir usulsüzlüğe dikkat çekemez" / "Dummy may not draw
attention to an irregularity during play"; 42B3: TR "Gerçekleşmiş herhangi bir usulsüzlüğe, sadece
elin oynanması tamamlandıktan sonra dikkat çekebilir" / "He may draw attention to any irregularity
that has occurred, but only after play of the hand is completed"); its Endings tell the story, but
Cards from dummy, scored higher by "yer" and "söyle-", was listed first. The story is fresh, not
the bench's; checked on main when written: card-from-dummy first.
"""

from lawbook.search import guides, reader
from lawbook.search.query import plan as make_plan
from lawbook.search.rank import Ranked
from lawbook.search.service import search
from lawbook.search.vocabulary import load as load_vocabulary
from tests.search_index import search_index, search_index_dir  # noqa: F401


def test_dummy_asking_about_a_revoke_finds_dummys_rights_first(search_index):
    hits = search("el bitmeden yer olarak rakibin rönons yaptığını söyleyebilir miyim", "tr").hits
    assert [hit.label for hit in hits[:1]] == ["dummy-rights"], [hit.label for hit in hits[:4]]


def test_the_describing_guide_stands_above_a_guide_scored_higher(search_index):
    with reader.session() as ix:
        docnum = {ix.shown[d].label: d for d in guides.docnum_set(ix)}
        paragraph = next(d for d, shown in ix.shown.items() if shown.label == "42B3")
        ranked = [
            Ranked(docnum["card-from-dummy"], 30.0),
            Ranked(docnum["dummy-rights"], 20.0),
            Ranked(paragraph, 8.0),
        ]
        plan = make_plan("yer rönons", load_vocabulary(), "tr")
        placed = guides.place(ix, plan, ranked, coverage={}, by_paths=docnum["dummy-rights"])
        labels = [ix.shown[r.docnum].label for r in placed]
    # Before: card-from-dummy at 15.0 (half its score), dummy-rights just above 42B3 at 8.008.
    assert labels == ["dummy-rights", "card-from-dummy", "42B3"], labels
