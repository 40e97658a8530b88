"""The auction at the director's table (/tr/masa/artirim/, /en/table/auction/): the Director records
the calls as made, irregular ones too, and the page says the engine's answer in words with the
paragraphs it rests on. Each ruling here is the Laws' (quoted beside it, official Turkish and WBF
English); the page only shows it."""

import re
from html import escape, unescape
from urllib.parse import parse_qs, urlencode, urlparse

import pytest

from tests.seen import heard, seen

pytestmark = pytest.mark.django_db

PATH = {"tr": "/tr/masa/artirim/", "en": "/en/table/auction/"}


def page(client, lang="en", status=200, **params):
    response = client.get(PATH[lang] + "?" + urlencode(params))
    assert response.status_code == status, response.content[:500]
    return response.content.decode()


def drawn(fragment: str) -> str:
    """The text as the eye reads it: suit symbols, not their spoken names."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", seen(fragment))).split())


def engine_says(html: str) -> str:
    return drawn(re.search(r'<ul class="engine-says" id="engine-now"[^>]*>(.*?)</ul>', html, re.S).group(1))


def cited(html: str) -> list[str]:
    return re.findall(r'<details class="cited" data-label="([^"]+)"', html)


def calls_marked_legal(html: str) -> list[str]:
    return re.findall(r'<button type="submit" name="call" value="([^"]+)" class="call legal', html)


def decision_links(html: str) -> dict[str, str]:
    section = re.search(r'<section class="decision".*?</section>', html, re.S)
    if not section:
        return {}
    return {
        heard(text): unescape(href)
        for href, text in re.findall(r'<a class="big-button" href="([^"]+)">(.*?)</a>', section.group(0))
    }


def record_of(url: str) -> str:
    return parse_qs(urlparse(url).query).get("calls", [""])[0]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_new_auction_the_dealer_calls_and_may_not_double(client, lang):
    # 19A1: TR "Bir oyuncu yalnızca en son yapılan deklareye kontr çekebilir. O deklare bir rakip
    # tarafından yapılmış olmalıdır"; WBF "A player may double only the last preceding bid. That bid
    # must have been made by an opponent". Nobody has bid: the dealer may pass or bid, not double.
    html = page(client, lang, dealer="E", vul="EW")
    assert ("Sıra Doğu'da" if lang == "tr" else "East is to call") in engine_says(html)
    legal = calls_marked_legal(html)
    assert "pass" in legal and "1C" in legal and "7NT" in legal
    assert "X" not in legal and "XX" not in legal
    assert len(re.findall(r'name="call" value=', html)) == 38  # the whole box: pass, X, XX and 35 bids
    assert ("Doğu-Batı zonda" if lang == "tr" else "East-West vulnerable") in html


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_insufficient_bid_in_turn_gives_the_left_hand_opponent_the_choice(client, lang):
    # 27A1: TR "Herhangi bir yetersiz deklare, kusurlu oyuncunun solundaki rakibinin isteği ile kabul
    # edilebilir (yasal olarak işlem görebilir). Bu oyuncu konuşursa deklare kabul edilmiş olur."; WBF
    # "Any insufficient bid may be accepted (treated as legal) at the option of offender's LHO. It is
    # accepted if that player calls."
    html = page(client, lang, dealer="N", calls="N:1S,E:1H")
    assert "27A1" in cited(html)
    buttons = decision_links(html)
    accepts, refuses = (
        ("Güney kabul ediyor", "Güney kabul etmiyor") if lang == "tr" else ("South accepts", "South does not accept")
    )
    assert record_of(buttons[accepts]) == "N:1S,E:1H,S:accept"
    assert record_of(buttons[refuses]) == "N:1S,E:1H,S:reject"
    assert ("Güney'in konuşması" if lang == "tr" else "South’s call") in unescape(html)  # his call accepts too (27A1)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_corrected_by_the_lowest_sufficient_bid_in_the_same_strain_no_rectification(client, lang):
    # 27B1(a): TR "yetersiz deklare, geri alınan konuşma ile aynı tür(ler)i belirten en düşük yeterli
    # deklare ile düzeltilirse, artırım başka bir onarma yapılmaksızın devam eder"; WBF "if the
    # insufficient bid is corrected by the lowest sufficient bid which specifies the same
    # denomination(s) as that specified by the withdrawn call, the auction proceeds without further
    # rectification".
    html = page(client, lang, dealer="N", calls="N:1S,E:1H,S:reject,E:2H")
    assert cited(html)[0] == "27B1(a)"
    said = engine_says(html)
    assert "pas geçmek zorunda" not in said and "must pass" not in said
    assert ("Sıra Güney'de" if lang == "tr" else "South is to call") in said


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_corrected_by_another_bid_partner_must_pass_to_the_end(client, lang):
    # 27B2: TR "yetersiz deklare yeterli bir deklare ile ya da pas ile düzeltilmişse, kusurlu oyuncunun
    # ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır. Yasa 26B ile öngörülen çıkış
    # kısıtlamaları uygulanabilir"; WBF "if the insufficient bid is corrected by a sufficient bid or by a
    # pass, the offender's partner must pass whenever it is his turn to call. The lead restrictions in
    # Law 26B may apply".
    html = page(client, lang, dealer="N", calls="N:1S,E:1H,S:reject,E:2C")
    assert cited(html)[:2] == ["27B2", "26B"]
    said = engine_says(html)
    assert (
        "Batı artırımın sonuna kadar her sırasında pas geçmek zorunda."
        if lang == "tr"
        else "West must pass whenever it is his turn, to the end of the auction."
    ) in said
    # West's box: only a pass is marked; any other call is still recorded as made (37).
    west = page(client, lang, dealer="N", calls="N:1S,E:1H,S:reject,E:2C,S:pass")
    assert calls_marked_legal(west) == ["pass"]
    guide = "/tr/ne-oldu/insufficient-bid/" if lang == "tr" else "/en/what-happened/insufficient-bid/"
    assert f'href="{guide}"' in html


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_lead_restriction_foretold_names_which_suits_declarer_may_prohibit(client, lang):
    # 26B: TR "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse, ve
    # daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk oynaması
    # sırasında (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından
    # konuşulmamış herhangi bir rengi oynamasını yasaklayabilir"; WBF "When an offending player's call
    # is withdrawn and it is not replaced by a comparable call, then if he becomes a defender, declarer
    # may, at the offender's partner's first turn to lead (which may be the opening lead), prohibit
    # offender's partner from leading any (one) suit which has not been specified in the legal
    # auction by the offender". East's 1♥ withdrawn, 2♣ stands (27B2): while the auction goes on the
    # page said only "a suit", as if declarer might prohibit clubs, which East has specified. The
    # offender and his partner by seat, the engine's (`lead_offenders`, qa195).
    said = engine_says(page(client, lang, dealer="N", calls="N:1S,E:1H,S:reject,E:2C"))
    assert (
        "Doğu (Yasa 26B'nin kusurlu oyuncusu) defans oyuncusu olursa deklaran, Batı'nın ilk oynaması sırasında "
        "(atak dahil), artırımda Doğu tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir (Yasa 26B)."
        if lang == "tr"
        else "If East (Law 26B's offender) becomes a defender, declarer may, at West's first turn to lead (which may "
        "be the opening lead), prohibit West from leading any one suit which has not been specified in the legal "
        "auction by East (Law 26B)."
    ) in said


def test_a_call_out_of_rotation_then_not_accepted_goes_back_to_the_player_in_turn(client):
    # 29A: WBF "Following a call out of rotation offender's LHO may elect to call thereby forfeiting the
    # right to any rectification"; 29B: TR "A maddesinin uygun olmadığı durumlarda, sırasız konuşma iptal
    # edilir ve artırım konuşma sırası kendisinde olan oyuncuya geri gider. Kusurlu oyuncunun tarafı,
    # Yasalar 30, 31 ve 32 hükümlerine tabidir."; WBF "Unless A applies, a call out of rotation is
    # cancelled and the auction reverts to the player whose turn it was to call. The offending side is
    # subject to the provisions of Law 30, 31 or 32." East bid at North's turn (his RHO's): 31A.
    html = page(client, "en", dealer="N", calls="E:1H")
    assert "29A" in cited(html)
    assert "South accepts" in decision_links(html)
    after = page(client, "en", dealer="N", calls="E:1H,S:reject")
    assert cited(after)[:2] == ["31A", "29B"]
    assert "North is to call" in engine_says(after)
    assert 'href="/en/what-happened/call-out-of-rotation/"' in after


def test_the_auction_ends_and_a_call_after_the_final_pass_is_cancelled(client):
    # 22A: WBF "one or more players having bid, there are three consecutive passes in rotation subsequent
    # to the last bid. The last bid becomes the contract"; 39A: TR "Artırımın sonuncu pasından sonra
    # yapılan konuşmalar iptal edilir."; WBF "All calls after the final pass of the auction are cancelled."
    over = page(client, "tr", dealer="N", calls="N:1S,E:pass,S:pass,W:pass")
    assert "Artırım bitti: kontrat 1♠, deklaran Kuzey." in engine_says(over)
    # The box is for the next player after the last caller: a call after the final pass (Law 39).
    assert "Kuzey'in sırasız konuşması" in unescape(over)
    late = page(client, "tr", dealer="N", calls="N:1S,E:pass,S:pass,W:pass,N:2S")
    assert cited(late)[:2] == ["39A", "39B"]
    assert 'href="/tr/ne-oldu/inadmissible-call/"' in late


def test_a_call_from_the_box_is_recorded_and_the_page_moves_to_its_own_address(client):
    response = client.get(
        PATH["en"]
        + "?"
        + urlencode({"dealer": "N", "vul": "None", "calls": "N:1S", "seat": "E", "call": "2C", "artificial": "1"})
    )
    assert response.status_code == 302
    assert record_of(response["Location"]) == "N:1S,E:2C.a"
    assert "calls=N:1S,E:2C.a" in response["Location"]  # a shared link reads as the record
    assert "seat=" not in response["Location"] and "call=" not in response["Location"]
    html = client.get(response["Location"]).content.decode()
    assert "East: 2♣ (artificial)" in drawn(html)


def test_undo_takes_back_the_last_event_only(client):
    html = page(client, "en", dealer="W", calls="W:1NT,N:2C,E:pass")
    undo = unescape(re.search(r'<a href="([^"]+)">Undo the last event</a>', html).group(1))
    assert record_of(undo) == "W:1NT,N:2C"
    assert "dealer=W" in undo


@pytest.mark.parametrize(
    "params, words",
    [
        ({"dealer": "N", "calls": "N:1Q"}, "“N:1Q”: not a call"),
        ({"dealer": "N", "calls": "Z:1S"}, "“Z:1S”: the seat"),
        ({"dealer": "Q"}, "The dealer is N, E, S or W."),
        ({"dealer": "N", "calls": "N:1S," * 2000}, "The auction record is too long."),
        ({"dealer": "N", "calls": "N:1S", "seat": "E", "call": "9Z"}, "That is not a call"),
        ({"dealer": "N", "calls": "N:1S", "seat": "", "call": "2C"}, "Who called?"),
        ({"dealer": "N", "calls": "N:1S", "seat": "E", "act": "maybe"}, "The choice is to accept or not to accept."),
    ],
)
def test_a_record_the_page_cannot_read_is_a_clear_400(client, params, words):
    html = page(client, "en", status=400, **params)
    assert words in unescape(html)


def test_an_event_the_engine_refuses_keeps_the_record_before_it(client):
    # North cannot accept East's insufficient bid: South, East's left-hand opponent, has the choice (27A1).
    html = page(client, "en", status=400, dealer="N", calls="N:1S,E:1H,N:accept,S:pass")
    assert "first South must make the choice that East's 1♥ gives." in seen(unescape(html))
    assert "S must first accept or reject E" not in unescape(html)  # the engine's English (errors69)
    assert "South chooses" in html  # the record up to the refused event is shown, and its choice
    assert record_of(unescape(re.search(r'<a href="([^"]+)">Undo the last event</a>', html).group(1))) == "N:1S"


def every_auction_example():
    from situations.content import SITUATIONS

    for situation in SITUATIONS:
        for keys, ending in situation.endings():
            if ending.engine is not None and ending.engine.query.get("q") == "auction":
                yield situation.slug, keys, ending


def test_every_guide_example_of_an_auction_goes_on_at_the_table_as_the_guide_tells_it(client):
    """A guide's Ending with an auction example links to the auction table at that example: the
    table's record gives the engine the same events, so the same answer (vulnerability aside: the
    guides' examples give none, and the engine only echoes it; the table asks for `withdrawn` too,
    grid78, so the guide's query is asked with it)."""
    import rulings
    from situations.auction_table import query, read_record
    from situations.auction_table_views import auction_url

    examples = list(every_auction_example())
    assert len(examples) >= 30  # the insufficient-bid and call-out-of-rotation guides' examples
    for slug, keys, ending in examples:
        url = auction_url(ending.engine.query)
        params = parse_qs(urlparse(url).query)
        events = read_record(params.get("calls", [""])[0])
        table = rulings.answer(query(params["dealer"][0], params["vul"][0], events))
        table.pop("vul", None)
        asked = {**ending.engine.query, "withdrawn": True, "lead_offenders": True}
        assert table == rulings.answer(asked), (slug, keys)
    slug, keys, ending = examples[0]
    html = client.get(f"/en/what-happened/{slug}/{'/'.join(keys)}/").content.decode()
    assert f'href="{escape(auction_url(ending.engine.query))}"' in html
    assert "Go on with this auction at the table" in html


def test_an_auction_ended_in_a_contract_is_played_at_the_table_with_its_board(client):
    # 22A: the last bid becomes the contract; declarer (Definitions: TR "Son deklareyi yapan tarafın o
    # deklarede sözü geçen türü ilk olarak deklare eden oyuncusu"; WBF "the player who, for the side
    # that makes the final bid, first bid the denomination named in the final bid").
    html = page(client, "en", dealer="N", vul="NS", calls="N:1S,E:pass,S:2S,W:pass,N:4S,E:X,S:pass,W:pass,N:pass")
    link = unescape(
        re.search(r'<a class="big-button secondary" href="([^"]+)">Play this contract at the table', html).group(1)
    )
    values = parse_qs(urlparse(link).query)
    assert {k: v[0] for k, v in values.items()} == {
        "contract": "4SX",
        "declarer": "N",
        "vul": "1",
        "dealer": "N",
        "vulnerable": "NS",
    }
    start = client.get(link).content.decode()
    assert 'name="contract" value="4SX"' in start
    assert '<option value="N" selected>' in start
    assert 'name="vul" value="1" checked' in start
    assert '<input type="hidden" name="dealer" value="N">' in start
    assert '<input type="hidden" name="vulnerable" value="NS">' in start
    deal = re.search(r'<textarea id="t-deal" name="deal"[^>]*>([^<]+)</textarea>', start).group(1)
    table = client.get(
        "/en/table/?"
        + urlencode({"deal": deal, "contract": "4SX", "declarer": "N", "vul": "1", "dealer": "N", "vulnerable": "NS"})
    )
    assert "Dealer North; North-South vulnerable" in table.content.decode()
    passed_out = page(client, "en", dealer="N", calls="N:pass,E:pass,S:pass,W:pass")
    assert "Play this contract at the table" not in passed_out  # 22B: no play


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_each_option_of_the_choice_says_what_follows_before_anyone_chooses(client, lang):
    # 10C1: TR "Bu yasalar bir usulsüzlükten sonra seçim olanağı tanıyorsa, hakem mevcut olan tüm
    # seçenekleri açıklayacaktır."; WBF "When these Laws provide an option after an irregularity, the
    # Director shall explain all the options available." Accepted, East's 1♥ stands and South calls
    # over it (27A1); not accepted, East must correct it (27B), and a double stands only if judged
    # comparable (27B1(b), else 27B3).
    html = page(client, lang, dealer="N", calls="N:1S,E:1H")
    section = re.search(r'<section class="decision".*?</section>', html, re.S).group(0)
    options = re.findall(
        r'<li><a class="big-button"[^>]*>(.*?)</a><ul class="engine-says option-then"[^>]*>(.*?)</ul>(.*?)</li>',
        section,
        re.S,
    )
    follows = {heard(text): (drawn(then), re.findall(r">([0-9A-Z()]+)</a>", laws)) for text, then, laws in options}
    if lang == "en":
        assert follows["South accepts"] == ("South is to call: pass, double or a bid of 1♠ or higher.", ["27A1"])
        then, laws = follows["South does not accept"]
        assert then.startswith("East is to call: pass, double or a bid of 1NT or higher.")
        assert "(Law 27B3)" in then and laws == ["27B"]
    else:
        assert follows["Güney kabul ediyor"][0] == "Sıra Güney'de: pas, kontr ya da 1♠ ve üstü bir deklare."
        assert follows["Güney kabul etmiyor"][0].startswith("Sıra Doğu'da: pas, kontr ya da 1SA ve üstü bir deklare.")


@pytest.mark.parametrize(
    "lang, said, not_said",
    [
        (
            "en",
            "If South calls before the Director has rectified the irregularity, Law 39B applies; otherwise Law 39C.",
            ("South chooses", "There is no lead restriction."),
        ),
        (
            "tr",
            "Güney, hakem onarmayı belirlemeden önce konuşursa Yasa 39B uygulanır; aksi halde Yasa 39C.",
            ("Seçim Güney'in", "Çıkış kısıtlaması yok."),
        ),
    ],
)
def test_a_defender_s_double_after_the_final_pass_waits_for_39b_or_39c_not_a_choice(client, lang, said, not_said):
    # qa69. 39B: TR "Eğer kusurlu oyuncunun solundaki rakip onarmadan önce bir konuşma yaparsa ...
    # yaptırım uygulanmaz"; WBF "If offender's LHO calls before rectification ... then there is no
    # further rectification". 39C: TR "Eğer kusurlu oyuncunun solundaki rakip usulsüzlükten sonra bir
    # konuşma yapmazsa ve bu usulsüzlük bir defans oyuncusunun deklaresi, kontru veya sürkontru ise
    # Yasa 26B'deki çıkış kısıtlamaları uygulanabilir"; WBF "If offender's LHO has not called
    # subsequent to the infraction and the infraction is a bid, double or redouble by a defender,
    # then the lead restrictions in Law 26B may apply". Nothing is South's to choose, and until the
    # Director has ruled the restriction is not known: the page said "South chooses: reject." and
    # "There is no lead restriction.", and offered to play the contract without it.
    html = page(client, lang, dealer="N", calls="N:1S,E:pass,S:pass,W:pass,E:X")
    now = engine_says(html)
    assert said in now
    assert not any(words in now for words in not_said)
    assert 'href="/en/table/?' not in html and 'href="/tr/masa/?' not in html
    # Once the Director has rectified (39C), the restriction is said and the contract may be played.
    rectified = page(client, lang, dealer="N", calls="N:1S,E:pass,S:pass,W:pass,E:X,S:reject")
    assert "(Law 26B)" in engine_says(rectified) or "(Yasa 26B)" in engine_says(rectified)
    assert "auction_lead" in unescape(rectified)


@pytest.mark.parametrize(
    "lang, said, guide",
    [
        (
            "en",
            "A bid of more than seven is not in the box: such a bid is cancelled together with any later calls (Law 38B).",
            "/en/what-happened/inadmissible-call/",
        ),
        (
            "tr",
            "Yediden yüksek deklare kutuda yok: böyle bir deklare sonraki konuşmalarla birlikte iptal edilir (Yasa 38B).",
            "/tr/ne-oldu/inadmissible-call/",
        ),
    ],
)
def test_the_box_says_where_a_bid_of_more_than_seven_is_told(client, lang, said, guide):
    # qa69. 38B: TR "Yediden yüksek bir deklare sonraki konuşmalarla birlikte iptal edilir."; WBF "A
    # bid of more than seven is cancelled together with any subsequent calls." The box holds 1♣-7NT
    # and the record cannot write such a bid: the page said nothing of it, so that a Director with a
    # bid of eight at his table found no way on from here.
    html = page(client, lang, dealer="N", calls="N:1S,E:7H")
    assert said in unescape(seen(html))
    assert f'href="{guide}"' in html
    over = page(client, lang, dealer="N", calls="N:1S,E:pass,S:pass,W:pass")
    assert said not in unescape(over)  # after the final pass a call is Law 39's
