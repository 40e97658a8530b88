"""A defender who shows dummy his hand (Law 43A3) has an Ending of his own in the dummy-rights guide,
and his story no longer leads to dummy's 43A2 violation (docs/legal-review.md, qa137).

43A3: TR "Defans oyuncusu Yer'e elini gösteremez"; WBF "A defender may not show dummy his hand".
43B1: TR "Yer bundan önceki A1 ve A2 bentlerinde sayılan kısıtlamaların ihlali halinde Yasa 90
hükümlerince cezalandırılabilir"; WBF "Dummy is liable to penalty under Law 90 for any violation of the
limitations listed in A1 and A2". 43B2 and 43B3 apply only after dummy's own A2 violation (TR "yer,
bundan önceki A2 bendinde sayılan kısıtlamaları ihlal ettikten sonra"; WBF "If dummy, after his
violation of the limitations listed in A2"). So Law 43 rectifies no breach of A3; what is left is 90A
(TR "doğru yöntemi ihlal eden ... her kusurlu davranışı ayrıca cezalandırabilir"; WBF "may also assess
procedural penalties for any offense that ... violates correct procedure") and 12A1. Before, the story
"a defender showed his hand to dummy" was a phrasing of the Ending "Dummy did something Law 43A2
forbids", which tells of dummy's penalty (43B1) and of 43B2/43B3."""

import pytest

from lawbook.search.analysis import normalize
from situations.search_paths import guide_paths
from situations.tests.guides.guide_pages import page, reads, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["defender-showed-hand"]


def test_the_ending_says_43a3_and_that_43b_does_not_rectify_it(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "A defender may not show dummy his hand (Law 43A3).",
        "Law 43B does not rectify it: its penalty (43B1) is for dummy's own breaches of A1 and A2, and 43B2 "
        "and 43B3 apply only after dummy himself has broken a limit of A2.",
        "the Director may assess a procedural penalty for an offence that violates correct procedure (Law 90A)",
    )
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "Defans oyuncusu yere elini gösteremez (Yasa 43A3).",
        "Yasa 43B bunu onarmaz: 43B1'deki ceza yerin A1 ve A2'deki kısıtlamaları çiğnemesi içindir",
        "doğru yöntemi ihlal eden bir kusurlu davranışı yöntemsel cezayla cezalandırabilir (Yasa 90A)",
    )
    reads(client, SLUG, KEYS, "en", "Law 43B's penalty and special rules follow only dummy's own breaches (Law 43B1).")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_guide_s_first_question_offers_it(client, lang):
    label = "Bir defans oyuncusu elini yere gösterdi" if lang == "tr" else "A defender showed his hand to dummy"
    assert label in page(client, SLUG, [], lang)


def test_the_defender_s_story_leads_to_his_ending_not_to_dummy_s_a2_violation():
    paths = {path.id: path for path in guide_paths()}
    for lang, story in (("en", "a defender showed his hand to dummy"), ("tr", "defans oyuncusu elini yere gösterdi")):
        assert normalize(story) in paths["dummy-rights/defender-showed-hand"].way[lang]
        assert normalize(story) not in paths["dummy-rights/broke-a-limit"].way[lang]
