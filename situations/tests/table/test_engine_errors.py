"""errors69: the engine's refusals a director reaches from the pages (a hand-edited play record on
the table page, an auction record or a tap on the auction table) are said in the page's language.
The engine's answer keeps its English `error` (docs/rulings-cli.md) and carries the refusal as data
(rulings.Refusal: `problem`, `values`); situations/engine_errors.py puts it into words. Before, the
Turkish page showed the engine's English after "motorun iletisi:", or on its own (the auction
table)."""

from html import unescape
from urllib.parse import urlencode

import pytest

from situations.tests.table.test_table import DEAL, table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db

# DEAL: North AKQJ.AKQ.AKQ.AKQ, East T987.JT9.JT9.JT9, South 6543.876.876.876, West 2.5432.5432.5432;
# South declares 4♥, West leads. Each record's last event is one the engine refuses.
PLAY_REFUSALS = [
    # Law 67A (WBF): "When a player has omitted to play to a trick, or has played too many cards to
    # a trick, the error must be rectified"; TR: "Bir oyuncu bir löveye kart oynamayı atladığı veya
    # bir löveye birden fazla kart oynadığı zaman ... hata düzeltilmek zorundadır". Nothing to
    # rectify where he did neither.
    (
        "W:D2,supply:N:DA",
        "kayıttaki 2. olayda Kuzey hiçbir löveye kart oynamayı atlamamıştı (Yasa 67A).",
        "at its entry 2, North has not omitted to play to any trick (Law 67A).",
        "N has not omitted to play to any trick",
    ),
    (
        "W:D2,restore:N",
        "kayıttaki 2. olayda Kuzey hiçbir löveye birden fazla kart oynamamıştı (Yasa 67A).",
        "at its entry 2, North has not played too many cards to any trick (Law 67A).",
        "N has not played too many cards",
    ),
    # Law 61A (WBF): "Failure to follow suit in accordance with Law 44 or failure to lead or play,
    # when able, a card or suit required by law or specified by an opponent ... constitutes a
    # revoke"; TR: "Yasa 44’e göre bir renge uymamak veya yasa tarafından emredilen ya da ... bir
    # rakip tarafından belirtilen bir rengi veya kartı olanak varken, çıkmamak ya da oynamamak
    # rönons teşkil eder".
    (
        "correct:E:DJ",
        "kayıttaki 1. olayda Doğu düzeltilecek bir rönons yapmamıştı: rönons, olanak varken renge uymamak "
        "ya da gereken bir rengi veya kartı çıkmamak veya oynamamaktır (Yasa 61A).",
        "at its entry 1, East has no revoke to correct: a revoke is failing to follow suit, or to lead or "
        "play a card or suit required, when able (Law 61A).",
        "E has no revoke to correct",
    ),
    # Law 62C1 (WBF): "Each member of the non-offending side may withdraw and return to his hand any
    # card he may have played after the revoke but before attention was drawn to it"; TR: "Kusursuz
    # tarafın her iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış olabileceği her
    # kartı geri alabilir ve eline geri koyar": with no revoke corrected, nothing is taken back.
    (
        "withdraw:N",
        "kayıttaki 1. olayda Kuzey geri alabileceği bir çıkış yapmamıştı: yalnızca bir rönonsun "
        "düzeltilmesinden sonra masada kalan çıkış geri alınabilir (Yasa 62C1).",
        "at its entry 1, North has no lead to withdraw: only a lead left on the table by a revoke's "
        "correction may be taken back (Law 62C1).",
        "N has no lead to withdraw",
    ),
    (
        "W:D2,replace:N:DA",
        "kayıttaki 2. olayda ne bu lövede ne de bir öncekinde düzeltilmiş bir rönons vardı: rönonstan "
        "sonra oynanan bir kart ancak rönons düzeltildikten sonra geri alınır (Yasa 62C1).",
        "at its entry 2, no revoke has been corrected on this trick or the last one: a card played after "
        "a revoke is taken back only once the revoke is corrected (Law 62C1).",
        "there is no corrected revoke",
    ),
    (
        "accept:S",
        "kayıttaki 1. olayda yapılacak bir seçim yoktu.",
        "at its entry 1, there is no choice to make.",
        "there is no choice to make now",
    ),
    # East leads out of turn: South, declarer, chooses (Laws 53-56), and East's card lies on the table.
    (
        "E:ST,accept:W",
        "kayıttaki 2. olayda seçimi Güney yapar.",
        "at its entry 2, the choice is made by South.",
        "the choice belongs to S",
    ),
    (
        "E:ST,forbid_lead:S:C",
        "kayıttaki 2. olaydaki seçim, o anda açık olan seçeneklerden biri değildi.",
        "at its entry 2, that choice is not one of those open.",
        "is not an option now",
    ),
    (
        "E:ST,expose:E:ST",
        "kayıttaki 2. olayda ♠10 zaten masadaydı.",
        "at its entry 2, ♠10 is already on the table.",
        "ST is already on the table",
    ),
    (
        "W:D2,expose:E:DJ,expose:E:DJ",
        "kayıttaki 3. olayda ♦V zaten cezalı karttı.",
        "at its entry 3, ♦J is already a penalty card.",
        "DJ is already a penalty card",
    ),
    (
        "designate:S:SA",
        "kayıttaki 1. olayda deklaran yerden bir kart söylüyor, ama oynama sırası yerde değildi.",
        "at its entry 1, declarer names a card of dummy, but it is not dummy's turn to play.",
        "designate: it is not",
    ),
    (
        "W:D2,N:ZZ",
        "kayıttaki 2. olay var olmayan bir oyuncuyu, kartı ya da rengi adlandırıyor.",
        "its entry 2 names a seat, a card or a suit that does not exist.",
        "is not a card event",
    ),
    (
        "expose:X:S2",
        "kayıttaki 1. olay var olmayan bir oyuncuyu, kartı ya da rengi adlandırıyor.",
        "its entry 1 names a seat, a card or a suit that does not exist.",
        "must be a seat",
    ),
]


@pytest.mark.parametrize("play, turkish, english, engine", PLAY_REFUSALS)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_refused_play_record_is_said_in_the_page_language(client, lang, play, turkish, english, engine):
    response = client.get(table_url(lang, play=play))
    page = seen(unescape(response.content.decode()))
    assert response.status_code == 400
    opening = (
        "Oyun kaydı bu dağıtımda yeniden oynanamıyor"
        if lang == "tr"
        else "The play record cannot be replayed on this deal"
    )
    said = turkish if lang == "tr" else english
    assert f"{opening}: {said}" in page
    assert engine not in page  # the engine's English is not shown beside it


def test_the_engine_s_answer_is_unchanged_for_the_command_line():
    """The structure rides along: the answer is still {"error": ...}, equal to the contract's dict
    and printed the same, its English word for word."""
    import rulings  # here, so that the page tests run (and fail) on the code before errors69

    query = {
        "q": "state",
        "deal": DEAL,
        "contract": "4H",
        "declarer": "S",
        "play": ["W:D2", {"act": "supply", "seat": "N", "card": "DA"}],
    }
    answer = rulings.answer(query)
    assert answer == {"error": "play[1]: N has not omitted to play to any trick (Law 67)"}
    assert isinstance(answer, rulings.Refusal)
    assert (answer.refused.problem, answer.refused.values) == ("no_omission", {"seat": "N", "index": 1})


def auction_page(client, lang, **params):
    base = "/tr/masa/artirim/" if lang == "tr" else "/en/table/auction/"
    response = client.get(base + "?" + urlencode({"dealer": "N", **params}))
    return response.status_code, seen(unescape(response.content.decode()))


# Law 27 (TR "YETERSİZ DEKLARE", WBF "Insufficient Bid"), Law 29 (TR "SIRASIZ BİR KONUŞMADAN SONRA
# YÖNTEM", WBF "Procedure after a Call Out of Rotation"), Law 25 (TR "KONUŞMALARIN YASAL YA DA
# YASADIŞI DEĞİŞTİRİLMESİ", WBF "Legal and Illegal Changes of Call"), Law 35 (TR "KABULÜ OLANAKSIZ
# KONUŞMALAR", WBF "Inadmissible Calls"): the irregular calls an opponent may accept or not.
NOTHING_TO_ACCEPT = (
    "kabul edilecek bir yetersiz deklare, sırasız konuşma, konuşma değişikliği ya da kabulü olanaksız konuşma yok.",
    "there is no insufficient bid, call out of rotation, change of call or inadmissible call to accept.",
)
AUCTION_REFUSALS = [
    # East's insufficient 1♥: South, his left-hand opponent, accepts it or not (Law 27A1) before
    # anything else is recorded.
    (
        {"calls": "N:1S,E:1H,E:accept"},
        "önce Güney, Doğu'nun 1♥ konuşmasının verdiği seçimi yapmalıdır.",
        "first South must make the choice that East's 1♥ gives.",
    ),
    (
        {"calls": "N:1S,E:1H", "seat": "W", "call": "pass"},
        "önce Güney, Doğu'nun 1♥ konuşmasının verdiği seçimi yapmalıdır.",
        "first South must make the choice that East's 1♥ gives.",
    ),
    # South's double of his partner's bid is inadmissible (Law 35A, TR "Yasa 19 tarafından
    # yasaklanmış bir kontr veya sürkontr. Yasa 36 uygulanır", WBF "A double or redouble not
    # permitted by Law 19. Law 36 applies"). Law 36A: TR "Kabulü olanaksız bir kontr veya sürkontrun
    # onarılmasından önce soldaki rakip konuşursa kabulü olanaksız konuşma ve bundan sonraki bütün
    # konuşmalar iptal edilir", WBF "If offender's LHO calls before rectification of an inadmissible
    # double or redouble the inadmissible call and all subsequent calls are cancelled"; 36B1: TR
    # "Yasa 19'un izin vermediği her kontr ve sürkontr iptal edilir", WBF "any double or redouble
    # not permitted by Law 19 is cancelled". Law 32: WBF "an inadmissible double or redouble (see
    # Law 36) may never be accepted", TR "kabulü olanaksız kontr ya da sürkontr (bkz. Yasa 36)
    # değilse, soldaki rakibin seçimiyle kabul edilebilir".
    (
        {"calls": "N:1S,E:pass,S:X,W:accept"},
        "kabulü olanaksız bir konuşma kabul edilemez (Yasa 36): ya Batı konuşur ya da hakem, Batı konuşmadan önce onarır.",
        "an inadmissible call cannot be accepted (Law 36): West calls, or the Director rectifies before he does.",
    ),
    ({"calls": "N:accept"}, *NOTHING_TO_ACCEPT),
    ({"calls": "N:1S", "seat": "E", "act": "accept"}, *NOTHING_TO_ACCEPT),
    (
        {"calls": "N:reject"},
        "reddedilecek bir yetersiz deklare, sırasız konuşma, konuşma değişikliği ya da kabulü olanaksız konuşma yok.",
        "there is no insufficient bid, call out of rotation, change of call or inadmissible call to reject.",
    ),
]


@pytest.mark.parametrize("params, turkish, english", AUCTION_REFUSALS)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_refused_auction_event_is_said_in_the_page_language(client, lang, params, turkish, english):
    status, page = auction_page(client, lang, **params)
    assert status == 400
    opening = "Bu olay kaydedilmedi:" if lang == "tr" else "That event was not recorded:"
    assert f"{opening} {turkish if lang == 'tr' else english}" in page
    assert "calls[" not in page  # the engine's English, which named the query's field


@pytest.mark.parametrize(
    "lang, sentence",
    [
        ("tr", "Karar motoru bu konuda karar veremiyor; motorun iletisi:"),
        ("en", "The engine cannot rule on this; it says:"),
    ],
)
def test_an_auction_refusal_without_a_sentence_is_said_by_the_page_with_the_engine_s_words_beside_it(
    client, lang, sentence
):
    """East replaces his insufficient 1♥ a second time before South has chosen: the page has no
    sentence of its own for that refusal, so it says the engine's English after its own sentence,
    marked as English, never on its own."""
    status, page = auction_page(client, lang, calls="N:1S,E:1H,E:1S,E:2S")
    assert status == 400
    assert sentence in page
    assert '<code lang="en">calls[3]: E has already replaced his insufficient bid' in page
