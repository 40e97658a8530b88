"""A question typed on the other language's page (lawbook.search.service, issue 22): it is scored in
the language it is read in (lawbook.search.query.reading), not the page's, so it ranks as on its
own page; its hits are still shown in the page's language where that language matched."""

import pytest

from lawbook.labels import parse_label
from lawbook.search.service import search
from lawbook.search.testing import search_index, search_index_dir  # noqa: F401


def paragraphs(query: str, page: str, limit: int = 10):
    return [h for h in search(query, page, limit=limit).hits if h.kind == "paragraph"]


@pytest.mark.parametrize(
    "query, own_page, label",
    [
        # Law 79C1: "Üzerinde anlaşılan skoru hesaplarken veya kaydederken yapılan hatalar ister
        # oyuncu ister resmi bir görevli tarafından yapılmış olsun, Organizasyon Komitesince
        # belirlenmiş süre sona erene kadar düzeltilebilir." / WBF "An error in recording or
        # computing the agreed-upon score, whether made by a player or an official, may be
        # corrected until the expiration of the period(s) specified by the Tournament Organizer."
        # Typed on the English page and scored with the Turkish text at the other language's
        # weight, it found 75D3 first and 79C1 second.
        ("skor kağıdına yanlış skor yazıldı", "tr", "79C1"),
        # Law 42B2: "Herhangi bir usulsüzlüğü önlemeye çalışabilir." / WBF "He [dummy] may try to
        # prevent any irregularity." Typed on the Turkish page it found 43B2(a) first (dummy's
        # warning not to lead from the wrong hand, a right only after a violation of 43A2) and
        # 42B2 second.
        ("dummy tried to stop declarer from leading from the wrong hand", "en", "42B2"),
    ],
)
def test_a_question_typed_on_the_other_page_ranks_as_on_its_own(search_index, query, own_page, label):
    other_page = "en" if own_page == "tr" else "tr"
    own, other = paragraphs(query, own_page), paragraphs(query, other_page)
    assert parse_label(other[0].label).is_within(parse_label(label)), [h.label for h in other]
    assert [h.label for h in other] == [h.label for h in own]
    # Shown in the page's language where it matched, the rest marked as the other language.
    assert any(h.lang == other_page and not h.fallback for h in other), [(h.label, h.lang) for h in other]
    assert all(h.fallback == (h.lang != other_page) for h in other)
