"""The misinformation guide's "My partner (or I) explained wrongly" Ending against Laws 75B2, 75C and
21B1(b), read in the official Turkish and the WBF English (docs/legal-review.md, qa137).

75C ends, in both texts, on the damage and on 21B1(b): TR "Zarardan bağımsız olarak skor geçerli kalır
(ancak bkz. Yasa 21B1(b))"; WBF "Regardless of damage, the result stands [but see Law 21B1(b)]". And
21B1(b): TR "Aksini ispatlayan bir kanıt olmadıkça hakem Yanlış Konuşmadan ziyade Yanlış Açıklama
olduğunu varsaymalıdır"; WBF "The Director is to presume Mistaken Explanation rather than Mistaken Call
in the absence of evidence to the contrary". The Ending said only "the result stands", as if a player's
word that the call was the mistake settled it. Since qa309 in 21B1(b)'s own verbs ("is to presume",
"varsaymalıdır"; test_qa309_misinformation_21b1b_is_to_presume.py)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
KEYS = ["our-side"]


def test_a_mistaken_call_stands_regardless_of_damage_but_mistaken_explanation_is_presumed(client):
    says(
        client,
        "misinformation",
        KEYS,
        "en",
        "there is no irregularity and, regardless of damage, the result stands; but without evidence to the "
        "contrary the Director is to presume mistaken explanation, not mistaken call (Laws 75C, 21B1(b))",
    )
    says(
        client,
        "misinformation",
        KEYS,
        "tr",
        "usulsüzlük yoktur ve zarardan bağımsız olarak skor geçerli kalır; ancak aksini ispatlayan bir kanıt "
        "olmadıkça hakem hatalı konuşma değil hatalı açıklama olduğunu varsaymalıdır (Yasa 75C, 21B1(b))",
    )
    reads(
        client,
        "misinformation",
        KEYS,
        "en",
        "A mistaken call is no irregularity (Law 75C), but without evidence to the contrary the Director is to "
        "presume mistaken explanation (Law 21B1(b))",
    )
    reads(
        client,
        "misinformation",
        KEYS,
        "tr",
        "Hata konuşmadaysa usulsüzlük yoktur (Yasa 75C); ancak aksini ispatlayan bir kanıt yoksa hakem hatalı "
        "açıklama olduğunu varsaymalıdır (Yasa 21B1(b))",
    )


def test_after_a_mistaken_call_it_is_the_explanation_that_need_not_be_corrected(client):
    """75C: TR "Açıklamanın hemen veya daha sonra düzeltilmesine (veya Hakem çağırılmasına) gerek yoktur";
    WBF "The explanation must not be corrected ... immediately and there is no obligation to do so
    subsequently". What need not be corrected is the explanation; the English chooser said "a mistaken
    call need not be" (corrected), where the Turkish said "hatalı konuşmada böyle bir zorunluluk yoktur"."""
    says(
        client,
        "misinformation",
        KEYS,
        "en",
        "a mistaken explanation must be corrected (after a mistaken call there is no such obligation, Law 75C)",
    )
    never_says(client, "misinformation", KEYS, "en", "a mistaken call need not be")


def test_the_read_out_has_the_explainer_call_at_once_when_he_finds_it_during_the_play(client):
    """75B2: TR "atak kartı açılmadan önce (veya oyun içinde ise, hemen) Hakemi çağırmalı ve hatasını
    düzeltmelidir"; WBF "before the opening lead is faced (or during the play, if discovered later)".
    The read-out gave the explainer only "before the opening lead is faced", which a Director reading it
    during the play cannot ask of him."""
    reads(
        client,
        "misinformation",
        KEYS,
        "en",
        "correct a wrong or incomplete explanation through the Director before the opening lead is faced, or at "
        "once if found in play (Laws 20F4(a), 75B2)",
    )
    reads(
        client,
        "misinformation",
        KEYS,
        "tr",
        "atak yüzü açılmadan, oyun sırasında fark ettiyseniz hemen, hakemi çağırıp düzeltmek zorundasınız "
        "(Yasa 20F4(a), 75B2)",
    )
    never_reads(
        client,
        "misinformation",
        KEYS,
        "en",
        "call the Director and correct it before the opening lead is faced (Laws 20F4(a), 75B2)",
    )
