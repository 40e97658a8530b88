"""43B2(b) is about a play from declarer's own hand: the dummy's-rights guide says so wherever it
states the rule, not "declarer's play" (which a card declarer plays from dummy is too).

43B2(b) (TR): "Eğer yer, bundan önceki A2 bendinde sayılan kısıtlamaları ihlal ettikten sonra: ... (b)
elinden oynadığı bir kartın rönons teşkil edip etmediğini deklarana ilk kez kendisi sorarsa, deklaran
oynadığı kart yasadışı ise doğru kartla düzeltmek zorundadır"
43B2(b) (WBF): "If dummy, after his violation of the limitations listed in A2: ... (b) is the first to
ask declarer if a play from declarer's hand constitutes a revoke, declarer must substitute a correct
card if his play was illegal"

The asked-revoke Ending already said "elinden oynadığı" / "a play from declarer's hand"; the
broke-a-limit Ending (page and read-out), the Ending for dummy drawing attention to declarer's
irregularity after an A2 breach, and the asked-revoke read-out left the condition out."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"


@pytest.mark.parametrize(
    "keys, lang, new, old",
    [
        (
            ["broke-a-limit"],
            "tr",
            "Deklaranın elinden oynadığı kartın rönons olup olmadığını ilk soran o olursa",
            "Deklaranın oynadığı kartın rönons olup olmadığını ilk soran o olursa",
        ),
        (
            ["broke-a-limit"],
            "en",
            "If he is the first to ask declarer whether a play from declarer's hand is a revoke",
            "If he is the first to ask whether declarer's play is a revoke",
        ),
        (
            ["irregularity", "dummy", "after-a2-violation", "declarer"],
            "tr",
            "deklaranın elinden oynadığı kartın rönons olup olmadığını sormak için özel kural koyar",
            "deklaranın oynadığı kartın rönons olup olmadığını sormak için",
        ),
        (
            ["irregularity", "dummy", "after-a2-violation", "declarer"],
            "en",
            "for asking whether a play from declarer's hand is a revoke",
            "for asking whether declarer's play is a revoke",
        ),
    ],
)
def test_the_page_names_declarers_hand(client, keys, lang, new, old):
    says(client, SLUG, keys, lang, new)
    never_says(client, SLUG, keys, lang, old)


@pytest.mark.parametrize(
    "keys, lang, new, old",
    [
        (
            ["broke-a-limit"],
            "tr",
            "deklaranın elinden oynadığı kartın rönons olup olmadığını ilk soran olursa",
            "deklaranın oynadığı kartın rönons olup olmadığını ilk soran olursa",
        ),
        (
            ["broke-a-limit"],
            "en",
            "is the first to ask whether a play from declarer's hand is a revoke",
            "is the first to ask whether declarer's play is a revoke",
        ),
        (
            ["asked-revoke", "after-a2-violation"],
            "tr",
            "deklaranın elinden oynadığı kartın rönons olup olmadığını ilk soran oldu",
            "deklaranın oynadığı kartın rönons olup olmadığını ilk soran oldu",
        ),
        (
            ["asked-revoke", "after-a2-violation"],
            "en",
            "the first to ask whether a play from declarer's hand was a revoke",
            "the first to ask whether declarer's play was a revoke",
        ),
    ],
)
def test_the_read_out_names_declarers_hand(client, keys, lang, new, old):
    reads(client, SLUG, keys, lang, new)
    never_reads(client, SLUG, keys, lang, old)
