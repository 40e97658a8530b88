"""right46: the call-out-of-rotation guide's change-of-call Endings (30B2, 31C, 32C, then Law 25)
say that the offender's first call was intended and why Law 25A does not apply, as the quiz does
(docs/legal-review.md, "auditq45b" and "right46")."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
COR = "call-out-of-rotation"


@pytest.mark.parametrize(
    "kind,first_tr,first_en",
    [
        ("pass", "Doğu'nun 2♥", "East's 2♥"),
        ("bid", "Doğu'nun 2♥", "East's 2♥"),
        ("double", "Batı'nın pas", "West's pass"),
    ],
    ids=["pass", "bid", "double"],
)
def test_a_change_of_call_says_the_first_call_was_intended_and_why_25a_does_not_apply(client, kind, first_tr, first_en):
    """25A1: "Bir oyuncu, yapmayı düşündüğü konuşmadan farklı bir konuşma yapmış olduğunu fark ederse;
    bu konuşmasını, ortağının henüz konuşmamış olması kaydıyla, aslında yapmak istediği konuşma ile
    değiştirebilir" / WBF "If a player discovers that he has not made the call he intended to make,
    he may, until his partner makes a call, substitute the call he intended for the unintended call".
    25A2: "Yalnızca mekanik hata veya dil sürçmesinden kaynaklanan konuşmaların değiştirilmesine izin
    verilebilir" / WBF "A change of call may be allowed because of a mechanical error or a slip of the
    tongue". 25B1: "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın
    solundaki rakip tarafından kabul edilebilir" / WBF "A substituted call not permitted by A may be
    accepted by the offender's LHO". In each story the offender's partner has not called since his
    first call: were it unintended, 25A would let him replace it and the Ending's 25B would be wrong."""
    keys = ["not-accepted", kind, "lho-later"]
    says(
        client,
        COR,
        keys,
        "tr",
        f"{first_tr} konuşması isteyerek yapılmıştı (mekanik hata ya da dil sürçmesi değildi)",
        "İlk konuşması isteyerek yapılmıştı, bu yüzden Yasa 25A uygulanmaz",
        "A maddesine göre izin verilmeyen değişikliğe Yasa 25B uygulanır",
    )
    says(
        client,
        COR,
        keys,
        "en",
        f"{first_en} had been intended (it was no mechanical error or slip of the tongue)",
        "His first call was the call he intended, so Law 25A does not apply",
        "A change that 25A does not permit comes under Law 25B",
    )
