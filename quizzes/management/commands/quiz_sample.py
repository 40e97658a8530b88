"""Print generated questions, for checking them against the ruling engine:

    python manage.py quiz_sample --type revoke --count 5 --seed 100 --json

prints one JSON line per question, seeds S, S+1, ... S+N-1: {"type", "seed", "prompt_tr",
"prompt_en", "choices", "answer", "explanation_tr", "explanation_en", "laws", "scenario",
"expected"}. `scenario` is the query (docs/rulings-cli.md) and `expected` the engine's whole
answer to it; they are null for `definitions` and `where`. The same arguments print the same lines.
"""

import json

from django.core.management.base import BaseCommand, CommandError

from quizzes.generators import GenerationError, generate
from quizzes.question_types import TYPES


class Command(BaseCommand):
    help = "Print N generated quiz questions of one type, from seed S on."

    def add_arguments(self, parser):
        parser.add_argument("--type", required=True, help=f"one of: {', '.join(TYPES)}")
        parser.add_argument("--count", type=int, default=1)
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument(
            "--json", action="store_true", help="one JSON object per line (the default is readable text)"
        )

    def handle(self, *args, **options):
        qtype, count, seed = options["type"], options["count"], options["seed"]
        if qtype not in TYPES:
            raise CommandError(f"--type: unknown type {qtype!r} (one of {', '.join(TYPES)})")
        if count < 0:
            raise CommandError("--count: must be 0 or more")
        if seed < 0:
            raise CommandError("--seed: must be 0 or more")
        dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
        for s in range(seed, seed + count):
            try:
                question = generate(qtype, s)
            except GenerationError as exc:
                raise CommandError(f"seed {s}: {exc}") from None
            if options["json"]:
                self.stdout.write(dumps(question.as_json()))
            else:
                self.stdout.write(self._text(question))

    def _text(self, q) -> str:
        lines = [f"== {q.type} {q.seed}", q.prompt_en]
        for c in q.choices:
            lines.append(f"  {'*' if c.key == q.answer else ' '} {c.en}")
        if not q.choices:
            lines.append(f"  answer: {q.answer}")
        lines += ["", q.explanation_en, f"laws: {', '.join(q.laws)}", ""]
        return "\n".join(lines)
