"""Where the official Turkish states a duty of the Director ("-malıdır" or the future "-ecektir") and the
WBF's English says it in the present, the Turkish governs: our English says "shall" and an editor's note
gives the WBF's present (docs/translation-notes.md, "The Director's modal verb (eng301)"). The WBF's
Introduction: "'does' (establishes procedure without suggesting that violation be penalized)".

12C1(a) TR "... atamalı bir ayarlı skor verebiliyorsa vermelidir."; WBF "... and is able to award an
        assigned adjusted score, he does so."
12C3    TR "... eşit olarak tatbik edecektir."; WBF "In individual events the Director enforces the
        rectifications in these Laws ..."
67B     TR "... hakem işlemi aşağıdaki şekilde sürdürmelidir."; WBF "... he proceeds as follows"
75D3    TR "... Hakem, ... ayarlı skor atayacaktır. Eğer Hakem ... ayarlı skor atayacaktır."; WBF "... the
        Director awards an adjusted score based upon ... he awards an adjusted score based upon ..."
84      TR "... aşağıdaki şekilde karar verecektir:"; WBF "... he rules as follows:"
85      TR "... aşağıdaki şekilde davranacaktır:"; WBF "... he proceeds as follows:"

Each note is read on the Law page a reader is served, in both languages."""

import re
from html import unescape
from pathlib import Path

import pytest

from lawbook.tests.editions.law_pages import note_on_page

pytestmark = pytest.mark.django_db

TURKISH = " ".join((Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text("utf-8").split())

# label, Law, the official Turkish's verb, our English, the WBF's present
NOTES = [
    ("12C1(a)", 12, "verebiliyorsa vermelidir", "he shall do so", "he does so"),
    ("12C3", 12, "eşit olarak tatbik edecektir", "shall apply", "the Director enforces the rectifications in these Laws"),
    ("67B", 67, "hakem işlemi aşağıdaki şekilde sürdürmelidir", "the Director shall proceed as follows", "he proceeds as follows"),
    ("75D3", 75, "ayarlı skor atayacaktır", "shall assign", "he awards an adjusted score"),
    ("84", 84, "aşağıdaki şekilde karar verecektir", "the Director shall rule as follows", "he rules as follows"),
    ("85", 85, "aşağıdaki şekilde davranacaktır", "the Director shall proceed as follows", "he proceeds as follows"),
]  # fmt: skip


def words(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split()).replace("( ", "(").replace(" )", ")")


@pytest.mark.parametrize("label, law, turkish, ours, wbf", NOTES, ids=[note[0] for note in NOTES])
def test_the_note_gives_the_wbf_s_present_beside_the_turkish_duty(client, label, law, turkish, ours, wbf):
    assert turkish in TURKISH, label
    assert ours in client.get(f"/api/paragraphs/{label}/").json()["text_en"], label
    en = words(note_on_page(client, law, label, "en"))
    assert turkish.split()[-1] in en, label  # the Turkish verb, quoted
    assert f'"{ours}"' in en and wbf in en, label
    assert '"does" establishes procedure without suggesting that violation be penalized' in en, label
    assert "The Turkish is the official text." in en, label
    tr = words(note_on_page(client, law, label, "tr"))
    assert turkish.split()[-1] in tr and wbf in tr, label
    assert "Resmî metin Türkçedir." in tr, label
