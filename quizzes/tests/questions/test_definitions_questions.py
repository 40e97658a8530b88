"""`definitions` questions: every definition is asked, forty questions ask forty definitions, and
the explanation rests on the Definitions section itself, in sentences of its own.

The Definitions (TANIMLAR, before Law 1) decide what a term means: "Alert: A warning that the
opponents may be in need of an explanation" ("Rakiplerin bir açıklamaya ihtiyaç duyma olasılığı
olduğunu bildirir bir uyarı"); "Penalty: (See also “Rectification”) There are two kinds of
penalty:" ("(Ayrıca bkz “Onarma”) İki çeşit ceza vardır:"), then Disciplinary Penalty and
Procedural Penalty. A Law a question cites must be one the definition itself refers to ("see Law
77"): the paragraphs where a term is merely used do not decide its meaning.
"""

import re
from collections import Counter

import pytest
from django.test import Client

from quizzes import bank, distinct, lawdata
from quizzes.generators import generate
from quizzes.tests.helpers import shown_in, url_in

pytestmark = pytest.mark.django_db


def test_every_definition_is_asked_once_in_as_many_consecutive_seeds():
    slugs = [entry.slug for entry in lawdata.glossary()]
    for start in (0, 1, 1000):
        asked = [generate("definitions", seed).extra["definition"] for seed in range(start, start + len(slugs))]
        assert sorted(asked) == sorted(slugs), set(slugs) - set(asked)


def test_forty_seeds_ask_forty_definitions():
    asked = {generate("definitions", seed).extra["definition"] for seed in range(1, 41)}
    assert len(asked) == 40


def test_a_practice_session_of_forty_asks_forty_definitions():
    client = Client()
    slugs = []
    for _ in range(40):
        shown = shown_in(client.get(url_in("en", "practice") + "?topics=definitions").content.decode())
        slugs.append(bank.question(shown.qtype, shown.ref).extra["definition"])
        client.post(url_in("en", "answer"), {"served": shown.token, "choice": shown.choice_tokens[0][0]})
    assert max(Counter(slugs).values()) == 1, Counter(slugs).most_common(3)


def test_the_same_definition_asked_the_other_way_is_the_same_question_to_a_session():
    n = len(lawdata.glossary())
    first, again = generate("definitions", 5), generate("definitions", 5 + n)
    assert first.extra == again.extra and first.prompt_en != again.prompt_en
    assert distinct.identity(first) == distinct.identity(again)


def test_the_two_turkish_definitions_of_irregularity_are_one_question_in_a_session():
    # "Düzensizlik" (2017) and "Usulsüzlük" (a 2007 leftover) both render the WBF "Irregularity":
    # asked both, an English reader would see "Which is the definition of “Irregularity”?" twice
    entries = lawdata.glossary()
    slugs = [e.slug for e in entries if e.term_en == "Irregularity"]
    assert len(slugs) == 2
    asked = {}
    for seed in range(2 * len(entries)):
        q = generate("definitions", seed)
        asked.setdefault(q.extra["definition"], q)
    first, second = (asked[slug] for slug in slugs)
    assert first.extra != second.extra
    assert distinct.identity(first) == distinct.identity(second)
    other = next(q for slug, q in asked.items() if slug not in slugs)
    assert distinct.identity(other) != distinct.identity(first)


def test_the_explanation_rests_on_the_definitions_and_cites_only_laws_the_definition_refers_to():
    entries = {entry.slug: entry for entry in lawdata.glossary()}
    lines: Counter = Counter()
    for seed in range(2 * len(entries)):
        q = generate("definitions", seed)
        entry = entries[q.extra["definition"]]
        steps_en, steps_tr = q.steps("en"), q.steps("tr")
        assert steps_en[0].startswith(f"Definitions, “{entry.term_en}”: "), (seed, steps_en[0])
        assert steps_tr[0].startswith(f"Tanımlar, “{entry.term_tr}”: "), (seed, steps_tr[0])
        # "(see Law 12)", "in Laws 4, 12C2 and 91"
        referred = {
            label for m in re.finditer(r"Laws? ([^).;]*)", entry.text_en) for label in re.findall(r"\d+[A-Z0-9]*", m[1])
        }
        assert set(q.laws) <= referred, (seed, q.laws, entry.text_en)
        assert "first use" not in q.explanation_en and "ilk geçtiği" not in q.explanation_tr
        lines.update(steps_en[:2])
        for choice in q.choices:
            if choice.key != q.answer:
                assert choice.why_en and choice.why_tr, (seed, choice)
    repeated = [line for line, count in lines.items() if count > 2]  # a definition is asked twice here
    assert not repeated, repeated[:3]
