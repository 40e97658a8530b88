"""The ruling records' pages (/tr/hakem/kayitlar/, /en/director/records/): the director's list
with a search box, the form to add or change a record, and the record itself, printable, with its
Laws linked to their paragraphs and its history."""

from __future__ import annotations

from django.db.models import Q
from django.shortcuts import redirect, render

from lawbook.labels import try_parse_label
from lawbook.quoting import notes_on
from lawbook.text.languages import current_lang

from .access import director_required, own_record
from .diagram import hands, markings
from .forms import RulingRecordForm
from .history import changes
from .laws import law_footnotes, law_links
from .models import RecordLanguage, RulingRecord
from .polls import for_players, tally

MAX_QUERY = 100
LOGICAL_ALTERNATIVE = "16B1(b)"


@director_required("view")
def record_list(request):
    # A NUL is no text a record can hold (the forms refuse it) and PostgreSQL refuses it in a
    # query (a DataError, a 500): dropped, as a search box would never send it.
    query = request.GET.get("q", "").replace("\x00", "").strip()[:MAX_QUERY]
    records = RulingRecord.objects.filter(director=request.user)
    if query:
        records = records.filter(_matching(query))
    return render(request, "desk/list.html", {"records": records, "query": query})


def _matching(query: str) -> Q:
    """Event, facts, ruling or Laws holding the words as typed; a label typed loosely ("16b1a")
    also finds the citation form the record keeps ("16B1(a)")."""
    found = (
        Q(event__icontains=query) | Q(facts__icontains=query) | Q(ruling__icontains=query) | Q(laws__icontains=query)
    )
    label = try_parse_label(query)
    if label is not None:
        found |= Q(laws__icontains=str(label))
    return found


# What another page may prefill in a new record: the judgement form's last step (the facts, the Laws
# and the adjusted score), the table page (the deal, the events at the table, the Laws the engine
# cites: desk/table_link.py), read from the query string of a GET.
PREFILLED = ("deal_source", "auction_and_play", "facts", "laws", "adjusted_score")
MAX_PREFILL = 5000


def _prefill(request, values) -> dict[str, str]:
    """A new record's initial values: the PREFILLED fields `values` holds, each cut to MAX_PREFILL,
    and the language of its auction and play."""
    initial = {name: values[name][:MAX_PREFILL] for name in PREFILLED if name in values}
    initial["language"] = _play_language(request)
    return initial


@director_required("add")
def record_new(request):
    form = RulingRecordForm(request.POST or None, initial=_prefill(request, request.GET))
    if request.method == "POST" and form.is_valid():
        form.instance.director = request.user  # never from the form
        record = form.save()
        return redirect("desk:detail", pk=record.pk)
    return _form_page(request, form, None)


def prefilled_record_page(request, initial: dict[str, str]):
    """The new-record form prefilled by another page of the desk that computes what it holds from
    its own, shorter, address (the judgement walk's answers: desk.judgement_views.judgement_record);
    it posts to record_new, as the empty form does."""
    return _form_page(request, RulingRecordForm(initial=_prefill(request, initial)), None)


@director_required("change")
def record_edit(request, pk: int):
    record = own_record(request, pk)
    form = RulingRecordForm(request.POST or None, instance=record)
    if request.method == "POST" and form.is_valid():
        form.save()
        return redirect("desk:detail", pk=record.pk)
    return _form_page(request, form, record)


def _play_language(request) -> str:
    """The language of a new record's auction and play (desk65): the table page's, which its link
    names (its words are written in it, whatever this page's language), else this page's."""
    named = request.GET.get("language", "")
    return named if named in RecordLanguage.values else current_lang()


def _form_page(request, form: RulingRecordForm, record: RulingRecord | None):
    status = 400 if form.is_bound and form.errors else 200
    return render(request, "desk/form.html", {"form": form, "record": record}, status=status)


@director_required("view")
def record_detail(request, pk: int):
    record = own_record(request, pk)
    lang = current_lang()
    law = law_links([LOGICAL_ALTERNATIVE])[0]
    context = {
        "record": record,
        # The player polls of the ruling, tallied: printed with it.
        # Each answer under "Pollee n" and no comments: the ruling is handed to the players; the poll
        # page, linked on the screen only, keeps the labels and comments (polls.for_players).
        "polls": [{"poll": poll, "tally": for_players(tally(poll, lang)), "law": law} for poll in record.polls.all()],
        "laws": law_links(record.law_labels),
        # The editor's notes on the Laws applied (16B1(a), 12B1, 75C: where the official Turkish and
        # the WBF's English differ), from the lawbook's quoting, as the Law page shows them.
        "law_notes": _law_notes(record.law_labels, lang),
        # And the footnotes marked in them (16B3's footnote 5), as a guide's quotation shows them.
        "law_footnotes": law_footnotes(record.law_labels, lang),
        "hands": hands(record.deal, lang),
        # Law 2: the dealer and vulnerability, as the pasted PBN or LIN record gives them.
        "markings": markings(record.deal_source),
        "history": changes(record),
    }
    return render(request, "desk/detail.html", context)


def _law_notes(labels: list[str], lang: str) -> list:
    """The editor's notes on the Laws applied, in the record's order (lawbook.quoting.notes_on)."""
    found = notes_on(labels, lang)
    return [note for label in labels for note in found.get(label, ())]
