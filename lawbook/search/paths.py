"""Paths through the situation guides: a player's words for a situation, and the paragraphs that
answer it (issue 12).

A situation guide (situations/) is a tree of questions ending in Endings, and each Ending lists
the paragraphs of the Laws it rests on. The way to an Ending (the situation's title and summary,
each question and the answer taken, the ending's title and what happens now) describes, in the
words players use, a situation whose answer is those paragraphs: "Yer (dummy)" ... "Yerin
resmileşmiş rönonsu" ... Law 64B3. Another app registers its paths here (register_source, at
start-up, as lawbook.search.documents.register_source registers its documents); an index build
stores them in the index's metadata, so that a serving process reads them with the index and the
lawbook never imports the guides. lawbook.search.borrowing lets the paragraphs of the paths that
describe a query borrow score; paths are never results themselves.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import cached_property

from ..registry import Sources


@dataclass(frozen=True)
class GuidePath:
    id: str  # "revoke/dummy/established": the guide's slug and the answers taken
    # lang -> the way there, one piece a line: the guide's title and summary, each question and
    # the answer taken, the ending's title
    way: dict[str, str]
    now: dict[str, str]  # lang -> what happens now (Ending.now), one piece a line
    laws: tuple[str, ...]  # the Ending's paragraphs in citation form, in the guide's order
    # The Ending's parts apart, each lang -> text, one piece a line, for scoring the Ending as a
    # document of its own (lawbook.search.endings): the guide's title and summary with each
    # question and the answer taken; the Ending's title; every one of its players' phrasings.
    steps: dict[str, str] = field(default_factory=dict)
    title: dict[str, str] = field(default_factory=dict)
    said: dict[str, str] = field(default_factory=dict)
    # The Ending's paragraphs that only its advice cites, not what happens now: how to do it right
    # next time (46A, "declarer should clearly state both the suit and the rank"), not the answer
    # (46B1-46B5 rule an incomplete designation). lawbook.search.borrowing lends them less.
    advice: tuple[str, ...] = ()
    # The facts that tell the Ending from its siblings (situations.guide.Fact), lang -> per fact its
    # alternatives, each a phrase every word of which a story must hold (lawbook.search.stated_facts).
    facts: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    # lang -> what each option of the Ending does (Option.effect), one a line: "The offender's
    # partner must play the highest card he holds of the suit led (Law 57A1)". The options cite the
    # paragraphs `now` only names together (57A's "one of four options"); lawbook.search.cited_sentences
    # reads them to tell those paragraphs apart.
    options: dict[str, str] = field(default_factory=dict)
    # Which of `facts` (their places) an Ending's situation has only when a story tells it
    # (situations.guide.Fact.told_only): lawbook.search.stated_facts does not choose an Ending for a
    # story that leaves such a fact of it unstated while a sibling's facts are all stated.
    told_only: tuple[int, ...] = ()
    # Per fact of `facts` (in their places), the paragraphs it rests on (situations.guide.Fact.laws),
    # in citation form: lawbook.search.bridges lends a paragraph of the chosen Ending more when the
    # story states a fact that rests on that paragraph alone (search322).
    fact_laws: tuple[tuple[str, ...], ...] = ()

    @cached_property
    def guide(self) -> str:
        # Cached: the search asks it of every path, query after query (lawbook.search.bridges).
        return self.id.split("/", 1)[0]

    def stored(self) -> dict:
        return asdict(self)

    @classmethod
    def from_stored(cls, data: dict) -> GuidePath:
        return cls(
            data["id"],
            dict(data["way"]),
            dict(data["now"]),
            tuple(data["laws"]),
            dict(data.get("steps", {})),
            dict(data.get("title", {})),
            dict(data.get("said", {})),
            tuple(data.get("advice", ())),
            {lang: tuple(tuple(fact) for fact in facts) for lang, facts in data.get("facts", {}).items()},
            dict(data.get("options", {})),
            tuple(data.get("told_only", ())),
            tuple(tuple(laws) for laws in data.get("fact_laws", ())),
        )


_SOURCES: Sources[GuidePath] = Sources()
register_source = _SOURCES.register
unregister_source = _SOURCES.unregister
registered = _SOURCES.items
