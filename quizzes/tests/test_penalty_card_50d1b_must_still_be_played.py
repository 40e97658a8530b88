"""The `penalty_card` "which cards may he play?" explanation says 50D1(b) with its modal (qa187).

Law 50D1(b) (TR, official): "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme
zorunluluğu, bir majör cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın
üstünde yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır."
WBF: "The obligation to follow suit, or to comply with a lead or play restriction, takes precedence
over the obligation to play a major penalty card, but the penalty card must still be left face up on
the table and played at the next legal opportunity."

Both texts put an obligation on the card left on the table; the step said "the card stays face up and
is played at the next legal opportunity" / "cezalı kart masada kalır ve sonraki yasal fırsatta
oynanır", a description. It now says "must still be left face up ... and played" / "bırakılmak ve ...
oynanmak zorundadır". The step is there only when the engine names 50D1(b)."""

from __future__ import annotations

import pytest

from .helpers import generated

pytestmark = pytest.mark.django_db


def test_the_50d1b_step_says_the_card_must_still_be_played():
    found = 0
    for seed in range(400):
        q = generated("penalty_card", seed)
        tr = [line for line in q.explanation_tr.split("\n") if line.startswith("Yasa 50D1(b):")]
        en = [line for line in q.explanation_en.split("\n") if line.startswith("Law 50D1(b):")]
        assert bool(tr) == bool(en) == ("50D1(b)" in q.expected["laws"] and "Sonuç:" in q.explanation_tr), seed
        if not en:
            continue
        found += 1
        assert (
            "ancak cezalı kart yine de masada yüzü açık bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır"
            in tr[0]
        ), seed
        assert "but the penalty card must still be left face up and played at the next legal opportunity" in en[0], seed
        assert "kalır ve sonraki" not in tr[0] and "stays face up" not in en[0], seed
    assert found >= 10, found
