"""Our English of the Laws (fixtures/laws_en.json) where the official Turkish has one modal and the WBF
another, or the present (eng324, session 96; eng308's list, docs/legal-review.md "Session 95 (eng308)").

The rule (CONTRIBUTING.md, "Add a situation guide", point 1; docs/translation-notes.md, "The Director's
modal verb"). The Turkish's "-malıdır"/"-meli" and future "-ecektir" are not graded: where the WBF has a
modal for the same words, our English says the WBF's word, with no note (78D: "içermeli", WBF "shall
incorporate", so "shall include", beside "must not conflict" and "should be available", which already
were the WBF's words for the same "-meli"). Where the WBF has the present and the Turkish a modal, the
Turkish governs and an editor's note gives the WBF's present (as 12C1(a), 67B, 75D3, 84, 85, 92D1).
"Zorundadır" (a must) and "-emez" (cannot, may not) are graded: our English renders the Turkish's weight
and, where the WBF's word weighs otherwise by its Introduction ("must not" is the strongest prohibition,
"shall not" is strong, but "may not" is stronger, just short of "must not"), a note gives the WBF's
word and says the Turkish is the official text.

Each case quotes the paragraph in the official Turkish (fixtures/laws_tr.txt, as imported) and the WBF
English (2017, ACBL printing, mattman818/Bridge-Rules-Chatbot, laws-of-duplicate-bridge.txt), and reads
the English Law page a reader is served, the API's text, and the note on the Law page in both
languages."""

import re
from html import unescape
from pathlib import Path

import pytest

from lawbook.tests.editions.law_pages import note_on_page
from lawbook.tests.english.page_words import flat, page_text

pytestmark = pytest.mark.django_db

TURKISH = " ".join((Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text("utf-8").split())
OFFICIAL = {"en": "The Turkish is the official text.", "tr": "Resmî metin Türkçedir."}


def test_78d_says_the_wbf_s_shall_for_the_ungraded_icermeli(client):
    """78D, TR "Yayınlanan kurallar, Yasa ve yönetmelikler ile çelişmemeli, Yetkili Federasyonlar
    tarafından yayınlanan bilgileri içermeli ve tüm yarışmacılar tarafından edinilebilir olmalıdır."; WBF
    "The Conditions must not conflict with law or regulation and shall incorporate any information
    specified by the Regulating Authority. They should be available to contestants." The three "-meli"
    take the WBF's three words; "include" stays our rendering of içermek."""
    assert "Yetkili Federasyonlar tarafından yayınlanan bilgileri içermeli ve" in TURKISH
    english = (
        "The published regulations must not conflict with the Laws and regulations, shall include the "
        "information published by the Regulating Authorities and should be available to all contestants."
    )
    served = client.get("/api/paragraphs/78D/").json()["text_en"]
    assert english in served and "must include" not in served
    text = page_text(client, "/en/law/78/")
    assert english in text and "must include" not in text


# (label, Law, the official Turkish's words, our English's words (kept), the WBF's words the note gives)
NOTES = [
    # 6D1. TR "... saptanırsa, deste yeniden karıştırılmak ve tekrar dağıtılmak zorundadır."; WBF "If it is
    # ascertained before the auction first begins on a board that ... there shall be a new shuffle and
    # deal." The note on 6D1 (its "for both sides") now gives the WBF's "shall" too: one note a paragraph.
    ("6D1", 6, "deste yeniden karıştırılmak ve tekrar dağıtılmak zorundadır", "the pack must be reshuffled and redealt", "there shall be a new shuffle and deal"),
    # 6B. TR "Dağıtma esnasında, birbirini takip eden iki kart aynı ele verilemez."; WBF "No two adjacent
    # cards from the deck shall be dealt into the same hand."
    ("6B", 6, "birbirini takip eden iki kart aynı ele verilemez", "no two consecutive cards may be dealt to the same hand", "No two adjacent cards from the deck shall be dealt into the same hand"),
    # 40A4. TR "Bir konuşma veya oyun tarzının ortaklık anlaşması kapsamındaki anlamı, ortaklığı oluşturan
    # oyunculara bağlı olarak değişiklik gösteremez."; WBF "The agreed meaning of a call or play shall not
    # alter by reference to the member of the partnership by whom it is made".
    ("40A4", 40, "oyunculara bağlı olarak değişiklik gösteremez", "may not vary depending on the players who form the partnership", "The agreed meaning of a call or play shall not alter by reference to the member of the partnership by whom it is made"),
    # 76A2. TR "(Bir seyirci, seans esnasında oyunda olan bir oyuncu ile iletişime giremez)."; WBF "(A
    # viewer must not communicate with a player in the course of a session in which the latter is
    # playing.)"
    ("76A2", 76, "oyunda olan bir oyuncu ile iletişime giremez", "A spectator may not communicate with a player who is playing during the session", "A viewer must not communicate with a player in the course of a session in which the latter is playing"),
    # 76B5. TR "Seyirci, oyuna ilişkin herhangi bir konuya dikkat çekemez."; WBF "A spectator at the table
    # shall not draw attention to any aspect of the game."
    ("76B5", 76, "Seyirci, oyuna ilişkin herhangi bir konuya dikkat çekemez", "A spectator may not draw attention to any matter relating to the play", "A spectator at the table shall not draw attention to any aspect of the game"),
    # 65D, 68D2(a), 74A2 had their notes (the WBF's "should"); each now says the Turkish governs.
    # 65D. TR "Bir oyuncu, kazanılmış olan lövelerin sayısında anlaşmaya varılıncaya kadar, oynanmış
    # kartlarının sırasını bozamaz."; WBF "A player should not disturb the order of his played cards ...".
    ("65D", 65, "oynanmış kartlarının sırasını bozamaz", "A player may not disturb the order of his played cards", "should not"),
    # 68D2(a). TR "Hakem derhal çağrılabilir ve o gelinceye kadar hiçbir harekette bulunulamaz"; WBF "the
    # Director may immediately be summoned and no action should be taken pending his arrival".
    ("68D2(a)", 68, "o gelinceye kadar hiçbir harekette bulunulamaz", "no action may be taken pending his arrival", "no action should be taken"),
    # 74A2. TR "... her türlü eylemden dikkatle kaçınmak zorundadır."; WBF "A player should carefully
    # avoid any remark or extraneous action ...".
    ("74A2", 74, "her türlü eylemden dikkatle kaçınmak zorundadır", "A player must carefully avoid any remark", "should"),
    # The Turkish's modal, the WBF's present (the rule's case of 12C1(a), 67B, 75D3, 84, 85):
    # 15B1. TR "Eğer masadaki bir veya daha fazla sayıda oyuncu o bordu ... daha önceden oynamış ise, bord
    # her iki taraf için iptal edilecektir."; WBF "1. if one or more players at the table have previously
    # played the board, with the correct opponents or otherwise, the board is cancelled for both his side
    # and his opponents."
    ("15B1", 15, "bord her iki taraf için iptal edilecektir", "the board shall be cancelled for both sides", "the board is cancelled for both his side and his opponents"),
    # 45C4(a). TR "Bir oyuncunun, sözle veya başka herhangi bir biçimde belirttiği kart oynamak zorundadır.
    # (ancak bkz. Yasa 47.)"; WBF "(a) A card is played if a player names or otherwise designates it as
    # the card he proposes to play (but see Law 47)." "Zorundadır" is a must: the note, no change.
    ("45C4(a)", 45, "belirttiği kart oynamak zorundadır", "A card that a player has designated, orally or in any other manner, must be played", "A card is played if a player names or otherwise designates it as the card he proposes to play"),
    # 65C. TR "... her oyuncu kendi kartlarını ... oynanma sırasına göre üst üste gelecek biçimde
    # yerleştirecektir."; WBF "Each player arranges his own cards in an orderly overlapping row in the
    # sequence played, so as to permit review of the play after its completion ...".
    ("65C", 65, "üst üste gelecek biçimde yerleştirecektir", "each player shall arrange his own cards", "Each player arranges his own cards in an orderly overlapping row in the sequence played"),
    # 21B2. TR "... solundaki oyuncu da değişen konuşmadan sonra yapmış olduğu her türlü konuşmasını
    # değiştirebilir, ancak Yasa 16C geçerli olacaktır."; WBF "When a player elects to change a call because
    # of misinformation (as in 1 preceding), his LHO may then in turn change any subsequent call he may have
    # made, but Law 16C applies."
    ("21B2", 21, "ancak Yasa 16C geçerli olacaktır", "but Law 16C will apply", "his LHO may then in turn change any subsequent call he may have made, but Law 16C applies"),
    # 51B2(c). TR "Deklaranın bu seçeneği tercih etmesi halinde, cezalı kartlar masada kaldığı sürece
    # Yasalar 50 ve 51 geçerli olacaktır."; WBF "If this option is selected Laws 50 and 51 continue to
    # apply for as long as the penalty cards remain."
    ("51B2(c)", 51, "Yasalar 50 ve 51 geçerli olacaktır", "Laws 50 and 51 will apply for as long as the penalty cards remain on the table", "If this option is selected Laws 50 and 51 continue to apply for as long as the penalty cards remain"),
]  # fmt: skip


def shown_note(client, law: int, label: str, lang: str) -> str:
    return flat(unescape(re.sub(r"<[^>]+>", " ", note_on_page(client, law, label, lang))))


@pytest.mark.parametrize("label, law, turkish, ours, wbf", NOTES, ids=[note[0] for note in NOTES])
def test_the_note_gives_the_wbf_s_word_and_says_the_turkish_governs(client, label, law, turkish, ours, wbf):
    assert turkish in TURKISH, label
    assert ours in client.get(f"/api/paragraphs/{label}/").json()["text_en"], label
    for lang in ("en", "tr"):
        note = shown_note(client, law, label, lang)
        assert wbf in note, (label, lang)
        assert OFFICIAL[lang] in note, (label, lang)
    # The English note names the official Turkish's own word (its modal), in the Turkish.
    word = turkish.split()[-1]
    assert word in shown_note(client, law, label, "en"), label
