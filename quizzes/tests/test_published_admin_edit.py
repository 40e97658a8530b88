"""An edition edited in the admin and published serves every quiz, exam and API answer.

The audit's path: an editor saved a paragraph without a heading (64A1) in a draft, its headings
were stored as NULL, and once the draft was published every "where" question, every exam with the
default topics and /api/paragraphs/64A1/ failed. Here the same path runs through the real admin
(the change form as a browser submits it) and the real publication, then every question type is
made for many seeds, an exam is started and the pages a reader opens are asked for.
"""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.test import Client

from lawbook import content_version
from lawbook.models import Edition, Paragraph
from lawbook.tests.htmlparse import submitted
from quizzes.generators import GenerationError
from quizzes.lawdata import sections
from quizzes.models import Exam
from quizzes.question_types import REGISTRY, TYPES
from quizzes.tests.helpers import generated

pytestmark = pytest.mark.django_db

ADMIN = "/tr/admin/lawbook"
SEEDS = range(60)


def member(name: str, group: str) -> Client:
    user = get_user_model().objects.create_user(name, f"{name}@example.org", "a-long-password", is_staff=True)
    user.groups.add(Group.objects.get(name=group))
    client = Client()
    client.force_login(user)
    return client


def save(client: Client, paragraph: Paragraph, **changes) -> None:
    """The change form as the editor's browser submits it, with `changes` typed in."""
    url = f"{ADMIN}/paragraph/{paragraph.pk}/change/"
    data = submitted(client.get(url).content.decode(), "paragraph_form") | {k: [v] for k, v in changes.items()}
    response = client.post(url, data)
    assert response.status_code == 302, response.content.decode()[:3000]


def test_a_heading_less_paragraph_saved_in_the_admin_and_published_breaks_no_quiz(draft):
    editor, publisher = member("editor", "Editor"), member("publisher", "Publisher")
    paragraph = Paragraph.objects.get(law__edition=draft.code, label="64A1")
    assert (paragraph.heading_tr, paragraph.heading_en) == ("", "")  # "ve rönonsun olduğu löve ..."

    # Saved as opened: nothing changes, not even the version or the text's content version.
    version = content_version.current()
    save(editor, paragraph)
    assert Paragraph.objects.get(pk=paragraph.pk).version == 0 and content_version.current() == version

    # A rewording of its English text (the same rule), the headings left empty as they were.
    corrected = paragraph.text_en.replace("at the end of play", "when play has ended", 1)
    assert corrected != paragraph.text_en
    save(editor, paragraph, text_en=corrected)
    stored = Paragraph.objects.get(pk=paragraph.pk)
    assert (stored.text_en, stored.heading_tr, stored.heading_en) == (corrected, "", "")

    # The list action leads to the publish page; its confirmation publishes.
    assert publisher.post(f"{ADMIN}/edition/", {"action": "publish", "_selected_action": [draft.pk]}).status_code == 302
    assert publisher.post(f"{ADMIN}/edition/{draft.pk}/publish/").status_code == 302
    assert Edition.objects.get(pk=draft.pk).status == Edition.PUBLISHED

    assert "64A1" not in {s.label for s in sections()}
    for qtype in REGISTRY:
        for seed in SEEDS:
            try:
                question = generated(qtype.code, seed)
            except GenerationError:  # a seed the type makes no question of (the bank draws again)
                continue
            assert question.prompt("tr") and question.prompt("en")

    reader = Client()
    started = reader.post("/en/quiz/exam/", {"count": "20", "topics": list(TYPES)})
    assert started.status_code == 302
    assert reader.get(started["Location"]).status_code == 200
    assert Exam.objects.get().items.count() == 20
    assert reader.get("/en/quiz/practice/?topics=where").status_code == 200

    api = reader.get("/api/paragraphs/64A1/").json()
    assert (api["heading_tr"], api["heading_en"], api["text_en"]) == ("", "", corrected)
