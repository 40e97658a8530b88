"""The quiz pages in both languages, on markup made for a phone; practice and exam flows;
progress that survives logging out and in; accounts; bad input never a server error."""

import re
from datetime import timedelta
from html.parser import HTMLParser

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.test import Client, override_settings
from django.utils import timezone

from quizzes import bank
from quizzes.models import Exam, ServedQuestion
from tests.seen import seen

from .helpers import choice_tokens, open_question, right_and_wrong_tokens, served_token, shown_in, url_in

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("path", ["quiz/", "quiz/practice/", "quiz/review/", "quiz/progress/"])
def test_pages_answer_in_both_languages(lang, path):
    from django.urls import reverse
    from django.utils import translation

    name = {"quiz/": "home", "quiz/practice/": "practice", "quiz/review/": "review", "quiz/progress/": "progress"}[path]
    with translation.override(lang):
        url = reverse(f"quizzes:{name}")
    response = Client().get(url)
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<html lang="{lang}">' in html
    assert 'name="viewport" content="width=device-width, initial-scale=1"' in html
    assert "css/quiz.css" in html


def test_deal_diagram_names_cards_as_the_laws_do_in_each_language():
    client = Client()
    # read as drawn: the suits' words for a screen reader left out (a11y61)
    tr = seen(open_question(client, "revoke", "c-ornek-2-ruff-holding-the-ace", "tr")[0])
    en = seen(open_question(client, "revoke", "c-ornek-2-ruff-holding-the-ace", "en")[0])
    assert 'class="deal"' in tr and 'class="play"' in tr
    # West's ♠K lead: Rua in Turkish, King in English; hearts and diamonds in red
    assert "♠R" in tr and "♠K" not in tr
    assert "♠K" in en
    assert '<span class="sym red">♥</span>' in en and '<span class="sym red">♦</span>' in en
    assert re.search(r'<span class="red">♥(10|[2-9AKQJ])</span>', en)
    assert "Kuzey" in tr and "North" in en


@pytest.mark.parametrize("qtype", ["revoke", "penalty_card", "lead_out_of_turn"])
def test_play_questions_show_a_diagram(qtype):
    html, _served = open_question(Client(), qtype, "1")
    assert 'class="deal"' in html


def _centre(html: str) -> str:
    return re.search(r'<div class="deal-centre">(.*?)<div class="hand hand-E">', html, re.S).group(1)


@pytest.mark.parametrize("lang, said", [("tr", "Doğu sırasız çıktı"), ("en", "led out of turn by East")])
def test_a_card_led_out_of_turn_lies_in_the_middle_of_the_table_with_who_led_it(lang, said):
    # lead_out_of_turn seed 9: West was to make the opening lead, East faces the ♥7
    html, _ = open_question(Client(), "lead_out_of_turn", "9", lang)
    centre = _centre(seen(html))
    assert re.search(r'<span class="faced-card red">♥7</span>\s*<span class="faced-by">' + said + "</span>", centre)
    # a spade or club stays black, and the player named by the Laws' card names (seed 0: West's ♣A)
    html, _ = open_question(Client(), "lead_out_of_turn", "0", lang)
    assert re.search(
        r'<span class="faced-card">♣A</span>\s*<span class="faced-by">'
        + ("Batı sırasız çıktı" if lang == "tr" else "led out of turn by West"),
        _centre(seen(html)),
    )


def test_a_trick_in_progress_shows_each_card_with_its_player_and_a_regular_lead_as_led():
    # penalty_card seed 5: North, who won trick 8, leads the ♣4 to trick 9; East plays the ♣8
    html, _ = open_question(Client(), "penalty_card", "5", "en")
    centre = _centre(seen(html))
    assert re.search(r'♣4</span>\s*<span class="faced-by">led by North</span>', centre)
    assert re.search(r'♣8</span>\s*<span class="faced-by">East</span>', centre)
    assert "out of turn" not in centre
    # a finished play leaves nothing in the middle but the contract
    html, _ = open_question(Client(), "revoke", "0", "en")
    assert "faced" not in _centre(html)


def test_practice_keeps_to_the_chosen_topics_and_offers_the_next_question():
    client = Client()
    shown = []
    for _ in range(4):
        response = client.get("/en/quiz/practice/?topics=imps&topics=board")
        assert response.status_code == 200
        shown.append(shown_in(response.content.decode()))
    assert {s.qtype for s in shown} <= {"imps", "board"}
    served = shown[-1]
    question = bank.question(served.qtype, served.ref)
    data = {"served": served.token, "topics": ["imps", "board"]}
    if question.choices:
        data["choice"] = right_and_wrong_tokens(served, question)[0]
    else:
        data["number"] = question.answer
    page = client.post("/en/quiz/answer/", data, follow=True).content.decode()
    assert "topics=imps&amp;topics=board" in page


def test_feedback_quotes_the_cited_paragraphs_with_links():
    client = Client()
    question = bank.question("revoke", "c-ornek-4-dummy-ace-ruff")
    _html, served = open_question(client, "revoke", "c-ornek-4-dummy-ace-ruff", "tr")
    page = client.post(
        url_in("tr", "answer"),
        {"served": served.token, "choice": right_and_wrong_tokens(served, question)[0]},
        follow=True,
    ).content.decode()
    assert 'href="/tr/yasa/64/#64A2"' in page
    assert "<blockquote" in page and "kusurlu oyuncu" in page  # the Turkish text of 64A2
    # Örnek 4: "West, overlooking his ♥Q, discards a spade on the second heart" (trick 3, after
    # the ♦Q lead and the ♥A): once answered, that card and no other is marked as the revoke.
    [(trick, seat, card)] = _marked_revokes(page)
    assert (trick, seat) == ("3", "Batı") and card.startswith("♠")
    assert _marked_revokes(_html) == []  # the question page does not give the revoke away
    en_page = client.post(
        "/en/quiz/answer/",
        {"served": open_question(client, "revoke", "c-ornek-4-dummy-ace-ruff")[1].token, "choice": "x"},
        follow=True,
    )
    assert en_page.status_code == 400


class _PlayTable(HTMLParser):
    """The cells of the play record (table.play): column headings, and for each trick row its
    number and, per cell, its classes and text."""

    def __init__(self):
        super().__init__()
        self.in_play = False
        self.headings: list[str] = []
        self.rows: list[list[tuple[set, str]]] = []
        self.cell: list | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table" and "play" in (attrs.get("class") or "").split():
            self.in_play = True
        elif self.in_play and tag == "tr":
            self.rows.append([])
        elif self.in_play and tag in ("th", "td"):
            self.cell = [set((attrs.get("class") or "").split()), ""]
        elif self.in_play and tag == "s" and self.cell is not None:
            self.cell.append("withdrawn")

    def handle_endtag(self, tag):
        if tag == "table":
            self.in_play = False
        elif self.in_play and tag in ("th", "td") and self.cell is not None:
            self.rows[-1].append((self.cell[0], self.cell[1].strip()))
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None and "withdrawn" not in self.cell:
            self.cell[1] += data


def _marked_revokes(page: str) -> list[tuple[str, str, str]]:
    """(trick number, seat heading, card) of each cell the play record marks as a revoke."""
    parser = _PlayTable()
    parser.feed(seen(page))
    if not parser.rows:
        return []
    headings = [text for _classes, text in parser.rows[0]]
    marked = []
    for row in parser.rows[1:]:
        for column, (classes, text) in enumerate(row):
            if "revoke" in classes:
                marked.append((row[0][1], headings[column], text.replace("!", "").strip()))
    return marked


def test_unknown_types_and_refs_are_404():
    client = Client()
    assert client.get("/en/quiz/question/nonsense/1/").status_code == 404
    assert client.get("/en/quiz/question/revoke/-5/").status_code == 404
    assert client.get("/en/quiz/question/revoke/99999999999999999999/").status_code == 404
    assert client.get("/en/quiz/question/revoke/c-no-such-question/").status_code == 404
    assert client.get("/en/quiz/exam/not-an-exam/").status_code == 404


@pytest.mark.parametrize("query", ["topics=bogus", "topics=", "topics=revoke&topics=%00"])
def test_unknown_topics_are_a_form_error(query):
    response = Client().get(f"/en/quiz/practice/?{query}")
    assert response.status_code == 400
    assert "Choose topics from the list." in response.content.decode()


@pytest.mark.parametrize(
    "data",
    [
        {"count": "-3"},
        {"count": "0"},
        {"count": "many"},
        {"count": "500"},
        {"count": "5", "time_limit": "-1"},
        {"count": "5", "topics": "bogus"},
    ],
)
def test_bad_exam_settings_are_form_errors(data):
    response = Client().post("/en/quiz/exam/", data)
    assert response.status_code == 400
    assert not Exam.objects.exists()


def _answer_current(client, exam, right: bool):
    page = client.get(f"/en/quiz/exam/{exam.token}/")
    if page.status_code == 302:
        return page
    html = page.content.decode()
    served = ServedQuestion.objects.get(token=served_token(html))
    question = bank.question(served.qtype, served.ref)
    # no feedback on an exam question: no verdict, no explanation
    assert "Right." not in html and "Not quite." not in html and '<ol class="steps">' not in html
    data = {"served": served.token}
    if question.choices:
        data["choice"] = right_and_wrong_tokens(served, question)[0 if right else 1]
    else:
        data["number"] = question.answer if right else str(int(question.answer) + 1)
    return client.post("/en/quiz/answer/", data)


def test_an_exam_gives_no_feedback_until_the_end_then_scores_per_topic():
    client = Client()
    response = client.post("/en/quiz/exam/", {"count": "6", "topics": ["revoke", "board", "where"]})
    assert response.status_code == 302
    exam = Exam.objects.get()
    assert exam.items.count() == 6 and set(exam.items.values_list("qtype", flat=True)) == {"revoke", "board", "where"}
    for i in range(6):
        after = _answer_current(client, exam, right=i % 2 == 0)
        assert after.status_code == 302
    results = client.get(f"/en/quiz/exam/{exam.token}/")
    assert results.status_code == 302 and results["Location"].endswith("/results/")
    page = client.get(results["Location"]).content.decode()
    assert "3 right out of 6." in page
    assert page.count('class="quiz-question answered missed"') == 3
    assert "Questions to review" in page
    # Topics in their fixed order (board before revoke before where), whatever order they came in.
    rows = page[page.index('class="per-topic"') : page.index("</table>")]
    assert rows.index("Boards and dealing") < rows.index("Revokes") < rows.index("Which Law?")
    exam.refresh_from_db()
    assert exam.finished_at is not None


def test_the_default_exam_has_twenty_questions():
    client = Client()
    client.post("/en/quiz/exam/", {"count": "20"})
    assert Exam.objects.get().items.count() == 20


def test_answers_after_the_time_limit_are_refused_and_the_exam_ends():
    client = Client()
    client.post("/en/quiz/exam/", {"count": "3", "time_limit": "1", "topics": ["board"]})
    exam = Exam.objects.get()
    html = client.get(f"/en/quiz/exam/{exam.token}/").content.decode()
    assert 'class="timer"' in html
    token = served_token(html)
    Exam.objects.filter(pk=exam.pk).update(started_at=timezone.now() - timedelta(minutes=2))
    refused = client.post("/en/quiz/answer/", {"served": token, "choice": choice_tokens(html)[0]}, follow=True)
    assert refused.status_code == 409
    assert "The exam is over" in refused.content.decode()
    assert client.get(f"/en/quiz/exam/{exam.token}/")["Location"].endswith("/results/")
    page = client.get(f"/en/quiz/exam/{exam.token}/results/").content.decode()
    assert "0 right out of 3." in page and "Not answered." in page


def test_an_exam_can_be_ended_early_and_belongs_to_its_owner():
    client, other = Client(), Client()
    client.post("/en/quiz/exam/", {"count": "4", "topics": ["where"]})
    exam = Exam.objects.get()
    assert other.get(f"/en/quiz/exam/{exam.token}/").status_code == 404
    assert other.get(f"/en/quiz/exam/{exam.token}/results/").status_code == 404
    response = client.post(f"/en/quiz/exam/{exam.token}/finish/")
    assert response.status_code == 302
    assert "0 right out of 4." in client.get(response["Location"]).content.decode()


def _practise(client, qtype, ref, right=True):
    question = bank.question(qtype, ref)
    _html, served = open_question(client, qtype, ref)
    token = right_and_wrong_tokens(served, question)[0 if right else 1]
    assert client.post("/en/quiz/answer/", {"served": served.token, "choice": token}, follow=True).status_code == 200


def test_progress_survives_logging_out_and_in():
    client = Client()
    _practise(client, "board", "1")
    _practise(client, "where", "2", right=False)
    signup = client.post(
        "/en/accounts/signup/",
        {"username": "director", "password1": "kontr-surkontr-77", "password2": "kontr-surkontr-77"},
    )
    assert signup.status_code == 302
    user = User.objects.get(username="director")
    assert ServedQuestion.objects.filter(user=user).count() == 2  # the session's practice came along
    _practise(client, "board", "3")
    assert client.post("/en/accounts/logout/", {"next": "/en/quiz/"}).status_code == 302
    anonymous = client.get("/en/quiz/progress/").content.decode()
    assert "Right answers in a row: 0" in anonymous
    assert (
        client.post("/en/accounts/login/", {"username": "director", "password": "kontr-surkontr-77"}).status_code == 302
    )
    page = client.get("/en/quiz/progress/").content.decode()
    assert "Right answers in a row: 1" in page
    assert re.search(r"<td>All topics</td><td>3</td><td>2</td><td>67</td>", page)
    assert "<svg" in page and "<polyline" in page
    assert "Current streak: 1 day" in page
    assert User.objects.get(username="director").quiz_cards.count() == 3


def test_a_user_cannot_answer_what_was_served_to_another_user():
    User.objects.create_user("a", password="pw-aaaa-1234")
    User.objects.create_user("b", password="pw-bbbb-1234")
    alice, bob = Client(), Client()
    alice.login(username="a", password="pw-aaaa-1234")
    bob.login(username="b", password="pw-bbbb-1234")
    question = bank.question("board", "1")
    _html, served = open_question(alice, "board", "1")
    response = bob.post(
        "/en/quiz/answer/", {"served": served.token, "choice": right_and_wrong_tokens(served, question)[0]}, follow=True
    )
    assert response.status_code == 403


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_account_pages_exist_in_both_languages(lang):
    from django.urls import reverse
    from django.utils import translation

    client = Client()
    with translation.override(lang):
        urls = [reverse(n) for n in ("login", "quizzes:signup")]
        change = reverse("password_change")
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, url
        assert f'<html lang="{lang}">' in response.content.decode()
    assert client.get(change).status_code == 302  # log in first
    User.objects.create_user("c", email="c@example.org", password="pw-cccc-1234")
    client.login(username="c", password="pw-cccc-1234")
    assert client.get(change).status_code == 200


def test_log_in_and_out_say_so():
    User.objects.create_user("d", password="pw-dddd-1234")
    client = Client()
    page = client.post(
        "/en/accounts/login/", {"username": "d", "password": "pw-dddd-1234", "next": "/en/quiz/"}, follow=True
    )
    assert "You are logged in." in page.content.decode()
    page = client.post("/en/accounts/logout/", {"next": "/en/quiz/"}, follow=True)
    assert "You are logged out." in page.content.decode()
    bad = client.post("/en/accounts/login/", {"username": "d", "password": "wrong"})
    assert bad.status_code == 200 and "Please enter a correct username and password." in bad.content.decode()


@override_settings(PASSWORD_RESET_ENABLED=True)  # as with a real EMAIL_BACKEND: quizzes/tests/test_accounts.py
def test_password_reset_sends_a_link():
    User.objects.create_user("e", email="e@example.org", password="pw-eeee-1234")
    response = Client().post("/en/accounts/password_reset/", {"email": "e@example.org"})
    assert response.status_code == 302
    assert len(mail.outbox) == 1 and "/en/accounts/reset/" in mail.outbox[0].body


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_log_in_without_next_lands_on_the_quizzes_in_the_pages_language(lang):
    User.objects.create_user("f", password="pw-ffff-1234")
    from django.urls import reverse
    from django.utils import translation

    with translation.override(lang):
        login_url, logout_url = reverse("login"), reverse("logout")
    client = Client(HTTP_ACCEPT_LANGUAGE="en" if lang == "tr" else "tr")  # the browser says otherwise
    page = client.post(login_url, {"username": "f", "password": "pw-ffff-1234"}, follow=True)
    assert page.redirect_chain[-1][0] == url_in(lang, "home")
    assert f'<html lang="{lang}">' in page.content.decode()
    logged_in = {"tr": "Giriş yaptınız.", "en": "You are logged in."}[lang]
    assert logged_in in page.content.decode()
    page = client.post(logout_url, follow=True)
    assert page.redirect_chain[-1][0] == url_in(lang, "home")


def test_logging_in_from_an_answer_page_comes_back_to_a_page_that_opens():
    User.objects.create_user("g", password="pw-gggg-1234")
    client = Client()
    question = bank.question("board", "1")
    _html, served = open_question(client, "board", "1")
    feedback = client.post(
        "/en/quiz/answer/", {"served": served.token, "choice": right_and_wrong_tokens(served, question)[0]}, follow=True
    )
    login_url = re.search(r'href="(/en/accounts/login/[^"]*)"', feedback.content.decode()).group(1)
    form = client.get(login_url).content.decode()
    next_url = re.search(r'class="auth-form">.*?name="next" value="([^"]*)"', form, re.S).group(1)
    page = client.post(login_url, {"username": "g", "password": "pw-gggg-1234", "next": next_url}, follow=True)
    assert page.status_code == 200  # not a GET of the answer page (405)
    # from a page that can be fetched again, log-in comes back to it
    practice = client.get("/en/quiz/practice/?topics=revoke&topics=imps")
    assert practice.status_code == 200
    client.post("/en/accounts/logout/")
    practice = Client().get("/en/quiz/practice/?topics=revoke&topics=imps").content.decode()
    login_url = re.search(r'href="(/en/accounts/login/[^"]*)"', practice).group(1)
    assert "next=/en/quiz/practice/%3Ftopics%3Drevoke%26topics%3Dimps" in login_url


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_red_holding_is_red_card_by_card_as_on_the_table_page(lang):
    """fix55: a claim question's prompt "North: ♠A Q ♥5 ♦K 6" coloured only "♦K" of "♦K 6". The
    table page draws a red suit's symbol and every card of it red (templates/situations/table.html,
    "card red"); the prompt's holdings and the deal diagram's suits now look the same. Claim seed
    300: North ♦K 6, East ♥8 6 (Turkish ♦R 6: the Laws' "R" for the king)."""
    html, _served = open_question(Client(), "claim", "300", lang)
    html = seen(html)  # as drawn: the suits' words for a screen reader left out (a11y60)
    prompt = html[html.index('<div class="prompt">') :]
    prompt = prompt[: prompt.index("</div>")]
    king = {"en": "K", "tr": "R"}[lang]
    assert f'<span class="red">♦{king} 6</span>' in prompt
    assert '<span class="red">♥8 6</span>' in prompt
    assert "♠A" in prompt and '<span class="red">♠' not in prompt  # the black suits stay black
    revoke = seen(open_question(Client(), "revoke", "c-ornek-2-ruff-holding-the-ace", lang)[0])
    lines = re.findall(r'<div class="suit-line([^"]*)"><span class="sym[^"]*">([♠♥♦♣])</span>', revoke)
    assert lines and all((" red" in css) == (symbol in "♥♦") for css, symbol in lines)
