"""The question as the quiz pages, the grader and `quiz_sample` see it, whatever made it.

A question is data in both languages: a prompt, choices (or a number to enter), the key of the
right answer, an explanation given as steps (one line each), the paragraphs it cites, and, for
the types the ruling engine answers, the query (`scenario`) and the engine's whole answer to it
(`expected`, see docs/rulings-cli.md). Generated questions are identified by type and seed,
curated ones (fixtures/quiz_*.json) by type and "c-<slug>"; both are called a `ref` here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

CURATED_PREFIX = "c-"


@dataclass(frozen=True)
class Choice:
    key: str  # stable within the question; never shown to the player
    tr: str
    en: str
    # Why this choice is wrong, when a generator can say (shown to whoever chose it); display only,
    # not part of the JSON contract.
    why_tr: str = field(default="", compare=False)
    why_en: str = field(default="", compare=False)

    def text(self, lang: str) -> str:
        return self.en if lang == "en" else self.tr

    def why(self, lang: str) -> str:
        return self.why_en if lang == "en" else self.why_tr


@dataclass(frozen=True, kw_only=True)  # twelve fields: a generator names each one it fills
class Question:
    type: str
    seed: int | str  # an int for generated questions, "c-<slug>" for curated ones
    prompt_tr: str
    prompt_en: str
    choices: tuple[Choice, ...]  # empty: the answer is a number to enter
    answer: str  # a choice key, or the number as text
    explanation_tr: str  # one step per line
    explanation_en: str
    laws: tuple[str, ...]  # every paragraph the explanation cites, in citation form
    scenario: dict | None = None
    expected: dict | None = None
    # Display-only extras (not part of the JSON contract): the deal to draw, the definition to link.
    extra: dict = field(default_factory=dict, compare=False)

    @property
    def ref(self) -> str:
        return str(self.seed)

    @property
    def numeric(self) -> bool:
        return not self.choices

    def prompt(self, lang: str) -> str:
        return self.prompt_en if lang == "en" else self.prompt_tr

    def explanation(self, lang: str) -> str:
        return self.explanation_en if lang == "en" else self.explanation_tr

    def steps(self, lang: str) -> list[str]:
        return [line for line in self.explanation(lang).split("\n") if line.strip()]

    def choice(self, key: str) -> Choice | None:
        return next((c for c in self.choices if c.key == key), None)

    def answer_text(self, lang: str) -> str:
        chosen = self.choice(self.answer)
        return chosen.text(lang) if chosen else self.answer

    def as_json(self) -> dict:
        """The `quiz_sample --json` line, keys in the order the issue lists them."""
        return {
            "type": self.type,
            "seed": self.seed,
            "prompt_tr": self.prompt_tr,
            "prompt_en": self.prompt_en,
            "choices": [{"key": c.key, "tr": c.tr, "en": c.en} for c in self.choices],
            "answer": self.answer,
            "explanation_tr": self.explanation_tr,
            "explanation_en": self.explanation_en,
            "laws": list(self.laws),
            "scenario": self.scenario,
            "expected": self.expected,
        }

    @classmethod
    def from_json(cls, data: dict, extra: dict | None = None) -> Question:
        return cls(
            type=data["type"],
            seed=data["seed"],
            prompt_tr=data["prompt_tr"],
            prompt_en=data["prompt_en"],
            choices=tuple(Choice(c["key"], c["tr"], c["en"]) for c in data.get("choices") or ()),
            answer=str(data["answer"]),
            explanation_tr=data["explanation_tr"],
            explanation_en=data["explanation_en"],
            laws=tuple(data.get("laws") or ()),
            scenario=data.get("scenario"),
            expected=data.get("expected"),
            extra=dict(extra or data.get("extra") or {}),
        )
