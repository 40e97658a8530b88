"""The situation guides' paths lead a player's words to the paragraphs that answer them (issue 12,
lawbook.search.paths and lawbook.search.borrowing)."""

import pytest

from lawbook.search import reader, termtable
from lawbook.search.borrowing import describing
from lawbook.search.documents import Collection
from lawbook.search.index import rebuild
from lawbook.search.paths import GuidePath
from lawbook.search.query import plan as make_plan
from lawbook.search.scoring import Scorer, Weights
from lawbook.search.service import search
from lawbook.search.vocabulary import load as load_vocabulary
from tests.search_index import paragraph_document, search_index, search_index_dir  # noqa: F401

WITHOUT_PATHS = Weights(path=0, guide_paragraphs=0)


def paragraph_labels(query: str, lang: str, weights: Weights | None = None) -> list[str]:
    return [h.label for h in search(query, lang, weights=weights).hits if h.kind == "paragraph"]


def described_paths(query: str, lang: str) -> list[str]:
    with reader.session() as ix:
        scorer = Scorer(ix, lang, Weights())
        scorer.score(make_plan(query, load_vocabulary(), lang))
        return [path.id for path, _ in describing(ix, scorer.concept_terms)]


@pytest.mark.django_db
@pytest.mark.parametrize("query, lang", [("yer rönons", "tr"), ("yer rönons yaptı", "tr"), ("dummy revoked", "en")])
def test_a_dummy_revoke_in_the_guides_words_finds_law_64B3_first(search_index, query, lang):
    # Law 64B3: no trick is transferred "Rönons, ... yere ait kartlardan herhangi birinin oynanmaması sonucu
    # meydana gelmişse";
    # the guide's way there says "Kim rönons yaptı? Yer (dummy)", "Yerin resmileşmiş rönonsu".
    assert described_paths(query, lang) == ["revoke/dummy/established"]
    before = paragraph_labels(query, lang, WITHOUT_PATHS)
    assert before[0] != "64B3" and "64B3" in before, before  # 42B1 or 43B2(b): dummy *asks*
    assert paragraph_labels(query, lang)[0] == "64B3"


@pytest.mark.django_db
def test_a_worker_finds_the_path_by_terms_the_indexer_wrote(search_index, monkeypatch):
    """The paths' terms are written with the generation (termtable.path_terms): a web worker that
    has just opened it answers a question the guides' paths describe without analysing the paths
    itself (about 0.3 s that one reader waited, in each worker after each rebuild)."""

    def built_while_serving(paths):
        raise AssertionError("the paths' terms are written by the indexer, not by a search")

    monkeypatch.setattr(termtable, "path_terms", built_while_serving)
    reader.reset()
    assert described_paths("yer rönons yaptı", "tr") == ["revoke/dummy/established"]
    assert paragraph_labels("yer rönons yaptı", "tr")[0] == "64B3"


@pytest.mark.django_db
@pytest.mark.parametrize(
    "query, lang",
    [
        ("zon durumu nedir", "tr"),
        ("seyirci oyunculara konuşabilir mi", "tr"),
        # Was "how many boards are played in a round": since said64b's score-correction phrasings
        # ("arguing ... about how many tricks were made", "... the next round") a path describes it
        # faintly, its ranking unchanged all the same.
        ("how many boards make a round", "en"),
        ("can a spectator talk to the players", "en"),
    ],
)
def test_a_query_no_path_describes_is_ranked_exactly_as_before(search_index, query, lang):
    assert described_paths(query, lang) == []
    with_paths = [(h.kind, h.label, h.score) for h in search(query, lang).hits]
    without = [(h.kind, h.label, h.score) for h in search(query, lang, weights=WITHOUT_PATHS).hits]
    assert with_paths == without


@pytest.mark.django_db
def test_the_score_correction_guide_answers_a_disagreement_on_tricks(search_index):
    # Until the score-correction guide (79A1: "Ellerin dördü de borda geri konmadan önce kazanılmış
    # löveler üzerinde anlaşmaya varılacaktır"; 79B: a disagreement), no path described this
    # query; now its guide comes first and Law 79 stays in the first five. Since the vocabulary
    # joins the player's "anlaşamadık" to the Laws' "anlaşmazlık", that is 79B itself: "Bir
    # anlaşmazlık çıkarsa, hakem çağrılmak zorundadır" / "If a disagreement arises, the Director
    # must be summoned" (79A1 sixth).
    hits = search("kazandığımız löve sayısında anlaşamadık", "tr").hits
    assert (hits[0].kind, hits[0].label) == ("guide", "score-correction")
    assert {"79A1", "79B"} & {h.label for h in hits[:5]}


@pytest.mark.django_db
def test_calling_the_director_still_finds_9B1a_first(search_index):
    # 9B1(a): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır". The score-correction
    # guide's way ("call the Director before the round ends", 79B) now describes the query too and
    # lends to 79B, below it.
    hits = [h for h in search("hakem ne zaman çağrılmalı", "tr").hits if h.kind == "paragraph"]
    assert hits[0].label == "9B1(a)"


@pytest.mark.django_db
def test_one_word_describes_no_path(search_index):
    # "rönons" names a topic, which the guide placement answers, not one situation of it.
    assert described_paths("rönons", "tr") == []


@pytest.mark.django_db
def test_the_guide_a_query_describes_still_comes_first(search_index):
    # The paragraphs of 15B borrow from the wrong-board path, but the guide stays above them.
    hits = search("yanlış masada oynadık", "tr").hits
    assert (hits[0].kind, hits[0].label) == ("guide", "wrong-board")


def test_a_path_raises_only_the_paragraphs_the_query_matches(tmp_path, settings, db):
    documents = [
        # Like 42B1: dummy asks declarer about a revoke (the query's words, often).
        paragraph_document("42B1", 42, {"tr": "Yer, rönons konusunda deklarana sorabilir; yer rönons sorusu."}),
        # Like 64B3: the answer to dummy's revoke (the query's words, once each).
        paragraph_document("64B3", 64, {"tr": "Yerin rönonsunda löve aktarılmaz."}),
        # Cited by the path, but holding none of the query's words.
        paragraph_document("64C", 64, {"tr": "Hakem skoru düzeltir."}),
    ]
    path = GuidePath(
        "test/dummy",
        {"tr": "Rönons\nKim rönons yaptı?\nYer\nYerin rönonsu", "en": ""},
        {"tr": "Löve aktarılmaz.", "en": ""},
        ("64B3", "64C"),
    )
    target = tmp_path / "index"
    settings.SEARCH_INDEX_DIR = target
    try:
        rebuild(target, Collection(documents, paths=[]))
        assert paragraph_labels("yer rönons", "tr")[:2] == ["42B1", "64B3"]
        rebuild(target, Collection(documents, paths=[path]))
        labels = paragraph_labels("yer rönons", "tr")
        assert labels == ["64B3", "42B1"]  # 64C is raised from nothing: no hit
    finally:
        reader.reset()


@pytest.mark.django_db
@pytest.mark.parametrize(
    "phrase, label",
    [
        ("sırasında bir oyuncu konuşma sırası kendisine", "20B"),
        ("konuşma sırası kendisinde olan oyuncu tarafından", "28B"),
    ],
)
def test_a_phrase_copied_from_the_book_borrows_nothing(search_index, phrase, label):
    # The call-out-of-rotation paths hold these words too; the paragraph that holds them word for
    # word (Law 20B, Law 28B) is what a director pasting them looks for.
    assert described_paths(phrase, "tr")
    assert paragraph_labels(phrase, "tr")[0] == label


@pytest.mark.django_db
@pytest.mark.parametrize(
    "question, lang",
    [("yanlış yöne konmuş kart", "tr"), ("cards pointed the wrong way", "en")],
)
def test_a_question_a_guide_holds_word_for_word_still_borrows(search_index, question, lang):
    # The defective-trick guide's title holds these words ("yanlış yöne konmuş kart", "cards pointed
    # the wrong way"): the guides are written in the players' words, so a question said as the guide
    # says it is a description, not a phrase copied from the book. Law 65B3 answers it: TR "Bir
    # oyuncu, kartların yukarıdaki şekilde yerleştirilmemiş olmasına dikkat çekebilir, ancak kendi
    # tarafı bir sonraki löveye çıkış yapar veya kart verirse bu hakkı sona erer", WBF "A player may
    # draw attention to a card pointed incorrectly, but this right expires when his side leads or
    # plays to the following trick". While a guide holding it whole stopped the paths, 13C (cards
    # found missing) or 9A2 (which only refers to 65B3) came first.
    assert described_paths(question, lang)
    labels = paragraph_labels(question, lang)
    assert labels[0] == "65B3", labels
