"""The wrong-number-of-cards guide's "during" Ending says 14B4's revoke as the paragraph does: failure
to *have played* the restored card (at an earlier trick) may be a revoke, not failing to play it now.

14B4 (TR): "Bu yasanın B bendi hükümleri gereğince bir ele geri konulan kartın, başlangıçtan bu yana eksik
kart içeren elde bulunmakta olduğu kabul edilir. Bu kart bir cezalı karta dönüşebilir ve bu kartı
oynamamış olmak bir rönons oluşturabilir."; (WBF) "a card restored to a hand under the provisions of
Section B of this Law is deemed to have belonged continuously to the deficient hand. It may become a
penalty card, and failure to have played it may constitute a revoke."

The Turkish sentence said "onu oynamamış olmak" (having not played it), as 14B4 does; the English said
"failing to play it may be a revoke", which reads as a duty to play the card from now on. The
after-play Ending already said "failing to have played it"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"


def test_the_during_ending_says_failure_to_have_played_it(client):
    says(client, SLUG, ["during"], "en", "and failing to have played it may be a revoke (Law 14B4)")
    never_says(client, SLUG, ["during"], "en", "failing to play it may be a revoke")
    says(client, SLUG, ["during"], "tr", "onu oynamamış olmak rönons olabilir (Yasa 14B4)")


def test_the_after_play_ending_says_it_too(client):
    says(client, SLUG, ["after-play"], "en", "failing to have played it may be a revoke (Law 14B4)")
