"""The curated questions from the seed texts: they load (twice without harm), their stored
engine answers are the engine's, their labels exist, and they are served like the others."""

import json
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import Client

from lawbook.models import Paragraph
from quizzes import bank
from quizzes.models import CuratedQuestion
from rulings import answer

from .helpers import answered, open_question, right_and_wrong_tokens, url_in

pytestmark = pytest.mark.django_db
ITEMS = json.loads((Path(settings.BASE_DIR) / "fixtures" / "quiz_curated.json").read_text(encoding="utf-8"))


@pytest.fixture
def loaded():
    call_command("load_quiz_fixtures", stdout=StringIO())


def test_fixtures_load_and_load_again_without_duplicates(loaded):
    count = CuratedQuestion.objects.count()
    assert count == len(ITEMS)
    call_command("load_quiz_fixtures", stdout=StringIO())
    assert CuratedQuestion.objects.count() == count


def test_the_seed_examples_are_there():
    slugs = {i["slug"] for i in ITEMS}
    assert {
        "ornek-1-3nt-false-count",
        "ornek-2-ruff-holding-the-ace",
        "ornek-3-corrected-revoke",
        "ornek-4-dummy-ace-ruff",
        "five-options",
    } <= slugs
    assert sum(1 for i in ITEMS if i["source"].endswith("004_e43c6d8098910ec9.txt")) >= 4


@pytest.mark.parametrize("item", ITEMS, ids=[i["slug"] for i in ITEMS])
def test_stored_engine_answers_are_the_engines_and_labels_exist(item):
    existing = set(Paragraph.objects.values_list("label", flat=True))
    assert set(item["laws"]) <= existing
    assert item["answer"] in {c["key"] for c in item["choices"]}
    if item["scenario"]:
        assert answer(item["scenario"]) == item["expected"]
    for label in item["laws"]:
        assert f"Yasa {label}" in item["explanation_tr"] and f"Law {label}" in item["explanation_en"]


def test_the_engine_agrees_with_the_seed_rulings():
    by_slug = {i["slug"]: i for i in ITEMS}
    assert by_slug["ornek-1-3nt-false-count"]["expected"]["laws"][:2] == ["64A2", "64C"]
    assert by_slug["ornek-2-ruff-holding-the-ace"]["expected"]["transfer"] == {"to": "EW", "tricks": 2}
    assert by_slug["ornek-3-corrected-revoke"]["expected"]["penalty_cards"] == [
        {"seat": "S", "card": "H3", "kind": "major"}
    ]
    assert by_slug["ornek-4-dummy-ace-ruff"]["expected"]["tricks"] == 12
    assert by_slug["five-options"]["expected"]["decision"] == {"by": "S", "options": ["accept", "spread", "reject"]}


def test_curated_questions_are_served_and_graded(loaded):
    client = Client()
    question = bank.question("lead_out_of_turn", "c-five-options")
    _html, served = open_question(client, "lead_out_of_turn", "c-five-options", "tr")
    page = client.post(
        url_in("tr", "answer"), {"served": served.token, "choice": right_and_wrong_tokens(served, question)[0]}
    )
    assert page.status_code == 200
    assert answered(served).correct is True


def test_a_card_seen_after_the_auction_has_begun_comes_under_16d_as_6d1_says():
    """6D1 (Turkish): "Daha sonra bordun oynanmasının tamamlanmasından önce başka bir oyuncunun
    eline ait bir kartın kazara görülmesi durumunda Yasa 16D uygulanır. (Ancak Yasa 24'e bkz)";
    WBF: "Thereafter Law 16D applies to the accidental sighting of a card belonging to another
    player's hand before completion of the play of the board (but see Law 24)". Law 16C is
    information from withdrawn calls and plays, which a card seen by accident is not."""
    item = {i["slug"]: i for i in ITEMS}["deal-seen-before-auction"]
    shown = [item["explanation_tr"], item["explanation_en"]] + [
        c[lang] for c in item["choices"] for lang in ("tr", "en")
    ]
    assert not any("16C" in text for text in shown)
    assert "Yasa 16D uygulanır (ancak bkz. Yasa 24)" in item["explanation_tr"]
    assert "comes under Law 16D instead (but see Law 24)" in item["explanation_en"]
    assert item["laws"] == ["6D1", "16D", "24"]


def test_the_question_on_who_attends_the_deal_says_should_as_6c_does():
    """6C (Turkish): "Hakem değişik bir talimat vermediği sürece her tarafın bir üyesi karıştırma ve
    dağıtma sırasında hazır bulunmalıdır"; WBF: "A member of each side should be present during the
    shuffle and deal unless the Director instructs otherwise"; our English: "should be present".
    The question's English said "must"."""
    item = {i["slug"]: i for i in ITEMS}["who-attends-the-deal"]
    assert "must" not in item["prompt_en"] and "must" not in item["explanation_en"]
    assert "should be present during the shuffle and deal" in item["explanation_en"]
