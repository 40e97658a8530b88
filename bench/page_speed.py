"""Reading pages' CPU per request: rendered (the first request after a new text or release), served
from the page cache, and answered 304 to the ETag the reader has (lawbook.pages.page_cache).

A Law page (and, rendered again, the same Law in the other language and the side-by-side view:
the Law is kept per content version, only the page is drawn), guide pages (an ending, which quotes
paragraphs and puts the engine's answer in words, a step), the auction table at the end of an
auction, in-process with Django's test client on a throw-away SQLite database with the Laws
imported. Prints CPU time (time.process_time), so that a loaded machine changes the figures less
than wall time would; docs/benchmarks.md records them, with the machine's load.
"""

import os
import statistics
import time

from _throwaway import setup_django

setup_django("bench-pages-")

from django.core.cache import cache  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from lawbook import queries  # noqa: E402
from lawbook.content_version import forget_stamp  # noqa: E402
from lawbook.importer import import_text  # noqa: E402

REPEATS = 40
URLS = (
    "/tr/yasa/64/",
    "/tr/ne-oldu/appeal/disagree/in-time/pairs/",
    "/en/what-happened/appeal/disagree/in-time/pairs/",
    "/en/what-happened/revoke/",
    # The auction table (not page-cached: every address is another auction): twelve events, an
    # insufficient bid corrected under 27B2, the auction to its end (26B); the engine replays them all.
    "/en/table/auction/?dealer=N&calls=N:1S,E:1H,S:reject,E:2C,S:pass,W:pass,N:3S,E:pass,S:4S,W:pass,N:pass,E:pass",
)

LAW_KEPT_URLS = ("/en/law/64/", "/tr/yasa/64/?view=both")
# The Laws kept per content version (lawbook.queries, suite30); an empty dict on older code.
kept_laws = getattr(queries, "_kept_laws", {})


def cpu_ms(request, *args, **headers) -> float:
    """The median CPU time of REPEATS calls, in milliseconds."""
    samples = []
    for _ in range(REPEATS):
        start = time.process_time()
        request(*args, **headers)
        samples.append(time.process_time() - start)
    return statistics.median(samples) * 1000


def main():
    call_command("migrate", verbosity=0)
    import_text()
    setup_test_environment()
    try:
        from django.conf import settings

        from lawbook import release

        start = time.process_time()
        release.digest(settings.BASE_DIR)
        print(
            f"release stamp (digest of the files that make pages, once per process): {(time.process_time() - start) * 1000:.1f} ms CPU"
        )
    except ImportError:
        pass  # the code before lawbook/release.py
    client = Client()

    def rendered(url):
        cache.clear()
        forget_stamp()
        kept_laws.clear()  # as after a new text: the Law is read again too
        return client.get(url)

    def rendered_from_kept_law(url):
        cache.clear()
        forget_stamp()
        return client.get(url)

    print(f"load average {os.getloadavg()[0]:.2f}; median CPU per request over {REPEATS}")
    for url in URLS:
        first = client.get(url)  # warm up templates and the engine's caches
        assert first.status_code == 200, url
        etag = client.get(url).get("ETag")
        figures = [f"rendered {cpu_ms(rendered, url):6.2f} ms"]
        client.get(url)
        figures.append(f"cached {cpu_ms(client.get, url):6.2f} ms")
        if etag:
            client.get(url)
            figures.append(f"304 {cpu_ms(client.get, url, HTTP_IF_NONE_MATCH=etag):6.2f} ms")
        else:
            figures.append("304   (no ETag)")
        print(f"GET {url[:52]:52s} " + "   ".join(figures))
    # A Law page in the other language, its side-by-side view or its edition's address, rendered
    # after another page of the same Law: the Law is kept per content version
    # (lawbook.queries.kept_law_with_paragraphs), only the page is drawn.
    for url in LAW_KEPT_URLS:
        client.get(url)
        print(f"GET {url[:52]:52s} rendered, its Law kept {cpu_ms(rendered_from_kept_law, url):6.2f} ms")


if __name__ == "__main__":
    main()
