"""The director's score calculator (/tr/hakem/skor/, /en/director/score/): a weighted assigned
adjusted score (Law 12C1(c)) scored by matchpoints (78A) or IMPs (78B), or an artificial adjusted
score (12C2). A GET form, so that a result is a URL to share and the page works without
JavaScript; every step is the engine's (rulings.weighted_score, rulings.artificial_score), the
page only lays it out. Bad input is a form error in the page's language, with status 400. A link
that states the side and the board's vulnerability (`side`, `vul`: the ruling desk's score step)
has them said above the result and the results checked at that vulnerability (qa85)."""

from __future__ import annotations

from decimal import Decimal
from typing import NamedTuple

from django.shortcuts import render
from django.utils.formats import number_format
from django.utils.translation import gettext as _

import rulings
from lawbook.editions.editions import current_code
from lawbook.layers import SiteLinks
from lawbook.models import Paragraph
from rulings import words

from .guide import current_lang
from .paragraphs import cited
from .score_form import FAULTS, BoardVulnerability, ScoreForm, engine_error, read

# The paragraphs the page rests on, whatever is asked: how a weighted or an artificial score is
# given (12C1(c), 12C2) and how each potential result is scored (78A, 78B).
PAGE_LAWS = ("12C1(c)", "12C2", "78A", "78B")
# 12C2(a): average plus, average or average minus "according to responsibility for the irregularity".
ARTIFICIAL_SHARE = "12C2(a)"
# The side the scores are for and the board's vulnerability, where the link states them: the ruling
# desk's score step ("Every step in the adjusted score calculator") carries its own `side` and `vul`.
SIDES = ("NS", "EW")
VULNERABILITIES = ("None", "NS", "EW", "All")


def score(request):
    side, vul = _stated(request.GET)
    form = read(request.GET, BoardVulnerability(side, vul) if side and vul else None)
    context: dict = {
        "form": form,
        "fault_choices": fault_choices(),
        "result": None,
        "carried": [(name, value) for name, value in (("side", side), ("vul", vul)) if value],
    }
    if form.query is not None:
        try:
            if form.kind == "weighted":
                context["result"] = _weighted_steps(form)
            else:
                context["result"] = _artificial_steps(form)
        except rulings.QueryError as exc:
            form.errors.append(engine_error(str(exc)))
        else:
            context["result"]["stated"] = stated_words(side, vul if form.kind == "weighted" else "")
    lang = current_lang()
    laws = context["result"]["laws"] if context["result"] else []
    context["paragraphs"] = paragraph_links(PAGE_LAWS, lang)
    urls = {p["label"]: p["url"] for p in context["paragraphs"]}
    context["weighted_url"], context["artificial_url"] = urls.get("12C1(c)", ""), urls.get("12C2", "")
    context["result_laws"] = paragraph_links(laws, lang)
    return render(request, "situations/score.html", context, status=400 if form.errors else 200)


def _stated(params) -> tuple[str, str]:
    """The side and the vulnerability the link states ("" for either when absent or not one)."""
    side, vul = params.get("side", ""), params.get("vul", "")
    return (side if side in SIDES else ""), (vul if vul in VULNERABILITIES else "")


def stated_words(side: str, vul: str) -> str:
    """Whose score the figures are, as the ruling desk's score step says it ("Weighted assigned
    adjusted score for East-West"): the calculator it links to showed the same figures without the
    side, and checked the results at either vulnerability though the link states the board's (qa85).
    A weighted score's results are then Law 77's at that vulnerability (score_form.BoardVulnerability)."""
    if not side:
        return ""
    lang = current_lang()
    if vul:
        return _("For %(side)s, %(vulnerability)s: each result is checked against Law 77 at that vulnerability.") % {
            "side": words.side(side, lang),
            "vulnerability": words.vulnerability(vul, lang),
        }
    return _("For %(side)s.") % {"side": words.side(side, lang)}


def _weighted_steps(form: ScoreForm) -> dict:
    assert form.query is not None
    result = rulings.weighted_score(form.query)
    used = [row for row in form.rows if row.percent is not None]
    lines = [
        {
            "number": row.number,
            "score": _signed(line.score),
            "points": _signed(line.points) if result.form == "imps" else str(line.points),
            "percent": percent(plain(row.percent or Decimal(0))),
            "weighted": minus_sign(plain(line.weighted)),
        }
        for row, line in zip(used, result.lines, strict=True)
    ]
    total = rulings.round2(result.total)
    return {
        "kind": "weighted",
        "form": result.form,
        "lines": lines,
        "total": minus_sign(plain(total)),
        "exact_total": minus_sign(plain(result.total)) if total != result.total else "",
        "top": result.top,
        "percent": percent(plain(rulings.round2(result.percent))) if result.percent is not None else "",
        "laws": list(result.laws),
    }


def _artificial_steps(form: ScoreForm) -> dict:
    assert form.query is not None
    result = rulings.artificial_score(form.query)
    laws = list(result.laws)
    if result.form == "imps" and ARTIFICIAL_SHARE not in laws:
        # Which score the share of fault gives is 12C2(a)'s at IMPs too; 12C2(b) turns average plus
        # and minus into IMPs. The contract's `laws` names 12C2(b) only (docs/rulings-cli.md).
        laws.insert(0, ARTIFICIAL_SHARE)
    return {
        "kind": "artificial",
        "form": result.form,
        "fault": dict(fault_choices())[result.fault],
        "percent": percent(plain(rulings.round2(result.percent))) if result.percent is not None else "",
        "imps": signed_imps(Decimal(result.imps)) if result.imps is not None else "",
        "session": result.session,
        **artificial_notes(result, "session_percent" in form.query)._asdict(),
        "laws": laws,
    }


class ArtificialNotes(NamedTuple):
    """The calculator's notes under an artificial figure, the desk's too (polish71)."""

    bound: str  # what the Law says of the figure where it is not all of it (artificial_bound, varied_bound)
    session_note: str  # why a session percentage typed did not replace it (session_not_applied)


def artificial_notes(result: rulings.ArtificialScore, session_typed: bool) -> ArtificialNotes:
    """The notes of an artificial figure: none on a contestant's session percentage (12C2(c) replaced
    it); the Tournament Organizer's figure said as his (12C2(b)), else the figure's bound or reading;
    and, where a session percentage was typed, why it did not replace the figure."""
    if result.session:
        return ArtificialNotes("", "")
    bound = varied_bound(result.fault) if result.varied else artificial_bound(result.form, result.fault)
    return ArtificialNotes(bound, session_not_applied(result.fault) if session_typed else "")


def artificial_bound(form: str, fault: str) -> str:
    """What the Law says of the figure the engine gives, where the page's figure is not all of it:
    12C2(a) sets average plus at "en az % 60" (at least) and average minus at "en çok % 40" (at
    most) of the matchpoints in pairs, and 12C2(b)'s plus or minus 3 IMPs "Organizasyon Komitesince
    değiştirilebilir" (may be varied by the Tournament Organizer, with the Regulating Authority's
    approval), "Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde" (WBF "as provided for by Laws
    78D, 86B3 and (d) hereunder": said since fix80, the power being no wider than that). Average at matchpoints (50 %) has no such clause; average at IMPs has no figure in the
    Laws (12C2(b) speaks of average plus and minus only), and the page says 0 is the calculator's."""
    if form == "mp":
        if fault == "none":
            return _(
                "Law 12C2(a): average plus is at least 60 % of the matchpoints in a pairs event; the figure above is that minimum."
            )
        if fault == "directly":
            return _(
                "Law 12C2(a): average minus is at most 40 % of the matchpoints in a pairs event; the figure above is that maximum."
            )
    elif fault in ("none", "directly"):
        return _(
            "Law 12C2(b): the Tournament Organizer may vary these figures, subject to the approval of the Regulating Authority "
            "and within the framework of Laws 78D, 86B3 and 12C2(d)."
        )
    else:
        # 12C2(b) gives IMPs for average plus and average minus only (TR "averaj artı veya averaj
        # eksi ... artı 3 IMP veya eksi 3 IMP"); 0 for average is the contract's reading.
        return _(
            "Law 12C2(b) gives figures at IMPs for average plus and average minus only (plus or minus 3 IMPs); "
            "average, for a contestant only partly at fault (12C2(a)), is taken here as 0 IMPs."
        )
    return ""


def varied_bound(fault: str) -> str:
    """The figure is the Tournament Organizer's, not 12C2(b)'s 3 (TR "Bu rakamlar, Yetkili Federasyonun
    onayına bağlı olarak ... Organizasyon Komitesince değiştirilebilir", WBF "Subject to approval by the
    Regulating Authority, this may be varied by the Tournament Organizer"): said as such (desk100)."""
    if fault == "none":
        return _(
            "Law 12C2(b): average plus as the Tournament Organizer has set it, in place of plus 3 IMPs, subject to "
            "the approval of the Regulating Authority."
        )
    # qa99: average minus is its own figure ("Bu rakamlar", these figures), not minus average plus's.
    return _(
        "Law 12C2(b): average minus as the Tournament Organizer has set it, in place of minus 3 IMPs, subject to "
        "the approval of the Regulating Authority."
    )


def session_not_applied(fault: str) -> str:
    """Why a session percentage typed did not replace the score: 12C2(c) (TR) "kusursuz tarafın ...
    %60'ının üzerinde bir skor elde etmesi durumunda ya da kusurlu tarafın ... %40'ının altında bir
    skor elde etmesi durumunda", (WBF) "a non-offending contestant that obtains a session score
    exceeding 60% ... or ... an offending contestant that obtains a session score that is less than
    40%". Average, for a contestant only partly at fault, is left as 12C2(a) gives it: the contract's
    reading (docs/rulings-cli.md), said as the calculator's."""
    if fault == "none":
        return _(
            "The session percentage does not change this score: Law 12C2(c) awards it to a contestant not at "
            "fault only when it exceeds 60 %."
        )
    if fault == "directly":
        return _(
            "The session percentage does not change this score: Law 12C2(c) awards it to a contestant at fault "
            "only when it is less than 40 %."
        )
    return _(
        "The session percentage does not change this score: the calculator applies Law 12C2(c) to average plus "
        "and average minus, not to average."
    )


def fault_choices() -> list[tuple[str, str]]:
    said = {
        "none": _("In no way at fault: average plus"),
        "partly": _("Only partly at fault: average"),
        "directly": _("Directly at fault: average minus"),
    }
    return [(fault, said[fault]) for fault in FAULTS]


def plain(value: Decimal) -> str:
    """A decimal without trailing zeros, in the page's language (3,8 in Turkish, 3.8 in English)."""
    value = value.normalize()
    if value.as_tuple().exponent > 0:  # type: ignore[operator]  # finite: never 'n', 'N' or 'F'
        value = value.quantize(Decimal(1))
    return number_format(value)


def percent(value: str) -> str:
    """47,5 % in English, %47,5 in Turkish: where the sign goes is the language's."""
    return _("%(value)s %%") % {"value": value}


def minus_sign(text: str) -> str:
    """The minus sign of the score and IMP columns (_signed), not a hyphen: "−7.35" beside "−21"
    (qa70); the desk's weighted line writes its total so too."""
    return text.replace("-", "\u2212")


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else minus_sign(str(value))


def signed_imps(value: Decimal) -> str:
    """IMPs with their sign, in the page's language: +3, −2,5 in Turkish (a figure the Tournament
    Organizer set may have decimals, 12C2(b))."""
    return ("+" if value > 0 else "−" if value < 0 else "") + plain(abs(value))


def paragraph_links(labels, lang: str) -> list[dict]:
    """Each paragraph once, in the order given, linked the project's one way (lawbook SiteLinks:
    the paragraph in its Law's page), with its text for the page's <details>."""
    links = SiteLinks()
    out = []
    for item in cited(labels, lang):
        paragraph = (
            Paragraph.objects.select_related("law").filter(law__edition=current_code(), label=item.label).first()
        )
        url = links.paragraph(paragraph) if paragraph is not None else item.url
        out.append(
            {
                "label": item.label,
                "url": url,
                "heading": item.heading,
                "lines": item.lines,
                "notes": item.notes,
                "footnotes": item.footnotes,  # a marker in the lines links to its footnote (foot90)
            }
        )
    return out
