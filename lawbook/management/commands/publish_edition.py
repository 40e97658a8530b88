"""python manage.py publish_edition CODE: publish a draft edition (atomically; readers see it at
once, and each machine's indexer rebuilds its search index within seconds).

A draft that changes nothing a reader sees is refused with the admin's publish page's words
(lawbook.editions.editions.publish); `--allow-unchanged` publishes it all the same."""

from django.core.management.base import BaseCommand, CommandError

from lawbook.editions import editions
from lawbook.models import Edition


class Command(BaseCommand):
    help = "Publish the draft edition CODE: it becomes the edition readers see."

    def add_arguments(self, parser):
        parser.add_argument("code")
        parser.add_argument(
            "--allow-unchanged",
            action="store_true",
            help="Publish the draft even if nothing a reader sees differs from the current edition.",
        )

    def handle(self, *args, code, allow_unchanged=False, **options):
        edition = Edition.objects.filter(code=code).first()
        if edition is None:
            raise CommandError(f"There is no edition {code}.")
        try:
            published = editions.publish(edition, allow_unchanged=allow_unchanged)
        except editions.EditionError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(f"edition {published.code} published at {published.published_at.isoformat()}")
