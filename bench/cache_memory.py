"""Memory of the in-process caches a web worker fills from what readers type: each filled to its
limit with distinct inputs, and what it then holds (tracemalloc: the Python objects allocated and
still alive, per cache and in all).

Every such cache is bounded (`functools.lru_cache(maxsize=...)`), so a worker cannot grow without
end on distinct queries; this says how far each can grow. Caches keyed by the stored texts, the
guides' own examples or one value per language are not listed: they are as large as the data,
not as the readers' variety.

    .venv/bin/python bench/cache_memory.py [--seed 1]

The inputs: search queries of three to six words drawn from the Laws' Turkish and English text
(fixtures/laws_tr.txt, fixtures/laws_en.json), a word made distinct by a letter or two added
where needed (a reader's typo or an inflection, as the caches see them); quiz questions by seed.
"""

from __future__ import annotations

import argparse
import gc
import io
import json
import random
import re
import sys
import time
import tracemalloc

from _throwaway import ROOT, setup_django

setup_django("bench-caches-")

from django.core.management import call_command  # noqa: E402

from lawbook.search import analysis, query, snippets  # noqa: E402
from lawbook.search.vocabulary import load  # noqa: E402
from lawbook.text import inflection  # noqa: E402
from quizzes import bank  # noqa: E402
from quizzes.question_types import REGISTRY  # noqa: E402

LETTERS = {"tr": "abcçdefgğhıijklmnoöprsştuüvyz", "en": "abcdefghijklmnopqrstuvwxyz"}


def corpus_words() -> dict[str, list[str]]:
    turkish = (ROOT / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")
    english = json.dumps(json.loads((ROOT / "fixtures" / "laws_en.json").read_text(encoding="utf-8")))
    pick = re.compile(r"[^\W\d_]{3,}")
    return {
        "tr": sorted(set(pick.findall(turkish.lower()))),
        "en": sorted({word for word in pick.findall(english.lower()) if word.isascii()}),
    }


def distinct_words(rng: random.Random, words: list[str], lang: str, count: int) -> list[str]:
    """`count` different words: the corpus's, then each again with one or two letters added."""
    out, seen = [], set()
    while len(out) < count:
        word = rng.choice(words)
        while word in seen:
            word += rng.choice(LETTERS[lang])
        seen.add(word)
        out.append(word)
    return out


def held(label: str, fill) -> float:
    """Fill a cache and return the MiB it holds once filled (garbage collected before and after)."""
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    start = time.process_time()
    fill()
    gc.collect()
    mib = (tracemalloc.get_traced_memory()[0] - before) / 2**20
    print(f"{label}: {mib:.1f} MiB ({time.process_time() - start:.1f} s of CPU to fill)", flush=True)
    return mib


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    words = corpus_words()
    call_command("migrate", verbosity=0)  # the quiz questions quote the stored text
    call_command("import_laws", verbosity=0, stdout=io.StringIO(), stderr=io.StringIO())
    vocabulary = load()
    query.plan("yasa", vocabulary, "tr")  # the vocabulary read and the modules' own tables made
    tracemalloc.start()
    total = 0.0

    def plans() -> None:
        for i in range(query.PLANS_KEPT):
            lang = ("tr", "en")[i % 2]
            text = " ".join(distinct_words(rng, words[lang], lang, rng.randint(3, 6)))
            query.plan(f"{text} {i}", vocabulary, lang)

    total += held(f"search plans (query._plan, {query.PLANS_KEPT}), with the word caches they fill", plans)

    def word_forms() -> None:
        per_lang = snippets.word_forms.cache_info().maxsize // 2
        for lang in ("tr", "en"):
            for word in distinct_words(rng, words[lang], lang, per_lang):
                snippets.word_forms(word, lang)

    total += held(
        "word forms (snippets.word_forms 100 000; analysis.exact_form, case_form 100 000, stem_cased 50 000)",
        word_forms,
    )

    def matches() -> None:
        for i in range(inflection._matches.cache_info().maxsize):
            lang = ("tr", "en")[i % 2]
            typed, word = distinct_words(rng, words[lang], lang, 2)
            inflection.word_matches(typed, word, lang)

    total += held("inflection matches (inflection._matches 65 536)", matches)

    def questions() -> None:
        types = [t.code for t in REGISTRY]
        for i in range(bank._generated_for.cache_info().maxsize):
            bank._generated(types[i % len(types)], 10_000 + i)

    total += held(f"quiz questions (quizzes.bank._generated_for {bank._generated_for.cache_info().maxsize})", questions)
    print(f"all: {total:.1f} MiB")
    for name, function in (
        ("query._plan", query._plan),
        ("snippets.word_forms", snippets.word_forms),
        ("analysis.exact_form", analysis.exact_form),
        ("analysis.case_form", analysis.case_form),
        ("analysis.stem_cased", analysis.stem_cased),
        ("inflection._matches", inflection._matches),
        ("bank._generated_for", bank._generated_for),
    ):
        info = function.cache_info()
        print(f"  {name}: {info.currsize} of {info.maxsize}", file=sys.stderr)


if __name__ == "__main__":
    main()
