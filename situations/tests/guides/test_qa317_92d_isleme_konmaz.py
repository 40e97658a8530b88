"""qa317: 92D in the official Turkish's words on the appeals and score-correction guides (page and
read-out).

92D, official Turkish: "İtiraz başvurusu aşağıdaki şartlar gerçekleşmeden işleme konmaz: 1. İkili
turnuvada, başvuran çiftin her iki üyesinin (bireysel yarışmalar hariç) itiraz konusunda hemfikir
olmaları gereklidir. 2. Takım maçında ise takım kaptanı, itirazın yapılması konusunda hemfikir
olmalıdır."; WBF: "An appeal shall not be heard unless: 1. in a pairs event both members of the
partnership concur in making the appeal (but in an individual contest an appellant does not require
his partner's concurrence). 2. in a team event the team captain concurs in making the appeal."

The Turkish lines said "yoksa itiraz dinlenmez" (and "Dinlenirse karar gözden geçirilir"): the
WBF's "heard" put back into Turkish, where the official text says the appeal "işleme konmaz" (is
not processed). They now say the official words; the English (the WBF's "shall not be heard",
audit300, qa307) is unchanged."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

OLD = ("itiraz dinlenmez", "Dinlenirse")
CASES = [
    # the appeals guide: `now`, the Appeal option and the read-out all say the same line
    (
        "appeal",
        ["disagree", "in-time", "pairs"],
        "İkili turnuvada çiftin iki üyesi de itirazda hemfikir olmalıdır; yoksa itiraz başvurusu işleme konmaz (Yasa 92D1).",
        "In a pairs event an appeal shall not be heard unless both members of the pair concur in making the appeal (Law 92D1).",
    ),
    (
        "appeal",
        ["disagree", "in-time", "teams"],
        "Takım maçında takım kaptanı itirazda hemfikir olmalıdır; yoksa itiraz başvurusu işleme konmaz (Yasa 92D2).",
        "In a team event an appeal shall not be heard unless the team captain concurs in making the appeal (Law 92D2).",
    ),
]


@pytest.mark.parametrize("slug, keys, turkish, english", CASES)
def test_the_appeals_guide_says_92d_in_the_official_turkish(client, slug, keys, turkish, english):
    says(client, slug, keys, "tr", turkish)
    reads(client, slug, keys, "tr", turkish)
    never_says(client, slug, keys, "tr", *OLD)
    never_reads(client, slug, keys, "tr", *OLD)
    says(client, slug, keys, "en", english)  # the WBF's verb stays
    reads(client, slug, keys, "en", english)


SC = ["ruling", "player"]


def test_the_score_correction_appeal_option_says_92d_in_the_official_turkish(client):
    says(
        client,
        "score-correction",
        SC,
        "tr",
        "İkili turnuvada ortağınız, takım maçında kaptanınız da itirazda hemfikir olmalıdır; yoksa itiraz başvurusu "
        "işleme konmaz. İşleme konursa karar gözden geçirilir (Yasa 92A, 92D).",
    )
    never_says(client, "score-correction", SC, "tr", *OLD)


def test_the_score_correction_read_out_says_92d_in_the_official_turkish(client):
    reads(
        client,
        "score-correction",
        SC,
        "tr",
        "İkili turnuvada ortağınız, takım maçında kaptanınız da itirazda hemfikir olmalıdır; yoksa itiraz başvurusu "
        "işleme konmaz (Yasa 92D).",
    )
    never_reads(client, "score-correction", SC, "tr", *OLD)
    reads(
        client,
        "score-correction",
        SC,
        "en",
        "An appeal shall not be heard unless your partner (in pairs) or your captain (in teams) concurs in making "
        "the appeal (Law 92D).",
    )
