"""The guides' paths for the search (situations.search_paths): one per Ending, its way there in the
guide's words, its paragraphs the Ending's."""

import pytest

from lawbook.search import reader
from situations.content import SITUATIONS
from situations.search_paths import guide_paths
from tests.search_index import search_index, search_index_dir  # noqa: F401


def test_every_ending_is_one_path_with_its_questions_and_answers():
    paths = {path.id: path for path in guide_paths()}
    assert len(paths) == sum(1 for s in SITUATIONS for _ in s.endings())
    dummy = paths["revoke/dummy/established"]
    # Law 64B3: no trick is transferred when dummy's revoke was a failure to play a faced card.
    assert dummy.laws == ("63A1", "64B3", "64C")
    assert "Kim rönons yaptı?" in dummy.way["tr"] and "Yer (dummy)" in dummy.way["tr"]
    assert "Who revoked?" in dummy.way["en"] and "Dummy's established revoke" in dummy.way["en"]
    assert "64B3" in dummy.now["tr"] and "Yer (dummy)" not in dummy.now["tr"]


@pytest.mark.django_db
def test_the_index_holds_the_paths_and_every_paragraph_they_cite(search_index):
    with reader.session() as ix:
        stored = {path.id: path for path in ix.paths}
        labels = ix.labels
    assert stored == {path.id: path for path in guide_paths()}
    for path in stored.values():
        assert path.laws and set(path.laws) <= labels, (path.id, set(path.laws) - labels)


def test_a_paragraph_only_the_advice_cites_is_marked_so():
    """Law 46A (TR "deklaran istediği kartın hem rengini hem de derecesini açıkça belirtmelidir",
    WBF "declarer should clearly state both the suit and the rank of the desired card") is the
    advice under an incomplete designation; 46B ("aşağıdaki kısıtlamalar uygulanır" / "the following
    restrictions apply") and its sub-paragraph rule it, as what happens now says."""
    paths = {path.id: path for path in guide_paths()}
    low = paths["card-from-dummy/incomplete/low"]
    assert low.laws == ("46B1(c)", "46B", "46A")
    assert low.advice == ("46A",)
    # 45C4(a) is cited by what happens now as "45C4(a)", not by "45C4(b)" beside it; 45B (TR "Deklaran
    # kartın adını söyleyerek yerden kart oynar"; WBF "Declarer plays a card from dummy by naming the
    # card") is that Ending's advice alone (qa253).
    assert paths["card-from-dummy/wrong-card/not-yet"].advice == ("45B",)
