"""Search pages and the search API (placeholder until the search issue lands)."""
from django.shortcuts import render

from .api import json_response


def search_page(request):
    query = request.GET.get("q", "")[:200]
    return render(request, "lawbook/search.html", {"query": query})


def search_api(request):
    return json_response({"query": request.GET.get("q", ""), "jump": None, "results": []})
