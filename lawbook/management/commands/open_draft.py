"""python manage.py open_draft CODE [--from CODE]: a new draft edition, a full copy of the current
(or the named) edition, for the federation's editors to correct in the admin."""

from django.core.management.base import BaseCommand, CommandError

from lawbook.editions import editions
from lawbook.models import Edition


class Command(BaseCommand):
    help = "Open a draft edition CODE as a copy of the current published edition (or --from CODE)."

    def add_arguments(self, parser):
        parser.add_argument("code", help='the new edition\'s code, e.g. "2017.1" or "2027"')
        parser.add_argument("--from", dest="based_on", help="the edition to copy (default: the current one)")

    def handle(self, *args, code, based_on=None, **options):
        base = None
        if based_on:
            base = Edition.objects.filter(code=based_on).first()
            if base is None:
                raise CommandError(f"There is no edition {based_on}.")
        try:
            draft = editions.open_draft(code, based_on=base)
        except editions.EditionError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(f"draft {draft.code} opened as a copy of {draft.based_on.code}")
