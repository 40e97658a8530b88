"""The published rulings as search documents (issue 23: "search finds them"), registered with
lawbook.search.documents.register_source as the situation guides are.

One document per published ruling: its title at full weight, the labels it cites as context, the
facts, the ruling and the adjusted score as the body, with the federation's commentary in each
language. The case itself is written once (in the publisher's language), so it is indexed in both
languages; the commentary in its own. A hit leads to the ruling's page in the page's language
(Shown.route). A draft or a withdrawn ruling is no document: publication and withdrawal bump the
content version, and every machine's index is rebuilt from what is published then.
"""

from __future__ import annotations

from lawbook.search.analysis import LANGS, normalize
from lawbook.search.documents import IndexDocument, Shown

from .models import PublishedRuling

KIND = "case"


def case_documents() -> list[IndexDocument]:
    return [_document(ruling) for ruling in PublishedRuling.objects.published()]


def _document(ruling: PublishedRuling) -> IndexDocument:
    both = dict.fromkeys(LANGS)
    title = {lang: normalize(ruling.title) for lang in both}
    labels = ", ".join(ruling.law_labels)
    case = "\n".join(normalize(t) for t in (ruling.facts, ruling.ruling, ruling.adjusted_score) if t)
    commentary = {"tr": normalize(ruling.commentary_tr), "en": normalize(ruling.commentary_en)}
    body = {lang: "\n".join(filter(None, (case, commentary[lang]))) for lang in LANGS}
    shown = Shown(
        kind=KIND,
        label=labels,
        law=None,
        chapter=None,
        anchor="",
        order=ruling.pk,
        law_title=title,
        heading=dict.fromkeys(LANGS, ""),
        body={lang: normalize(ruling.facts) for lang in LANGS},
        route=["casebook:detail", ruling.pk],
    )
    text = {
        "title": title,
        "context": dict.fromkeys(LANGS, labels),
        "heading": dict.fromkeys(LANGS, ""),
        "body": body,
    }
    return IndexDocument(f"c:{ruling.pk}", shown, text)
