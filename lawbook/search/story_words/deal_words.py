"""The words of a deal in a player's story: the seats, the suits and the ranks, which set the scene.

A player tells what happened with the hand in front of him: "güneyde kupa rua ile 7 vardı", "north
had the queen and the five of clubs", "dummy's spades were A-J-6-3". The Laws name the seats, the suits and the
ranks in the few paragraphs that are about the deck and the boards themselves: Law 1A "Renkler
büyükten küçüğe pik (♠), kör (♥), karo (♦), trefl (♣) diye sıralanır. Her rengin kartları
büyükten küçüğe As, Rua, Dam, Vale, 10, ... 2 şeklinde sıralanır" / "The suits rank downward in the
order spades, hearts, diamonds, clubs. The cards of each suit rank downward in the order ace, king,
queen, jack, 10, ... 2"; Law 2 "Kuzey, Doğu, Güney, Batı şeklinde etiketli dört cebi" / "four
pockets ..., designated North, East, South and West" and its dealers and vulnerabilities; Law 3
"Hakem bir yönü Kuzey olarak belirler" / "He designates one direction as North"; Law 4 "Kuzey-Güney
Doğu-Batı'ya karşı oynar" / "North-South against East-West". Searched as concepts of their own,
such words of a story drew those Laws above what the story asks (a card named to dummy, a card
shown in the deal): each is rare in the text, and Law 1A or 2 holds several of them at once.

So in a story (at least STORY_CONCEPTS other concepts) that names neither the deck nor the boards
(_DECK_OR_BOARDS), the words of a deal are its scene, not its subject: lawbook.search.query marks
them (Concept.scene), and lawbook.search.scoring does not search them in the Laws about the deck,
the boards and the seating (DECK_LAWS). Elsewhere they still count: a suit or a rank named to
dummy (Law 46B) is what the guides' phrasings and Law 46's own examples match. A short question
about them ("pik kupadan büyük mü") or one that names the deck, the boards, the order of the
suits or the seating ("which suit ranks highest", "kuzey güney hangi bordlarda zonda", "which
direction is north") searches them everywhere.
"""

from __future__ import annotations

from functools import lru_cache

from lawbook.text.inflection import word_matches

# The Laws about the deck, the boards and the seating, where a story's scene is not searched: 1
# "DESTE" / "THE PACK", 2 "TURNUVA BORDLARI" / "THE DUPLICATE BOARDS", 3 "MASALARIN DÜZENLENMESİ" /
# "ARRANGEMENT OF TABLES", 4 "ORTAKLIKLAR" / "PARTNERSHIPS", 8 (8A2 "her masadaki Kuzey oyuncusu" /
# "the North player at each table" moves the boards), and the scoring tables that list the strains
# and numbers, 77 "TURNUVA BRİCİ SKORLAMA TABLOSU" / "DUPLICATE BRIDGE SCORING TABLE" and 78
# "SKORLAMA YÖNTEMLERİ" / "METHODS OF SCORING" (78B's IMP scale).
DECK_LAWS = frozenset({1, 2, 3, 4, 8, 77, 78})
# Other concepts a query holds beside the words of a deal for it to be a story: "as en büyük kart
# mı" (is the ace the highest card, Law 1A) has two, and asks about the ranks.
STORY_CONCEPTS = 3
# Law 2's seats (Law 3's compass directions), Law 1A's suits with the players' names ("maça",
# "kupa", "sinek"), its ranks with the players' ("papaz", "kız", "bacak"); English as the WBF text
# writes them. Matched with their inflections ("kuzeyde", "pikten", "valesi"; "spades").
_DEAL_WORDS = {
    "tr": (
        ("kuzey", "güney", "doğu", "batı")
        + ("pik", "kör", "karo", "trefl", "maça", "kupa", "sinek")
        + ("as", "rua", "papaz", "dam", "kız", "vale", "bacak")
    ),
    "en": (
        ("north", "south", "east", "west") + ("spade", "heart", "diamond", "club") + ("ace", "king", "queen", "jack")
    ),
}
# A holding written by its ranks' letters and numbers ("A-D-7-3", "K J 9 2", "AKJx"): the letters
# of the ranks in both languages (A, K, Q, J; R, D, V), the small card's "x", and the numbers 2-10.
_RANK_LETTERS = frozenset("akqjrdvx")
_SPOT_CARDS = frozenset(str(n) for n in range(2, 11))
# Words naming the deck, the boards or the seating (Laws 1-4): a question with one is about them,
# and its seats, suits and ranks are searched. Law 1A's order ("sıralanır" / "rank downward in the
# order"), Law 2's "Dağıtan ve zon durumu" / "The dealer and vulnerability", Law 3's "bir yönü
# Kuzey olarak belirler" / "designates one direction as North ... other compass directions"; and
# who sits where, the seating itself ("sits north"; Law 5A assigns the seats). Not the Turkish "otur-":
# word_matches reads "oturum" (a session) as one of its forms and not "oturur" or "oturacak".
_DECK_OR_BOARDS = {
    "tr": (
        "deste",
        "bord",
        "dağıtan",
        "dağıtıcı",
        "zon",
        "zonda",
        "sıralanmak",
        "sıralanış",
        "sıralama",
        "yön",
    ),
    "en": (
        "deck",
        "pack",
        "board",
        "dealer",
        "vulnerable",
        "vulnerability",
        "rank",
        "direction",
        "compass",
        "sit",
        "seat",
        "seating",
    ),
}


# Both are asked of every word of every new query (lawbook.search.query._marking_the_scene), each
# some 80 word_matches calls over the fixed lists below, and players' words come back query after
# query: a function of the word alone, kept per process (search120).
WORDS_KEPT = 8192


@lru_cache(maxsize=WORDS_KEPT)
def is_deal_word(folded: str) -> bool:
    """Whether a typed word (folded) is a seat, a suit, a rank or a holding's letter or number."""
    if folded in _RANK_LETTERS or folded in _SPOT_CARDS:
        return True
    return any(word_matches(folded, word, lang) for lang, names in _DEAL_WORDS.items() for word in names)


@lru_cache(maxsize=WORDS_KEPT)
def names_deck_or_boards(folded: str) -> bool:
    return any(word_matches(folded, word, lang) for lang, names in _DECK_OR_BOARDS.items() for word in names)
