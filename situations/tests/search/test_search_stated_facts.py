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
STORIES = [
    ("rakibim ile ortağımın kartı aynı anda masaya düştü kim önce oynadı", "tr", "58A", "57D"),
    ("partner and declarer dropped their cards at the same time, who counts as first", "en", "58A", "57D"),
    ("yer kartlardan birini alıp uzattı deklaran daha bir şey dememişti", "tr", "45F", "45D1"),
    ("dummy pushed a card towards declarer before he had said anything", "en", "45F", "46B5"),
    ("yerin kartlarını düzeltiyordum bir kupaya dokundum", "tr", "45C3", "45D1"),
    ("deklaran yerden trefl papazı dedi ama o kart çoktan gitmişti", "tr", "46B4", "46B2"),
    ("declarer asked for the club king but dummy has no clubs", "en", "46B4", "46B2"),
    ("declarer told dummy whatever you like", "en", "46B5", "46B"),
]


def paragraphs(query: str, lang: str) -> list[str]:
    return [hit.label for hit in search(query, lang).hits if hit.kind != GUIDE]


@pytest.mark.parametrize("query, lang, label, sibling", STORIES)
def test_the_ending_whose_facts_the_story_states_brings_its_paragraph_up(search_index, query, lang, label, sibling):
    found = paragraphs(query, lang)
    assert label in found[:2]
    assert sibling not in found or found.index(label) < found.index(sibling)
