"""Questions read the text of the current edition (issue 11): the glossary, the Law titles and the
section headings are kept per version of the text, so a running process shows a newly published
edition in its next question without a restart, and never shows a draft."""

import pytest
from django.urls import reverse
from django.utils import translation

from lawbook.editions import editions
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import Definition, Paragraph
from lawbook.tests.htmlparse import tree
from quizzes import bank, lawdata

pytestmark = pytest.mark.django_db

DEFINES = "Which term do the Definitions define as follows?"
HAS_SECTION = "Which Law has the section"


def first_seed(qtype: str, opening: str) -> int:
    return next(seed for seed in range(1, 200) if bank.question(qtype, str(seed)).prompt_en.startswith(opening))


def page_text(client, qtype: str, seed: int) -> str:
    with translation.override("en"):
        url = reverse("quizzes:question", args=[qtype, str(seed)])
    return tree(client.get(url).content.decode()).text


def test_a_published_definition_shows_in_the_next_question_and_page(client):
    seed = first_seed("definitions", DEFINES)
    slug = bank.question("definitions", str(seed)).extra["definition"]
    wording = "Freshly published wording of this definition for the edition of 2027."
    draft = editions.open_draft("2027")
    definition = Definition.objects.get(edition=draft.code, slug=slug)
    definition.text_en, definition.text_tr = wording, "Yeni yayımlanan tanım metni, 2027 baskısı."
    definition.save()
    text_changed(Change(Scope(edition=draft.code)))
    # A draft is not the text readers see: questions keep the published one.
    assert wording not in bank.question("definitions", str(seed)).prompt_en
    assert wording not in page_text(client, "definitions", seed)
    editions.publish(draft)
    assert wording in bank.question("definitions", str(seed)).prompt_en
    assert wording in page_text(client, "definitions", seed)
    assert wording in {entry.text_en for entry in lawdata.glossary()}


def test_a_published_heading_shows_in_the_next_where_question(client):
    seed = first_seed("where", HAS_SECTION)
    prompt = bank.question("where", str(seed)).prompt_en
    section = next(s for s in lawdata.sections() if f"“{s.heading_en}”" in prompt)
    heading = "A heading first published in 2027"
    draft = editions.open_draft("2027")
    paragraph = Paragraph.objects.get(law__edition=draft.code, label=section.label)
    paragraph.heading_en = heading
    paragraph.save()
    text_changed(Change(Scope.of(paragraph=[paragraph])))
    assert heading not in bank.question("where", str(seed)).prompt_en
    editions.publish(draft)
    assert bank.question("where", str(seed)).prompt_en == f"Which Law has the section “{heading}”?"
    assert heading in page_text(client, "where", seed)
