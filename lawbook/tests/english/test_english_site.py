"""The English site as a visiting player sees it: no Turkish interface string on any page, a 404
page in the page's language with the switch, JSON 404s under /api/, the side-by-side view on a phone."""

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.conf import settings

from lawbook import content_version
from lawbook.models import Chapter, Footnote
from tests.search_index import search_index, search_index_dir  # noqa: F401

pytestmark = pytest.mark.django_db

TURKISH = re.compile(r"[çğıöşüÇĞİÖŞÜ]|\b(?:Yasa|Yasalar|ve|bir|için|Ara|Tanımlar|Testler)\b")
VOID = {"br", "img", "input", "meta", "link", "hr", "source", "wbr"}


# An editor's note quotes the official Turkish beside our English, in quotation marks or in
# parentheses ("in a specified suit" (belirli bir renkte)): the words around the quotations are
# the note's, and must be English.
QUOTED = re.compile(r'"[^"]*"|\([^()]*\)')


class InterfaceText(HTMLParser):
    """Visible text and labelling attributes outside any element marked lang="tr" (and outside the
    Turkish an editor's note quotes)."""

    def __init__(self):
        super().__init__()
        self.stack, self.found = [], []
        self.in_note = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag not in VOID and (self.in_note or "editor-note" in (attrs.get("class") or "").split()):
            self.in_note += 1
        lang = attrs.get("lang") or (self.stack[-1][1] if self.stack else None)
        if lang != "tr" and attrs.get("type") != "hidden":
            self.found += [attrs[k] for k in ("title", "placeholder", "aria-label", "alt", "value") if attrs.get(k)]
        if tag not in VOID:
            self.stack.append((tag, lang))

    def handle_endtag(self, tag):
        if self.in_note:
            self.in_note -= 1
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][0] == tag:
                del self.stack[index:]
                break

    def handle_data(self, data):
        if self.stack and self.stack[-1][1] != "tr" and self.stack[-1][0] not in ("script", "style"):
            self.found.append(QUOTED.sub("", data) if self.in_note else data)


def turkish_in(html: str) -> list[str]:
    parser = InterfaceText()
    parser.feed(html)
    return [text.strip() for text in parser.found if TURKISH.search(text)]


@pytest.mark.parametrize(
    "path",
    [
        "/en/",
        "/en/law/50/",
        "/en/law/77/",
        "/en/law/50/?view=both",
        "/en/definitions/",
        "/en/coverage/",
        "/en/search/?q=revoke",
        "/en/search/?q=xqzzyv",
        "/en/search/",
        "/en/quiz/",
        "/en/accounts/login/",
        "/en/accounts/signup/",
        "/en/accounts/password_reset/",
        "/en/no-such-page/",
        "/en/law/99/",
    ],
)
def test_english_pages_show_no_turkish_interface(client, search_index, path):
    response = client.get(path, follow=True)
    assert response.status_code in (200, 404)
    html = response.content.decode()
    assert '<html lang="en">' in html
    assert turkish_in(html) == []


def test_a_missing_english_footnote_falls_back_to_turkish_with_the_mark(client):
    Footnote.objects.filter(number=13).update(text_en="")
    content_version.bump()  # as every change readers see does (lawbook.layers.text_changed): a Law is kept per version
    html = client.get("/en/law/50/").content.decode()
    footnote = html[html.index('id="fn-13"') :]
    footnote = footnote[: footnote.index("</li>")]
    assert 'lang="tr"' in footnote and "not yet translated" in footnote
    assert '<a class="cite" href="/en/law/59/#59"' in footnote  # the Turkish "Yasa 59" still links
    assert "<li>13</li>" in client.get("/en/coverage/").content.decode()


def test_coverage_lists_chapter_names_without_english(client):
    Chapter.objects.filter(number=6).update(name_en="")
    html = client.get("/en/coverage/").content.decode()
    assert "Chapter names" in html and "VI. OYUN" in html.upper()


def test_the_404_page_speaks_the_page_language_and_offers_the_switch(client):
    response = client.get("/tr/yasa/99/")
    html = response.content.decode()
    assert response.status_code == 404 and '<html lang="tr">' in html
    assert "Yasa 99 yok." in html and 'class="language-switch"><a href="/en/law/99/"' in html
    response = client.get("/en/no-such-page/")
    html = response.content.decode()
    assert response.status_code == 404 and "Page not found" in html
    assert "Resolver404" not in html and 'class="language-switch"><a href="/tr/"' in html


@pytest.mark.parametrize(
    "page, switch",
    [
        ("/tr/hesap/login/?next=/tr/hakem/kayitlar/", "/en/accounts/login/?next=/en/director/records/"),
        ("/en/accounts/login/?next=/en/quiz/", "/tr/hesap/login/?next=/tr/testler/"),
        ("/tr/hesap/login/?next=//example.com/", "/en/accounts/login/?next=//example.com/"),
    ],
)
def test_the_switch_on_a_log_in_page_leads_back_to_the_page_in_the_other_language(client, page, switch):
    """The desk sends a visitor to log in with ?next= its page; the English switch of the Turkish
    log-in page kept next=/tr/hakem/kayitlar/, so that after logging in in English he landed on the
    Turkish desk. An address off the site is left as it is (Django refuses it after log-in anyway).
    (No paragraph of the Laws decides this.)"""
    html = client.get(page).content.decode()
    assert f'class="language-switch"><a href="{switch}"' in html


def test_unknown_api_addresses_are_json_404s(client):
    response = client.get("/api/no-such/thing/", HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 404 and response.json() == {
        "error": "There is no such address in the API: /api/no-such/thing/"
    }
    assert client.get("/api/laws")["Location"] == "/api/laws/"  # APPEND_SLASH still applies


def test_side_by_side_shows_the_page_language_on_a_phone_and_toggles_without_script(client):
    english = client.get("/en/law/50/?view=both").content.decode()
    assert 'data-show="en"' in english
    assert '<div data-col="tr">Turkish</div>' in english and "Türkçe</div>" not in english
    turkish = client.get("/tr/yasa/50/?view=both").content.decode()
    assert 'data-show="tr"' in turkish and '<div data-col="en">İngilizce (resmî olmayan çeviri)</div>' in turkish
    assert 'href="?view=both&amp;show=en"' in turkish
    assert 'data-show="en"' in client.get("/tr/yasa/50/?view=both&show=en").content.decode()
    assert 'data-show="tr"' in client.get("/tr/yasa/50/?view=both&show=xx").content.decode()


def test_the_phone_rule_hides_only_a_column_never_the_toggle():
    css = (Path(settings.BASE_DIR) / "static" / "css" / "site.css").read_text(encoding="utf-8")
    hiding = [rule for rule in re.findall(r"([^{}]+)\{\s*display:\s*none", css) if "data-show" in rule]
    assert hiding, "the side-by-side view hides one column on a phone"
    for selector in (s.strip() for rule in hiding for s in rule.split(",")):
        assert selector.endswith(('.columns > [data-col="en"]', '.columns > [data-col="tr"]')), selector
