"""Law 24's opening on the card-exposed-in-auction Endings' pages: what the Director is to do with
the exposed card, in the paragraph's own modal verb and cited to it (audit329).

24, TR (official): "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle ... görülebilecek
konuma gelmiş bulunduğunu belirlerse, bu durumdaki her bir kartın artırım süreci bitene kadar masanın
üzerinde açık bırakılmasını isteyecektir."
24, WBF: "When the Director determines that ..., the Director shall require that every such card be
placed face up on the table until the auction ends."

Each page said "Açık kart artırım süreci bitene kadar masada kalır" / "The card stays face up until the
auction period ends" (the cards, for 24C), in the present, citing no paragraph: a sentence that states
what a paragraph requires says its modal (CONTRIBUTING.md, "Add a situation guide", point 1), as the
extraneous-information guide's 24 line does (test_guides_24_read_out_placed_face_up.py). "Until the
auction period ends" stays: the official Turkish's time (translation-24, on the page). The read-outs
keep "stays face up": the English ones are at the 90 words test_read_out.py allows."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "card-exposed-in-auction"

ONE = {
    "tr": "Hakem, kartın artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24);",
    "en": "The Director shall require that the card be placed face up on the table until the auction period ends (Law 24);",
}
SEVERAL = {
    "tr": "Hakem, kartların artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24);",
    "en": "The Director shall require that the cards be placed face up on the table until the auction period ends (Law 24);",
}
OLD = {
    "tr": (
        "Açık kart artırım süreci bitene kadar masada kalır",
        "Açık kartlar artırım süreci bitene kadar masada kalır",
    ),
    "en": (
        "The card stays face up until the auction period ends; if the offender",
        "The cards stay face up until the auction period ends; if the offender",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("key", ["small", "honour-or-led", "two-or-more"])
def test_the_page_says_24_s_modal_and_cites_24(client, key, lang):
    says(client, SLUG, [key], lang, (SEVERAL if key == "two-or-more" else ONE)[lang])
    never_says(client, SLUG, [key], lang, *OLD[lang])
