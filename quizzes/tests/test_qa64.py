"""qa64: what a Director studying with the quizzes found wrong in the words of the questions
(docs/legal-review.md, "qa64"). Each test generates the questions concerned and asserts what a
Director reads; none of them changes a ruling (the answers are the engine's)."""

import re

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def test_a_withdrawn_calls_lead_question_asks_for_one_suit_in_turkish():
    """Law 26B (Turkish, official): "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında
    (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış
    herhangi bir rengi oynamasını yasaklayabilir." WBF: "declarer may, at the offender's
    partner's first turn to lead (which may be the opening lead), prohibit offender's partner
    from leading any (one) suit which has not been specified in the legal auction by the
    offender."

    One suit in both texts. The English question asked "Which suit may declarer forbid ...?",
    the Turkish "hangi renkleri yasaklayabilir?" (which suits), as if declarer could forbid
    several; the choices say "(biri)", one of them."""
    for qtype, seeds in (("withdrawn_call_lead", range(1, 13)), ("insufficient_bid", (1, 3, 20, 30))):
        for seed in seeds:
            q = generate(qtype, seed)
            if "yasaklayabilir?" not in q.prompt_tr:
                continue
            assert "hangi rengi yasaklayabilir?" in q.prompt_tr, (qtype, seed, q.prompt_tr)
            assert "hangi renkleri" not in q.prompt_tr
            assert "Which suit may declarer forbid" in q.prompt_en


def test_one_doubled_undertrick_is_not_written_as_a_sum():
    """Law 77's undertrick table: one undertrick doubled not vulnerable is 100, vulnerable 200;
    redoubled 200 and 400 (TR "Konturlu ... 100 / 200", WBF "Doubled ... 100 / 200"). The step
    read "1 undertrick, redoubled and vulnerable: 400 = 400." (TR "400 = 400"); a sum of one
    figure. Several undertricks keep their sum ("200 + 300 + 300 = 800")."""
    q = generate("scoring", 18)
    assert "1 undertrick, redoubled and vulnerable: 400." in q.steps("en")
    assert "1 eksik löve, sürkonturlu ve zonda: 400." in q.steps("tr")
    assert not re.search(r": (\d+) = \1\.", q.explanation_en + q.explanation_tr)
    several = generate("scoring", 8642)
    assert "3 undertricks, doubled and vulnerable: 200 + 300 + 300 = 800." in several.steps("en")


def test_declarer_who_starts_to_spread_is_named_once_in_turkish():
    """Law 54A (Turkish, official): "Eğer deklaran elini yere açmaya başlar ve bunu yaparken bir
    veya daha fazla kartını gösterirse, bütün elini yere açmak zorundadır." WBF: "If declarer
    begins to spread his hand, and in doing so exposes one or more cards, he must spread his
    entire hand." The Turkish story read "Deklaran seçimini söylemeden deklaran elini açmaya
    başlar" (declarer, before his choice, declarer starts ...); the English names him once."""
    q = generate("opening_lead_spread", 137)
    assert "Deklaran seçimini söylemeden elini açmaya başlar ve ♥9 kartını gösterir." in q.prompt_tr
    assert "declarer starts to spread his hand and exposes the ♥9" in q.prompt_en
    assert "deklaran elini" not in q.prompt_tr


def test_dummys_card_seen_before_the_opening_lead_in_turkish():
    """Law 54C (Turkish, official): "Eğer deklaran yerin kartlarından herhangi birini görmüş
    olabilecek durumda ise ... atağı kabul etmek zorundadır"; WBF: "If declarer could have seen
    any of dummy's cards ... he must accept the lead". The Turkish story said "yer kartlarını
    açmaya başlar ve bir kartı görünür", which is not Turkish ("bir kartı" is an object, and
    "görünür" takes none); the English says "one of them is seen"."""
    told = [q for q in (generate("lead_out_of_turn", s) for s in (7, 8, 69, 75)) if "Atak yapılmadan" in q.prompt_tr]
    assert told
    for q in told:
        assert "yer kartlarını açmaya başlar ve kartlarından biri görünür." in q.prompt_tr
        assert "dummy starts to put his cards down and one of them is seen." in q.prompt_en


def test_the_home_page_has_no_id_twice(client):
    """The practice and exam forms both drew "id_topics_0" ... (qa64): invalid HTML, and a label's
    `for` pointed at the first form's box whichever form it was in."""
    from collections import Counter

    page = client.get("/en/quiz/").content.decode()
    ids = Counter(re.findall(r'\sid="([^"]+)"', page))
    assert "exam-topics_0" in ids and "id_topics_0" in ids
    assert [name for name, count in ids.items() if count > 1] == []
    fors = set(re.findall(r'\sfor="([^"]+)"', page))
    assert fors <= set(ids), fors - set(ids)
