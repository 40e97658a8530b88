"""66D's ruling in its own modal on both pages that state it (the defective-trick guide's after-play
Ending and its read-out, and the score-correction guide's tricks Ending, which takes the same words).

66D: TR "Eğer, böyle bir talep ileri sürüldüğünde, taraflardan birisi hakemin artık olayları tespit
edemeyeceği şekilde kartlarını karıştırmışsa, hakem diğer tarafın lehine karar verecektir."; WBF "If
the Director can no longer ascertain the facts after such a claim has been made, and only one side has
mixed its cards, the Director shall rule in favor of the other side."

The pages said "hakem diğer tarafın lehine karar verir" / "he rules in favour of the other side", a
statement of what happens where both texts give the Director an order (qa224 noticed it; 79A1's
"shall" was mended the same way by qa209)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SHALL = {"tr": "hakem diğer tarafın lehine karar verecektir (Yasa 66D)", "en": "he shall rule"}
OLD = {"tr": "hakem diğer tarafın lehine karar verir (Yasa 66D)", "en": "he rules in favour of the other side"}
PAGES = [
    ("defective-trick", ["see-cards", "after-play"]),
    ("score-correction", ["tricks", "before-round-ends"]),
]


@pytest.mark.parametrize("slug, keys", PAGES)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_66d_in_its_modal(client, slug, keys, lang):
    guide_pages.says(client, slug, keys, lang, SHALL[lang])
    guide_pages.never_says(client, slug, keys, lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_66d_in_its_modal(client, lang):
    said = {"tr": "hakem diğer tarafın lehine karar verecektir (Yasa 66D)", "en": "he shall rule for the other side"}
    guide_pages.reads(client, "defective-trick", ["see-cards", "after-play"], lang, said[lang])
