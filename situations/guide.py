"""The shape of a situation guide: a path of questions (Step), each answer (Choice) leading to the
next question or to an Ending that says what happens now, who chooses, the options with their pros
and cons, the paragraphs it rests on and when to call the Director (Law 9B1(a)).

Situations are data, not models: each is a module of situations/content/ holding both languages
side by side (Text), so that a translator reads the Turkish and the English together. Where the
ruling engine decides, an Ending carries an EngineExample: a query of docs/rulings-cli.md that the
page sends to `rulings.answer` and shows in words. Endings without one are written from the Laws'
text and the page says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lawbook.text.language_parts import plain
from lawbook.text.languages import current_lang


@dataclass(frozen=True)
class Text:
    """One piece of guide text in both languages; str() gives the current language's.

    Words quoted in the other language are marked where the guide is written (language_parts:
    "WBF İngilizcesi '⁅is retracted⁆' der"). `tr` and `en` hold the text without the marks, as
    every reader that is not HTML needs it; `marked` keeps the strings as written, for the page
    (the `guide_text` filter). A Text made from another's `tr` or `en` takes no marks with it.
    """

    tr: str
    en: str
    marked: tuple[str, str] = field(default=("", ""), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Frozen: the plain text replaces the written one once, here, for every reader.
        object.__setattr__(self, "marked", (self.tr, self.en))
        object.__setattr__(self, "tr", plain(self.tr))
        object.__setattr__(self, "en", plain(self.en))

    def __str__(self) -> str:
        return self.tr if current_lang() == "tr" else self.en

    def marked_in(self, lang: str) -> str:
        """The string in `lang` as written, with its marks (language_parts.html draws them)."""
        return self.marked[0] if lang == "tr" else self.marked[1]


@dataclass(frozen=True)
class Option:
    """One thing the player who chooses may do, seen from his side of the table."""

    name: Text
    effect: Text
    pros: tuple[Text, ...] = ()
    cons: tuple[Text, ...] = ()


@dataclass(frozen=True)
class EngineExample:
    """An example of the situation as a ruling-engine query (docs/rulings-cli.md).

    `finish`: play the record on to the last trick with the first legal card each time and ask
    for the `result` (Law 64 needs the whole play); otherwise the query is asked as it stands.
    """

    story: Text
    query: dict = field(hash=False)
    finish: bool = False


@dataclass(frozen=True)
class Fact:
    """One fact of a situation that tells an Ending from its siblings in the same guide, as a
    player's story states it (issue 22): "declarer has played from both hands" (Law 57C1), "dummy
    played or suggested a card" (57C2), "simultaneously" (58A).

    Each language holds the fact's alternatives, each a short phrase the story must hold word for
    word, in its order and side by side, each word by its stem (lawbook.search.stated_facts:
    "hands" meets "hand"), or, written with a trailing "*", by its folded beginning, for the
    Turkish forms a stemmer does not reach ("elinden*" meets "elinden" and not "el"). Where the
    language puts a fact's words apart, "..." between two words lets the second stand a few words
    after the first ("deklaran* ... oyna dedi": "deklaran kupa dokuzluyu oyna dedi"). A fact is
    stated when one alternative is: "both hands" | "both of declarer's cards". A fact is not a
    word: "both" alone states nothing ("both defenders led at once" is 58A's story, not 57C1's), so
    an alternative holds the words that make it the fact. `laws` name the paragraphs it rests on, one of which its Ending cites, true of its
    Ending by that paragraph in both texts; the same fact may be written on several Endings of a
    guide when true of each ("before partner played", 57A, is true of 57C1's and 57C2's cases too).
    """

    tr: tuple[str, ...]
    en: tuple[str, ...]
    laws: tuple[str, ...]
    # A fact the Ending's situation has only when a story tells it, not by default: a call is made in
    # turn unless the story says otherwise (Law 36B4's "if the call is out of turn"), the Director is
    # called before the next player calls unless it says he called (36A). A story that states the
    # Ending's other facts and not this one is not told that Ending while a sibling's facts are all
    # stated (lawbook.search.stated_facts, search304).
    told_only: bool = False


@dataclass(frozen=True)
class Ending:
    title: Text
    now: tuple[Text, ...]
    chooser: Text
    laws: tuple[str, ...]
    director: Text
    options: tuple[Option, ...] = ()
    advice: tuple[Text, ...] = ()  # what to weigh before choosing, and how to avoid it next time
    engine: EngineExample | None = None
    # What a Director reads aloud at the table (Law 10C1: "the Director shall explain all the
    # options available"): short second-person sentences restating `now`, `chooser` and every
    # option by its name; with options, the last sentence invites the choice. Written as data so
    # that it reads naturally; situations/tests/guides/test_read_out.py holds it to the ending.
    script: tuple[Text, ...] = ()
    # The director's table in this mode (situations/table_views.MODES), where the engine rules on
    # the deal at hand rather than on the example: "claim" for a contested claim (Laws 70, 71).
    table_mode: str = ""
    # How players describe the situation this ending answers, in their own everyday words (one to
    # situations.search_paths.MAX_SAID short phrases, each true of this ending by its paragraphs,
    # varied as players vary them: the verbs, the tenses, the cases, active and passive):
    # "deklaran yere fark etmez bir şey at dedi", "declarer said doesn't matter, play whatever".
    # Not shown on the page, but it is what the search says the ending is about:
    # situations/search_paths.py adds them to the way to the ending, and lawbook.search.endings
    # scores each as a part of its own, so that a player's question finds the paragraphs the
    # ending rests on (issue 22).
    said: tuple[Text, ...] = ()
    # Whether the options are a rectification's, offered after an irregularity (Law 10C1): then the
    # page tells every player to take no action until the Director has explained all matters of the
    # rectification and the penalty (Law 9B2, which stands under 9B "After Attention Is Drawn to an
    # Irregularity"; the chooser too, qa321) and the read-out's
    # heading cites 10C1. False where the options are a contestant's right with no irregularity to
    # rectify: an appeal (Law 92A), a question at one's own turn (Law 20F1).
    options_after_irregularity: bool = True
    # The few facts that tell this Ending from its siblings in the guide (Fact: phrases a story
    # states, each resting on a paragraph of the Ending), so that the search chooses among a guide's
    # Endings by what the story says happened (lawbook.search.stated_facts), not by a word shared
    # with a sibling's title ("both defenders led at once" is not "declarer had played from both
    # hands"). Not a summary of the Ending, nor the words it shares with its siblings; an Ending
    # without facts is chosen as before. situations/tests/guides/test_ending_facts.py holds each
    # fact to its own phrasings (Ending.said) and keeps it off the siblings' that do not share it.
    facts: tuple[Fact, ...] = ()


@dataclass(frozen=True)
class Choice:
    key: str  # one URL segment, the same in both languages so that a shared link works in both
    label: Text
    then: Step | Ending


@dataclass(frozen=True)
class Step:
    question: Text
    choices: tuple[Choice, ...]
    hint: Text | None = None

    def choice(self, key: str) -> Choice | None:
        return next((c for c in self.choices if c.key == key), None)


@dataclass(frozen=True)
class Situation:
    slug: str
    title: Text
    summary: Text
    start: Step | Ending

    def walk(self, keys: list[str]) -> tuple[list[Choice], Step | Ending] | None:
        """The answers taken and where they lead; None when a key is not an answer of its step."""
        node, taken = self.start, []
        for key in keys:
            choice = node.choice(key) if isinstance(node, Step) else None
            if choice is None:
                return None
            taken.append(choice)
            node = choice.then
        return taken, node

    def endings(self, node=None, keys=()):
        """Every (keys, Ending) of the guide, depth first."""
        node = self.start if node is None else node
        if isinstance(node, Ending):
            yield list(keys), node
            return
        for choice in node.choices:
            yield from self.endings(choice.then, (*keys, choice.key))
