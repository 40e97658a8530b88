"""qa77: the quizzes studied by a Director, every type read against both texts
(docs/legal-review.md, "qa77")."""

import re

import pytest

from quizzes.generators import generate
from quizzes.generators.definitions import mask

pytestmark = pytest.mark.django_db


def test_the_play_period_is_blanked_out_of_its_own_definition_in_turkish_as_in_english():
    """Definitions, "Oyun Süreci" (TR, official): "Atak kartının açılması ile başlar; yarışmacıların
    oyun sürecinde her türlü hak ve yetkileri ilgili Yasanın öngördüğü zamanda sonlanır. Oyun
    sürecinin kendisi takip eden borddaki kartların ceplerden alınmasıyla sona erer ..."; WBF "Play
    Period": "Begins when the opening lead is faced; all the rights and powers of the contestants in
    the play period end at the time prescribed by the relevant Law. The play period itself ends when
    the cards of the following board are taken out of the pockets ...".

    A definition offered in a question has its own term blanked ("…"), so the text does not name
    the term it defines. The English blanked both "play period"s; the Turkish kept "oyun sürecinde"
    (the locative after the possessive -i takes the buffer n: süreci-n-de), so a Turkish reader asked
    which term the text defines read the answer in it (seed 13276324 of an exam; seed 1313, a wrong
    choice of the "Honour" question)."""
    text_tr = (
        "Atak kartının açılması ile başlar; yarışmacıların oyun sürecinde her türlü hak ve yetkileri "
        "ilgili Yasanın öngördüğü zamanda sonlanır. Oyun sürecinin kendisi takip eden borddaki "
        "kartların ceplerden alınmasıyla sona erer"
    )
    assert mask(text_tr, "Oyun Süreci", "tr") == (
        "Atak kartının açılması ile başlar; yarışmacıların … her türlü hak ve yetkileri "
        "ilgili Yasanın öngördüğü zamanda sonlanır. … kendisi takip eden borddaki "
        "kartların ceplerden alınmasıyla sona erer"
    )
    # the other cases of a possessive compound: accusative, dative, ablative
    for word in ("oyun sürecini", "oyun sürecine", "oyun sürecinden"):
        assert mask(f"x {word} y", "Oyun Süreci", "tr") == "x … y", word
    # a derived word is another word and stays ("oyuncu" is not "oyun")
    assert mask("bir oyuncunun", "Oyun", "tr") == "bir oyuncunun"
    asked = generate("definitions", 13276324)  # which term is this text the definition of?
    assert "Oyun Süreci" in [c.tr for c in asked.choices] and "Play Period" in [c.en for c in asked.choices]
    honour = generate("definitions", 1313)  # which text is the definition of "Honour"?
    for shown_tr, shown_en in (
        (asked.prompt_tr, asked.prompt_en),
        (" ".join(c.tr for c in honour.choices), " ".join(c.en for c in honour.choices)),
    ):
        assert "yarışmacıların … her türlü" in shown_tr
        assert not re.search(r"(?i)play period", shown_en)
        assert not re.search(r"(?i)oyun süreci", shown_tr)
