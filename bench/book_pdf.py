"""The whole book as PDF (lawbook.pages.book): how long the indexer takes to build each language's book
of the imported edition, split into rendering the HTML and laying it out with WeasyPrint, and the
size of the result; and the whole edition as one JSON document (GET /api/editions/2017/).

Runs on a throw-away SQLite database in a temporary folder (import, then build). Prints figures;
docs/benchmarks.md records them.
"""

import os
import platform
import resource
import time

from _throwaway import setup_django

setup_django("bench-book-")

import weasyprint  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from lawbook.editions import editions  # noqa: E402
from lawbook.importer import import_text  # noqa: E402
from lawbook.pages import book  # noqa: E402


def main() -> None:
    call_command("migrate", verbosity=0)
    import_text()
    edition = editions.current()
    print(f"python {platform.python_version()}, weasyprint {weasyprint.__version__}, load {os.getloadavg()[0]:.1f}")
    for lang in book.LANGS:
        cpu = time.process_time()
        started = time.perf_counter()
        html = book.book_html(edition, lang)
        rendered = time.perf_counter()
        pages = book.write_pdf(html, book.book_path(edition.code, lang))
        done = time.perf_counter()
        size = book.book_path(edition.code, lang).stat().st_size
        print(
            f"book {lang}: {pages} pages, {size / 1024:.0f} KiB; HTML {rendered - started:.1f} s,"
            f" layout {done - rendered:.1f} s, total {done - started:.1f} s wall, {time.process_time() - cpu:.1f} s CPU"
        )
    setup_test_environment()
    client = Client()
    for run in ("first", "second"):
        cpu, started = time.process_time(), time.perf_counter()
        response = client.get("/api/editions/2017/")
        wall, cpu = time.perf_counter() - started, time.process_time() - cpu
        size = len(response.content) / 1024
        print(f"GET /api/editions/2017/ ({run}): {wall:.2f} s wall, {cpu:.2f} s CPU, {size:.0f} KiB")
    print(f"peak memory {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
