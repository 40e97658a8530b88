"""qa82: a player at the table types what happened in his own Turkish words. "Sırası dışında"
(outside his turn) is how a player says the Laws' "sırasız", and its "dışında" alone found the
guide "İstem dışı konuşma ve konuşma değiştirme" (Law 25A) first; "revok", the players' spelling
of the English word, found nothing with a suffix ("revokta"). fixtures/search_vocabulary.tsv now
names both beside the Laws' terms.

Definitions: "Sıra: Bir oyuncunun konuşma yapabileceği veya oynayabileceği doğru zaman" / "Turn: The
correct time at which a player is due to call or play"."""

from lawbook.search.guides import KIND as GUIDE
from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401


def first(query: str, lang: str, n: int) -> list[tuple[str, str]]:
    return [(hit.kind, hit.label) for hit in search(query, lang).hits[:n]]


def test_led_out_of_turn_in_a_players_words_finds_the_lead_out_of_turn_guide(search_index):
    """Laws 53-56: TR "YASA 56 – DEFANS OYUNCUSUNUN SIRASIZ ÇIKIŞI" / EN "LAW 56 - DEFENDER'S LEAD
    OUT OF TURN". Before: the unintended-call guide, 28B, 25A5, 60A2, 27B2."""
    for query in ("sırası dışında çıktı", "rakip sırası dışında çıktı"):
        found = first(query, "tr", 5)
        assert found[0] == (GUIDE, "lead-out-of-turn"), (query, found)
        assert (GUIDE, "unintended-call") not in found, (query, found)


def test_opening_lead_out_of_turn_in_a_players_words_finds_law_54(search_index):
    """Law 54: TR "YASA 54 – YÜZÜ AÇIK SIRASIZ ATAK" / EN "LAW 54 - FACED OPENING LEAD OUT OF TURN".
    Before, "atak sırası dışında": the unintended-call guide, 54B2, 28B, 25A5, 44G."""
    for query in ("atak sırası dışında", "atak sırası dışında yapıldı", "ortağım sırası dışında atak yaptı"):
        found = first(query, "tr", 5)
        kind, label = found[0]
        assert (kind, label) == (GUIDE, "lead-out-of-turn") or label.startswith("54"), (query, found)
        assert (GUIDE, "unintended-call") not in found, (query, found)


def test_called_out_of_turn_in_a_players_words_finds_the_call_out_of_rotation_guide(search_index):
    """Law 29: TR "YASA 29 – SIRASIZ BİR KONUŞMADAN SONRA YÖNTEM" / EN "LAW 29 - PROCEDURE AFTER A
    CALL OUT OF ROTATION". Before, "sırası dışında konuştu": the unintended-call guide first."""
    found = first("sırası dışında konuştu", "tr", 3)
    assert found[0] == (GUIDE, "call-out-of-rotation"), found
    assert (GUIDE, "unintended-call") not in found, found


def test_revok_with_a_suffix_finds_the_revoke_guide(search_index):
    """Law 61: TR "RENGE UYMAMAK – RÖNONS İLE İLGİLİ ARAŞTIRMALAR" / EN "FAILURE TO FOLLOW SUIT -
    INQUIRIES CONCERNING A REVOKE". Before, "revokta": no result (a suggestion "revoke")."""
    for query in ("revokta", "revok yaptım"):
        assert first(query, "tr", 1) == [(GUIDE, "revoke")], query


def test_didnt_follow_suit_in_a_players_spelling_is_a_revoke(search_index):
    """61A: TR "Bir renge uymamak ... rönons teşkil eder" / WBF "Failure to follow suit ... constitutes a
    revoke". The vocabulary named "did not follow suit"; a player types "didnt" or "didn't". Before,
    "didnt follow suit": 44C (the duty to follow suit), 61A, 59, 44D, the Definition "Follow Suit"."""
    found = first("didnt follow suit", "en", 3)
    assert found[0] == (GUIDE, "revoke"), found
    assert ("paragraph", "44C") not in found, found
