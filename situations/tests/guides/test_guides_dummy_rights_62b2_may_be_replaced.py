"""qa303: the dummy's-rights guide says 62B2 in its own verb, as the revoke guide does (audit292).

62B2, the official Turkish: "Bu kart deklaranın (Yasa 43B2(b)'ye tabi) veya yerin elinden
oynanmışsa ya da bir defans oyuncusunun gözüken kartı ise bir başka onarma olmaksızın
değiştirilebilir." The WBF English: "The card may be replaced without further rectification if it
was played from declarer's [subject to Law 43B2(b)] or dummy's hand, or if it was a defender's faced
card." 62A ("oyuncu rönonsunu düzeltmek zorundadır" / "A player must correct his revoke") keeps its
"must"; 62B2's "değiştirilebilir" / "may be replaced" had been said "değiştirilir" / "is replaced"
(CONTRIBUTING.md, "Add a situation guide", point 1), each verb now beside its own paragraph."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

DUMMY = "dummy-rights"
# Dummy asked declarer about a revoke, with no 43A2 limit broken (so 43B2(b) does not apply).
KEYS = ["asked-revoke", "no-a2-violation"]


def test_62b2_may_be_replaced_in_both_languages(client):
    says(
        client,
        DUMMY,
        KEYS,
        "tr",
        "deklaran onu düzeltmek zorundadır (Yasa 62A); deklaranın kartı başka onarma olmaksızın değiştirilebilir (Yasa 62B2).",
    )
    says(
        client,
        DUMMY,
        KEYS,
        "en",
        "declarer must correct it (Law 62A); declarer's card may be replaced without further rectification (Law 62B2).",
    )
    never_says(client, DUMMY, KEYS, "tr", "olmadan değiştirilir", "kart başka bir onarma olmadan")
    never_says(client, DUMMY, KEYS, "en", "is replaced without further rectification")
