"""The penalty-cards-more option to require the penalty card says in Turkish, as 52B1(b) does,
that it is gone once declarer has played from his own hand or from dummy.

52B1(b), TR "Deklaran, bundan sonra kendi elinden veya yerden bir kart oynarsa bu çıkış veya oyunu
kabul etmek zorundadır"; WBF "Declarer must accept such lead or play if he has thereafter played
from his own hand or dummy". The English line ("Not available once you have played a card from your
hand or dummy (Law 52B1(b))") said so; the Turkish read "Sonra siz ya da yer bir kart
oynadıysanız", a card played by "you or dummy", where dummy plays nothing of his own (45B: declarer
plays dummy's cards)."""

import pytest
from django.utils.html import escape

from situations.tests.guides.guide_pages import page
from situations.tests.guides.test_guides_audit16d import option_lists

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"
KEYS = ["not-played", "not-yet"]


def test_52b1b_the_require_option_names_declarers_own_hand_or_dummy(client):
    _, cons = option_lists(page(client, SLUG, KEYS, "tr"), "Cezalı kartı istemek")
    assert escape("Sonra kendi elinizden ya da yerden bir kart oynadıysanız bu seçenek yoktur (Yasa 52B1(b)).") in cons
    assert "Sonra siz ya da yer" not in cons
