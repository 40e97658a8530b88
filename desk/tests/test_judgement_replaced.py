"""desk80: the judgement path for damage after a call replaced (Laws 23C, 27D), walked on the page
by its own links in both languages: each step quotes its paragraph word for word (held here to
fixtures/laws_tr.txt, the official Turkish, and fixtures/laws_en.json, the site's English of it),
each Ending says what its paragraph says, the damage ends in the engine's adjusted score, and the
record is prefilled with the paragraphs applied.

27D, TR "B1’in uygulanmasını takiben oyunun sonunda hakem, yasaya aykırılıktan kaynaklanan yardım
olmadan bordun sonucunun farklı olabileceğine ve kusursuz tarafın bunun neticesinde zarar gördüğüne
(bkz. Yasa 12B1) kanaat getirirse ayarlı skor atamalıdır"; WBF "If following the application of B1
the Director judges at the end of the play that without assistance gained through the infraction
the outcome of the board could well have been different, and in consequence the non-offending side
is damaged (see Law 12B1), he shall award an adjusted score".

23C, TR "İptal edilen bir konuşmanın yerini eşdeğer bir konuşmanın alması sonucu [bkz. Yasalar
27B1(b), 30B1(b)(ii), 31A2(a) ve 32A2(a)] Hakem oyunun sonunda; usulsüz konuşma sonucu edinilen
yardımın olmaması halinde bordun sonucunun farklı olabileceğine ve bunun sonucu olarak kusursuz
tarafın zarar görmüş olabileceğine kanaat getirirse, ayarlı skor uygulayacaktır. [Bkz. Yasa
12C1(b)]"; WBF "If following the substitution of a comparable call [see Laws 27B1(b), 30B1(b)(i),
31A2(a) and 32A2(a)] the Director judges at the end of the play that without the assistance gained
through the infraction the outcome of the board could well have been different, and in consequence
the non-offending side is damaged, he shall award an adjusted score [see Law 12C1(b)]". The
editor's notes on 23C and 27D give the differences; the Turkish is the official text."""

from __future__ import annotations

import json
import re
from decimal import Decimal
from html import unescape
from pathlib import Path

import pytest

import rulings
from desk.judgement import PATHS, SCORE, walk
from lawbook.text.parser import parse_lawbook

from .test_judgement import START, answer, form_fields, plain, start, text_of

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
TITLE = {
    "en": "Damage to the non-offending side after a call replaced (Laws 23C, 27D)",
    "tr": "Değiştirilen konuşmadan sonra kusursuz tarafın zararı (Yasa 23C, 27D)",
}
WORDS = {
    "en": {
        "yes": "Yes",
        "no": "No",
        "insufficient": "An insufficient bid (Law 27B)",
        "pass": "A pass out of rotation at partner's turn, or at left-hand opponent's before the offender had called, "
        "cancelled (Laws 29B, 30B1)",
        "bid": "A bid out of rotation, cancelled: at right-hand opponent's turn, and that opponent made a legal bid, "
        "double or redouble; or at partner's turn, or at left-hand opponent's before the offender had called (Laws "
        "29B, 31A2, 31B)",
        "double": "A double or redouble out of rotation, cancelled: at right-hand opponent's turn, and that opponent "
        "bid, doubled or redoubled; or at partner's turn (Laws 29B, 32A2, 32B)",
        "lowest": "By the lowest sufficient bid that specifies the same strain(s) (Law 27B1(a))",
        "comparable": "By a comparable call (Laws 27B1(b), 23A)",
        "other": "By another sufficient bid or a pass, or an attempted double or redouble (Laws 27B2, 27B3)",
    },
    "tr": {
        "yes": "Evet",
        "no": "Hayır",
        "insufficient": "Yetersiz deklare (Yasa 27B)",
        "pass": "Sırasız pas, konuşma sırası ortakta veya (kusurlu oyuncu daha önce konuşmamışken) soldaki "
        "rakipteyken; iptal edildi (Yasa 29B, 30B1)",
        "bid": "Sırasız deklare, iptal edildi: konuşma sırası sağdaki rakipteyken ve bu rakip yasal bir deklare "
        "verdi, kontr veya sürkontr attı; ya da konuşma sırası ortaktayken veya (kusurlu oyuncu daha önce "
        "konuşmamışken) soldaki rakipteyken (Yasa 29B, 31A2, 31B)",
        "double": "Sırasız kontr veya sürkontr, iptal edildi: konuşma sırası sağdaki rakipteyken ve bu rakip deklare "
        "verdi, kontr veya sürkontr attı; ya da konuşma sırası ortaktayken (Yasa 29B, 32A2, 32B)",
        "lowest": "Aynı türü (türleri) belirten yeterli en düşük deklare ile (Yasa 27B1(a))",
        "comparable": "Eşdeğer bir konuşma ile (Yasa 27B1(b), 23A)",
        "other": "Başka bir yeterli deklare veya pas ile; ya da kontr veya sürkontr girişimi (Yasa 27B2, 27B3)",
    },
}
RECORD = {"en": "Make a ruling record from this", "tr": "Bundan bir karar kaydı oluştur"}


def walked(client, lang: str, *answers: str):
    page = start(client, lang, TITLE[lang])
    for key in answers:
        page = answer(client, page, WORDS[lang][key])
    assert page.status_code == 200
    return page


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_each_quote_is_word_for_word_the_official_turkish_and_the_sites_english():
    """Held to the fixtures themselves, not only to the database they are loaded into: every
    question's and Ending's quote on the path, in laws_tr.txt (the official text) and in
    laws_en.json (the site's English of it)."""
    turkish = parse_lawbook((FIXTURES / "laws_tr.txt").read_text(encoding="utf-8")).paragraph_map()
    english = json.loads((FIXTURES / "laws_en.json").read_text(encoding="utf-8"))["paragraphs"]
    path = PATHS["replaced"]
    quotes = [q.quote for q in path.questions] + [e.quote for e in path.endings]
    assert {q.label for q in quotes} == {
        "27B", "27B1(b)", "27B2", "27B4", "27D", "23C", "23B", "30A", "30B1(b)(i)", "30B1(b)(ii)", "31A1",
        "31A2(a)", "31A2(b)", "32A1", "32A2(a)", "32A2(b)", "30B2", "31C", "32C",
    }  # fmt: skip
    for quote in quotes:
        assert _flat(quote.text.tr) in _flat(turkish[quote.label].text), quote.label
        assert _flat(quote.text.en) in _flat(english[quote.label]["text"]), quote.label
    cited = {label for q in path.questions for label in q.also} | {label for e in path.endings for label in e.also}
    assert [label for label in cited if label not in turkish or label not in english] == []


@pytest.mark.parametrize(
    "lang, answers, asked, quoted",
    [
        # 27B: "it must be corrected by the substitution of a legal call".
        ("en", [], "What was the irregular call that another call replaced?", "corrected by the substitution"),
        ("tr", [], "Yerine başka bir konuşma yapılan usulsüz konuşma neydi?", "yasal bir konuşma ile değiştirilerek"),
        # 27B1(b): "if the insufficient bid is replaced by a comparable call (see Law 23A), the auction
        # continues without rectification. Law 16C does not apply, but see D below."
        ("en", ["insufficient"], "How was the insufficient bid corrected?", "Law 16C does not apply, but see D below"),
        ("tr", ["insufficient"], "Yetersiz deklare nasıl düzeltildi?", "Yasa 16C uygulanmaz, ancak bkz. aşağıdaki D"),
        # 27D's first condition, then its second with 12B1 and its second sentence.
        (
            "en",
            ["insufficient", "lowest"],
            "without the assistance gained through the infraction, could the result of the board have been",
            "If, following the application of B1, the Director judges at the end of play",
        ),
        (
            "tr",
            ["insufficient", "comparable"],
            "yasaya aykırılıktan kaynaklanan yardım olmasaydı bordun sonucu farklı olabilir miydi?",
            "B1’in uygulanmasını takiben oyunun sonunda hakem",
        ),
        (
            "en",
            ["insufficient", "comparable", "yes"],
            "Was the non-offending side damaged as a consequence",
            "as close as possible to the probable result of the board had the insufficient bid not been made",
        ),
        (
            "tr",
            ["insufficient", "lowest", "yes"],
            "Kusursuz taraf bunun neticesinde zarar gördü mü",
            "yetersiz deklarenin verilmemiş olduğu durumda bordun olası sonucuna",
        ),
        # 30B1(b)(i), 31A2(a), 32A2(a): the comparable call after a call out of rotation.
        ("en", ["pass"], "replace the cancelled call with a comparable call (Law 23A)?", "no rectification applies"),
        ("tr", ["bid"], "eşdeğer bir konuşma (Yasa 23A) mı yaptı?", "herhangi bir onarma gerekmez"),
        ("en", ["double"], "replace the cancelled call with a comparable call", "If he makes a comparable call"),
        # 23C, in the Turkish's words ("could consequently have been damaged").
        (
            "en",
            ["pass", "yes"],
            "without the assistance gained through the irregular call, could the result",
            "following the replacement of a cancelled call by a comparable call [see Laws 27B1(b), 30B1(b)(ii)",
        ),
        (
            "tr",
            ["double", "yes", "yes"],
            "Bunun sonucu olarak kusursuz taraf zarar görmüş olabilir mi?",
            "kusursuz tarafın zarar görmüş olabileceğine kanaat getirirse, ayarlı skor uygulayacaktır",
        ),
        ("en", ["bid", "yes", "yes"], "Could the non-offending side consequently have been damaged?", "he shall award"),
    ],
)
def test_each_step_asks_its_question_and_quotes_its_paragraph(director_client, lang, answers, asked, quoted):
    text = text_of(walked(director_client, lang, *answers))
    assert f"<h1>{asked}" in text or asked in text.split("<h1>", 1)[1].split("</h1>", 1)[0]
    assert quoted in text.split('<blockquote class="law-quote"', 1)[1].split("</blockquote>", 1)[0]


@pytest.mark.parametrize(
    "lang, answers, title, says",
    [
        # 27D not met (either condition): no adjusted score under it; 27B1, "the auction continues
        # without rectification".
        (
            "en",
            ["insufficient", "lowest", "no"],
            "The result would have been the same without the assistance",
            "There is no adjusted score under Law 27D: after the correction the auction continued without "
            "rectification (Law 27B1), and the score obtained at the table stands.",
        ),
        (
            "tr",
            ["insufficient", "comparable", "yes", "no"],
            "Zarar yok",
            "Yasa 27D uyarınca ayarlı skor verilmez: düzeltmeden sonra artırma onarma yapılmaksızın devam etmiştir",
        ),
        # 23C not met: 23B, "the auction and play continue without any rectification".
        (
            "en",
            ["pass", "yes", "no"],
            "The result would have been the same without the assistance",
            "There is no adjusted score under Law 23C: the auction and play continued without any rectification "
            "(Law 23B)",
        ),
        (
            "tr",
            ["bid", "yes", "yes", "no"],
            "Zarar yok",
            "Yasa 23C uyarınca ayarlı skor verilmez: artırım ve oyun herhangi bir onarım yapılmaksızın devam etmiştir",
        ),
        # 27B2: "the offender's partner must pass whenever it is his turn to call"; 27B3 for an
        # attempted double or redouble.
        (
            "en",
            ["insufficient", "other"],
            "Laws 27B2 or 27B3: the offender's partner must pass whenever it is his turn to call",
            "the offender's partner must pass whenever it is his turn to call",
        ),
        (
            "tr",
            ["insufficient", "other"],
            "Yasa 27B2 veya 27B3: kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek "
            "zorundadır",
            "bu konuşma iptal edilir; konuşmasını yukarıdaki kriterler çerçevesinde düzeltir",
        ),
        # 30B1(b)(ii), 31A2(b), 32A2(b): "must pass when next it is his turn to call. Laws 16C, 26B
        # and 72C may apply."
        (
            "en",
            ["pass", "no"],
            "Not a comparable call: Law 23C does not apply",
            "his partner must pass when next it is his turn to call, and Laws 16C, 26B and 72C may apply (Law "
            "30B1(b)(ii))",
        ),
        (
            "tr",
            ["double", "no"],
            "Eşdeğer konuşma değil: Yasa 23C uygulanmaz",
            "ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır; Yasalar 16C, 26B ve 72C "
            "uygulanabilir (Yasa 32A2(b))",
        ),
    ],
)
def test_each_ending_says_what_its_paragraph_says(director_client, lang, answers, title, says):
    text = text_of(walked(director_client, lang, *answers))
    assert f"<h1>{title}</h1>" in text
    assert says in text
    assert 'name="kind"' not in text  # an ending, not the score step


@pytest.mark.parametrize(
    "answers",
    [
        ["insufficient", "lowest", "yes", "yes"],
        ["insufficient", "comparable", "yes", "yes"],
        ["pass", "yes", "yes", "yes"],
        ["bid", "yes", "yes", "yes"],
        ["double", "yes", "yes", "yes"],
    ],
)
def test_each_kind_of_damage_ends_in_the_adjusted_score(director_client, answers):
    page = walked(director_client, "en", *answers)
    assert "<h1>The adjusted score</h1>" in text_of(page)
    assert walk(form_fields(page, "weighted")).at_score
    # 12C1(b), which 23C names ("[See Law 12C1(b).]"), is quoted on the score step, and 12C1(e)(ii):
    # the non-offending side's own error, as on the other paths.
    assert "the score closest to the result that would probably have occurred at the table" in text_of(page)
    assert "is not entitled to redress for that part of its damage which resulted from its own error" in text_of(page)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_27d_path_ends_in_the_engines_score_and_a_record_with_its_laws(director_client, lang):
    """The engine's weighted score (12C1(c)), as the other paths compute it; the record's Laws are
    the walk's: 27B, 27B1(b), 23A's cases, 27D, 12B1, then the score's; neither 29B nor 27B1(a)."""
    page = walked(director_client, lang, "insufficient", "comparable", "yes", "yes")
    rows = {"form": "imps", "score1": "620", "weight1": "60", "score2": "-100", "weight2": "40", "other": "170"}
    result = director_client.get(START[lang], {**form_fields(page, "weighted"), "kind": "weighted", **rows})
    assert result.status_code == 200
    expected = rulings.weighted_score(
        {
            "q": "weighted",
            "form": "imps",
            "outcomes": [{"score": 620, "weight": Decimal("0.6")}, {"score": -100, "weight": Decimal("0.4")}],
            "other": 170,
        }
    )
    total = plain(expected.total)
    text = text_of(result)
    assert (f"{total} IMPs" if lang == "en" else f"{total.replace('.', ',')} IMP") in text
    record = re.search(rf'<a class="big-button primary" href="([^"]+)">{RECORD[lang]}</a>', text)
    assert record, RECORD[lang]
    form = text_of(director_client.get(unescape(record.group(1))))
    laws = re.search(r'name="laws" value="([^"]+)"', form).group(1)
    assert laws == "27B, 27B1(b), 23A1, 23A2, 23A3, 27D, 12B1, 12C1(b), 12C1(c)"


def test_the_record_after_each_ending_names_the_laws_applied(director_client):
    """A paragraph a step names only as another answer's is not applied: 27B after a call out of
    rotation, 29B after an insufficient bid, 27B1(b) and 23A's cases after 27B1(a), the comparable
    call's paragraph (30B1(b)(i)) after a call that was not comparable."""
    cases = {
        ("insufficient", "lowest", "no"): "27B, 27B1(a), 27D",
        ("insufficient", "other"): "27B, 23A1, 23A2, 23A3, 27B2, 27B3, 26B, 72C",
        ("pass", "no"): "29B, 23A1, 23A2, 23A3, 30B1(b)(ii), 16C, 26B, 72C",
        ("bid", "yes", "no"): "29B, 31A2(a), 23A1, 23A2, 23A3, 23C, 23B",
        ("double", "yes", "yes", "no"): "29B, 32A2(a), 23A1, 23A2, 23A3, 23C, 23B",
    }
    for answers, laws in cases.items():
        page = walked(director_client, "en", *answers)
        record = re.search(
            r'<a class="big-button primary" href="([^"]+)">Make a ruling record from this</a>', page.content.decode()
        )
        form = text_of(director_client.get(unescape(record.group(1))))
        assert f'name="laws" value="{laws}"' in form, answers


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_steps_say_where_16c_does_not_apply_as_the_laws_do(director_client, lang):
    """16C (information from withdrawn calls) after a replaced call, in the WBF's words: 27B1(a)
    "Laws 26B and 16C do not apply but see D following" (TR "Yasalar 26B ve 16C uygulanmaz, ancak
    bkz. aşağıdaki D"), 27B1(b) "Law 16C does not apply but see D following"; 23B "Law 16C2 does not
    apply, but see C following" (TR "Yasa 16C2 bu durumda geçerli değildir, ancak bkz. aşağıdaki C
    maddesi"); 26A "there are no lead restrictions for his side. Law 16C does not apply, but see Law
    23C" (TR "kendi tarafı için herhangi bir çıkış kısıtlaması söz konusu değildir. Yasa 16C
    uygulanmaz, ancak bkz. Yasa 23C"). The steps say it in the site's words for the Turkish."""
    said = {
        "en": (
            "Law 16C does not apply (after 27B1(a), nor does Law 26B), but see Law 27D.",
            "Law 16C2 does not apply, but see Law 23C (Law 23B)",
            "there is no lead restriction for his side; Law 16C does not apply, but see Law 23C (Law 26A)",
        ),
        "tr": (
            "Yasa 16C uygulanmaz (27B1(a)'dan sonra Yasa 26B de uygulanmaz), ancak bkz. Yasa 27D.",
            "Yasa 16C2 bu durumda geçerli değildir, ancak bkz. Yasa 23C (Yasa 23B)",
            "kendi tarafı için çıkış kısıtlaması yoktur; Yasa 16C uygulanmaz, ancak bkz. Yasa 23C (Yasa 26A)",
        ),
    }[lang]
    assert said[0] in text_of(walked(director_client, lang, "insufficient"))
    for call in ("pass", "bid", "double"):
        text = text_of(walked(director_client, lang, call))
        assert said[1] in text and said[2] in text


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_editors_notes_on_23c_and_27d_stand_beside_their_quotes(director_client, lang):
    """Where the WBF's English differs: 23C cites 30B1(b)(i) (the comparable call) where the
    Turkish cites 30B1(b)(ii), and says "could well have been different" and "is damaged"; 27D
    "could well have been different". The 23A1 and 23A2 notes beside the comparable-call step."""
    text = text_of(walked(director_client, lang, "pass", "yes"))
    assert "30B1(b)(i)" in text and ("could well have been different" in text)
    text = text_of(walked(director_client, lang, "insufficient", "lowest"))
    assert "could well have been different" in text
    text = text_of(walked(director_client, lang, "bid"))
    assert "subset" in text  # 23A2: the WBF's comparable call defines a subset of the meanings


def test_the_quotes_and_see_also_link_the_lawbook(director_client):
    page = walked(director_client, "en", "insufficient")
    html = page.content.decode()
    assert 'href="/en/law/27/#27B1b"' in html
    assert 'href="/en/law/27/#27B1a"' in html
    assert 'href="/en/law/23/#23A2"' in html
    page = walked(director_client, "en", "pass", "yes")
    assert 'href="/en/law/23/#23C"' in page.content.decode()
    assert 'href="/en/law/23/#23B"' in page.content.decode()


@pytest.mark.parametrize(
    "asked, bad",
    [
        ("?path=replaced", "&withdrawn=maybe"),
        ("?path=replaced&withdrawn=insufficient", "&correction=comparable_call"),
        ("?path=replaced&withdrawn=pass", "&comparable_pass=perhaps"),
        ("?path=replaced&withdrawn=bid&comparable_bid=yes&assistance_23c=yes", "&damaged_23c=2"),
    ],
)
def test_an_answer_the_step_does_not_offer_is_a_400(director_client, asked, bad):
    """The step is there (200); an answer it does not offer is a 400 that says so, as on the other
    paths."""
    assert director_client.get(START["en"] + asked).status_code == 200
    response = director_client.get(START["en"] + asked + bad)
    assert response.status_code == 400
    assert "This step does not exist" in text_of(response)


def test_an_answer_to_a_step_not_yet_asked_leads_to_the_first_step(director_client):
    """As on the other paths (walk: "an answer not asked for yet is ignored"): 27D's answer without
    the call withdrawn is the first question again."""
    response = director_client.get(START["en"] + "?path=replaced&assistance_27d=yes&damaged_27d=yes")
    assert response.status_code == 200
    assert "What was the irregular call that another call replaced?" in text_of(response)


def test_every_answer_on_the_path_leads_somewhere():
    path = PATHS["replaced"]
    targets = {a.next for q in path.questions for a in q.answers}
    assert SCORE in targets
    assert {e.key for e in path.endings} <= targets
    assert {q.key for q in path.questions} - {path.first} <= targets
