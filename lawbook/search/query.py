"""Reading what a user typed into a query plan; nothing typed is ever read as query syntax.

The input is cleaned (control characters dropped, length capped), split into words, and each word
or vocabulary term becomes a Concept: the alternatives a document may match it by. Operators,
fields, wildcards and quotes typed by the user are only punctuation here. A whole input that is a
paragraph label ("64", "Yasa 50D2a", "law 64b") is a citation, read by lawbook.labels. A citation
typed at the start or the end of other words ("yasa 64 rönons", "50D2a nedir", "revoke law 64")
is a scope: the other words are searched, and what lies under the cited paragraph comes first.

A query is read in one language (`reading`): by its words (a Turkish letter, the function words of
one language alone), else by the bridge words it holds (the vocabulary's terms, the Turkish names of
the suits and honours; a word both languages write is none), else by the page's language. Only
that language's stopwords are dropped; a stopword of the other language that this one writes too
("as", the Turkish ace; "on", ten; "at", throw) is a concept searched in this language alone.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from lawbook.citations import law_range_and_words
from lawbook.labels import TYPED_ABBREVIATIONS, Label, try_parse_label
from lawbook.labels import words as any_of
from lawbook.text.inflection import word_matches
from lawbook.text.textfold import fold

from .analysis import case_form, exact_form, words
from .story_words import (
    appeal_alone,
    auction_begun,
    auction_not_begun,
    bids,
    call_over_change,
    card_not_in_dummy,
    deal_words,
    designations,
    dummy_advice,
    dummy_remarks,
    five_cards,
    from_the_table,
    own_side_double,
    slow_play,
    stuck_cards,
    told_turn,
    trick_counts,
    trick_numbers,
    turn_to_lead,
    unable_to_comply,
    withdrawn_information,
    wrong_hand_warning,
)
from .vocabulary import Group, Vocabulary

MAX_QUERY_CHARS = 200
MAX_WORDS = 12
# Words read at most, question words and stopwords included (MAX_WORDS counts the others).
MAX_TYPED_WORDS = 24
# Plans kept for the queries asked again (by cleaned text and vocabulary).
PLANS_KEPT = 4096
# The vocabulary's terms' words (_spelled): more than the vocabulary holds, so none is dropped.
TERMS_SPELLED_KEPT = 16384
# Words beside a citation that make it a scope: a player's few words ("yasa 64 rönons").
MAX_SCOPED_WORDS = 3
# Words too common to be a concept of their own, in the language they are common in; they still
# count inside phrases. Folded forms. A stopword of one language is a word of the other: "as" is
# the ace, "on" ten ("on löve", "deklaran on dedi") and the folded "ön" (front: 1B "Kartların Ön
# Yüzü"), "at" the imperative of "atmak" ("küçük at", a designation, Law 46B1(c)), "it" push, "is"
# the folded "iş" (a matter: 6E3 "bu iş için"); so a word is dropped only in the language the query
# is read in (`reading`), and searched in that language alone when it is a stopword of the other
# (in the English text "as" would match nearly every paragraph).
_TURKISH_STOPWORDS = "ve veya ile bir bu su o da de ki mi icin gibi olan olarak daha cok en ya hem ama"
_ENGLISH_STOPWORDS = "the a an of to in on and or is are be by for with at as from that this it its"
STOPWORDS_BY_LANG = {"tr": frozenset(_TURKISH_STOPWORDS.split()), "en": frozenset(_ENGLISH_STOPWORDS.split())}
# A stopword of either language: the words of a vocabulary term that count only inside it
# (lawbook.search.scoring). No term of fixtures/search_vocabulary.tsv holds a stopword of the other
# language only (checked when the stopwords were made per language, searchlang), so for a term
# this is its own language's list; a Turkish term "on löve" would need lawbook.search.scoring to
# ask its language's list.
STOPWORDS = STOPWORDS_BY_LANG["tr"] | STOPWORDS_BY_LANG["en"]
# The words a player's question is asked with, not what it asks about ("hakem ne zaman
# çağrılmalı", "what happens when I revoke"): question words, pronouns, the particle mı/mi/mu/mü,
# "olur", "yaptı", auxiliaries, the "dedi" (said) and "sonra" (then) of a story told, the fillers
# of spoken Turkish ("yani", "galiba", "hocam"). Never a
# concept, so they cost no result its rank; a phrase pasted from the book still counts them whole.
# Folded forms.
_TURKISH_QUESTION_WORDS = (
    "ne neden niye nicin nasil nasildir kac kacta hangi hangisi kim kime nedir neler nerede neyi"
    " mu misin miyim midir mudur misiniz miyiz acaba simdi peki lutfen"
    " ben beni bana benim biz bizi bize bizim sen seni sana senin siz onun onu ona"
    " olur olurmu oldu oldum olsa olacak olmali yapti yaptim yaptik yapmali yapmaliyim yapmam"
    " yapacagim yapabilir yaptilar ediyoruz ettim etti gerekir gerek lazim dedi dedim dedik sonra ardindan"
    # Spoken Turkish a player tells a story in: fillers, hedges, the Director addressed.
    " yani hani galiba herhalde sanirim bence hocam abi miydi muydu"
    # "Yerine" is "instead of" ("2 kupa yerine 2 pik") or "yerine getirmek" (to comply) wherever
    # the Laws write it, never a form of "yer" (dummy), which the vocabulary would read it as.
    " yerine"
)
_ENGLISH_QUESTION_WORDS = (
    "what whats when how why which who whom where should shall would could can may might must"
    " i me my mine we us our you your he him his she her they them their do does did done"
    " happens happen happened now then there was were has have had am just so get got any"
    " please hey ok okay actually really"
    # "Already" tells when, as "sonra" does: the Laws' own "already" (45C1 "has already made a
    # legal play") drew a defender's play before his partner's to 45C1.
    " already"
)
# Unlike the stopwords, one list for both languages, whatever the query is read in: no word of it
# is a word of the other language that a player asks about the game with (folded, the English
# "her" is the Turkish "her", every, a determiner like "bir"; "can", "his", "had" are the Turkish
# soul, feeling and limit), and a question word of the other language in a mixed query ("revoke
# ne olur") is still how the question is asked. Of the tuning sets' questions (bench/, searchlang)
# one Turkish question holds an English question word ("rakip her iyi bordda ..."), none the reverse.
QUESTION_WORDS = frozenset(_TURKISH_QUESTION_WORDS.split() + _ENGLISH_QUESTION_WORDS.split())
# Two-word question phrases whose second word alone would be a concept: "ne zaman" (when),
# "ne kadar" (how long), "ne yapmalıyım" (what should I do).
QUESTION_PAIRS = frozenset(
    {("ne", "zaman"), ("ne", "kadar"), ("ne", "yapmaliyim"), ("ne", "yapilir")}
    # "Is it fine if dummy ...": "fine" after "it", "that" or a form of "be" is "all right", not
    # the fine a player is given (the vocabulary's procedural penalty, Law 90A).
    | {(before, "fine") for before in ("it", "its", "that", "thats", "is", "be", "was", "seems", "all")}
)
# The evidence of the language a query is written in (`reading`): the function words of one
# language only. Not the English stopwords that are Turkish words too, nor "her" (every).
_EITHER_LANGUAGE = frozenset({"as", "on", "at", "it", "is", "in", "an", "her"})
_FUNCTION_WORDS = {
    "tr": (STOPWORDS_BY_LANG["tr"] | frozenset(_TURKISH_QUESTION_WORDS.split())) - _EITHER_LANGUAGE,
    "en": (STOPWORDS_BY_LANG["en"] | frozenset(_ENGLISH_QUESTION_WORDS.split())) - _EITHER_LANGUAGE,
}
# Words of the game only Turkish writes, with or without its letters: the suits' names, the Laws'
# (1A "pik (), kör (), karo (), trefl ()", as fixtures/laws_tr.txt has it) and the players' ("maça",
# "kupa", "sinek"), the honours' ("As, Rua, Dam, Vale", 1A; "papaz", "kız"), and "leve" typed for
# "löve". The Laws' names and "papaz", "kız" are vocabulary terms too (searchsuits), and vote as
# terms; the players' suits are not (fixtures/search_vocabulary.tsv says why). A player without Turkish keys
# types "sinek at" (discard a club) or "kupa as" (the ace of
# hearts): no Turkish letter, no function word, no vocabulary term, and the English page read them
# as English, dropping "at" and "as". Inflected too ("kupayı", "pikten"). Not "as", "dam", "vale":
# English words. A typed word arrives folded (no diacritics); each name's first two letters are
# folded once here, to pass over the names it cannot be before word_matches is asked.
_TURKISH_BRIDGE_WORDS = ("pik", "kör", "karo", "trefl", "maça", "kupa", "sinek", "rua", "papaz", "kız", "leve")
_TURKISH_BRIDGE_STARTS = tuple((fold(name[:2]), name) for name in _TURKISH_BRIDGE_WORDS)
# Bridge words both languages write, typed without the Turkish letters: a vocabulary term they are is
# no evidence of a language ("pas", also the English typo of "pass"; "löve" typed "love", the
# English "love all"; "süre", period, typed "sure"; "mp"; the Laws' queen and jack, "dam" and
# "vale", English words too). Nor are the words the vocabulary writes in
# terms of both languages ("partner", "alert", "tempo", "bidding box": Vocabulary.both_languages).
_EITHER_LANGUAGE_TERMS = _EITHER_LANGUAGE | frozenset({"pas", "love", "sure", "mp", "dam", "vale"})
_TURKISH_LETTERS = frozenset("çğıöşüÇĞİÖŞÜ")
_DROPPED_CATEGORIES = ("Cc", "Cf", "Cs", "Co", "Cn")
_CITATION_TRIM = " \t.,;:!?\"'“”‘’«»"
# Turkish writes a case ending after an apostrophe: "Yasa 64’e", "50D2a’da" cite 64 and 50D2(a).
_CASE_ENDING = re.compile(r"['’][^\W\d_]{1,5}$")
_DIGIT = re.compile(r"\d")


@dataclass(frozen=True)
class QueryWord:
    text: str  # as typed
    exact: str  # folded
    question: bool = False  # a word the question is asked with (QUESTION_WORDS, QUESTION_PAIRS)
    stopword: bool = False  # a stopword of the language the query is read in
    # The one language the word is searched in: the query's, when the word is a stopword of the
    # other ("as" read in Turkish is the ace; in the English text it is nearly every paragraph's).
    only: str | None = None

    @property
    def stop(self) -> bool:
        return self.stopword or self.question


@dataclass(frozen=True)
class Alternative:
    """One way to match a concept: words in one language, or as typed (lang None: both)."""

    lang: str | None
    words: tuple[str, ...]
    synonym: bool
    # A vocabulary term as typed: a part of it counts little ("call" alone is not "director be
    # called"), as its other terms count only whole.
    whole: bool = False
    # A term for what the typed term is a kind of (vocabulary.Group.broader), weighed less.
    broader: bool = False


@dataclass(frozen=True)
class Concept:
    alternatives: tuple[Alternative, ...]
    start: int  # span of query words
    end: int
    # A seat, a suit or a rank of the deal a story is told with (lawbook.search.story_words.deal_words): not
    # searched in the Laws about the deck and the boards (deal_words.DECK_LAWS).
    scene: bool = False


@dataclass(frozen=True)
class Plan:
    text: str  # the cleaned input
    words: tuple[QueryWord, ...]
    concepts: tuple[Concept, ...]
    citation: Label | None
    scope: Label | None = None
    lang: str = "tr"  # the language the query is read in (`reading`)
    # The Laws of a range typed beside the words ("yasa 61-64 rönons"): a scope of whole Laws.
    laws: tuple[int, ...] = ()

    @property
    def asked(self) -> tuple[QueryWord, ...]:
        """The words without those the question is asked with: what phrases are made of."""
        return tuple(w for w in self.words if not w.question) or self.words


def clean(text: str, limit: int = MAX_QUERY_CHARS) -> str:
    """The input without control, format or unassigned characters, spaces collapsed, capped."""
    if not isinstance(text, str):
        return ""
    text = unicodedata.normalize("NFC", text[: limit * 4])
    kept = "".join(
        " " if ch.isspace() else ch
        for ch in text
        if ch.isspace() or unicodedata.category(ch) not in _DROPPED_CATEGORIES
    )
    return " ".join(kept.split())[:limit].strip()


def citation(text: str) -> Label | None:
    if not text or not _DIGIT.search(text):
        return None  # a label begins with its Law's number (lawbook.labels.LAW_NUMBER)
    text = text.strip(_CITATION_TRIM)
    for form in (text, _CASE_ENDING.sub("", text)):
        label = try_parse_label(form) or try_parse_label(label_text(form))
        if label is not None:
            return label
    return None


# Abbreviations people write before a label: "Y.50D", "Y 64", "md. 12", "L27B1b" (lawbook.labels).
# Only in front of a digit, so that no word is cut short.
_ABBREVIATION = re.compile(rf"^\s*{any_of(TYPED_ABBREVIATIONS)}\s*\.?\s*(?=\d)", re.IGNORECASE)
# Separators typed inside a label: "27B-1-a", "50.D.2.a", "64_B_3".
_SEPARATORS = re.compile(r"[-._/]+")


def label_text(text: str) -> str:
    """A typed citation as the label grammar reads it: abbreviations dropped, separators spaces."""
    return _SEPARATORS.sub(" ", _ABBREVIATION.sub("", text)).strip()


def scope(text: str) -> tuple[Label | None, str]:
    """A citation at the start or the end of other words, and those words.

    A bare number is not one ("2 kart" is two cards, "13 kart" thirteen): it needs the word for a
    Law ("yasa 64", "law 64") or a section letter ("64B", "50D2a"). Nor is one among more than
    MAX_SCOPED_WORDS other words: that is a phrase pasted from the text, which names the paragraph
    it comes from, not the one it cites ("Yasa 29B uyarınca iptal edilmesi ve").
    """
    tokens = text.split()
    for size in range(min(len(tokens) - 1, 5), 0, -1):
        for cited, rest in ((tokens[:size], tokens[size:]), (tokens[-size:], tokens[:-size])):
            phrase = " ".join(cited)
            if phrase.strip(_CITATION_TRIM).isdigit():
                continue
            label = citation(phrase)
            if label is not None and len(rest) <= MAX_SCOPED_WORDS:
                return label, " ".join(rest)
    return None, text


def plan(text: str, vocabulary: Vocabulary, lang: str = "tr") -> Plan:
    """The plan of what was typed on the page in `lang` (lawbook.search.service.page_lang), which
    reads a query that says nothing of its own language (`reading`)."""
    return _plan(clean(text), vocabulary, lang)


@lru_cache(maxsize=PLANS_KEPT)
def _plan(text: str, vocabulary: Vocabulary, page: str) -> Plan:
    """The plan of a cleaned text: a function of the text, the vocabulary and the page's language
    only (a Vocabulary is never changed once read; another one is another key), kept because the
    words, citations and vocabulary terms of a query cost more to find than the rest of a
    repeated search does. Plans are frozen, so a kept one is shared safely."""
    cited = citation(text)
    scoped, searched = (None, text) if cited is not None else scope(text)
    ranged = law_range_and_words(text) if cited is None else None
    laws: tuple[int, ...] = ()
    if ranged is not None and ranged[0].laws:  # "yasa 61-64 rönons": no citation of 61 beside "64 rönons"
        laws, scoped, searched = ranged[0].laws, None, ranged[1]
    typed = [
        QueryWord(w.text, exact_form(w.text))
        for w in words(trick_numbers.with_ordinal_words(bids.with_strain_letters(searched)))
    ]
    typed = typed[:MAX_TYPED_WORDS]
    typed = [w for w in typed if w.exact]
    lang = reading(typed, vocabulary, page)
    typed = _within_content_words(_mark_questions([_read_in(w, lang) for w in typed]))
    return Plan(text, tuple(typed), tuple(_concepts(typed, vocabulary)), cited, scoped, lang, laws)


def reading(typed: list[QueryWord], vocabulary: Vocabulary, page: str) -> str:
    """The language a query is read in, which decides its stopwords. A player types on either page
    in either language, and the page alone would read "deklaran yerden as dedi ama yerde o renkte
    as yok" typed on the English page as English, and drop the ace. So, in turn:
    - its words with a Turkish letter (ç ğ ı ö ş ü) or that are function words of Turkish alone
      ("ve", "dedi", "mı") against those that are function words of English alone ("the",
      "what"); a word of both languages ("as", "on") is no evidence;
    - else the bridge words it holds: the languages of the vocabulary's terms ("rönons", "cezali
      kart"; "revoke", "declarer"), found with their suffixes (lawbook.text.inflection), and the
      Turkish names of the suits and honours ("sinek at", "kupa as": _TURKISH_BRIDGE_WORDS); a
      term both languages write ("partner", "bidding box", "pas") is no evidence;
    - else the page's ("50D2a", "partner alert").
    On the tuning sets (bench/, searchlang) the first two read every question in its set's
    language, on its own page and on the other one, and with its Turkish letters folded to ASCII
    (searchlang3); only three citations ("Yasa 64", "50D2a", "law 12c1b"), which have no other
    words, and "imp tablosu" ("imp" is both languages' abbreviation, "tablosu" no evidence) fall
    back to the page."""
    for votes in (_function_word_votes, _bridge_word_votes):
        counted = votes(typed, vocabulary)
        if counted["tr"] != counted["en"]:
            return "tr" if counted["tr"] > counted["en"] else "en"
    return page


def _function_word_votes(typed: list[QueryWord], _vocabulary: Vocabulary) -> Counter[str]:
    votes: Counter[str] = Counter()
    for word in typed:
        if word.exact in _FUNCTION_WORDS["tr"] or not _TURKISH_LETTERS.isdisjoint(word.text):
            votes["tr"] += 1
        elif word.exact in _FUNCTION_WORDS["en"]:
            votes["en"] += 1
    return votes


def _bridge_word_votes(typed: list[QueryWord], vocabulary: Vocabulary) -> Counter[str]:
    folded = [w.exact for w in typed]
    votes: Counter[str] = Counter()
    in_terms: set[int] = set()
    for match in vocabulary.find(folded, [case_form(w.text) for w in typed]):
        in_terms.update(range(match.start, match.end))
        if not all(_of_either_language(word, vocabulary) for word in folded[match.start : match.end]):
            votes[match.term.lang] += 1
    votes["tr"] += sum(1 for i, word in enumerate(folded) if i not in in_terms and _turkish_bridge_word(word))
    return votes


def _of_either_language(folded: str, vocabulary: Vocabulary) -> bool:
    return folded in _EITHER_LANGUAGE_TERMS or folded in vocabulary.both_languages


def _turkish_bridge_word(folded: str) -> bool:
    return any(folded[:2] == start and word_matches(folded, name) for start, name in _TURKISH_BRIDGE_STARTS)


def _read_in(word: QueryWord, lang: str) -> QueryWord:
    """The word as a query read in `lang` takes it: a stopword of that language, or searched in that
    language alone when it is a stopword of the other only."""
    if word.exact in STOPWORDS_BY_LANG[lang]:
        return replace(word, stopword=True)
    if word.exact in STOPWORDS:
        return replace(word, only=lang)
    return word


def _within_content_words(typed: list[QueryWord]) -> list[QueryWord]:
    """The words up to the MAX_WORDS-th that is not a stopword or a word the question is asked
    with: a player's long question ("is it fine for dummy to ask declarer if he has no hearts")
    keeps its last words, which are often what it asks about."""
    kept, content = [], 0
    for word in typed:
        if not word.stop:
            if content == MAX_WORDS:
                break
            content += 1
        kept.append(word)
    return kept


def _mark_questions(typed: list[QueryWord]) -> list[QueryWord]:
    marked = []
    for index, word in enumerate(typed):
        before = typed[index - 1].exact if index else ""
        question = word.exact in QUESTION_WORDS or (before, word.exact) in QUESTION_PAIRS
        marked.append(replace(word, question=True) if question else word)
    return marked


def _terms(typed: list[QueryWord], vocabulary: Vocabulary) -> list:
    """The vocabulary terms of the query, as typed and also across question words ("hakem ne
    zaman çağrılmalı" holds "hakem çağrılmalı"), the longer first where they overlap."""
    found = []
    every, asked = list(range(len(typed))), [i for i, w in enumerate(typed) if not w.question]
    # Without question words the second reading is the first again, and finds nothing more.
    for kept in (every, asked) if asked != every else (every,):
        for m in vocabulary.find([typed[i].exact for i in kept], [case_form(typed[i].text) for i in kept]):
            start, end = kept[m.start], kept[m.end - 1] + 1
            # A term of question words alone asks nothing: "ne zaman" is no "zaman" (time).
            if any(not w.question for w in typed[start:end]):
                found.append(replace(m, start=start, end=end))
    chosen, taken = [], set[int]()
    for match in sorted(found, key=lambda m: (-len(m.term.words), m.start)):
        span = set(range(match.start, match.end))
        if not span & taken:
            chosen.append(match)
            taken |= span
    return chosen


def _concepts(typed: list[QueryWord], vocabulary: Vocabulary) -> list[Concept]:
    typed_bids = {b.start: b for b in bids.find([w.exact for w in typed])}
    taken = {i for b in typed_bids.values() for i in range(b.start, b.end)}
    numbered = {i: n for i, n in trick_numbers.find([w.exact for w in typed]).items() if i not in taken}
    taken |= set(numbered)
    said = _sayings([w.exact for w in typed], taken)
    taken |= {i for start, (end, _) in said.items() for i in range(start, end)}
    matches = {m.start: m for m in _terms(typed, vocabulary) if not taken & set(range(m.start, m.end))}
    content = [w for w in typed if not w.stop]
    stuck = set(stuck_cards.find([w.exact for w in typed]))
    completing = _completing_words(typed, matches.values())
    # A story that says how a call was made ("partner bids loudly") is about its manner (Law 73A2),
    # not about which call: there the broader "call" of a typed "bid" draws every auction paragraph
    # above 73A2 (search98).
    broader = not any(_names_a_manner(m.group) for m in matches.values())
    concepts: list[Concept] = []
    index = 0
    while index < len(typed):
        bid = typed_bids.get(index)
        if bid is not None:
            concept = _in_the_laws_words(bid.terms, bid.start, bid.end)
            # "2 kupa yerine 2 pik" names two bids, but asks about one thing: a bid.
            if all(c.alternatives != concept.alternatives for c in concepts):
                concepts.append(concept)
            index = bid.end
            continue
        if index in numbered:
            # The number of a trick the Laws never name is no concept: it drew their fifth card.
            if trick_numbers.terms(numbered[index]):
                concepts.append(_in_the_laws_words(trick_numbers.terms(numbered[index]), index, index + 1))
            index += 1
            continue
        if index in said:
            end, concept = said[index]
            # "whose lead is it, partner's lead or mine": one turn asked about.
            if all(c.alternatives != concept.alternatives for c in concepts):
                concepts.append(concept)
            index = end
            continue
        match = matches.get(index)
        if match is not None:
            if (match.start, match.end) in stuck:
                # Playing cards stuck together: 58B's words beside the vocabulary's reading (story_words.stuck_cards).
                concepts.append(_in_the_laws_words(stuck_cards.terms(), match.start, match.end))
            concepts.append(_vocabulary_concept(typed, match, broader))
            index = match.end
            continue
        word = typed[index]
        if _completes(word, completing):
            index += 1
            continue
        if not word.stop or not content:
            concepts.append(Concept((Alternative(word.only, (word.text,), False),), index, index + 1))
        index += 1
    return _marking_the_scene(typed, concepts)


def _sayings(folded: list[str], taken: set[int]) -> dict[int, tuple[int, Concept]]:
    """Per start, the end and the concept of the phrases a player says a moment of the game with:
    whose turn to lead it is (story_words.turn_to_lead), the auction not begun
    (story_words.auction_not_begun), a second count of the tricks won (story_words.trick_counts),
    an opponent telling whose turn to lead it was (story_words.told_turn), dummy telling of an irregularity
    (story_words.dummy_remarks) or warning declarer about the hand he leads from
    (story_words.wrong_hand_warning: the verb, and the words naming the wrong hand as 42B2's irregularity), or
    the word declarer designates a card from dummy with (story_words.designations), or the player's own call over
    an opponent's changed call and the verb of that change (story_words.call_over_change), or "from the table" said
    of a card played from dummy (story_words.from_the_table), or the offender's partner having none of the suit
    declarer chose after a premature play (story_words.unable_to_comply), or a result heard once the auction has
    begun (story_words.auction_begun), or where the card declarer called for was instead of dummy
    (story_words.card_not_in_dummy), or a player who would appeal without his partner (story_words.appeal_alone),
    or a player thinking at every card (story_words.slow_play), or using what a call or card taken back showed
    (story_words.withdrawn_information), or dummy telling declarer how to play (story_words.dummy_advice), or five
    cards counted on a trick (story_words.five_cards), or a double of the player's own side's call
    (story_words.own_side_double); none
    over the words `taken`. The verb of a saying (told_turn,
    dummy_remarks) is also searched as typed: the guides' Endings tell the story with it ("declarer told
    me it was my lead"), the Laws with their own words ("misinformed")."""
    found: dict[int, tuple[int, Concept]] = {}
    # A suit designated without a rank is searched as 46B2's words alone: as typed it drew the Ending of a
    # rank designated in leading (46B3(a)) for "declarer said lead a heart".
    designated = [
        ([(start, end)], designations.terms(kind), kind != designations.SUIT)
        for start, end, kind in designations.find(folded)
    ]
    for spans, terms, as_typed in (
        (turn_to_lead.find(folded), turn_to_lead.terms(), False),
        (auction_not_begun.find(folded), auction_not_begun.terms(), False),
        (trick_counts.find(folded), trick_counts.terms(), False),
        (told_turn.find(folded), told_turn.terms(), True),
        (dummy_remarks.find(folded), dummy_remarks.terms(), True),
        (wrong_hand_warning.find(folded), wrong_hand_warning.terms(), True),
        (wrong_hand_warning.hands(folded), wrong_hand_warning.hand_terms(), False),
        (call_over_change.find(folded), call_over_change.terms(), False),
        (call_over_change.changes(folded), call_over_change.change_terms(), True),
        (from_the_table.find(folded), from_the_table.terms(), False),
        (unable_to_comply.find(folded), unable_to_comply.terms(), False),
        (auction_begun.find(folded), auction_begun.terms(), False),
        (card_not_in_dummy.find(folded), card_not_in_dummy.terms(), False),
        (appeal_alone.find(folded), appeal_alone.terms(), False),
        (slow_play.find(folded), slow_play.terms(), False),
        (withdrawn_information.find(folded), withdrawn_information.terms(), False),
        (dummy_advice.find(folded), dummy_advice.terms(), True),
        (five_cards.find(folded), five_cards.terms(), False),
        (own_side_double.find(folded), own_side_double.terms(), True),
        *designated,
    ):
        for start, end in spans:
            span = set(range(start, end))
            if not span & taken and not any(span & set(range(s, e)) for s, (e, _) in found.items()):
                concept = _in_the_laws_words(terms, start, end)
                if as_typed:
                    typed = Alternative(None, tuple(folded[start:end]), False)
                    concept = replace(concept, alternatives=(typed, *concept.alternatives))
                found[start] = (end, concept)
    return found


def _marking_the_scene(typed: list[QueryWord], concepts: list[Concept]) -> list[Concept]:
    """The concepts, the seats, suits and ranks of a story told marked as its scene
    (lawbook.search.story_words.deal_words): what it is told with, which drew Laws 1-3 above what it asks,
    unless it names the deck, the boards or the seating."""
    scene = [c for c in concepts if c.end - c.start == 1 and deal_words.is_deal_word(typed[c.start].exact)]
    if len(concepts) - len(scene) < deal_words.STORY_CONCEPTS:
        return concepts
    if any(deal_words.names_deck_or_boards(word.exact) for word in typed):
        return concepts
    return [replace(c, scene=True) if c in scene else c for c in concepts]


def _completing_words(typed: list[QueryWord], matches) -> list[tuple[str, str]]:
    """The head words (the last, in both languages) of the matched groups' longer terms that the
    query did not type there: "card" of "bidding card" when "bidding box" was typed. Such a word
    typed elsewhere in the query names the same thing again ("pulled the wrong card out of the
    bidding box": the card is the bidding card), not a concept of its own, which would draw the
    play's paragraphs."""
    found = []
    for match in matches:
        span = [w.exact for w in typed[match.start : match.end]]
        for term in match.group.terms:
            # The head as the vocabulary spells it: its vowels decide the case endings it takes
            # ("kartı" takes "-na": "kartına"; the folded "karti" would take "-ne").
            head = term.spelled[-1] if len(term.spelled) == len(term.words) else term.words[-1]
            if len(term.words) > 1 and not any(word_matches(w, head, term.lang, compound=True) for w in span):
                found.append((term.lang, head))
    return found


def _completes(word: QueryWord, completing: list[tuple[str, str]]) -> bool:
    # Either way round: a Turkish compound's head carries its possessive ("deklare kartı"), which
    # the bare noun typed elsewhere ("kutudan çektiğim kart") lacks.
    return any(
        word_matches(word.exact, head, lang, compound=True) or word_matches(fold(head), word.exact, lang)
        for lang, head in completing
    )


# Law 73A2: "Konuşma ve oyunlar; özel vurgu, tavır, farklı ses tonu ... olmaksızın yapılmalıdır"
# / "Calls and plays should be made without undue emphasis, mannerism or inflection": the official
# Turkish term, the vocabulary group holding it the players' words for a manner of calling
# ("loudly", "slammed", "yüksek sesle").
MANNER_OF_CALLING = "özel vurgu"


def _names_a_manner(group: Group) -> bool:
    return any(term.text == MANNER_OF_CALLING for term in group.terms)


def _vocabulary_concept(typed: list[QueryWord], match, broader: bool) -> Concept:
    """The concept of a vocabulary group the query names; `broader`: with the group's broader terms
    (vocabulary.Group.broader), searched at less weight."""
    span = [w for w in typed[match.start : match.end] if not w.question]
    as_typed = tuple(w.text for w in span)
    folded_typed = tuple(w.exact for w in span)
    alternatives = [Alternative(None, as_typed, False, whole=True)]
    for term in match.group.terms:
        if term.words == folded_typed:
            continue
        # The term the user typed, perhaps inflected, is not a synonym: it is what they meant.
        alternatives.append(Alternative(term.lang, _spelled(term.text), synonym=term is not match.term))
    for term in match.group.broader if broader else ():
        alternatives.append(Alternative(term.lang, _spelled(term.text), synonym=True, broader=True))
    return Concept(tuple(alternatives), match.start, match.end)


@lru_cache(maxsize=TERMS_SPELLED_KEPT)
def _spelled(text: str) -> tuple[str, ...]:
    """The words of a vocabulary term as written: a function of its text alone, asked for every
    term of every group a new query names (some ten a query: a group's terms and broader terms)."""
    return tuple(w.text for w in words(text))


def _in_the_laws_words(spelled_by_lang: Iterable[tuple[str, tuple[str, ...]]], start: int, end: int) -> Concept:
    """The typed words from `start` to `end`, searched as the Laws' own words for them, per language
    (lawbook.search.story_words: a bid by level and strain, a trick's ordinal, whose turn to lead it
    is, the auction not begun)."""
    alternatives = tuple(Alternative(lang, spelled, synonym=True) for lang, spelled in spelled_by_lang)
    return Concept(alternatives, start, end)
