"""Why a chosen answer is wrong, for the feedback after a wrong answer.

Where the generator could say why a choice is wrong (the case of the Law it belongs to, see
Choice.why), that is what is shown; otherwise a sentence that names the chosen answer against the
paragraphs the right one rests on. A right answer, or a number, gets nothing here: the steps of
the explanation say why the right answer is right.
"""

from __future__ import annotations

from django.utils.translation import gettext as _


def why_wrong(question, given_key: str, lang: str) -> str | None:
    if question.numeric or not given_key or given_key == question.answer:
        return None
    chosen = question.choice(given_key)
    if chosen is None:
        return None
    if chosen.why(lang):
        return chosen.why(lang)
    if question.type == "where" and question.laws:
        # A "Which Law?" question asks where the Laws say something, not how a case is decided.
        # Its label is a Law ("26") or a section ("32C"), named as such, not as a paragraph.
        return _("“%(given)s” is not where the Laws say this: they say it in %(laws)s (see the steps below).") % {
            "given": chosen.text(lang),
            "laws": ", ".join(_("Law %(label)s") % {"label": label} for label in question.laws),
        }
    if question.laws:
        return _(
            "“%(given)s” does not follow from the paragraphs that decide this case (%(laws)s): "
            "the steps below show what they give."
        ) % {"given": chosen.text(lang), "laws": ", ".join(question.laws)}
    return _("“%(given)s” is not what the Laws give here: see the steps below.") % {"given": chosen.text(lang)}


def engine_in_words(question, lang: str) -> str | None:
    """The engine's answer for a learner: the ruling in words and the paragraphs it applied."""
    if not question.expected:
        return None
    laws = question.expected.get("laws") or question.laws
    return _("The ruling engine's answer: %(answer)s. Paragraphs applied: %(laws)s.") % {
        "answer": question.answer_text(lang),
        "laws": ", ".join(laws),
    }
