"""The appeals guide (Laws 92, 93), walked to each ending by its GET URL in both languages: the
page says the ruling a player would notice, and the ending cites the paragraph that decides it
(quoted beside each path: the Turkish official text, then the WBF English)."""

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from lawbook.tests.htmlparse import editor_notes
from situations.content import BY_SLUG
from situations.tests.guides.test_guides import url_of
from tests.seen import seen

pytestmark = pytest.mark.django_db
SLUG = "appeal"
GUIDE = BY_SLUG[SLUG]

# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 92D1: "İkili turnuvada, başvuran çiftin her iki üyesinin ... itiraz konusunda hemfikir olmaları
    # gereklidir" / "in a pairs event both members of the partnership concur in making the appeal".
    "disagree/in-time/pairs": (
        "92D1",
        "çiftin iki üyesi de itirazda hemfikir olmalıdır",
        "both members of the pair concur in making the appeal",
    ),
    # 92D2: "Takım maçında ise takım kaptanı, itirazın yapılması konusunda hemfikir olmalıdır" / "in
    # a team event the team captain concurs in making the appeal".
    "disagree/in-time/teams": (
        "92D2",
        "takım kaptanı itirazda hemfikir olmalıdır",
        "the team captain concurs in making the appeal",
    ),
    # 92D1: "(bireysel yarışmalar hariç)" / "(but in an individual contest an appellant does not
    # require his partner's concurrence)".
    "disagree/in-time/individual": (
        "92D1",
        "ortağınızın hemfikir olması gerekmez",
        "you do not need your partner's concurrence",
    ),
    # 92B: "Eğer Organizasyon Komitesi başka bir süre belirtmediyse, bir hakem kararı talep etme veya
    # itiraz komitesine başvurma hakkı resmi skor incelemeye açıldıktan 30 dakika sonra sona erer" /
    # "The right to request or appeal a Director's ruling expires 30 minutes after the official score
    # has been made available for inspection unless the Tournament Organizer has specified a
    # different time period."
    "disagree/too-late": (
        "92B",
        "resmi skor incelemeye açıldıktan 30 dakika sonra sona erer",
        "expires 30 minutes after the official score has been made available for inspection",
    ),
    # 91A: "Hakemin bu maddeye dayanan kararları nihaidir." / "The Director's decision under this
    # clause is final"; 93B3: "... geçersiz kılamaz (Komite hakeme bu kararını değiştirmesini
    # tavsiye edebilir)" / "may not overrule ... (It may recommend to the Director in charge that he
    # change such a ruling.)"
    "disciplinary": ("93B3", "değiştirmesini tavsiye edebilir", "it may recommend that he change that decision"),
    # 93B2: "Başhakem, diğer bütün itiraz başvurularını karara bağlanmak üzere İtiraz Komitesine
    # gönderecektir." / "The Director in charge shall refer all other appeals for adjudication."
    "who-decides/committee": (
        "93B2",
        "Diğer bütün itirazları karara bağlanmak üzere İtiraz Komitesi'ne gönderecektir",
        "He shall refer all other appeals to the Appeals Committee for adjudication",
    ),
    # 93A: "İtiraz Komitesi ... yoksa ...; Başhakem, bütün itiraz başvurularını dinleyecek ve karara
    # bağlayacaktır." / "The Director in charge shall hear and rule upon all appeals if there is no
    # Appeals Committee".
    "who-decides/no-committee": (
        "93A",
        "bütün itirazları Başhakem dinleyecek ve karara bağlayacaktır",
        "the Director in charge shall hear and rule on every appeal",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("event", ["pairs", "teams", "individual"])
def test_every_appeal_says_it_goes_through_the_director_within_the_time(client, lang, event):
    """92C: "tüm itiraz başvuruları hakem aracılığıyla yapılacaktır" / "All requests for a review
    of a ruling shall be made through the Director"; the two options are named for the chooser."""
    page = client.get(url_of(SLUG, ["disagree", "in-time", event], lang)).content.decode()
    assert 'data-label="92C"' in page and 'data-label="92B"' in page
    for name in ("İtiraz etmek", "Kararı kabul etmek") if lang == "tr" else ("Appeal", "Accept the ruling"):
        assert escape(name) in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_time_belongs_to_the_tournament_organizer(client, lang):
    """92B in both texts: "Organizasyon Komitesi" / "Tournament Organizer", not the Regulating
    Authority."""
    page = client.get(url_of(SLUG, ["disagree", "too-late"], lang)).content.decode()
    assert ("Organizasyon Komitesi" if lang == "tr" else "Tournament Organizer") in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_where_the_official_turkish_differs(client, lang):
    page = client.get(url_of(SLUG, ["who-decides", "committee"], lang)).content.decode()
    assert ("Resmî metin Türkçedir" if lang == "tr" else "The Turkish is the official text") in page


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "path", ["disagree/in-time/pairs", "disagree/in-time/teams", "disagree/in-time/individual", "disagree/too-late"]
)
def test_the_appeals_committee_of_92a_is_flagged_as_the_turkish_s(client, path, lang):
    """92A differs: the official Turkish "masada hakem tarafından verilen kararın gözden
    geçirilmesi için İtiraz Komitesi'ne başvurabilir. İtiraz Komitesi'nce dayanaksız bulunan bu tür
    talepler ..." names the Appeals Committee twice, and 92B "itiraz komitesine başvurma hakkı";
    the WBF English "may appeal for a review of any ruling made at his table by the Director. Any
    such request, if deemed to lack merit, ..." and "The right to request or appeal a Director's
    ruling" name none. The guide's English follows the Turkish, so it must say so."""
    page = client.get(url_of(SLUG, path.split("/"), lang)).content.decode()
    assert 'data-label="92B"' in page
    if lang == "tr":
        assert escape("Türkçe 92A'da yarışmacı İtiraz Komitesi'ne başvurur") in seen(page)  # 92A: a link
    else:
        assert escape("the WBF English says only 'appeal for a review'") in page
        assert "naming no committee" in page


# What the page says of Law 83 in each language: the official Turkish's bar and its object.
ADVISED_83 = {
    "tr": "bir olaydaki kararının ya da takdir yetkisini kullanışının gözden geçirilmesinde yarar görürse",
    "en": "a review of his ruling in an incident, or of his exercise of his discretionary powers, would be worthwhile",
}
WBF_83_NAMED = {"tr": "(could well be in order)", "en": "'could well be in order'"}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("path", ["disagree/in-time/pairs", "disagree/in-time/teams", "disagree/in-time/individual"])
def test_law_83_is_said_as_the_official_turkish_says_it_and_the_wbf_wording_is_named(client, path, lang):
    """83 (TR): "Eğer hakem bir olaydaki kararının veya ihtiyari yetkisinin kullanımının gözden
    geçirilmesinde yarar görürse yarışmacıya itiraz komitesine başvurma hakkının olduğunu bildirir";
    (WBF) "If the Director believes that a review of his decision on a point of fact or exercise of
    his discretionary power could well be in order, he shall advise a contestant of his right to
    appeal". The Turkish is the official text: the Director advises when he sees value in a review
    of his ruling in an incident; the page's English said the WBF's "could well be in order" and
    "point of fact" as its own rule, and the Turkish "olgu kararının"."""
    page = seen(client.get(url_of(SLUG, path.split("/"), lang)).content.decode())  # a quotation's lang span unwrapped
    assert escape(ADVISED_83[lang]) in page
    assert escape(WBF_83_NAMED[lang]) in page
    assert escape("If the Director believes a review of his decision on a point of fact") not in page


# 93C3(a): TR "Yukarıda belirtilen Madde 1 ve 2 haricinde, turnuvanın sağlıklı devamı açısından gerekli
# gördüğü takdirde, Yetkili Federasyonlar itiraz konusunda nihai kararı vermek üzere, sorumluluğu turnuva
# İtiraz Komitesine devredebilirler. Bu durumda, Yetkili Federasyon da itiraz duruşmasında yer alan
# taraflar ile birlikte varılacak sonucu kabul etmek durumundadır"; WBF "Notwithstanding 1 and 2 above,
# where deeming it crucial to the progress of the tournament, the Regulating Authority may assign to a
# specified tournament body the responsibility for dealing finally with any appeal and, along with the
# parties to the appeal, is then bound by the outcome".
COMMITTEE_FINAL = {
    "tr": "nihai kararı verme sorumluluğunu turnuva İtiraz Komitesi'ne devredebilir",
    "en": "may delegate to the tournament Appeals Committee the responsibility for giving the final decision",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_committee_s_decision_may_be_made_final_as_93c3a_says(client, lang):
    """The committee Ending says the Regulating Authority resolves any matter finally (93C2): without
    93C3(a) a player asking whether the committee's decision is final is told it never is."""
    page = client.get(url_of(SLUG, ["who-decides", "committee"], lang)).content.decode()
    assert escape(COMMITTEE_FINAL[lang]) in seen(page)
    assert 'data-label="93C3(a)"' in page


# 93C1: TR "Yetkili Federasyonlar; bundan önceki yasalarda sayılan bütün yollar tüketildikten sonra,
# tekrar itiraz başvurusunda bulunulabilmesi ile ilgili prosedürü düzenleyebilirler. Dayanaksız bulunan
# itirazlar hakkında yönetmeliklerde belirtilen şekilde yaptırımlar uygulanabilir."; WBF "Regulating
# Authorities may establish procedures for further appeals after the foregoing procedures have been
# exhausted. Any such further appeal, if deemed to lack merit, may be the subject of a sanction imposed
# by regulation." 93C2: TR "Başhakem veya İtiraz Komitesi, herhangi bir konuyu, daha sonra Yetkili
# Federasyonca değerlendirilmek üzere havale edebilir. Yetkili Federasyon, her türlü konuda nihai karar
# merciidir."; WBF "The Director in charge or the reviewing body may refer a matter for later
# consideration by the Regulating Authority. The Regulating Authority has authority to resolve any
# matter finally." Both who-decides Endings said only the further appeals and the final say (qa146).
SANCTION_93C1 = {
    "tr": "dayanaksız bulunan itirazlara yönetmelikte belirtildiği şekilde yaptırım uygulanabilir (Yasa 93C1)",
    "en": "appeals found to be without merit may be sanctioned as regulations specify (Law 93C1)",
}
REFERRAL_93C2 = {
    "tr": "Başhakem ya da İtiraz Komitesi herhangi bir konuyu daha sonra Yetkili Federasyonca değerlendirilmek "
    "üzere havale edebilir",
    "en": "The Director in charge or the Appeals Committee may refer any matter for later consideration by the "
    "Regulating Authority",
}
# The editor's note on 93C2 names the WBF's words (the Turkish note quotes them in English, the English
# note the Turkish).
NOTE_93C2_NAMES = {"tr": "The Director in charge or the reviewing body", "en": "Başhakem veya İtiraz Komitesi"}


@pytest.mark.parametrize("committee", ["committee", "no-committee"])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_further_appeals_say_93c1_s_sanction_and_93c2_s_referral_with_its_note(client, lang, committee):
    page = client.get(url_of(SLUG, ["who-decides", committee], lang)).content.decode()
    assert escape(SANCTION_93C1[lang]) in seen(page)
    assert escape(REFERRAL_93C2[lang]) in seen(page)
    assert NOTE_93C2_NAMES[lang] in editor_notes(page)["translation-93C2"]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_law_93_page_carries_the_note_on_93c2(client, lang):
    with translation.override(lang):
        url = reverse("lawbook:law", args=[93])
    shown = editor_notes(client.get(url).content.decode())
    assert NOTE_93C2_NAMES[lang] in shown["translation-93C2"]
