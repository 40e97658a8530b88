"""The explanation of a question as it is built: one line per step in both languages, and the
paragraphs each step cites (the question's `laws`, in citation form)."""

from __future__ import annotations


class Steps:
    """Explanation lines in both languages, and the labels they cite."""

    def __init__(self):
        self.tr: list[str] = []
        self.en: list[str] = []
        self.labels: list[str] = []

    def add(self, labels, tr: str, en: str) -> None:
        self.labels += list(labels)
        self.tr.append(tr)
        self.en.append(en)
