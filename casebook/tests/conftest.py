"""The casebook's tests: a director's record of a hesitation case, a Publisher (the group of
lawbook migration 0006, given the casebook's permissions by casebook migration 0002), and a
published ruling made from the record.

The case is the desk's own example (desk/tests/conftest.py): a hesitation, then a bid that the
hesitation could have suggested. It cites 16B1(a), "Bir oyuncu, mantıklı başka bir seçeneği
varken, kendisine ulaşan bir dış bilginin açıkça gösterdiği doğrultudaki belli bir konuşma veya
oyun tarzını tercih edemez" (WBF 16B1(a): "A player may not choose a call or play that is
demonstrably suggested over another by unauthorized information if the other call or play is a
logical alternative"; the Turkish, which is official, says "clearly indicated" where the WBF's
test is comparative: lawbook's editor's note on 16B1(a)), and 12C1(e). The tests
check where the text goes, never what the ruling should be."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group, User

from casebook import publication
from casebook.copying import copy_record
from casebook.models import PublishedRuling
from desk.models import RulingRecord
from rulings.tests.test_records import DEAL

DIRECTOR_NAME = "Zeynep Hakemoğlu"
PAGES = {"en": "/en/casebook/", "tr": "/tr/kararlar/"}
FEEDS = {"en": "/en/casebook/feed/", "tr": "/tr/kararlar/akis/"}


@pytest.fixture
def director(db):
    user = User.objects.create_user("zeynep", password="pw", first_name="Zeynep", last_name="Hakemoğlu")
    user.groups.add(Group.objects.get(name="Director"))
    return user


@pytest.fixture
def record(director):
    return RulingRecord.objects.create(
        director=director,
        event="Istanbul Pairs Cup",
        session="2",
        board=7,
        deal_source=DEAL,
        deal=DEAL,
        auction_and_play="1H X 2H (long pause) P 4H",
        facts="South hesitated noticeably before passing 2H; North then bid 4H.",
        laws="16B1(a), 12C1(e)",
        ruling="Score adjusted to 2H by North, making ten tricks.",
        adjusted_score="2H N +170",
    )


@pytest.fixture
def publisher(db):
    user = User.objects.create_user("pelin", password="pw", is_staff=True)
    user.groups.add(Group.objects.get(name="Publisher"))
    return user


@pytest.fixture
def draft_ruling(record):
    ruling = copy_record(PublishedRuling(), record)
    ruling.title = "A hesitation before a pass, then game"
    ruling.commentary_tr = "Federasyonun yorumu: duraksama izinsiz bilgidir."
    ruling.commentary_en = "The federation's comment: the hesitation is unauthorised information."
    ruling.names_no_player = True
    ruling.save()
    return ruling


@pytest.fixture
def published_ruling(draft_ruling, publisher):
    return publication.publish(draft_ruling, publisher)
