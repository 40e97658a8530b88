"""python manage.py build_book_pdf [--edition CODE] [--lang tr|en] [--if-stale]: lay out the whole
book as PDF (lawbook.pages.book) into settings.BOOKS_DIR/<edition>/<lang>.pdf, atomically. The indexer
(run_indexer, which `make run` starts) does this by itself after each publication; this command
is for building by hand, or an older edition's book."""

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

    def handle(self, *args, edition=None, lang=None, if_stale=False, **options):
        if edition:
            chosen = Edition.objects.filter(code=edition).first()
            if chosen is None:
                raise CommandError(f"There is no edition {edition}.")
        else:
            chosen = editions.current()
            if chosen.pk is None:
                raise CommandError("There is no published edition.")
        for code in lang or book.LANGS:
            if if_stale and not book.is_stale(chosen, code):
                self.stdout.write(f"book {chosen.code} {code}: up to date")
                continue
            built = book.build(chosen, code, force=not if_stale)
            done = f"{built.pages} pages" if built.pages is not None else "unchanged"
            self.stdout.write(f"book {chosen.code} {code}: {built.path} {done} in {built.seconds:.1f}s")
