"""The ruling engine's answer to a guide's example, in words (both languages).

`ask` runs an EngineExample through `rulings` as a library (Laws 24, 44-64); `describe` turns the
answer into sentences. Describers are registered per query kind (`q`): the play (`state`,
`result`), a card exposed during the auction (`auction_exposure`, Law 24) and the auction itself
(`auction`, Laws 17-40: what became of each call ruled on without an event of the record saying it,
whose turn, who must pass and until when, the decision, the Law 26B lead
restriction, the final contract and declarer).
"""

from __future__ import annotations

import json
from functools import lru_cache

import rulings
from lawbook.labels import format_label
from rulings import revoke as revoke_status
from rulings import words as names
from rulings.cards import CARD_CODES
from rulings.laws import (
    DECLARER_LEAD_ACCEPTED,
    DECLARER_MUST_ACCEPT,
    DESIGNATION_ANYTHING,
    SEVERAL_SUITS_REQUIRED,
    TWO_IN_ONE_SUIT_REQUIRED,
    TWO_PENALTY_CARDS_DECLARER_DESIGNATES,
    UNABLE_TO_COMPLY,
    lead_choice_laws,
)
from rulings.tricks import trick_winner
from rulings.words import call as call_name

from .engine_errors import auction_refusal, fallback, play_refusal
from .guide import EngineExample
from .ruled_call_words import sentences as ruled_call_sentences
from .table import card_code

OPTION_WORDS = {
    "accept": ("kabul etmek", "accept"),
    "spread": ("elini yere açmak (yer olmak)", "spread his hand and become dummy"),
    "reject": ("geri çevirmek", "reject"),
    "require_lead": ("cezalı kartın rengini istemek", "require the lead of the penalty card's suit"),
    "forbid_lead": ("o rengi yasaklamak", "forbid that suit"),
    "no_restriction": ("kısıtlama koymamak", "leave the lead free"),
    # 57A1-57A4, as the premature-play guide names them
    "require_highest": ("oynanan rengin en büyük kartını istemek", "require the highest card of the suit led"),
    "require_lowest": ("oynanan rengin en küçük kartını istemek", "require the lowest card of the suit led"),
    "require_suit": ("başka bir rengi istemek", "require another suit"),
    "forbid_suit": ("başka bir rengi yasaklamak", "forbid another suit"),
    "designate": ("yerden oynanacak kartı belirtmek", "designate dummy's card"),  # 46B3(b), 46B5
    "choose_card": ("oynamak istediği kartı belirtmek", "designate the card he proposes to play"),  # 58B2
}
# 46B1 and 46B5 in the Laws' own words (TR “büyük”, ‘kazan’, “küçük”, “herhangi bir şey oyna”).
DESIGNATION_TEXTS = {
    "high": ("“büyük”", "“high”"),
    "low": ("“küçük”", "“low”"),
    "win": ("“kazan”", "“win”"),
    "any": ("“herhangi bir şey oyna”", "“play anything”"),
}
# A card named for dummy that the engine does not play (declarer designates again, its `decision`),
# keyed by the paragraph it cites, first found first: 46B4 TR "Eğer deklaran yerde olmayan bir
# kartı tanımlarsa, çağrı yok sayılır ve deklaran herhangi bir yasal kartı belirtebilir." / WBF "If
# declarer calls for a card that is not in dummy the call is invalid and declarer may designate any
# legal card."; 44C TR "her oyuncu eğer mümkünse renge uymak zorundadır. Bu yükümlülük bu Yasaların
# diğer tüm gereklerinden önce gelir." / WBF "each player must follow suit if possible. This
# obligation takes precedence over all other requirements of these Laws.", and 42A3, dummy TR
# "yerin oynanan renge uymasını sağlar" / WBF "ensures that dummy follows suit".
DESIGNATION_NOT_PLAYED = {
    "46B4": ("yerde yok: çağrı yok sayılır (Yasa 46B4)", "not in dummy: the call is invalid (Law 46B4)"),
    "44C": (
        "oynanamaz: yer renge uymak zorunda (Yasa 44C, 42A3)",
        "not playable: dummy must follow suit (Laws 44C, 42A3)",
    ),
}
KIND_WORDS = {"major": ("majör", "major"), "minor": ("minör", "minor")}
# The partner's lead with two or more penalty cards (Law 51B), where OPTION_WORDS (one card,
# 50D2(a)) would say "the penalty card's suit" and "that suit": keyed by the paragraph the engine
# cites for the choice. 51B1(a) "o rengi" / "that suit" (two or more cards in one suit); 51B2(a)
# "cezalı kartlarının bulunduğu renklerden birini" / "a specified suit in which the defender has a
# penalty card", 51B2(b) "bu renklerin bir veya daha fazlasını" / "one or more of such suits".
SEVERAL_PENALTY_CARDS_WORDS = {
    SEVERAL_SUITS_REQUIRED: {
        "require_lead": (
            "cezalı kartların bulunduğu renklerden birini istemek",
            "require the lead of one of the penalty cards' suits",
        ),
        "forbid_lead": ("bu renklerin bir veya daha fazlasını yasaklamak", "forbid one or more of those suits"),
    },
    TWO_IN_ONE_SUIT_REQUIRED: {
        "require_lead": ("cezalı kartların rengini istemek", "require the lead of the penalty cards' suit"),
    },
}


def _tr(lang: str) -> int:
    return 0 if lang == "tr" else 1


@lru_cache(maxsize=256)
def _ask(query_json: str, finish: bool) -> tuple[dict, dict]:
    query = with_revoke_status(json.loads(query_json))
    if finish:
        query = finished(query)
    return query, rulings.answer(query)


def ask(example: EngineExample) -> tuple[dict, dict]:
    """(the query asked, the engine's answer)."""
    return _ask(json.dumps(example.query, sort_keys=True), example.finish)


def with_revoke_status(query: dict) -> dict:
    """A play query (`state`, `result`) asking for each revoke's `status` and `status_law`, which
    the words say (docs/rulings-cli.md, Additions, "Each revoke's status"); an `auction` query
    asking for 26B's offenders (`lead_offenders`); any other as it is."""
    if query.get("q") == "auction":
        # 26B's offender by seat (Additions, qa195), which the 26B line names
        return {**query, "lead_offenders": True}
    return {**query, "revoke_status": True} if query.get("q") in ("state", "result") else query


def finished(query: dict) -> dict:
    """The play query carried on to the last trick with the first legal card each time, as a
    `result` query (the declaring side taken as not vulnerable)."""
    play = list(query["play"])
    while True:
        state = rulings.answer({**query, "q": "state", "play": play})
        if state.get("turn") is None or not state["legal"]:
            break
        play.append(f"{state['turn']}:{state['legal'][0]}")
    return {**query, "q": "result", "vul": query.get("vul", False), "play": play}


def describe(answer: dict, query: dict, lang: str) -> list[str]:
    """The engine's answer in sentences of `lang`. A sentence may mark words of the other language
    (lawbook/text/language_parts.py: the claim's "(⁅double dummy⁆)" in Turkish): the pages draw
    them with the `engine_sentence` filters; any other reader takes `plain()` of them."""
    if "error" in answer:
        # Not reached from the pages' own queries (each is asked after the engine took its record);
        # should it be, a sentence in the page's language comes before the engine's English.
        return [play_refusal(answer) or auction_refusal(answer) or f"{fallback()} {answer['error']}"]
    describer = DESCRIBERS.get(query.get("q"), _laws_only)
    # a claim's words read the query's penalty cards too (51A: `_penalty_cards_held`)
    words = _claim(answer, lang, query) if describer is _claim else describer(answer, lang)
    said = _designated_card(answer, query, lang) + words + _losing_line(answer, query, lang)
    if describer is _claim and _claim_agreed(answer, query):
        return [_agreed_search_words(sentence) for sentence in said]
    return said


def _claim_agreed(answer: dict, query: dict | None) -> bool:
    """An agreed claim or concession (the answer's 69A, or the query's `agreed` where the engine
    cancels an agreed concession under 71B alone: qa265)."""
    return "69A" in answer["laws"] or (query or {}).get("agreed") is True


# 68D1: TR "Talep veya terkte uzlaşılmış ise Yasa 69 uygulanır"; WBF "If the claim or concession is
# agreed, Law 69 applies". 70A is the contested claim's (TR "İtiraz edilmiş bir talep veya terk",
# WBF "a contested claim or concession"): for an agreed claim the engine's answer cites 69A (and
# 69B2) and the penalty cards' 50C/50D, never 70A. Its figure and its line still try each of
# declarer's choices (50D2's options, 51A's designation, 51B's) and keep the one that gives the
# claimer fewest tricks (docs/rulings-cli.md, "Penalty cards on the table": "The search tries every
# choice declarer has at each such lead ... and keeps the one that gives the claimer fewest
# tricks"), the line 69B2's note shows: the clauses say that search, not 70A's doubtful point
# (qa272; qa265 left it). Each pair: the contested claim's words, the agreed claim's.
AGREED_SEARCH_WORDS = (
    # 50D2's and 51B's choice on the partner's lead (`_lead_choice_clause`)
    (
        "seçeneklerden talep edene en az löve verdireni alınır (Yasa 70A)",
        "her seçenek denenir ve talep edene en az löve verdiren esas alınır",
    ),
    (
        "the option that gives the claimer fewest tricks is taken (Law 70A)",
        "every option is tried and the one that gives the claimer fewest tricks is kept",
    ),
    # 51A's designation not stated (`_penalty_cards_held`)
    (
        "talep edene en az löve verdireni alınır (Yasa 70A)",
        "her biri denenir ve talep edene en az löve verdiren esas alınır",
    ),
    (
        "the one that gives the claimer fewest tricks is taken (Law 70A)",
        "every one is tried and the one that gives the claimer fewest tricks is kept",
    ),
    # a choice on the line the statement could not make there (`_choice_words`)
    (
        "talep edene en az löve verdiren seçenek alınır (Yasa 70A)",
        "her seçenek denenir ve talep edene en az löve verdiren esas alınır",
    ),
    # a defender's claim: declarer's choices it cannot state (`_own_penalty_cards_held`)
    (
        "deklaranın talepten sonraki her seçimi, talep edenin aleyhine, talep edene en az löve verdiren seçenek olarak alınır (Yasa 70A)",
        "deklaranın talepten sonraki her seçiminde her seçenek denenir ve talep edene en az löve verdiren esas alınır",
    ),
    (
        "each choice of declarer's after the claim is taken against the claimer, the option that gives the claimer fewest tricks (Law 70A)",
        "at each choice of declarer's after the claim every option is tried and the one that gives the claimer fewest tricks is kept",
    ),
)


def _agreed_search_words(sentence: str) -> str:
    """An agreed claim's sentence with each 70A clause said as the search it is (AGREED_SEARCH_WORDS)."""
    for contested, agreed in AGREED_SEARCH_WORDS:
        sentence = sentence.replace(contested, agreed)
    return sentence


def _designated_card(answer: dict, query: dict, lang: str) -> list[str]:
    """After a designation of dummy's card (Law 46) that named a card: which card dummy played, as
    the engine played it (the `state` answer does not list the trick's cards)."""
    play = query.get("play") or []
    last = play[-1] if play else None
    if query.get("q") != "state" or not isinstance(last, dict) or last.get("act") != "designate":
        return []
    if answer.get("decision"):
        return []  # the Laws leave the card to a player: the decision says who and which
    state = rulings.play_state(query["deal"], query["contract"], query["declarer"], play)
    dummy = (state.declarer + 2) % 4
    cards = [*(state.completed[-1].cards if state.completed else ()), *state.current]
    played = [card for seat, card in cards if seat == dummy]
    if not played:
        return []
    card = names.card(card_code(played[-1]), lang)
    return [(f"Yerden {card} oynanır.", f"Dummy plays {card}.")[_tr(lang)]]


def designation_not_played(laws, lang: str) -> str:
    """Why the card declarer named for dummy was not played, in the words of the paragraph the
    engine cites for it (DESIGNATION_NOT_PLAYED); "" when it cites neither."""
    found = next((label for label in DESIGNATION_NOT_PLAYED if label in laws), None)
    return DESIGNATION_NOT_PLAYED[found][_tr(lang)] if found else ""


def _laws_only(answer: dict, lang: str) -> list[str]:
    return []


def _revoke_now(answer: dict, revoke: dict, lang: str) -> str:
    """What a revoke in a `state` answer is now, as the engine's `status` says it with its paragraph
    (`status_law`; docs/rulings-cli.md, Additions, "Each revoke's status")."""
    i, who = _tr(lang), names.seat(revoke["seat"], lang)
    status, law = revoke["status"], revoke["status_law"]
    if status == revoke_status.CORRECTED:
        return (f"{who} rönonsunu düzeltti.", f"{who} corrected the revoke.")[i]
    if revoke.get("penalty_card"):  # may not be corrected (52A), then established (63A1)
        return _penalty_card_revoke(revoke, lang, lapsed=bool(revoke.get("choice_lapsed")))
    if status == revoke_status.DEEMED:
        return _deemed_revoke(revoke, law, lang)
    if status == revoke_status.HELD_ESTABLISHED_AT_END:
        return _held_at_end_words(revoke, lang)
    if status == revoke_status.MUST_BE_CORRECTED and revoke["established"]:  # 62D1, 62C3: 63B's exceptions
        return _corrected_though_established_words(revoke, law, lang)
    if status == revoke_status.ESTABLISHED:
        by, failed = _established_by_words(revoke, lang), failed_to_play_clause(revoke, lang)
        failed = f": {failed}" if failed else ""
        return (
            f"{who} {revoke['trick']}. lövede rönons yaptı; rönons resmileşti{by}{failed}.",
            f"{who} revoked on trick {revoke['trick']}; the revoke is established{by}{failed}.",
        )[i]
    # 62A carries a condition: TR "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu
    # rönonsunu düzeltmek zorundadır"; WBF "A player must correct his revoke if attention is drawn to
    # the irregularity before it becomes established" (the Turkish "noticed" in both languages, as our
    # English of 62A says it: editor's note translation-62A). The line said "must be corrected"
    # with no condition; the engine cites 62A for it (qa175). Where the engine's status paragraph is
    # another (62C3, dummy's revoke of a pair: TR "her iki rönonsun da düzeltilmesi gerekir", WBF "both
    # revokes must be corrected"), the line cites it beside 62A, whose words it says (qa185).
    cited = ("Yasa 62A", "Law 62A")[i] if law in (None, "62A") else (f"Yasa 62A, {law}", f"Laws 62A, {law}")[i]
    return (
        f"{who} {revoke['trick']}. lövede rönons yaptı; rönons henüz resmileşmedi: rönons resmileşmeden önce "
        f"usulsüzlüğün farkına varılırsa oyuncu rönonsunu düzeltmek zorundadır ({cited}).",
        f"{who} revoked on trick {revoke['trick']}; the revoke is not established: if the irregularity is noticed "
        f"before the revoke becomes established, the player must correct his revoke ({cited}).",
    )[i]


def _established_by_words(revoke: dict, lang: str) -> str:
    """The paragraph of 63A whose act established the revoke, as the engine's `established_by` gives
    it (docs/rulings-cli.md, Additions, "Which act established a revoke"): 63A1 (TR "Kusurlu oyuncu
    veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında"; WBF "when the offender or his
    partner leads or plays to the following trick"), 63A2 (TR "bir sonraki löveye oynanacak kartı
    söylediğinde ya da başka herhangi bir şekilde işaret ettiğinde"; WBF "names or otherwise designates
    a card to be played to the following trick"), 63A3/63A4 (a claim, or agreement to one). The line
    named none, and the engine said 63A1 also where declarer's naming of dummy's card did it."""
    by = revoke.get("established_by")
    if not by:
        return ""
    return (f" (Yasa {format_label(by)})", f" (Law {format_label(by)})")[_tr(lang)]


def failed_to_play_clause(revoke: dict, lang: str) -> str:
    """64B3 for an established revoke the engine's `failed_to_play` names (docs/rulings-cli.md,
    Additions, "What a revoke failed to play"): TR "Rönons, cezalı bir kartın oynanmaması veya yere ait
    kartlardan herhangi birinin oynanmaması sonucu meydana gelmişse"; WBF "the revoke was made in failing
    to play a penalty card or any card belonging to dummy", with 64B's "(but see Law 64C)" (TR "(Ancak
    bkz Yasa 64C)"). Said by this line and by the table's claim line (table_claim_section `_law_64`,
    words186); empty for any other revoke, whose transfer the engine gives only from the whole play
    (qa186)."""
    failed, i = revoke.get("failed_to_play"), _tr(lang)
    if failed == revoke_status.PENALTY_CARD:
        return (
            "cezalı bir kartın oynanmaması sonucu meydana gelmiştir ve bunun için löve aktarılmaz (Yasa 64B3; "
            "ancak bkz. Yasa 64C)",
            "it was made in failing to play a penalty card, and no trick is transferred for it (Law 64B3; but "
            "see Law 64C)",
        )[i]
    if failed == revoke_status.DUMMY_CARD:
        return (
            "yere ait kartlardan herhangi birinin oynanmaması sonucu meydana gelmiştir ve bunun için löve "
            "aktarılmaz (Yasa 64B3; ancak bkz. Yasa 64C)",
            "it was made in failing to play a card belonging to dummy, and no trick is transferred for it (Law "
            "64B3; but see Law 64C)",
        )[i]
    return ""


def _corrected_though_established_words(revoke: dict, label: str, lang: str) -> str:
    """62D1 TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri
    konulmadan önce fark edilmiş ise düzeltilmelidir" / WBF "On the twelfth trick, a revoke, even if
    established, must be corrected if discovered before all four hands have been returned to the
    board"; 62C3 TR "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca
    birisi bir sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir" / WBF "If
    both sides revoke on the same trick and only one side has played to the subsequent trick, then
    both revokes must be corrected". "Established" alone would read as 63B's "may no longer be
    corrected"."""
    who, trick = names.seat(revoke["seat"], lang), revoke["trick"]
    by = _established_by_words(revoke, lang)
    head = (
        f"{who} {trick}. lövede rönons yaptı; rönons resmileşti{by}, ancak ",
        f"{who} revoked on trick {trick}; the revoke is established{by}, but ",
    )
    tail = {
        "62D1": (
            "on ikinci lövedeki rönons, resmileşmiş olsa dahi dört el borda geri konulmadan önce fark edilmiş ise "
            "düzeltilmelidir (Yasa 62D1).",
            "a revoke on the twelfth trick, even if established, must be corrected if discovered before all four "
            "hands have been returned to the board (Law 62D1).",
        ),
        "62C3": (
            "iki taraf da bu lövede rönons yaptı ve yalnızca bir taraf bir sonraki löveye kart verdi: iki rönonsun da "
            "düzeltilmesi gerekir (Yasa 62C3).",
            "both sides revoked on this trick and only one side has played to the subsequent trick: both revokes "
            "must be corrected (Law 62C3).",
        ),
    }[label]
    i = _tr(lang)
    return head[i] + tail[i]


def _state(answer: dict, lang: str) -> list[str]:
    i = _tr(lang)
    out = [_revoke_now(answer, revoke, lang) for revoke in answer["revokes"]]
    for penalty in answer["penalty_cards"]:
        who, card = names.seat(penalty["seat"], lang), names.card(penalty["card"], lang)
        kind = KIND_WORDS[penalty["kind"]][i]
        out.append(
            (
                f"{card}, {names.seat(penalty['seat'], lang, 'gen')} {kind} cezalı kartı.",
                f"{card} is a {kind} penalty card of {who}.",
            )[i]
        )
    restriction = answer.get("lead_restriction")
    if restriction:
        out += lead_restriction_words(restriction, lang, _unable_to_comply(answer, restriction))
    out += _defects(answer, lang)
    decision = answer.get("decision")
    if decision and decision.get("suits"):
        out.append(_auction_lead_choice(answer, decision, lang))
    elif decision:
        options = ", ".join(_option_words(o, answer, lang) for o in decision["options"])
        if decision.get("cards"):
            options += f" ({names.cards(decision['cards'], lang)})"
        out.append(_chooses(answer, decision, options, lang))
    elif answer.get("turn"):
        who = names.seat(answer["turn"], lang)
        legal = names.cards(answer["legal"], lang)
        out.append(
            (
                f"Sıra {names.seat(answer['turn'], lang, 'loc')}; oynayabileceği kartlar: {legal}.",
                f"{who} is to play; legal cards: {legal}.",
            )[i]
        )
        out += _declarer_designates(answer, lang)
    return out


def _declarer_designates(answer: dict, lang: str) -> list[str]:
    """51A: the legal cards are two or more of the defender's penalty cards and he does not choose
    among them: TR "o lövede hangisinin oynanacağını deklaran belirtir" / WBF "declarer designates
    which is to be played at that turn". The engine lists them as `legal` (the card then recorded
    is the one declarer names); the words say whose choice it is."""
    if TWO_PENALTY_CARDS_DECLARER_DESIGNATES not in answer.get("laws", ()):
        return []
    whose = names.seat(answer["turn"], lang, "gen")
    return [
        (
            f"{whose} bunlardan hangisini oynayacağını deklaran belirtir (Yasa 51A).",
            f"Declarer designates which of them {names.seat(answer['turn'], lang)} plays (Law 51A).",
        )[_tr(lang)]
    ]


def _unable_to_comply(answer: dict, restriction: dict) -> list[str] | None:
    """The engine's legal cards where it cites 59 at the restricted player's lead (rulings/play.py:
    he cannot lead as declarer chose, docs/rulings-cli.md, "Lead prohibitions"); None otherwise."""
    if UNABLE_TO_COMPLY in answer.get("laws", ()) and answer.get("turn") == restriction["seat"]:
        return list(answer.get("legal", ()))
    return None


def lead_restriction_words(restriction: dict, lang: str, unable: list[str] | None = None) -> list[str]:
    """50D2(a), 51B, 26B: the suit he must lead, and every suit forbidden to him (51B2(b): "bir veya
    daha fazlasını"), named with how long a prohibition lasts, one suit or several: 50D2(a) "çıkış
    kendisinde kaldığı müddetçe" / "for as long as he retains the lead", 51B1(b) and 51B2(b) "Eli
    başka bir oyuncu kazanana kadar" / "until the player loses the lead", 26B "çıkış kusurlu
    oyuncunun ortağında kaldığı sürece" / "for as long as the offender's partner retains the
    lead".

    `unable`, the engine's legal cards where it cites 59 for this lead (`_unable_to_comply`): 59, TR
    "Bir oyuncu ister gerekli renkte kartının bulunmaması ister yalnızca çıkış yasağı uygulanan renkte
    kartının bulunması ... nedeniyle bir onarmayı yerine getirmek için gerekli olan çıkışı ...
    gerçekleştiremiyorsa, yasal olan başka herhangi bir kartı oynayabilir"; WBF "A player may play any
    otherwise legal card if he is unable to lead or play as required to comply with a rectification,
    whether because he holds no card of the required suit, or because he has only cards of a suit he
    is prohibited from leading" (footnotes 13, 15: "If the player is unable to lead as required see
    Law 59"). Without it the line said "West must lead a club" beside legal cards of no club (qa259).
    Which part he cannot comply with is read from those cards: none of the suit required, or one of
    a suit forbidden."""
    i = _tr(lang)
    seat = restriction["seat"]
    who = names.seat(seat, lang)
    held = {card[0] for card in unable} if unable is not None else set()
    any_card = (
        "yasal olan başka herhangi bir kartı oynayabilir (Yasa 59)",
        "he may play any otherwise legal card (Law 59)",
    )[i]
    out = []
    if "require" in restriction:
        suit = names.SUIT_WORDS[lang][restriction["require"]]
        if unable is not None and restriction["require"] not in held:
            out.append(
                (
                    f"Deklaran {names.seat(seat, lang, 'abl')} {suit} çıkmasını istedi, ancak "
                    f"{names.seat(seat, lang, 'gen')} elinde {suit} yok: {any_card}.",
                    f"Declarer required {who} to lead a {suit}, but he holds none: {any_card}.",
                )[i]
            )
        else:
            out.append((f"{who} {suit} çıkmak zorunda.", f"{who} must lead a {suit}.")[i])
    forbidden = _forbidden(restriction)
    if forbidden:
        words = [names.SUIT_WORDS[lang][s] if lang == "tr" else f"a {names.SUIT_WORDS[lang][s]}" for s in forbidden]
        listed = _either(words, lang)
        if unable is not None and held & set(forbidden):
            out.append(
                (
                    f"{who}, çıkış kendisinde kaldığı sürece {listed} çıkamaz; ancak elinde yalnızca çıkış yasağı "
                    f"uygulanan renklerde kart bulunduğundan {any_card}.",
                    f"{who} may not lead {listed} for as long as he keeps the lead; but as he has only cards of a "
                    f"suit he is prohibited from leading, {any_card}.",
                )[i]
            )
        else:
            out.append(
                (
                    f"{who}, çıkış kendisinde kaldığı sürece {listed} çıkamaz.",
                    f"{who} may not lead {listed} for as long as he keeps the lead.",
                )[i]
            )
    return out


def _forbidden(restriction: dict) -> list[str]:
    """Every suit forbidden to the player on lead (one: `forbid`; several: `forbidden`)."""
    return restriction.get("forbidden") or ([restriction["forbid"]] if "forbid" in restriction else [])


# 50D2(b), 51B2(c) offered again while a suit forbidden at an earlier trick still is (footnotes 14,
# 16; 51B2(b) "Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder" / "The prohibition
# continues until the player loses the lead"; 51B2(c) in the official Turkish "herhangi yasal bir
# kartı çıkabilir", the WBF "may lead any card"): the lead is not free, no new restriction is added.
NO_NEW_RESTRICTION = ("yeni bir kısıtlama koymamak", "add no new restriction")


def _auction_lead_choice(answer: dict, decision: dict, lang: str) -> str:
    """Declarer's 26B choice at the offender's partner's first turn to lead (the engine's decision
    with `suits`), in the Law's words: TR "deklaran, kusurlu oyuncunun ortağının ilk oynaması
    sırasında (atak dahil) ... herhangi bir rengi oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu
    oyuncunun ortağında kaldığı sürece devam eder"; WBF "declarer may, at the offender's partner's
    first turn to lead (which may be the opening lead), prohibit offender's partner from leading any
    (one) suit ... Such prohibition continues for as long as the offender's partner retains the
    lead"."""
    by, seat = decision["by"], answer["turn"]
    listed = _either([names.SUIT_PLURALS[lang][s] for s in decision["suits"]], lang)
    return (
        f"Seçim {names.seat(by, lang, 'gen')} (Yasa 26B): {names.seat(seat, lang, 'gen')} bu ilk çıkışında şu renklerden birini çıkmasını yasaklamak: {listed}; ya da kısıtlama koymamak. Yasak, çıkış {names.seat(seat, lang, 'loc')} kaldığı sürece devam eder.",
        f"{names.seat(by, lang)} chooses (Law 26B): forbid {names.seat(seat, lang)} to lead one of these suits at this first turn to lead of his: {listed}; or leave the lead free. A prohibition lasts for as long as {names.seat(seat, lang)} keeps the lead.",
    )[_tr(lang)]


# 26B's button: one suit of those the offender did not specify ("herhangi bir rengi" / "any (one)
# suit"), where 50D2(a)'s "that suit" is the penalty card's.
FORBID_ONE_SUIT = ("rengi yasaklamak", "forbid the suit")


def button_words(option: str, answer: dict, lang: str) -> str:
    """An option as the table's button names it (a button per suit: the single card's words, but
    not "leave the lead free" while a suit stays forbidden)."""
    i = _tr(lang)
    if option == "forbid_lead" and (answer.get("decision") or {}).get("suits"):
        return FORBID_ONE_SUIT[i]
    if option == "no_restriction" and _forbidden(answer.get("lead_restriction") or {}):
        return NO_NEW_RESTRICTION[i]
    return OPTION_WORDS[option][i]


def _option_words(option: str, answer: dict, lang: str) -> str:
    """An option in words; with two or more penalty cards, as Law 51B words it; else as the
    table's button names it."""
    for law, words in SEVERAL_PENALTY_CARDS_WORDS.items():
        if law in answer.get("laws", ()) and option in words:
            return words[option][_tr(lang)]
    return button_words(option, answer, lang)


# 46B5: "either defender may designate the play from dummy" (TR "herhangi bir defans oyuncusu
# yerden oynanacak kartı belirtebilir"). The engine's `by` names dummy's left-hand opponent, the
# next in rotation (rulings/designation.py), but the Law gives the choice to either defender.
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}


def _either_defender(answer: dict, decision: dict) -> bool:
    """The Laws give the choice to either defender: 46B5 (TR "herhangi bir defans oyuncusu"), and
    55A after declarer's lead out of turn (TR "herhangi bir defans oyuncusu ... çıkışı kabul
    edebilir veya geri alınmasını isteyebilir. Defans oyuncuları farklı seçimler yaparlarsa
    sıradaki defans oyuncusunun seçimi geçerli olur" / "either defender may accept the lead ...
    or require its retraction ... If the defenders choose differently then the option expressed
    by the player next in turn to the irregular lead shall prevail"). The engine's `by` is the
    defender next in turn (rulings/designation.py, rulings/lead_out_of_turn.py)."""
    laws = answer.get("laws", ())
    if DESIGNATION_ANYTHING in laws and decision["options"] == ["designate"]:
        return True
    return DECLARER_LEAD_ACCEPTED in laws and decision["options"] == ["accept", "reject"]


def must_accept(answer: dict) -> bool:
    """54C: declarer who could have seen dummy's cards has no choice: "atağı kabul etmek
    zorundadır" / "he must accept the lead". The engine records it as a decision with the one
    option `accept` (the event that accepts), citing 54C."""
    decision = answer.get("decision") or {}
    return decision.get("options") == ["accept"] and DECLARER_MUST_ACCEPT in answer.get("laws", ())


def chooser(answer: dict, lang: str) -> str:
    """Who chooses, for the table page's heading: "East or West" where either defender may."""
    by = answer["decision"]["by"]
    if _either_defender(answer, answer["decision"]):
        return (" ya da " if lang == "tr" else " or ").join(names.seat(seat, lang) for seat in (by, PARTNER[by]))
    return names.seat(by, lang)


def _chooses(answer: dict, decision: dict, options: str, lang: str) -> str:
    by = decision["by"]
    if must_accept(answer):
        return (
            f"{names.seat(by, lang)} atağı kabul etmek zorundadır: yerin kartlarından birini görmüş olabilir (Yasa 54C).",
            f"{names.seat(by, lang)} must accept the lead: he could have seen one of dummy's cards (Law 54C).",
        )[_tr(lang)]
    if _either_defender(answer, decision):
        pair = [names.seat(seat, lang) for seat in (by, PARTNER[by])]
        if DECLARER_LEAD_ACCEPTED in answer["laws"]:
            next_in_turn = names.seat(by, lang, "gen") if lang == "tr" else pair[0] + "'s"
            return (
                f"Seçim defans oyuncularından herhangi birinin ({pair[0]} ya da {pair[1]}); farklı seçimler yaparlarsa {next_in_turn} seçimi geçerli olur (Yasa 55A): {options}.",
                f"Either defender ({pair[0]} or {pair[1]}) chooses; if they choose differently, {next_in_turn} option shall prevail (Law 55A): {options}.",
            )[_tr(lang)]
        return (
            f"Seçim defans oyuncularından herhangi birinin ({pair[0]} ya da {pair[1]}): {options}.",
            f"Either defender ({pair[0]} or {pair[1]}) chooses: {options}.",
        )[_tr(lang)]
    return (f"Seçim {names.seat(by, lang, 'gen')}: {options}.", f"{names.seat(by, lang)} chooses: {options}.")[
        _tr(lang)
    ]


def _deemed_revoke(revoke: dict, label: str, lang: str) -> str:
    """67B1(a)/(b): the card placed on a defective trick is not a revoke "established" under 63A
    but one the offender is deemed to have made, with its own trick transfer: TR "Özürlü lövede
    rönons yapmış sayılır ve Yasa 64A2'ye göre aktarılan 1 löve kaybına tabidir", WBF "He is
    deemed to have revoked on the defective trick and is subject to the loss of one trick
    transferred in accordance with Law 64A2"."""
    transfer = (
        " ve Yasa 64A2'ye göre aktarılan 1 löve kaybına tabidir.",
        " and is subject to the loss of one trick, transferred under Law 64A2.",
    )[_tr(lang)]
    return _deemed(revoke, label, lang) + transfer


def _deemed(revoke: dict, label: str, lang: str) -> str:
    """ "East is deemed to have revoked on trick 3 (Law 67B1(a))": said by the running play (with
    its transfer) and by the finished play's summary (whose transfer is stated apart)."""
    who, trick = names.seat(revoke["seat"], lang), revoke["trick"]
    return (
        f"{who} {trick}. lövede rönons yapmış sayılır (Yasa {label})",
        f"{who} is deemed to have revoked on trick {trick} (Law {label})",
    )[_tr(lang)]


def _penalty_card_revoke(revoke: dict, lang: str, lapsed: bool = False) -> str:
    """A penalty card not played, the card played instead accepted (52B1): a revoke (61A) that
    stands (52A), after whose establishment there is no automatic trick adjustment (64B3), with 64B's
    "(but see Law 64C)" (TR "(Ancak bkz Yasa 64C)"): 64C1's adjusted score is still the Director's
    (qa204). In 64B's words, TR "Rönonsun resmileşmesinden sonra ... otomatik löve ayarlaması
    yapılmaz", WBF "There is no automatic trick adjustment following an established revoke", said
    once: the line read "the revoke is established; once established it transfers no trick" (qa212).

    `lapsed`: the revoke's `choice_lapsed` (docs/rulings-cli.md, Additions, "Whose 52B choice
    lapsed"): the offender's side played on before declarer chose, so the card stands by 63B (TR
    "artık düzeltilemez ... ve rönonsun meydana geldiği löve oynandığı gibi kalır"; WBF "it may no
    longer be corrected ... and the trick on which the revoke occurred stands as played"), not by his
    acceptance (52B1(a) TR "deklaran bu çıkış veya oyunu kabul edebilir"; WBF "declarer may accept
    such lead or play"). Read from the field in every answer; it was inferred from 63B in `laws`,
    which only the answer whose card lapsed the choice cites, so a later answer read "accepted"
    (qa244, eng257)."""
    who, trick = names.seat(revoke["seat"], lang), revoke["trick"]
    stands = (
        (
            "deklaran seçmemişti ve oynadığı kart geçerli kalır (Yasa 63B)",
            "declarer had not chosen, and the card he played stands (Law 63B)",
        )
        if lapsed
        else ("oynadığı kart kabul edildi ve geçerli kalır", "the card he played was accepted and stands")
    )[_tr(lang)]
    head = (
        f"{who} {trick}. lövede cezalı kartını oynamadı: {stands}; bu bir rönonstur (Yasa 61A)",
        f"{who} did not play his penalty card on trick {trick}: {stands}; this is a revoke (Law 61A)",
    )[_tr(lang)]
    see_64c = ("(Yasa 64B3; ancak bkz. Yasa 64C).", "(Law 64B3; but see Law 64C).")[_tr(lang)]
    if revoke["established"]:
        by = _established_by_words(revoke, lang)
        return (
            f"{head} ve resmileşti{by}: otomatik löve ayarlaması yapılmaz {see_64c}",
            f"{head}, and it is established{by}: there is no automatic trick adjustment {see_64c}",
        )[_tr(lang)]
    return (
        f"{head}; henüz resmileşmedi, resmileşirse otomatik löve ayarlaması yapılmaz {see_64c}",
        f"{head}, not yet established; once it is, there is no automatic trick adjustment {see_64c}",
    )[_tr(lang)]


def _defects(answer: dict, lang: str) -> list[str]:
    """Law 67's defective tricks, as the engine reports them (`defective`)."""
    i = _tr(lang)
    out = []
    for defect in answer.get("defective", ()):
        who, trick = names.seat(defect["seat"], lang), defect["trick"]
        if defect.get("extra"):
            extra = names.cards(defect["extra"], lang)
            out.append(
                (
                    f"{who} {trick}. löveye birden fazla kart oynadı (fazla kart: {extra}).",
                    f"{who} played more than one card to trick {trick} (the extra card: {extra}).",
                )[i]
            )
            # 67B2(a), TR "bütün fazla kartları eline geri koymasını ister", WBF "requires the offender to
            # restore to his hand all extra cards": once the engine has restored them (`rectified`).
            if defect["rectified"] is not None:
                several = len(defect["extra"]) > 1
                out.append(
                    (
                        f"{who} fazla {'kartları' if several else 'kartı'} eline geri koydu (Yasa 67B2(a)).",
                        f"{who} restored the extra {'cards' if several else 'card'} to his hand (Law 67B2(a)).",
                    )[i]
                )
        elif defect["may_place"]:
            # 67B1: the Director "requires" the card placed (TR "yerleştirmesini ister"), and with the
            # suit led (a) "birini seçmek zorundadır" / "he must choose such a card"; `may_place` is the
            # cards 67B1 lets him place (docs/rulings-cli.md). The line said "koyar" / "he places" (qa259).
            cards = names.cards(defect["may_place"], lang)
            out.append(
                (
                    f"{who} {trick}. löveye kart oynamadı: oynanmış kartları arasına şunlardan birini koymak "
                    f"zorundadır: {cards} (Yasa 67B1).",
                    f"{who} did not play to trick {trick}: he must place one of these among his played cards: "
                    f"{cards} (Law 67B1).",
                )[i]
            )
        elif defect["rectified"] is None and "67A1" in answer["laws"]:
            # 67A's time limit, while the engine says the card may still be supplied (`laws` names
            # "67A1", docs/rulings-cli.md): TR "her iki taraftan da birer oyuncu sonraki löveye kart
            # oynamadan önce usulsüzlüğe dikkat çekilmişse hata düzeltilmek zorundadır"; WBF "the error
            # must be rectified if attention is drawn to the irregularity before a player on each side
            # has played to the following trick"; 67A1 TR "kusurlu oyuncu yasal olarak oynayabileceği
            # bir kartı verir", WBF "the offender supplies a card he can legally play" (qa259 noticed
            # the line said only that he did not play; qa265).
            out.append(
                (
                    f"{who} {trick}. löveye kart oynamadı: her iki taraftan da birer oyuncu sonraki löveye kart "
                    f"oynamadan önce usulsüzlüğe dikkat çekilmişse hata düzeltilmek zorundadır (Yasa 67A): {who} "
                    "yasal olarak oynayabileceği bir kartı verir (Yasa 67A1).",
                    f"{who} did not play to trick {trick}: the error must be rectified if attention is drawn to the "
                    "irregularity before a player on each side has played to the following trick (Law 67A): "
                    f"{who} supplies a card he can legally play (Law 67A1).",
                )[i]
            )
        elif defect["rectified"] is None:
            out.append((f"{who} {trick}. löveye kart oynamadı.", f"{who} did not play to trick {trick}.")[i])
    return out


def _held_at_end_words(revoke: dict, lang: str) -> str:
    """A revoke on the last trick that stands when play ends (`held_established_at_end`). 63A1
    establishes a revoke when the offender or his partner "leads or plays to the following trick"
    (TR "bir sonraki löveye çıkış yaptığı ya da kart oynadığında"), and the last trick has none; the
    engine, which models no claim (63A3, 63A4) and no designation (63A2) in a play record, holds it
    established once play has ended, as the shared contract says ("or at the end of play",
    docs/rulings-cli.md), and names no paragraph for it (`status_law` null). A player holds two
    cards at the last trick only after omitting to play to an earlier one (67A)."""
    who, trick = names.seat(revoke["seat"], lang), revoke["trick"]
    return (
        f"{who} {trick}. lövede rönons yaptı; rönons oyun bitmeden düzeltilmedi ve motor onu oyunun bitişinden "
        "itibaren resmileşmiş sayar, ancak Yasa 63A'nın hiçbir bendi oyunun bitişini anmaz.",
        f"{who} revoked on trick {trick}; the revoke was not corrected before play ended, and the engine holds it "
        "established from then on, though no paragraph of Law 63A names the end of play.",
    )[_tr(lang)]


def _result(answer: dict, lang: str) -> list[str]:
    i = _tr(lang)
    out = []
    for revoke in answer["revokes"]:
        who = names.seat(revoke["seat"], lang)
        status = revoke["status"]
        if status == revoke_status.DEEMED:
            # 67B1: deemed made on the defective trick (TR "rönons yapmış sayılır", WBF "deemed to
            # have revoked"), not a revoke established under 63A; its one trick is in the transfer
            out.append(_deemed(revoke, revoke["status_law"], lang) + ".")
            continue
        if status == revoke_status.CORRECTED:
            # corrected under 62A before it was established, or after under 62D1 or 62C3 (its
            # `status_law` names which): never "(established)", which a corrected revoke read
            out.append(
                (
                    f"{who} {revoke['trick']}. lövede rönons yaptı ve rönonsunu düzeltti.",
                    f"{who} revoked on trick {revoke['trick']} and corrected the revoke.",
                )[i]
            )
            continue
        if status == revoke_status.HELD_ESTABLISHED_AT_END:
            out.append(_held_at_end_words(revoke, lang))
            continue
        out.append(
            (
                f"{who} {revoke['trick']}. lövede rönons yaptı (resmileşti).",
                f"{who} revoked on trick {revoke['trick']} (established).",
            )[i]
        )
    out += [
        (
            f"Deklaran tarafı masada {answer['tricks_played']} löve aldı.",
            f"Declarer's side took {tricks_words(answer['tricks_played'], lang)} at the table.",
        )[i]
    ]
    transfer = answer["transfer"]
    if transfer["tricks"]:
        side = names.side(transfer["to"], lang, "dat" if lang == "tr" else None)
        out.append(
            (
                f"{transfer['tricks']} löve {side} geçer; deklaran tarafının lövesi {answer['tricks']}.",
                f"{tricks_words(transfer['tricks'], lang)} {'goes' if transfer['tricks'] == 1 else 'go'} to {side}; "
                f"declarer's side has {answer['tricks']}.",
            )[i]
        )
    else:
        out.append(("Löve aktarılmaz.", "No trick is transferred.")[i])
    out.append((f"Skor (Yasa 77): {answer['score']}.", f"Score (Law 77): {answer['score']}.")[i])
    if "64C" in answer["laws"]:
        out.append(
            (
                # 64C1: "ayarlı skor atayacaktır" / "shall assign an adjusted score": no discretion
                # once the Director judges the compensation insufficient.
                "Hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor atayacaktır (Yasa 64C).",
                "If the Director considers that the damage suffered by the non-offending side is not sufficiently compensated, he shall assign an adjusted score (Law 64C).",
            )[i]
        )
    return out


def _auction_exposure(answer: dict, lang: str) -> list[str]:
    i = _tr(lang)
    out = [
        (
            "Kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorunda."
            if answer["partner_must_pass"]
            else "Kusurlu oyuncunun ortağının pas geçme zorunluluğu yok.",
            "The offender's partner must pass at his next turn to call."
            if answer["partner_must_pass"]
            else "The offender's partner need not pass.",
        )[i]
    ]
    for penalty in answer["if_defender"]:
        card, kind = names.card(penalty["card"], lang), KIND_WORDS[penalty["kind"]][i]
        out.append(
            (
                f"Kusurlu oyuncu defansta kalırsa {card} {kind} cezalı kart olur.",
                f"If the offender becomes a defender, {card} is a {kind} penalty card.",
            )[i]
        )
    return out


def _auction(answer: dict, lang: str) -> list[str]:
    i = _tr(lang)
    # What became of each call ruled on without an event of the record saying it (`ruled_calls`:
    # 27A1, 29A, 25B1, 28B, 36A, 37A, 29B, 36B, 37B, 39A, 17D3), before what follows from it.
    out = ruled_call_sentences(answer, lang)
    decision = answer["decision"]
    before_rectification = _before_rectification(answer)
    if before_rectification:
        out.append(before_rectification[i])
    elif decision:
        options = ", ".join(OPTION_WORDS[o][i] for o in decision["options"])
        out.append(
            (
                f"Seçim {names.seat(decision['by'], lang, 'gen')}: {options}.",
                f"{names.seat(decision['by'], lang)} chooses: {options}.",
            )[i]
        )
    if "23A" in answer["laws"]:
        # 23B, 27B1(b), 30B1(b)(i), 31A2(a), 32A2(a): no further rectification, "ancak bkz. Yasa 23C" /
        # "but see Law 23C": at the end of play the Director may still adjust the score (23C names
        # each of those paragraphs). 23C's condition names the damage's cause (qa195, as qa190's
        # read-outs): TR "usulsüz konuşma sonucu edinilen yardımın olmaması halinde bordun sonucunun
        # farklı olabileceğine ve bunun sonucu olarak kusursuz tarafın zarar görmüş olabileceğine
        # kanaat getirirse, ayarlı skor uygulayacaktır"; WBF "without the assistance gained through
        # the infraction the outcome of the board could well have been different, and in consequence
        # the non-offending side is damaged, he shall award an adjusted score"; "may have" is the
        # official Turkish's (editor's note on 23C).
        out.append(
            (
                "Hakem yeni konuşmayı eşdeğer saydı (Yasa 23A): başka yaptırım yok; ancak oyunun sonunda hakem, "
                "usulsüzlükten gelen yardımın kusursuz tarafa zarar vermiş olabileceğine kanaat getirirse ayarlı "
                "skor uygulayacaktır (Yasa 23C).",
                "The Director judged the new call comparable (Law 23A): no further rectification; but if at the end "
                "of play the Director judges the irregularity's help may have damaged the non-offending side, he "
                "shall award an adjusted score (Law 23C).",
            )[i]
        )
    for must in answer["must_pass"]:
        who = names.seat(must["seat"], lang)
        if must["until"] == "end":
            out.append(
                (
                    f"{who} artırımın sonuna kadar her sırasında pas geçmek zorunda.",
                    f"{who} must pass whenever it is his turn, to the end of the auction.",
                )[i]
            )
        else:
            out.append(
                (
                    f"{who} yalnız bir sonraki konuşma sırasında pas geçmek zorunda.",
                    f"{who} must pass at his next turn to call (that turn only).",
                )[i]
            )
    if answer["over"]:
        out += _auction_end(answer, lang)
    elif not decision and answer["turn"]:
        out.append(_turn(answer, lang))
        out += _insufficient_bid_double(answer, lang)
        if "26B" in answer["laws"]:
            out += _pending_26b(answer, lang)
    return out


def _pending_26b(answer: dict, lang: str) -> list[str]:
    """26B while the auction goes on. 26B names the suits declarer may prohibit: TR "artırımda
    kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi"; WBF "any (one) suit which has not
    been specified in the legal auction by the offender" ("a suit" alone let a reader think any
    suit). Its offender is the engine's (`lead_offenders`, docs/rulings-cli.md, Additions), named
    by seat: the page beside it may speak of another offender (a call out of rotation at the turn
    of a player required to pass, 28A, after an insufficient bid's 27B2)."""
    i = _tr(lang)
    named = answer.get("lead_offenders")
    if not named:
        return [
            (
                "Kusurlu oyuncu defans oyuncusu olursa deklaran, ortağının ilk oynaması sırasında (atak dahil), "
                "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir "
                "(Yasa 26B).",
                "If the offender becomes a defender, declarer may, at his partner's first turn to lead (which may "
                "be the opening lead), prohibit the partner from leading any one suit which has not been specified "
                "in the legal auction by the offender (Law 26B).",
            )[i]
        ]
    out = []
    for entry in named:
        offender, partner = entry["offender"], entry["partner"]
        out.append(
            (
                f"{names.seat(offender, lang)} (Yasa 26B'nin kusurlu oyuncusu) defans oyuncusu olursa deklaran, "
                f"{names.seat(partner, lang, 'gen')} ilk oynaması sırasında (atak dahil), artırımda "
                f"{names.seat(offender, lang)} tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir "
                "(Yasa 26B).",
                f"If {names.seat(offender, lang)} (Law 26B's offender) becomes a defender, declarer may, at "
                f"{names.seat(partner, lang)}'s first turn to lead (which may be the opening lead), prohibit "
                f"{names.seat(partner, lang)} from leading any one suit which has not been specified in the legal "
                f"auction by {names.seat(offender, lang)} (Law 26B).",
            )[i]
        )
    return out


def _before_rectification(answer: dict) -> tuple[str, str] | None:
    """An inadmissible double or redouble (Law 36) or a call by a player required to pass (37):
    nothing is the left-hand opponent's to accept or reject; what follows depends on whether he
    calls before the Director has rectified it (36A, 37A: "Onarmadan Önce Soldaki Rakip
    Konuşmuşsa" / "LHO Calls before Rectification") or not (36B, 37B); for a defender's call
    after the final pass (39), 39B or 39C. The engine's decision `["reject"]` records the second
    (docs/rulings-cli.md)."""
    decision = answer["decision"]
    if not decision or decision["options"] != ["reject"]:
        return None
    # 39 (a defender's bid, double or redouble after the final pass) the same way: 39B if he calls
    # first (TR "Eğer kusurlu oyuncunun solundaki rakip onarmadan önce bir konuşma yaparsa ...
    # yaptırım uygulanmaz"; WBF "If offender's LHO calls before rectification ... there is no
    # further rectification"), otherwise 39C (TR "Eğer kusurlu oyuncunun solundaki rakip
    # usulsüzlükten sonra bir konuşma yapmazsa ... Yasa 26B'deki çıkış kısıtlamaları
    # uygulanabilir"; WBF "If offender's LHO has not called subsequent to the infraction ... the
    # lead restrictions in Law 26B may apply").
    pairs = {"36A": ("36A", "36B"), "37A": ("37A", "37B"), "39C": ("39B", "39C")}
    paragraphs = next((pairs[label] for label in answer["laws"] if label in pairs), None)
    if paragraphs is None:
        return None
    called, otherwise = paragraphs
    by = decision["by"]
    return (
        f"{names.seat(by, 'tr')}, hakem onarmayı belirlemeden önce konuşursa Yasa {called} uygulanır; aksi halde Yasa {otherwise}.",
        f"If {names.seat(by, 'en')} calls before the Director has rectified the irregularity, Law {called} applies; otherwise Law {otherwise}.",
    )


def _turn(answer: dict, lang: str) -> str:
    """Whose turn, and what he may call: pass, double or redouble where Law 19 lets him, and the
    lowest sufficient bid."""
    i = _tr(lang)
    seat, legal = answer["turn"], answer["legal"]
    if legal == ["pass"]:
        return (
            f"Sıra {names.seat(seat, lang, 'loc')}; yalnız pas geçebilir.",
            f"{names.seat(seat, lang)} is to call; he may only pass.",
        )[i]
    if len(legal) == 1:
        return (
            f"Sıra {names.seat(seat, lang, 'loc')}; {call_name(legal[0], lang)} konuşmasını tekrarlamak zorunda.",
            f"{names.seat(seat, lang)} is to call and must repeat {call_name(legal[0], lang)}.",
        )[i]
    words = [call_name(c, lang) for c in legal if c in ("pass", "X", "XX")]
    bids = [c for c in legal if c not in ("pass", "X", "XX")]
    if bids:
        words.append(
            (f"{call_name(bids[0], lang)} ve üstü bir deklare", f"a bid of {call_name(bids[0], lang)} or higher")[i]
        )
    listed = _either(words, lang)
    return (f"Sıra {names.seat(seat, lang, 'loc')}: {listed}.", f"{names.seat(seat, lang)} is to call: {listed}.")[i]


def _insufficient_bid_double(answer: dict, lang: str) -> list[str]:
    """The offender to correct an insufficient bid not accepted (the engine's `laws` is "27B"):
    `legal` offers a double or redouble that Law 19 allows, which stands only if the Director
    judges it comparable (27B1(b), 23A); otherwise 27B3 cancels it (TR "Yukarıda B1(b) ile hükme
    bağlananın dışında, kusurlu oyuncu yetersiz deklaresini bir kontr veya sürkontr ile düzeltme
    girişiminde bulunursa, yapılmak istenen bu konuşma iptal edilir. Kusurlu oyuncu, konuşmasını
    yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası kendisine her
    geldiğinde pas geçmek zorundadır"; WBF "except as provided in B1(b) above, if the offender
    attempts to substitute a double or a redouble for his insufficient bid the attempted call is
    cancelled. The offender must replace it as the foregoing allows and his partner must then pass
    whenever it is his turn to call"). The English says the offender "must" replace it, as the WBF
    does (it said "corrects", qa265); the Turkish keeps the official "düzeltir"."""
    doubles = [c for c in answer["legal"] if c in ("X", "XX")]
    if answer["laws"] != ["27B"] or not doubles:
        return []
    i, seat = _tr(lang), answer["turn"]
    call = call_name(doubles[0], lang)
    return [
        (
            f"{call.capitalize()} ancak hakem onu eşdeğer bir konuşma sayarsa geçerli olur (Yasa 27B1(b)); "
            f"aksi halde iptal edilir, {names.seat(seat, lang)} konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı "
            "konuşma sırası kendisine her geldiğinde pas geçmek zorundadır (Yasa 27B3).",
            f"A {call} stands only if the Director judges it comparable (Law 27B1(b)); otherwise it is "
            f"cancelled, {names.seat(seat, lang)} must correct his call again and his partner must pass "
            "whenever it is his turn to call (Law 27B3).",
        )[i]
    ]


def _either(words: list[str], lang: str) -> str:
    """ "pass, double or a bid of 2♠ or higher": a list ending in "or" ("ya da")."""
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + (" ya da " if lang == "tr" else " or ") + words[-1]


def _auction_end(answer: dict, lang: str) -> list[str]:
    i = _tr(lang)
    if answer["contract"] == "pass":
        return [
            ("Artırım bitti: dört pas, el oynanmaz.", "The auction is over: all four passed, the board is not played.")[
                i
            ]
        ]
    contract, declarer = names.contract(answer["contract"], lang), names.seat(answer["declarer"], lang)
    out = [
        (
            f"Artırım bitti: kontrat {contract}, deklaran {declarer}.",
            f"The auction is over: the contract is {contract}, declarer {declarer}.",
        )[i]
    ]
    restrictions = answer.get("lead_restrictions") or [r for r in [answer["lead_restriction"]] if r]
    for restriction in restrictions:
        out.append(_prohibition_26b(restriction, lang))
    # While the Director's 39 ruling is pending (39C: 26B "may apply") the restriction is not yet known.
    if not restrictions and "26B" not in answer["laws"] and not answer["decision"]:
        out.append(("Çıkış kısıtlaması yok.", "There is no lead restriction.")[i])
    return out


def _prohibition_26b(restriction: dict, lang: str) -> str:
    """26B, for each offender's partner the engine names (`lead_restrictions` when both defenders
    offended, each one's partner his own; else `lead_restriction`), in the Law's words: TR
    "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) ... herhangi bir
    rengi oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece
    devam eder"; WBF "declarer may, at the offender's partner's first turn to lead (which may be
    the opening lead), prohibit offender's partner from leading any (one) suit which has not been
    specified in the legal auction by the offender. Such prohibition continues for as long as the
    offender's partner retains the lead"."""
    i = _tr(lang)
    who, whose = names.seat(restriction["seat"], lang), names.seat(restriction["seat"], lang, "gen")
    listed = _either([names.SUIT_PLURALS[lang][s] for s in restriction["declarer_may_forbid_one_of"]], lang)
    return (
        f"Deklaran, {whose} ilk oynaması sırasında (atak dahil) şu renklerden birini oynamasını yasaklayabilir: {listed}; bu yasak, çıkış {names.seat(restriction['seat'], lang, 'loc')} kaldığı sürece devam eder (Yasa 26B).",
        f"At {who}'s first turn to lead (which may be the opening lead), declarer may prohibit him from leading any one of these suits: {listed}; such prohibition continues for as long as {who} retains the lead (Law 26B).",
    )[i]


def tricks_words(n: int, lang: str) -> str:
    """ "1 trick", "3 tricks"; "3 löve" (Turkish counts without a plural)."""
    return f"{n} löve" if lang == "tr" else f"{n} trick" if n == 1 else f"{n} tricks"


def _claim(answer: dict, lang: str, query: dict | None = None) -> list[str]:
    """A claim or concession, contested or agreed (docs/rulings-cli.md, "Additions"; Laws 69-71)."""
    i = _tr(lang)
    dd, worst, awarded = (tricks_words(answer[key], lang) for key in ("dd_tricks", "worst_tricks", "awarded"))
    # 68D1: an agreed claim or concession goes to Law 69, not Law 70 (TR "Talep veya terkte uzlaşılmış
    # ise Yasa 69 uygulanır"; WBF "If the claim or concession is agreed, Law 69 applies"), so 70A's
    # doubtful point is not said for it; an agreed concession the engine cancels under 71B cites 71B
    # alone, and the query's `agreed` says it was agreed (qa265: the line cited 70A there).
    agreed = _claim_agreed(answer, query)
    # With penalty cards the solver's figure counts them free, and `worst_tricks` (the defence held
    # to Laws 50 and 51) may be above it: the page says which figure is which (the query's `penalty`).
    held = bool({"50C", "50D"} & set(answer["laws"]))
    # declarer's 50D2/51B (or 26B) choice on a defender's lead made before the claim, or stated in
    # it (the query's `lead_restriction`, `lead_chosen`, `statement.lead_choice`): the answer's
    # `lead_choice` says which. The solver's figure sets aside what is in force at the claim, each
    # named only when it is: a lead restriction where the query gives one (`lead_restriction`; a
    # choice "made" may be 50D2(b)'s, no restriction), penalty cards where the answer cites 50C/50D
    # (a prohibition's card was picked up, 50D2(a)) (qa104; fix81).
    chosen = answer.get("lead_choice", [])
    restricted = bool((query or {}).get("lead_restriction"))
    out = [
        _double_dummy(dd, held, restricted, i),
        # 70A is Law 70's: an agreed claim is not contested (68D1), no doubtful point is resolved.
        (
            f"Açıklamasına uyup, açıklamanın söylemediği yerde herhangi bir normal kartı oynayarak, her savunmaya karşı en az {worst} alır.",
            f"Following the statement, and playing any normal card where it is silent, it takes at least {worst} against any defence.",
        )[i]
        if agreed
        else (
            f"Açıklamasına uyup, açıklamanın söylemediği yerde herhangi bir normal kartı oynayarak, her savunmaya karşı en az {worst} alır; talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir (Yasa 70A).",
            f"Following the statement, and playing any normal card where it is silent, it takes at least {worst} against any defence; any doubtful point shall be resolved against the claimer (Law 70A).",
        )[i],
    ]
    if "made" in chosen:
        # 50D2(a) TR "çıkış kendisinde kaldığı müddetçe", WBF "for as long as he retains the lead";
        # 51B1(b), 51B2(b) TR "Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder", WBF
        # "The prohibition continues until the player loses the lead"; 26B TR "Bu yasak, çıkış
        # kusurlu oyuncunun ortağında kaldığı sürece devam eder", WBF "Such prohibition continues
        # for as long as the offender's partner retains the lead"
        out.append(
            (
                "Deklaranın talepten önce çıkış üzerine yaptığı seçim geçerlidir: istenen renk talep anındaki çıkışı bağlar (Yasa 50D2(a), 51B), çıkış yasağı ise çıkış oyuncuda kaldığı müddetçe sürer (Yasa 50D2(a), 51B, 26B).",
                "Declarer's choice on the lead made before the claim holds: a suit required binds the lead at the claim (Laws 50D2(a), 51B), and a prohibition lasts for as long as the player retains the lead (Laws 50D2(a), 51B, 26B).",
            )[i]
        )
    if held:
        # 51A's designation arises for a defender with two or more penalty cards
        seats = [card.get("seat") for card in (query or {}).get("penalty") or [] if isinstance(card, dict)]
        designates = any(seats.count(seat) > 1 for seat in seats)
    if held and _by_defender(query or {}):
        out.append(_own_penalty_cards_held(answer["laws"], i, designates, _choice_laws(query or {}, answer)))
    elif held:
        stated = ((query or {}).get("statement") or {}).get("lead_choice")
        out.append(
            _penalty_cards_held(
                answer["laws"],
                i,
                chosen,
                designates,
                _stated_choice_words(stated, lang),
                "designation" in answer,
                _choice_laws(query or {}, answer, stated),
                _stated_designation_words(query or {}, lang),
            )
        )
    decides = answer["decides"]
    if decides:
        # a defender's claim: the paragraphs the engine cites beside the one that decides
        beside = [law for law in answer["laws"] if law in BESIDE_WORDS and law != decides]
        words = DECIDING_WORDS[decides]
        if not answer["line_shows_decides"]:
            words = NOT_NECESSARILY_BELOW[decides]
        if decides == "70D1" and answer["worst_tricks"] == answer["dd_tricks"]:
            # the solver's figure is the best line only where it sets nothing aside: with a penalty
            # card or a restriction held (`held`, "made") a legal line may take more (qa95)
            words = NO_LINE_MAKES_IT if not held and "made" not in chosen else NO_LINE_KNOWN
        out.append(words[i].format(awarded=awarded))
        out += [BESIDE_WORDS[law][i] for law in beside]
    elif "71B" in answer["laws"]:
        # Law 71, WBF: "within the Correction Period established under Law 79C the Director shall
        # cancel a concession" (TR "Yasa 79C’ye göre saptanmış Düzeltme Süreci içinde, hakem terki
        # ... iptal etmedikçe, geçerli kalmalıdır", the official text, sets no obligation: the words
        # say "cancels", the ruling the engine makes, which both texts allow).
        out.append(
            (
                f"Kalan kartların hiçbir normal oyunuyla kaybedilemeyecek löveler terk edilmiş: Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde hakem terki iptal eder ve talep eden taraf {awarded} alır (Yasa 71B).",
                f"Tricks that no normal play of the remaining cards could lose were conceded: within the Correction Period established under Law 79C the Director cancels the concession, and the claimer's side gets {awarded} (Law 71B).",
            )[i]
        )
    elif agreed:
        out += _agreed(answer, awarded, i)
    else:
        out.append(
            (
                f"Talep geçerli: talep eden taraf {awarded} alır.",
                f"The claim stands: the claimer's side gets {awarded}.",
            )[i]
        )
    return out


def _double_dummy(dd: str, held: bool, restricted: bool, i: int) -> str:
    """The solver's figure, said as what it counts: every card free, a penalty card (`held`) and a
    lead restriction in force at the claim (`restricted`) too, which `worst_tricks` does not; each
    named only when it is in force. The Turkish glosses the English term "double dummy", marked as
    English (lawbook/text/language_parts.py: the pages draw it in a span of its `lang`, qa106)."""
    if restricted:
        aside = (
            ("cezalı kartlar ve çıkış kısıtlaması", "the penalty cards and the lead restriction")
            if held
            else ("çıkış kısıtlaması", "the lead restriction")
        )[i]
        return (
            f"Dört el görülerek en iyi oyunla (⁅double dummy⁆), her kart serbestçe oynanabilir sayılırsa ({aside} bir yana bırakılarak), talep eden taraf {dd} alır.",
            f"With all four hands seen and best play (double dummy), every card counted free to be played ({aside} set aside), the claimer's side takes {dd}.",
        )[i]
    if held:
        return (
            f"Dört el görülerek en iyi oyunla (⁅double dummy⁆), cezalı kartlar da diğer kartlar gibi serbestçe oynanabilir sayılırsa, talep eden taraf {dd} alır.",
            f"With all four hands seen and best play (double dummy), the penalty cards counted free to be played as any other card, the claimer's side takes {dd}.",
        )[i]
    return (
        f"Dört el görülerek en iyi oyunla (⁅double dummy⁆) talep eden taraf {dd} alır.",
        f"With all four hands seen and best play (double dummy), the claimer's side takes {dd}.",
    )[i]


def _by_defender(query: dict) -> bool:
    """Whether a defender claims (the query's claimer not on declarer's side)."""
    claimer, declarer = str(query.get("claimer", "")), str(query.get("declarer", ""))
    if len(claimer) != 1 or len(declarer) != 1 or claimer not in "NESW" or declarer not in "NESW":
        return False
    return "NESW".index(claimer) % 2 != "NESW".index(declarer) % 2


def _choice_laws(query: dict, answer: dict, stated: object = None) -> list[str]:
    """The paragraphs of declarer's choice on a lead by the partner of a defender with major penalty
    cards, as the engine cites them (branch claimwords; qa97 did the form and the line): by the major
    penalty cards on the table at the claim (rulings.laws.lead_choice_laws, as the form's options:
    one card 50D2; two or more of one suit 51B1, with 50D2(b) for neither, 51B1 having no such
    option; more than one suit 51B2), only the stated choice's kind when one is stated, and each
    choice's `law` on the losing line (`losing_choices`: the cards when the choice is made, which can
    differ). With both defenders holding major penalty cards, which choice comes depends on who
    leads: 50D2, which points to Law 51 "for two or more penalty cards" (TR "(iki veya daha fazla
    cezalı kart için, bkz. Yasa 51)", WBF "(for two or more penalty cards, see Law 51)"), as the form.
    Paragraphs without their sub-paragraph ("51B2"), each once, in that order."""
    majors = [
        p
        for p in query.get("penalty") or []
        if isinstance(p, dict) and p.get("kind") == "major" and p.get("card") in CARD_CODES
    ]
    found: list[str] = []
    if majors:
        if len({p.get("seat") for p in majors}) != 1:
            kinds: tuple[str, ...] = ("50D2(a)", "50D2(a)", "50D2(b)")
        else:
            cited = lead_choice_laws(sum(1 << CARD_CODES.index(p["card"]) for p in majors))
            kinds = (cited[0], cited[0], cited[1]) if len(cited) == 2 else cited
        act = stated.get("act") if isinstance(stated, dict) else None
        if act in ("require_lead", "forbid_lead", "no_restriction"):
            kinds = (kinds[("require_lead", "forbid_lead", "no_restriction").index(act)],)
        found += kinds
    found += [c["law"] for c in answer.get("losing_choices") or [] if isinstance(c, dict) and c.get("law")]
    out: list[str] = []
    for law in found:
        paragraph = law.split("(")[0]
        if paragraph not in out:
            out.append(paragraph)
    return out or ["50D2"]


def _laws_named(paragraphs: list[str], i: int) -> str:
    """ "Law 51B2", "Laws 51B1 and 50D2" / "Yasa 51B2", "Yasa 51B1 ve 50D2"."""
    if len(paragraphs) == 1:
        return ("Yasa ", "Law ")[i] + paragraphs[0]
    joined = ", ".join(paragraphs[:-1]) + (" ve ", " and ")[i] + paragraphs[-1]
    return ("Yasa ", "Laws ")[i] + joined


# 50C, TR "cezalı kartı oynayıncaya kadar, aynı renkten onör derecesinin altında hiçbir kartı oynayamaz",
# WBF "he may not play any other card of the same suit below the rank of an honor until he has played
# the penalty card": said the same for either side's claim, with the Law's modal ("oynayamaz" / "may
# not play"; it said "oynamaz" / "plays no other card", a description, qa265).
_MINOR_PENALTY_CARD = (
    "minör cezalı kartın sahibi, onu oynayıncaya kadar aynı renkten onör derecesinin altında başka kart oynayamaz (Yasa 50C)",
    "the holder of a minor penalty card may not play any other card of its suit below the rank of an honour until he has played it (Law 50C)",
)


def _own_penalty_cards_held(laws: list[str], i: int, designates: bool, choice_laws: list[str] | None = None) -> str:
    """A defender's claim with his own side's penalty cards (branch claimpen3; docs/rulings-cli.md,
    "A defender's claim with his side's penalty cards"): the claiming side is held to them as any
    defender is, 50D1(a) (TR "bir majör cezalı kart ... ilk yasal fırsatta oynanmak zorundadır"; WBF
    "a major penalty card must be played at the first legal opportunity"), 50C (TR "cezalı kartı
    oynayıncaya kadar, aynı renkten onör derecesinin altında hiçbir kartı oynayamaz"; WBF "he may not
    play any other card of the same suit below the rank of an honor until he has first played the
    penalty card"); and what the Laws give declarer to choose, 51A's designation (TR "hangisinin
    oynanacağını deklaran belirtir"; WBF "declarer designates which is to be played") and 50D2's
    choice before his partner's lead (TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini
    belirtinceye kadar çıkış yapamaz"; WBF "he may not lead until declarer has stated which of the
    options below is selected"), a defender's claim cannot state: each is read against the claimer
    (70A, TR "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir"; WBF "any
    doubtful point as to a claim shall be resolved against the claimer")."""
    parts = []
    if "50D" in laws:
        parts.append(
            (
                "majör cezalı kart, açıklamadaki sıra ne olursa olsun, ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1)",
                "a major penalty card must be played at the first legal opportunity, whatever the order of the statement (Law 50D1)",
            )[i]
        )
        if designates:
            parts.append(
                (
                    "yasal olarak oynanabilecek iki ya da daha fazla cezalı karttan hangisinin oynanacağını deklaran belirtir (Yasa 51A)",
                    "of two or more penalty cards that can legally be played, declarer designates which is to be played (Law 51A)",
                )[i]
            )
        # 50D2 makes him wait for declarer's statement whatever the cards; the options are 51B's with
        # two or more penalty cards (claimwords; qa102 left it): 51B1, TR "Bir defans oyuncusunun bir
        # renkten iki veya daha fazla cezalı kartı varken", WBF "When a defender has two or more
        # penalty cards in one suit"; 51B2, TR "birden çok renkte cezalı kartı varken", WBF "When a
        # defender has penalty cards in more than one suit"
        options = choice_laws or ["50D2"]
        named = _laws_named(options, i)
        # 50D2 cited after the options' paragraph when the options do not name it already (qa104: "the
        # options of Laws 51B1 and 50D2 is selected (Law 50D2)" named it twice)
        waits = "" if "50D2" in options else (" (Yasa 50D2)", " (Law 50D2)")[i]
        parts.append(
            (
                f"çıkış sırası partnerinin majör cezalı kartı bulunan talep eden taraftaki defans oyuncusuna geldiğinde, deklaran {named}'deki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz{waits}",
                f"a defender of the claimer's side to lead while his partner has a major penalty card may not lead until declarer has stated which of the options of {named} is selected{waits}",
            )[i]
        )
    if "50C" in laws:
        parts.append(_MINOR_PENALTY_CARD[i])
    lead = (
        "Talep eden taraf, her defans oyuncusu gibi, cezalı kartlarını Yasa 50 ve 51'in gerektirdiği gibi oynar: ",
        "The claimer's side plays its penalty cards as Laws 50 and 51 require of any defender: ",
    )[i]
    against = (
        " Bu seçimler deklaranındır ve bir defans oyuncusunun talebi onları söyleyemez: deklaranın talepten sonraki her seçimi, talep edenin aleyhine, talep edene en az löve verdiren seçenek olarak alınır (Yasa 70A).",
        " These choices are declarer's, and a defender's claim cannot state them: each choice of declarer's after the claim is taken against the claimer, the option that gives the claimer fewest tricks (Law 70A).",
    )[i]
    return lead + "; ".join(parts) + "." + (against if "50D" in laws else "")


def _stated_designation_words(query: dict, lang: str) -> str:
    """The order of designations the claim stated (the query's `statement.designation`, claimwords),
    named for the 51A clause: "♠K, then ♦2" / "♠R, sonra ♦2"; "" for one card or none (the clause
    then reads as before)."""
    stated = (query.get("statement") or {}).get("designation")
    if not isinstance(stated, list) or len(stated) < 2 or not all(card in CARD_CODES for card in stated):
        return ""
    return (", sonra ", ", then ")[_tr(lang)].join(names.card(card, lang) for card in stated)


def _stated_choice_words(stated: object, lang: str) -> str:
    """The choice the claim stated (the query's `statement.lead_choice`), in 50D2's and 51B's words:
    (a) TR "cezalı kartın rengini çıkmasını istemek ... veya çıkış kendisinde kaldığı müddetçe o
    rengi çıkmasını yasaklamak", WBF "to require the defender to lead the suit of the penalty card,
    or to prohibit him from leading that suit for as long as he retains the lead"; 51B2(b) "bu
    renklerin bir veya daha fazlasını" / "one or more of such suits"; (b) TR "Bir çıkışı istememek
    veya yasaklamamak", WBF "not to require or prohibit a lead". "" for none given."""
    if not isinstance(stated, dict):
        return ""
    i = _tr(lang)
    suits = [s for s in (stated.get("suits") or [stated.get("suit")]) if s in names.SUIT_PLURALS["en"]]
    listed = ", ".join(names.SUIT_PLURALS[lang][s] for s in suits)
    if stated.get("act") == "no_restriction":
        return ("bir çıkışı istememek veya yasaklamamak", "not to require or prohibit a lead")[i]
    if stated.get("act") == "require_lead" and suits:
        return (f"{listed} rengini çıkmasını istemek", f"to require the lead of {listed}")[i]
    if stated.get("act") == "forbid_lead" and suits:
        return (
            f"çıkış kendisinde kaldığı müddetçe {listed} {'renklerini' if len(suits) > 1 else 'rengini'} çıkmasını yasaklamak",
            f"to prohibit the lead of {listed} for as long as he retains the lead",
        )[i]
    return ""


def _penalty_cards_held(
    laws: list[str],
    i: int,
    chosen: list[str],
    designates: bool = False,
    stated_words: str = "",
    designation_stated: bool = False,
    choice_laws: list[str] | None = None,
    designation_words: str = "",
) -> str:
    """How the claim's defence was held to its penalty cards: 50D1(a) (TR "bir majör cezalı kart ...
    ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty card must be played at the first
    legal opportunity") and 50D2's choice, not stated, read against the claimer (70A); with the
    answer's `lead_choice` (`chosen`), a choice made before the claim held (no choice tried at
    that lead: said by `_claim`) or a choice stated made at the first lead where declarer chooses
    after the claim, when it can be there (rulings/claims/penalty.py); 50C (TR
    "cezalı kartı oynayıncaya kadar, aynı renkten onör derecesinin altında hiçbir kartı oynayamaz";
    WBF "he may not play any other card of the same suit below the rank of an honor until he has
    first played the penalty card"). With `designates` (a defender has two or more penalty cards,
    all major: 50B), 51A (TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek
    iki veya daha fazla cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir";
    WBF "If it is a defender's turn to play and that defender has two or more penalty cards that can
    legally be played, declarer designates which is to be played at that turn"): the claim's
    statement names no designation, and the engine tries every one against the claimer (70A;
    docs/rulings-cli.md, "Penalty cards on the table": "every one is tried") (qa95); with
    `designation_stated` (the answer's `designation`, claimdesig), the designation stated is held at
    each turn where a card it names, still a penalty card, can legally be played (not one picked up
    under 50D2(a) or 51B, qa98), and every one tried only elsewhere."""
    parts = []
    if "50D" in laws:
        first = (
            "majör cezalı kart ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1); ",
            "a major penalty card must be played at the first legal opportunity (Law 50D1); ",
        )[i]
        parts.append(first + _lead_choice_clause(chosen, i, stated_words, choice_laws or ["50D2"]))
    if "50D" in laws and designates and designation_stated:
        # the stated order named (claimwords): "(♠K, then ♦2)"
        order = f" ({designation_words})" if designation_words else ""
        parts.append(
            (
                f"yasal olarak oynanabilecek iki ya da daha fazla cezalı karttan hangisinin oynanacağını deklaran belirtir (Yasa 51A): talepte söylediği belirtme{order} geçerlidir: söylediği kartlardan cezalı kart olarak kalan biri yasal olarak oynanabildiği her lövede o kart oynanır (birden çoksa ilk söylediği); diğer lövelerde, belirttiği kart söylenmediğinden, talep edene en az löve verdireni alınır (Yasa 70A)",
                f"of two or more penalty cards that can legally be played, declarer designates which is to be played (Law 51A): the designation stated in the claim{order} is held: at each turn where a card it names, still a penalty card, can legally be played, that card is played (the first it names, if several); at any other turn, his designation not being stated, the one that gives the claimer fewest tricks is taken (Law 70A)",
            )[i]
        )
    elif "50D" in laws and designates:
        parts.append(
            (
                "yasal olarak oynanabilecek iki ya da daha fazla cezalı karttan hangisinin oynanacağını deklaran belirtir (Yasa 51A); belirttiği kart söylenmediğinden, talep edene en az löve verdireni alınır (Yasa 70A)",
                "of two or more penalty cards that can legally be played, declarer designates which is to be played (Law 51A); his designation not being stated, the one that gives the claimer fewest tricks is taken (Law 70A)",
            )[i]
        )
    if "50C" in laws:
        parts.append(_MINOR_PENALTY_CARD[i])
    lead = (
        "Savunma cezalı kartlarını Yasa 50 ve 51'in gerektirdiği gibi oynar: ",
        "The defence plays its penalty cards as Laws 50 and 51 require: ",
    )[i]
    return lead + "; ".join(parts) + "."


def _lead_choice_clause(chosen: list[str], i: int, stated_words: str = "", choice_laws: list[str] | None = None) -> str:
    """50D2's choice on the partner's lead, as the claim search made it (`chosen`, the answer's
    `lead_choice`): stated in the claim (named, `stated_words`: claimui), made before it, or
    neither, read against the claimer (70A). The paragraph named is the engine's (`choice_laws`,
    `_choice_laws`: 51B1 or 51B2 with two or more penalty cards; before claimwords, always 50D2)."""
    named = _laws_named(choice_laws or ["50D2"], i)
    # TR "Yasa 50D2'ye göre": the dative follows the last digit as read (iki'ye, bir'e)
    dative = "'e" if named.endswith("1") else "'ye"
    if "stated" in chosen and stated_words:
        return (
            f"deklaranın talepte söylediği {named} seçimi ({stated_words}), talepten sonra seçim yaptığı ilk çıkışta, orada yapılabiliyorsa yapılır; yapılamıyorsa ve daha sonraki bir çıkışta, seçimi söylenmediğinden, seçeneklerden talep edene en az löve verdireni alınır (Yasa 70A)",
            f"declarer's choice under {named} stated in the claim ({stated_words}) is made at the first lead where he chooses after the claim, if it can be made there; otherwise, and at a later lead, his choice not being stated, the option that gives the claimer fewest tricks is taken (Law 70A)",
        )[i]
    if "stated" in chosen:
        return (
            f"deklaranın talepte söylediği {named} seçimi, talepten sonra seçim yaptığı ilk çıkışta, orada yapılabiliyorsa yapılır; yapılamıyorsa ve daha sonraki bir çıkışta, seçimi söylenmediğinden, seçeneklerden talep edene en az löve verdireni alınır (Yasa 70A)",
            f"declarer's choice under {named} stated in the claim is made at the first lead where he chooses after the claim, if it can be made there; otherwise, and at a later lead, his choice not being stated, the option that gives the claimer fewest tricks is taken (Law 70A)",
        )[i]
    if "made" in chosen:
        return (
            f"deklaranın talepten sonra {named}{dative} göre seçim yaptığı bir çıkışta, seçimi söylenmediğinden, seçeneklerden talep edene en az löve verdireni alınır (Yasa 70A)",
            f"at a lead where declarer chooses under {named} after the claim, his choice not being stated, the option that gives the claimer fewest tricks is taken (Law 70A)",
        )[i]
    return (
        f"ortağı çıkış yapacakken deklaranın {named}'deki seçimi söylenmediğinden, seçeneklerden talep edene en az löve verdireni alınır (Yasa 70A)",
        f"when the partner is to lead, declarer's choice under {named} not being stated, the option that gives the claimer fewest tricks is taken (Law 70A)",
    )[i]


def _losing_line(answer: dict, query: dict, lang: str) -> list[str]:
    """A claim's losing line trick by trick, as the claim quiz shows it: each trick numbered as the
    deal's tricks are (the one in progress at the claim is 14 less the cards left in a hand), the
    cards played to it before the claim named as such, and the trick's winner (Laws 44E, 44F,
    rulings.tricks) beside it, so that the Director reads the line as the play it is."""
    if query.get("q") != "claim" or not answer.get("losing_line"):
        return []
    i = _tr(lang)
    first_hand = query["deal"].split(":", 1)[1].split(" ")[0]
    number = 14 - len(first_hand.replace(".", "").replace("-", ""))
    trump = None if query["trump"] == "NT" else "CDHS".index(query["trump"])
    leader = "NESW".index(query["lead"])
    before = [("NESW"[(leader + k) % 4], card) for k, card in enumerate(query.get("trick") or [])]
    plays = [tuple(play.split(":")) for play in answer["losing_line"]]
    out = [("Löve kaybettiren bir oyun yolu, löve löve:", "A line of play that loses a trick, trick by trick:")[i]]
    start = 4 - len(before)
    tricks = [before + plays[:start]] + [plays[k : k + 4] for k in range(start, len(plays), 4)]
    # declarer's choices on the line (the answer's `losing_choices`), said before the trick they
    # were made at: the line shows the cards, not the choice behind them
    at_trick: dict[int, list[dict]] = {}
    for choice in answer.get("losing_choices") or []:
        at = choice["at"]
        at_trick.setdefault(0 if at < start else 1 + (at - start) // 4, []).append(choice)
    stated = (query.get("statement") or {}).get("lead_choice")
    first = True
    for k, trick in enumerate(tricks):
        for choice in at_trick.get(k, []):
            if choice["act"] == "designate":
                out.append(_designation_words(choice, number, lang))
            else:
                out.append(_choice_words(choice, number, stated if first else None, lang))
                first = False
        out.append(_trick_words(number, trick, len(before), trump, lang))
        number, before = number + 1, []
    return out


def _choice_words(choice: dict, number: int, stated: object, lang: str) -> str:
    """Declarer's 50D2/51B choice the line takes before a defender's lead, in the Laws' words
    (`_stated_choice_words`); the first one on the line, when the claim stated a choice, said to be
    that choice or, being another, one the statement could not make there (rulings/claims/penalty.py:
    made "at the first lead where declarer chooses after the claim", else every choice tried, 70A)."""
    i = _tr(lang)
    event = {"act": choice["act"], **({"suits": choice["suits"]} if "suits" in choice else {})}
    words = _stated_choice_words(event, lang)
    # the engine's paragraph for the choice, by the penalty cards on the table then (qa97: before,
    # 50D2(a) or 50D2(b) whatever they were; with penalty cards in more than one suit it is 51B2,
    # TR "Bir defans oyuncusunun birden çok renkte cezalı kartı varken", WBF "When a defender has
    # penalty cards in more than one suit"; two or more in one suit, 51B1)
    law = choice.get("law") or (
        "51B2(b)" if len(choice.get("suits", [])) > 1 else "50D2(b)" if choice["act"] == "no_restriction" else "50D2(a)"
    )
    seat = names.seat(choice["seat"], lang)
    said = (
        f"{number}. löveye {seat} çıkmadan önce deklaranın seçimi: {words} (Yasa {law})",
        f"Before {seat} leads to trick {number}, declarer's choice: {words} (Law {law})",
    )[i]
    if isinstance(stated, dict):
        named = stated.get("suits") or ([stated["suit"]] if "suit" in stated else [])
        same = stated.get("act") == choice["act"] and sorted(named) == sorted(choice.get("suits", []))
        said += (
            (", talepte söylenen seçim", ", the choice stated in the claim")[i]
            if same
            else (
                "; talepte söylenen seçim burada yapılamaz, bu yüzden talep edene en az löve verdiren seçenek alınır (Yasa 70A)",
                "; the choice stated in the claim cannot be made here, so the option that gives the claimer fewest tricks is taken (Law 70A)",
            )[i]
        )
    return said + "."


def _designation_words(choice: dict, number: int, lang: str) -> str:
    """51A on the line: TR "o lövede hangisinin oynanacağını deklaran belirtir"; WBF "declarer
    designates which is to be played at that turn"."""
    i = _tr(lang)
    card, owner = (
        names.card(choice["card"], lang),
        names.seat(choice["seat"], lang, "gen") if i == 0 else names.seat(choice["seat"], lang),
    )
    said = (
        f"{number}. lövede deklaran, {owner} yasal olarak oynanabilecek cezalı kartlarından {card} kartının oynanacağını belirtir (Yasa 51A)",
        f"At trick {number}, declarer designates {card}, of {owner}'s penalty cards that can legally be played, to be played (Law 51A)",
    )[i]
    if choice.get("stated"):  # the designation stated in the claim (claimdesig)
        said += (", talepte söylenen belirtme", ", the designation stated in the claim")[i]
    return said + "."


def _trick_words(number: int, trick: list, played_before: int, trump: int | None, lang: str) -> str:
    """ "Trick 9, after North ♠Q before the claim: East ♠9, ...; North wins it." """
    cards = [f"{names.seat(seat, lang)} {names.card(card, lang)}" for seat, card in trick]
    shown = ", ".join(cards[played_before:])
    if played_before:
        earlier = ", ".join(cards[:played_before])
        head = (
            f"{number}. löve, talepten önce {earlier} oynandıktan sonra",
            f"Trick {number}, after {earlier} before the claim",
        )
    else:
        head = (f"{number}. löve", f"Trick {number}")
    if len(trick) < 4:
        return (f"{head[0]}: {shown}.", f"{head[1]}: {shown}.")[_tr(lang)]
    winner = names.seat(trick_winner([(seat, CARD_CODES.index(card)) for seat, card in trick], trump), lang)
    return (f"{head[0]}: {shown}; löveyi {winner} alır.", f"{head[1]}: {shown}; {winner} wins it.")[_tr(lang)]


# The paragraph that decides a claim that fails, in its own verbs and with its conditions (the
# engine's answer met them): 70C "shall award a trick or tricks to the opponents" when its three
# conditions hold; 70D1 and 70E1 "shall not accept" a line; 70D2 "does not accept" a defender's
# claim (the official Turkish: the claim, where any part of it depends on partner's choice; the
# WBF: that part). The tricks are then the engine's adjudication (70A): the line below is the
# normal line that takes fewest, and it loses the trick the paragraph names unless the answer's
# `line_shows_decides` says not (then NOT_NECESSARILY_BELOW).
DECIDING_WORDS = {
    "70C": (
        "Yasa 70C: rakiplerden birinin elinde bir koz kalmıştır, talep eden bu koz hakkında bir beyanda bulunmamıştır, "
        "hakem onun talep anında bu kozdan haberi olduğu kanaatine varmamıştır (haberi olmaması olası sayılır) ve o koza "
        "normal bir oyunla bir löve kaybedilebilir (aşağıdaki yol): hakem rakiplere bir veya daha fazla löve verir; "
        "talep eden taraf {awarded} alır.",
        "Law 70C: an opponent still holds a trump, the claimer made no statement about it, the Director did not find "
        "that he knew of it when he claimed (so it is likely that he was unaware of it), and a trick could be lost to "
        "it by a normal play (the line below): the Director shall award the opponents a trick or tricks; the "
        "claimer's side gets {awarded}.",
    ),
    "70D1": (
        "Yasa 70D1: normal fakat daha az başarılı bir oyun tarzı vardır (aşağıdaki yol); bu yüzden hakem talep edenin "
        "orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir: talep eden taraf "
        "{awarded} alır.",
        "Law 70D1: there is an alternative normal line that would be less successful (the line below), so the "
        "Director shall not accept from the claimer any successful line not embraced in the original clarification "
        "statement: the claimer's side gets {awarded}.",
    ),
    "70E1": (
        "Yasa 70E1: bir rakip talepten önce o kartın rengine uymamış veya daha sonra herhangi bir normal oyun tarzında o "
        "renge uyamayacak olmadıkça, hakem başarısı özel bir kartı bir rakip yerine diğerinde bulmaya dayanan, talep "
        "edenin belirtmediği hiçbir oyun tarzını kabul etmeyecektir; aşağıdaki yolda böyle bir empas kaybeder: talep eden "
        "taraf {awarded} alır.",
        "Law 70E1: the Director shall not accept from the claimer any unstated line whose success depends on finding "
        "one opponent rather than the other with a particular card, unless an opponent failed to follow to the suit "
        "of that card before the claim or would subsequently fail to follow to it on any normal line; on the line "
        "below such a finesse loses: the claimer's side gets {awarded}.",
    ),
    "70D2": (
        "Yasa 70D2: bir defans oyuncusunun talebinin herhangi bir parçası ortağının normal seçeneklerden özellikle "
        "birini seçmesine dayanıyorsa hakem talebi kabul etmez (WBF İngilizcesinde yalnızca o parçayı kabul etmez); "
        "aşağıdaki yol normal bir yoldur: talep eden taraf {awarded} alır.",
        "Law 70D2: the Director does not accept a defender's claim any part of which depends on his partner "
        "selecting a particular play from among alternative normal plays (in the official Turkish; the WBF English "
        "does not accept that part only); the line below is a normal line: the claimer's side gets {awarded}.",
    ),
}


# 70D1 when no line makes the claim, not even double dummy: the engine's `decides` is then 70D1
# (docs/rulings-cli.md: "else 70D1, a normal, less successful line"), but no successful line exists
# for the paragraph's words to refuse (TR "ortada normal fakat daha az başarılı bir oyun tarzı varsa,
# talep edenin ... belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir"; WBF "shall not
# accept from claimer any successful line of play not embraced in the original clarification
# statement if there is an alternative normal line of play that would be less successful"): the
# claim fails on every line, and the Director adjudicates the result (70A: TR "hakem bordun sonucunu
# her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır", WBF "the Director adjudicates the
# result of the board as equitably as possible to both sides").
NO_LINE_MAKES_IT = (
    "Hiçbir oyun tarzı talep edilen löveleri sağlamaz, dört el görülerek en iyi oyunla bile: hakem bordun sonucunu "
    "her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır (Yasa 70A); aşağıdaki yol normal bir yoldur: "
    "talep eden taraf {awarded} alır.",
    "No line of play takes the tricks claimed, not even with all four hands seen: the Director adjudicates the "
    "result as equitably as possible to both sides (Law 70A); the line below is a normal line: the claimer's side "
    "gets {awarded}.",
)


# 70D1 with the solver's figure counting penalty cards free or a lead restriction set aside, when
# the claim gets that figure: a line the Laws allow may take more than the solver's figure (of two
# penalty cards the one declarer designates, 51A; a suit he requires, 50D2(a)), or none may take the
# tricks claimed, and the engine's answer does not say which; so neither NO_LINE_MAKES_IT nor 70D1's
# "successful line" is said, only what both readings share (70A: TR "hakem bordun sonucunu her iki
# taraf için de mümkün olduğunca eşit olarak kararlaştırır, ancak talep ile ilgili her şüpheli durum
# talep edenin aleyhine çözümlenecektir"; WBF "the Director adjudicates the result of the board as
# equitably as possible to both sides, but any doubtful point as to a claim shall be resolved against
# the claimer") (qa95).
NO_LINE_KNOWN = (
    "Aşağıdaki yol, savunmanın Yasaların izin verdiği gibi oynadığı normal bir yoldur ve talep edilenden az löve "
    "alır: hakem bordun sonucunu her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır, talep ile ilgili "
    "her şüpheli durum talep edenin aleyhine çözümlenecektir (Yasa 70A); talep eden taraf {awarded} alır.",
    "The line below is a normal line, against a defence that plays as the Laws allow, and takes fewer tricks than "
    "claimed: the Director adjudicates the result as equitably as possible to both sides, and any doubtful point shall be "
    "resolved against the claimer (Law 70A); the claimer's side gets {awarded}.",
)


# The paragraphs whose words above point at the line below for what they need (70C3's trick lost
# to the trump, 70E1's lost finesse), as said when the answer's `line_shows_decides` is false: a
# defender's claim whose paragraph is read on another line (rulings/claims/claim.py,
# `_whose_choice`: his partner playing his best normal card) while the line below is the least
# over the partner's choices too, and does not lose that trick (N:T2.A.. .7.8.A 6..6.2 3..9.T,
# East claiming 3: a trick goes to South's trump on West's best play, none on the line below).
# When it does lose it (most such claims: claimfix counted 562 of 569 for 70C), the words above
# say so. 70D1 and 70D2 need only a normal line that takes fewer tricks, which the line below is.
NOT_NECESSARILY_BELOW = {
    "70C": (
        "Yasa 70C: rakiplerden birinin elinde bir koz kalmıştır, talep eden bu koz hakkında bir beyanda bulunmamıştır, "
        "hakem onun talep anında bu kozdan haberi olduğu kanaatine varmamıştır (haberi olmaması olası sayılır) ve o koza "
        "normal bir oyunla bir löve kaybedilebilir (bunun aşağıdaki yolda olması gerekmez): hakem rakiplere bir veya "
        "daha fazla löve verir; talep eden taraf {awarded} alır.",
        "Law 70C: an opponent still holds a trump, the claimer made no statement about it, the Director did not find "
        "that he knew of it when he claimed (so it is likely that he was unaware of it), and a trick could be lost to "
        "it by a normal play (not necessarily on the line below): the Director shall award the opponents a trick or "
        "tricks; the claimer's side gets {awarded}.",
    ),
    "70E1": (
        "Yasa 70E1: bir rakip talepten önce o kartın rengine uymamış veya daha sonra herhangi bir normal oyun tarzında o "
        "renge uyamayacak olmadıkça, hakem başarısı özel bir kartı bir rakip yerine diğerinde bulmaya dayanan, talep "
        "edenin belirtmediği hiçbir oyun tarzını kabul etmeyecektir; normal bir yolda (bunun aşağıdaki yol olması gerekmez) "
        "böyle bir empas kaybeder: talep eden taraf {awarded} alır.",
        "Law 70E1: the Director shall not accept from the claimer any unstated line whose success depends on finding "
        "one opponent rather than the other with a particular card, unless an opponent failed to follow to the suit "
        "of that card before the claim or would subsequently fail to follow to it on any normal line; on a normal "
        "line, not necessarily the one below, such a finesse loses: the claimer's side gets {awarded}.",
    ),
}


# A paragraph the engine cites beside the one that decides a defender's claim (docs/rulings-cli.md,
# "A defender's claim"): 70D2 beside the claimer's own paragraph when tricks are lost on the
# partner's choices too, or when the engine could not tell whose choice it is (so "may"); 70C
# beside 70D2 when the partner's normal play loses the trick to a trump the claimer did not
# mention (70C3: "a trick could be lost to that trump by any normal play").
BESIDE_WORDS = {
    "70D2": (
        "Yasa 70D2 de anılır: bir defans oyuncusunun talebinin herhangi bir parçası ortağının normal seçeneklerden "
        "özellikle birini seçmesine dayanıyorsa hakem talebi kabul etmez (WBF İngilizcesinde yalnızca o parçayı "
        "kabul etmez); aşağıdaki yolun kaybettiği lövelerin bir kısmı ortağın seçimine dayanabilir.",
        "Law 70D2 is cited too: the Director does not accept a defender's claim any part of which depends on his "
        "partner selecting a particular play from among alternative normal plays (in the official Turkish; the WBF "
        "English does not accept that part only); some of the tricks the line below loses may depend on the "
        "partner's choice.",
    ),
    "70C": (
        "Yasa 70C de anılır: aşağıdaki yolda löve, talep edenin hakkında bir beyanda bulunmadığı bir koza kaybedilir "
        "(hakem onun talep anında bu kozdan haberi olduğu kanaatine varmamıştır) ve Yasa 70C3 o koza herhangi bir "
        "normal oyun ile kaybedilebilecek löveyi sayar.",
        "Law 70C is cited too: on the line below the trick goes to a trump the claimer made no statement about (the "
        "Director did not find that he knew of it when he claimed), and Law 70C3 counts a trick that could be lost "
        "to that trump by any normal play.",
    ),
}


def _agreed(answer: dict, awarded: str, i: int) -> list[str]:
    """An agreed claim or concession that stands (69A), and, when a normal line loses a trick, what
    69B2 leaves to the Director: "likely" (TR "muhtemelen") is his judgement, not the engine's. 69B
    says the agreement "may be withdrawn" (TR "geri alınabilir") and names no one who withdraws it
    (79B1: the Director applies 69B), so the words keep its passive (qa164)."""
    out = [
        (
            f"Rakipler kabul etti: talep ya da terk geçerlidir ve bord, talep ya da terk edilen löveler kazanılmış ya da kaybedilmiş gibi skorlanır; talep eden taraf {awarded} alır (Yasa 69A).",
            f"The opponents agreed: the claim or concession stands and the board is scored as though the tricks claimed or conceded had been won or lost in play; the claimer's side gets {awarded} (Law 69A).",
        )[i]
    ]
    if "69B2" in answer["laws"]:
        out.append(
            (
                "Normal bir oyun yolunda rakipler, kaybını kabul ettikleri bir löveyi alabilirdi (aşağıdaki yol). Düzeltme dönemi içinde, bir oyuncu oyunun devamında muhtemelen kendi tarafının kazanacağı bir lövenin kaybında anlaşmışsa anlaşma geri alınabilir (Yasa 69B2); rakiplerin o löveyi muhtemelen alıp almayacağı hakemin takdiridir, karar motoru bu takdiri yapmaz.",
                "On a normal line the opponents could win a trick they agreed to lose (the line below). Within the Correction Period the agreement may be withdrawn if a player agreed to the loss of a trick his side would likely have won had play continued (Law 69B2); whether the opponents would likely have won it is the Director's judgement, which the engine does not make.",
            )[i]
        )
    return out


DESCRIBERS = {
    "state": _state,
    "result": _result,
    "auction_exposure": _auction_exposure,
    "auction": _auction,
    "claim": _claim,
}
