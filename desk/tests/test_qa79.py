"""qa79: the ruling desk walked by a Director (docs/legal-review.md, "qa79"). Each test asserts what
a Director or a pollee reads, in both languages, and quotes the paragraph it rests on in both texts."""

from __future__ import annotations

import re

import pytest

from .test_judgement import START, _walk_ui_to_score, form_fields, record_form
from .test_poll import POLLS, make, poll_data, text_of  # noqa: F401  (poll_data: a fixture)

pytestmark = pytest.mark.django_db

NEW_POLL = {"en": POLLS["en"] + "new/", "tr": POLLS["tr"] + "yeni/"}

# What the director's poll form says of the question: describe the partnership's methods in it.
METHODS = {
    "en": (
        "Describe in it the partnership's methods that bear on the call (its system and agreements): the "
        "pollees are asked to answer with them. Law 16B1(b) asks what players of the same standard, using the "
        "same partnership methods, would seriously consider."
    ),
    "tr": (
        "Soruda konuşmayla ilgili ortaklık metotlarını (sistemi ve anlaşmaları) anlatın: katılımcılardan bunlarla "
        "yanıt vermeleri istenir. Yasa 16B1(b), söz konusu oyuncunun seviyesinde olan ve aynı ortaklık metotlarını "
        "kullanan oyuncuların neyi ciddi bir şekilde göz önünde bulunduracağını sorar."
    ),
}
# What the pollee's page asks of him (unchanged): an answer with the methods described.
POLLEE_ASKED = {
    "en": "with the methods of the partnership described",
    "tr": "anlatılan ortaklık metotlarıyla yanıt verin",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_poll_form_asks_for_the_partnership_methods_16b1b_names(director_client, lang):
    """16B1(b), TR "Mantıklı seçenek; söz konusu oyuncunun seviyesinde olan ve aynı ortaklık metotlarını
    kullanan oyunculardan, belirgin bir oranının ciddi bir şekilde göz önünde bulunduracağı ve
    bazılarının tercih edebileceği seçenektir", WBF "A logical alternative is an action that a
    significant proportion of the class of players in question, using the methods of the partnership,
    would seriously consider, and some might select." The pollee's page tells him to answer "with the
    methods of the partnership described"; the director's form has no field for them but the question,
    and said nothing of them: a poll typed as "What do you call?" asked pollees to use methods nobody
    described. The question's help now says to describe them there, and why."""
    page = text_of(director_client.get(NEW_POLL[lang]))
    assert METHODS[lang] in page


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_pollee_is_asked_to_answer_with_the_methods_described(client, director_client, poll_data, lang):
    """What the form's help announces is what the pollee reads (the pollee page's own sentence)."""
    response = make(director_client, poll_data, lang)
    assert response.status_code == 302
    poll_page = director_client.get(response["Location"]).content.decode()
    link = poll_page.split('class="poll-link" type="text" readonly size="60" value="', 1)[1].split('"', 1)[0]
    client.logout()
    path = link.split("://", 1)[1].split("/", 1)[1]
    assert POLLEE_ASKED[lang] in text_of(client.get("/" + path))


@pytest.mark.parametrize(
    "lang, said, not_said",
    [
        ("en", r"Open until \d{1,2} [A-Z][a-z]+ \d{4} \d\d:\d\d\.<", "m.."),
        ("tr", r"\d{4} \d\d:\d\d tarihine kadar açık\.", ".."),
    ],
)
def test_the_poll_says_until_when_it_is_open_in_one_sentence(director_client, poll_data, lang, said, not_said):
    """The poll's page said "Open until Nov. 30, 2026, 4:33 p.m.." in English: the date format's own
    full stop and the sentence's. The date is now written day, month, year and 24-hour time in both
    languages ("30 November 2026 16:33." / "30 Kasım 2026 16:33 tarihine kadar açık.")."""
    response = make(director_client, poll_data, lang)
    page = director_client.get(response["Location"]).content.decode()
    sentence = re.search(r"<p>[^<]*(?:Open until|tarihine kadar)[^<]*</p>", page)
    assert sentence, page[:2000]
    assert re.search(said, sentence.group(0)), sentence.group(0)
    assert not_said not in sentence.group(0)


ARTIFICIAL = {
    "en": ("The contestant awarded it", "Artificial adjusted score for East-West (Laws 12C1(d), 12C2): "),
    "tr": ("Skoru alan yarışmacı", "Doğu-Batı için yapay ayarlı skor (Yasa 12C1(d), 12C2): "),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("form, fault", [("mp", "directly"), ("imps", "none")])
def test_the_artificial_score_names_the_contestant_awarded_it(director_client, lang, form, fault):
    """12C2(a), TR "hakem, usulsüzlükten doğan sorumluluğa göre; aşağıdaki yapay ayarlı skorlardan
    birini verebilir: Doğrudan kusurlu yarışmacıya averaj eksi ...; kısmen kusurlu yarışmacıya averaj
    ...; hiçbir kusuru olmayan yarışmacıya averaj artı", WBF "the Director awards an artificial adjusted
    score according to responsibility for the irregularity: average minus ... to a contestant directly
    at fault, average ... to a contestant only partly at fault, and average plus ... to a contestant in
    no way at fault": each artificial score is a contestant's. The score step's figure, and the record
    it prefills, said "Artificial adjusted score (Laws 12C1(d), 12C2): Directly at fault: average
    minus: 40 %" with no side, where the weighted one says "for North-South"; the form now asks for the
    side and the figure names it."""
    page = _walk_ui_to_score(director_client, lang)
    legend, figure = ARTIFICIAL[lang]
    assert f"<legend>{legend}</legend>" in text_of(page)
    params = {**form_fields(page, "artificial"), "kind": "artificial", "form": form, "fault": fault, "side": "EW"}
    response = director_client.get(START[lang], params)
    assert response.status_code == 200
    shown = text_of(response)
    assert f'<p class="score-total judgement-figure">{figure}' in shown
    record = record_form(director_client, response)
    assert figure.strip() in record


SESSION = {
    "en": "Artificial adjusted score for East-West (Laws 12C1(d), 12C2): Directly at fault: its percentage on "
    "the session's other boards instead of average minus (Law 12C2(c)): 35 %",
    "tr": "Doğu-Batı için yapay ayarlı skor (Yasa 12C1(d), 12C2): Doğrudan kusurlu: averaj eksi yerine o seansın "
    "diğer bordlarında elde ettiği yüzde (Yasa 12C2(c)): %35",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_session_percentage_given_instead_is_not_called_average_minus(director_client, lang):
    """12C2(c), TR "Yukarıdaki maddede belirtilen hükümler, kusursuz tarafın, o seans için olanaklı maç
    puanlarının %60'ının üzerinde bir skor elde etmesi durumunda ya da kusurlu tarafın, o seans için
    olanaklı maç puanlarının (ya da IMP cinsinden eşdeğeri) %40'ının altında bir skor elde etmesi
    durumunda değiştirilir. Bu yarışmacılara o seansın diğer bordlarında elde ettikleri yüzdeleri (ya da
    IMP cinsinden eşdeğerleri) verilir", WBF "The scores awarded in B2(a) above are varied for a
    non-offending contestant that obtains a session score exceeding 60% ... or for an offending contestant
    that obtains a session score that is less than 40% ... Such contestants receive the percentage
    obtained (or the IMP equivalent) on the other boards of that session." The score step said "Directly
    at fault: average minus: 35 %" (qa85): 35 % is not average minus (40 %, 12C2(a)) but the session's."""
    page = _walk_ui_to_score(director_client, lang)
    params = {
        **form_fields(page, "artificial"),
        "kind": "artificial",
        "form": "mp",
        "fault": "directly",
        "session": "35",
        "side": "EW",
    }
    response = director_client.get(START[lang], params)
    assert response.status_code == 200
    shown = text_of(response)
    assert f'<p class="score-total judgement-figure">{SESSION[lang]}' in shown, shown[:3000]
    record = record_form(director_client, response)
    assert SESSION[lang] in record
