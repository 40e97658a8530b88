"""The situation guides as search documents (issue 12: "situation guides are search results too").

Each guide is one document of the search index (lawbook.search.documents.register_source): its
title at full weight, its summary as the heading, and the text a player reads on the way (every
question, answer and ending: what happens now, who chooses, the options), in both languages. A
hit links to the guide's first step in the page's language (Shown.route). How a guide is ranked beside the
Laws' paragraphs is lawbook.search.guides.
"""

from __future__ import annotations

from collections.abc import Iterable

from lawbook.search.analysis import LANGS, normalize
from lawbook.search.documents import IndexDocument, Shown

from .content import SITUATIONS
from .guide import Ending, Situation, Step, Text

KIND = "guide"


def guide_documents() -> list[IndexDocument]:
    return [_document(position, situation) for position, situation in enumerate(SITUATIONS)]


def _document(position: int, situation: Situation) -> IndexDocument:
    title = _by_lang(situation.title)
    summary = _by_lang(situation.summary)
    questions = joined(_path_texts(situation.start))
    endings = joined(_ending_texts(situation))
    # Shown: the summary, which says the situation in a sentence, is the snippet.
    shown = Shown(
        kind=KIND,
        label=situation.slug,
        law=None,
        chapter=None,
        anchor="",
        order=position,
        law_title=title,
        heading=summary,
        body=dict.fromkeys(LANGS, ""),
        route=["situations:start", situation.slug],
    )
    text = {
        "title": title,
        "context": dict.fromkeys(LANGS, ""),
        "heading": summary,
        "body": {lang: "\n".join(filter(None, (questions[lang], endings[lang]))) for lang in LANGS},
    }
    return IndexDocument(f"g:{situation.slug}", shown, text)


def _path_texts(node: Step | Ending) -> list[Text]:
    """The questions and answers of a guide, in the order a player meets them, each once."""
    if isinstance(node, Ending):
        return [node.title]
    found = [node.question]
    for choice in node.choices:
        found.append(choice.label)
        found += _path_texts(choice.then)
    return list(dict.fromkeys(found))


def _ending_texts(situation: Situation) -> list[Text]:
    found: list[Text] = []
    for _keys, ending in situation.endings():
        found += [*ending.now, ending.chooser]
        found += [part for option in ending.options for part in (option.name, option.effect)]
    return list(dict.fromkeys(found))


def _by_lang(text: Text) -> dict[str, str]:
    return {lang: normalize(getattr(text, lang)) for lang in LANGS}


def joined(texts: Iterable[Text]) -> dict[str, str]:
    """Each language's texts, normalized for the index, one a line."""
    return {lang: "\n".join(normalize(getattr(t, lang)) for t in texts) for lang in LANGS}
