"""Dummy telling of an irregularity, read as the Laws' "draw attention to an irregularity" (session 83,
search115; lawbook.search.story_words.dummy_remarks).

43A1(b) "Yer oyun esnasında bir usulsüzlüğe dikkat çekemez" / "Dummy may not call attention to an
irregularity during play"; 9A4 "Yer, elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat
çekemez" / "Dummy may not call attention to an irregularity until play of the hand is concluded"; 42B3
"Gerçekleşmiş herhangi bir usulsüzlüğe, sadece elin oynanması tamamlandıktan sonra dikkat çekebilir" / "He
may draw attention to any irregularity, but only after play of the hand is concluded". A player says dummy "said" it, or asks whether dummy may "mention it". The phrasings are
fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import dummy_remarks
from tests.search_index import first_paragraph, search_index, search_index_dir  # noqa: F401

# The paragraphs that say dummy may not call attention to an irregularity during play.
NOT_DURING_PLAY = ("43A1(b)", "9A4")


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, verb",
    [
        ("dummy said an opponent had led out of turn", "said"),
        ("dummy then told us east had revoked", "told"),
        ("dummy said the defender did not follow suit", "said"),
        ("yer rakip sırasız çıktı dedi", "dedi"),
        ("yer oyun devam ederken rakibin rönons yaptığını söyledi", "soyledi"),
        ("dummy said that east failed to follow suit", "said"),
        ("yer olarak rakibin renge uymadığını gördüm, söyleyebilir miyim", "soyleyebilir"),
    ],
)
def test_the_verb_dummy_tells_an_irregularity_with_is_read(query, verb):
    folded = _folded(query)
    [(start, end)] = dummy_remarks.find(folded)
    assert folded[start:end] == [verb]


@pytest.mark.parametrize(
    "query",
    [
        # No irregularity told: dummy's remark is 43A1(c)'s, not a matter of attention drawn.
        "dummy said the rest of the tricks were good",
        # Warned: dummy tries to prevent one (42B2, 43B2(a)).
        "dummy warned declarer he was about to lead out of turn",
        # Asked: 42B1's question, "having none?".
        "dummy asked declarer whether he had revoked",
        # Having to follow suit is no irregularity.
        "dummy said declarer has to follow suit with the ace",
        # Not dummy who says it.
        "declarer said an opponent had led out of turn",
        # Not "yer" (dummy) but "yere" (onto the table).
        "kartı yere düşürdü, rakip sırasız çıktı dedi",
    ],
)
def test_no_remark_of_dummy_is_read_elsewhere(query):
    assert dummy_remarks.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang, wanted",
    [
        # Before, 54C first (a lead out of turn accepted), 43A1(b) not among the first five paragraphs.
        (
            "during the play dummy said my partner had led out of turn, is dummy allowed to do that",
            "en",
            NOT_DURING_PLAY,
        ),
        # Before, 41D first.
        ("halfway through the hand dummy said east had failed to follow suit", "en", NOT_DURING_PLAY),
        # Before, 54A first.
        ("el oynanırken yer ortağımın sırasız çıktığını söyledi", "tr", NOT_DURING_PLAY),
        # "mention it" is the Laws' "draw attention": before, 62A first.
        ("as dummy i noticed an opponent had revoked, can i mention it before the hand ends", "en", NOT_DURING_PLAY),
    ],
)
def test_dummys_remark_finds_the_limit_on_drawing_attention(search_index, query, lang, wanted):
    assert first_paragraph(query, lang) in wanted
