"""The ruling desk's own sentences say each paragraph's verb (CONTRIBUTING.md, "Add a situation guide",
point 1): where a sentence states what a paragraph requires, the English has the WBF's word and the
Turkish the official text's; where it tells what follows, it describes in the present. Each step and
Ending is drawn by its query string in both languages.

86B1, TR "Hakem yapay bir ayarlı skora hükmeder"; WBF "the Director shall award an assigned adjusted
score" (artificial/assigned: the note translation-86B1).
86B2(a), TR "Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda suni ayarlı skor atar (bkz Yasa
12 C2) veya yeterli zaman varsa bir veya daha fazla sayıda yedek bord oynattırır"; WBF "the Director
shall cancel the board(s) and award one or more artificial adjusted scores [see Law 12C2] or, if time
permits, play one or more substitute boards (but see A above)".
86B2(b), TR "Hakem kusursuz tarafa ... verir (hangisi daha yüksek ise). Kusurlu taraf ise ...
tamamlayıcı skoru alır"; WBF "the Director shall award to the non-offending side ... The offending side
shall receive the complement of the score awarded to their opponents".
86B2(c), TR "Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda suni ayarlı skor atar"; WBF "the
Director shall cancel the board(s) and award one or more artificial adjusted scores [see Law 12C2]".
86A, TR "Hakem, Yasa 6 uyarınca bordun yeniden dağıtılmasını emretme yetkisini, bir yarışmacı o bord
hariç maçın kesin sonucunu bilebilecek durumda iken kullanmayacaktır. Bunun yerine hakem, ayarlı skor
atar"; WBF "The Director shall not exercise his Law 6 authority to order one board redealt when the
final result of a match without that board could be known to a contestant. Instead, he awards an
adjusted score" (the second sentence in the present in both).
64C2(b), TR "hakem taraflardan birinin zarar görmüş olduğuna kanaat getirirse, bordu herhangi bir
rönons yapılmamış gibi değerlendirerek ayarlı skor uygular"; WBF "the Director deems that a contestant
has been damaged, he shall award an adjusted scored based on the likely result had no revokes
occurred". 64C1, TR "hakem ... yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı skor
atayacaktır"; WBF "the Director deems that the non-offending side is insufficiently compensated ... he
shall assign an adjusted score". Neither text says what the Director does when there is no damage: the
no-damage Endings said "he assigns no adjusted score" / "ayarlı skor atamaz (uygulamaz)", a duty in the
present that neither paragraph states; they now say what the paragraph gives, as the misinformation
path's no-damage Endings do ("give no adjusted score" / "ayarlı skor öngörmez").
21B2, TR "ancak Yasa 16C geçerli olacaktır"; WBF "but Law 16C applies".
27B3, TR "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı
konuşma sırası kendisine her geldiğinde pas geçmek zorundadır"; WBF "The offender must replace it as the
foregoing allows and his partner must then pass whenever it is his turn to call" (27B4 sends a refused
second insufficient bid there: TR "Hakem Madde 3'te belirlenen kuralları uygular", WBF "the Director
rules as in 3"). The Turkish present is ungraded: the English says the WBF's "must", the verb the site's
rendering of the Turkish ("corrects his call"), as the insufficient-bid guide says "must replace" (qa279).
40C1, TR "Hakem açıklanmamış bilginin rakiplere zarar verdiğine hükmederse skoru ayarlar ve yöntemsel
ceza verebilir"; WBF "If the Director judges there is undisclosed knowledge that has damaged the
opponents, he shall adjust the score and may assess a procedural penalty".
"""

from __future__ import annotations

import pytest

from .test_judgement import START, text_of

pytestmark = pytest.mark.django_db

TEAMS = "path=wrong_board&found=board&event=teams"
MULTIPLE = TEAMS + "&other_table=multiple&one_table=no"

# (query, language, the words now, the words before)
CASES = {
    "86B1 title": (
        TEAMS + "&other_table=single",
        "en",
        "<h1>A single score at the other table: the Director shall award an artificial adjusted score (Law 86B1)</h1>",
        "the Director awards an artificial adjusted score (Law 86B1)",
    ),
    "86B1 sentence": (
        TEAMS + "&other_table=single",
        "en",
        "obviously favourable to one of the contestants, the Director shall award an artificial adjusted score "
        "(see Law 12C1(c), but for more than one adjusted score Law 86B2 applies) (Law 86B1).",
        "the Director awards an artificial adjusted score (see Law 12C1(c)",
    ),
    "86B2(a)": (
        MULTIPLE + "&fault=neither",
        "en",
        "The Director shall cancel the board(s) and assign one or more artificial adjusted scores (see Law 12C2) "
        "or, if there is sufficient time, have one or more substitute boards played (Law 86B2(a)).",
        "The Director cancels the board(s) and assigns",
    ),
    "86B2(a) title": (
        MULTIPLE + "&fault=neither",
        "en",
        "<h1>Neither contestant at fault: the board shall be cancelled (Law 86B2(a))</h1>",
        "the board is cancelled",
    ),
    "86A en": (
        MULTIPLE + "&fault=neither",
        "en",
        "the Director shall not exercise his authority to order the board redealt; instead, he assigns an "
        "adjusted score (Law 86A).",
        "the Director does not order a redeal",
    ),
    "86A tr": (
        MULTIPLE + "&fault=neither",
        "tr",
        "hakem bordun yeniden dağıtılmasını emretme yetkisini kullanmayacaktır; bunun yerine ayarlı skor atar "
        "(Yasa 86A).",
        "dağıtılmasını emretmez",
    ),
    "86B2(c)": (
        MULTIPLE + "&fault=both",
        "en",
        "The Director shall cancel the board(s) and assign one or more artificial adjusted scores (see Law 12C2) "
        "(Law 86B2(c)).",
        "The Director cancels the board(s) and assigns",
    ),
    "86B2(c) title": (
        MULTIPLE + "&fault=both",
        "en",
        "<h1>Both contestants at fault: the board shall be cancelled (Law 86B2(c))</h1>",
        "the board is cancelled",
    ),
    "86B2(a) fouled": (
        "path=fouled&fouled=yes&event=teams&fault=neither",
        "en",
        "The Director shall cancel the board(s) and assign one or more artificial adjusted scores",
        "The Director cancels the board(s)",
    ),
    "86B2(b)": (
        MULTIPLE + "&fault=one",
        "en",
        "The Director shall award to the non-offending side, for each board falling within the situation in "
        "question, an artificial adjusted score in the form of average plus (see Law 12C2(b)) or an assigned "
        "adjusted score (whichever is the higher). The offending side, for its part, shall receive the "
        "complementary score corresponding to the score assigned to its opponents (Law 86B2(b)).",
        "The offending side, for its part, receives",
    ),
    "64C2(b) step en": (
        "path=revoke&established=yes&both_sides=yes",
        "en",
        "If so, the Director shall assign an adjusted score, treating the board as though no revoke had been "
        "made (Law 64C2(b)).",
        "the adjusted score treats the board",
    ),
    "64C2(b) step tr": (
        "path=revoke&established=yes&both_sides=yes",
        "tr",
        "Gördüyse hakem, bordu herhangi bir rönons yapılmamış gibi değerlendirerek ayarlı skor uygular (Yasa 64C2(b)).",
        "değerlendirilerek belirlenir",
    ),
    "64C2(b) no damage en": (
        "path=revoke&established=yes&both_sides=yes&either_damaged=no",
        "en",
        "If the Director does not consider that either side has been damaged, Law 64C2(b) gives no adjusted "
        "score: the result obtained at the table stands.",
        "he assigns no adjusted score",
    ),
    "64C2(b) no damage tr": (
        "path=revoke&established=yes&both_sides=yes&either_damaged=no",
        "tr",
        "Hakem taraflardan birinin zarar gördüğü kanaatinde değilse Yasa 64C2(b) ayarlı skor öngörmez: masada "
        "elde edilen sonuç geçerlidir.",
        "ayarlı skor uygulamaz",
    ),
    "64C1 compensated en": (
        "path=revoke&established=yes&both_sides=no&repeated=no&compensated=no",
        "en",
        "is sufficiently compensated by these Laws, Law 64C1 gives no adjusted score: the result is scored with "
        "Law 64A's automatic trick adjustment",
        "he assigns no adjusted score",
    ),
    "64C1 compensated tr": (
        "path=revoke&established=yes&both_sides=no&repeated=no&compensated=no",
        "tr",
        "edildiğine kanaat getirirse Yasa 64C1 ayarlı skor öngörmez: sonuç, Yasa 64A'nın otomatik löve ayarlamasıyla",
        "ayarlı skor atamaz",
    ),
    "21B2 tr": (
        "path=mi&explanation=explanation&timing=change",
        "tr",
        "değişen konuşmadan sonra yaptığı her türlü konuşmayı değiştirebilir; ancak Yasa 16C geçerli olacaktır "
        "(Yasa 21B2).",
        "Yasa 16C uygulanır (Yasa 21B2)",
    ),
    "27B3 en": (
        "path=replaced&withdrawn=insufficient&correction=other",
        "en",
        "by a double or redouble, that call is cancelled; he must correct his call within the criteria laid down "
        "above, and his partner must pass whenever it is his turn to call",
        "he corrects his call",
    ),
    "27B3 under 27B4 en": (
        "path=replaced&withdrawn=insufficient&correction=insufficient_again",
        "en",
        "Under 3 the attempted call is cancelled; the offender must correct his call within the criteria laid "
        "down above, and his partner must pass whenever it is his turn to call",
        "the offender corrects his call",
    ),
    "40C1 en": (
        "path=mi",
        "en",
        "if the Director judges that undisclosed information has damaged the opponents, he shall adjust the "
        "score and may impose a procedural penalty.",
        "he adjusts the score",
    ),
}

# Where the official Turkish has the present, the Turkish page keeps it (the rule's other half).
KEPT = {
    "86B1 tr": (TEAMS + "&other_table=single", "Hakem yapay bir ayarlı skora hükmeder (bkz. Yasa 12C1(c)"),
    "86B2(a) tr": (MULTIPLE + "&fault=neither", "Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda suni"),
    "86B2(b) tr": (MULTIPLE + "&fault=one", "Kusurlu taraf ise, rakipleri için atanan skorun karşılığı olarak "
                   "tamamlayıcı skoru alır (Yasa 86B2(b))"),
    "86B2(c) tr": (MULTIPLE + "&fault=both", "Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda suni ayarlı "
                   "skor atar (bkz. Yasa 12C2) (Yasa 86B2(c))."),
    "21B2 en": ("path=mi&explanation=explanation&timing=change", "Law 16C applies (Law 21B2)."),
    "27B3 tr": ("path=replaced&withdrawn=insufficient&correction=other",
                "konuşmasını yukarıdaki kriterler çerçevesinde düzeltir ve ortağı konuşma sırası kendisine her "
                "geldiğinde pas geçmek zorundadır"),
}  # fmt: skip


def page_text(client, lang: str, query: str) -> str:
    page = client.get(START[lang] + "?" + query)
    assert page.status_code == 200
    return " ".join(text_of(page).split())


@pytest.mark.parametrize("case", list(CASES))
def test_the_desk_says_the_paragraphs_verb(director_client, case):
    query, lang, now, before = CASES[case]
    text = page_text(director_client, lang, query)
    assert now in text
    assert before not in text


@pytest.mark.parametrize("case", list(KEPT))
def test_the_official_present_stays_where_the_text_has_it(director_client, case):
    query, words = KEPT[case]
    lang = "en" if case.endswith(" en") else "tr"
    assert words in page_text(director_client, lang, query)
