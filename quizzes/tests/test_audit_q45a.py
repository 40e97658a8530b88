"""auditq45a: the play-period quiz types (revoke, revoke_correction, penalty_card,
lead_out_of_turn, opening_lead_spread) read sentence by sentence against the official Turkish and
the WBF English (docs/legal-review.md, "auditq45a"). Each test generates the questions that showed
a fault and asserts what a director reads there."""

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def _lines(text: str, needle: str) -> list[str]:
    return [line for line in text.split("\n") if needle in line]


def _first(qtype: str, wanted, seeds=range(400), at_least: int = 1):
    """The questions of `qtype` among `seeds` for which `wanted(q)` holds (at least `at_least`)."""
    found = [q for q in (generate(qtype, seed) for seed in seeds) if wanted(q)]
    assert len(found) >= at_least, (qtype, len(found))
    return found


def test_both_sides_revoking_the_64C_line_gives_64C2b_not_the_non_offending_side():
    """Law 64C2(b) (Turkish, official): "Her iki taraf aynı bordda rönons yaparsa (bkz yukarıda Madde
    B7) ve hakem taraflardan birinin zarar görmüş olduğuna kanaat getirirse, bordu herhangi bir rönons
    yapılmamış gibi değerlendirerek ayarlı skor uygular." WBF: "When both sides have revoked on the
    same board (see B7 above) and the Director deems that a contestant has been damaged, he shall
    award an adjusted scored based on the likely result had no revokes occurred." When both sides
    revoked neither is the non-offending side; the 64C line said the Director weighs "the damage to
    the non-offending side" (64C1's words) on every 64B7 board (seed 17 among them)."""
    for q in _first("revoke", lambda q: "64B7" in q.expected["laws"], at_least=5):
        [tr], [en] = _lines(q.explanation_tr, "Yasa 64C:"), _lines(q.explanation_en, "Law 64C:")
        assert "Law 64C2(b)" in en and "either side has been damaged" in en, (q.seed, en)
        assert "as though no revoke had been made" in en and "non-offending" not in en, (q.seed, en)
        assert "Yasa 64C2(b)" in tr and "taraflardan birinin zarar" in tr, (q.seed, tr)
        assert "hiç rönons yapılmamış gibi" in tr and "kusursuz taraf" not in tr, (q.seed, tr)


def test_a_repeated_revoke_names_64C2a_very_probably_more_tricks():
    """Law 64C2(a) (Turkish, official): "Bir oyuncunun aynı renkteki rönonsunu tekrarlamasından (bkz.
    yukarıda B2 bendi) sonra, Hakem, rönonsların tekrarlanmamış olması halinde kusursuz tarafın büyük
    ihtimalle daha çok löve alabilecek olduğuna kanaat getirirse, ayarlı skor uygular." WBF: "After
    repeated revokes by the same player in the same suit (see B2 above), the Director adjusts the
    score if the non-offending side would likely have made more tricks had one or more of the
    subsequent revokes not occurred" (the editor's note on 64C2(a) names "likely"). The 64C line of
    a 64B2 board gave only 64C1's test, not the paragraph written for the repeated revoke."""
    for q in _first("revoke", lambda q: "64B2" in q.expected["laws"], at_least=3):
        [tr], [en] = _lines(q.explanation_tr, "Yasa 64C1:"), _lines(q.explanation_en, "Law 64C1:")
        assert "Law 64C2(a)" in en and "very probably have won more tricks had the revoke not been repeated" in en
        assert "Yasa 64C2(a)" in tr and "büyük ihtimalle daha çok löve" in tr, (q.seed, tr)


def test_a_revoke_on_trick_twelve_is_corrected_before_all_four_hands_go_back():
    """Law 62D1 (Turkish, official): "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü
    de borda geri konulmadan önce fark edilmiş ise düzeltilmelidir." WBF: "On the twelfth trick, a
    revoke, even if established, must be corrected if discovered before all four hands have been
    returned to the board." The question and its 62D1 step said "the hands" / "eller", which a
    director may read as the first hand put back."""
    for q in _first("revoke", lambda q: "62D1" in q.laws, at_least=3):
        assert "after all four hands had been returned to the board" in q.prompt_en, q.seed
        assert "dört el de borda geri konduktan sonra" in q.prompt_tr, q.seed
        [en], [tr] = _lines(q.explanation_en, "Law 62D1"), _lines(q.explanation_tr, "Yasa 62D1")
        assert "before all four hands have been returned to the board" in en, (q.seed, en)
        # qa225: the step now has 62D1's own words, "ellerin dördü de" (all four of the hands).
        assert "ellerin dördü de borda geri konulmadan" in tr, (q.seed, tr)


def test_after_declarers_lead_out_of_turn_the_answer_says_whose_choice_prevails_not_who_chooses():
    """Law 55A (Turkish, official): "Deklaran kendisinin veya yerin elinden sırasız çıkış yapmışsa,
    herhangi bir defans oyuncusu Yasa 53'te öngörüldüğü gibi çıkışı kabul edebilir veya geri
    alınmasını isteyebilir. ... Defans oyuncuları farklı seçimler yaparlarsa sıradaki defans
    oyuncusunun seçimi geçerli olur." WBF: "either defender may accept the lead as provided in Law 53
    or require its retraction ... If the defenders choose differently then the option expressed by
    the player next in turn to the irregular lead shall prevail." The question asks whose choice
    prevails; its last step said "North chooses." under the 55A step saying either defender may."""
    asked = _first("lead_out_of_turn", lambda q: q.prompt_en.endswith("whose choice prevails?"), range(120), at_least=3)
    for q in asked:
        seat = q.choice(q.answer).en.split(" (")[0]
        last_en, last_tr = q.explanation_en.split("\n")[-1], q.explanation_tr.split("\n")[-1]
        assert last_en == f"If the defenders choose differently, {seat}'s option shall prevail.", (q.seed, last_en)
        assert last_tr.startswith("Defans oyuncuları farklı seçerse ") and "seçimi geçerli olur" in last_tr
        assert not last_en.endswith(" chooses."), q.seed
    # declarer alone chooses after a defender's lead out of turn (54, 56): that line stays
    alone = _first("lead_out_of_turn", lambda q: q.prompt_en.endswith("lead out of turn?"), range(60))
    assert all(q.explanation_en.split("\n")[-1].endswith(" chooses.") for q in alone)


def test_declarers_corrected_revoke_card_goes_back_subject_to_43B2b():
    """Law 62B2 (Turkish, official): "Bu kart deklaranın (Yasa 43B2(b)'ye tabi) veya yerin elinden
    oynanmışsa ya da bir defans oyuncusunun gözüken kartı ise bir başka onarma olmaksızın
    değiştirilebilir." WBF: "The card may be replaced without further rectification if it was played
    from declarer's [subject to Law 43B2(b)] or dummy's hand". Law 43B2(b): when dummy, after a 43A2
    violation, is the first to ask, "declarer must substitute a correct card if his play was illegal,
    and the provisions of Law 64 then apply as if the revoke had been established". The step stated
    62B2 without its bracket, and in Turkish as "değiştirilir" (is replaced)."""
    for q in _first("revoke_correction", lambda q: "62B2" in q.laws, range(120), at_least=3):
        [en], [tr] = _lines(q.explanation_en, "Law 62B2"), _lines(q.explanation_tr, "Yasa 62B2")
        assert "from declarer's hand (subject to Law 43B2(b)) or from dummy may be replaced" in en, (q.seed, en)
        assert "deklaranın (Yasa 43B2(b)'ye tabi olarak) ya da yerin" in tr and "değiştirilebilir" in tr, (q.seed, tr)


def test_a_64B2_board_says_a_subsequent_revoke_not_a_second_one():
    """Law 64B2 (Turkish, official): "İlk rönonsun resmileşmesinden sonra, aynı oyuncunun aynı
    renkten bir sonraki rönonsu ise." WBF: "if it is a subsequent revoke in the same suit by the same
    player." A third revoke in the suit is exempt too; the Turkish step said "ikinci rönons" (a
    second revoke) where its English said "a later revoke"."""
    for q in _first("revoke", lambda q: "64B2" in q.expected["laws"], at_least=3):
        [tr] = [line for line in _lines(q.explanation_tr, "Yasa 64B2") if "otomatik" in line]
        [en] = [line for line in _lines(q.explanation_en, "Law 64B2") if "automatic" in line]
        assert "bir sonraki rönons" in tr and "ikinci rönons" not in tr, (q.seed, tr)
        assert "a later revoke in the same suit by the same player" in en, (q.seed, en)
