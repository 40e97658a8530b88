"""python manage.py rebuild_index: build the search index from the database and swap it in."""

from django.core.management.base import BaseCommand, CommandError

from lawbook.search.index import is_stale, rebuild


class Command(BaseCommand):
    help = (
        "Build the search index from the database into a fresh folder beside SEARCH_INDEX_DIR and "
        "make it the current one atomically; serving processes pick it up on their next search."
    )

    def add_arguments(self, parser):
        parser.add_argument("--dir", help="the index location (default: settings.SEARCH_INDEX_DIR)")
        parser.add_argument(
            "--if-stale",
            action="store_true",
            help="rebuild only if the text changed since the index was built (or there is none)",
        )

    def handle(self, *args, **options):
        if options["if_stale"] and not is_stale(options["dir"]):
            self.stdout.write("search index: up to date")
            return
        try:
            report = rebuild(options["dir"])
        except OSError as exc:  # a folder it cannot write: one line, not a traceback
            raise CommandError(
                f"search index: cannot build in {exc.filename or options['dir']}: {exc.strerror}"
            ) from exc
        self.stdout.write(f"search index: {report.documents} documents in {report.seconds:.1f}s -> {report.path}")
