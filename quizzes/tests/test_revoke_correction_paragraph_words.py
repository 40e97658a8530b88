"""What the revoke_correction explanation says of the correction (62A), the corrected trick's next
lead (44G) and the revoke card of a defender (62B1, 50B), in the Laws' own modal and words (qa173).

Law 62A (TR, official): "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu
düzeltmek zorundadır"; WBF: "A player must correct his revoke if attention is drawn to the
irregularity before it becomes established". The step said "rönons resmileşmemiştir, düzeltilir" /
"is corrected": a description where both texts state an obligation.

Law 44G (TR): "Löveyi kazanmış olan oyuncunun elinden sonraki löveye çıkış yapılır"; WBF: "The lead to
the next trick is made from the hand of the player who won the trick". 44E and 44F say who wins a
trick (TR "Koz içeren bir löveyi en yüksek kozu veren oyuncu kazanır", "Koz içermeyen bir löveyi
çıkılan renkten en yüksek kartı veren oyuncu kazanır"), not who leads next: the step cited only 44E or
44F for both.

Law 62B1 (TR): "Bu şekilde geri alınan kart bir defans oyuncusunun kapalı elinden oynanmışsa majör
cezalı karta dönüşür (Yasa 50)"; WBF: "A card so withdrawn becomes a major penalty card (Law 50) if it
was played from a defender's unfaced hand". Law 50B (TR): "oynamak maksadıyla gösterilen her kart
(örneğin sırasız atak veya rönons yapılması ve daha sonra düzeltilmesinde olduğu gibi), majör cezalı
karta dönüşür"; WBF: "any card exposed through deliberate play (for example in leading out of turn, or
in revoking and then correcting), becomes a major penalty card". The Turkish step said "açık olmayan
elinden" and "oynama niyetiyle", not the official "kapalı elinden" and "oynamak maksadıyla".
"""

from __future__ import annotations

import pytest

from .helpers import first_citing

pytestmark = pytest.mark.django_db


def test_a_revoke_not_yet_established_must_be_corrected_in_both_texts():
    for question in first_citing("revoke_correction", "62B", 3):
        assert "Yasa 62A: rönons resmileşmemiştir, oyuncu rönonsunu düzeltmek zorundadır;" in question.explanation_tr
        assert "Law 62A: the revoke is not established, so the player must correct it;" in question.explanation_en
        assert "düzeltilir;" not in question.explanation_tr
        assert "and is corrected" not in question.explanation_en


def test_who_leads_after_the_corrected_trick_is_cited_to_44g():
    for question in first_citing("revoke_correction", "44F", 2) + first_citing("revoke_correction", "44E", 1):
        assert "44G" in question.laws
        won = next(line for line in question.explanation_en.splitlines() if line.startswith(("Law 44E", "Law 44F")))
        assert "; Law 44G: the lead to the next trick is made from his hand." in won
        assert "who leads next" not in won
        won_tr = next(
            line for line in question.explanation_tr.splitlines() if line.startswith(("Yasa 44E", "Yasa 44F"))
        )
        assert "; Yasa 44G: sonraki löveye onun elinden çıkılır." in won_tr


def test_a_defenders_withdrawn_revoke_card_is_major_in_the_official_turkish_words():
    for question in first_citing("revoke_correction", "62B1", 2):
        assert (
            "Yasa 62B1: bu şekilde geri alınan kart bir defans oyuncusunun kapalı elinden oynanmışsa majör cezalı "
            "karta dönüşür (Yasa 50B: oynamak maksadıyla gösterilen her kart, rönons yapılması ve daha sonra "
            "düzeltilmesinde olduğu gibi)."
        ) in question.explanation_tr
        assert "Law 62B1: a card so withdrawn from a defender's unfaced hand becomes a major penalty card" in (
            question.explanation_en
        )
