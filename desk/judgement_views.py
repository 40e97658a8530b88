"""The judgement ruling's pages (/tr/hakem/karar-adimlari/, /en/director/judgement/): one GET
page whose query string holds the path and every answer so far, so that each step is a URL. The
questions are desk/judgement.py's; the last step reads the potential results and their weights
(Law 12C1(c)) or the artificial score (12C1(d), 12C2) with the score calculator's reader
(situations.score_form) and shows the engine's figure (rulings.weighted_score / artificial_score),
with a link to the calculator holding the same figures and one to a new ruling record prefilled
with the facts, the Laws and the adjusted score. Where the Law itself awards an artificial
adjusted score (15B3 after 15B1: the ARTIFICIAL step) only that score is offered, on the
paragraphs the path names. Bad input is a 400 with the error in words."""

from __future__ import annotations

from decimal import Decimal
from urllib.parse import urlencode

from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

import rulings
from lawbook.quoting import footnotes_on, notes_on
from rulings import words
from situations.guide import current_lang
from situations.score_form import ROWS, BoardVulnerability, ScoreForm, engine_error, read
from situations.score_views import artificial_notes, fault_choices, minus_sign, percent, plain, signed_imps

from .access import director_required
from .judgement import PATHS, SCORE_QUOTES, TEAMS_ONE, JudgementError, Walk, walk
from .judgement_results import (
    CONTRACT_LENGTH,
    SEATS,
    SIDES,
    TRICKS_LENGTH,
    VULNERABILITIES,
    ContractRow,
    contract_scores,
)
from .laws import law_links
from .views import prefilled_record_page

# The score calculator's parameters (situations.score_form.read): carried to its page as typed.
SCORE_PARAMS = (
    "kind",
    "form",
    "field",
    "other",
    "fault",
    "session",
    "average_plus",
    "average_minus",
    "side",
    "vul",
) + tuple(f"{name}{n}" for n in range(1, ROWS + 1) for name in ("score", "weight"))


@director_required("view")
def judgement(request):
    if (kept := _detail_kept(request)) is not None:
        return redirect(kept)
    template, context, status = _judged(request)
    return render(request, template, context, status=status)


def _detail_kept(request) -> str | None:
    """The same address with the words typed as the walk keeps them (judgement.kept_detail), where
    the request carries more: a step's address, and every link that carries it, stays within the
    desk's bound (polish80); the trail shows what was kept. None where it carries what is kept."""
    try:
        found = walk(request.GET)
    except JudgementError:
        return None
    params = request.GET.copy()
    for step in found.steps:
        name = step.question.detail
        if step.answer.keeps_detail and params.get(name, "").strip() != step.detail:
            params[name] = step.detail
    return None if params == request.GET else request.path + "?" + params.urlencode()


@director_required("add")
@require_GET
def judgement_record(request):
    """The new-record form prefilled from the walk (polish79): its address is the walk's own
    answers and figures, as short as the step's page's, and the facts, Laws and adjusted score are
    computed here again. The text itself in the address (polish78) reached 3 724 bytes of gunicorn's
    4 094-byte request line on the replaced-call path in Turkish, each letter percent-encoded. Reload
    draws the same form; Back is the step. An address that does not reach a ruling is sent to
    its step, which says what is missing."""
    if (kept := _detail_kept(request)) is not None:
        return redirect(kept)
    template, context, status = _judged(request)
    prefill = context.get("record_prefill")
    if prefill is None:
        return redirect(reverse("desk:judgement") + "?" + request.GET.urlencode())
    return prefilled_record_page(request, prefill)


def _judged(request) -> tuple[str, dict, int]:
    """The judgement page's template, context and status for the walk in the query string; where the
    walk reaches a ruling, the context's `record_prefill` holds the new record's prefill."""
    if not request.GET.get("path"):
        return "desk/judgement_start.html", {"paths": _path_links()}, 200
    try:
        found = walk(request.GET)
    except JudgementError:
        context = {"paths": _path_links(), "error": _("This step does not exist: start again from one of the paths.")}
        return "desk/judgement_start.html", context, 400
    context = {"walk": found, "trail": _trail(found)}
    if found.question is not None:
        return "desk/judgement_step.html", {**context, **_question(found)}, 200
    if found.ending is not None:
        ending = found.ending
        context.update(_cited([ending.quote], ending.also))
        context.update({"record_prefill": _record(found, ""), "record_url": _record_url(_state(found))})
        return "desk/judgement_ending.html", context, 200
    return _score_page(request, found, context)


def _path_links() -> list[dict]:
    return [{"title": str(path.title), "url": _url([("path", key)])} for key, path in PATHS.items()]


def _url(pairs: list[tuple[str, str]]) -> str:
    return reverse("desk:judgement") + "?" + urlencode(pairs)


def _state(found: Walk, upto: int | None = None) -> list[tuple[str, str]]:
    """The query string of the walk's first `upto` answers (all by default)."""
    pairs = [("path", found.path.key)]
    for step in found.steps[:upto]:
        pairs.append((step.question.key, step.answer.key))
        if step.detail:
            pairs.append((step.question.detail, step.detail))
    return pairs


def _trail(found: Walk) -> list[dict]:
    """The answers so far: the question's short name and the answer as Texts, drawn with their
    citations linked (situations' guide_text_with_links; the "change" link stands apart)."""
    return [
        {
            "question": step.question.short,
            "answer": step.answer.words,
            "detail": step.detail,
            "change_url": _url(_state(found, i)),
        }
        for i, step in enumerate(found.steps)
    ]


def _once(by_label: dict, key):
    """A function giving a label's items not yet given on this page (an item is the same as one
    given before when its key is: a note's kind, a footnote's number)."""
    seen: set = set()

    def fresh(label: str) -> list:
        items = [item for item in by_label.get(label, ()) if key(item) not in seen]
        seen.update(key(item) for item in items)
        return items

    return fresh


def _cited(quotes, also=()) -> dict:
    """The quoted paragraphs (label, words in the page's language, link) and the further ones,
    each linked the lawbook's way (desk.laws.law_links: lawbook SiteLinks), and the editor's notes
    on them from the lawbook's quoting (lawbook.quoting.notes_on): where the official Turkish and
    the WBF's English differ (16B1(a), 12B1, 75C) the note says which the site follows, beside the
    quote as on the Law page; each note once on a page. Beside them the footnotes marked in those
    paragraphs (lawbook.quoting.footnotes_on: 16B3's footnote 5, "Hakemi hemen veya daha sonra
    çağırmak bir usulsüzlük oluşturmaz" / "Calling the Director immediately or later does not
    constitute an irregularity"), each once on a page too (deskfoot)."""
    labels = [q.label for q in quotes] + list(also)
    urls = {link.label: link.url for link in law_links(labels)}
    notes = notes_on(labels, current_lang())
    footnotes = footnotes_on(labels, current_lang())
    once = _once(notes, key=lambda note: note.kind)
    footnotes_once = _once(footnotes, key=lambda footnote: footnote.number)

    quoted = [
        {
            "label": q.label,
            "text": str(q.text),
            "url": urls[q.label],
            "notes": once(q.label),
            "footnotes": footnotes_once(q.label),
        }
        for q in quotes
    ]
    return {
        "quotes": quoted,
        "also": [{"label": label, "url": urls[label]} for label in also],
        "also_notes": [note for label in also for note in once(label)],
        "also_footnotes": [footnote for label in also for footnote in footnotes_once(label)],
    }


def _question(found: Walk) -> dict:
    question = found.question
    assert question is not None
    state = _state(found)
    return {
        **_cited([question.quote], question.also + question.cited),
        "question": question,
        "hidden": state,
        "answers": [
            {"key": answer.key, "words": str(answer.words), "url": _url(state + [(question.key, answer.key)])}
            for answer in question.answers
        ],
    }


# --- the adjusted score -----------------------------------------------------------------------


def _score_page(request, found: Walk, context: dict) -> tuple[str, dict, int]:
    """The adjusted score; at the ARTIFICIAL step (15B3) the path's artificial score only: a
    weighted score asked for there is not this step's, ignored as an answer not asked is."""
    artificial = found.path.artificial if found.artificial_only else None
    teams = TEAMS_ONE if found.teams_only else None
    params, contracts, contract_errors = request.GET, [], []
    if artificial is not None and params.get("kind", "") not in ("", "artificial"):
        params = params.copy()
        params["kind"] = ""
    if teams is not None and params.get("kind", "") not in ("", "weighted"):
        params = params.copy()  # 86B2(b)'s step offers no artificial score by the fault: not asked, ignored
        params["kind"] = ""
    if params.get("kind") == "weighted":
        params, contracts, contract_errors = contract_scores(request.GET)
    form = read(params, _board_vulnerability(request.GET))
    if contract_errors:  # the rows' scores could not be filled in: say why, not that they are missing
        form.errors, form.query = contract_errors, None
    if teams is not None and form.kind and form.form != "imps":
        # 86B2(b)'s average plus is 12C2(b)'s, at IMPs: no figure to compare a matchpoint score with.
        form.errors, form.query = (
            [_("Law 86B2(b)'s average plus is Law 12C2(b)'s, in a game scored by IMPs: this step compares IMPs only.")],
            None,
        )
    lang = current_lang()
    # The path's own artificial score names its paragraphs (15B3, 12C2(a)); the figure at IMPs is
    # 12C2(b)'s (TR "IMP skorlamalı bir oyunda averaj artı veya averaj eksi ... artı 3 IMP veya eksi 3
    # IMP ye karşılık gelir", WBF "at IMP play, that score is plus 3 IMPs or minus 3 IMPs"): the
    # figure and the record say so (qa94); a session percentage's 12C2(c) comes with the engine's
    # answer (desk96).
    named = [q.label for q in artificial.quotes] if artificial is not None else []
    at_imps = ("12C2(b)",) if named and form.form == "imps" else ()
    quotes = artificial.quotes if artificial is not None else teams.quotes if teams is not None else None
    context.update(
        {
            **(_cited(quotes) if quotes is not None else _cited(SCORE_QUOTES, ["12C2"])),
            "teams": teams,
            "artificial": artificial,
            "artificial_laws": ", ".join(q.label for q in artificial.quotes) if artificial is not None else "",
            "form": form,
            "rows": _rows(form, request.GET),
            "side": request.GET.get("side", "NS"),
            "vul": request.GET.get("vul", "None"),
            "sides": [(code, words.side(code, lang)) for code in SIDES],
            "vulnerabilities": [(code, words.capitalize(words.vulnerability(code, lang))) for code in VULNERABILITIES],
            "seats": [(code, words.seat(code, lang)) for code in SEATS],
            "hidden": _state(found),
            "fault_choices": fault_choices(),
            "result": None,
        }
    )
    if form.kind and form.query is not None:
        note = ""  # the calculator's notes on the artificial figure, where it has any
        try:
            if teams is not None:
                lines, engine_laws = _teams(form, contracts, params)
            elif form.kind == "weighted":
                lines, engine_laws = [_weighted(form, contracts, params)], ()
            else:
                figure, engine_laws, note = _artificial(form, params.get("side"), ", ".join([*named, *at_imps]))
                engine_laws = tuple(dict.fromkeys([*at_imps, *engine_laws]))
                lines = [figure]
        except rulings.QueryError as exc:
            form.errors.append(engine_error(str(exc)))
        else:
            score_pairs = [(name, params[name]) for name in SCORE_PARAMS if params.get(name, "") != ""]
            context["result"] = {
                "figure": lines[0],
                "more": lines[1:],
                "note": note,
                "calculator_url": reverse("situations:score") + "?" + urlencode(score_pairs),
                "record_url": _record_url(_with_score(_state(found), request.GET)),
            }
            context["record_prefill"] = _record(
                found, "\n".join([*lines, note] if note else lines), form.kind, engine_laws
            )
    return "desk/judgement_score.html", context, 400 if form.errors else 200


def _board_vulnerability(params) -> BoardVulnerability | None:
    """The board's vulnerability and the side the scores are for, as the step's form states them
    (the Director chooses both, as for the contracts the engine scores): a score typed without a
    contract is then checked against Law 77's at that vulnerability, +620 refused with neither side
    vulnerable. None where the query does not state them (a link from elsewhere): the scores are then
    checked at either vulnerability, as the calculator checks them. The board number is not read for
    it: a board keeps the conditions marked on it (Law 2), which need not be its number's."""
    side, vul = params.get("side"), params.get("vul")
    if side not in SIDES or vul not in VULNERABILITIES:
        return None
    return BoardVulnerability(side, vul)


def _rows(form: ScoreForm, typed) -> list[dict]:
    """Each row as typed, for the form: the score (filled in from a contract), the contract, its
    declarer and tricks, the weight."""
    return [
        {
            "number": row.number,
            "score": row.score,
            "weight": row.weight,
            "contract": typed.get(f"contract{row.number}", "")[:CONTRACT_LENGTH],
            "declarer": typed.get(f"declarer{row.number}", ""),
            "tricks": typed.get(f"tricks{row.number}", "")[:TRICKS_LENGTH],
        }
        for row in form.rows
    ]


def _weighted(form: ScoreForm, contracts: list[ContractRow], params, teams: bool = False) -> str:
    """The weighted assigned score's line. `teams` (86B2(b)'s step, desk99): the line names the other
    table's score it was scored against, for the same direction as the results (the step's label and
    lede, "the other table's score for the same direction"), so that the record says which score the
    IMPs were computed from (78B: TR "iki skor arasındaki toplam puan farkı", WBF "the total point
    difference between the two scores compared")."""
    assert form.query is not None
    result = rulings.weighted_score(form.query)
    lang = current_lang()
    by_number = {row.number: row for row in contracts}
    rows = [row for row in form.rows if row.percent is not None]
    outcomes = "; ".join(
        _("%(weight)s of %(score)s")
        % {
            "weight": percent(plain(row.percent or Decimal(0))),
            "score": by_number[row.number].words(lang) if row.number in by_number else words.signed(line.score),
        }
        for row, line in zip(rows, result.lines, strict=True)
    )
    total = plain(rulings.round2(result.total))
    if result.form == "mp":
        assert result.percent is not None
        figure = _("%(total)s matchpoints of %(top)s (%(percent)s)") % {
            "total": total,
            "top": result.top,
            "percent": percent(plain(rulings.round2(result.percent))),
        }
    else:
        # a minus sign, not plain()'s hyphen, as the lines above it and the 86B2(b) lines write it
        figure = _("%(imps)s IMPs") % {"imps": minus_sign(total)}
    side = words.side(params.get("side", "NS"), lang)
    if teams and isinstance(form.query.get("other"), int):
        return _(
            "Weighted assigned adjusted score for %(side)s (Law 12C1(c)): %(outcomes)s; against the other table's "
            "score for the same direction (%(side)s there), %(other)s: %(figure)s"
        ) % {"side": side, "outcomes": outcomes, "other": words.signed(form.query["other"]), "figure": figure}
    return _("Weighted assigned adjusted score for %(side)s (Law 12C1(c)): %(outcomes)s: %(figure)s") % {
        "side": side,
        "outcomes": outcomes,
        "figure": figure,
    }


def _teams(form: ScoreForm, contracts: list[ContractRow], params) -> tuple[list[str], tuple[str, ...]]:
    """86B2(b) (TR "Hakem kusursuz tarafa ... suni ayarlı skor ortalama üstü şeklinde suni ayarlı skor
    (bkz Yasa 12C2(b)), veya atanmış bir ayarlı bir skor verir (hangisi daha yüksek ise). Kusurlu
    taraf ise, rakipleri için atanan skorun karşılığı olarak tamamlayıcı skoru alır"; WBF "either an
    artificial adjusted score of average plus [see Law 12C2(b)] or an assigned adjusted score,
    whichever is more favorable. The offending side shall receive the complement of the score
    awarded to their opponents"): the engine's `teams_one_at_fault` on the weighted form's figures,
    said line by line: the assigned score, average plus, the one awarded to the non-offending side
    (the side the Director chose), the complement to the other."""
    assert form.query is not None
    query = {**form.query, "q": "teams_one_at_fault"}
    if form.average_plus_imps is not None:
        query["average_plus_imps"] = form.average_plus_imps
    result = rulings.teams_score(query)
    lang = current_lang()
    side = params.get("side", "NS")
    side = side if side in SIDES else "NS"
    other_side = "EW" if side == "NS" else "NS"

    def imps(value: Decimal) -> str:
        return _("%(imps)s IMPs") % {"imps": signed_imps(rulings.round2(value))}  # as words.signed writes a score

    awarded = {
        "assigned": _("the assigned adjusted score"),
        "average_plus": _("average plus"),
        "equal": _("average plus and the assigned adjusted score, the same"),
    }[result.awarded]
    lines = [
        _weighted(form, contracts, params, teams=True),
        _(
            "Average plus, as the Tournament Organizer has set it in place of Law 12C2(b)'s 3 IMPs, subject to the "
            "approval of the Regulating Authority (Law 12C2(b)): %(imps)s"
        )
        % {"imps": imps(Decimal(result.average_plus))}
        if result.varied
        else _("Average plus (Law 12C2(b)): %(imps)s") % {"imps": imps(Decimal(result.average_plus))},
        _("The higher, to %(side)s, the non-offending side (Law 86B2(b)): %(awarded)s: %(imps)s")
        % {"side": words.side(side, lang), "awarded": awarded, "imps": imps(result.non_offending)},
        _("The complement, to %(side)s, the offending side (Law 86B2(b)): %(imps)s")
        % {"side": words.side(other_side, lang), "imps": imps(result.offending)},
    ]
    return lines, result.laws


def _artificial(form: ScoreForm, side: str | None = None, laws: str = "") -> tuple[str, tuple[str, ...], str]:
    """12C2(a) gives each artificial score to a contestant by his share of the fault (TR "Doğrudan
    kusurlu yarışmacıya averaj eksi ...; kısmen kusurlu yarışmacıya averaj ...; hiçbir kusuru olmayan
    yarışmacıya averaj artı", WBF "average minus ... to a contestant directly at fault, average ... to
    a contestant only partly at fault, and average plus ... to a contestant in no way at fault"): the
    figure names the side the Director chose for it (`side`), as the weighted one does; a link from
    before the choice was offered (no side) keeps the words without it. `laws`: the paragraphs of a
    path's own artificial score (15B3, 12C2(a)) in place of 12C1(d) and 12C2.

    The third value is the calculator's notes on the figure, its own catalogue entries
    (situations.score_views.artificial_notes): average at IMPs (12C2(b), TR "averaj artı veya averaj
    eksi ... artı 3 IMP veya eksi 3 IMP", WBF "average plus or average minus at IMP play ... plus 3 IMPs
    or minus 3 IMPs", gives no figure for average; 0 is the engine's reading; fix81); average plus at
    least 60 % and average minus at most 40 % in pairs (12C2(a), TR "en az % 60", "en çok % 40", WBF
    "at least 60%", "at most 40%"), the figure shown being that minimum or maximum; plus or minus 3 IMPs
    that the Tournament Organizer may vary (12C2(b), TR "Bu rakamlar ... Organizasyon Komitesince
    değiştirilebilir", WBF "this may be varied by the Tournament Organizer"); and why a session
    percentage typed did not replace the figure (12C2(c)). The calculator's note on the Tournament
    Organizer's own figure is left out: the desk's figure says it (desk100; polish71)."""
    assert form.query is not None
    result = rulings.artificial_score(form.query)
    notes = artificial_notes(result, "session_percent" in form.query)
    bound = "" if result.varied else notes.bound
    return _artificial_words(result, side, laws), result.laws, " ".join(filter(None, (bound, notes.session_note)))


def _artificial_words(result: rulings.ArtificialScore, side: str | None, laws: str) -> str:
    if result.form == "mp":
        assert result.percent is not None
        figure = percent(plain(rulings.round2(result.percent)))
    else:
        assert result.imps is not None
        if result.varied:
            # 12C2(b): "this may be varied by the Tournament Organizer", "subject to approval by the
            # Regulating Authority": the figure says whose it is (desk100).
            signed = signed_imps(Decimal(result.imps))
            if result.fault == "directly":
                # qa101: average minus's own figure is in place of 12C2(b)'s "minus 3 IMPs" (TR "eksi 3
                # IMP"), not of its 3: said as the calculator's note says it.
                figure = _(
                    "%(imps)s IMPs, the Tournament Organizer's figure in place of Law 12C2(b)'s minus 3 IMPs, subject "
                    "to the approval of the Regulating Authority"
                ) % {"imps": signed}
            else:
                figure = _(
                    "%(imps)s IMPs, the Tournament Organizer's figure in place of Law 12C2(b)'s 3 IMPs, subject to "
                    "the approval of the Regulating Authority"
                ) % {"imps": signed}
        else:
            figure = _("%(imps)s IMPs") % {"imps": words.signed(int(result.imps))}
    fault = dict(fault_choices())[result.fault]
    if result.session:
        # 12C2(c) gives the contestant its session percentage instead of 12C2(a)'s average plus or
        # minus: the figure is not the fault's, and said as it was read "average minus: 35 %" (qa85).
        fault = {
            "none": _(
                "In no way at fault: its percentage on the session's other boards instead of average plus (Law 12C2(c))"
            ),
            "directly": _(
                "Directly at fault: its percentage on the session's other boards instead of average minus (Law 12C2(c))"
            ),
        }[result.fault]
    if laws:
        said = {"fault": fault, "figure": figure, "laws": laws}
        if side in SIDES:
            return _("Artificial adjusted score for %(side)s (Laws %(laws)s): %(fault)s: %(figure)s") % {
                **said,
                "side": words.side(side, current_lang()),
            }
        return _("Artificial adjusted score (Laws %(laws)s): %(fault)s: %(figure)s") % said
    if side in SIDES:
        return _("Artificial adjusted score for %(side)s (Laws 12C1(d), 12C2): %(fault)s: %(figure)s") % {
            "side": words.side(side, current_lang()),
            "fault": fault,
            "figure": figure,
        }
    return _("Artificial adjusted score (Laws 12C1(d), 12C2): %(fault)s: %(figure)s") % {
        "fault": fault,
        "figure": figure,
    }


# --- the ruling record ------------------------------------------------------------------------


def _facts(found: Walk) -> str:
    lines = [str(found.path.title)]
    for step in found.steps:
        line = f"{step.question.short}: {step.answer.words}"
        lines.append(line + (f" ({step.detail})" if step.detail else ""))
    if found.ending is not None:
        lines.append(f"{found.ending.title}: {found.ending.consequence}")
    return "\n".join(lines)


def _record(
    found: Walk, adjusted_score: str, score_kind: str = "", engine_laws: tuple[str, ...] = ()
) -> dict[str, str]:
    """The new record's prefill (desk.views.PREFILLED): the Laws are those of the walk and, at the
    score, of the kind of adjusted score computed (SCORE_LAWS), or at a path's own score step those
    the engine's answer names (Walk.laws)."""
    record = {"facts": _facts(found), "laws": ", ".join(found.laws(score_kind, engine_laws))}
    if adjusted_score:
        record["adjusted_score"] = adjusted_score
    return record


def _record_url(pairs: list[tuple[str, str]]) -> str:
    """The link to the prefilled record: the walk's own query, which judgement_record reads again."""
    return reverse("desk:judgement_record") + "?" + urlencode(pairs)


# The score step's boxes beside the calculator's: each row's contract, declarer and tricks.
CONTRACT_PARAMS = tuple(f"{name}{n}" for n in range(1, ROWS + 1) for name in ("contract", "declarer", "tricks"))


def _with_score(state: list[tuple[str, str]], params) -> list[tuple[str, str]]:
    """The walk's answers and the score step's boxes as typed, for the record's link: what the
    walk and the score's reader read again. A name both use (the wrong-board path's "fault"
    question and the calculator's fault) is one parameter of the address: carried once."""
    taken = {name for name, _value in state}
    read = {*SCORE_PARAMS, *CONTRACT_PARAMS} - taken
    return state + [(name, value) for name, value in params.items() if name in read and value != ""]
