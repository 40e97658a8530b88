"""Our English of the Laws (fixtures/laws_en.json) where the official Turkish has the Director's present,
or another ungraded present, and the WBF a modal (eng323, session 96; the list eng308 left in
docs/legal-review.md, "Session 95 (eng308)").

The rule (CONTRIBUTING.md, "Add a situation guide", point 1; docs/translation-notes.md, "The Director's
modal verb"): the official Turkish has no Introduction, so neither its "-malıdır"/"-ecektir" nor its
present is graded. Where the Turkish states the Director's duty in the present and the WBF says "shall",
our English says "shall", with no note; the verb after it stays our rendering of the Turkish (as
eng308's 13B2, 16C3, 45F). Where a present that is no duty of the Director's stands for a WBF modal that
states a requirement the Turkish does not contradict, our English takes the WBF's word (as 55A "shall
prevail"). Where the Turkish says something else (13D's bracket), our English renders the Turkish and an
editor's note gives the WBF's words.

Each case quotes the paragraph in the official Turkish (fixtures/laws_tr.txt, as imported) and the WBF
English (2017, ACBL printing, mattman818/Bridge-Rules-Chatbot, laws-of-duplicate-bridge.txt), and reads
the English Law page a reader is served and the API's text."""

import re
from html import unescape
from pathlib import Path

import pytest

from lawbook.tests.editions.law_pages import note_on_page
from lawbook.tests.english.page_words import flat, page_text

pytestmark = pytest.mark.django_db

TURKISH = " ".join((Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text("utf-8").split())

# (label, Law, the official Turkish's words, the sentence the English page says now, the old words)
CASES = [
    # 13A1. TR "Hakem gerekli düzeltmeyi yapar, ve eğer hiçbir oyuncu başka bir oyuncunun kart(lar)ını
    # görmedi ise bordun normal şekilde oynanmasına devam edilir."; WBF "The Director shall correct the
    # discrepancy and, if no player has seen another's card, he shall require that the board be played
    # normally." The Turkish's second clause names no Director ("devam edilir", the board's play goes
    # on): our English keeps the board as its subject and takes the WBF's "shall" (the same requirement).
    (
        "13A1",
        13,
        "Hakem gerekli düzeltmeyi yapar, ve eğer hiçbir oyuncu başka bir oyuncunun kart(lar)ını görmedi ise "
        "bordun normal şekilde oynanmasına devam edilir",
        "The Director shall make the necessary correction and, if no player has seen another player's card(s), "
        "the board shall be played normally.",
        "The Director makes the necessary correction",
    ),
    (
        "13A1",
        13,
        "bordun normal şekilde oynanmasına devam edilir",
        "the board shall be played normally.",
        "the board is played normally",
    ),
    # 13A2. TR "Hakem skoru [bkz. Yasa 12C1(b)] ayarlar ve kusurlu tarafa ceza uygulayabilir"; WBF "the
    # Director shall adjust the score [see Law 12C1(b)] and may penalize an offender".
    (
        "13A2",
        13,
        "Hakem skoru [bkz. Yasa 12C1(b)] ayarlar ve kusurlu tarafa ceza uygulayabilir",
        "the Director shall adjust the score [see Law 12C1(b)] and may penalise the offending side.",
        "the Director adjusts the score",
    ),
    # 15B2. TR "Hakem artırma ve oyunun normal olarak devam ederek tamamlanması talimatını verir. Hakem skoru
    # geçerli sayar ..."; WBF "the Director shall require the auction and play to be completed. He allows
    # the score to stand ..." (the second sentence is present in both: it stays).
    (
        "15B2",
        15,
        "Hakem artırma ve oyunun normal olarak devam ederek tamamlanması talimatını verir",
        "the Director shall instruct that the auction and play continue normally to completion. The Director "
        "accepts the score as valid",
        "the Director instructs that",
    ),
    # 40C1. TR "Hakem açıklanmamış bilginin rakiplere zarar verdiğine hükmederse skoru ayarlar ve yöntemsel
    # ceza verebilir."; WBF "If the Director judges there is undisclosed knowledge that has damaged the
    # opponents, he shall adjust the score and may assess a procedural penalty."
    (
        "40C1",
        40,
        "Hakem açıklanmamış bilginin rakiplere zarar verdiğine hükmederse skoru ayarlar ve yöntemsel ceza verebilir",
        "has damaged the opponents, he shall adjust the score and may impose a procedural penalty.",
        "he adjusts the score",
    ),
    # 67B1. TR "hakem kendisinden hemen bir kartını göstermesini ve bu kartı oynanmış kartları arasındaki uygun
    # yere yerleştirmesini ister"; WBF "the Director shall require him forthwith to expose a card face-up in
    # front of him and then place it appropriately among his played cards".
    (
        "67B1",
        67,
        "hakem kendisinden hemen bir kartını göstermesini ve bu kartı oynanmış kartları arasındaki uygun "
        "yere yerleştirmesini ister",
        "the Director shall require him forthwith to face a card and to place it appropriately",
        "the Director requires him",
    ),
    # 67B3. TR "Hakem, aynı kartın daha sonraki bir lövede oynanmış olduğunu belirlerse ve artık gerekli
    # düzeltmenin yapılması için geç kalınmışsa, ayarlı skor uygular."; WBF "The Director shall award an
    # adjusted score if the same card was played to a subsequent trick and it is too late to correct the
    # illegal play." ("finds the card and places it": present in both, stays.)
    (
        "67B3",
        67,
        "artık gerekli düzeltmenin yapılması için geç kalınmışsa, ayarlı skor uygular",
        "too late to make the necessary correction, he shall assign an adjusted score.",
        "he assigns an adjusted score",
    ),
    # 72C. TR "artırma ve oyunun devam etmesi (henüz bitmemiş ise) talimatını verir. Oyunun sonunda, Hakem,
    # ... kanaat getirirse ayarlı skor uygular."; WBF "he shall require the auction and play to continue (if
    # not completed). At the conclusion of play the Director awards an adjusted score if ...": the second
    # sentence is present in both texts and stays.
    (
        "72C",
        72,
        "artırma ve oyunun devam etmesi (henüz bitmemiş ise) talimatını verir",
        "he shall instruct that the auction and play continue (if not yet completed). At the end of play",
        "he instructs that",
    ),
    # 83. TR "yarışmacıya itiraz komitesine başvurma hakkının olduğunu bildirir veya konuyu kendisi doğrudan
    # ilgili komiteye havale edebilir"; WBF "he shall advise a contestant of his right to appeal or may refer
    # the matter to an appropriate committee".
    (
        "83",
        83,
        "yarışmacıya itiraz komitesine başvurma hakkının olduğunu bildirir veya konuyu kendisi doğrudan",
        "the Director shall inform the contestant that it has the right to apply to the Appeals Committee, or may",
        "the Director informs the contestant",
    ),
    # 85A1. TR "Gerçeklerin saptanabilmesi için, hakem kendi görüşünü ihtimallerin değerlendirilmesi sonucu
    # oluşturur."; WBF "In determining the facts the Director shall base his view on the balance of
    # probabilities". ("Takes into account": TR "göz önünde bulundurur", the WBF has no verb: stays.)
    (
        "85A1",
        85,
        "hakem kendi görüşünü ihtimallerin değerlendirilmesi sonucu oluşturur",
        "In order to establish the facts, the Director shall form an opinion on the basis of an assessment",
        "the Director forms an opinion",
    ),
    # 68D2(b)(ii). TR "Bu durum Yasalar 16 ve 50 kapsamına girmez ve masada ulaşılan skor geçerli olur."; WBF
    # "Laws 16 and 50 do not apply, and the score subsequently obtained shall stand." The ungraded present
    # for the WBF's "shall", as 55A "geçerli olur" / "shall prevail".
    (
        "68D2(b)(ii)",
        68,
        "Bu durum Yasalar 16 ve 50 kapsamına girmez ve masada ulaşılan skor geçerli olur",
        "and the score obtained at the table shall stand.",
        "the score obtained at the table stands",
    ),
    # 57D. TR "Oynadığı kart yasal olarak o lövede oynanabilir durumda ise, o kart sırası geldiğinde oynanır";
    # WBF "If his card can be legally played to the trick, it must be played at his proper turn".
    (
        "57D",
        57,
        "Oynadığı kart yasal olarak o lövede oynanabilir durumda ise, o kart sırası geldiğinde oynanır",
        "If the card he played can legally be played to that trick, it must be played when his turn comes;",
        "it is played when his turn comes",
    ),
    # 27B3. TR "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir"; WBF "The
    # offender must replace it as the foregoing allows".
    (
        "27B3",
        27,
        "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir",
        "The offender must correct his call within the criteria laid down above, and his partner must pass",
        "The offender corrects his call",
    ),
    # 38C. TR "Konuşma pas ile düzeltilir, eğer bitmediyse artırım devam eder"; WBF "A pass must be
    # substituted; the auction continues unless completed".
    (
        "38C",
        38,
        "Konuşma pas ile düzeltilir, eğer bitmediyse artırım devam eder",
        "The call must be corrected by a pass; if it has not ended, the auction continues",
        "The call is corrected by a pass",
    ),
    # 80B2(a). TR "Eğer turnuva hakemi yoksa oyuncular içlerinden birini turnuva hakeminin görevlerini yerine
    # getirmek üzere tayin ederler."; WBF "If there is no appointed Director the players should designate a
    # person to perform his functions." ("One of their number" stays the Turkish's, its note.)
    (
        "80B2(a)",
        80,
        "oyuncular içlerinden birini turnuva hakeminin görevlerini yerine getirmek üzere tayin ederler",
        "If there is no Tournament Director, the players should appoint one of their number to perform the duties",
        "the players appoint one of their number",
    ),
    # 20D. TR "Konuşmaların tekrarlanması talebi yalnızca bir rakip oyuncu tarafından cevaplandırılabilir.";
    # WBF "A request to have calls restated shall be responded to only by an opponent." (The asking-questions
    # guide says the WBF's "shall be responded to", audit313.) Only an opponent answers in both texts: the
    # WBF's "shall"; the verb stays ours for cevaplandırmak.
    (
        "20D",
        20,
        "Konuşmaların tekrarlanması talebi yalnızca bir rakip oyuncu tarafından cevaplandırılabilir",
        "A request to have calls restated shall be answered only by an opponent.",
        "may be answered only by an opponent",
    ),
    # 40B5(a). TR "... ortaklık uzlaşmaları ve ortaklık deneyimince kendisinde oluşan tüm özel bilgileri
    # açıklamalıdır"; WBF "a player shall disclose all special information conveyed to him through
    # partnership agreement or partnership experience" (the guide's "shall disclose", audit313).
    (
        "40B5(a)",
        40,
        "ortaklık uzlaşmaları ve ortaklık deneyimince kendisinde oluşan tüm özel bilgileri açıklamalıdır",
        "a player shall disclose all special information that he has acquired through partnership agreements",
        "a player must disclose all special information",
    ),
]


def bare(text: str) -> str:
    """Without spaces: the page sets a citation's link and "(s)" apart ("[see Law 12C1(b) ]")."""
    return "".join(text.split())


@pytest.mark.parametrize("label, law, turkish, english, old", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_the_english_law_page_says_the_wbf_s_verb(client, label, law, turkish, english, old):
    assert turkish in TURKISH, label
    served = client.get(f"/api/paragraphs/{label}/").json()["text_en"]
    assert english in served, label
    assert old not in served, label
    text = bare(page_text(client, f"/en/law/{law}/"))
    assert bare(english) in text, label
    assert bare(old) not in text, label


def _note(client, law: int, label: str, lang: str) -> str:
    return flat(unescape(re.sub(r"<[^>]+>", " ", note_on_page(client, law, label, lang))))


# 13D. TR "(Yasa 86B dikkate alınmalıdır.)"; WBF "(Law 86B may apply)". Taking 86B into account and 86B
# applying are different words: our English keeps the Turkish ("should be taken into account") and the
# note gives the WBF's.
@pytest.mark.parametrize("lang", ["en", "tr"])
def test_13d_keeps_the_turkish_bracket_and_its_note_gives_the_wbf_s(client, lang):
    assert "(Yasa 86B dikkate alınmalıdır.)" in TURKISH
    assert "(Law 86B should be taken into account.)" in client.get("/api/paragraphs/13D/").json()["text_en"]
    note = _note(client, 13, "13D", lang)
    assert "dikkate alınmalıdır" in note and "Law 86B may apply" in note, lang
    assert {"en": "The Turkish is the official text.", "tr": "Resmî metin Türkçedir."}[lang] in note


# 80B2(a)'s note quoted our English's old words ("the players appoint one of their number"); it quotes
# the new ones.
def test_the_80b2a_note_quotes_our_english_as_it_now_is(client):
    note = _note(client, 80, "80B2(a)", "tr")
    assert "the players should appoint one of their number" in note
    assert "the players appoint one of their number" not in note
    assert "the players should designate a person to perform his functions" in note
