"""Our English of the Laws (fixtures/laws_en.json) where it had left the WBF's verb (eng308, session 95).

The rule (CONTRIBUTING.md, "Add a situation guide", point 1; docs/translation-notes.md, "The
Director's modal verb"): our English takes the WBF's modal where the WBF has one; where the WBF has the
present and the official Turkish a modal, it follows the Turkish with an editor's note. The official
Turkish has no Introduction, so neither its "-malıdır"/"-ecektir" nor its present is graded; Turkish
legal text states a duty in the present too ("ayarlı skor verir"). So where the Turkish states the
Director's duty in the present and the WBF says "shall", our English says "shall" (the verb after it
stays our rendering of the Turkish: "award" for vermek, "assign" for atamak and uygulamak), with no note:
the two texts do not differ in meaning (as 16B3, 27D and 50E4 under eng301).

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
    # 13B2. TR "Bunun dışında, eğer yanlış sayıda kartı olan oyuncu bir konuşma yapmışsa, Hakem [Yasa
    # 12C1(b) uyarınca] ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir."; WBF "Otherwise when a
    # call has been made with an incorrect number of cards, the Director shall award an adjusted score
    # [see Law 12C1(b)] and may penalize an offender."
    (
        "13B2",
        13,
        "Hakem [Yasa 12C1(b) uyarınca] ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir",
        "the Director shall award an adjusted score [in accordance with Law 12C1(b)] and may penalise",
        "the Director awards an adjusted score",
    ),
    # 16C3. TR "Hakem, C2 maddesinin ihlal edilmiş olduğuna ve bunun kusursuz tarafa zarar vermiş
    # olduğuna kanaat getirirse, ayarlı skor (bkz. Yasa 12C1) verir."; WBF "The Director shall assign an
    # adjusted score (see Law 12C1) if he considers that a violation of C2 has damaged the non-offending
    # side."
    (
        "16C3",
        16,
        "zarar vermiş olduğuna kanaat getirirse, ayarlı skor (bkz. Yasa 12C1) verir",
        "damaged the non-offending side, he shall award an adjusted score (see Law 12C1).",
        "he awards an adjusted score",
    ),
    # 45F. TR "Oyun sonunda hakem yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara
    # uğradığına karar verirse ayarlı bir skor atar."; WBF "At the end of the play the Director shall award
    # an adjusted score if he considers dummy suggested a play to declarer and the defenders were damaged
    # by the play suggested."
    (
        "45F",
        45,
        "defansın önerilen oyun ile zarara uğradığına karar verirse ayarlı bir skor atar",
        "the defence was damaged by the play so suggested, he shall assign an adjusted score.",
        "he assigns an adjusted score",
    ),
    # 64C2(b). TR "... ve hakem taraflardan birinin zarar görmüş olduğuna kanaat getirirse, bordu herhangi
    # bir rönons yapılmamış gibi değerlendirerek ayarlı skor uygular."; WBF "When both sides have revoked
    # on the same board (see B7 above) and the Director deems that a contestant has been damaged, he shall
    # award an adjusted scored based on the likely result had no revokes occurred."
    (
        "64C2(b)",
        64,
        "bordu herhangi bir rönons yapılmamış gibi değerlendirerek ayarlı skor uygular",
        "either side has been damaged, he shall assign an adjusted score, treating the board as though no revoke",
        "he assigns an adjusted score, treating",
    ),
    # 86B1. TR "Takım oyununda, Hakem ayarlı skor verdiğinde ve diğer masa skoru, yarışmacı taraflardan
    # birinin bariz bir şekilde lehine ise, Hakem yapay bir ayarlı skora hükmeder"; WBF "In team play when
    # the Director awards an adjusted score and the result at the other table between the same contestants
    # is clearly favorable to one side, the Director shall award an assigned adjusted score". (Artificial
    # for assigned: the Turkish's, with its note, translation-86B1.)
    (
        "86B1",
        86,
        "Hakem yapay bir ayarlı skora hükmeder",
        "favourable to one of the contestants, the Director shall award an artificial adjusted score",
        "the Director awards an artificial adjusted score",
    ),
    # 86B2(a). TR "Yarışmacılardan hiç birisinin kusuru yoksa, Hakem bord(ları) iptal eder ve bir veya daha
    # fazla sayıda suni ayarlı skor atar (bkz Yasa 12 C2) veya yeterli zaman varsa bir veya daha fazla
    # sayıda yedek bord oynattırır."; WBF "(a) If no contestant was at fault, the Director shall cancel the
    # board(s) and award one or more artificial adjusted scores [see Law 12C2] or, if time permits, play
    # one or more substitute boards (but see A above)."
    (
        "86B2(a)",
        86,
        "Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda suni ayarlı skor atar (bkz Yasa 12 C2)",
        "the Director shall cancel the board(s) and assign one or more artificial adjusted scores (see Law 12C2) "
        "or, if there is sufficient time, have one or more substitute boards played.",
        "the Director cancels the board(s) and assigns",
    ),
    # 86B2(b). TR "Yalnızca bir tek yarışmacı kusurlu ise, Hakem kusursuz tarafa, ... veya atanmış bir ayarlı
    # bir skor verir (hangisi daha yüksek ise). Kusurlu taraf ise, rakipleri için atanan skorun karşılığı
    # olarak tamamlayıcı skoru alır."; WBF "(b) If only one contestant was at fault, the Director shall
    # award to the non-offending side, for each board in question, either an artificial adjusted score of
    # average plus [see Law 12C2(b)] or an assigned adjusted score, whichever is more favorable. The
    # offending side shall receive the complement of the score awarded to their opponents."
    (
        "86B2(b)",
        86,
        "tamamlayıcı skoru alır",
        "If only one contestant is at fault, the Director shall award to the non-offending side",
        "the Director awards to the non-offending side",
    ),
    (
        "86B2(b)",
        86,
        "Kusurlu taraf ise, rakipleri için atanan skorun karşılığı olarak tamamlayıcı skoru alır",
        "The offending side, for its part, shall receive the complementary score",
        "for its part, receives the complementary score",
    ),
    # 86B2(c). TR "Her iki yarışmacı taraf ta kusurlu ise, Hakem bord(ları) iptal eder ve bir veya daha fazla
    # sayıda suni ayarlı skor atar. (Bkz Yasa 12C2.)"; WBF "(c) If both contestants were at fault, the
    # Director shall cancel the board(s) and award one or more artificial adjusted scores [see Law 12C2]."
    (
        "86B2(c)",
        86,
        "Her iki yarışmacı taraf ta kusurlu ise, Hakem bord(ları) iptal eder",
        "If both contestants are at fault, the Director shall cancel the board(s) and assign one or more",
        "the Director cancels the board(s) and assigns",
    ),
    # 55A. TR "Defans oyuncuları farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi geçerli
    # olur."; WBF "If the defenders choose differently then the option expressed by the player next in turn
    # to the irregular lead shall prevail." The Turkish's present (ungraded), the WBF's modal: "shall".
    (
        "55A",
        55,
        "Defans oyuncuları farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi geçerli olur",
        "If the defenders choose differently, the choice of the defender next in turn shall prevail.",
        "next in turn prevails",
    ),
    # 92D. TR "İtiraz başvurusu aşağıdaki şartlar gerçekleşmeden işleme konmaz:"; WBF "An appeal shall not
    # be heard unless:". "İşleme konmaz" (is not taken up) says what "shall not be heard" says: our English
    # takes the WBF's verb; "unless the following conditions are met" stays the Turkish's.
    (
        "92D",
        92,
        "İtiraz başvurusu aşağıdaki şartlar gerçekleşmeden işleme konmaz",
        "An appeal shall not be heard unless the following conditions are met:",
        "shall not be processed",
    ),
    # 92D2. TR "Takım maçında ise takım kaptanı, itirazın yapılması konusunda hemfikir olmalıdır."; WBF "2. in
    # a team event the team captain concurs in making the appeal." "İtirazın yapılması konusunda" is the
    # WBF's "in making the appeal"; "must" stays the Turkish's (hemfikir olmalıdır), with a note
    # (test_the_92d_notes_give_the_wbf_s_condition below).
    (
        "92D2",
        92,
        "takım kaptanı, itirazın yapılması konusunda hemfikir olmalıdır",
        "In a team match, the team captain must concur in making the appeal.",
        "in the appeal being made",
    ),
    # 24. TR "... bu durumdaki her bir kartın artırım süreci bitene kadar masanın üzerinde açık
    # bırakılmasını isteyecektir."; WBF "... the Director shall require that every such card be placed face
    # up on the table until the auction ends." "Bırakmak" is to put down as well as to leave; the card may
    # still be in the player's hand (it "has come into a position where it could be seen"), so "placed",
    # the WBF's verb, renders the Turkish. "Until the auction period has ended" stays the Turkish's (its
    # note, translation-24, says so).
    (
        "24",
        24,
        "artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir",
        "he shall require that every such card be placed face up on the table until the auction period has ended.",
        "be left face up",
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


# 92D1 TR "İkili turnuvada, başvuran çiftin her iki üyesinin (bireysel yarışmalar hariç) itiraz konusunda
#      hemfikir olmaları gereklidir."; WBF "An appeal shall not be heard unless: 1. in a pairs event both
#      members of the partnership concur in making the appeal (but in an individual contest an appellant
#      does not require his partner's concurrence)."
# 92D2 TR "Takım maçında ise takım kaptanı, itirazın yapılması konusunda hemfikir olmalıdır."; WBF "2. in a
#      team event the team captain concurs in making the appeal."
# The WBF has the present (a condition), the Turkish a requirement: the Turkish governs ("must concur"),
# and a note gives the WBF's words.
NOTES = [
    ("92D1", "hemfikir olmaları gereklidir", "both members of the partnership concur in making the appeal"),
    ("92D2", "hemfikir olmalıdır", "the team captain concurs in making the appeal"),
]


@pytest.mark.parametrize("label, turkish, wbf", NOTES, ids=[note[0] for note in NOTES])
def test_the_92d_notes_give_the_wbf_s_condition(client, label, turkish, wbf):
    assert turkish in TURKISH, label
    assert "must concur" in client.get(f"/api/paragraphs/{label}/").json()["text_en"], label
    for lang in ("en", "tr"):
        note = flat(unescape(re.sub(r"<[^>]+>", " ", note_on_page(client, 92, label, lang))))
        assert turkish in note and wbf in note and "An appeal shall not be heard unless" in note, (label, lang)
        assert {"en": "The Turkish is the official text.", "tr": "Resmî metin Türkçedir."}[lang] in note


def test_the_24_note_says_placed_as_our_english_does(client):
    note = flat(unescape(re.sub(r"<[^>]+>", " ", note_on_page(client, 24, "24", "en"))))
    assert "every such card placed face up on the table until the auction period" in note
    assert "left face up" not in note
