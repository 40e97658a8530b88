"""The judgement walk's "make a ruling record from this" link (polish79): its address carries the
walk's answers and figures, not the facts' text, so that whatever ruling the desk can show, the
Director can record. The text itself in the address (polish78's measure) reached 3 724 of gunicorn's
4 094 bytes of request line on the replaced-call path in Turkish, each letter percent-encoded: a
longer text would have been a 414. Back and reload draw the same prefilled form; a link that does not
reach a ruling is sent to its step."""

from __future__ import annotations

import re
from html import unescape
from urllib.parse import urlencode

import pytest
from django.urls import reverse
from django.utils import translation

from desk.judgement import MAX_DETAIL, PATHS, walk
from desk.models import RulingRecord

from .test_judgement import START, text_of

pytestmark = pytest.mark.django_db

# gunicorn's default limit_request_line (gunicorn.conf.py keeps it): the request line's bytes.
REQUEST_LINE = 4094
MAKE_RECORD = {"en": "Make a ruling record from this", "tr": "Bundan bir karar kaydı oluştur"}
# The longest a letter is in an address: "…" is three bytes of UTF-8, nine percent-encoded.
DETAIL = "…" * MAX_DETAIL
ARTIFICIAL_SCORE = {"kind": "artificial", "form": "mp", "fault": "none", "side": "NS", "vul": "None"}
TEAMS_SCORE = {
    "kind": "weighted",
    "form": "imps",
    "side": "NS",
    "vul": "None",
    "score1": "420",
    "weight1": "100",
    "other": "170",
}


def _request_line(address: str) -> int:
    return len(f"GET {address} HTTP/1.1".encode())


def _ends(path_key: str):
    """Every walk of the path to an Ending or its score step, the logical alternatives typed as long
    as their box takes."""
    stack = [[("path", path_key)]]
    while stack:
        pairs = stack.pop()
        found = walk(dict(pairs))
        if found.question is None:
            yield pairs, found
            continue
        question = found.question
        for answer in question.answers:
            typed = [(question.detail, DETAIL)] if answer.keeps_detail else []
            stack.append([*pairs, (question.key, answer.key), *typed])


def _record_link(response, lang: str) -> str:
    found = re.search(
        rf'<a class="big-button primary" href="([^"]+)">{MAKE_RECORD[lang]}</a>', response.content.decode()
    )
    assert found, MAKE_RECORD[lang]
    return unescape(found.group(1))


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_every_record_link_is_no_longer_than_its_steps_own_address(director_client, lang):
    """Every ruling of every path: the record link's request line is within the step page's own
    (plus the few bytes of its path), so a page that reached the server has a link that does; and
    the form it opens holds the walk's facts (its last answer's words) and Laws."""
    with translation.override(lang):
        extra = len(reverse("desk:judgement_record")) - len(START[lang])
    longest = 0
    for key in PATHS:
        for pairs, found in _ends(key):
            score = TEAMS_SCORE if found.teams_only else ARTIFICIAL_SCORE if found.ending is None else {}
            address = START[lang] + "?" + urlencode([*pairs, *score.items()])
            # The 300 "…" typed are more than the walk keeps (polish80: judgement.kept_detail): the
            # step is the address that keeps them, the link as long as that one's.
            page = director_client.get(address, follow=True)
            assert page.status_code == 200, address
            shown = page.redirect_chain[-1][0] if page.redirect_chain else address
            link = _record_link(page, lang)
            assert _request_line(link) <= _request_line(shown) + extra, (key, _request_line(link))
            longest = max(longest, _request_line(link))
            form = director_client.get(link)
            assert form.status_code == 200, link
            with translation.override(lang):
                last = str(found.steps[-1].answer.words)
            assert last in text_of(form), (key, last)
            assert re.search(r'name="laws" value="[^"]+"', form.content.decode()), key
    assert longest < REQUEST_LINE


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_reload_and_back_draw_the_same_form_and_save_nothing(director_client, lang):
    """The link is a GET of the walk: asked again (a reload, Back to it after saving) it draws the
    same prefilled form; only the form's own POST saves, to the new-record address."""
    with translation.override(lang):
        address = START[lang] + "?" + urlencode({"path": "ui", "ui": "no"})
    link = _record_link(director_client.get(address), lang)
    first, again = director_client.get(link), director_client.get(link)
    assert first.status_code == again.status_code == 200
    assert re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"', "", first.content.decode()) == re.sub(
        r'name="csrfmiddlewaretoken" value="[^"]+"', "", again.content.decode()
    )
    with translation.override(lang):
        assert f'method="post" action="{reverse("desk:new")}"' in first.content.decode()
    assert not RulingRecord.objects.exists()


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_link_short_of_a_ruling_is_sent_to_its_step(director_client, lang):
    """An address cut before the walk's ruling, or whose figures the score refuses: the step, which
    says what is missing, not an empty record."""
    with translation.override(lang):
        link = reverse("desk:judgement_record")
    short = director_client.get(link + "?path=ui")
    assert short.status_code == 302
    assert short["Location"] == START[lang] + "?path=ui"
    assert director_client.get(short["Location"]).status_code == 200
    refused = director_client.get(link + "?" + urlencode({"path": "nowhere"}))
    assert director_client.get(refused["Location"]).status_code == 400
    assert director_client.post(link + "?path=ui&ui=no").status_code == 405
