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
    # Law 55A (WBF): "If declarer has led out of turn from his or dummy's hand then either defender
    # may accept the lead as provided in Law 53 or require its retraction ... If the defenders choose
    # differently then the option expressed by the player next in turn to the irregular lead shall
    # prevail"; TR: "herhangi bir defans oyuncusu Yasa 53'te öngörüldüğü gibi çıkışı kabul edebilir
    # veya geri alınmasını isteyebilir ... Defans oyuncuları farklı seçimler yaparlarsa sıradaki
    # defans oyuncusunun seçimi geçerli olur". Dummy won trick 1 and South led from his own hand; East
    # may choose too, so the page does not say the choice is West's alone (it said "the choice is
    # made by West"); the record, as the shared contract has it, takes West's, which prevails.
    (
        "W:D2,N:DA,E:D9,S:D6,S:S3,accept:E",
        "kayıttaki 6. olayda çıkışı defans oyuncularından herhangi biri kabul edebilir veya geri alınmasını "
        "isteyebilir (Yasa 55A); farklı seçimler yaparlarsa sıradaki defans oyuncusu olarak Batı'nın seçimi "
        "geçerli olur: bu kayıtta seçim Batı'nın seçimi olarak girilir.",
        "at its entry 6, either defender may accept the lead or require its retraction (Law 55A), and if "
        "they choose differently West's option shall prevail as the defender next in turn: this record enters "
        "the choice as West's.",
        "W's option prevails",
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
    client, lang, sentence, monkeypatch
):
    """A refusal the page has no sentence of its own for: it says the engine's English after its
    own sentence, marked as English, never on its own. Since errors70 every auction refusal a page
    can reach has its sentence (East replacing his insufficient 1♥ a second time before South has
    chosen was the case here), so the page is made to lack that one."""
    monkeypatch.setattr("situations.auction_table_views.auction_refusal", lambda answer: None)
    status, page = auction_page(client, lang, calls="N:1S,E:1H,E:1S,E:2S")
    assert status == 400
    assert sentence in page
    assert '<code lang="en">calls[3]: E has already replaced his insufficient bid' in page


# errors70: the refusals left to the fallback by errors69, on the deal of
# rulings/tests/play/test_revoke_corrections.py: N AK52.QJ3.K84.Q96, E QJ98.765.AQ7.K85,
# S 73.AKT984.J6.AJ4, W T64.2.T9532.T732; South declares 4♥, West leads, East wins trick 1.
REVOKE_DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
FIRST = "W:D2,N:D4,E:DA,S:D6"
WEST_REVOKES = FIRST + ",E:H5,S:HA,W:C2,N:H3"  # West, holding the H2, discards the C2
WEST_RUFFS = FIRST + ",E:SQ,S:S3,W:H2,N:SA"  # West, holding spades, ruffs with the H2
SOUTH_REVOKES = FIRST + ",E:DQ,S:C4,W:D3,N:D8"  # South, holding the DJ, discards the C4
MORE_PLAY_REFUSALS = [
    (
        WEST_REVOKES + ",correct:W:H2,correct:W:H2",
        "kayıttaki 10. olayda Batı'nın 2. lövedeki rönonsu zaten düzeltilmişti.",
        "at its entry 10, West's revoke on trick 2 has already been corrected.",
        "is already corrected",
    ),
    # Law 63A1 (WBF): "A revoke becomes established: 1. when the offender or his partner leads or
    # plays to the following trick"; TR: "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış
    # yaptığı ya da kart oynadığında". Law 63B (WBF): "Once a revoke is established, it may no
    # longer be corrected"; TR: "Rönons bir kere resmileştikten sonra, artık düzeltilemez".
    (
        WEST_REVOKES + ",S:S3,W:S4,correct:W:H2",
        "kayıttaki 11. olayda Batı'nın 2. lövedeki rönonsu resmileşmişti: kendisi veya ortağı daha sonraki "
        "bir löveye kart oynamıştı (Yasa 63A1). Rönons bir kere resmileştikten sonra "
        "artık düzeltilemez (Yasa 63B).",
        "at its entry 11, West's revoke on trick 2 is established: he or his partner has played to a later "
        "trick (Law 63A1). Once a revoke is established, it may no longer be corrected "
        "(Law 63B).",
        "may no longer be corrected (Law 63B)",
    ),
    # The same 63A, whose four paragraphs name no end of play: South omitted to play to trick 1 and
    # so revoked on trick 13 (the H8 while holding the S3), which has no following trick. The engine
    # holds it established once play has ended (docs/rulings-cli.md); the page does not credit that
    # to 63A1.
    (
        "W:D2,N:D4,E:D7,omit:S,E:CK,S:CJ,W:C3,N:C6,E:C5,S:CA,W:C7,N:CQ,S:C4,W:CT,N:C9,E:C8,W:D9,N:D8,E:DA,"
        "S:D6,E:SJ,S:S7,W:ST,N:SK,N:HQ,E:H6,S:HK,W:H2,S:HA,W:S6,N:HJ,E:H5,S:HT,W:DT,N:H3,E:H7,S:H9,W:D5,"
        "N:S5,E:S9,S:H4,W:D3,N:SA,E:DQ,S:DJ,W:S4,N:DK,E:SQ,N:S2,E:S8,S:H8,W:C2,correct:S:S3",
        "kayıttaki 53. olayda Güney'in 13. lövedeki rönonsu oyun bitmeden düzeltilmemişti; motor onu o "
        "andan itibaren resmileşmiş sayar, ancak Yasa 63A'nın hiçbir bendi oyunun bitişini anmaz.",
        "at its entry 53, South's revoke on trick 13 was not corrected before play ended; the engine holds "
        "it established from then on, though no paragraph of Law 63A names the end of play.",
        "was not corrected before play ended",
    ),
    # Law 62C1 (WBF): "Each member of the non-offending side may withdraw and return to his hand any
    # card he may have played after the revoke but before attention was drawn to it"; TR: "Kusursuz
    # tarafın her iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış olabileceği her kartı
    # geri alabilir ve eline geri koyar": South's lead is South's to withdraw, not West's.
    (
        WEST_REVOKES + ",S:S3,correct:W:H2,withdraw:W",
        "kayıttaki 11. olayda 3. löveye çıkışı Güney yapmıştı: o çıkışı yalnızca kendisi geri alabilir (Yasa 62C1).",
        "at its entry 11, the lead to trick 3 was made by South: only he may withdraw it (Law 62C1).",
        "only he may withdraw it",
    ),
    (
        WEST_RUFFS + ",correct:W:S4,N:S2,replace:N:SK",
        "kayıttaki 11. olayda oyun 3. löveye geçmişti: rönons lövesine oynanan bir kart ancak bundan önce "
        "geri alınabilir (Yasa 62C1).",
        "at its entry 11, play has gone on to trick 3: a card played to the revoke trick may be withdrawn "
        "only before that (Law 62C1).",
        "may be replaced only before",
    ),
    (
        WEST_RUFFS + ",correct:W:S4,replace:S:S7",
        "kayıttaki 10. olayda Güney 2. löveye rönons kartından sonra oynamamıştı: yalnızca rönonstan sonra "
        "oynanmış bir kart geri alınabilir (Yasa 62C1).",
        "at its entry 10, South did not play to trick 2 after the revoke card: only a card played after the "
        "revoke may be withdrawn (Law 62C1).",
        "after the revoke card (Law 62C1)",
    ),
    # Law 62C2 (WBF): "After a non-offender so withdraws a card, the player of the offending side
    # next in rotation may withdraw his played card"; TR: "Kusursuz bir oyuncu bir kartı bu şekilde
    # geri aldıktan sonra, kusurlu tarafın sıradaki oyuncusu da kartı değiştirebilir".
    (
        SOUTH_REVOKES + ",correct:S:DJ,replace:N:DK",
        "kayıttaki 10. olayda Kuzey 2. löveye zaten oynamıştı: kusurlu tarafın oyuncusu kartını ancak "
        "kusursuz bir oyuncu bir kartı geri aldıktan sonra değiştirebilir (Yasa 62C2).",
        "at its entry 10, North has already played to trick 2: a player of the offending side may withdraw "
        "his played card only after a non-offender has withdrawn one (Law 62C2).",
        "he may change his card only",
    ),
    (
        SOUTH_REVOKES + ",correct:S:DJ,replace:W:C3",
        "kayıttaki 10. olayda ♦3 yerine ♣3 konamaz: yeni kart başka bir yasal kart olmalıdır (Yasa 62C).",
        "at its entry 10, ♣3 cannot take the place of ♦3: the new card must be a different legal card (Law 62C).",
        "C3 cannot replace D3",
    ),
    # Law 62B (WBF): "To correct a revoke the offender withdraws the card he played and substitutes a
    # legal card"; TR: "Bir rönonsu düzeltmek için, kusurlu oyuncu oynadığı kartı geri alır ve yerine
    # yasal bir kart koyar".
    (
        WEST_REVOKES + ",correct:W:D3",
        "kayıttaki 9. olayda ♦3 rönonsu düzeltmez: bir rönonsu düzeltmek için kusurlu oyuncu oynadığı kartı "
        "geri alır ve yerine yasal bir kart koyar (Yasa 62B).",
        "at its entry 9, ♦3 does not correct the revoke: to correct a revoke the offender withdraws the card "
        "he played and substitutes a legal card (Law 62B).",
        "with a card that complies",
    ),
    # Law 45B (WBF): "Declarer plays a card from dummy by naming the card"; TR: "Deklaran kartın adını
    # söyleyerek yerden kart oynar".
    (
        "designate:W:S2",
        "kayıttaki 1. olayda yerden bir kartı Batı söylüyor, oysa deklaran kartın adını söyleyerek yerden "
        "kart oynar (Yasa 45B): burada deklaran Güney.",
        "at its entry 1, West names a card of dummy, but declarer plays a card from dummy by naming the card "
        "(Law 45B): here South.",
        "is designated by declarer",
    ),
    (
        "W:D2,auction_lead:E:C",
        "kayıttaki 2. olay, artırımdan kalan çıkış kısıtlaması (Yasa 26B), kaydın başında, her karttan ve "
        "her olaydan önce gelmelidir.",
        "its entry 2, the lead restriction the auction left (Law 26B), must come first in the record, before "
        "any card or other event.",
        "must come first in the record",
    ),
    (
        "auction_lead:W:C,auction_lead:W:D",
        "kayıttaki 2. olayda artırımdan kalan çıkış kısıtlaması (Yasa 26B) Batı için ikinci kez veriliyor.",
        "at its entry 2, the lead restriction the auction left (Law 26B) is given for West a second time.",
        "restriction is given twice",
    ),
    (
        "omit:N",
        "kayıttaki 1. olayda Kuzey, 1. löveye çıkış yapılmadan o löveye kart oynamayı atlayamaz: bir löveye "
        "ilk oynanan kart o lövenin çıkışıdır.",
        "at its entry 1, North cannot omit to play to trick 1 before it is led: the first card played to a "
        "trick is its lead.",
        "a card played first is its lead",
    ),
    # Law 58B2 (WBF): "If the face of more than one card is visible, the offending player designates
    # the card he proposes to play"; TR: "Eğer birden fazla kart görünmüşse, kusurlu oyuncu oynamak
    # istediği kartı belirtir". West leads the ♦10 and the ♦3 at once, both faces visible.
    (
        "simultaneous:W:DT+D3,choose_card:W:D2",
        "kayıttaki 2. olayda ♦2 görünen kartlardan biri değildi: kusurlu oyuncu oynamak istediği kartı bunlar "
        "arasından belirtir (Yasa 58B2).",
        "at its entry 2, ♦2 is not one of the visible cards: the offending player designates, among them, the "
        "card he proposes to play (Law 58B2).",
        "is not one of the visible cards",
    ),
    (
        "simultaneous:W:DT+D3,choose_card:E:DT",
        "kayıttaki 2. olayda seçimi Batı yapar.",
        "at its entry 2, the choice is made by West.",
        "the choice belongs to W",
    ),
    # Law 67A (WBF): "the error must be rectified if attention is drawn to the irregularity before a
    # player on each side has played to the following trick. 1. To rectify omission to play to a
    # trick, the offender supplies a card he can legally play"; TR: "her iki taraftan da birer oyuncu
    # sonraki löveye kart oynamadan önce usulsüzlüğe dikkat çekilmişse hata düzeltilmek zorundadır.
    # 1. Bir löveye kart oynanması atlanmışsa bunu düzeltmek için, kusurlu oyuncu yasal olarak
    # oynayabileceği bir kartı verir". Law 67B (WBF "After Both Sides Play to Next Trick", TR "Her İki
    # Taraf da Sonraki Löveye Kart Oynadıktan Sonra"), 67B1: the Director requires the offender "to
    # expose a card face-up in front of him and then place it appropriately among his played cards".
    (
        "W:D2,N:D4,E:DA,omit:S,E:S8,S:S3,supply:S:D6",
        "kayıttaki 7. olayda her iki taraf da 2. löveye kart oynamıştı: özürlü 1. löve kart verilerek (Yasa "
        "67A1) değil, Yasa 67B'ye göre düzeltilir.",
        "at its entry 7, both sides have played to trick 2: the defective trick 1 is rectified under Law 67B, "
        "not by supplying a card (Law 67A1).",
        "is rectified under Law 67B (place)",
    ),
    (
        "W:D2,N:D4,E:D7,omit:S,supply:S:HA",
        "kayıttaki 5. olayda ♥A, Güney için yasal olarak oynanabilir bir kart değildi: bir löveye kart "
        "oynanması atlanmışsa bunu düzeltmek için, kusurlu oyuncu yasal olarak oynayabileceği bir kartı verir "
        "(Yasa 67A1).",
        "at its entry 5, ♥A is not a card South can legally play: to rectify omission to play to a trick, the "
        "offender supplies a card he can legally play (Law 67A1).",
        "HA is not a card S can legally play",
    ),
    (
        "W:D2,N:D4,E:DA,omit:S,place:S:D6",
        "kayıttaki 5. olayda 1. löveye henüz kart yerleştirilemez (Yasa 67B1): her iki taraftan da birer "
        "oyuncu sonraki löveye kart oynayana kadar, kusurlu oyuncu yasal olarak oynayabileceği bir kartı verir "
        "(Yasa 67A1).",
        "at its entry 5, a card cannot yet be placed on trick 1 (Law 67B1): until a player on each side has "
        "played to the following trick, the offender supplies a card he can legally play (Law 67A1).",
        "may still be put right",
    ),
    # Law 67B1(a) (WBF): "the offender has a card of the suit led to the defective trick; he must
    # choose such a card to place among his played cards"; TR "Kusurlu oyuncunun özürlü löveye
    # çıkılmış olan renkte kartı varsa, bunlardan oynanmış kartları arasına koymak üzere birini
    # seçmek zorundadır". South, who omitted to play to trick 1, holds diamonds and places a heart.
    (
        "W:D2,N:D4,E:D7,omit:S,E:S8,S:S3,place:S:HA",
        "kayıttaki 7. olayda Güney, özürlü 1. löveye çıkılmış olan renkte kart tutuyor: bunlardan oynanmış "
        "kartları arasına koymak üzere birini seçmek zorundadır (Yasa 67B1(a)).",
        "at its entry 7, South has a card of the suit led to the defective trick 1: he must choose one such "
        "card to place among his played cards (Law 67B1(a)).",
        "holds a card of the suit led to trick 1",
    ),
    # Law 52B1(a) (WBF): "declarer may accept such lead or play"; 52A (WBF): "he may not, on his own
    # initiative, withdraw any other card he has played"; TR 52B1(a) "deklaran bu çıkış veya oyunu
    # kabul edebilir", 52A "oynamış olduğu diğer herhangi bir kartı, kendi inisiyatifiyle, geri
    # alamaz". West, on lead with the ♠10 a major penalty card, leads the ♠6; dummy plays to it.
    (
        "expose:W:ST,W:S6,N:S2,correct:W:ST",
        "kayıttaki 4. olayda Batı'nın 1. lövedeki kartı cezalı kartının yerine kabul edilmişti (Yasa 52B1): "
        "oynamış olduğu diğer herhangi bir kartı, kendi inisiyatifiyle, geri alamaz (Yasa 52A).",
        "at its entry 4, West's card on trick 1 was accepted instead of his penalty card (Law 52B1): he may "
        "not, on his own initiative, withdraw any other card he has played (Law 52A).",
        "may not be withdrawn (Law 52A)",
    ),
    # Law 50D2(a) (WBF): declarer may "require the defender to lead the suit of the penalty card";
    # TR: "Defans oyuncusundan cezalı kartın rengini çıkmasını istemek". East's ♠Q is the penalty card.
    (
        "expose:E:SQ,require_lead:S:H",
        "kayıttaki 2. olayda belirtilen renk, Doğu'nun cezalı kartlarından birinin rengi olmalıdır.",
        "at its entry 2, the suit named must be the suit of one of East's penalty cards.",
        "must be the suit of a penalty card",
    ),
    (
        "expose:E:SQ,forbid_lead:S:H+C",
        "kayıttaki 2. olayda belirtilen renk, Doğu'nun cezalı kartlarından birinin rengi olmalıdır.",
        "at its entry 2, the suit named must be the suit of one of East's penalty cards.",
        "each must be the suit of a penalty card",
    ),
    # Law 50D2 (WBF): the partner of a defender with a major penalty card "may not lead until
    # declarer has stated which of the options below is selected (if the defender leads prematurely,
    # he is subject to rectification under Law 49)"; TR: "deklaran aşağıdaki seçeneklerden hangisini
    # seçtiğini belirtinceye kadar çıkış yapamaz (eğer defans oyuncusu zamanından önce çıkış yaparsa,
    # Yasa 49’a göre yaptırım uygulanabilir)".
    (
        "expose:E:SQ,W:D2",
        "kayıttaki 2. olayda Batı, Güney hangi seçeneği seçtiğini belirtinceye kadar çıkış yapamaz; "
        "zamanından önce çıkış yaparsa Yasa 49'a göre yaptırım uygulanabilir (Yasa 50D2): buna hakem karar "
        "verir.",
        "at its entry 2, West may not lead until South has stated which option he selects; if he leads "
        "prematurely, he is subject to rectification under Law 49 (Law 50D2), which the Director rules.",
        "which the engine does not apply",
    ),
]

# Law 53B (WBF): "that opponent may make his proper lead to the trick of the infraction without his
# card being deemed played to the irregular lead. When this occurs, the proper lead stands and all
# cards played in error to this trick may be withdrawn, but Law 16C applies"; TR: "bu rakip, oynadığı
# kart usulsüz çıkışa verilmiş bir kart sayılmaksızın aykırılığın gerçekleştiği löveye doğru çıkışı
# yapabilir. Böyle bir olay olduğunda, doğru çıkış geçerli kalır ve bu löveye yanlışlıkla oynanan
# bütün kartlar geri alınabilir, ancak Yasa 16C uygulanır". Dummy won trick 1; East leads out of turn.
PROPER_LEAD_53B = (
    "W:D2,N:DK,E:D7,S:D6,E:SQ,N:S2",
    "Oyun kaydı 6. olayında duruyor: ♠2, Doğu'nun sırasız çıkışından sonra Kuzey'in doğru çıkışıdır. Doğru "
    "çıkış geçerli kalır ve bu löveye yanlışlıkla oynanan bütün kartlar geri alınabilir, ancak Yasa 16C "
    "uygulanır (Yasa 53B); bu kartlara ne olacağına hakem karar verir.",
    "The play record stops at its entry 6: ♠2 is North's proper lead after East's lead out of turn. The "
    "proper lead stands and all cards played in error to this trick may be withdrawn, but Law 16C applies "
    "(Law 53B); what becomes of those cards the Director rules.",
)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_proper_lead_after_a_lead_out_of_turn_is_said_as_the_director_s_to_rule(client, lang):
    play, turkish, english = PROPER_LEAD_53B
    response = client.get(table_url(lang, deal=REVOKE_DEAL, play=play))
    page = seen(unescape(response.content.decode()))
    assert response.status_code == 400
    assert (turkish if lang == "tr" else english) in page
    assert "play[" not in page and "the engine does not rule" not in page


@pytest.mark.parametrize("play, turkish, english, engine", MORE_PLAY_REFUSALS)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_rest_of_the_refused_play_records_are_said_in_the_page_language(
    client, lang, play, turkish, english, engine
):
    deal = DEAL if play.startswith(("designate", "auction_lead", "omit", "W:D2,auction")) else REVOKE_DEAL
    response = client.get(table_url(lang, deal=deal, play=play))
    page = seen(unescape(response.content.decode()))
    assert response.status_code == 400
    opening = (
        "Oyun kaydı bu dağıtımda yeniden oynanamıyor"
        if lang == "tr"
        else "The play record cannot be replayed on this deal"
    )
    assert f"{opening}: {turkish if lang == 'tr' else english}" in page
    assert "play[" not in page  # the engine's own message names the record's field
    if lang == "tr":
        assert engine not in page


MORE_AUCTION_REFUSALS = [
    # Law 31A1 (WBF): "If that opponent passes, offender must repeat the call out of rotation"; TR:
    # "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır". East's 1♠
    # at North's turn (dealer), cancelled; North passes; East must bid 1♠ again.
    (
        {"calls": "E:1S,S:reject,N:pass,E:pass"},
        "Doğu sırasız konuşmasını (1♠) tekrar etmek zorundadır (Yasa 31A1).",
        "East must repeat his call out of rotation (1♠) (Law 31A1).",
    ),
    # East's insufficient 1♥, replaced by 1♠ before South chose; South still chooses (Law 27A1).
    (
        {"calls": "N:1S,E:1H,E:1S,E:2S"},
        "Doğu yetersiz deklaresini zaten değiştirdi: önce Güney onu kabul edip etmediğini söyler.",
        "East has already replaced his insufficient bid: first South says whether he accepts it.",
    ),
    # Law 27B2 (TR): "eğer yetersiz deklare yeterli bir deklare ile ya da pas ile düzeltilmişse"; WBF
    # "if the insufficient bid is corrected with a sufficient bid or pass"; 27B3 (WBF): "if the
    # offender attempts to substitute a double or a redouble for his insufficient bid the attempted
    # call is cancelled. The offender must replace it as the foregoing allows"; TR: "Kusurlu oyuncu,
    # konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir" (the site's English "must
    # correct his call", eng323).
    (
        {"calls": "N:1S,E:1H,S:reject,E:X,E:X"},
        "Doğu yetersiz deklaresini yeterli bir deklare ile ya da pas ile düzeltmek zorundadır (Yasa 27B3).",
        "East must correct his insufficient bid with a sufficient bid or a pass (Law 27B3).",
    ),
    # Law 25 (TR "KONUŞMALARIN YASAL YA DA YASADIŞI DEĞİŞTİRİLMESİ", WBF "Legal and Illegal Changes of
    # Call"): East bids again at South's turn, over his own pass.
    (
        {"calls": "N:1S,E:pass,E:1H"},
        "Doğu'nun soldaki rakibinin sırasında yaptığı 1♥ konuşması, bu sayfanın kaydedemediği bir konuşma "
        "değişikliğidir (Yasa 25): son konuşmasının yerine yasal bir konuşma girin.",
        "East's 1♥ at his left-hand opponent's turn is a change of call (Law 25) that this page cannot "
        "record: enter a legal call in place of his last call.",
    ),
]


@pytest.mark.parametrize("params, turkish, english", MORE_AUCTION_REFUSALS)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_rest_of_the_refused_auction_events_are_said_in_the_page_language(client, lang, params, turkish, english):
    status, page = auction_page(client, lang, **params)
    assert status == 400
    opening = "Bu olay kaydedilmedi:" if lang == "tr" else "That event was not recorded:"
    assert f"{opening} {turkish if lang == 'tr' else english}" in page
    assert "calls[" not in page


# errors70: the claim section. The engine's claim refusals carry their data (ClaimError `problem`,
# `values`), and the section says them from it, in place of its own checks made before asking;
# a refusal it has no sentence for keeps the page's sentence with the engine's English beside it,
# marked lang="en" (before, the English sat inside the translated sentence, unmarked).
def claim_query_of(**fields) -> dict:
    # Two tricks left: North has the ♠3 and ♠2, East the ♥3 and ♥2, and so on; North to lead.
    query = {"q": "claim", "deal": "N:32... .32.. ..32. ...32", "trump": "S", "lead": "N", "claimer": "N"}
    return {**query, "declarer": "N", "claimed": 2, **fields}


@pytest.mark.parametrize(
    "fields, error, problem, values",
    [
        (
            {"claimed": 3},
            "claimed: must be from 0 to 2 (the tricks left), not 3",
            "claimed_out_of_range",
            {"most": 2, "claimed": 3},
        ),
        (
            {"statement": {"cards": ["S3", "H3"], "finesse": ["C2"]}},
            "statement.cards[1]: H3 is not in the claiming side's hands",
            "not_claimers_card",
            {"cards": ["H3", "C2"]},
        ),
        (
            # North leads the ♥2; East, holding the ♥3, plays the ♦2.
            {"deal": "N:3.2.. .3.2. 2..3. ...32", "trick": ["H2", "D2"]},
            "trick[1]: E must follow suit to H2",
            "must_follow",
            {"seat": "E", "led": "H2"},
        ),
    ],
)
def test_the_engine_s_claim_refusals_carry_their_data_and_keep_their_words(fields, error, problem, values):
    """The command line's answer is unchanged ({"error": ...}, word for word); the data ride along."""
    import rulings

    answer = rulings.answer(claim_query_of(**fields))
    assert answer == {"error": error}
    assert (answer.refused.problem, answer.refused.values) == (problem, values)


def claim_page(client, lang, **claim):
    """The claim section with two tricks left (test_table_claim's deal: each hand one suit)."""
    from situations.tests.table.test_table_claim import page, played

    return page(client, lang, played(2), **claim)  # it asserts status 200


@pytest.mark.parametrize(
    "lang, claim, sentence",
    [
        ("tr", {"claimer": "S", "tricks": "5"}, "Talep en çok kalan 2 löve için olabilir."),
        ("en", {"claimer": "S", "tricks": "5"}, "The claim can be for at most the 2 tricks left."),
        (
            "tr",
            {"claimer": "S", "tricks": "2", "fin": "H3"},
            "♥3: bu noktada talep eden tarafın (Kuzey-Güney) elinde değil.",
        ),
        (
            "en",
            {"claimer": "S", "tricks": "2", "fin": "H3"},
            "♥3: not in the hands of the claimer's side (North-South) at this point.",
        ),
    ],
)
def test_the_claim_section_says_the_engine_s_refusal_in_the_page_language(client, lang, claim, sentence):
    """Too many tricks claimed, a finesse card the claimer's side does not hold: said from the
    engine's refusal, the query's field names (claimed, statement.finesse) not shown."""
    page = claim_page(client, lang, **claim)  # status 200: the table is shown, its claim section says what is wrong
    assert sentence in page
    assert "claimed:" not in page and "statement.finesse" not in page


@pytest.mark.parametrize(
    "lang, sentence",
    [
        ("tr", "Karar motoru bu talep hakkında karar veremiyor; motorun iletisi:"),
        ("en", "The engine cannot rule on this claim; it says:"),
    ],
)
def test_a_claim_refusal_without_a_sentence_shows_the_engine_s_english_marked_as_english(
    client, lang, sentence, monkeypatch
):
    """Every claim refusal the section reaches has its sentence, so the section is made to lack
    one: its own sentence, then the engine's words in an element marked lang="en"."""
    monkeypatch.setattr("situations.table_claim_section._claim_refused", lambda answer, claimer, lang: None)
    page = claim_page(client, lang, claimer="S", tricks="5")
    assert f'{sentence} <code lang="en">claimed: must be from 0 to 2 (the tricks left), not 5</code>' in page


# errors71: the last play refusals a hand-edited record reaches on the table page. DEAL (above):
# South declares 4♥, North is dummy, West leads.
#
# Law 26B (WBF): "declarer may, at the offender's partner's first turn to lead (which may be the
# opening lead), prohibit offender's partner from leading any (one) suit which has not been
# specified in the legal auction by the offender. Such prohibition continues for as long as the
# offender's partner retains the lead."; TR: "deklaran, kusurlu oyuncunun ortağının ilk oynaması
# sırasında (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından
# konuşulmamış herhangi bir rengi oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun
# ortağında kaldığı sürece devam eder." West, the offender's partner, may be forbidden ♣ or ♦.
#
# Law 46A (WBF): "declarer should clearly state both the suit and the rank of the desired card";
# TR: "deklaran istediği kartın hem rengini hem de derecesini açıkça belirtmelidir". 46B4 (WBF): "If
# declarer calls for a card that is not in dummy the call is invalid and declarer may designate
# any legal card"; TR: "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır ve
# deklaran herhangi bir yasal kartı belirtebilir". 46B5 (WBF): "If declarer indicates a play
# without designating either a suit or a rank (as by saying `play anything' or words of like
# meaning) either defender may designate the play from dummy"; TR: "Eğer deklaran renk veya derece
# belirtmeksizin bir kartın oynanmasını isterse (...) herhangi bir defans oyuncusu yerden oynanacak
# kartı belirtebilir". West leads the ♦2; declarer calls for the ♥5, not in dummy (46B4), or says
# "play anything" (46B5); dummy's legal cards are the ♦A, ♦K, ♦Q.
# 46B4's right ("belirtebilir" / "may designate"), not the neutral "designates" (qa146).
DESIGNATION_46B4_TR = (
    "Güney, yerden herhangi bir yasal kartı, hem rengini hem de derecesini söyleyerek belirtebilir: ♦A, ♦R, "
    "♦D kartlarından birini (Yasa 46B4)."
)
DESIGNATION_46B4_EN = (
    "South may designate any legal card from dummy by stating its suit and rank, one of ♦A, ♦K, ♦Q (Law 46B4)."
)
DESIGNATION_46B5_TR = (
    "yerden oynanacak kartı herhangi bir defans oyuncusu, hem rengini hem de derecesini belirterek "
    "tanımlayabilir: ♦A, ♦R, ♦D kartlarından birini (Yasa 46B5)."
)
DESIGNATION_46B5_EN = (
    "either defender may designate dummy's card by stating its suit and rank, one of ♦A, ♦K, ♦Q (Law 46B5)."
)
CANNOT = ("Oyun kaydı bu dağıtımda yeniden oynanamıyor: ", "The play record cannot be replayed on this deal: ")
# 4♥ by South; East is about to expose the ♠10, ♦J, ♣J, ♥J (rulings/tests/play/
# test_penalty_card_prohibitions.py). Diamonds forbidden at trick 1 (51B2(b)); West wins it with
# the ♠A and keeps the lead; East exposes the ♦10; declarer requires diamonds.
PENALTY_DEAL = "N:5432.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6.8765.8765.8765 AKQJ.432.432.432"
KEPT_LEAD = "expose:E:ST,expose:E:DJ,expose:E:CJ,expose:E:HJ,forbid_lead:S:D,W:SA,N:S2,E:ST,S:S6,expose:E:DT"
LAST_PLAY_REFUSALS = [
    (
        DEAL,
        "auction_lead:W:C+D,forbid_lead:S:C+D",
        CANNOT[0] + "kayıttaki 2. olayda deklaran birden fazla rengi yasaklıyor: kusurlu oyuncunun ortağının, "
        "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir, birden "
        "fazlasını değil (Yasa 26B).",
        CANNOT[1] + "at its entry 2, declarer forbids several suits: he may prohibit the offender's partner from "
        "leading any (one) suit which has not been specified in the legal auction by the offender, not several "
        "(Law 26B).",
        "one suit, not several",
    ),
    (
        DEAL,
        "auction_lead:W:C+D,forbid_lead:S:H",
        CANNOT[0] + "kayıttaki 2. olayda deklaran yalnızca artırımda kusurlu oyuncu tarafından konuşulmamış bir "
        "rengi yasaklayabilir: burada ♣, ♦ (Yasa 26B).",
        CANNOT[1] + "at its entry 2, declarer may forbid only a suit which has not been specified in the legal "
        "auction by the offender: here ♣, ♦ (Law 26B).",
        "did not specify in the auction",
    ),
    (
        DEAL,
        "auction_lead:W:C+D,W:D2",
        "Oyun kaydı 2. olayında duruyor: Batı, Güney ona bir rengi yasaklayıp yasaklamayacağını seçmeden önce "
        "çıkış yaptı; deklaran bunu kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) yapabilir "
        "(Yasa 26B). Böyle bir çıkıştan sonra ne olacağını yasalar söylemez: buna hakem karar verir.",
        "The play record stops at its entry 2: West led before South chose whether to forbid him a suit, which "
        "declarer may do at the offender's partner's first turn to lead (Law 26B). The Laws do not say what "
        "follows such a lead: the Director rules.",
        "may not lead until S has chosen",
    ),
    # 46B4: dummy's card tabled instead of a designation, a defender designating, a card not offered.
    (
        DEAL,
        "W:D2,designate:S:H5,N:SA",
        CANNOT[0] + "kayıttaki 3. olayda " + DESIGNATION_46B4_TR,
        CANNOT[1] + "at its entry 3, " + DESIGNATION_46B4_EN,
        "may designate any legal card",
    ),
    (
        DEAL,
        "W:D2,designate:S:H5,designate:W:DA",
        CANNOT[0] + "kayıttaki 3. olayda " + DESIGNATION_46B4_TR,
        CANNOT[1] + "at its entry 3, " + DESIGNATION_46B4_EN,
        "may designate any legal card",
    ),
    (
        DEAL,
        "W:D2,designate:S:H5,designate:S:SA",
        CANNOT[0] + "kayıttaki 3. olayda " + DESIGNATION_46B4_TR,
        CANNOT[1] + "at its entry 3, " + DESIGNATION_46B4_EN,
        "may designate any legal card",
    ),
    # 46B3(b) (WBF "if there are two or more such cards that can be legally played declarer must
    # designate which is intended"; TR "yasal olarak oynanabilecek böyle iki veya daha fazla kart
    # varsa, deklaran hangisini istediğini belirtmek zorundadır"): REVOKE_DEAL, dummy won trick 1
    # with the ♠A and leads; declarer says "queen": dummy holds the ♥Q and ♣Q, no ♠Q (46B3(a)).
    # The page said the neutral "designates" for this duty (qa146).
    (
        REVOKE_DEAL,
        "W:S4,N:SA,E:S8,S:S3,designate:S:Q,designate:S:SK",
        CANNOT[0] + "kayıttaki 6. olayda yerden oynanacak kartı Güney, hem rengini hem de derecesini söyleyerek "
        "belirtmek zorundadır: ♥D, ♣D kartlarından birini (Yasa 46B3(b)).",
        CANNOT[1] + "at its entry 6, South must designate dummy's card by stating its suit and rank, one of ♥Q, ♣Q "
        "(Law 46B3(b)).",
        "must designate dummy's card",
    ),
    # 46B5: declarer designating, a defender naming a card not offered, dummy's card tabled.
    (
        DEAL,
        "W:D2,designate:S:any,designate:S:DA",
        CANNOT[0] + "kayıttaki 3. olayda " + DESIGNATION_46B5_TR,
        CANNOT[1] + "at its entry 3, " + DESIGNATION_46B5_EN,
        "either defender (E or W)",
    ),
    (
        DEAL,
        "W:D2,designate:S:any,designate:W:SA",
        CANNOT[0] + "kayıttaki 3. olayda " + DESIGNATION_46B5_TR,
        CANNOT[1] + "at its entry 3, " + DESIGNATION_46B5_EN,
        "either defender (E or W)",
    ),
    (
        DEAL,
        "W:D2,designate:S:any,N:SA",
        CANNOT[0] + "kayıttaki 3. olayda " + DESIGNATION_46B5_TR,
        CANNOT[1] + "at its entry 3, " + DESIGNATION_46B5_EN,
        "either defender (E or W)",
    ),
    # Law 57A (WBF): declarer may "3. require offender's partner to play a card of another suit
    # specified by declarer, or 4. forbid offender's partner to play a card of another suit specified
    # by declarer"; TR: "3. Kusurlu oyuncunun ortağının, deklaran tarafından belirtilecek başka bir
    # rengi oynamasını isteyebilir veya 4. Kusurlu oyuncunun ortağının, deklaran tarafından
    # belirtilecek başka bir renkten bir kart oynamasını yasaklayabilir". North leads the ♠A at
    # trick 2; West plays the ♠2 before his partner East; declarer names spades, the suit led.
    *[
        (
            DEAL,
            f"W:D2,N:DA,E:D9,S:D6,N:SA,W:S2,{act}:S:S",
            CANNOT[0] + "kayıttaki 7. olayda deklaran oynanan rengi (♠) belirtiyor: kusurlu oyuncunun ortağının, "
            "deklaran tarafından belirtilecek başka bir rengi oynamasını isteyebilir veya başka bir renkten bir kart "
            "oynamasını yasaklayabilir (Yasa 57A3, 57A4).",
            CANNOT[1] + "at its entry 7, declarer names the suit led (♠): he may require or forbid the offender's "
            "partner to play a card of another suit specified by declarer (Law 57A3, 57A4).",
            "must be a suit other than the suit led",
        )
        for act in ("require_suit", "forbid_suit")
    ],
    # Law 51B2(b) (WBF): "declarer may prohibit the defender's partner from leading one or more of
    # such suits ... The prohibition continues until the player loses the lead"; TR: "deklaran
    # defans oyuncusunun ortağının bu renklerin bir veya daha fazlasını çıkmasını yasaklayabilir ...
    # Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder". Footnote 16 (WBF): "If the
    # partner of the defender with the penalty cards retains the lead, then all the requirements and
    # options of Law 51B2 apply again at the following trick"; 51B2(a) lets declarer require a suit
    # of a penalty card. Whether that lifts the prohibition the texts do not say.
    (
        PENALTY_DEAL,
        KEPT_LEAD + ",require_lead:S:D",
        "Oyun kaydı 11. olayında duruyor: deklaran Batı oyuncusundan ♦ çıkmasını istiyor; oysa bu rengi "
        "çıkması, eli başka bir oyuncu kazanana kadar yasaktır (Yasa 51B2(b)). Deklaranın şimdi bu rengi "
        "isteyip isteyemeyeceğini yasalar söylemez: buna hakem karar verir.",
        "The play record stops at its entry 11: declarer requires West to lead ♦, which he is prohibited from "
        "leading while he retains the lead (Law 51B2(b)). Whether declarer may now require it the Laws do not "
        "say: the Director rules.",
        "while he keeps the lead",
    ),
]


@pytest.mark.parametrize("deal, play, turkish, english, engine", LAST_PLAY_REFUSALS)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_last_refused_play_records_are_said_in_the_page_language(
    client, lang, deal, play, turkish, english, engine
):
    response = client.get(table_url(lang, deal=deal, play=play))
    page = seen(unescape(response.content.decode()))
    assert response.status_code == 400
    assert (turkish if lang == "tr" else english) in page
    assert "play[" not in page  # the engine's own message names the record's field
    if lang == "tr":
        assert engine not in page


# table75: the three Law 67 refusals errors71 could not reach, now that the table writes 58B4's
# `unnoticed` (simultaneous:W:D2+S2:D2:unnoticed: West leads ♦2 with ♠2 stuck behind it, only ♦2's
# face visible; simultaneous:W:D2+H2:unnoticed: both faces visible). DEAL: 4♥ by South, West leads.
UNNOTICED = "simultaneous:W:D2+S2:D2:unnoticed"
SPADE_DISCARD = UNNOTICED + ",N:DA,E:D9,S:D8,N:SA,E:S7,S:S3,W:C2"  # West discards on the spade trick
# Law 67A (WBF): "the error must be rectified if attention is drawn to the irregularity before a
# player on each side has played to the following trick. ... 2. To rectify the play of too many
# cards to a trick, Law 45E (Fifth Card Played to a Trick) or Law 58B (Simultaneous Cards from One
# Hand) shall be applied."; TR: "her iki taraftan da birer oyuncu sonraki löveye kart oynamadan önce
# usulsüzlüğe dikkat çekilmişse hata düzeltilmek zorundadır. ... 2. Bir löveye birden fazla kart
# oynanmasının düzeltilmesi için, yasa 45E (Bir Löveye Oynanan Beşinci Kart) veya Yasa 58B (Bir
# Elden Oynanan Eşzamanlı Kartlar) uygulanacaktır." 58B4 (WBF): "If the simultaneous play remains
# undiscovered until both sides have played to the next trick, Law 67 applies"; TR: "Her iki taraf
# da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse Yasa 67 uygulanır."
RESTORE_EARLY = (
    "a player on each side has not yet played to trick 2: to rectify the play of too many cards to trick 1, "
    "Law 58B (Simultaneous Cards from One Hand) is applied (Law 67A2), not Law 67B2. Record West's cards as "
    "played at once and noticed: which faces were visible (Law 58B1, 58B2)."
)
RESTORE_EARLY_TR = (
    "her iki taraftan da birer oyuncu henüz 2. löveye kart oynamamıştı: 1. löveye birden fazla kart "
    "oynanmasının düzeltilmesi için Yasa 58B (Bir Elden Oynanan Eşzamanlı Kartlar) uygulanır (Yasa 67A2), "
    "Yasa 67B2 değil. Batı'nın kartlarını aynı anda oynanmış ve fark edilmiş olarak kaydedin: hangi "
    "kartların yüzü görünmüştü (Yasa 58B1, 58B2)."
)
UNNOTICED_REFUSALS = [
    (
        UNNOTICED + ",restore:W",
        CANNOT[0] + "kayıttaki 2. olayda " + RESTORE_EARLY_TR,
        CANNOT[1] + "at its entry 2, " + RESTORE_EARLY,
        "Law 67A2 applies",
    ),
    # North (North-South) has led to trick 2; no East-West player has played to it yet.
    (
        UNNOTICED + ",N:DA,E:D9,S:D8,N:SA,restore:W",
        CANNOT[0] + "kayıttaki 6. olayda " + RESTORE_EARLY_TR,
        CANNOT[1] + "at its entry 6, " + RESTORE_EARLY,
        "Law 67A2 applies",
    ),
    # Law 67B2(a) (WBF): "leaving among the played cards the one faced in playing to the defective
    # trick (if the Director is unable to determine which card was faced, the offender leaves the
    # highest ranking of the cards that he could legally have played to the trick)"; TR: "kusurlu
    # oyuncudan özürlü löveye oynarken görünen kartını oynanan kartlar arasında bırakarak ... (Eğer
    # hakem hangi kartın göründüğünü tespit edemiyorsa, kusurlu oyuncu bu löveye yasal olarak oynamış
    # olabileceği kartların en büyüğünü bırakır)". Both faces visible on the opening lead: ♥2 and ♦2,
    # both legal, are of one rank.
    (
        "simultaneous:W:D2+H2:unnoticed",
        "Oyun kaydı 1. olayında duruyor: Batı'nın 1. löveye oynadığı kartlardan oynarken görünen kartı oynanan "
        "kartlar arasında kalır; hakem hangi kartın göründüğünü tespit edemiyorsa, kusurlu oyuncu bu löveye "
        "yasal olarak oynamış olabileceği kartların en büyüğünü bırakır (Yasa 67B2(a)); burada ♥2, ♦2 aynı "
        "derecededir. Hangi kartın göründüğünü hakem tespit eder: yalnız o kartı görünmüş olarak kaydedin.",
        "The play record stops at its entry 1: of West's cards played to trick 1, the one faced in playing stays "
        "among the played cards; if the Director is unable to determine which card was faced, the offender "
        "leaves the highest ranking of the cards that he could legally have played (Law 67B2(a)), and here ♥2, "
        "♦2 are of the same rank. The Director determines which card was faced: record that card alone as "
        "visible.",
        "two legal cards rank highest",
    ),
    # Law 67B2(b) (WBF): "A restored card is deemed to have belonged continuously to the offender's
    # hand, and a failure to have played it to an earlier trick may constitute a revoke"; TR: "Geri
    # konulan bir kartın sürekli olarak kusurlu oyuncunun elinde olduğu varsayılır ve bu kartın daha
    # önceki bir löveye oynanmamış olması bir rönons teşkil edebilir". 63A1 (WBF): established "when
    # the offender or his partner leads or plays to the following trick"; TR: "Kusurlu oyuncu veya
    # ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında". 62A (WBF): "A player must
    # correct his revoke if attention is drawn to the irregularity before it becomes established";
    # TR: "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
    # zorundadır". Trick 2 is quitted, and neither West nor East has played to trick 3.
    (
        SPADE_DISCARD + ",restore:W",
        "Oyun kaydı 9. olayında duruyor: geri konulan bir kartın sürekli olarak kusurlu oyuncunun elinde olduğu "
        "varsayılır (Yasa 67B2(b)); bu yüzden Batı'nın 2. lövedeki ♣2 kartı henüz resmileşmemiş bir rönonstur "
        "(Yasa 63A1) ve oyuncu onu düzeltmek zorundadır (Yasa 62A). Masa kapanmış bir lövedeki düzeltmeyi "
        "kaydetmez: hakem karar verir.",
        "The play record stops at its entry 9: a restored card is deemed to have belonged continuously to the "
        "offender's hand (Law 67B2(b)), so West's ♣2 on trick 2 is a revoke, not yet established (Law 63A1), which "
        "he must correct (Law 62A). The table does not record a correction on a quitted trick: the Director rules.",
        "a revoke not yet established",
    ),
]


@pytest.mark.parametrize("play, turkish, english, engine", UNNOTICED_REFUSALS)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_defective_trick_refusals_after_unnoticed_cards_are_said_in_the_page_language(
    client, lang, play, turkish, english, engine
):
    response = client.get(table_url(lang, play=play))
    page = seen(unescape(response.content.decode()))
    assert response.status_code == 400
    assert (turkish if lang == "tr" else english) in page
    assert "play[" not in page and engine not in page  # the page's sentence, not the engine's English


@pytest.mark.parametrize(
    "lang, ruling",
    [
        ("tr", "Batı 2. lövede rönons yaptı; rönons resmileşti (Yasa 63A1)."),
        ("en", "West revoked on trick 2; the revoke is established (Law 63A1)."),
    ],
)
def test_once_east_has_played_to_trick_3_the_restored_card_makes_an_established_revoke(client, lang, ruling):
    """63A1: East, the offender's partner, plays to the following trick: the revoke is established,
    and the engine restores ♠2 (67B2(a)) and rules the revoke (67B2(b))."""
    response = client.get(table_url(lang, play=SPADE_DISCARD + ",N:SK,E:S8,restore:W"))
    page = seen(unescape(response.content.decode()))
    assert response.status_code == 200
    assert ruling in page
    assert 'data-label="67B2(a)"' in page and 'data-label="67B2(b)"' in page
