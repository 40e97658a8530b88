"""Words quoted in the other language carry their `lang` on a guide's page (WCAG 3.1.2, Language
of Parts; lawbook/text/language_parts.py), and nothing that is not HTML sees the markup.

Law 57C3, the official Turkish (fixtures/laws_tr.txt): "Deklaran veya yer tarafından zamanından
önce oynanan (löveye çıkış hariç) herhangi bir kart, oynanmış kart sayılır, ve eğer yasalara uygun
kart ise geri alınamaz." The WBF English: "A premature play (not a lead) by declarer from either
hand is a played card and if legal may not be withdrawn." The premature-play guide's note quotes
the WBF's words inside its Turkish sentence: "(by declarer from either hand)".

Law 74A2, the official Turkish: "Bir oyuncu bir başka oyuncuda rahatsızlık veya mahcubiyet
yaratacak veya oyunun zevkini engelleyecek söz veya konuyla ilgisi olmayan her türlü eylemden
dikkatle kaçınmak zorundadır." The WBF English: "A player should carefully avoid any remark or
extraneous action that might cause annoyance or embarrassment to another player or might interfere
with the enjoyment of the game." The penalties guide's note quotes the Turkish inside its English
sentence: "('kaçınmak zorundadır')".
"""

import json
import re
from dataclasses import fields, is_dataclass

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from lawbook.text.language_parts import CLOSE, OPEN, UnbalancedMark, parts, plain
from situations.content import SITUATIONS
from situations.guide import Text
from situations.search_documents import guide_documents
from situations.search_paths import guide_paths
from tests import shared_renders
from tests.search_index import search_index, search_index_dir  # noqa: F401

MARKS = re.compile(f"[{OPEN}{CLOSE}]")


def texts_in(node, seen=None):
    """Every Text a guide holds, reached through its steps, choices, endings and options."""
    seen = set() if seen is None else seen
    if id(node) in seen:
        return
    seen.add(id(node))
    if isinstance(node, Text):
        yield node
    elif isinstance(node, (tuple, list)):
        for item in node:
            yield from texts_in(item, seen)
    elif is_dataclass(node):
        for f in fields(node):
            yield from texts_in(getattr(node, f.name), seen)


ALL_TEXTS = [text for situation in SITUATIONS for text in texts_in(situation)]
MARKED = [text for text in ALL_TEXTS if text.marked != (text.tr, text.en)]


def ending_with(text: Text) -> tuple[str, list[str]] | None:
    for situation in SITUATIONS:
        for keys, ending in situation.endings():
            if any(t is text for t in texts_in(ending)):
                return situation.slug, keys
    return None  # an answer's label ("Yer (dummy)"), shown on the steps


def marked_holding(words: str) -> Text:
    return next(text for text in MARKED if words in text.tr or words in text.en)


def fetch(client, slug: str, keys: list[str], lang: str) -> str:
    with translation.override(lang):
        url = reverse("situations:step", args=[slug, "/".join(keys)])
    response = shared_renders.get(client, url)
    assert response.status_code == 200, url
    return response.content.decode()


def title_of(html: str) -> str:
    return re.search(r"<title>(.*?)</title>", html, re.S).group(1)


@pytest.mark.django_db
def test_the_wbf_english_inside_a_turkish_note_is_marked_english(client):
    """57C3's note on the Turkish page: exactly the WBF's words in a span lang="en", the Turkish
    around them and the parentheses outside it."""
    slug, keys = ending_with(marked_holding("by declarer from either hand"))
    html = fetch(client, slug, keys, "tr")
    said = "WBF İngilizcesi 'deklaranın iki elden birinden' (<span lang=\"en\">by declarer from either hand</span>) oynadığı kart der."
    assert said.replace("'", "&#x27;") in html
    assert not MARKS.search(html)


@pytest.mark.django_db
def test_the_official_turkish_inside_an_english_note_is_marked_turkish(client):
    """74A2's note on the English page: the official Turkish words in a span lang="tr"."""
    slug, keys = ending_with(marked_holding("kaçınmak zorundadır"))
    html = fetch(client, slug, keys, "en")
    said = "such remarks and actions ('<span lang=\"tr\">kaçınmak zorundadır</span>'); the WBF English"
    assert said.replace("'", "&#x27;") in html
    assert not MARKS.search(html)


@pytest.mark.django_db
def test_a_button_naming_dummy_in_english_is_marked_and_its_title_is_plain(client):
    """The revoke guide's answer "Yer (dummy)": the English word marked on the step and in the
    trail of the pages after it; the page title, which is not HTML, reads "Yer (dummy)"."""
    html = fetch(client, "revoke", ["dummy"], "tr")
    assert 'Yer (<span lang="en">dummy</span>)' in html  # the trail of answers
    assert "<span" not in title_of(html) and not MARKS.search(html)


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_every_marked_part_is_a_span_on_its_page_and_the_title_has_none(client, lang):
    for text in (text for text in MARKED if ending_with(text)):
        slug, keys = ending_with(text)
        html = fetch(client, slug, keys, lang)
        other = "en" if lang == "tr" else "tr"
        for words, quoted in parts(text.marked_in(lang)):
            if quoted:
                assert f'<span lang="{other}">{escape(words)}</span>' in html, (slug, keys, words)
        assert not MARKS.search(html) and 'lang="' not in title_of(html)


def test_no_text_holds_an_unbalanced_mark():
    """Every mark pairs up (a slip raises at import: language_parts.parts), and the plain text is
    the written one without its marks, character for character."""
    for text in ALL_TEXTS:
        for written, shown in zip(text.marked, (text.tr, text.en), strict=True):
            assert MARKS.sub("", written) == shown
            assert not MARKS.search(shown)
    for bad in (f"a {OPEN}b", f"a {CLOSE}b{OPEN}", f"{OPEN}a {OPEN}b{CLOSE}{CLOSE}"):
        with pytest.raises(UnbalancedMark):
            Text(bad, "x")


def test_the_marks_stand_only_where_a_page_draws_them():
    """Titles, summaries (the index, the search snippet) and the players' phrasings (`said`,
    searched, never shown) carry no mark; no Text repeats a marked one's words without its marks
    (a Text built from another's `tr` takes no marks with it)."""
    assert MARKED, "the guides quote the other language"
    for situation in SITUATIONS:
        assert (situation.title.marked, situation.summary.marked) == (
            (situation.title.tr, situation.title.en),
            (situation.summary.tr, situation.summary.en),
        )
        for _, ending in situation.endings():
            assert all(said.marked == (said.tr, said.en) for said in ending.said)
    for text in MARKED:
        for lang in (lang for lang in ("tr", "en") if text.marked_in(lang) != getattr(text, lang)):
            words = getattr(text, lang)
            copies = [t for t in ALL_TEXTS if t not in MARKED and words in getattr(t, lang)]
            assert not copies, words


def test_the_search_reads_the_text_without_its_marks():
    documents = json.dumps([d.text for d in guide_documents()], ensure_ascii=False, default=str)
    paths = json.dumps([repr(p) for p in guide_paths()], ensure_ascii=False)
    assert not MARKS.search(documents) and not MARKS.search(paths)
    assert "(by declarer from either hand)" in documents and "Yer (dummy)" in paths
    assert plain(f"Yer ({OPEN}dummy{CLOSE})") == "Yer (dummy)"


def test_str_and_the_page_title_read_the_plain_text():
    text = marked_holding("by declarer from either hand")
    with translation.override("tr"):
        assert "(by declarer from either hand)" in str(text)


@pytest.mark.parametrize(
    "query, lang", [("by declarer from either hand", "tr"), ("kaçınmak zorundadır", "en"), ("yer dummy rönons", "tr")]
)
def test_the_search_api_answers_without_marks(client, search_index, query, lang):  # noqa: F811
    """The search API's JSON (the guides' hits and the ways to their endings) reads the plain text."""
    response = client.get(reverse("api:search"), {"q": query, "lang": lang})
    assert response.status_code == 200
    body = response.content.decode()
    assert '"guide"' in body and not MARKS.search(body) and "<span" not in body
