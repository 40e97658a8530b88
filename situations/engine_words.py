"""The ruling engine's answer to a guide's example, in words (both languages).

`ask` runs an EngineExample through `rulings` as a library (Laws 24, 44-64); `describe` turns the
answer into sentences. Describers are registered per query kind (`q`), so that the auction queries
plug in here when the engine rules the auction.
"""
from __future__ import annotations

import json
from functools import lru_cache

import rulings
from quizzes import names

from .guide import EngineExample

OPTION_WORDS = {
    "accept": ("kabul etmek", "accept"),
    "spread": ("elini yere açmak (yer olmak)", "spread his hand and become dummy"),
    "reject": ("geri çevirmek", "reject"),
    "require_lead": ("cezalı kartın rengini istemek", "require the lead of the penalty card's suit"),
    "forbid_lead": ("o rengi yasaklamak", "forbid that suit"),
    "no_restriction": ("kısıtlama koymamak", "leave the lead free"),
}
KIND_WORDS = {"major": ("majör", "major"), "minor": ("minör", "minor")}


def _tr(lang: str) -> int:
    return 0 if lang == "tr" else 1


@lru_cache(maxsize=256)
def _ask(query_json: str, finish: bool) -> tuple[dict, dict]:
    query = json.loads(query_json)
    if finish:
        query = finished(query)
    return query, rulings.answer(query)


def ask(example: EngineExample) -> tuple[dict, dict]:
    """(the query asked, the engine's answer)."""
    return _ask(json.dumps(example.query, sort_keys=True), example.finish)


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
    if "error" in answer:
        return [answer["error"]]
    describer = DESCRIBERS.get(query.get("q"), _laws_only)
    return describer(answer, lang)


def _laws_only(answer: dict, lang: str) -> list[str]:
    return []


def _state(answer: dict, lang: str) -> list[str]:
    i = _tr(lang)
    out = []
    for revoke in answer["revokes"]:
        who = names.seat(revoke["seat"], lang)
        if revoke.get("corrected"):
            out.append((f"{who} rönonsunu düzeltti.", f"{who} corrected the revoke.")[i])
        elif revoke["established"]:
            out.append((f"{who} {revoke['trick']}. lövede rönons yaptı; rönons resmileşti.",
                        f"{who} revoked on trick {revoke['trick']}; the revoke is established.")[i])
        else:
            out.append((f"{who} {revoke['trick']}. lövede rönons yaptı; rönons henüz resmileşmedi ve düzeltilmek zorunda.",
                        f"{who} revoked on trick {revoke['trick']}; the revoke is not established and must be corrected.")[i])
    for penalty in answer["penalty_cards"]:
        who, card = names.seat(penalty["seat"], lang), names.card(penalty["card"], lang)
        kind = KIND_WORDS[penalty["kind"]][i]
        out.append((f"{card}, {names.seat(penalty['seat'], lang, 'gen')} {kind} cezalı kartı.",
                    f"{card} is a {kind} penalty card of {who}.")[i])
    restriction = answer.get("lead_restriction")
    if restriction:
        who = names.seat(restriction["seat"], lang)
        if "require" in restriction:
            suit = names.SUIT_WORDS[lang][restriction["require"]]
            out.append((f"{who} {suit} çıkmak zorunda.", f"{who} must lead a {suit}.")[i])
        else:
            suit = names.SUIT_WORDS[lang][restriction["forbid"]]
            out.append((f"{who} {suit} çıkamaz.", f"{who} may not lead a {suit}.")[i])
    decision = answer.get("decision")
    if decision:
        who = names.seat(decision["by"], lang)
        options = ", ".join(OPTION_WORDS[o][i] for o in decision["options"])
        out.append((f"Seçim {names.seat(decision['by'], lang, 'gen')}: {options}.",
                    f"{who} chooses: {options}.")[i])
    elif answer.get("turn"):
        who = names.seat(answer["turn"], lang)
        legal = names.cards(answer["legal"], lang)
        out.append((f"Sıra {names.seat(answer['turn'], lang, 'loc')}; oynayabileceği kartlar: {legal}.",
                    f"{who} is to play; legal cards: {legal}.")[i])
    return out


def _result(answer: dict, lang: str) -> list[str]:
    i = _tr(lang)
    out = []
    for revoke in answer["revokes"]:
        who = names.seat(revoke["seat"], lang)
        out.append((f"{who} {revoke['trick']}. lövede rönons yaptı (resmileşti).",
                    f"{who} revoked on trick {revoke['trick']} (established).")[i])
    out += [(f"Deklaran tarafı masada {answer['tricks_played']} löve aldı.",
            f"Declarer's side took {answer['tricks_played']} tricks at the table.")[i]]
    transfer = answer["transfer"]
    if transfer["tricks"]:
        side = names.side(transfer["to"], lang, "dat" if lang == "tr" else None)
        out.append((f"{transfer['tricks']} löve {side} geçer; deklaran tarafının lövesi {answer['tricks']}.",
                    f"{transfer['tricks']} trick(s) go to {side}; declarer's side has {answer['tricks']}.")[i])
    else:
        out.append(("Löve aktarılmaz.", "No trick is transferred.")[i])
    out.append((f"Skor (Yasa 77): {answer['score']}.", f"Score (Law 77): {answer['score']}.")[i])
    if "64C" in answer["laws"]:
        out.append(("Hakem, kusursuz taraf yeterince telafi edilmediyse skoru düzeltebilir (Yasa 64C).",
                    "The Director may still adjust the score if the non-offending side is not sufficiently compensated (Law 64C).")[i])
    return out


def _auction_exposure(answer: dict, lang: str) -> list[str]:
    i = _tr(lang)
    out = [("Kusurlu oyuncunun ortağı sıra kendisine ilk geldiğinde pas geçmek zorunda." if answer["partner_must_pass"]
            else "Ortağın pas geçme zorunluluğu yok.",
            "The offender's partner must pass at his next turn to call." if answer["partner_must_pass"]
            else "The offender's partner need not pass.")[i]]
    for penalty in answer["if_defender"]:
        card, kind = names.card(penalty["card"], lang), KIND_WORDS[penalty["kind"]][i]
        out.append((f"Kusurlu oyuncu defansta kalırsa {card} {kind} cezalı kart olur.",
                    f"If the offender becomes a defender, {card} is a {kind} penalty card.")[i])
    return out


DESCRIBERS = {"state": _state, "result": _result, "auction_exposure": _auction_exposure}
