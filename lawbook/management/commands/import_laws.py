"""python manage.py import_laws [FILE] [--lang en]: load the text of the Laws into the database."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.utils.translation import gettext as _

from lawbook.importer import import_text


class Command(BaseCommand):
    help = "Import the official Turkish text of the Laws (default: fixtures/laws_tr.txt), or with --lang en an English text."

    def add_arguments(self, parser):
        parser.add_argument("file", nargs="?", help="the text to import")
        parser.add_argument("--lang", default="tr", choices=["tr", "en"])
        parser.add_argument(
            "--no-index",
            action="store_true",
            help="leave the search index to this machine's indexer (run_indexer, started by serve), "
            "which rebuilds it within seconds of the import",
        )

    def handle(self, *args, **options):
        path = Path(options["file"]) if options["file"] else None
        if path is not None and not path.is_file():
            raise CommandError(_("No such file: %(path)s") % {"path": path})
        if options["lang"] == "en":
            from lawbook.english.english_import import import_english

            if path is None:
                raise CommandError(_("Give the file of the English text to import."))
            try:
                report = import_english(path)
            except (ValueError, KeyError) as error:
                raise CommandError(str(error)) from error
        else:
            try:
                report = import_text(path)
            except ValueError as error:
                raise CommandError(str(error)) from error
        self._print(report)
        if not options["no_index"]:
            self._rebuild_search_index()

    def _rebuild_search_index(self):
        # The index is derived from the text: rebuilt (atomically, in a new folder) only when the
        # text changed since it was built, or there is none.
        from lawbook.search.index import is_stale, rebuild

        if not is_stale():
            self.stdout.write("search index: up to date")
            return
        result = rebuild()
        self.stdout.write(f"search index: {result.documents} documents in {result.path}")

    def _print(self, report):
        out = self.stdout
        for kind in ("created", "updated", "deleted"):
            table = getattr(report, kind)
            if table:
                out.write(f"{kind}: " + ", ".join(f"{n} {what}" for what, n in sorted(table.items())))
        if not report.changed:
            out.write("unchanged: the database already holds this text")
        for repair in report.repairs:
            out.write(f"repaired ({repair.kind}) in {repair.where}: {repair.printed!r} -> {repair.repaired!r}")
        for edit in report.kept:
            out.write(self.style.WARNING(str(edit)))
        for note in report.markers:
            out.write(self.style.WARNING(note))
        for label, lang, cited in report.unresolved:
            out.write(self.style.WARNING(f"unresolved citation in {label} [{lang}]: {cited!r}"))
        for where, lang, cited in report.noted:
            out.write(
                f"citation in {where} [{lang}] names no paragraph of the 2017 Laws: {cited!r}; its editor's note says so"
            )
        for item in report.unmatched_english:
            out.write(self.style.WARNING(f"English entry matches nothing: {item}"))
        if report.not_in_file:
            shown = ", ".join(report.not_in_file[:40]) + (" ..." if len(report.not_in_file) > 40 else "")
            out.write(self.style.WARNING(f"{len(report.not_in_file)} paragraphs not in the file (ours kept): {shown}"))
