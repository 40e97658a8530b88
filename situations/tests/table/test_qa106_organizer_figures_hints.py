"""qa106: the two 12C2(b) hints under the calculator's average plus and average minus fields say what
the paragraph says: the Tournament Organizer may vary "these figures", plus 3 and minus 3 IMPs.

12C2(b), official Turkish: "bu skorlar artı 3 IMP veya eksi 3 IMP ye karşılık gelir. Bu rakamlar,
Yetkili Federasyonun onayına bağlı olarak, Yasalar 78D, 86B3 ve aşağıdaki (d) maddesi çerçevesinde,
Organizasyon Komitesince değiştirilebilir"; our English (fixtures/laws_en.json) "These figures may
... be varied by the Tournament Organizer"; the WBF English "Subject to approval by the Regulating
Authority, this may be varied by the Tournament Organizer" (singular: the editor's note
translation-12C2(b), shown on the same page with the quoted paragraph). The hints said "bu rakam" /
"it", one figure, where the paragraph the page quotes says both.
"""

import pytest

from tests.seen import seen

pytestmark = pytest.mark.django_db

PAGE = {"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}
ASKED = "?kind=artificial&form=imps&fault=none"
FIGURES = {
    "en": "Law 12C2(b) gives plus 3 IMPs for average plus and minus 3 IMPs for average minus; subject to approval "
    "by the Regulating Authority, the Tournament Organizer may vary these figures, within the framework of Laws "
    "78D, 86B3 and 12C2(d).",
    "tr": "Yasa 12C2(b) averaj artıya artı 3 IMP, averaj eksiye eksi 3 IMP verir; bu rakamlar, Yetkili Federasyonun "
    "onayına bağlı olarak, Yasalar 78D, 86B3 ve 12C2(d) çerçevesinde, Organizasyon Komitesince değiştirilebilir.",
}


def _hint(html: str, field: str) -> str:
    """The note under the field as drawn (its citations are links: desklinks2)."""
    start = html.index(f'id="s-{field}-note">')
    return seen(html[start : html.index("</p>", start)])


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("field", ["average-plus", "average-minus"])
def test_each_hint_says_these_figures_as_the_paragraph_does(client, lang, field):
    html = client.get(PAGE[lang] + ASKED).content.decode()
    assert FIGURES[lang] in _hint(html, field)
    # the paragraph's difference is the editor's note's, on the same page
    assert 'data-note="translation-12C2(b)"' in html


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_hints_still_say_what_an_empty_field_gives(client, lang):
    html = client.get(PAGE[lang] + ASKED).content.decode()
    assert ("Empty: 3 IMPs." if lang == "en" else "Boş: 3 IMP.") in _hint(html, "average-plus")
    assert (
        "Empty: minus 3 IMPs; the figure for average plus does not change it."
        if lang == "en"
        else "Boş: eksi 3 IMP; averaj artı için verilen rakam bunu değiştirmez."
    ) in _hint(html, "average-minus")
