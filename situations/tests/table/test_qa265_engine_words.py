"""qa265: the table page's engine words (situations/engine_words.py, second half, and qa259's 67A
lead) read against the paragraphs they rest on, in the official Turkish and the WBF English."""

import pytest
from django.utils.html import escape

import rulings
from situations.engine_words import describe, with_revoke_status
from situations.tests.table.test_table import table_url
from situations.tests.table.test_table_claim import page, played, said
from tests.seen import seen

# test_table_more_laws' deal: West leads ♦2, dummy plays ♦A, East omits to play to trick 1.
DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
OMITTED = {
    "q": "state",
    "deal": DEAL,
    "contract": "4H",
    "declarer": "S",
    "play": ["W:D2", "N:DA", {"act": "omit", "seat": "E"}],
}
MAY_SUPPLY = {
    "tr": "Doğu 1. löveye kart oynamadı: her iki taraftan da birer oyuncu sonraki löveye kart oynamadan önce "
    "usulsüzlüğe dikkat çekilmişse hata düzeltilmek zorundadır (Yasa 67A): Doğu yasal olarak oynayabileceği bir "
    "kartı verir (Yasa 67A1).",
    "en": "East did not play to trick 1: the error must be rectified if attention is drawn to the irregularity "
    "before a player on each side has played to the following trick (Law 67A): East supplies a card he can "
    "legally play (Law 67A1).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("more", [[], ["S:D8", "N:SA"]])
def test_an_omission_says_67a_s_time_limit_while_67a1_applies(lang, more):
    """67A, TR "Bir oyuncu bir löveye kart oynamayı atladığı ... zaman, her iki taraftan da birer
    oyuncu sonraki löveye kart oynamadan önce usulsüzlüğe dikkat çekilmişse hata düzeltilmek
    zorundadır. 1. Bir löveye kart oynanması atlanmışsa bunu düzeltmek için, kusurlu oyuncu yasal
    olarak oynayabileceği bir kartı verir"; WBF "When a player has omitted to play to a trick ...
    the error must be rectified if attention is drawn to the irregularity before a player on each
    side has played to the following trick. 1. To rectify omission to play to a trick, the offender
    supplies a card he can legally play". While the engine cites 67A1 (trick 1 in progress; North,
    declarer's side, has led to trick 2 and East has not played to it) the line said only "East did
    not play to trick 1.": neither the time limit nor what 67A1 has him do (qa259 noticed it)."""
    query = with_revoke_status({**OMITTED, "play": [*OMITTED["play"], *more]})
    answer = rulings.answer(query)
    assert "67A1" in answer["laws"] and answer["defective"][0]["may_place"] == []
    said = describe(answer, query, lang)
    assert MAY_SUPPLY[lang] in said, said
    assert {"tr": "Doğu 1. löveye kart oynamadı.", "en": "East did not play to trick 1."}[lang] not in said


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_time_limit_is_not_said_once_67b_applies(lang):
    """67B: "both sides having played to the next trick" (TR "Her İki Taraf da Sonraki Löveye Kart
    Oynadıktan Sonra"): East has played to trick 2, so the Director proceeds under 67B1 and the
    line is 67B1's, not 67A's."""
    query = with_revoke_status({**OMITTED, "play": [*OMITTED["play"], "S:D8", "N:SA", "E:S7"]})
    said = describe(rulings.answer(query), query, lang)
    assert not any("67A" in sentence for sentence in said), said
    assert any("67B1" in sentence for sentence in said)


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_table_page_says_67a_s_time_limit(client, lang):
    page = seen(client.get(table_url(lang, play="W:D2,N:DA,omit:E")).content.decode())
    assert escape(MAY_SUPPLY[lang]) in page


# Law 50C, TR "Bir defans oyuncusunun bir minör cezalı kartı varken, cezalı kartı oynayıncaya kadar, aynı
# renkten onör derecesinin altında hiçbir kartı oynayamaz, ancak, bir onör kartı oynayabilir"; WBF "When a
# defender has a minor penalty card, he may not play any other card of the same suit below the rank of an
# honor until he has first played the penalty card, but he is entitled to play an honor card instead".
# Both texts forbid ("oynayamaz" / "may not play"); the claim's line said "oynamaz" / "plays no other
# card", a description of the line rather than the Law's prohibition.
MINOR = {
    "tr": "minör cezalı kartın sahibi, onu oynayıncaya kadar aynı renkten onör derecesinin altında başka kart "
    "oynayamaz (Yasa 50C).",
    "en": "the holder of a minor penalty card may not play any other card of its suit below the rank of an honour "
    "until he has played it (Law 50C).",
}
MINOR_OLD = {"tr": "başka kart oynamaz (Yasa 50C)", "en": "plays no other card of its suit"}
# North claims both tricks left at notrump (declarer South), East's ♠8 a minor penalty card; East claims
# none at notrump with his own ♥8 a minor penalty card (declarer North).
DECLARER_CLAIMS = {
    "q": "claim",
    "deal": "N:AK... 82... .QJ.. 76...",
    "trump": "NT",
    "lead": "N",
    "claimer": "N",
    "declarer": "S",
    "claimed": 2,
    "penalty": [{"seat": "E", "card": "S8", "kind": "minor"}],
}
DEFENDER_CLAIMS = {
    "q": "claim",
    "deal": "N:.AK.. .Q8.. ..T9. ..87.",
    "trump": "NT",
    "lead": "E",
    "claimer": "E",
    "declarer": "N",
    "claimed": 0,
    "penalty": [{"seat": "E", "card": "H8", "kind": "minor"}],
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("query", [DECLARER_CLAIMS, DEFENDER_CLAIMS], ids=["declarer", "defender"])
def test_a_claim_says_50c_s_prohibition_with_its_modal(lang, query):
    answer = rulings.answer(query)
    assert "50C" in answer["laws"], answer
    said = describe(answer, query, lang)
    assert any(sentence.endswith(MINOR[lang]) for sentence in said), said
    assert not any(MINOR_OLD[lang] in sentence for sentence in said)


# Law 27B3, WBF "except as provided in B1(b) above, if the offender attempts to substitute a double or a
# redouble for his insufficient bid the attempted call is cancelled. The offender must replace it as the
# foregoing allows and his partner must then pass whenever it is his turn to call"; TR "Kusurlu oyuncu,
# konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası kendisine her
# geldiğinde pas geçmek zorundadır". The English line said "South corrects his call again", the WBF's
# obligation ("must replace") made a description beside "his partner must pass"; the Turkish follows the
# official "düzeltir" and is unchanged.
INSUFFICIENT = {
    "q": "auction",
    "dealer": "N",
    "calls": ["N:1H", "E:1S", "S:1D", {"act": "reject", "seat": "W"}],
}


def test_27b3_says_the_offender_must_correct_his_call_again():
    answer = rulings.answer(INSUFFICIENT)
    assert answer["laws"] == ["27B"] and "X" in answer["legal"]
    said = describe(answer, INSUFFICIENT, "en")
    assert (
        "A double stands only if the Director judges it comparable (Law 27B1(b)); otherwise it is cancelled, South "
        "must correct his call again and his partner must pass whenever it is his turn to call (Law 27B3)."
    ) in said, said
    assert not any("South corrects his call again" in sentence for sentence in said)
    assert any(
        "Güney konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı" in s
        for s in describe(answer, INSUFFICIENT, "tr")
    )


# Law 68D1, TR "Talep veya terkte uzlaşılmış ise Yasa 69 uygulanır"; WBF "If the claim or concession is
# agreed, Law 69 applies"; 70A is the contested one's, TR "İtiraz edilmiş bir talep veya terk hakkında karar
# verirken ... talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir", WBF "In ruling on a
# contested claim or concession ... any doubtful point as to a claim shall be resolved against the claimer".
# 71B (TR "Bir oyuncu, kalan kartların herhangi bir normal şekilde oynanması sonucu kaybedemeyeceği bir löveyi
# terk etmişse"; WBF "if a player has conceded a trick that could not be lost by any normal play of the
# remaining cards") cancels the concession, agreed or not. With the opponents' agreement the page still said
# "any doubtful point is resolved against the claimer (Law 70A)" beside 71B, a Law that does not apply to it;
# an agreed claim that stands (69A) never said it.
DOUBTFUL = {"tr": "(Yasa 70A)", "en": "(Law 70A)"}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_agreed_concession_cancelled_under_71b_does_not_cite_70a(client, lang):
    agreed = said(page(client, lang, played(2), claimer="S", tricks="0", agreed="1"))
    assert any("71B" in sentence for sentence in agreed), agreed
    assert not any(DOUBTFUL[lang] in sentence for sentence in agreed), agreed
    # contested (68D2(a): Law 70 applies), the doubtful point is said as before
    contested = said(page(client, lang, played(2), claimer="S", tricks="0"))
    assert any("71B" in sentence for sentence in contested)
    assert any(DOUBTFUL[lang] in sentence for sentence in contested)
