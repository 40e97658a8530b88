"""The judgement path for redress after an established revoke (Law 64C), walked on the page by
its own links in both languages: each Ending says what its paragraph says, the damage ends in the
adjusted score, and the record is prefilled with the paragraphs applied.

64C1, TR "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan sonra, hakem
kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin edilmediğine
kanaat getirdiğinde, ayarlı skor atayacaktır"; WBF "When, after any established revoke, including
those not subject to trick adjustment, the Director deems that the non-offending side is
insufficiently compensated by this Law for the damage caused, he shall assign an adjusted score"
(the editor's note on 64C1 gives the two differences; the Turkish is the official text)."""

from __future__ import annotations

import re
from html import unescape

import pytest

from desk.judgement import walk

from .test_judgement import answer, form_fields, start, text_of

pytestmark = pytest.mark.django_db

TITLE = {
    "en": "Redress of damage after an established revoke (Law 64C)",
    "tr": "Resmileşmiş rönonstan sonra zararın giderilmesi (Yasa 64C)",
}
WORDS = {"en": {"yes": "Yes", "no": "No"}, "tr": {"yes": "Evet", "no": "Hayır"}}


def walked(client, lang: str, *answers: str):
    page = start(client, lang, TITLE[lang])
    for key in answers:
        page = answer(client, page, WORDS[lang][key])
    assert page.status_code == 200
    return page


@pytest.mark.parametrize(
    "lang, answers, title, says",
    [
        # 62A, TR "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
        # zorundadır"; WBF "A player must correct his revoke if attention is drawn to the irregularity
        # before it becomes established".
        ("en", ["no"], "The revoke is not established: it must be corrected", "the player must correct his revoke"),
        ("tr", ["no"], "Rönons resmileşmedi: düzeltilmelidir", "oyuncu rönonsunu düzeltmek zorundadır"),
        # 64B7, TR "Aynı bordda her iki taraf da rönons yaparsa ve her iki rönons ta resmileşmiş ise"; WBF
        # "both sides have revoked on the same board and both revokes have become established": no
        # automatic trick adjustment; 64C2(b) adjusts only "if ... either side has been damaged".
        ("en", ["yes", "yes", "no"], "Both sides revoked; no damage", "the result obtained at the table stands"),
        ("tr", ["yes", "yes", "no"], "İki taraf da rönons yaptı; zarar yok", "otomatik löve ayarlaması yapılmaz"),
        # 64C1 not met: the trick adjustment stands. After a repeated revoke without 64C2(a)'s "very
        # probably ... more tricks" (WBF "would likely have made more tricks"), 64C1 is still asked.
        (
            "en",
            ["yes", "no", "no", "no"],
            "Damage compensated: the result stands with the trick adjustment",
            "Law 64A's automatic trick adjustment",
        ),
        (
            "en",
            ["yes", "no", "yes", "no", "no"],
            "Damage compensated: the result stands with the trick adjustment",
            "Law 64C1 gives no adjusted score",
        ),
        (
            "tr",
            ["yes", "no", "no", "no"],
            "Zarar tazmin edildi: sonuç löve ayarlamasıyla geçerli",
            "Yasa 64C1 ayarlı skor öngörmez",
        ),
    ],
)
def test_each_ending_says_what_its_paragraph_says(director_client, lang, answers, title, says):
    text = text_of(walked(director_client, lang, *answers))
    assert f"<h1>{title}</h1>" in text
    assert says in text
    assert 'name="kind"' not in text  # an ending, not the score step


@pytest.mark.parametrize(
    "answers, asked",
    [
        # 64C2(b): "treating the board as though no revoke had been made".
        (
            ["yes", "yes"],
            "the Director shall assign an adjusted score, treating the board as though no revoke had been made",
        ),
        # 64C2(a): a revoke repeated in the same suit by the same player (64B2).
        (["yes", "no", "yes"], "very probably have won more tricks had the revokes not been repeated"),
        # 64C1 with 12B1's damage.
        (["yes", "no", "no"], "a less favourable result than it could have obtained had the revoke not occurred"),
    ],
)
def test_each_kind_of_damage_ends_in_the_adjusted_score(director_client, answers, asked):
    page = walked(director_client, "en", *answers)
    assert asked in text_of(page)
    page = answer(director_client, page, "Yes")
    assert "<h1>The adjusted score</h1>" in text_of(page)
    assert walk(form_fields(page, "weighted")).at_score


def test_the_table_page_is_named_for_the_transfer_and_the_quote_links_the_law(director_client):
    page = walked(director_client, "en", "yes", "no", "no")
    text = text_of(page)
    assert "The table page computes the tricks to be transferred" in text
    assert "including those not subject to rectification" in text  # the official text's words
    assert 'href="/en/law/64/#64C1"' in page.content.decode()
    assert 'href="/en/law/12/#12B1"' in page.content.decode()


def test_the_ending_opens_a_ruling_record_with_the_laws_applied(director_client):
    page = walked(director_client, "en", "yes", "no", "no", "no")
    record = re.search(
        r'<a class="big-button primary" href="([^"]+)">Make a ruling record from this</a>', page.content.decode()
    )
    form = text_of(director_client.get(unescape(record.group(1))))
    assert "The revoke is established: Yes" in form
    # Answered "No", 64B7 (both sides revoked) and 64B2 (a repeated revoke) were not applied.
    assert re.search(r'name="laws" value="63A1, 63A2, 63A3, 63A4, 64C1, 12B1, 64A, 64B"', form)
    repeated = {"path": "revoke", "established": "yes", "both_sides": "no", "repeated": "yes"}
    done = walk({**repeated, "repeated_more": "no", "compensated": "no"})
    assert done.ending.key == "compensated_stands"
    assert done.laws() == ["63A1", "63A2", "63A3", "63A4", "64B2", "64C2(a)", "64C1", "12B1", "64A", "64B"]
