"""The facts a story states choose among a guide's Endings (lawbook.search.stated_facts, issue 22):
a story whose words the wrong sibling's title or phrasings share goes to the Ending whose facts
it states, and that Ending's paragraph comes up."""

import pytest

from lawbook.search.guides import KIND as GUIDE
from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401

# Law 58A: "Bir başka oyuncunun yasal çıkışı ya da oyunu ile eşzamanlı olarak yapılan bir çıkış ya
# da oyun, ondan sonra yapılmış sayılır." / "A lead or play made simultaneously with another
# player's legal lead or play is deemed to be subsequent to it." Two players' cards at the same
# moment: without the facts, the Ending for a card played at the right-hand opponent's turn (57D)
# was chosen, and 57D stood above 58A.
# Law 45F: "Yer, elini yere açtıktan sonra, deklaranın yönergesi olmaksızın herhangi bir karta
# dokunamaz veya işaret edemez." / "dummy may not touch or indicate any card (except for purpose of
# arrangement) without instruction from declarer." Dummy held out a card: without the facts, the
# Ending for a card dummy played that declarer did not name (45D1) or for "play anything" (46B5)
# was chosen, and its paragraph stood first.
# Since search94 (the facts of the other Endings of cards from dummy):
# Law 45C3: "Deklaranın, yeri düzenleme amacı dışında ... bilerek dokunduğu bir Yer kartı oynanır." /
# "A card in the dummy is played if it has been deliberately touched by declarer except for the
# purpose either of arranging dummy's cards ...". Declarer touched a card while straightening dummy:
# without the fact of arranging, an Ending of a card dummy played unnamed was chosen, 45D1 first.
# Law 46B4: "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır" / "If declarer
# calls for a card that is not in dummy the call is invalid": without the fact, the Ending of a suit
# named without a rank (46B2) was chosen, 46B2 above 46B4 (in English 46B4 not among the ten).
# Law 46B5: "(örneğin, “herhangi bir şey oyna’’ veya benzer anlamlı kelimeler söyleyerek) herhangi bir
# defans oyuncusu yerden oynanacak kartı belirtebilir" / "(as by saying `play anything' or words of
# like meaning) either defender may designate the play from dummy": 46B5 was not among the ten.
# Since search99 (the facts of a defective trick's and of dummy's Endings):
# Law 67A: "her iki taraftan da birer oyuncu sonraki löveye kart oynamadan önce usulsüzlüğe dikkat
# çekilmişse hata düzeltilmek zorundadır. 1. ... kusurlu oyuncu yasal olarak oynayabileceği bir kartı
# verir." / "the error must be rectified if attention is drawn to the irregularity before a player on
# each side has played to the following trick. 1. To rectify omission to play to a trick, the
# offender supplies a card he can legally play." A card missing, seen before the trick was over:
# without the facts, the Ending of seeing the current trick (66A) or of a missing card found late
# (67B1) was chosen, and 67A1 stood 14th in Turkish, 67A 5th in English.
# Law 67B: "bir oyuncunun elinde az ya da çok sayıda kart bulunması" / "one player has too few or
# too many cards in his hand"; 67B1: "Kusurlu oyuncu özürlü löveye kart oynamadığı zaman" / "When
# the offender has failed to play a card to the defective trick". A card too many at the end: the
# Ending of too many cards played (67B2) was chosen, 67B2(a) first and 67B1 not among the ten.
# Law 43B2(b): "Eğer yer, bundan önceki A2 bendinde sayılan kısıtlamaları ihlal ettikten sonra ...
# elinden oynadığı bir kartın rönons teşkil edip etmediğini deklarana ilk kez kendisi sorarsa" / "If
# dummy, after his violation of the limitations listed in A2 ... is the first to ask declarer if a
# play from declarer's hand constitutes a revoke": dummy had looked at a defender's cards (43A2(c));
# without the fact, the Ending of dummy's right to ask (42B1) was chosen, 42B1 and 61B2(a) above
# 43B2(b).
# Law 20A: "Bir oyuncu hangi konuşmanın yapıldığı ile ilgili tereddütte ise hemen açıklık getirilmesini
# talep edebilir." / "A player may require clarification forthwith if he is in doubt what call has been
# made." A call not heard: without the fact, the Ending of a defender asking after the final pass
# (20C1, 20C2) was chosen, 20A 12th in Turkish and not among the ten in English.
# Since search106 (the facts of being told it was one's turn, and the Turkish of the Director's error):
# Law 47E1: "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
# kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım
# olmaksızın geri alınabilir." / "A lead out of turn (or play of a card) is retracted without further
# rectification if the player was mistakenly informed by an opponent that it was his turn to lead or
# play": without the fact, the Ending of a card played on a mistaken explanation (47E2(a)) was
# chosen, 47E2(a) first and 47E1 fifth.
# Law 82C: "Hakem, daha sonradan yanlış olduğunu saptadığı bir karar vermişse ..." / "If a ruling has
# been given that the Director subsequently determines to be incorrect ...": the Director said he had
# erred ("yanıldığını"); without the fact's Turkish for it, the Ending of tricks disputed after the
# round (79B3) was chosen, 79B3 first and 82C third.
STORIES = [
    ("rakibim ile ortağımın kartı aynı anda masaya düştü kim önce oynadı", "tr", "58A", "57D"),
    ("partner and declarer dropped their cards at the same time, who counts as first", "en", "58A", "57D"),
    ("yer kartlardan birini alıp uzattı deklaran daha bir şey dememişti", "tr", "45F", "45D1"),
    ("dummy pushed a card towards declarer before he had said anything", "en", "45F", "46B5"),
    ("yerin kartlarını düzeltiyordum bir kupaya dokundum", "tr", "45C3", "45D1"),
    ("deklaran yerden trefl papazı dedi ama o kart çoktan gitmişti", "tr", "46B4", "46B2"),
    ("declarer asked for the club king but dummy has no clubs", "en", "46B4", "46B2"),
    ("declarer told dummy whatever you like", "en", "46B5", "46B"),
    ("rakip löveye kart vermedi, löve bitmeden fark ettik", "tr", "67A1", "66A"),
    ("a player failed to play to the trick and it was noticed at once", "en", "67A", "67B1"),
    (
        "when the play ended one defender had a card too many; he had failed to play to an earlier trick",
        "en",
        "67B1",
        "67B2(a)",
    ),
    ("yer masadan kalkıp rakibin kartlarına baktı, sonra deklarana hiç pik yok mu diye sordu", "tr", "43B2(b)", "42B1"),
    ("salon çok gürültülüydü son konuşmayı duyamadım tekrar sorabilir miyim", "tr", "20A", "20C2"),
    ("the room was noisy and i couldn't hear the last bid; can i ask again", "en", "20A", "20C1"),
    (
        "the opponent on my right said it was my turn; I played, it was not; do I get the card back",
        "en",
        "47E1",
        "47E2(a)",
    ),
    (
        "tur bitince hakem bizim masaya gelip yanıldığını söyledi, verdiği karar yanlışmış, şimdi ne olacak",
        "tr",
        "82C",
        "79B3",
    ),
]


def paragraphs(query: str, lang: str) -> list[str]:
    return [hit.label for hit in search(query, lang).hits if hit.kind != GUIDE]


@pytest.mark.parametrize("query, lang, label, sibling", STORIES)
def test_the_ending_whose_facts_the_story_states_brings_its_paragraph_up(search_index, query, lang, label, sibling):
    found = paragraphs(query, lang)
    assert label in found[:2]
    assert sibling not in found or found.index(label) < found.index(sibling)
