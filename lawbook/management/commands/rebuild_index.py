"""python manage.py rebuild_index: build the search index from the database and swap it in."""
from django.core.management.base import BaseCommand

from lawbook.search.index import rebuild


class Command(BaseCommand):
    help = (
        "Build the search index from the database into a fresh folder beside SEARCH_INDEX_DIR and "
        "make it the current one atomically; serving processes pick it up on their next search."
    )

    def add_arguments(self, parser):
        parser.add_argument("--dir", help="the index location (default: settings.SEARCH_INDEX_DIR)")

    def handle(self, *args, **options):
        report = rebuild(options["dir"])
        self.stdout.write(
            f"search index: {report.documents} documents in {report.seconds:.1f}s -> {report.path}"
        )
