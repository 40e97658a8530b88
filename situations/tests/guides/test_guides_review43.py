"""review43: a second reading of the guides audit15a-c changed, against both texts of the 2017
Laws. Words a guide puts in quotation marks after a Law's number are that Law's own words, as the
official Turkish (fixtures/laws_tr.txt) prints them."""

import html
import re
from pathlib import Path

import pytest

from situations.tests.guides.guide_pages import page

pytestmark = pytest.mark.django_db

LAWS_TR = re.sub(r"\s+", " ", (Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text())


def test_57c1_s_words_quoted_on_the_premature_play_page_are_the_official_turkish(client):
    """57C1: "Eğer deklaran her iki elden de oynamış durumda ise, defans oyuncusunun ortağından önce
    oynaması herhangi bir onarmaya tabi değildir" / "A defender is not subject to rectification for
    playing before his partner if declarer has played from both hands". The page quoted it as
    'ortağından önce oynamaktan', a form the Law does not print."""
    text = html.unescape(page(client, "premature-play", ["before-partner", "declarer-both-hands"], "tr"))
    quoted = re.findall(r"Yasa 57C1 '([^']+)'", text)
    assert quoted
    assert [words for words in quoted if words not in LAWS_TR] == []
