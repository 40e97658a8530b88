"""A quiz's explanation quotes each paragraph it cites (quizzes.explain, from lawbook.quoting); where
that paragraph carries an editor's note the note goes with the quote, in the page's language.

30B1(a): TR "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde herhangi bir
yeterli konuşma yapabilir"; WBF "Offender's partner may make any legal call at his proper turn"
(the note says the engine of this site leaves the partner every legal call, pass included). 64A1
has no note."""

import pytest

from quizzes.explain import quote

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang, said", [("en", "every legal call, pass included"), ("tr", "Editörün notu:")])
def test_a_quoted_paragraph_carries_its_note(lang, said):
    found = quote("30B1(a)", lang)
    [note] = found.notes
    assert note.kind == "translation-30B1(a)" and note.label == "30B1(a)" and said in note.text


def test_a_quoted_paragraph_without_a_note_carries_none():
    assert quote("64A1", "en").notes == ()
