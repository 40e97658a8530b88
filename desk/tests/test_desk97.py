"""desk97: what qa94 left on the judgement desk (/en/director/judgement/, /tr/hakem/karar-adimlari/).

1. A call out of rotation at the left-hand opponent's turn after the offender has called
   (`?path=replaced`): treated as a change of call, Law 25.

   30B2, TR "Kusurlu oyuncu daha önce herhangi bir konuşma yapmışsa ve daha sonra konuşma sırası
   solundaki rakipte iken sırasız pas geçerse, Yasa 25 kapsamında konuşma değişikliğine ilişkin
   hükümler uygulanır."; WBF "If the offender has previously called, a pass out of rotation at
   offender's LHO's turn to call is treated as a change of call. Law 25 applies."
   31C, TR "Bir oyuncu, konuşma sırası soldaki rakipteyken artırımın ilerlemiş aşamasında sırasız
   deklare verirse, bu bir konuşma değişikliği olarak değerlendirilir ve Yasa 25 geçerlidir."; WBF
   "Later bids at LHO's turn to call are treated as changes of call and Law 25 applies."
   32C, TR "... sırasız kontr veya sürkontr çekerse, bu bir konuşma değişikliği olarak
   değerlendirilir ve Yasa 25 geçerlidir"; WBF "Later calls at LHO's turn to call are treated as
   changes of call and Law 25 applies."

   Law 25's paragraphs say which applies by their own conditions: 25A (an unintended call: TR
   "Yalnızca mekanik hata veya dil sürçmesinden kaynaklanan konuşmaların değiştirilmesine izin
   verilebilir", WBF "A change of call may be allowed because of a mechanical error or a slip of
   the tongue"), 25B1 (TR "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu
   tarafın solundaki rakip tarafından kabul edilebilir", WBF "A substituted call not permitted by A
   may be accepted by the offender's LHO"), 25B2 (TR "A maddesi ile izin verilmeyen bir konuşma
   iptal edilir. İlk konuşma kalır", WBF "a substitution not permitted by A is cancelled. The
   original call stands"), 25B3 (16C). Neither 30B2/31C/32C nor 25 asks whether a call is
   comparable (23A), 23C's bracket names none of them, and 25B says only that Law 26 may apply: the
   texts leave 23C open there, so the Ending says so and asks no comparable-call question.

2. 15A, cards taken from a wrong board (`?path=wrong_board`, now its first question; footnote 4 is
   15B's, so 15A is asked whatever the event). 15A1, TR "Bir oyuncunun yanlış borddan aldığı
   kartlar ile vermiş olduğu konuşma (ve daha sonra yaptığı tüm konuşmalar) iptal edilir."; WBF "A
   call is cancelled (together with any subsequent call) if it is made by a player holding cards
   that he has picked up from a wrong board." 15A2(a), TR "Kusurlu oyuncunun ortağı daha sonra bir
   konuşma yapmış ise, Hakem ayarlı skor atayacaktır."; WBF "If the offender's partner has
   subsequently called, the Director shall award an adjusted score." 15A2(b), TR "Bunun dışında,
   kusurlu oyuncu doğru kartları eline alarak konuşmasını yapar ve artırma normal akışında devam
   eder."; WBF "Otherwise, after looking at the correct hand the offender calls again and the
   auction continues normally from that point." 15A2(c) (16C), 15A3 (with footnote 3, TR
   "Değiştirilen bir konuşmanın anlamı çok farklı ise veya bir psişik ise", WBF "A substituted call
   differs if its meaning is much different or if it is psychic"), 15A4 (Law 90).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desk.judgement import PATHS, walk
from lawbook.text.parser import parse_lawbook

from .test_judgement import START, answer, links, record_laws, start, text_of

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"

REPLACED = {
    "en": "Damage to the non-offending side after a call replaced (Laws 23C, 27D)",
    "tr": "Değiştirilen konuşmadan sonra kusursuz tarafın zararı (Yasa 23C, 27D)",
}
WRONG = {
    "en": "Wrong board (Laws 15A, 15B; in team play 86B)",
    "tr": "Yanlış bord (Yasa 15A, 15B; takım maçında 86B)",
}

# Each LHO answer: its words, then the Ending's title, the paragraph's words, and the record's Laws.
LATER = {
    "30B2": {
        "en": (
            "A pass out of rotation at left-hand opponent's turn, the offender having called before: a change of "
            "call (Laws 30B2, 25)",
            "A pass at left-hand opponent's turn by a player who had called: a change of call, Law 25 (Law 30B2)",
            "the provisions relating to a change of call under Law 25 apply (Law 30B2).",
        ),
        "tr": (
            "Sırasız pas, konuşma sırası soldaki rakipteyken, kusurlu oyuncu daha önce konuşmuşken: konuşma "
            "değişikliği (Yasa 30B2, 25)",
            "Soldaki rakibin sırasında, daha önce konuşmuş oyuncunun sırasız pası: konuşma değişikliği, Yasa 25 "
            "(Yasa 30B2)",
            "Yasa 25 kapsamında konuşma değişikliğine ilişkin hükümler uygulanır (Yasa 30B2).",
        ),
    },
    "31C": {
        "en": (
            "A bid out of rotation at left-hand opponent's turn at a later stage of the auction: a change of call "
            "(Laws 31C, 25)",
            "A bid at left-hand opponent's turn at a later stage of the auction: a change of call, Law 25 (Law 31C)",
            "this is treated as a change of call and Law 25 applies (Law 31C).",
        ),
        "tr": (
            "Sırasız deklare, konuşma sırası soldaki rakipteyken, artırımın ilerlemiş aşamasında: konuşma "
            "değişikliği (Yasa 31C, 25)",
            "Soldaki rakibin sırasında artırımın ilerlemiş aşamasında sırasız deklare: konuşma değişikliği, Yasa 25 "
            "(Yasa 31C)",
            "bu bir konuşma değişikliği olarak değerlendirilir ve Yasa 25 geçerlidir (Yasa 31C).",
        ),
    },
    "32C": {
        "en": (
            "A double or redouble out of rotation at left-hand opponent's turn at a later stage of the auction: a "
            "change of call (Laws 32C, 25)",
            "A double or redouble at left-hand opponent's turn at a later stage of the auction: a change of call, "
            "Law 25 (Law 32C)",
            "this is treated as a change of call and Law 25 applies (Law 32C).",
        ),
        "tr": (
            "Sırasız kontr veya sürkontr, konuşma sırası soldaki rakipteyken, artırımın ilerlemiş aşamasında: "
            "konuşma değişikliği (Yasa 32C, 25)",
            "Soldaki rakibin sırasında artırımın ilerlemiş aşamasında sırasız kontr veya sürkontr: konuşma "
            "değişikliği, Yasa 25 (Yasa 32C)",
            "bu bir konuşma değişikliği olarak değerlendirilir ve Yasa 25 geçerlidir (Yasa 32C).",
        ),
    },
}
COMPARABLE_ASKED = {
    "en": "Did the offender, at his turn to call, replace the cancelled call with a comparable call",
    "tr": "iptal edilen konuşmanın yerine eşdeğer bir konuşma (Yasa 23A) mı yaptı?",
}
LEFT_OPEN = {
    "en": "The texts do not say whether Law 23C follows a change of call; this page does not ask it.",
    "tr": "Yasa 23C'nin bir konuşma değişikliğinden sonra uygulanıp uygulanmadığını metinler söylemez; bu sayfa bu "
    "soruyu sormaz.",
}


def _fixtures():
    turkish = parse_lawbook((FIXTURES / "laws_tr.txt").read_text(encoding="utf-8")).paragraph_map()
    english = json.loads((FIXTURES / "laws_en.json").read_text(encoding="utf-8"))["paragraphs"]
    return turkish, english


def _flat(text: str) -> str:
    return " ".join(text.split())


def _later(client, lang, label):
    page = start(client, lang, REPLACED[lang])
    return answer(client, page, LATER[label][lang][0])


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("label", list(LATER))
def test_a_call_at_lhos_turn_after_the_offender_called_ends_in_law_25(director_client, lang, label):
    """30B2 / 31C / 32C: "treated as a change of call and Law 25 applies". The Ending says it, quotes
    the paragraph, says Law 25's paragraphs with their conditions, asks no comparable-call question
    (the texts leave 23C open after a change of call) and prefills the record with the paragraph and
    Law 25 (not 29B's cancellation: under 25A1 or 25B1 the changed call may stand)."""
    page = _later(director_client, lang, label)
    assert page.status_code == 200
    text = text_of(page)
    _, title, said = LATER[label][lang]
    assert f"<h1>{title}</h1>" in text
    assert said in _flat(text)
    assert LEFT_OPEN[lang] in _flat(text)
    assert COMPARABLE_ASKED[lang] not in text
    assert 'name="kind"' not in text  # an Ending, not the score step
    assert record_laws(director_client, page, lang) == f"{label}, 25"


@pytest.mark.parametrize("label", list(LATER))
def test_the_law_25_ending_says_law_25s_paragraphs_word_for_word(label):
    """Held to the fixtures: each of 25A1, 25A2, 25B1, 25B2 and 25B3 said in the Ending in the
    official Turkish and the site's English, and the Ending's quote the paragraph itself."""
    turkish, english = _fixtures()
    ending = walk(
        {"path": "replaced", "withdrawn": {"30B2": "pass", "31C": "bid", "32C": "double"}[label] + "_lho_later"}
    )
    assert ending.ending is not None and ending.ending.quote.label == label
    said = ending.ending.consequence
    for paragraph in ("25A1", "25A2", "25B1", "25B2", "25B3"):
        for sentence in [s for s in turkish[paragraph].text.split(". ") if s.strip()]:
            assert _flat(sentence.rstrip(".")) in _flat(said.tr), (paragraph, sentence)
        for sentence in [s for s in english[paragraph]["text"].split(". ") if s.strip()]:
            assert _flat(sentence.rstrip(".")) in _flat(said.en), (paragraph, sentence)
    assert _flat(ending.ending.quote.text.tr).rstrip(".") in _flat(turkish[label].text)
    assert _flat(ending.ending.quote.text.en) in _flat(english[label]["text"])


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_earlier_answers_still_lead_to_their_comparable_call_question(director_client, lang):
    """30B1, 31A2/31B, 32A2/32B keep their comparable-call question (23C's bracket names them)."""
    page = start(director_client, lang, REPLACED[lang])
    answers = links(page, "judgement-answers")
    assert len(answers) == 10
    pass_words = {
        "en": "A pass out of rotation at partner's turn, or at left-hand opponent's before the offender had "
        "called, cancelled (Laws 29B, 30B1)",
        "tr": "Sırasız pas, konuşma sırası ortakta veya (kusurlu oyuncu daha önce konuşmamışken) soldaki "
        "rakipteyken; iptal edildi (Yasa 29B, 30B1)",
    }[lang]
    assert COMPARABLE_ASKED[lang] in text_of(director_client.get(answers[pass_words]))


# --- 15A ---------------------------------------------------------------------------------------

CARDS = {
    "en": "A player made a call with cards taken from the wrong board (Law 15A)",
    "tr": "Bir oyuncu yanlış borddan aldığı kartlar ile konuşma yaptı (Yasa 15A)",
}
YES_NO = {"en": ("Yes", "No"), "tr": ("Evet", "Hayır")}
ENDS_15A = {
    "yes": {
        "en": (
            "Partner has called since: the Director shall award an adjusted score (Law 15A2(a))",
            "the Director shall award an adjusted score (Law 15A2(a)); Law 15A2(a) does not say which kind of "
            "adjusted score, and this page computes no score.",
            "15A1, 15A2(a), 15A2(c), 15A3, 15A4",
        ),
        "tr": (
            "Ortak daha sonra konuştu: Hakem ayarlı skor atayacaktır (Yasa 15A2(a))",
            "Hakem ayarlı skor atayacaktır (Yasa 15A2(a)); Yasa 15A2(a) ayarlı skorun türünü söylemez ve bu sayfa "
            "skor hesaplamaz.",
            "15A1, 15A2(a), 15A2(c), 15A3, 15A4",
        ),
    },
    "no": {
        "en": (
            "Partner has not called since: the offender takes up the correct cards and calls (Law 15A2(b))",
            "the offender takes up the correct cards and makes his call, and the auction continues in its normal "
            "course (Law 15A2(b)).",
            "15A1, 15A2(b), 15A2(c), 15A3, 15A4",
        ),
        "tr": (
            "Ortak konuşmadı: kusurlu oyuncu doğru kartları alarak konuşur (Yasa 15A2(b))",
            "kusurlu oyuncu doğru kartları eline alarak konuşmasını yapar ve artırma normal akışında devam eder "
            "(Yasa 15A2(b)).",
            "15A1, 15A2(b), 15A2(c), 15A3, 15A4",
        ),
    },
}
# 15A1's two texts (the official Turkish names the calls the offender made after it; the WBF "any
# subsequent call"), 15A3's footnote 3 and 15A4, said on both Endings.
BOTH_15A = {
    "en": (
        "in the official Turkish so are all the calls he made after it (Law 15A1). The Turkish is the official "
        "text; the WBF English cancels the call 'together with any subsequent call', whoever made it.",
        "(if its meaning is very different, or if it is a psychic)",
        "a procedural penalty (Law 90) may be imposed (Law 15A4).",
    ),
    "tr": (
        "daha sonra yaptığı tüm konuşmalar iptal edilir (Yasa 15A1). Resmî metin Türkçedir; WBF İngilizcesi ise o "
        "konuşmayla birlikte sonraki her konuşmanın (kimin yaptığı fark etmeksizin) iptal edildiğini söyler.",
        "(anlamı çok farklı ise veya bir psişik ise)",
        "bir prosedür cezası (Yasa 90) öngörülebilir (Yasa 15A4).",
    ),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("partner", ["yes", "no"])
def test_cards_from_a_wrong_board_end_in_15a2(director_client, lang, partner):
    """15A2(a): partner called since, an adjusted score; 15A2(b): otherwise the offender takes the
    correct cards and calls. No pairs-or-teams question: footnote 4 is 15B's."""
    page = start(director_client, lang, WRONG[lang])
    page = answer(director_client, page, CARDS[lang])
    assert page.status_code == 200
    asked = {"en": "Has the offender's partner subsequently made a call?", "tr": "Kusurlu oyuncunun ortağı daha"}
    assert asked[lang] in text_of(page)
    page = answer(director_client, page, YES_NO[lang][0 if partner == "yes" else 1])
    assert page.status_code == 200
    text = _flat(text_of(page))
    title, said, laws = ENDS_15A[partner][lang]
    assert f"<h1>{title}</h1>" in text
    assert said in text
    for words in BOTH_15A[lang]:
        assert words in text
    assert 'name="kind"' not in text
    assert record_laws(director_client, page, lang) == laws


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_first_wrong_board_step_asks_15a_or_15b_and_quotes_15a1(director_client, lang):
    page = start(director_client, lang, WRONG[lang])
    text = _flat(text_of(page))
    quoted = {
        "en": "A call made by a player with cards taken from the wrong board (and all calls he made subsequently) is "
        "cancelled.",
        "tr": "Bir oyuncunun yanlış borddan aldığı kartlar ile vermiş olduğu konuşma (ve daha sonra yaptığı tüm "
        "konuşmalar) iptal edilir.",
    }[lang]
    assert quoted in text
    assert set(links(page, "judgement-answers")) == {
        CARDS[lang],
        {
            "en": "A player is playing a board he should not play in that round (Law 15B; in team play 86B)",
            "tr": "Bir oyuncu o turda oynamaması gereken bir bordu oynuyor (Yasa 15B; takım maçında 86B)",
        }[lang],
    }


def test_the_15a_quotes_are_the_fixtures_words():
    turkish, english = _fixtures()
    path = PATHS["wrong_board"]
    quotes = [path.question("found").quote, path.question("partner_called").quote]
    quotes += [path.ending("adjusted_15a2a").quote, path.ending("call_again_15a2b").quote]
    for quote in quotes:
        assert _flat(quote.text.tr) in _flat(turkish[quote.label].text), quote.label
        assert _flat(quote.text.en) in _flat(english[quote.label]["text"]), quote.label


@pytest.mark.parametrize(
    "query, status",
    [
        ("path=replaced&withdrawn=pass_lho", 400),
        ("path=replaced&withdrawn=bid_lho_later&comparable_bid=yes", 200),  # not asked: ignored
        ("path=replaced&withdrawn=double_lho_later%00", 400),
        ("path=wrong_board&found=%ff%fe", 400),
        ("path=wrong_board&found=cards&partner_called=maybe", 400),
        ("path=wrong_board&found=cards&partner_called=yes&event=teams", 200),  # not asked: ignored
        ("path=wrong_board&found=" + "x" * 5000, 400),
    ],
)
def test_bad_input_is_a_400_never_a_500(director_client, query, status):
    for lang in ("en", "tr"):
        assert director_client.get(START[lang] + "?" + query).status_code == status, (lang, query)
