"""The director's poll pages and the judgement's last step on a 390 px phone, in real Chromium,
logged in: nothing scrolls sideways. Their tables (the polls, the records, a poll's answers with a
pollee's comment holding a long link, the judgement's six columns of score fields) were wider than
the phone; on a narrow screen each row is now a block of labelled cells (desk/static/desk/desk.css)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.conf import settings
from django.contrib.auth.models import Group, Permission, User
from django.test import Client
from django.utils import timezone

from desk.models import Poll, RulingRecord
from desk.polls import Answer, add_pollees, pollee_of, record_answer
from rulings.tests.test_records import DEAL
from tests.chromium import needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]

WIDTH = 390
# The judgement's misinformation path to its last step: the adjusted score's fields.
SCORE_STEP = "?path=mi&explanation=explanation&timing=too_late&influenced=yes&damage=yes"
PAGES = {
    "tr": ["/tr/hakem/kayitlar/", "/tr/hakem/anketler/", "/tr/hakem/anketler/{poll}/", "/tr/hakem/karar-adimlari/"],
    "en": ["/en/director/records/", "/en/director/polls/", "/en/director/polls/{poll}/", "/en/director/judgement/"],
}


@pytest.fixture
def phone(live_server, imported_laws, chromium_windows):
    # After the live server and its Laws (the fixture asks for them): torn down first, so the
    # tables' teardown (conftest.imported_laws) does not wait out a window's open connections.
    # The session's window (conftest.chromium_windows): the log-in's cookie goes before its next loan.
    with chromium_windows.window("desk-phone-chrome-", WIDTH, 844, phone=True) as driver:
        yield driver


def director_with_a_poll() -> tuple[User, Poll]:
    director = User.objects.create_user("deniz", password="pw-deniz")
    # A live-server test empties the tables after it (on PostgreSQL the group of migrations 0002 and
    # 0003 is not made again): make it as they do.
    group, _ = Group.objects.get_or_create(name="Director")
    group.permissions.add(*Permission.objects.filter(content_type__app_label="desk"))
    director.groups.add(group)
    record = RulingRecord.objects.create(
        director=director, event="Kış Ligi 2026, Açık Takımlar", session="2. oturum", board=17, deal=DEAL
    )
    record.laws = "16B1(a), 16B1(b), 12C1(c)"
    record.save()
    poll = Poll.objects.create(
        director=director,
        record=record,
        seat="W",
        hand="T76.7.T864.T9643",
        dealer="N",
        vulnerability="NS",
        auction="1H X 2H",
        question="Partner doubled 1H. What do you call, and what else would you seriously consider?",
        closes_at=timezone.now() + timedelta(days=7),
    )
    links = add_pollees(poll, 3)
    comments = ["Pass is clear; see https://example.org/a-long-link-that-a-pollee-pasted-into-the-comment", "", ""]
    for link, call, comment in zip(links, ["pass", "3H", "pass"], comments, strict=True):
        pollee = pollee_of(link.token)
        pollee.label = "Ayşe Yılmaz Uzunsoyadlıoğlu (Ankara)"
        pollee.save()
        record_answer(pollee, Answer(call, ("3H",) if call == "pass" else (), comment))
    return director, poll


def log_in(phone, site, director) -> None:
    client = Client()
    client.force_login(director)
    phone.get(site.url + "/tr/")
    phone.add_cookie(
        {"name": settings.SESSION_COOKIE_NAME, "value": client.cookies[settings.SESSION_COOKIE_NAME].value}
    )


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_directors_pages_do_not_scroll_sideways_on_a_phone(phone, live_server, imported_laws, lang):
    director, poll = director_with_a_poll()
    log_in(phone, live_server, director)
    judgement = PAGES[lang][-1]
    for path in [*PAGES[lang], judgement + SCORE_STEP]:
        phone.get(live_server.url + path.format(poll=poll.pk))
        assert phone.execute_script("return window.innerWidth") == WIDTH
        assert "login" not in phone.current_url, path
        width = phone.execute_script("return document.documentElement.scrollWidth")
        assert width <= WIDTH, f"{path} is {width} px wide"
