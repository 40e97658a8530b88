"""What became of each call the engine ruled on without an event of the record saying it, in words.

The `auction` answer's `ruled_calls` (docs/rulings-cli.md, Additions, "The auction: calls ruled on
where no event of the record says it") names each such call (`seat`, `call`), its `ruling`
(accepted, cancelled, stands), `how` it was ruled, its paragraphs (`laws`) and the player whose
call decided it (`by`). `sentences` says each in the reader's language, in the words of the
paragraph the engine cites (the official Turkish of each, the WBF English): the guides' engine
examples and the tables (situations/engine_words.py, `_auction`) show them. Nothing is decided
here: each sentence reads one entry.
"""

from __future__ import annotations

from django.utils import translation
from django.utils.translation import gettext as _

from lawbook.labels import format_label
from rulings import words as names

from .engine_errors import owner


def sentences(answer: dict, lang: str) -> list[str]:
    """One sentence for each entry of `ruled_calls`, in the engine's order; then, for the passes
    17D3 cancels, once, to whom the auction reverts."""
    ruled = answer.get("ruled_calls") or []
    with translation.override(lang):
        out = [_sentence(entry, lang) for entry in ruled]
        reverts = []
        for entry in ruled:
            if entry["how"] == "subsequent_pass" and (entry["reverts_to"], entry["laws"][0]) not in reverts:
                reverts.append((entry["reverts_to"], entry["laws"][0]))
        # 17D3: TR "Böyle bir durumda, artırım, sıra kendisinde olan oyuncuya geri döner"; WBF "When
        # this occurs the auction reverts to the player who missed his turn".
        out += [
            _("The auction reverts to %(seat)s, who missed his turn (Law %(law)s).")
            % {"seat": names.seat(seat, lang, "dat"), "law": format_label(law)}
            for seat, law in reverts
        ]
    return out


def _sentence(entry: dict, lang: str) -> str:
    laws = [format_label(label) for label in entry["laws"]]
    words = {
        "owner": owner(entry["seat"], lang),
        "seat": names.seat(entry["seat"], lang),
        "call": names.call(entry["call"], lang),
        "law": laws[0],
        "law2": laws[1] if len(laws) > 1 else "",
        "by": names.seat(entry["by"], lang) if "by" in entry else "",
    }
    if entry["ruling"] == "accepted":
        return _accepted(entry["laws"][0], words)
    if entry["ruling"] == "stands":
        return _stands(entry, words)
    return _cancelled(entry, words, lang)


def _stands(entry: dict, words: dict) -> str:
    """37A, TR "soldaki rakip hakem bir onarma belirlemeden konuşursa, bu konuşma ve sonraki tüm
    yasal konuşmalar geçerli olarak kalırlar. Kusurlu oyuncunun artırımın geri kalan kısmında pas
    geçmesi gerekiyorsa, sonraki turlarda yine pas geçmek zorundadır"; WBF "offender's LHO calls
    before the Director has ruled on rectification, that call and all subsequent calls stand. If the
    offender was required to pass for the remainder of the auction he must still pass at subsequent
    turns" (the entry's `must_still_pass`)."""
    said = (
        _(
            "%(by)s called before the Director ruled on rectification: %(owner)s %(call)s, made when he was "
            "required to pass, stands (Law %(law)s)."
        )
        % words
    )
    if entry.get("must_still_pass"):
        said += " " + _("%(seat)s must still pass at subsequent turns (Law %(law)s).") % words
    return said


def _cancelled(entry: dict, words: dict, lang: str) -> str:
    """A cancelled call, by `how` it was cancelled."""
    how = entry["how"]
    if how == "correct_player_called":
        # 28B, TR "Doğru Oyuncunun Sıra Dışı Konuşmayı İptal Eden Konuşması ... artırım rakip o
        # konuşmayı yapmamış gibi devam eder"; WBF "Call by Correct Player Cancelling Call Out of
        # Rotation ... The auction proceeds as though the opponent had not called at that turn".
        return (
            _(
                "%(by)s called in turn: %(owner)s %(call)s out of rotation is cancelled, and the auction proceeds "
                "as though %(seat)s had not called at that turn (Law %(law)s)."
            )
            % words
        )
    if how == "lho_called":
        # 36A, TR "Kabulü olanaksız bir kontr veya sürkontrun onarılmasından önce soldaki rakip
        # konuşursa kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir"; WBF "If
        # offender's LHO calls before rectification of an inadmissible double or redouble the
        # inadmissible call and all subsequent calls are cancelled".
        return (
            _(
                "%(by)s called before rectification of %(owner)s inadmissible %(call)s: the inadmissible call is "
                "cancelled (Law %(law)s)."
            )
            % words
        )
    if how == "subsequent_call":
        return _("%(owner)s %(call)s is cancelled too: all subsequent calls are cancelled (Law %(law)s).") % words
    if how == "partner_called":
        # 29B, TR "sırasız konuşma iptal edilir"; WBF "a call out of rotation is cancelled".
        return _("%(owner)s %(call)s out of rotation is cancelled (Law %(law)s).") % words
    if how == "offender_called":
        # 36B1 / 37B1 "iptal edilir" / "is cancelled"; 36B2 TR "Kusurlu oyuncu konuşmasını yasal bir
        # konuşma ile değiştirmelidir", WBF "the offender must substitute a legal call"; 37B2 TR
        # "Kusurlu oyuncu konuşmasını pas ile değiştirmelidir", WBF "a pass is substituted".
        return _("%(owner)s %(call)s is cancelled (Law %(law)s); his next call replaces it (Law %(law2)s).") % words
    if how == "offender_called_out_of_rotation":
        said = _("%(owner)s %(call)s out of rotation is cancelled (Law %(law)s)") % words
        if "reverts_to" in entry:
            # 36B4, TR "artırım sıra kendinde olan oyuncuya geri döner"; WBF "the auction reverts to
            # the player whose turn it was to call".
            back = {"seat": names.seat(entry["reverts_to"], lang, "dat"), "law2": words["law2"]}
            said += _("; the auction reverts to %(seat)s, whose turn it was to call (Law %(law2)s)") % back
        return said + "."
    if how == "subsequent_pass":
        # 17D3, TR "Bundan sonraki tüm paslar geçersiz kılınır"; WBF "all subsequent passes are cancelled".
        return _("%(owner)s pass is cancelled (Law %(law)s).") % words
    # after_final_pass: 39A, TR "Artırımın sonuncu pasından sonra yapılan konuşmalar iptal edilir"; WBF
    # "All calls after the final pass of the auction are cancelled"; 39B, TR "yaptırım uygulanmaz";
    # WBF "there is no further rectification".
    if words["law2"]:
        return (
            _(
                "%(owner)s %(call)s after the final pass is cancelled (Law %(law)s); there is no further "
                "rectification (Law %(law2)s)."
            )
            % words
        )
    return _("%(owner)s %(call)s after the final pass is cancelled (Law %(law)s).") % words


def _accepted(label: str, words: dict) -> str:
    """A call accepted by its chooser's call over it, in its paragraph's own words."""
    if label == "27A1":
        # TR "Bu oyuncu konuşursa deklare kabul edilmiş olur"; WBF "It is accepted if that player calls".
        return _("%(by)s called: %(owner)s insufficient bid of %(call)s is accepted (Law %(law)s).") % words
    if label == "25B1":
        # TR "soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul edilmiş hale gelir";
        # WBF "It is accepted if LHO calls intentionally over it". The record holds that he called,
        # not that he meant to: the line says the paragraph's condition rather than assume it.
        return (
            _(
                "%(by)s called over it: %(owner)s changed call, %(call)s, is accepted if %(by)s called "
                "intentionally (Law %(law)s)."
            )
            % words
        )
    # 29A, TR "kusurlu oyuncunun solundaki rakip konuşma yapmayı seçebilir, böylece onarma hakkını
    # yitirir"; WBF "offender's LHO may elect to call thereby forfeiting the right to any rectification"
    # (32: "may be accepted at the option of the opponent next in rotation (see Law 29A)").
    return (
        _(
            "%(by)s called over %(owner)s %(call)s out of rotation, thereby forfeiting the right to any "
            "rectification: the call is accepted (Law %(law)s)."
        )
        % words
    )
