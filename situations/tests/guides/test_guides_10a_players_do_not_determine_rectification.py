"""The guides' shared "When to call the Director" (situations/content/common.py CALL_NOW and
CALL_NOW_NO_CHOICE) said "Kimse kendi başına düzeltme yapmasın" / "Nobody corrects anything on his
own", citing nothing (qa169 noticed it). The paragraph that says who settles a rectification is
10A, and it speaks of determining (or waiving) a rectification, not of any correction:

10A, TR "Uygun olan durumlarda, onarma belirleme hakkı yalnızca hakeme verilmiştir. Oyuncular
kendiliklerinden onarma belirleme (ya da feragat etme – bkz. Yasa 81C5) hakkına sahip
değillerdir."; WBF "The Director alone has the right to determine rectifications when applicable.
Players do not have the right to determine (or waive - see Law 81C5) rectifications on their own
initiative."

Every Ending that shows either line (found by walking the guides, so a new one is held too) says
10A's words in both languages, its "(Law 10A)" a link to the paragraph drawn as the line's 9B1(a)
and 74B5 are (test_guide_citation_links.py)."""

import re

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from situations.content import SITUATIONS
from situations.content.common import CALL_NOW, CALL_NOW_NO_CHOICE, CALL_NOW_PLAY, CALL_NOW_PLAY_NO_CHOICE
from situations.tests.guides.test_guides import url_of
from tests import shared_renders
from tests.seen import seen

pytestmark = pytest.mark.django_db
LANGS = ["tr", "en"]
SAYS = {
    "tr": "Oyuncular kendiliklerinden onarma belirleme (ya da ondan feragat etme) hakkına sahip değildir (Yasa 10A)",
    "en": "Players do not have the right to determine (or waive) a rectification on their own initiative (Law 10A)",
}
OLD = {"tr": "Kimse kendi başına düzeltme yapmasın", "en": "Nobody corrects anything on his own"}


def endings_calling_now():
    """(slug, keys) of every Ending whose Director line is CALL_NOW or CALL_NOW_NO_CHOICE, or their play-period
    forms CALL_NOW_PLAY, CALL_NOW_PLAY_NO_CHOICE (the same words with dummy's 9A4 and 43A1(a), qa240)."""
    return [
        (situation.slug, list(keys))
        for situation in SITUATIONS
        for keys, ending in situation.endings()
        if ending.director in (CALL_NOW, CALL_NOW_NO_CHOICE, CALL_NOW_PLAY, CALL_NOW_PLAY_NO_CHOICE)
    ]


def director_section(html: str) -> str:
    return re.search(r'<section class="director".*?</section>', html, re.S).group(0)


def test_the_shared_lines_are_on_many_endings():
    # The walk below finds them; a guide that stopped using them would leave this test nothing to hold.
    assert len(endings_calling_now()) > 40


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_every_ending_calling_now_says_10a_and_links_it(client, lang):
    with translation.override(lang):
        link = (
            f'<a class="guide-cite" href="{reverse("lawbook:law", args=[10])}#10A">'
            f"{'Yasa' if lang == 'tr' else 'Law'} 10A</a>"
        )
    wrong = []
    for slug, keys in endings_calling_now():
        section = director_section(shared_renders.get(client, url_of(slug, keys, lang)).content.decode())
        read = seen(section)
        if escape(SAYS[lang]) not in read or escape(OLD[lang]) in read or link not in section:
            wrong.append((slug, keys))
    assert wrong == []
