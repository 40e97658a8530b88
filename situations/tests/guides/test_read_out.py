"""The read-out script of each guide ending (issue 20), held to its ending.

Law 10C1 (Turkish, the official text): "Bu yasalar bir usulsüzlükten sonra seçim olanağı
tanıyorsa, hakem mevcut olan tüm seçenekleri açıklayacaktır." (WBF: "When these Laws provide an
option after an irregularity, the Director shall explain all the options available.") So the script
names every option of its ending before the sentence that invites the choice (the last one), says
only what the ending says (it cites only the ending's paragraphs), fits a reading at the table,
and is shown on the ending page and alone, in large type, at its own URL (saved for offline use).
"""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from situations.content import SITUATIONS
from situations.guide import Ending, Text
from situations.offline import guide_urls
from situations.search_documents import guide_documents
from tests.seen import seen

LANGS = ("tr", "en")
MAX_WORDS = 90
ENDINGS = [(s, keys, e) for s in SITUATIONS for keys, e in s.endings()]
WITH_SCRIPT = [item for item in ENDINGS if item[2].script]
# "Yasa 54D", "Laws 54D, 50D2(a)", "Yasa 25B1 ve 26", "Law 30, 31 or 32"
CITED = re.compile(
    r"\b(?:Yasa|Yasalar|Yasaları|Law|Laws)\s+(\d[\w()]*(?:(?:,\s*|\s+(?:ve|and|ya da|or)\s+)\d[\w()]*)*)"
)
LABEL = re.compile(r"\d{1,2}[A-Z]?\d?(?:\([a-z]+\))*(?:\([ivx]+\))?")


def ids(item):
    situation, keys, _ = item
    return "/".join([situation.slug, *keys])


def labels_in(text: str) -> set[str]:
    return {label for group in CITED.findall(text) for label in LABEL.findall(group)}


def ending_texts(ending: Ending) -> list[Text]:
    texts = [*ending.now, ending.chooser]
    for option in ending.options:
        texts += [option.name, option.effect, *option.pros, *option.cons]
    return texts


def test_every_ending_has_a_script():
    missing = [ids(item) for item in ENDINGS if not item[2].script]
    assert not missing


@pytest.mark.parametrize("item", WITH_SCRIPT, ids=ids)
def test_the_script_names_every_option_before_inviting_the_choice(item):
    """10C1: every option is stated before any is chosen; the last sentence invites the choice."""
    _, _, ending = item
    for lang in LANGS:
        lines = [getattr(line, lang) for line in ending.script]
        assert all(line.strip() for line in lines), lang
        if not ending.options:
            continue
        before, invitation = "\n".join(lines[:-1]), lines[-1]
        for option in ending.options:
            assert getattr(option.name, lang) in before, (lang, getattr(option.name, lang))
        assert re.search(r"seç|choose|choice", invitation, re.IGNORECASE), (lang, invitation)


@pytest.mark.parametrize("item", WITH_SCRIPT, ids=ids)
def test_the_script_cites_only_the_ending_s_paragraphs_and_is_short(item):
    _, _, ending = item
    for lang in LANGS:
        own = set(ending.laws)
        # The advice is on the Ending's page too, and the page quotes what it cites beside the rest
        # (situations.views._named): a read-out may restate it (the 37A Ending's 19A1/19B1 exception).
        for text in [*ending_texts(ending), *ending.advice]:
            own |= labels_in(getattr(text, lang))
        script = " ".join(getattr(line, lang) for line in ending.script)
        assert labels_in(script) <= own, (lang, labels_in(script) - own)
        assert len(script.split()) <= MAX_WORDS, (lang, len(script.split()))


def test_the_label_finder_reads_the_guides_citation_forms():
    """The check above is only as good as this reading of citations."""
    assert labels_in("kart ele döner (Yasa 54D, 50D2(a)).") == {"54D", "50D2(a)"}
    assert labels_in("Law 30, 31 or 32 applies; Laws 25B1 and 26") == {"30", "31", "32", "25B1", "26"}
    assert labels_in("Yasa 25B1 ve 26 ya da 16C") == {"25B1", "26", "16C"}


def test_the_scripts_stay_out_of_the_search_documents():
    """A script restates its ending: indexing it would count the same words twice and shift the
    search scores (lawbook/tests/search/test_search_quality.py)."""
    indexed = " ".join(
        text for document in guide_documents() for by_lang in document.text.values() for text in by_lang.values()
    )
    from lawbook.search.analysis import normalize

    for _s, _keys, ending in WITH_SCRIPT:
        for lang in LANGS:
            # A script sentence may quote its ending word for word; those words are indexed anyway.
            own = normalize(" ".join(getattr(text, lang) for text in ending_texts(ending)))
            for line in ending.script:
                # Short stock phrases ("The Director decides.") are in other endings' texts.
                words = normalize(getattr(line, lang))
                if len(words.split()) >= 8:
                    assert words in own or words not in indexed, (lang, words)


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_the_ending_page_shows_the_script_and_links_its_large_type_view(client, lang):
    situation, keys, ending = WITH_SCRIPT[0]
    with translation.override(lang):
        page_url = reverse("situations:step", args=[situation.slug, "/".join(keys)])
        read_url = reverse("situations:read_out", args=[situation.slug, "/".join(keys)])
        heading = "Masada okuyun" if lang == "tr" else "Read it out"
    page = seen(client.get(page_url).content.decode())
    assert heading in page
    assert f'href="{read_url}"' in page
    response = client.get(read_url)
    assert response.status_code == 200
    body = seen(response.content.decode())
    article = body[body.index('<article class="read-aloud"') : body.index("</article>")]
    for line in ending.script:
        assert str(getattr(line, lang)).replace("'", "&#x27;").replace('"', "&quot;") in article
    assert "<script" not in article and "<form" not in article
    assert "css/read_out.css" in body


@pytest.mark.django_db
def test_a_read_out_view_exists_only_for_an_ending_with_a_script(client):
    situation, keys, _ = WITH_SCRIPT[0]
    step_keys = "/".join(keys[:-1])
    with translation.override("en"):
        urls = [
            reverse("situations:read_out", args=[situation.slug, "no-such-answer"]),
            reverse("situations:read_out", args=["no-such-guide", "x"]),
        ]
        if step_keys:
            urls.append(reverse("situations:read_out", args=[situation.slug, step_keys]))
        urls += [
            reverse("situations:read_out", args=[s.slug, "/".join(k)]) for s, k, e in ENDINGS if not e.script and k
        ][:1]
    for url in urls:
        assert client.get(url).status_code == 404, url


def test_no_answer_of_a_guide_is_the_read_out_segment():
    """The read-out URL is the ending's URL and one more segment; an answer of that name would
    be taken for it."""
    segments = set()
    for lang in LANGS:
        with translation.override(lang):
            segments.add(reverse("situations:read_out", args=["s", "k"]).rstrip("/").rsplit("/", 1)[1])
    keys = {key for _s, path, _e in ENDINGS for key in path}
    assert not keys & segments


@pytest.mark.parametrize("lang", LANGS)
def test_the_read_out_views_are_saved_for_offline_use(lang):
    with translation.override(lang):
        urls = set(guide_urls())
        for situation, keys, _ in WITH_SCRIPT:
            assert reverse("situations:read_out", args=[situation.slug, "/".join(keys)]) in urls
