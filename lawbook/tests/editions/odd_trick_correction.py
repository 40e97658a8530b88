"""The Odd Trick definition corrected in an edition of the tests' own (qa57, fix58): what a reader of
the 2017 edition must still read, what the later edition says, and the publication itself, shared by
the tests of an older edition's definitions (its page, and its term popover in Chromium).

The definition, in the official Turkish (fixtures/laws_tr.txt, "Tanımlar"):
    "Artı Löve: Deklaranın tarafınca altı lövenin üzerinde kazanılması gereken her löve."
and in the WBF English (Definitions): "Odd Trick: Each trick to be won by declarer's side in
excess of six." The correction is the tests' own, so that the two editions' texts differ.
"""

from lawbook.editions import editions
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import Definition

SLUG = "artı-löve"
LAW_USING_IT = 19  # Law 19 (doubles and redoubles) links the term: "artı lövelerin", "odd tricks"
TEXT_2017 = {"tr": "Deklaranın tarafınca altı lövenin", "en": "Each trick to be won by declarer"}
CORRECTED = {
    "tr": "Deklaran tarafınca altı lövenin üzerinde kazanılması gereken her löve (düzeltilmiş tanım).",
    "en": "Every trick to be won by declarer's side in excess of six (corrected definition).",
}
EDITION = "2027"


def publish_corrected_definition() -> str:
    """Edition EDITION, whose only change is the Odd Trick definition in both languages, published;
    its code."""
    draft = editions.open_draft(EDITION)
    definition = Definition.objects.get(edition=draft.code, slug=SLUG)
    definition.text_tr, definition.text_en = CORRECTED["tr"], CORRECTED["en"]
    definition.save()
    text_changed(Change(Scope.of(definition=[definition])))
    editions.publish(draft)
    return draft.code
