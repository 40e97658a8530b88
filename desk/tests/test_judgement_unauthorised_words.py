"""The unauthorised-information path of the judgement ruling (Law 16B) read line by line against the
official Turkish (fixtures/laws_tr.txt) and the WBF English (docs/legal-review.md, "qa145"): what a
Director reads on its first and third steps, in both languages, each test quoting its paragraph in
both texts."""

from __future__ import annotations

import re

import pytest

from .test_audit_j45 import TR_UI, YES, heading
from .test_judgement import UI, answer, start, text_of

pytestmark = pytest.mark.django_db

TITLE = {"en": UI, "tr": TR_UI}


def step_note(response) -> str:
    found = re.search(r'<p class="note">(.*?)</p>', text_of(response), re.S)
    assert found
    return " ".join(re.sub(r"<[^>]+>", "", found.group(1)).split())


@pytest.mark.parametrize(
    "lang, examples",
    [
        ("en", "tone of voice, a gesture, movement or mannerism."),
        ("tr", "ses tonu, jest, hareket veya tavır."),
    ],
)
def test_the_first_step_lists_every_example_16b1_gives(director_client, lang, examples):
    """16B1, TR: "Buna, söz, soru, bir soruya yanıt, beklenmedik bir alert ya da alert edilmemesi veya
    kuşkuya yer bırakmayan duraksama, her zamankinden farklı hız, özel vurgu, ses tonu, jest, hareket
    veya tavır dahildir." WBF: "This includes remarks, questions, replies to questions, unexpected
    alerts or failures to alert, unmistakable hesitation, unwonted speed, special emphasis, tone,
    gesture, movement or mannerism." The step's examples followed the list in its order and left out
    one of them, the movement ("hareket")."""
    page = start(director_client, lang, TITLE[lang])
    assert page.status_code == 200
    assert heading(page).endswith(examples)


@pytest.mark.parametrize(
    "lang, players, shown",
    [
        (
            "en",
            "A poll of players of the player's standard who use the same partnership methods",
            "show them the hand, the auction and the partnership's methods",
        ),
        (
            "tr",
            "Oyuncunun seviyesinde olan ve aynı ortaklık metotlarını kullanan oyunculardan bir anket",
            "eli, artırımı ve ortaklığın metotlarını onlara gösterin",
        ),
    ],
)
def test_the_logical_alternative_step_polls_players_with_the_partnership_s_methods(
    director_client, lang, players, shown
):
    """16B1(b), TR: "Mantıklı seçenek; söz konusu oyuncunun seviyesinde olan ve aynı ortaklık
    metotlarını kullanan oyunculardan, belirgin bir oranının ciddi bir şekilde göz önünde
    bulunduracağı ve bazılarının tercih edebileceği seçenektir." WBF: "A logical alternative is an
    action that a significant proportion of the class of players in question, using the methods of
    the partnership, would seriously consider, and some might select." The step's note told the
    Director to poll the player's peers "showing them the hand and the auction" (TR "eli ve artırımı
    onlara sorun"): both texts ask what such players would do with the partnership's methods, which
    the poll form asks him to describe and the note left out."""
    first = start(director_client, lang, TITLE[lang])
    page = answer(director_client, answer(director_client, first, YES[lang]), YES[lang])
    assert page.status_code == 200
    note = step_note(page)
    assert note.startswith(players)
    assert shown in note
