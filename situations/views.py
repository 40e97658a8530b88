"""Situation guide pages: the index, each step of a guide (one GET URL per step, so that a step can
be shared and bookmarked and works without JavaScript) and its ending.

They are reading pages (lawbook.pages.page_cache): the same for every reader (no form, no cookie,
nothing about the person), made from the text they quote (an ending's paragraphs, Law 12C's score
and the rest: the content version) and from the guide itself, which is code (the release). So a
guide is rendered once per process, text and release, and a phone that has it is answered 304."""

from __future__ import annotations

import json

from django.http import Http404
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _

from lawbook.citations import find_citations
from lawbook.labels import parse_label
from lawbook.pages.page_cache import reading_page

from .auction_table_views import auction_url
from .content import BY_SLUG, SITUATIONS
from .engine_words import ask, describe
from .guide import Ending, current_lang
from .paragraphs import cited, found_labels


@reading_page
def index(request):
    return render(request, "situations/index.html", {"situations": SITUATIONS})


@reading_page
def step(request, slug: str, keys: str = ""):
    situation = BY_SLUG.get(slug)
    if situation is None:
        raise Http404(_("There is no such situation."))
    parts = keys.split("/") if keys else []
    walked = situation.walk(parts)  # an empty or unknown key ("a//b", "..") is no answer: 404
    if walked is None:
        raise Http404(_("This guide has no such step."))
    taken, node = walked
    trail = [(choice, _step_url(slug, parts[:i])) for i, choice in enumerate(taken)]
    context = {"situation": situation, "trail": trail, "node": node}
    if isinstance(node, Ending):
        context.update(_ending_context(node))
        if node.script and parts:
            context["read_out_url"] = reverse("situations:read_out", args=[slug, "/".join(parts)])
        return render(request, "situations/ending.html", context)
    context["choices"] = [(c, _step_url(slug, [*parts, c.key])) for c in node.choices]
    return render(request, "situations/step.html", context)


@reading_page
def read_out(request, slug: str, keys: str):
    """The ending's read-out script alone, in large type (Law 10C1: the Director states every
    option before any is chosen): readable at arm's length on a phone and printable, no JavaScript.
    A step, an unknown path or an ending without a script has no read-out: 404."""
    situation = BY_SLUG.get(slug)
    walked = situation.walk(keys.split("/")) if situation else None
    if walked is None or not isinstance(walked[1], Ending) or not walked[1].script:
        raise Http404(_("This guide has no such ending."))
    ending = walked[1]
    context = {"situation": situation, "node": ending, "ending_url": _step_url(slug, keys.split("/"))}
    return render(request, "situations/read_out.html", context)


def _step_url(slug: str, keys: list[str]) -> str:
    if not keys:
        return reverse("situations:start", args=[slug])
    return reverse("situations:step", args=[slug, "/".join(keys)])


def _ending_context(ending: Ending) -> dict:
    lang = current_lang()
    labels = list(ending.laws)
    engine = None
    if ending.engine is not None:
        query, answer = ask(ending.engine)
        labels += [label for label in answer.get("laws", []) if label not in labels]
        engine = {
            "story": ending.engine.story,
            "finished": ending.engine.finish,
            "sentences": describe(answer, query, lang),
            "laws": answer.get("laws", []),
            "query": json.dumps(query, ensure_ascii=False),
            "answer": json.dumps(answer, ensure_ascii=False),
            "auction_url": auction_url(query) if query.get("q") == "auction" else "",
        }
    shown = found_labels(labels, lang)
    for label in found_labels([label for label in _named(ending, lang) if label not in labels], lang):
        if not _overlaps(label, shown):
            shown.append(label)
    # The page's paragraphs quoted in one call, so that each footnote and note is shown once and
    # every marker links to one the page shows: a named paragraph left out (Law 50 beside 50B) took
    # 50D2's footnotes 13 and 14 with it, and 50D, kept, linked its markers to them (fix252).
    return {"engine": engine, "paragraphs": cited(shown, lang)}


def _overlaps(label: str, quoted: list[str]) -> bool:
    """Whether a paragraph named in a sentence is already quoted, whole or in part: Law 24 beside
    24B and 24E, or 50D2(a) inside 50D2; so the page quotes no text twice."""
    named = parse_label(label)
    return any(named.is_within(other) or other.is_within(named) for other in map(parse_label, quoted))


def _named(ending: Ending, lang: str) -> list[str]:
    """The paragraphs the Ending's own sentences name ("declarer states which option he selects (Law
    50D2)"), so that each is quoted with the rest, one tap away. Not `ending.laws`, which the search
    reads: what a sentence names in passing does not make the Ending a search result for it."""
    sentences = [*ending.now, ending.chooser, *ending.advice]
    for option in ending.options:
        sentences += [option.name, option.effect, *option.pros, *option.cons]
    return [
        citation.target
        for sentence in sentences
        for citation in find_citations(getattr(sentence, lang), None, (), lang)
    ]
