"""Whether a concept of a query is the name of an honour card (Law 1A: "As, Rua, Dam, Vale";
WBF "Ace, King, Queen, Jack"), in the forms players type it.

A player's story names the cards it happened with ("deklaran yerdeki asa dokundu", "declarer
said queen uh king"), and the guides' Endings name the cards of their own examples in their
players' phrasings ("deklaran as dedi ama yerde as yok" for a card missing from dummy, 46B4). The
name is then a word the right Ending lacks and a sibling holds by chance, and it chooses the
Ending by its example, not by what happened (docs/benchmarks.md, searchrank10 and searchrank12).
lawbook.search.endings counts such a concept less when it chooses an Ending.

Only the honours, by name: the suits are not, since naming only a suit is a situation of its own
(Law 46B2, "rengi belirtir ancak dereceyi belirtmezse"), nor the spot cards, whose names are the
numbers a player also counts tricks and cards with ("iki kart", "two cards", Law 58B).
Players say "papaz" and "kız" where the Laws say "Rua" and "Dam": both are here.
"""

from __future__ import annotations

from .analysis import exact_form
from .naming import ConceptTerms

# Each honour with the case forms players type (accusative, dative, genitive, possessive, plural);
# not "asla" (never) nor "kızdı" (got angry), which share a stem with "as" and "kız".
_TURKISH = (
    "as ası asa asın asını asına asıyla aslar asları "
    "rua ruayı ruaya ruanın ruasını ruası rualar "
    "papaz papazı papaza papazın papazını papazıyla papazlar "
    "dam damı dama damın damını damıyla damlar "
    "kız kızı kıza kızın kızını kızıyla kızlar "
    "vale valeyi valeye valenin valesi valesini valeyle valeler"
)
_ENGLISH = "ace aces king kings queen queens jack jacks"
HONOURS = frozenset(exact_form(word, "tr") for word in _TURKISH.split()) | frozenset(_ENGLISH.split())


def names_an_honour(alternatives: ConceptTerms) -> bool:
    """True when the concept as typed is an honour's name (its first alternative's exact forms)."""
    if not alternatives:
        return False
    typed = alternatives[0]
    return len(typed) == 1 and any(view.endswith("_x") and term in HONOURS for view, term in typed[0])
