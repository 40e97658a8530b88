"""The casebook's pages: /tr/kararlar/ and /en/casebook/ (newest first, `?law=16B1` keeps the
rulings citing that paragraph or one within it), /tr/kararlar/<n>/ (the case, its Laws as links,
the federation's commentary). Reading pages, cached per content version
(lawbook.pages.page_cache): publication and withdrawal bump it."""

from __future__ import annotations

from django.shortcuts import render
from django.views.decorators.http import require_safe

from desk.diagram import hands
from desk.laws import LawsError
from lawbook.pages.page_cache import reading_page
from lawbook.pages.views import current_lang

from . import cases

MAX_LABEL = 20


@require_safe
@reading_page
def case_list(request):
    rulings = list(cases.published())
    typed = request.GET.get("law", "").strip()[:MAX_LABEL]
    error, labels = "", []
    if typed:
        try:
            labels = cases.filter_labels(typed)
        except LawsError as problem:
            # A filter that names no paragraph lists nothing (qa73: the whole list under the error
            # read as its answer); the page says what is wrong and links back to all rulings.
            error, rulings = str(problem), []
        else:
            rulings = cases.citing(rulings, labels)
    shown = ", ".join(str(label) for label in labels) or typed
    context = {"rulings": rulings, "law": shown, "error": error}
    return render(request, "casebook/list.html", context, status=400 if error else 200)


@require_safe
@reading_page
def case_detail(request, pk: int):
    ruling = cases.published_or_404(pk)
    lang = current_lang()
    context = {
        "ruling": ruling,
        "laws": cases.links(ruling),
        "law_notes": cases.law_notes(ruling, lang),
        "law_footnotes": cases.footnotes(ruling, lang),
        "hands": hands(ruling.deal, lang),
        "commentary": cases.commentary(ruling, lang),
        # the page's links are the site's own addresses; the feed gives its host (casebook.feed)
        "site": "",
    }
    return render(request, "casebook/detail.html", context)
