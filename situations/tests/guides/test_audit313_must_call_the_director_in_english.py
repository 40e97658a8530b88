"""The asking-questions guide's English says 20F4(a), 75B2 and 20F5(b) with the WBF's "must", as its
Turkish says them with the official "-malıdır" (CONTRIBUTING.md, "Add a situation guide", point 1: a
sentence stating what a paragraph requires uses that paragraph's own verb).

20F4(a) (TR): "... Belirginleştirme Süreci'nin bitiminden önce hakemi çağırmalı ve hatalı açıklamasını
düzeltmelidir."
20F4(a) (WBF): "... he must summon the Director before the end of the Clarification Period and correct the
misexplanation."
75B2 (TR): "Bir oyuncu kendi hatasının farkına varırsa, atak kartı açılmadan önce (veya oyun içinde ise,
hemen) Hakemi çağırmalı ve hatasını düzeltmelidir."
75B2 (WBF): "If a player becomes aware of his own mistake, he must summon the Director before the opening lead
is faced (or during the play, if discovered later), and then provide a correction."
20F5(b) (TR): "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; ... (ii) deklaran ya da yer için artırmanın son
pasından sonradır. Kendi görüşüne göre ortağının açıklamasının hatalı olduğu ile ilgili rakiplerini
bilgilendirerek hakem çağırmalıdır."
20F5(b) (WBF): "The player must call the Director and inform his opponents that, in his opinion, his
partner's explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is: ...
(ii) for declarer or dummy, after the final pass of the auction."

The Turkish said "düzeltmelisiniz" / "söylemelisiniz"; the English of the same sentences said "call the
Director and correct it" / "then call the Director and tell the opponents", an imperative beside the
Turkish's duty (the defender's 20F5(b) sentence and the answering Ending's already said "you must call the
Director"). Now "you must call the Director ..." in each."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
DECLARER = ["asking", "after-final-pass", "declarer"]
DUMMIES = [["asking", "after-final-pass", "dummy"], ["asking", "play", "dummy"]]

OWN_20F4A = (
    "If you realise that an explanation you gave during the auction was wrong or incomplete, you must call the"
    " Director and correct it before the end of the Clarification Period, before the opening lead is faced (Laws"
    " 20F4(a), 75B2)."
)
PARTNER_20F5B = (
    "your first legal opportunity as declarer or dummy is after the final pass: then you must call the Director and"
    " tell the opponents that, in your opinion, partner's explanation was wrong (Laws 20F5(b), 75B3)."
)


@pytest.mark.parametrize("keys", [DECLARER, ["asking", "after-final-pass", "defender"], ["answering"]])
def test_20f4a_says_you_must_call_the_director(client, keys):
    says(client, SLUG, keys, "en", OWN_20F4A)
    says(client, SLUG, keys, "tr", "hakemi çağırıp düzeltmelisiniz (Yasa 20F4(a), 75B2)")


def test_75b2_in_the_play_says_you_must_call_the_director(client):
    says(
        client,
        SLUG,
        ["answering"],
        "en",
        "If you become aware of your mistake only during the play, you must call the Director and correct it"
        " immediately (Law 75B2).",
    )
    says(client, SLUG, ["answering"], "tr", "hakemi hemen çağırıp düzeltmelisiniz (Yasa 75B2)")


@pytest.mark.parametrize("keys", [DECLARER, *DUMMIES])
def test_20f5b_for_the_declaring_side_says_you_must_call_the_director(client, keys):
    says(client, SLUG, keys, "en", PARTNER_20F5B)
    never_says(client, SLUG, keys, "en", "after the final pass: then call the Director")
    says(
        client,
        SLUG,
        keys,
        "tr",
        "hakemi çağırıp rakiplere, kendi görüşünüze göre ortağınızın açıklamasının yanlış olduğunu söylemelisiniz (Yasa 20F5(b), 75B3)",
    )


def test_the_declarer_s_read_out_says_you_must_call_the_director_now(client):
    reads(
        client,
        SLUG,
        DECLARER,
        "en",
        "If your partner misexplained your call, you must call the Director now and tell the opponents (Law 20F5(b)).",
    )
    never_reads(client, SLUG, DECLARER, "en", "misexplained your call, call the Director")
    reads(client, SLUG, DECLARER, "tr", "hakemi şimdi çağırıp rakiplere söylemelisiniz (Yasa 20F5(b))")


@pytest.mark.parametrize("keys", DUMMIES)
def test_the_dummy_s_read_out_says_you_must_call_the_director_after_the_final_pass(client, keys):
    reads(
        client,
        SLUG,
        keys,
        "en",
        "If your partner misexplained your call, you must call the Director after the final pass and tell the"
        " opponents (Law 20F5(b)).",
    )
    never_reads(client, SLUG, keys, "en", "misexplained your call, call the Director")
    reads(client, SLUG, keys, "tr", "son pastan sonra hakemi çağırıp rakiplere söylemelisiniz (Yasa 20F5(b))")
