"""The player poll's pages. The director's (/tr/hakem/anketler/, /en/director/polls/): his polls,
a new poll, and a poll with its tally; the links are shown once, just after the poll is made (only
their hashes are kept). The pollee's (/tr/anket/<token>/, /en/poll/<token>/): no account, not
indexed, no way to the desk; it shows the hand, the auction and the question and takes one answer,
and nothing else of the poll: no other answer, no record, no ruling, no director."""

from __future__ import annotations

from django.db import transaction
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods

from lawbook.see_other import SeeOther
from situations.guide import current_lang

from .access import director_required, own_poll
from .diagram import auction_rows, one_hand
from .laws import law_links
from .models import Poll
from .poll_forms import AnswerForm, PollForm
from .polls import Answer, add_pollees, is_closed, legal_calls, pollee_of, prefill, record_answer, tally
from .views import LOGICAL_ALTERNATIVE

# The pollee's address after his answer is sent (`?sent`): the thanks, not "already answered".
SENT = "sent"


def _links_key(poll: Poll) -> str:
    return f"desk-poll-links-{poll.pk}"


@director_required("view", "poll")
def poll_list(request):
    polls = Poll.objects.filter(director=request.user).select_related("record")
    rows = [(poll, tally(poll, current_lang()), is_closed(poll)) for poll in polls]
    return render(request, "desk/poll_list.html", {"rows": rows})


@director_required("add", "poll")
def poll_new(request):
    initial = {}
    if request.method == "GET" and request.GET.get("record", "").isdigit():
        record = request.user.ruling_records.filter(pk=request.GET["record"]).first()
        if record is not None:
            initial = {"record": record, **prefill(record)}
    form = PollForm(request.POST or None, director=request.user, initial=initial)
    if request.method == "POST" and form.is_valid():
        poll, links = _create(request, form.cleaned_data)
        # Shown once, on the next page: only the hashes are stored.
        request.session[_links_key(poll)] = [link.token for link in links]
        return redirect("desk:poll", pk=poll.pk)
    status = 400 if form.is_bound and form.errors else 200
    return render(request, "desk/poll_form.html", {"form": form}, status=status)


def _create(request, data):
    with transaction.atomic():
        poll = Poll.objects.create(
            director=request.user,
            record=data["record"],
            seat=data["seat"],
            hand=data["hand"],
            dealer=data["dealer"],
            vulnerability=data["vulnerability"],
            auction=" ".join(data["calls"]),
            question=data["question"],
            closes_at=timezone.now() + timezone.timedelta(days=data["days"]),
        )
        links = add_pollees(poll, data["pollees"])
        for pollee, label in zip(poll.pollees.all(), data["labels"], strict=False):
            pollee.label = label
            pollee.save(update_fields=["label"])
    return poll, links


@director_required("view", "poll")
def poll_detail(request, pk: int):
    poll = own_poll(request, pk)
    tokens = request.session.pop(_links_key(poll), [])  # in the pollees' order, once
    links = [
        (pollee.label, request.build_absolute_uri(reverse("desk:pollee", args=[token])))
        for pollee, token in zip(poll.pollees.all(), tokens, strict=False)
    ]
    return render(request, "desk/poll_detail.html", _poll_context(poll) | {"links": links})


def _poll_context(poll: Poll) -> dict:
    return {
        "poll": poll,
        "hand": one_hand(poll.hand, poll.seat, current_lang()),
        "auction": auction_rows(poll.dealer, poll.calls, current_lang()),
        "tally": tally(poll, current_lang()),
        "closed": is_closed(poll),
        "law": law_links([LOGICAL_ALTERNATIVE])[0],
    }


@never_cache
@require_http_methods(["GET", "POST"])
def pollee_page(request, token: str):
    pollee = pollee_of(token)
    if pollee is None:
        return _pollee_response(request, "desk/pollee_gone.html", {"unknown": True}, 404)
    poll = pollee.poll
    if is_closed(poll):
        return _pollee_response(request, "desk/pollee_gone.html", {"closed": True}, 410)
    if pollee.answered_at is not None:
        if request.method == "GET" and SENT in request.GET:  # where the answer's POST leads: thanked
            return _pollee_response(request, "desk/pollee_gone.html", {"thanks": True}, 200)
        return _pollee_response(
            request, "desk/pollee_gone.html", {"answered": True}, 409 if request.method == "POST" else 200
        )
    legal = legal_calls(poll)
    form = AnswerForm(request.POST or None, poll=poll, legal=legal)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        if record_answer(pollee, Answer(data["call"], data["alternatives"], data["comment"])):
            # POST, redirect, GET: the thanks is a page of its own, so that Back and reload on the
            # player's phone do not ask to send the answer again (which would be refused, 409).
            return _with_pollee_headers(SeeOther(reverse("desk:pollee", args=[token]) + f"?{SENT}"))
        pollee.refresh_from_db()
        closed = is_closed(poll)
        return _pollee_response(
            request, "desk/pollee_gone.html", {"closed": closed, "answered": not closed}, 410 if closed else 409
        )
    context = {
        "poll": poll,
        "hand": one_hand(poll.hand, poll.seat, current_lang()),
        "auction": auction_rows(poll.dealer, poll.calls, current_lang()),
        "form": form,
    }
    status = 400 if form.is_bound and form.errors else 200
    return _pollee_response(request, "desk/pollee.html", context, status)


def _pollee_response(request, template: str, context: dict, status: int):
    return _with_pollee_headers(render(request, template, context, status=status))


def _with_pollee_headers(response):
    # The link is the pollee's key: kept out of search engines and out of other sites' logs
    # (no Referer leaves the site). Not "no-referrer": under it a browser sends "Origin: null"
    # with the answer form's POST (Fetch, "append a request Origin header"), which Django's CSRF
    # check refuses, so that no pollee could answer from a browser.
    response["X-Robots-Tag"] = "noindex, nofollow"
    response["Referrer-Policy"] = "same-origin"
    return response
