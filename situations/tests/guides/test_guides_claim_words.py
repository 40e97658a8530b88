"""The claim guide's words against the official Turkish where it and the WBF English differ
(audit14): each string says what the Turkish says, in both languages, and names the WBF's words.
The guide's rulings table is test_guide_rulings.py's and test_guides_audit_d.py's."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


def test_68d2b_ii_the_void_claim_is_not_subject_to_any_sanction_in_both_languages(client):
    """68D2(b)(ii), official Turkish: "Yapılan talep veya terk yok sayılmış olur ve herhangi bir
    yaptırıma tabi olmaz" (not subject to any sanction); WBF: "the prior claim or concession is void
    and not subject to adjudication". The Turkish string said "yaptırıma tabi olmaz" and the English
    one "not subject to adjudication": the two languages said different things."""
    says(client, "claim", ["disputed"], "tr", "talep veya terk yok sayılır ve herhangi bir yaptırıma tabi olmaz")
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "the claim or concession is void and not subject to any sanction (in the official Turkish; "
        "the WBF English has “not subject to adjudication”)",
    )
    never_says(
        client,
        "claim",
        ["disputed"],
        "en",
        "the claim is void and not subject to adjudication",
        "the claim or concession is void and not subject to adjudication",
    )


def test_68b2_the_official_turkish_says_only_that_the_concession_does_not_take_place(client):
    """68B2, official Turkish: "bir defans oyuncusu bir veya daha fazla lövenin terki girişiminde
    bulunur ve ortağı derhal itiraz ederse, terk gerçekleşmez" (the concession does not take place);
    WBF: "neither a concession nor a claim has occurred". The Turkish string said "terk de talep de
    olmamıştır", the WBF's words, as if they were the Turkish Law's."""
    says(
        client,
        "claim",
        ["regret", "own-concession"],
        "tr",
        "ortağı hemen itiraz ederse terk gerçekleşmez (WBF İngilizcesine göre ne terk ne talep olmuştur)",
    )
    never_says(client, "claim", ["regret", "own-concession"], "tr", "terk de talep de olmamıştır")
    says(
        client,
        "claim",
        ["regret", "own-concession"],
        "en",
        "the concession does not take place (in the official Turkish; the WBF English has “neither a "
        "concession nor a claim has occurred”)",
    )


def test_70c2_likely_in_both_languages_and_the_wbf_s_lower_bar_named(client):
    """70C2, official Turkish: "Talep anında talep eden oyuncunun bir rakibinin elinde bir koz
    kaldığından haberi olmaması olası ise" (likely); WBF: "it is at all likely that claimer at the
    time of his claim was unaware that a trump remained in an opponent's hand". The Turkish string
    said "olasıysa" and the English one "it is at all likely": the English gave the WBF's lower bar
    as the rule, the Turkish the official one."""
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "it is likely that he was unaware of it when he claimed (in the official Turkish; the WBF English asks only "
        "whether this is “at all likely”)",
    )
    never_says(client, "claim", ["disputed"], "en", "it is at all likely that he was unaware")
    says(
        client,
        "claim",
        ["disputed"],
        "tr",
        "talep anında kozun kaldığını bilmemesi olasıysa (WBF İngilizcesi bunun “herhangi bir ölçüde olası” olmasını "
        "yeterli sayar)",
    )


def test_70d2_a_defenders_claim_is_in_the_disputed_claim_in_both_languages(client):
    """70D2, official Turkish: "Hakem, bir defans oyuncusunun talebinin herhangi bir parçası,
    ortağının normal seçeneklerden özellikle birini seçmesine dayalı olması durumda, talebi kabul
    etmez" (the claim is not accepted); WBF: "The Director does not accept any part of a defender's
    claim that depends on his partner selecting a particular play from among alternative normal
    plays" (that part only). The disputed claim's Ending is also the one for "the opponent ... said
    the rest are mine", a defender's claim, and gave 70A, 70C, 70D1 and 70E1 only."""
    says(
        client,
        "claim",
        ["disputed"],
        "tr",
        "Talep eden bir defans oyuncusuysa: talebinin herhangi bir parçası ortağının normal seçeneklerden özellikle "
        "birini seçmesine dayanıyorsa hakem talebi kabul etmez (Yasa 70D2; WBF İngilizcesinde yalnızca o parçayı "
        "kabul etmez)",
    )
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "If the claimer is a defender: the Director does not accept his claim if any part of it depends on his "
        "partner selecting a particular play from among alternative normal plays (Law 70D2, in the official "
        "Turkish; the WBF English does not accept that part only)",
    )


def test_the_engines_example_names_the_trump_suit_as_the_laws_do(client):
    """Law 1A, official Turkish: "Renkler büyükten küçüğe pik (♠), kör (♥), karo (♦), trefl (♣) diye
    sıralanır"; WBF: "The suits rank downward in the order spades (♠), hearts (♥), diamonds (♦), clubs
    (♣)". The claim guide's example (the engine's 70C ruling, shown on the ending) said "Koz kupa",
    the card-table word, where every other page of the site, the table and the quizzes say "kör"."""
    says(client, "claim", ["disputed"], "tr", "Koz kör, deklaran Güney")
    never_says(client, "claim", ["disputed"], "tr", "Koz kupa")
