"""The revoke guide read sentence by sentence against Laws 61-64, 43B3 and 50D2 in both texts
(docs/legal-review.md, Session 94, audit292). Each test fails on the guide's words before this
reading."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
DEFENDER_BEFORE = ["defender", "not-established"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Kart majör cezalı kartsa, kusurlu oyuncunun ortağı çıkışa geldiğinde deklaran çıkışı kısıtlayabilir (Yasa 50D2).",
            "Kart majör cezalı kartsa, ortağı çıkışa geldiğinde deklaran",
        ),
        (
            "en",
            "declarer may restrict the lead when the offender's partner is on lead (Law 50D2)",
            "declarer may restrict the lead when his partner is on lead",
        ),
    ],
)
def test_50d2_the_lead_is_the_offender_s_partner_s_not_declarer_s(client, lang, phrase, old):
    """50D2, TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna
    geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış
    yapamaz"; WBF "When a defender has the lead while his partner has a major penalty card, he may
    not lead until declarer has stated which of the options below is selected". The lead is the
    offender's partner's; "declarer may restrict the lead when his partner is on lead" named
    declarer's partner (dummy), on the page and in the read-out."""
    guide_pages.says(client, SLUG, DEFENDER_BEFORE, lang, phrase)
    guide_pages.never_says(client, SLUG, DEFENDER_BEFORE, lang, old)


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        ("tr", "Deklaran, kusurlu oyuncunun ortağı çıkışa geldiğinde üç seçeneğiniz olacak", "Deklaran, ortağı çıkışa"),
        ("en", "Declarer, when the offender's partner is on lead:", "Declarer, when his partner is on lead:"),
    ],
)
def test_50d2_read_out_names_the_offender_s_partner(client, lang, phrase, old):
    """50D2 (as above): the read-out addressed declarer and told him of "his partner" on lead."""
    guide_pages.reads(client, SLUG, DEFENDER_BEFORE, lang, phrase)
    guide_pages.never_reads(client, SLUG, DEFENDER_BEFORE, lang, old)
