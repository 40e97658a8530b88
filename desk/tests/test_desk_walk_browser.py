"""The ruling desk walked in real Chromium against the real production server (issue 23's third
target): a director records a hesitation case from a pasted LIN, runs a poll with three pollees,
reaches a weighted adjusted score, prints the ruling, a publisher publishes it, and it appears
under the paragraph it cites on the Law page and in search.

The case. North deals, 1♥ X 2♥ pass; West passed only after an unmistakable hesitation; North
passes and East, holding QJ9.A82.KQJ5.KJ7, bids 2♠. Law 16B1 names the hesitation ("kuşkuya yer
bırakmayan duraksama"; WBF "unmistakable hesitation") as unauthorised information, and 16B1(a):
"Bir oyuncu, mantıklı başka bir seçeneği varken, kendisine ulaşan bir dış bilginin açıkça
gösterdiği doğrultudaki belli bir konuşma veya oyun tarzını tercih edemez" (WBF: "A player may not
choose a call or play that is demonstrably suggested over another by unauthorized information if
the other call or play is a logical alternative"). The poll asks East's peers, 16B1(b): "belirgin
bir oranının ciddi bir şekilde göz önünde bulunduracağı" (WBF: "a significant proportion ... would
seriously consider"). Without the infraction North plays 2♥, making eight tricks (+110 for
North-South) or nine (+140), weighted 60 % and 40 % under 12C1(c): "Atamalı ayarlı skor, masada
gerçekleşmesi olası birkaç farklı sonucun gerçekleşme oranına bağlı ağırlıklı toplamı yansıtacak
şekilde belirlenebilir" (WBF: "may be weighted to reflect the probabilities of a number of
potential results"). The other table scored +110 for North-South; Law 78B's scale (the Turkish
table: a difference of 0–10 is 0 IMPs, of 20–40 is 1 IMP) makes the two results 0 and 1 IMP, and
60 % of 0 plus 40 % of 1 is 0.4 IMPs, "0,4" on a Turkish page. The walk checks the engine's figure
on the page against this hand-worked one; it does not judge the case (the director does).

Everything a person does is a click or typing (elements found by id, name or address, not by
their translated words); the server is `manage.py serve` (tests/walk.py). A pollee has no account:
two answer in a second window of their own, the third by a plain HTTP POST with the page's CSRF
token and cookie, as any client would.
"""

from __future__ import annotations

import contextlib
import re
import secrets
import urllib.parse
import urllib.request
from html import unescape

import pytest

from tests.chromium import needs_chromium
from tests.walk import Person, Site, Window, index_caught_up, search_path, serving, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.server, needs_chromium]

DIRECTOR = Person("hakem-tuncay", "Director", "walk-" + secrets.token_urlsafe(18), staff=False)
PUBLISHER = Person("yayinci-pelin", "Publisher", "walk-" + secrets.token_urlsafe(18))
# BBO's hand viewer writes the players' names (pn|), the deal (md|3: North deals, then South's,
# West's, North's and East's hands), the vulnerability, the board and the auction; "an|" is BBO's
# annotation of the call before it (here West's slow pass).
PLAYERS = ("Nurhanoglu", "Orhunsoy", "Selinbay", "Ulkucan")
LIN = (
    f"pn|{','.join(PLAYERS)}|st||md|3S854HT963D932CAQ5,ST76H7DT864CT9643,SAK32HKQJ54DA7C82,SQJ9HA82DKQJ5CKJ7|"
    "sv|o|ah|Board 7|mb|1H|mb|d|mb|2H|mb|p|an|long pause|mb|p|mb|2S|mb|p|mb|p|mb|p|pg||"
)
EAST = "QJ9.A82.KQJ5.KJ7"
# A word of the facts that nothing else on the site holds (checked before publication).
ONLY_IN_THIS_CASE = "yirmiiki"
FACTS = (
    "Batı, 2♥'den sonra yaklaşık yirmiiki saniye düşünüp pas dedi; Kuzey pas, Doğu 2♠ dedi. "
    "Kuzey-Güney duraksamayı kabul etti."
)
EVENT = "Kulüp çift turnuvası"
RULING = "Doğu'nun 2♠ konuşması 16B1(a) uyarınca iptal; skor ayarlandı."
LAW = "16B1(a)"
WEIGHTED_FIGURE = "0,4"  # see the module's docstring: 60 % of 0 IMPs + 40 % of 1 IMP
INDEX_WITHIN = 180  # a ceiling against a hang, as the editor walk's (tests/walk.py)


@pytest.fixture
def site(tmp_path, production_template):
    with serving(
        tmp_path,
        production_template,
        [DIRECTOR, PUBLISHER],
        port_variable="DESK_WALK_PORT",
        ready_search="duraksama",
        INDEXER_BUILDS_BOOKS="0",  # the books are not walked here (see the editor walk)
    ) as running:
        yield running


@pytest.fixture
def browsers(chromium_windows):
    # The session's windows (conftest.chromium_windows), two at a time: the editor's walk borrows
    # the same two when it runs in this process.
    with contextlib.ExitStack() as windows:
        yield lambda: windows.enter_context(chromium_windows.window("chromium-desk-walk-", 1280, 1000))


class Visitor(Window):
    """One person at the site (the director, a pollee, the publisher, a reader)."""

    def select(self, css: str, value: str) -> None:
        from selenium.webdriver.support.ui import Select

        Select(self.find(css)).select_by_value(value)

    def log_in_on_the_site(self, person: Person) -> None:
        """On the site's log-in page, where the desk sends a visitor (the director is no staff)."""
        assert self.finds("form.auth-form"), f"not the log-in page: {self.driver.current_url}"
        self.type_into("form.auth-form #id_username", person.username)
        self.type_into("form.auth-form #id_password", person.password)
        self.click("form.auth-form [type=submit]")
        assert not self.finds("form.auth-form"), f"{person.username} could not log in"


def answered(site: Site) -> int:
    with site.database() as db:
        return db.execute("SELECT COUNT(*) FROM desk_pollee WHERE answered_at IS NOT NULL").fetchone()[0]


def post_answer(url: str, call: str, alternatives: str) -> int:
    """A pollee's answer by plain HTTP: GET the page (its CSRF cookie and token), POST the form."""
    with urllib.request.urlopen(url, timeout=30) as page:
        cookie = "; ".join(c.split(";")[0] for c in page.headers.get_all("Set-Cookie") or [])
        body = page.read().decode()
    token = unescape(re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', body).group(1))
    data = urllib.parse.urlencode(
        {"csrfmiddlewaretoken": token, "call": call, "alternatives": alternatives, "comment": ""}
    )
    request = urllib.request.Request(url, data=data.encode(), headers={"Cookie": cookie})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status


def assert_tally(window: Visitor) -> None:
    """The poll's tally on the page: 3 of 3 answered, pass chosen twice (once with 2♠ seriously
    considered), 2♠ once."""
    from selenium.webdriver.common.by import By

    tally = window.find(".poll-tally")
    assert re.findall(r"\d+", tally.find_element(By.CSS_SELECTOR, "p").text) == ["3", "3"], tally.text
    assert len(window.finds("table.poll-answers tbody tr")) == 3, tally.text
    rows = {row.get_attribute("data-call"): row for row in window.finds("table.poll-calls tbody tr")}
    columns = {call: [cell.text for cell in row.find_elements(By.TAG_NAME, "td")][1::2] for call, row in rows.items()}
    assert columns == {"pass": ["2", "2"], "2S": ["1", "2"]}, columns  # chosen; chosen or considered


def test_a_director_rules_on_a_hesitation_polls_three_peers_prints_and_the_case_is_published(site, browsers):
    from selenium.webdriver.common.by import By

    assert site.get(search_path(ONLY_IN_THIS_CASE)).json()["results"] == [], "the word is already on the site"
    director = Visitor(browsers(), site)

    # 1. From the home page: the quizzes (where the account bar is), log in, the desk, the form.
    director.driver.get(site.url("/tr/"))
    director.click('.site-nav a[href="/tr/testler/"]')
    director.click('.account a[href^="/tr/hesap/login/"]')
    director.log_in_on_the_site(DIRECTOR)
    director.click("a.desk-link")
    director.click('nav.breadcrumbs a[href="/tr/hakem/karar-adimlari/"]')
    director.click('a[href$="?path=ui"]')
    director.click('ul.judgement-answers a[href$="&ui=yes"]')
    director.click('ul.judgement-answers a[href$="&suggested=yes"]')
    director.type_into("#j-detail", "pas")  # the logical alternative to 2♠
    director.click('button[name="alternative"][value="yes"]')
    director.click('ul.judgement-answers a[href$="&damage=yes"]')
    # The last step: two potential results for North-South, weighted, at IMPs against +110.
    weighted = director.find('form.score-form:has(input[name="kind"][value="weighted"])')
    weighted.find_element(By.CSS_SELECTOR, 'input[name="form"][value="imps"]').click()
    weighted.find_element(By.CSS_SELECTOR, 'input[name="side"][value="NS"]').click()
    for number, tricks, weight in ((1, "8", "60"), (2, "9", "40")):
        director.type_into(f'input[name="contract{number}"]', "2H")
        director.select(f'select[name="declarer{number}"]', "N")
        director.type_into(f'input[name="tricks{number}"]', tricks)
        director.type_into(f'input[name="weight{number}"]', weight)
    director.type_into("#s-other", "110")
    director.click_element(weighted.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    assert not director.finds(".form-error"), director.find(".form-error").text
    figure = director.find(".judgement-figure").text
    assert WEIGHTED_FIGURE in figure and "12C1(c)" in figure, figure

    # "Make a ruling record from this": the record's form, prefilled.
    # The link carries the walk, which the form's page reads again (polish79): a reload draws it the same.
    director.click('.score-result a[href^="/tr/hakem/karar-adimlari/kayit/?"]')
    assert director.find("#id_adjusted_score").get_attribute("value") == figure
    director.driver.refresh()
    assert director.find("#id_adjusted_score").get_attribute("value") == figure
    laws = director.find("#id_laws").get_attribute("value")
    assert LAW in [label.strip() for label in laws.split(",")], laws
    prefilled_facts = director.find("#id_facts").get_attribute("value")
    assert prefilled_facts, "the judgement's answers are the facts' first lines"
    director.type_into("#id_event", EVENT)
    director.type_into("#id_board", "7")
    director.type_into("#id_deal_source", LIN)
    director.find("#id_facts").send_keys("\n" + FACTS)
    director.type_into("#id_ruling", RULING)
    director.click("form.desk-form button[type=submit]")
    assert not director.finds(".form-error"), director.find(".form-error").text
    record_path = urllib.parse.urlsplit(director.driver.current_url).path
    assert re.fullmatch(r"/tr/hakem/kayitlar/\d+/", record_path), record_path

    # 2. A poll from the record: the auction cut back to East's turn, East's hand from the deal.
    director.click(f'.desk-actions a[href$="?record={record_path.split("/")[-2]}"]')
    assert director.find("#id_dealer").get_attribute("value") == "N"  # md|3
    director.type_into("#id_auction", "1H X 2H pass pass")
    director.type_into("#id_question", "Ortağınız uzun düşünüp pas dedi. Ne dersiniz?")
    director.type_into("#id_pollees", "3")
    director.click("form.desk-form button[type=submit]")
    assert not director.finds(".form-error"), director.find(".form-error").text
    poll_url = director.driver.current_url
    links = [field.get_attribute("value") for field in director.finds("input.poll-link")]
    assert len(links) == 3, links
    director.driver.refresh()
    assert not director.finds("input.poll-link"), "the links are shown once"
    with site.database() as db:
        assert db.execute("SELECT seat, hand FROM desk_poll").fetchall() == [("E", EAST)]

    # Two pollees in a window of their own (no account), the third by HTTP.
    pollee = Visitor(browsers(), site)
    for link, call, alternatives in ((links[0], "pass", "2S"), (links[1], "pass", "")):
        pollee.driver.get(link)
        shown = [o.get_attribute("value") for o in pollee.finds("#id_call option")]
        assert call in shown and "2S" in shown, shown
        pollee.select("#id_call", call)
        pollee.type_into("#id_alternatives", alternatives)
        pollee.click("form.desk-form button[type=submit]")
        assert pollee.finds(".poll-status") and not pollee.finds("form.desk-form")
    assert post_answer(links[2], "2S", "") == 200
    assert answered(site) == 3

    director.driver.get(poll_url)
    assert_tally(director)

    # 3. The printable ruling: the deal, the Laws as links, the adjusted score, the tally.
    director.driver.get(site.url(record_path))
    hands = director.finds("table.desk-hands tr")
    assert len(hands) == 4, director.find("article.desk-ruling").text
    law_link = director.find(f'.desk-laws a[data-label="{LAW}"]')
    law_href = law_link.get_attribute("href")
    assert urllib.parse.urlsplit(law_href).path == "/tr/yasa/16/", law_href
    anchor = urllib.parse.unquote(urllib.parse.urlsplit(law_href).fragment)
    assert WEIGHTED_FIGURE in director.find('section[aria-labelledby="score-h"]').text
    assert_tally(director)
    assert director.finds('link[rel="stylesheet"][media="print"]'), "the print stylesheet is linked"
    director.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    hidden = director.driver.execute_script(
        "return ['.site-header', '.breadcrumbs', '.desk-actions', '.desk-history'].map("
        "s => document.querySelector(s) && getComputedStyle(document.querySelector(s)).display)"
    )
    shown = director.driver.execute_script("return getComputedStyle(document.querySelector('.desk-hands')).display")
    director.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    assert hidden == ["none"] * 4 and shown != "none", (hidden, shown)

    # 4. The publisher, in the pollee's window: a published ruling from the record, in the admin.
    publisher = pollee
    publisher.log_in(PUBLISHER)
    publisher.click('#content-main a[href="/tr/admin/casebook/publishedruling/add/"]')
    record_pk = record_path.split("/")[-2]
    publisher.select("#id_record", record_pk)
    publisher.click('input[name="_save"]')
    assert publisher.find("#id_facts").get_attribute("value").endswith(FACTS.split()[-1])
    publisher.find("#id_names_no_player").click()
    publisher.type_into("#id_commentary_tr", "Duraksamadan sonra mantıklı seçenek pastı.")
    publisher.click('input[name="_save"]')
    assert publisher.messages("success"), publisher.finds(".errornote") and publisher.find("#content").text
    row = publisher.driver.find_element(By.XPATH, "//table[@id='result_list']//tr[.//th/a]")
    case_pk = re.search(r"/publishedruling/(\d+)/", row.find_element(By.CSS_SELECTOR, "th a").get_attribute("href"))
    row.find_element(By.CSS_SELECTOR, 'input[name="_selected_action"]').click()
    publisher.select('select[name="action"]', "publish")
    publisher.click('button[name="index"]')
    assert publisher.messages("info") and not publisher.messages("error"), publisher.messages()
    with site.database() as db:
        assert db.execute("SELECT status FROM casebook_publishedruling").fetchall() == [("published",)]
    published = site.content_version()
    publisher.log_out()

    # 5. An anonymous reader: the casebook, Law 16's page under 16B1(a), search.
    case_path = f"/tr/kararlar/{case_pk.group(1)}/"
    casebook = site.get("/tr/kararlar/")
    assert casebook.status == 200 and f'href="{case_path}"' in casebook.body
    case = site.get(case_path)
    assert case.status == 200 and ONLY_IN_THIS_CASE in case.text and WEIGHTED_FIGURE in case.text
    reader = publisher
    reader.driver.delete_all_cookies()
    reader.driver.get(site.url("/tr/yasa/16/"))
    under = reader.driver.execute_script(
        "const p = document.getElementById(arguments[0]);"
        "return p ? [...p.querySelectorAll(':scope > ul.paragraph-asides a')].map(a => a.getAttribute('href')) : null",
        anchor,
    )
    assert under == [case_path], (anchor, under)
    wait_for("the index rebuilt after publication", lambda: index_caught_up(site, published), INDEX_WITHIN)
    results = site.get(search_path(ONLY_IN_THIS_CASE)).json()["results"]
    assert [urllib.parse.urlsplit(r["url"]).path for r in results] == [case_path], results
    pages = {
        "casebook": casebook.text,
        "case": case.text,
        "law 16": reader.find("main").text,
        "search": str(results),
        "api": site.get(f"/api/casebook/{case_pk.group(1)}/").body,
    }
    for name in (DIRECTOR.username, *PLAYERS):
        assert not [page for page, text in pages.items() if name in text], name
