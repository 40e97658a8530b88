"""desk95: the ruling desk's wrong-board (15B; 86B for team play) and fouled-board (87) paths,
built from desk94's plan (docs/legal-review.md, "## desk94"), each paragraph read in the official
Turkish (fixtures/laws_tr.txt) and the WBF English.

- 15B, TR "Hakem, artırmanın başlamasından sonra, oyunculardan birinin o turda oynamaması gereken
  bir bordu oynamakta olduğunu belirlerse"; WBF "If, after the commencement of the auction period,
  the Director discovers that a contestant is playing a board not designated for him to play in the
  current round" (the difference has its editor's note, shown on the step). Footnote 4, TR "Bu Yasa
  yalnızca ikili ve bireysel turnuvalar için geçerlidir – Takım maçı için bkz. Yasa 86B"; WBF "This
  law only applies to pair and individual events – see Law 86B for team events".
- 15B1, TR "bord her iki taraf için iptal edilecektir"; WBF "the board is cancelled for both his
  side and his opponents". 15B2, TR "Hakem artırma ve oyunun normal olarak devam ederek tamamlanması
  talimatını verir. Hakem skoru geçerli sayar"; WBF "the Director shall require the auction and play
  to be completed. He allows the score to stand". 15B3, TR "Hakem geçerli bir skor kazanma
  olanağından yoksun kalmış yarışmacılara yapay bir ayarlı skor verecektir [bkz. Yasa 12C2(a)]"; WBF
  "The Director shall award an artificial adjusted score [see Law 12C2(a)] to any contestant
  deprived of the opportunity to earn a valid score".
- 86B2(a), TR "Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda suni ayarlı skor atar";
  WBF "the Director shall cancel the board(s) and award one or more artificial adjusted scores".
  86B2(b), TR "ortalama üstü şeklinde suni ayarlı skor (bkz Yasa 12C2(b)), veya atanmış bir ayarlı
  bir skor verir (hangisi daha yüksek ise). Kusurlu taraf ise, rakipleri için atanan skorun
  karşılığı olarak tamamlayıcı skoru alır"; WBF "either an artificial adjusted score of average plus
  [see Law 12C2(b)] or an assigned adjusted score, whichever is more favorable. The offending side
  shall receive the complement of the score awarded to their opponents". 86B2(c), TR "Her iki
  yarışmacı taraf ta kusurlu ise, Hakem bord(ları) iptal eder"; WBF "If both contestants were at
  fault, the Director shall cancel the board(s)". 86B3, TR "yayınlanmış bir yönetmeliğin
  bulunmadığı durumlarda Hakem yukarıda belirtilen şekilde hareket eder"; WBF "in the absence of a
  relevant regulation, the Director proceeds as above".
- 87A, TR "doğrudan skor karşılaştırılması yapılacak çiftlerin bordu özdeş şeklinde
  oynamadıklarını tespit ederse o bord “karışmış” sayılır"; WBF "the contestants who should have had
  a score comparison did not play the board in identical form". 87B, TR "Skorları buna göre gruplara
  ayırır ve her grubu ayrı olarak turnuva yönetmeliğinde belirtilen şekilde ... değerlendirir"; WBF
  "divides the scores on that basis into groups and rates each group separately as provided in the
  regulations for the tournament". 87C, TR "Bkz Yasa 86B2"; WBF "See Law 86B2".
"""

from __future__ import annotations

import pytest

import rulings
from lawbook.tests.htmlparse import editor_notes

from .test_judgement import START, answer, form_fields, plain, record_laws, start, text_of

pytestmark = pytest.mark.django_db

WRONG = {
    "en": "Wrong board (Laws 15A, 15B; in team play 86B)",
    "tr": "Yanlış bord (Yasa 15A, 15B; takım maçında 86B)",
}
FOULED = {"en": "Fouled board (Law 87)", "tr": "Karışmış bord (Yasa 87)"}
W = {
    # desk97: the path's first step asks 15A or 15B; the 15B steps follow this answer.
    "board": {
        "en": "A player is playing a board he should not play in that round (Law 15B; in team play 86B)",
        "tr": "Bir oyuncu o turda oynamaması gereken bir bordu oynuyor (Yasa 15B; takım maçında 86B)",
    },
    "pairs": {"en": "A pairs or individual event (Law 15B)", "tr": "İkili veya bireysel turnuva (Yasa 15B)"},
    "teams": {"en": "A team match (Law 86B)", "tr": "Takım maçı (Yasa 86B)"},
    # desk98: 86B1 or 86B2 asked first in a team match (the wrong board only)
    "multiple": {
        "en": "Two or more scores that cannot be compared, or more than one adjusted score (Law 86B2); or a board "
        "played at only a single table, whose score a regulation may vary from the method prescribed in B2 (Law 86B3)",
        "tr": "Karşılaştırılamayan iki veya daha çok skor, ya da birden çok ayarlı skor (Yasa 86B2); ya da yalnızca "
        "tek bir masada oynanan bord, skoru yönetmelikle B2'de öngörülen yöntemden farklı olabilen (Yasa 86B3)",
    },
    "fouled": {"en": "Yes: the board is fouled (Law 87A)", "tr": "Evet: bord karışmış (Yasa 87A)"},
    "f_pairs": {"en": "A pairs or individual event (Law 87B)", "tr": "İkili veya bireysel turnuva (Yasa 87B)"},
    "f_teams": {"en": "A team match (Law 87C)", "tr": "Takım maçı (Yasa 87C)"},
    "yes": {"en": "Yes", "tr": "Evet"},
    "no": {"en": "No", "tr": "Hayır"},
    "regulation": {
        "en": "Yes: there is a published regulation (Law 86B3)",
        "tr": "Evet: yayımlanmış bir yönetmelik var (Yasa 86B3)",
    },
    "neither": {"en": "Neither (Law 86B2(a))", "tr": "Hiçbiri (Yasa 86B2(a))"},
    "one": {"en": "Only one contestant (Law 86B2(b))", "tr": "Yalnızca bir yarışmacı (Yasa 86B2(b))"},
    "both": {"en": "Both (Law 86B2(c))", "tr": "İkisi de (Yasa 86B2(c))"},
}
# Each Ending: the path, the answers, then per language its title, words it says (the paragraph's),
# words of its quote, and the record's Laws. 86B2(b) ("one contestant at fault") is no longer an
# Ending: since desk96 it is the TEAMS score step, tested in test_desk96.py.
ENDINGS = {
    "stands": (WRONG, ("pairs", "no"), {
        "en": ("The board is played to completion; the score stands (Law 15B2)",
               "the Director shall instruct that the auction and play continue normally to completion. The Director "
               "accepts the score as valid",
               "The Director accepts the score as valid"),
        "tr": ("Bord oynanarak tamamlanır; skor geçerlidir (Yasa 15B2)",
               "hakem artırma ve oyunun normal olarak devam ederek tamamlanması talimatını verir. Hakem skoru "
               "geçerli sayar",
               "Hakem skoru geçerli sayar"),
    }, "15B, 15B2, 15B3, 12C2(a)"),
    "wb_regulation": (WRONG, ("teams", "multiple", "regulation"), {
        "en": ("The Regulating Authority's regulation applies (Law 86B3)",
               "may differ from the method prescribed in Law 86B2 (Law 86B3): the Director applies the published "
               "regulation.",
               "played at only a single table"),
        "tr": ("Yönetici Federasyonun yönetmeliği uygulanır (Yasa 86B3)",
               "Yasa 86B2'de öngörülen yöntemden farklı olabilir (Yasa 86B3): hakem yayımlanmış yönetmeliği uygular.",
               "yalnızca tek bir masada"),
    }, "86B, 86B2, 86B3"),
    "wb_neither": (WRONG, ("teams", "multiple", "no", "neither"), {
        "en": ("Neither contestant at fault: the board shall be cancelled (Law 86B2(a))",
               "The Director shall cancel the board(s) and assign one or more artificial adjusted scores (see Law 12C2)",
               "If neither contestant is at fault"),
        "tr": ("Kusurlu yarışmacı yok: bord iptal edilir (Yasa 86B2(a))",
               "Hakem bord(ları) iptal eder ve bir veya daha fazla sayıda suni ayarlı skor atar",
               "Yarışmacılardan hiç birisinin kusuru yoksa"),
    }, "86B, 86B2, 86B2(a), 12C2, 86A"),
    "wb_both": (WRONG, ("teams", "multiple", "no", "both"), {
        "en": ("Both contestants at fault: the board shall be cancelled (Law 86B2(c))",
               "assign one or more artificial adjusted scores (see Law 12C2) (Law 86B2(c)).",
               "If both contestants are at fault"),
        "tr": ("İki yarışmacı da kusurlu: bord iptal edilir (Yasa 86B2(c))",
               "suni ayarlı skor atar (bkz. Yasa 12C2) (Yasa 86B2(c)).",
               "Her iki yarışmacı taraf ta kusurlu ise"),
    }, "86B, 86B2, 86B2(c), 12C2"),
    "not_fouled": (FOULED, ("no",), {
        "en": ("The board is not fouled (Law 87A)", "(Law 87A): Law 87 does not apply.", "did not play the board"),
        "tr": ("Bord karışmış sayılmaz (Yasa 87A)", "(Yasa 87A): Yasa 87 uygulanmaz.", "özdeş şeklinde oynamadıklarını"),
    }, "87A"),
    "groups": (FOULED, ("fouled", "f_pairs"), {
        "en": ("The scores are divided into groups, each rated separately (Law 87B)",
               "Law 87B names no adjusted score: the groups are rated by the tournament regulations' method (or "
               "the one the Director announces); this page computes no score.",
               "evaluates each group separately and independently"),
        "tr": ("Skorlar gruplara ayrılır, her grup ayrı değerlendirilir (Yasa 87B)",
               "Yasa 87B ayarlı skordan söz etmez: gruplar turnuva yönetmeliğinin (ya da hakemin duyurduğu) "
               "yönteme göre değerlendirilir; bu sayfa skor hesaplamaz.",
               "Skorları buna göre gruplara ayırır"),
    }, "87A, 87B"),
    "f_neither": (FOULED, ("fouled", "f_teams", "neither"), {
        "en": ("Neither contestant at fault: the board shall be cancelled (Law 86B2(a))", "(Law 86A).", "substitute boards"),
        "tr": ("Kusurlu yarışmacı yok: bord iptal edilir (Yasa 86B2(a))", "(Yasa 86A).", "yedek bord"),
    }, "87A, 87C, 86B2, 86B2(a), 12C2, 86A"),
    "f_both": (FOULED, ("fouled", "f_teams", "both"), {
        "en": ("Both contestants at fault: the board shall be cancelled (Law 86B2(c))", "(Law 86B2(c)).", "both contestants"),
        "tr": ("İki yarışmacı da kusurlu: bord iptal edilir (Yasa 86B2(c))", "(Yasa 86B2(c)).", "Her iki yarışmacı"),
    }, "87A, 87C, 86B2, 86B2(c), 12C2"),
}  # fmt: skip


def _quotes(text: str) -> str:
    return " ".join(part.split("</blockquote>", 1)[0] for part in text.split('<blockquote class="law-quote"')[1:])


def _walk(client, lang, path, answers):
    page = start(client, lang, path[lang])
    if path is WRONG:  # desk97: 15A or 15B first
        answers = ("board", *answers)
    for key in answers:
        assert page.status_code == 200
        page = answer(client, page, W[key][lang])
    return page


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("ending", list(ENDINGS))
def test_every_ending_says_its_paragraph_quotes_it_and_prefills_the_record(director_client, lang, ending):
    path, answers, said, laws = ENDINGS[ending]
    page = _walk(director_client, lang, path, answers)
    assert page.status_code == 200
    text = text_of(page)
    title, words, quoted = said[lang]
    assert f"<h1>{title}</h1>" in text
    assert words in text
    assert quoted in _quotes(text)
    assert 'name="kind"' not in text  # an Ending, not the score step
    assert record_laws(director_client, page, lang) == laws


@pytest.mark.parametrize(
    "lang, said", [("en", "after the commencement of the auction period"), ("tr", "artırmanın başlamasından sonra")]
)
def test_the_first_wrong_board_step_shows_15bs_note_and_footnote_4(director_client, lang, said):
    page = _walk(director_client, lang, WRONG, ())
    assert said in editor_notes(page.content.decode())["translation-15B"]
    footnote = {"en": "for team matches see Law 86B", "tr": "Takım maçı için bkz. Yasa 86B"}
    assert footnote[lang] in text_of(page)


@pytest.mark.parametrize("lang, said", [("en", "Multiple Results Obtained"), ("tr", "Bir veya daha çok sayıda masa")])
def test_the_fault_step_quotes_86b2_with_its_note(director_client, lang, said):
    page = _walk(director_client, lang, FOULED, ("fouled", "f_teams"))
    assert said in editor_notes(page.content.decode())["translation-86B2"]
    assert {"en": "Which contestant was at fault?", "tr": "Yarışmacılardan hangisi kusurlu?"}[lang] in text_of(page)


@pytest.mark.parametrize(
    "query, status, says",
    [
        (
            "path=wrong_board&found=board&event=pairs&played_before=yes&fault=one",
            200,
            "(Law 15B3)",
        ),  # not asked: ignored
        ("path=wrong_board&found=board&event=relay", 400, "This step does not exist"),
        (
            "path=wrong_board&found=board&event=teams&other_table=multiple&one_table=no&fault=%ff%fe",
            400,
            "This step does not exist",
        ),
        ("path=fouled&fouled=yes%00", 400, "This step does not exist"),
        # 15B3's artificial score: the score form's own errors, a 400 that says what is wrong.
        (
            "path=wrong_board&found=board&event=pairs&played_before=yes&kind=artificial&form=mp&fault=%ff%fe",
            400,
            "Choose how far the contestant was at fault.",
        ),
        (
            "path=wrong_board&found=board&event=pairs&played_before=yes&kind=artificial&form=mp&fault=none&session=1"
            + "0" * 10,
            400,
            "The session percentage must be a number from 0 to 100",
        ),
        # longer than its box takes (typed into the address): said so, never cut to fit (polish74)
        (
            "path=wrong_board&found=board&event=pairs&played_before=yes&kind=artificial&form=mp&fault=none&session=1"
            + "0" * 30,
            400,
            "The session percentage is too long",
        ),
        ("path=fouled&fouled=yes&event=teams&fault=", 200, "Which contestant was at fault?"),
        ("path=fouled&fouled=yes&event=teams&fault=" + "x" * 5000, 400, "This step does not exist"),
    ],
)
def test_bad_input_is_a_400_or_the_next_question(director_client, query, status, says):
    response = director_client.get(START["en"] + "?" + query)
    assert response.status_code == status
    assert says in text_of(response)


# 15B1 then 15B3: the board cancelled and the artificial adjusted score, computed by the engine by the
# contestant's responsibility (12C2(a)), resting on 15B3 and 12C2(a), not on 12C1.
CANCELLED = {
    "en": (
        "the board is cancelled for both sides (Law 15B1). The Director shall award an artificial adjusted score to "
        "contestants deprived of the opportunity to earn a valid score [see Law 12C2(a)] (Law 15B3).",
        "Artificial score (15B3, 12C2(a))",
        "Artificial adjusted score for North-South (Laws 15B3, 12C2(a)): In no way at fault: average plus: {} %",
    ),
    "tr": (
        "bord her iki taraf için iptal edilecektir (Yasa 15B1). Hakem geçerli bir skor kazanma olanağından yoksun kalmış "
        "yarışmacılara yapay bir ayarlı skor verecektir [bkz. Yasa 12C2(a)] (Yasa 15B3).",
        "Yapay skor (15B3, 12C2(a))",
        "Kuzey-Güney için yapay ayarlı skor (Yasa 15B3, 12C2(a)): Hiçbir kusuru yok: averaj artı: %{}",
    ),
}
QUOTED_15B3 = {
    "en": ("deprived of the opportunity to earn a valid score", "average plus (at least 60% in a pairs event)"),
    "tr": ("yoksun kalmış yarışmacılara yapay bir ayarlı skor", "averaj artı (ikili turnuvada en az % 60)"),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_board_played_before_is_cancelled_and_the_engine_gives_15b3s_artificial_score(director_client, lang):
    page = _walk(director_client, lang, WRONG, ("pairs", "yes"))
    assert page.status_code == 200
    text = text_of(page)
    said, heading, figure = CANCELLED[lang]
    assert said in text
    assert heading in text
    for words in QUOTED_15B3[lang]:
        assert words in _quotes(text)
    assert 'name="kind" value="weighted"' not in text  # 15B3 gives no assigned score
    assert "12C1(d)" not in text  # nor rests on 12C1's "numerous or not obvious"
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": "mp", "fault": "none", "side": "NS"}
    result = director_client.get(START[lang], params)
    assert result.status_code == 200
    expected = rulings.artificial_score({"q": "artificial", "form": "mp", "fault": "none"})
    assert figure.format(plain(expected.percent)) in text_of(result)
    assert record_laws(director_client, result, lang) == "15B, 15B1, 15B3, 12C2(a)"


def test_a_weighted_score_asked_for_at_15b3s_step_is_not_computed(director_client):
    query = "?path=wrong_board&found=board&event=pairs&played_before=yes&kind=weighted&form=mp&score1=100&weight1=100"
    response = director_client.get(START["en"] + query)
    assert response.status_code == 200
    assert "Weighted assigned adjusted score" not in text_of(response)
    assert 'name="kind" value="weighted"' not in text_of(response)
