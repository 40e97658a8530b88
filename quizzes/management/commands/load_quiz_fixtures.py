"""Load the curated questions (fixtures/quiz_*.json) into the database; safe to run again.

Each file holds a list of questions in the quiz_sample JSON form plus "slug", "source" and
"position". A question is created or updated by its slug; curated questions whose slug is no
longer in any file are removed, so the database follows the files.
"""

import json
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from quizzes.models import CuratedQuestion
from quizzes.question_types import TYPES

REQUIRED = ("slug", "type", "prompt_tr", "prompt_en", "choices", "answer", "explanation_tr", "explanation_en", "laws")


class Command(BaseCommand):
    help = "Load the curated quiz questions from fixtures/quiz_*.json (idempotent)."

    def add_arguments(self, parser):
        parser.add_argument("--dir", default=str(Path(settings.BASE_DIR) / "fixtures"))

    @transaction.atomic
    def handle(self, *args, **options):
        files = sorted(Path(options["dir"]).glob("quiz_*.json"))
        seen, created, updated = set(), 0, 0
        for path in files:
            try:
                items = json.loads(path.read_text(encoding="utf-8"))
            except json.JSONDecodeError as exc:
                raise CommandError(f"{path.name}: not valid JSON ({exc})") from None
            for i, item in enumerate(items):
                missing = [k for k in REQUIRED if k not in item]
                if missing or item["type"] not in TYPES:
                    raise CommandError(f"{path.name}[{i}]: missing {missing} or unknown type {item.get('type')!r}")
                if item["choices"] and item["answer"] not in {c["key"] for c in item["choices"]}:
                    raise CommandError(f"{path.name}[{i}]: the answer is not one of the choices")
                data = {k: v for k, v in item.items() if k not in ("slug", "source", "position")}
                _, was_created = CuratedQuestion.objects.update_or_create(
                    slug=item["slug"],
                    defaults={
                        "qtype": item["type"],
                        "data": data,
                        "source": item.get("source", ""),
                        "position": item.get("position", 0),
                    },
                )
                seen.add(item["slug"])
                created += was_created
                updated += not was_created
        removed, _ = CuratedQuestion.objects.exclude(slug__in=seen).delete()
        self.stdout.write(f"curated questions: {created} created, {updated} updated, {removed} removed")
