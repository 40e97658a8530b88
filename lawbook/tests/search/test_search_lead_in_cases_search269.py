"""A lead-in paragraph yields its place to the sub-paragraph that holds more of the story (search269;
lawbook.search.rank.first_the_case).

Law 57A ends in a sentence its sub-paragraphs complete: TR "... bu şekilde çıkılan veya oynanan kart majör cezalı
karta dönüşür ve deklaran aşağıdaki seçeneklerden birini seçer. Deklaran:" / WBF "... the card so led or played
becomes a major penalty card, and declarer selects one of the following options. He may:"; 57A1 TR "Kusurlu
oyuncunun ortağından oynanan renkteki en büyük kartını oynamasını isteyebilir veya" / WBF "require offender's partner
to play the highest card he holds of the suit led, or"; 57A2 TR "... en küçük kartını oynamasını isteyebilir veya" /
WBF "require offender's partner to play the lowest card he holds of the suit led, or".
Law 46B likewise: TR "Deklaranın yerden oynanacak kart için eksik veya geçersiz tanımlama yapması durumunda, aşağıdaki
kısıtlamalar uygulanır (...):" / WBF "In the case of an incomplete or invalid designation, the following restrictions
apply (except when declarer's different intention is incontrovertible):"; 46B1(c) TR "Eğer “küçük” veya benzer
anlamlı kelimeler ile çağrı yaparsa, en küçük kartı tanımlamış sayılır." / WBF "If he calls `low', or words of like
meaning, he is deemed to have called the lowest card of the suit led."
The lead-in alone rules nothing; on main it stood above the case a story names (57A first, 57A1 or 57A2 second; 46B
above 46B1(c)). The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.labels import try_parse_label
from lawbook.search import rank, reader
from tests.search_index import first_paragraph, search_index, search_index_dir, top_labels  # noqa: F401


def _paragraphs(query: str, lang: str, n: int = 10) -> list[str]:
    return [label for label in top_labels(query, lang, 20) if try_parse_label(label) is not None][:n]


@pytest.mark.parametrize(
    "query, case",
    [
        (
            "I played out of turn before partner and declarer told partner to play his highest card, is that right",
            "57A1",
        ),
        ("partner played before his turn and declarer wants him to play his lowest heart", "57A2"),
    ],
)
def test_the_option_the_story_names_comes_before_the_lead_in(search_index, query, case):
    # On main: 57A first, the option second.
    found = _paragraphs(query, "en")
    assert found[0] == case, found
    assert "57A" in found[:3], found


@pytest.mark.parametrize(
    "query, lang",
    [
        ("declarer only said low to dummy, which card does dummy play", "en"),
        ("yerden kart tanımlarken deklaran sadece küçük dedi", "tr"),
    ],
)
def test_the_designation_said_comes_before_the_lead_in(search_index, query, lang):
    # On main: en 46B third and 46B1(c) beyond the tenth; tr 46B second, above 46B2 and the rest.
    found = _paragraphs(query, lang)
    assert "46B1(c)" in found[:3], found
    assert "46B" not in found[:3], found


def test_a_story_of_the_lead_in_alone_keeps_it_first(search_index):
    # Guard: "what can declarer do" names none of 57A's options, so no option holds more of it than 57A
    # does, and 57A stays first (as on main).
    assert first_paragraph("partner played before his turn, what can declarer do", "en") == "57A"


def test_only_a_sentence_ending_in_a_colon_is_a_lead_in(search_index):
    with reader.session() as ix:
        cases = rank._cases(ix)
        by_label = {ix.shown[docnum].label: docnum for docnum in ix.shown if ix.shown[docnum].kind == "paragraph"}
        under_46b = {ix.shown[docnum].label for docnum in cases[by_label["46B"]]}
        assert {"46B1", "46B1(a)", "46B1(c)", "46B2", "46B3(b)", "46B5"} <= under_46b
        assert "46A" not in under_46b
        assert {ix.shown[docnum].label for docnum in cases[by_label["57A"]]} == {"57A1", "57A2", "57A3", "57A4"}
        # 50D's text is a rule of its own, not a sentence 50D1 and 50D2 complete; 67B ends in a full stop.
        assert by_label["50D"] not in cases
        assert by_label["67B"] not in cases
