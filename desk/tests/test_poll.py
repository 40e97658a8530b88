"""The player poll (issue 23, "A player poll"). Law 16B1(b): "Mantıklı seçenek; söz konusu oyuncunun
seviyesinde olan ve aynı ortaklık metotlarını kullanan oyunculardan, belirgin bir oranının ciddi bir
şekilde göz önünde bulunduracağı ve bazılarının tercih edebileceği seçenektir." / WBF "A logical
alternative is an action that a significant proportion of the class of players in question, using
the methods of the partnership, would seriously consider, and some might select."

Who reaches the director's pages; the links, shown once; what a pollee's page shows and what it
must not (another's answer, the record, the ruling, the director); one answer per link, also when
two are sent at once; an expired link; bad input as form errors; the tally; and the issue's target:
eight pollees answering at once lose nothing."""

from __future__ import annotations

import re
import threading
from datetime import timedelta
from html import unescape

import pytest
from django.contrib.auth.models import User
from django.db import connection
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import override

from desk.models import Poll, Pollee, RulingRecord
from desk.polls import add_pollees, token_hash
from rulings.tests.test_records import DEAL, LIN_AUCTION, LIN_DEAL
from tests.seen import seen
from tests.threads import in_thread, threads_reach_the_database

from .conftest import make_director

POLLS = {"en": "/en/director/polls/", "tr": "/tr/hakem/anketler/"}
PAGE = {"en": "/en/poll/{}/", "tr": "/tr/anket/{}/"}
# West's hand in DEAL (rulings.tests.test_records), the seat to call after 1H X 2H with North dealing.
WEST = "T76.7.T864.T9643"


def text_of(response) -> str:
    """The page as drawn (tests/seen.py): a suit's name said only to a screen reader left out."""
    return unescape(seen(response.content.decode()))


@pytest.fixture
def poll_data():
    return {
        "dealer": "N",
        "vulnerability": "NS",
        "auction": "1H X 2H",
        "hand": "S:T76 H:7 D:T864 C:T9643",
        "question": "Partner doubled 1H. What do you call?",
        "pollees": "3",
        "labels": "",
        "days": "7",
    }


def make(client, data, lang="en"):
    return client.post(POLLS[lang] + ("new/" if lang == "en" else "yeni/"), data)


def links_of(page: str) -> list[str]:
    return re.findall(r'class="poll-link" type="text" readonly size="60" value="http://testserver([^"]+)"', page)


def new_poll(director, count=3, record=None, closes_in=timedelta(days=7)) -> tuple[Poll, list[str]]:
    poll = Poll.objects.create(
        director=director,
        record=record,
        seat="W",
        hand=WEST,
        dealer="N",
        vulnerability="NS",
        auction="1H X 2H",
        question="Partner doubled 1H. What do you call?",
        closes_at=timezone.now() + closes_in,
    )
    return poll, [link.token for link in add_pollees(poll, count)]


def answer(client, token, call="pass", alternatives="", comment="", lang="en"):
    return client.post(
        PAGE[lang].format(token), {"call": call, "alternatives": alternatives, "comment": comment}, follow=True
    )


# --- the director's pages ---------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_visitor_is_sent_to_log_in(client, director, lang):
    poll, _ = new_poll(director)
    for url in (POLLS[lang], POLLS[lang] + ("new/" if lang == "en" else "yeni/"), POLLS[lang] + f"{poll.pk}/"):
        response = client.get(url)
        assert response.status_code == 302 and "login/?next=" in response["Location"]


@pytest.mark.django_db
def test_a_user_outside_the_director_group_is_refused(client, director, poll_data):
    poll, _ = new_poll(director)
    client.force_login(User.objects.create_user("cem"))
    assert client.get(POLLS["en"]).status_code == 403
    assert client.get(POLLS["en"] + f"{poll.pk}/").status_code == 403
    assert make(client, poll_data).status_code == 403
    assert Poll.objects.count() == 1


@pytest.mark.django_db
def test_another_directors_poll_is_not_found(client, director, other_director):
    theirs, _ = new_poll(other_director)
    theirs.pollees.filter(label="1").update(answered_at=timezone.now(), call="pass", comment="secret")
    client.force_login(director)
    assert client.get(POLLS["en"] + f"{theirs.pk}/").status_code == 404
    assert "Partner doubled" not in text_of(client.get(POLLS["en"]))


@pytest.mark.django_db
def test_a_poll_is_made_with_one_link_per_pollee_shown_once(director_client, director, poll_data):
    response = make(director_client, {**poll_data, "labels": "pollee A\npollee B"})
    poll = Poll.objects.get()
    assert response.status_code == 302 and response["Location"] == POLLS["en"] + f"{poll.pk}/"
    assert (poll.director, poll.seat, poll.hand, poll.auction) == (director, "W", WEST, "1H X 2H")
    assert timedelta(days=6, hours=23) < poll.closes_at - timezone.now() <= timedelta(days=7)

    page = text_of(director_client.get(response["Location"]))
    links = links_of(page)
    assert len(links) == 3 and len(set(links)) == 3
    assert all(re.fullmatch(r"/en/poll/[A-Za-z0-9_-]{43}/", link) for link in links)
    assert [p.label for p in poll.pollees.all()] == ["pollee A", "pollee B", "3"]
    assert 'data-copy="link-1"' in page and "/static/desk/poll.js" in page
    # Only the hashes are kept, and the links are not shown again.
    tokens = [link.split("/")[3] for link in links]
    assert sorted(p.token_hash for p in poll.pollees.all()) == sorted(token_hash(t) for t in tokens)
    assert not Pollee.objects.filter(token_hash__in=tokens).exists()
    assert links_of(text_of(director_client.get(response["Location"]))) == []
    for link in links:
        assert director_client.get(link).status_code == 200
    listed = text_of(director_client.get(POLLS["en"]))
    assert re.search(rf'<a href="{POLLS["en"]}{poll.pk}/">Partner doubled 1H.*?<td[^>]*>0 / 3</td>', listed, re.S)


@pytest.mark.django_db
def test_the_hand_can_come_from_the_records_deal(director_client, director, poll_data):
    record = RulingRecord.objects.create(director=director, event="E", board=7, deal=DEAL, facts="F")
    form = text_of(director_client.get(POLLS["en"] + f"new/?record={record.pk}"))
    assert re.search(rf'<option value="{record.pk}" selected>', form)
    assert make(director_client, {**poll_data, "hand": "", "record": record.pk}).status_code == 302
    assert Poll.objects.get().hand == WEST  # the seat to call after 1H X 2H is West


@pytest.mark.django_db
def test_a_poll_starts_from_the_records_pasted_lin(director_client, director, poll_data):
    """LIN gives the dealer (md|3: North) and the calls; the director cuts the auction back to the
    call in question, and the hand is the seat's to call (North after 1H X 2H pass)."""
    record = RulingRecord.objects.create(
        director=director, event="E", board=7, deal=DEAL, deal_source=LIN_DEAL + "sv|e|" + LIN_AUCTION
    )
    form = text_of(director_client.get(POLLS["tr"] + f"yeni/?record={record.pk}"))
    assert '<option value="N" selected>Kuzey</option>' in form
    assert '<option value="EW" selected>Doğu-Batı zonda</option>' in form
    assert 'value="1H X 2H pass 4H pass pass pass"' in form
    data = {**poll_data, "hand": "", "record": record.pk, "vulnerability": "EW", "auction": "1H X 2H pass"}
    assert make(director_client, data).status_code == 302
    assert (Poll.objects.get().seat, Poll.objects.get().hand) == ("N", "AK32.KQJ54.A7.82")


@pytest.mark.django_db
@pytest.mark.parametrize(
    "lang, field, value, message",
    [
        ("en", "pollees", "0", "The number of pollees must be a whole number from 1 to 20."),
        ("en", "pollees", "21", "The number of pollees must be a whole number from 1 to 20."),
        ("tr", "pollees", "21", "Katılımcı sayısı 1 ile 20 arasında bir tam sayı olmalıdır."),
        ("en", "hand", "S:T76 H:7 D:T864 C:T964", "West: the hand has 12 cards, not 13."),
        ("en", "hand", "♠ 10 7 6 ♥ 7 ♦ 10 8 6 4 ♣ 10 9 6 4 3 6", "West: ♣6 is given twice."),
        ("en", "hand", "T76.7.T864.T96Z3", "West: “Z” is not a rank"),
        ("en", "hand", "T76 7 T864 T9643", "Write the hand as AK32.KQJ54.A7.82"),
        ("en", "hand", "", "Give the pollee's hand, or choose a record whose deal holds it."),
        ("en", "auction", "1H 1C", "Call 2, 1♣, cannot be made there"),
        ("en", "auction", "1H pass X", "Call 3, double, cannot be made there"),  # 19A1: an opponent's bid
        ("en", "auction", "1H pass pass pass", "The auction is over after these calls"),
        ("en", "auction", "1H 2Z", "“Z” is not a strain"),
        ("tr", "auction", "1H XXX", "bir kontrat en çok sürkontrlu olabilir"),  # 19A1, 19B1: nothing doubles a redouble
        ("en", "auction", "1H 2NTXXX", "a contract is at most redoubled"),
        ("en", "auction", "1H 8C", "“8” is not a level"),  # 18A: one to seven
        ("en", "question", "", "Write the question to the pollees."),
    ],
)
def test_a_bad_poll_is_a_form_error_and_nothing_is_made(director_client, poll_data, lang, field, value, message):
    response = make(director_client, {**poll_data, field: value}, lang)
    assert response.status_code == 400
    page = text_of(response)
    assert message in page and 'class="field-error"' in page
    assert Poll.objects.count() == 0 and Pollee.objects.count() == 0


@pytest.mark.django_db
def test_another_directors_record_cannot_be_linked(director_client, other_director, poll_data):
    theirs = RulingRecord.objects.create(director=other_director, event="E", board=1, deal=DEAL)
    response = make(director_client, {**poll_data, "record": theirs.pk})
    assert response.status_code == 400 and "Choose one of your ruling records." in text_of(response)


# --- the pollee's page --------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_pollee_sees_the_hand_the_auction_and_the_question_and_nothing_else(client, director, lang):
    record = RulingRecord.objects.create(
        director=director, event="Ankara Cup", board=7, deal=DEAL, facts="SECRET-FACTS", ruling="SECRET-RULING"
    )
    poll, (mine, theirs, _) = new_poll(director, record=record)
    assert answer(Client(), theirs, "3H", "pass", "OTHER-PLAYERS-COMMENT").status_code == 200

    response = client.get(PAGE[lang].format(mine))
    assert response.status_code == 200
    assert response["X-Robots-Tag"] == "noindex, nofollow" and response["Referrer-Policy"] == "same-origin"
    page = text_of(response)
    assert '<meta name="robots" content="noindex, nofollow">' in page
    west, double = ("West", "double") if lang == "en" else ("Batı", "kontr")
    assert re.search(rf"<th scope=\"row\">{west}</th><td><span class=\"desk-suit\">♠ 10 7 6</span>", page)
    assert re.search(rf"<tr><td></td><td>1♥</td><td>{double}</td><td>2♥</td></tr>\s*<tr><td>\?</td></tr>", page)
    assert "Partner doubled 1H. What do you call?" in page
    for hidden in (
        "OTHER-PLAYERS-COMMENT",
        "SECRET-FACTS",
        "SECRET-RULING",
        "Ankara Cup",
        "ayse",
        "/director/",
        "/hakem/",
    ):
        assert hidden not in page, hidden


def origin_sent(policy: str, page_origin: str) -> str:
    """The Origin header a browser sends with a same-origin form POST from a page under the
    referrer `policy` (Fetch, "append a request Origin header": "no-referrer" gives "null"; the
    other policies give the page's origin on a same-origin request that is no downgrade)."""
    return "null" if policy == "no-referrer" else page_origin


@pytest.mark.django_db
def test_a_pollee_can_answer_from_a_browser_under_the_pages_referrer_policy(director):
    """The pollee's browser POSTs the answer with the Origin its page's referrer policy gives it;
    Django's CSRF check must accept it (under "no-referrer" every answer was a 403). The policy
    still sends no Referer to another site (the link stays out of other sites' logs)."""
    _, (token, *_) = new_poll(director)
    browser = Client(enforce_csrf_checks=True)
    page = browser.get(PAGE["tr"].format(token))
    meta = re.search(r'<meta name="referrer" content="([^"]+)">', text_of(page)).group(1)
    assert meta == page["Referrer-Policy"] in ("same-origin", "no-referrer")  # nothing leaves the site
    csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', text_of(page)).group(1)
    data = {"csrfmiddlewaretoken": csrf, "call": "3H", "alternatives": "", "comment": ""}
    sent = browser.post(PAGE["tr"].format(token), data, HTTP_ORIGIN=origin_sent(meta, "http://testserver"), follow=True)
    assert sent.status_code == 200 and "yanıtınız" in text_of(sent).lower(), sent.status_code
    assert Pollee.objects.get(label="1").call == "3H"


@pytest.mark.django_db
def test_one_answer_per_link_the_first_is_kept(client, director):
    poll, (token, *_) = new_poll(director)
    first = answer(client, token, "3H", "pass 4H", "Close between 3H and pass.")
    assert first.status_code == 200 and "your answer has been sent" in text_of(first)
    second = answer(client, token, "4H", "", "Changed my mind.")
    assert second.status_code == 409 and "already been answered" in text_of(second)
    pollee = poll.pollees.get(label="1")
    assert (pollee.call, pollee.alternatives, pollee.comment) == ("3H", "pass 4H", "Close between 3H and pass.")
    again = client.get(PAGE["en"].format(token))
    assert again.status_code == 200 and "already been answered" in text_of(again)
    assert 'method="post"' not in text_of(again)


@pytest.mark.django_db
def test_an_expired_link_is_refused(client, director):
    poll, (token, *_) = new_poll(director, closes_in=timedelta(seconds=-1))
    for response in (client.get(PAGE["tr"].format(token)), answer(client, token)):
        assert response.status_code == 410
    assert "Bu anket kapandı" in text_of(client.get(PAGE["tr"].format(token)))
    assert not poll.pollees.filter(answered_at__isnull=False).exists()


@pytest.mark.django_db
def test_an_unknown_link_is_not_found(client, director):
    new_poll(director)
    assert client.get(PAGE["en"].format("x" * 43)).status_code == 404
    assert answer(client, "x" * 43).status_code == 404


@pytest.mark.django_db
@pytest.mark.parametrize(
    "call, alternatives, message",
    [
        ("", "", "Choose your call."),
        ("1C", "", "Choose your call."),  # insufficient after 2H: not offered
        ("pass", "1C", "1♣ cannot be made at this turn."),
        ("pass", "3Z", "“Z” is not a strain"),
        ("pass", "3NTXXX", "a contract is at most redoubled"),  # 19A1, 19B1
    ],
)
def test_a_bad_answer_is_a_form_error_and_nothing_is_kept(client, director, call, alternatives, message):
    poll, (token, *_) = new_poll(director)
    response = answer(client, token, call, alternatives)
    assert response.status_code == 400 and message in text_of(response)
    assert not poll.pollees.filter(answered_at__isnull=False).exists()


# --- the tally ----------------------------------------------------------------------------------------


@pytest.mark.django_db
def test_the_tally_counts_each_call_and_quotes_16b1b_without_deciding(director_client, director):
    record = RulingRecord.objects.create(director=director, event="E", board=7, deal=DEAL)
    poll, tokens = new_poll(director, count=5, record=record)
    for token, call, alternatives in zip(tokens, ["pass", "pass", "3H", "pass"], ["3H", "", "pass", ""], strict=False):
        assert answer(Client(), token, call, alternatives).status_code == 200

    page = text_of(director_client.get(POLLS["en"] + f"{poll.pk}/"))
    assert "4 of 5 pollees answered." in page
    rows = re.findall(r'<tr data-call="([^"]+)"><td>[^<]+</td><td>(\d+)</td><td>(\d+) %</td><td>(\d+)</td></tr>', page)
    # pass: chosen by 3 of 4 (75 %), considered by all 4; 3H: chosen by 1 (25 %), considered by 2.
    assert rows == [("pass", "3", "75", "4"), ("3H", "1", "25", "2")]
    assert "significant proportion of players of the same standard as the player in question" in page
    assert "The Laws set no percentage" in page
    assert "/en/law/16/#16B1b" in page

    printed = text_of(director_client.get(f"/tr/hakem/kayitlar/{record.pk}/"))
    assert "5 katılımcıdan 4 yanıt verdi." in printed
    assert '<tr data-call="pass"><td>pas</td><td>3</td><td>%75</td><td>4</td></tr>' in printed
    assert f'href="/tr/hakem/anketler/yeni/?record={record.pk}"' in printed  # another poll for this ruling
    assert "belirgin bir oranının ciddi bir şekilde göz önünde bulunduracağı" in printed


@pytest.mark.django_db
def test_the_printed_ruling_numbers_the_pollees_and_leaves_out_their_labels_and_comments(director_client, director):
    """The printed ruling is handed to the players: a label is whatever the director typed (here a
    name) and a comment is free text, so the ruling shows each answer under "Pollee n" and no
    comment; the director's poll page keeps both, and the ruling links to it on the screen."""
    record = RulingRecord.objects.create(director=director, event="E", board=7, deal=DEAL)
    poll, tokens = new_poll(director, count=2, record=record)
    Pollee.objects.filter(poll=poll, label="1").update(label="Ayşe Yılmaz")
    Pollee.objects.filter(poll=poll, label="2").update(label="Bora Kaya")
    assert answer(Client(), tokens[0], "pass", "3H", comment="Bora would bid 3H").status_code == 200
    assert answer(Client(), tokens[1], "3H", "", comment="Clear 3H").status_code == 200

    printed = text_of(director_client.get(f"/en/director/records/{record.pk}/"))
    answers = printed.split('poll-answers">')[1].split("</table>")[0]
    assert re.findall(r"<tr><td[^>]*>([^<]+)</td>", answers) == ["Pollee 1", "Pollee 2"]
    for private in ("Ayşe", "Bora", "Clear 3H", "Pollee's comment"):
        assert private not in printed
    assert f'href="/en/director/polls/{poll.pk}/"' in printed
    assert "Katılımcı 1" in text_of(director_client.get(f"/tr/hakem/kayitlar/{record.pk}/"))

    page = text_of(director_client.get(POLLS["en"] + f"{poll.pk}/"))
    assert re.search(r"<td[^>]*>Ayşe Yılmaz</td>", page) and re.search(r"<td[^>]*>Bora would bid 3H</td>", page)


# --- the target: answers sent at once -------------------------------------------------------------------


@pytest.fixture
def threads_database(transactional_db, tmp_path):
    """The database the threads reach (tests.threads: on SQLite a file copy, set up as the site's)."""
    with threads_reach_the_database(tmp_path):
        yield


def at_once(requests) -> list[int]:
    """Each answer from its own thread and its own Client, all let go together."""
    barrier = threading.Barrier(len(requests))
    statuses: list[int] = [0] * len(requests)

    def send(i: int, token: str, call: str) -> None:
        client = Client()
        barrier.wait()
        try:
            statuses[i] = answer(client, token, call, comment=f"answer {i}").status_code
        finally:
            connection.close()

    threads = [threading.Thread(target=send, args=(i, *request)) for i, request in enumerate(requests)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return statuses


@pytest.fixture
def nine_links(transactional_db):
    director = User.objects.create_user("deniz")
    return new_poll(director, count=9)


def test_eight_pollees_answering_at_once_lose_nothing_and_a_link_answered_twice_at_once_keeps_one(
    nine_links, threads_database
):
    poll, tokens = nine_links
    calls = ["pass", "3H", "4H", "X", "pass", "3S", "pass", "3H"]
    assert at_once(list(zip(tokens[:8], calls, strict=True))) == [200] * 8

    def answers():
        return list(poll.pollees.order_by("id").values_list("call", "comment", "answered_at"))

    got = in_thread(answers)
    assert [(call, comment) for call, comment, _ in got[:8]] == [(call, f"answer {i}") for i, call in enumerate(calls)]
    assert all(when is not None for _, _, when in got[:8]) and got[8][2] is None

    statuses = at_once([(tokens[8], "pass"), (tokens[8], "4H")])
    assert sorted(statuses) == [200, 409]
    first = statuses.index(200)
    assert in_thread(answers)[8][:2] == (("pass", "4H")[first], f"answer {first}")


def test_the_director_module_needs_the_group(db):
    """The Director group of migration 0002 holds the poll permissions of migration 0003."""
    user = make_director("emre")
    assert all(user.has_perm(f"desk.{p}_poll") for p in ("add", "change", "view"))


def test_an_answer_that_waited_for_another_on_the_same_link_finds_it_answered(nine_links, threads_database):
    """The first answer's transaction holds the link's row while the second answer's UPDATE waits
    for it; once the first commits, the second must write nothing. On PostgreSQL the old UPDATE
    (its `answered_at IS NULL` inside a subquery through the poll) was not re-checked after the
    wait and overwrote the first answer: two 200s on one link in CI."""
    from django.db import transaction

    from desk.polls import Answer, record_answer

    poll, tokens = nine_links
    pollee = in_thread(lambda: Pollee.objects.get(poll=poll, token_hash=token_hash(tokens[0])))
    holding, results = threading.Event(), {}

    def first():
        try:
            with transaction.atomic():
                results["first"] = record_answer(pollee, Answer("pass", (), "first"))
                holding.set()
                # Long enough for the second answer's UPDATE to be waiting on this row.
                threading.Event().wait(1.5)
        finally:
            connection.close()

    def second():
        try:
            holding.wait(10)
            results["second"] = record_answer(pollee, Answer("4H", (), "second"))
        finally:
            connection.close()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert results == {"first": True, "second": False}
    kept = in_thread(lambda: Pollee.objects.values_list("call", "comment").get(pk=pollee.pk))
    assert kept == ("pass", "first")


@pytest.mark.django_db
@pytest.mark.parametrize("lang,board", [("tr", "Bord 7"), ("en", "Board 7")])
def test_the_poll_list_names_its_records_board_as_the_record_does(director_client, director, lang, board):
    """The list showed "Kış Ligi · 7": a bare number after the event, where the record's own page and
    its breadcrumbs say "Kış Ligi · Bord 7" (polish73)."""
    record = RulingRecord.objects.create(director=director, event="Kış Ligi", board=7, deal=DEAL, facts="F")
    new_poll(director, record=record)
    listed = " ".join(re.sub(r"<[^>]+>", " ", text_of(director_client.get(POLLS[lang]))).split())
    assert f"Kış Ligi · {board}" in listed


@pytest.mark.django_db
@pytest.mark.parametrize("lang,board", [("tr", "Bord 7"), ("en", "Board 7")])
def test_the_poll_forms_record_choice_names_the_board_as_the_list_does(director_client, director, lang, board):
    """The new poll's record choice read "Kış Ligi · 7" (the record's str), the list "Kış Ligi · Bord 7"."""
    RulingRecord.objects.create(director=director, event="Kış Ligi", board=7, deal=DEAL, facts="F")
    with override(lang):
        form = text_of(director_client.get(reverse("desk:poll_new")))
    assert re.search(rf"<option value=\"\d+\"[^>]*>Kış Ligi · {board}</option>", form), form
