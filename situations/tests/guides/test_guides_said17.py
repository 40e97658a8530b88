"""Players' questions that the phrasings of said17 (issue 22) bring to their Ending's paragraph.

said17 gave more players' phrasings (Ending.said) to the Endings of seventeen guides that had three
or fewer. Each question below was written for this test, in a player's words, and is in no bench
file; before those phrasings another paragraph came first (named in each test). The paragraph the
Ending rests on is quoted in the official Turkish (fixtures/laws_tr.txt) and the WBF English.
"""

from lawbook.labels import parse_label
from tests.search_index import first_paragraph, search_index, search_index_dir  # noqa: F401


def test_dummy_pointing_out_an_irregularity_during_play_is_law_43a1b(search_index):
    """Law 43A1(b): "Yer oyun esnasında bir usulsüzlüğe dikkat çekemez" / "Dummy may not call
    attention to an irregularity during play" (dummy-rights/irregularity/dummy/no-a2-violation).
    Before, 20F2 (explanations during the play) came first."""
    first = first_paragraph("yer olarak rakibin hatasını oyun sırasında söyleyebilir miyim", "tr")
    assert parse_label(first).is_within(parse_label("43A1(b)"))


def test_tricks_disputed_only_after_the_round_is_law_79b3(search_index):
    """Law 79B3: "Hakem, oynanan turun bitmesinden önce çağırılmamış ise, Hakem yalnızca masada
    gerçekleşen skora ilişkin net bir kanaat oluşturabildiği takdirde her iki tarafın skorunda
    ayarlama yapabilir" / "If the Director is not called before the round ends, the score may be
    changed for both sides only when he is clearly convinced as to the result obtained at the
    table" (score-correction/tricks/after-round-ends). Before,
    15B (a board that should not be played in the round) came first."""
    first = first_paragraph(
        "we only noticed after the round that the trick count was wrong, can the director still fix it", "en"
    )
    assert parse_label(first).is_within(parse_label("79B3"))
