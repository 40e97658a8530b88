"""python manage.py build_book_pdf [--edition CODE] [--lang tr|en] [--if-stale] [--check]: lay out the whole
book as PDF (lawbook.pages.book) into settings.BOOKS_DIR/<edition>/<lang>.pdf, atomically. The indexer
(run_indexer, which `make run` starts) does this by itself after each publication; this command
is for building by hand, or an older edition's book.

--check builds nothing: it reads the books already built back with pdftotext (with and without
-layout) and compares them with the edition's text (lawbook.pages.book_check), printing each
difference; it exits with an error if there is one."""

from django.core.management.base import BaseCommand, CommandError

from lawbook.editions import editions
from lawbook.models import Edition
from lawbook.pages import book


class Command(BaseCommand):
    help = "Build the whole book as PDF, per language, for the current edition (or --edition)."

    def add_arguments(self, parser):
        parser.add_argument("--edition", help="an edition code (default: the current published edition)")
        parser.add_argument("--lang", choices=book.LANGS, action="append", help="tr or en (default: both)")
        parser.add_argument("--if-stale", action="store_true", help="only the books older than the text")
        parser.add_argument("--check", action="store_true", help="read the built books back against the text")

    def handle(self, *args, edition=None, lang=None, if_stale=False, check=False, **options):
        if edition:
            chosen = Edition.objects.filter(code=edition).first()
            if chosen is None:
                raise CommandError(f"There is no edition {edition}.")
        else:
            chosen = editions.current()
            if chosen.pk is None:
                raise CommandError("There is no published edition.")
        if check:
            return self.read_back(chosen, lang or book.LANGS)
        for code in lang or book.LANGS:
            if if_stale and not book.is_stale(chosen, code):
                self.stdout.write(f"book {chosen.code} {code}: up to date")
                continue
            built = book.build(chosen, code, force=not if_stale)
            done = f"{built.pages} pages" if built.pages is not None else "unchanged"
            self.stdout.write(f"book {chosen.code} {code}: {built.path} {done} in {built.seconds:.1f}s")

    def read_back(self, edition, langs):
        from lawbook.pages import book_check

        failed = False
        for code in langs:
            pdf = book.book_path(edition.code, code)
            if not pdf.exists():
                raise CommandError(f"There is no book {pdf}: build it first.")
            for layout in (False, True):
                report = book_check.check(pdf, edition, code, layout)
                self.stdout.write(
                    f"book {edition.code} {report.lang}: {report.pages} pages, {len(report.problems)} differences"
                )
                for problem in report.problems:
                    self.stdout.write(f"  {problem}")
                failed = failed or not report.ok
        if failed:
            raise CommandError("The books differ from the text.")
