"""The ruling desk's wrong-board Ending quotes the site's English of 15B2 (desk/judgement.py, Q_15B2), which
says "shall instruct" since eng323 (WBF "the Director shall require the auction and play to be completed"; TR
"Hakem artırma ve oyunun normal olarak devam ederek tamamlanması talimatını verir", the ungraded present).
Moved here from lawbook/tests/english/test_eng323_wbf_verbs.py: nothing outside the desk imports the desk
(.importlinter)."""

import re
from html import unescape

import pytest

from desk.tests.conftest import make_director
from desk.tests.test_desk95 import WRONG, _quotes, _walk
from lawbook.tests.english.page_words import flat

pytestmark = pytest.mark.django_db


def test_the_desk_s_15b2_quote_follows(client):
    client.force_login(make_director("eng323"))
    page = _walk(client, "en", WRONG, ("pairs", "no"))
    assert page.status_code == 200
    quoted = flat(unescape(re.sub(r"<[^>]+>", " ", _quotes(page.content.decode()))))
    assert "the Director shall instruct that the auction and play continue normally to completion" in quoted
    assert "the Director instructs that" not in quoted
