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


def test_why_partner_is_not_silenced_says_that_27b1_comes_first():
    """Law 27B2 (TR, official): "Yukarıda B1 ile hükme bağlananın dışında, eğer yetersiz deklare
    yeterli bir deklare ile ya da pas ile düzeltilmişse, kusurlu oyuncunun ortağı konuşma sırası
    kendisine her geldiğinde pas geçmek zorundadır." WBF: "except as provided in B1 above, if the
    insufficient bid is corrected by a sufficient bid or by a pass, the offender's partner must pass
    whenever it is his turn to call."

    Seed 211: West's insufficient 3♥ is corrected by 4♥, both natural: 27B1(a), no rectification.
    Whoever chose "East must pass whenever it is his turn" was told partner is silenced "only after a
    correction by another sufficient bid or a pass (Law 27B2)", and 4♥ is a sufficient bid: the
    reason left out the exception that decides the case."""
    q = generate("insufficient_bid", 211)
    assert q.laws[0] == "27B1(a)"  # the engine's ruling
    silenced = next(c for c in q.choices if c.en.startswith("East must pass whenever it is his turn"))
    assert "a correction Law 27B1 does not cover" in silenced.why_en
    assert "Yasa 27B1'in kapsamadığı bir düzeltmede" in silenced.why_tr
    assert "another sufficient bid" not in silenced.why_en
