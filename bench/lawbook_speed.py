"""Lawbook speed and memory: importing the text, and serving a Law page and the API.

Runs on a throw-away SQLite database in a temporary folder, so it measures a fresh import and a
repeated (unchanged) one. Prints figures; docs/benchmarks.md records them.
"""

import resource
import statistics
import time
from functools import partial

from _throwaway import setup_django

setup_django("bench-lawbook-")

from django.core.cache import cache  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from lawbook.content_version import forget_stamp  # noqa: E402
from lawbook.importer import import_text  # noqa: E402
from lawbook.layers import Change, Scope, text_changed  # noqa: E402
from lawbook.models import Footnote, Paragraph  # noqa: E402

REPEATS = 30


def timed(function):
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def rendered(client, url):
    cache.clear()
    forget_stamp()
    return client.get(url)


def percentiles(samples):
    ordered = sorted(samples)
    p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
    return statistics.median(ordered) * 1000, p95 * 1000


def main():
    call_command("migrate", verbosity=0)
    print(f"import_laws, fresh database:  {timed(import_text):6.2f} s")
    print(f"import_laws, unchanged text:  {timed(import_text):6.2f} s")
    setup_test_environment()
    client = Client()
    urls = (
        "/tr/yasa/80/",
        "/tr/yasa/77/",
        "/tr/yasa/70/",
        "/en/law/50/?view=both",
        "/tr/tanimlar/",
        "/api/laws/50/",
        "/api/paragraphs/50D2(a)/",
    )
    # Rendered: the page cache (lawbook.pages.page_cache) emptied before each request, so the figure is
    # the view's work; cached: what a reader gets while the text is unchanged.
    for url in urls:
        client.get(url)  # warm up caches and templates
        samples = [timed(partial(rendered, client, url)) for _ in range(REPEATS)]
        p50, p95 = percentiles(samples)
        print(f"GET {url:28s} rendered  p50 {p50:6.1f} ms   p95 {p95:6.1f} ms   ({REPEATS} requests, in-process)")
        client.get(url)
        samples = [timed(partial(client.get, url)) for _ in range(REPEATS)]
        p50, p95 = percentiles(samples)
        print(f"GET {url:28s} cached    p50 {p50:6.1f} ms   p95 {p95:6.1f} ms")
    # What an admin save adds to the save itself (lawbook.admin): the layers follow the edit and
    # the content version is bumped (lawbook.layers.text_changed).
    paragraph = Paragraph.objects.get(label="80B2(g)(i)")
    edit = Change(Scope.of(paragraph=[paragraph]), previous={paragraph.pk: {"text": paragraph.text_tr[:-1]}})
    samples = [timed(lambda: text_changed(edit)) for _ in range(REPEATS)]
    print("admin save of a paragraph, layers:  p50 {:6.1f} ms   p95 {:6.1f} ms".format(*percentiles(samples)))
    edit = Change(Scope.of(footnote=[Footnote.objects.get(number=21)]))
    samples = [timed(lambda: text_changed(edit)) for _ in range(REPEATS)]
    print("admin save of a footnote, layers:   p50 {:6.1f} ms   p95 {:6.1f} ms".format(*percentiles(samples)))
    samples = [timed(lambda: text_changed(Change(Scope(everything=True)))) for _ in range(5)]
    print("admin save of a definition, layers: p50 {:6.1f} ms   p95 {:6.1f} ms".format(*percentiles(samples)))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak memory (RSS): {peak:.0f} MiB")


if __name__ == "__main__":
    main()
