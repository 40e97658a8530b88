"""The penalties guide (Laws 74, 90, 91, 93B3), walked to each ending by its GET URL in both
languages: the page says the ruling a player would notice, and the ending cites the paragraph that
decides it (quoted beside each path: the Turkish official text, then the WBF English)."""

import re

import pytest
from django.utils.html import escape

from situations.content import BY_SLUG
from situations.tests.guides.test_guides import url_of
from tests.seen import seen

pytestmark = pytest.mark.django_db
SLUG = "penalties"
GUIDE = BY_SLUG[SLUG]

# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 90B2: "Bir yarışmacının nedensiz yere yavaş oynaması." / "unduly slow play by a contestant."
    # (90B: "yöntemsel cezayı gerektiren kusurlu davranışlara ilişkin örneklerdir" / "examples of
    # offenses subject to procedural penalty").
    "slow-play": (
        "90B2",
        "nedensiz yere yavaş oynaması, yöntemsel cezayı gerektiren",
        "Unduly slow play by a contestant is an example of an offence subject to procedural penalty",
    ),
    # 90A: "Hakem, bu yasaların onarma ile ilgili hükümlerini tatbik etmeye ilaveten ... ayrıca
    # cezalandırabilir" / "The Director, in addition to implementing the rectifications in these
    # Laws, may also assess procedural penalties". The Turkish said "yaptırımlar" (sanctions, 92A's
    # word for what regulation may impose on an appeal without merit) for the Laws' "onarma"
    # (rectification), which the English said: now "onarmalar" (guides77).
    "procedural-penalty": (
        "90A",
        "yasalardaki onarmalara ek olarak",
        "In addition to the rectifications in the Laws, the Director may assess procedural penalties",
    ),
    # 91A: "puan olarak disiplin cezaları verme veya bir oyuncu veya yarışmacıyı o seanstan veya
    # herhangi bir bölümünden ihraç etme yetkisi" / "to assess disciplinary penalties in points or
    # to suspend a player or contestant for the current session or any part thereof".
    "conduct": (
        "91A",
        "puan olarak disiplin cezası verebilir",
        "assess disciplinary penalties in points or suspend a player",
    ),
    # 91A: "Hakemin bu maddeye dayanan kararları nihaidir." / "The Director's decision under this
    # clause is final" (91A, not the whole of Law 91: a disqualification needs the Tournament
    # Organizer's approval, 91B; the English said "under this Law" until audit15a). 93B3: "Yasa 91
    # uyarınca uygulamış olduğu disiplin yetkisinin kullanılmasıyla ilgili kararını geçersiz
    # kılamaz" / "may not overrule the Director ... on exercise of his Law 91 disciplinary powers".
    "disciplinary-penalty": ("91A", "bu kararları nihaidir", "his decision under this clause is final"),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("path", sorted(RULINGS))
def test_no_ending_invents_an_amount(client, path, lang):
    """Laws 90 and 91 name no amount: a penalty's size is the Director's, under regulation (81B2:
    "ek yönetmelikleri uygulamakla kısıtlıdır" / "bound by ... supplementary regulations")."""
    _, ending = GUIDE.walk(path.split("/"))
    texts = [*ending.now, *ending.advice, *ending.script, ending.chooser, ending.director]
    for text in texts:
        assert not re.search(r"\d+\s*(%|puan|points?|VP|IMP|MP)\b", getattr(text, lang)), getattr(text, lang)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_disqualification_needs_the_tournament_organizer(client, lang):
    """91B: "Organizasyon Komitesinin onaylaması şartıyla" / "subject to approval by the Tournament
    Organizer"."""
    page = client.get(url_of(SLUG, ["disciplinary-penalty"], lang)).content.decode()
    assert 'data-label="91B"' in page and 'data-label="93B3"' in page
    assert (
        "Organizasyon Komitesinin onayıyla diskalifiye"
        if lang == "tr"
        else "subject to approval by the Tournament Organizer"
    ) in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_where_the_official_turkish_differs(client, lang):
    """90A (TR) "bir başka masada ayarlı skor atanmasını gerektiren"; WBF "requires the award of an
    adjusted score" (no "at another table")."""
    page = client.get(url_of(SLUG, ["procedural-penalty"], lang)).content.decode()
    assert ("Resmî metin Türkçedir" if lang == "tr" else "The Turkish is the official text") in page
    assert ("bir başka masada ayarlı skor" if lang == "tr" else "an adjusted score at another table") in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_avoiding_annoying_remarks_is_an_obligation_in_the_official_text(client, lang):
    """74A2 (TR): "Bir oyuncu bir başka oyuncuda rahatsızlık veya mahcubiyet yaratacak ... her türlü
    eylemden dikkatle kaçınmak zorundadır." / (WBF) "A player should carefully avoid any remark or
    extraneous action that might cause annoyance or embarrassment to another player". The official
    Turkish is a "must", the WBF a "should": the guide states the Turkish in both languages and says
    where the WBF differs (it had weakened the Turkish to "kaçınmalıdır" without a word)."""
    page = client.get(url_of(SLUG, ["conduct"], lang)).content.decode()
    assert 'data-label="74A2"' in page
    if lang == "tr":
        assert "dikkatle kaçınmak zorundadır (Yasa 74A2)" in seen(page)
        assert escape("Türkçe 74A2 oyuncunun bu söz ve eylemlerden 'kaçınmak zorunda'") in seen(page)
    else:
        assert "he must carefully avoid any remark or extraneous action" in page
        assert escape("the WBF English says he 'should carefully avoid' them") in page
